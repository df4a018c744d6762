/**
 * The browser host's per-launch token, as Jupyter does it: the URL the host prints carries
 * `?token=<hex>`, the page keeps it (`renderer/shared/hostToken.ts`) and sends it as
 * `X-Dispatch-Token` on every call; a call without it, or with another, is refused (403). It stops any
 * other local page or process that can reach 127.0.0.1 from calling the app (and so from using the
 * key it holds). The token is not the API key: printing it is how the user gets the app's address.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header a call carries the token in. */
export const TOKEN_HEADER = 'x-dispatch-token';

/** The environment variable that sets the token (tests and the benchmark pass a random one). */
export const TOKEN_VARIABLE = 'DISPATCH_HOST_TOKEN';

/** Bytes of a generated token: 256 bits (at least 128 are needed), as 64 hex characters. */
const TOKEN_BYTES = 32;

/** A token is hex, at least 32 characters (128 bits). */
const TOKEN_FORM = /^[0-9a-f]{32,}$/i;

/** A fresh random token: 64 hex characters from `crypto.randomBytes`. */
export function newHostToken(): string {
  return randomBytes(TOKEN_BYTES).toString('hex');
}

/** True when `token` has the form the host accepts (hex, >= 32 characters). */
export function isHostTokenForm(token: string): boolean {
  return TOKEN_FORM.test(token);
}

/**
 * The token of this launch: `DISPATCH_HOST_TOKEN` when set, else a fresh one.
 * @throws Error when the variable is set but is not hex of at least 32 characters (the message never
 *   repeats the value).
 */
export function hostTokenFrom(env: NodeJS.ProcessEnv): string {
  const given = env[TOKEN_VARIABLE];
  if (given === undefined || given === '') return newHostToken();
  if (!isHostTokenForm(given)) {
    throw new Error(`${TOKEN_VARIABLE} must be at least 32 hexadecimal characters (128 bits).`);
  }
  return given;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * True when `given` (a request header: absent, one value or several) equals `expected`. Both sides are
 * hashed to 32 bytes first, so `timingSafeEqual` never sees two lengths (it throws on them) and the time
 * taken tells nothing about the token, its length included.
 */
export function tokenMatches(expected: string, given: string | string[] | undefined): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  return timingSafeEqual(digest(expected), digest(given));
}
