/**
 * The checks every request passes before anything else reads it (docs/api.md §Errors, §Outside /v1):
 * the Host header of a locked-down sandbox (421 `misdirected_request`, against DNS rebinding), the
 * length of the request-target (414 `uri_too_long`) and the size of the header fields (431
 * `headers_too_large`). What the HTTP parser itself refuses is answered by `raw-answer.ts`.
 */
import { ApiError } from './api-error';

/** Longest request-target (path and query, as sent) read, in characters: 8 KiB. Longer: 414. */
export const MAX_TARGET_LENGTH = 8192;
/** Largest header section read (names, values, `: ` and CRLF of every field), in bytes: 16 KiB. Larger: 431. */
export const MAX_HEADER_BYTES = 16_384;
/**
 * The HTTP parser's own limit on the request line and header fields together, in bytes: 64 KiB.
 * Above it the request never reaches the server's hooks; `raw-answer.ts` answers 431.
 */
export const PARSER_HEADER_LIMIT = 65_536;

/**
 * Which `Host` headers the server answers:
 * - `any`: every Host (a sandbox started for tests or `npm run sandbox`);
 * - `loopback-self`: only `127.0.0.1:<port>` and `localhost:<port>` of its own listening port (any
 *   case; without `:<port>` only when the port is 80), so a page that rebinds its DNS name to
 *   127.0.0.1 cannot read the embedded sandbox. A missing Host counts as another host.
 */
export type AllowedHosts = 'any' | 'loopback-self';

/**
 * Whether `host` (the raw `Host` header) is one the server answers under `allowed`.
 * @param port the port the server listens on; undefined (not listening) allows nothing under
 *   `loopback-self`
 */
export function hostAllowed(
  host: string | undefined,
  allowed: AllowedHosts,
  port: number | undefined,
): boolean {
  if (allowed === 'any') return true;
  if (host === undefined || port === undefined) return false;
  const name = host.trim().toLowerCase();
  const own = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (port === 80) own.push('127.0.0.1', 'localhost');
  return own.includes(name);
}

/** What one request looks like to the guard: raw target, raw header list, Host header. */
export interface GuardedRequest {
  /** The request-target as sent (`request.raw.url`). */
  target: string;
  /** `request.raw.rawHeaders`: names and values alternating, as received. */
  rawHeaders: readonly string[];
  host: string | undefined;
}

/**
 * The refusal of `request`, checked in this order: Host (421), request-target length (414), header
 * size (431); null when it may go on.
 * @param port the server's listening port (see `hostAllowed`)
 */
export function guardProblem(
  request: GuardedRequest,
  allowed: AllowedHosts,
  port: number | undefined,
): ApiError | null {
  if (!hostAllowed(request.host, allowed, port)) {
    return new ApiError(
      421,
      'misdirected_request',
      `This server answers only requests addressed to 127.0.0.1:${port ?? '<port>'} or localhost:${port ?? '<port>'}.`,
    );
  }
  if (request.target.length > MAX_TARGET_LENGTH) {
    return new ApiError(
      414,
      'uri_too_long',
      `The path and query are ${request.target.length} characters long; at most ${MAX_TARGET_LENGTH} are read.`,
    );
  }
  const bytes = headerBytes(request.rawHeaders);
  if (bytes > MAX_HEADER_BYTES) {
    return new ApiError(
      431,
      'headers_too_large',
      `The header fields take ${bytes} bytes; at most ${MAX_HEADER_BYTES} are read.`,
    );
  }
  return null;
}

/** Bytes of the header section: each field's name, `: `, value and CRLF (values arrive as latin1). */
export function headerBytes(rawHeaders: readonly string[]): number {
  let total = 0;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    total += (rawHeaders[i]?.length ?? 0) + (rawHeaders[i + 1]?.length ?? 0) + 4;
  }
  return total;
}
