/** Identifiers of the generated market: uuids, listing refs and demo keys, all deterministic. */
import { createHmac } from 'node:crypto';
import type { Random } from './random';

/** Alphabet of listing refs: [0-9A-Z] without I, L, O, U (docs/api.md §Resources). */
export const REF_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** `FX-` + 6 of {@link REF_ALPHABET}. */
export const REF_PATTERN = /^FX-[0-9A-HJKMNP-TV-Z]{6}$/;
const REF_CODES = Buffer.from(REF_ALPHABET, 'latin1');
const refBytes = Buffer.from('FX-000000', 'latin1');

/**
 * A random RFC 4122 version-4 uuid (lower-case hex) drawn from `random`: the variant digit first, then
 * the 8, 4, 3, 3 and 12 random digits in order. Written byte by byte into one buffer and read back as
 * one flat string (see `dates.ts` `iso`): the market makes some 170,000 at `--scale 20`, and a string
 * built with `+` would be a rope of 36 pieces that every later hash or comparison must flatten.
 */
export function makeUuid(random: Random): string {
  const variant = HEX_CODES[8 + random.int(0, 3)]!;
  hexInto(random, 0, 8);
  uuidBytes[8] = DASH;
  hexInto(random, 9, 4);
  uuidBytes[13] = DASH;
  uuidBytes[14] = 0x34; // 4
  hexInto(random, 15, 3);
  uuidBytes[18] = DASH;
  uuidBytes[19] = variant;
  hexInto(random, 20, 3);
  uuidBytes[23] = DASH;
  hexInto(random, 24, 12);
  return uuidBytes.toString('latin1', 0, 36);
}

/** Writes `n` random lower-case hex digits into `uuidBytes` from `at`. */
function hexInto(random: Random, at: number, n: number): void {
  for (let i = at; i < at + n; i++) uuidBytes[i] = HEX_CODES[random.int(0, 15)]!;
}
const HEX_CODES = Buffer.from('0123456789abcdef', 'latin1');
const DASH = 0x2d;
const uuidBytes = Buffer.alloc(36);

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
    // One flat string, as `makeUuid` writes it.
    for (let i = 3; i < 9; i++) refBytes[i] = REF_CODES[random.int(0, REF_CODES.length - 1)]!;
    const ref = refBytes.toString('latin1', 0, 9);
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
