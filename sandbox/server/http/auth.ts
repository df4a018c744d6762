/**
 * Who is calling (docs/api.md §Keys and environments): a key that is sent is always checked, on public
 * routes too; the holder is the key's account, else the client's socket address (no proxy headers).
 */
import { keyKind, keyProblem, type ApiEnvironment } from '@dispatch/shared/domain/keys';
import type { ApiKeyRecord } from '../../market';
import { unauthorized } from './api-error';

/** The identified caller of one request. */
export interface Caller {
  /** Cursor binding and rate-limit identity: `account:<id>` with a key, else `address:<socket address>`. */
  holder: string;
  /** The key's account, or null when no key was sent. */
  accountId: string | null;
  /** The key record, or null when no key was sent. */
  key: ApiKeyRecord | null;
}

/** Looks a key up by its full text; the sandbox's keys as the market generated them. */
export type KeyLookup = (key: string) => ApiKeyRecord | undefined;

/**
 * Identifies the caller from the `Authorization` header (docs/api.md §Keys and environments; v1.json
 * `bearerAuth`): `Bearer`, in any case (RFC 9110 §11.1: the scheme is case-insensitive), one or more
 * spaces, then the key as one token (trailing spaces are dropped). Any other value, an empty one
 * included, is refused; only an absent header makes an anonymous caller.
 * @param authorization the raw header, undefined when absent
 * @param remoteAddress the socket's remote address (`request.socket.remoteAddress`)
 * @throws ApiError 401 `unauthorized` (with `WWW-Authenticate: Bearer`) for a header that is not
 *   `Bearer <key>`, a key of neither form, a live key on the sandbox (the message says live keys are
 *   refused here), an unknown key or a revoked key.
 */
export function identifyCaller(
  authorization: string | undefined,
  remoteAddress: string | undefined,
  lookup: KeyLookup,
  environment: ApiEnvironment,
): Caller {
  if (authorization === undefined) {
    return { holder: `address:${remoteAddress ?? 'unknown'}`, accountId: null, key: null };
  }
  const match = /^Bearer +(\S+) *$/i.exec(authorization);
  if (!match?.[1]) {
    throw unauthorized('The Authorization header must be "Bearer <API key>".');
  }
  const token = match[1];
  const problem = keyProblem(token, environment);
  if (problem !== null) {
    const kind = keyKind(token);
    throw unauthorized(kind === 'live' ? `Live keys are refused on the sandbox. ${problem}` : problem);
  }
  const record = lookup(token);
  if (!record) throw unauthorized(`This ${environment} does not know that key; check it was copied whole.`);
  if (record.revoked) throw unauthorized('This key has been revoked; create a new one or use another key.');
  return { holder: `account:${record.accountId}`, accountId: record.accountId, key: record };
}
