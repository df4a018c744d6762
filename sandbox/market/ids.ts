/** Identifiers of the generated market: uuids, listing refs and demo keys, all deterministic. */
import { createHmac } from 'node:crypto';
import type { Random } from './random';

/** Alphabet of listing refs: [0-9A-Z] without I, L, O, U (docs/api.md §Resources). */
export const REF_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** `FX-` + 6 of {@link REF_ALPHABET}. */
export const REF_PATTERN = /^FX-[0-9A-HJKMNP-TV-Z]{6}$/;

/** A random RFC 4122 version-4 uuid (lower-case hex) drawn from `random`. */
export function makeUuid(random: Random): string {
  // Argument order is evaluation order: the variant is drawn before the groups, as always.
  const variant = HEX[8 + random.int(0, 3)];
  return `${hexDigits(random, 8)}-${hexDigits(random, 4)}-4${hexDigits(random, 3)}-${variant}${hexDigits(random, 3)}-${hexDigits(random, 12)}`;
}

/** `n` random lower-case hex digits. */
function hexDigits(random: Random, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += HEX[random.int(0, 15)];
  return s;
}
const HEX = '0123456789abcdef';

/**
 * Values already in use, as `makeRef` and `makeUniqueUuid` need them: a `Set<string>` fits, or a
 * view that also looks into existing records without copying them into a set.
 */
export interface Taken {
  has(value: string): boolean;
  add(value: string): unknown;
}

/** A listing ref not yet in `taken`; adds it to `taken`. */
export function makeRef(random: Random, taken: Taken): string {
  for (;;) {
    let ref = 'FX-';
    for (let i = 0; i < 6; i++) ref += REF_ALPHABET[random.int(0, REF_ALPHABET.length - 1)];
    if (!taken.has(ref)) {
      taken.add(ref);
      return ref;
    }
  }
}

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The demo test key of `name` for `seed`: `test_fx_` + 32 of [A-Za-z0-9], from HMAC-SHA256 of the
 * name keyed by the seed (each byte mapped onto the 62 letters and digits). Same seed and name, same key.
 */
export function demoKey(seed: number, name: string): string {
  const bytes = createHmac('sha256', `freight-exchange-sandbox:${seed}`).update(name).digest();
  let secret = '';
  for (const byte of bytes) secret += KEY_ALPHABET[byte % KEY_ALPHABET.length];
  return `test_fx_${secret.slice(0, 32)}`;
}

/** A uuid ({@link makeUuid}) not yet in `taken`; adds it to `taken`. */
export function makeUniqueUuid(random: Random, taken: Taken): string {
  for (;;) {
    const id = makeUuid(random);
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}
