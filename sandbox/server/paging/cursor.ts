/**
 * Cursors of every list (docs/api.md §Lists and cursors).
 *
 * A cursor is `<payload>.<signature>`, both base64url (so URL-safe), at most 512 chars. The payload is
 * a compact JSON array: format version, route, a hash of the normalised filters, environment, a hash of
 * the holder, issuedAt (ms since epoch, sandbox clock), the collection revision at the list's first
 * page, and the keyset position (the last item's `createdAt` in ms and its `ref`/`id`). The signature is
 * HMAC-SHA256 over the payload text with a secret that lives only in this process, so a cursor is
 * tamper-evident and dies with the server. Hashes are HMACs too, so a cursor does not reveal the
 * holder's address.
 *
 * Checks, in order: decodes and verifies (else 400 `invalid_cursor`), same environment, route,
 * filters and holder (else 409 `cursor_mismatch`), at most 15 minutes old (else 409 `cursor_expired`).
 * The `list_changed` check needs the collection and is the route's (see `records/record-store.ts`).
 */
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { ApiEnvironment } from '@dispatch/shared/domain/keys';
import { CURSOR_LIFETIME_MS } from '@dispatch/shared/domain/vocabulary';
import { ApiError } from '../http/api-error';

/** Longest cursor the API hands out or accepts (docs/api.md §Lists and cursors). */
export const CURSOR_MAX_LENGTH = 512;
const FORMAT_VERSION = 1;
/** Most binding digests a codec keeps (filters and holders it has seen). */
const DIGEST_MEMO_SIZE = 4096;

/**
 * A keyset position: the last item of a page. `at` is its `createdAt` in ms since epoch, `id` its
 * `ref` (listings) or `id` (offers, vehicles). Lists are ordered `at` desc, then `id` desc.
 */
export interface KeysetPosition {
  at: number;
  id: string;
}

/** What a cursor is bound to (docs/api.md §Lists and cursors). */
export interface CursorBinding {
  /** The list route, e.g. `listings` or `vehicles`. */
  route: string;
  /** The normalised filters: every query parameter but `limit` and `cursor` (see `normaliseFilters`). */
  filters: Readonly<Record<string, unknown>>;
  /** `canonicalJson(filters)`, when the caller has it already (saves writing it again). */
  filtersText?: string;
  environment: ApiEnvironment;
  /** The holder (`Caller.holder`): the key's account or the client's address. */
  holder: string;
}

/** What a cursor carries besides its binding. */
export interface CursorState {
  /** When this cursor was issued, ms since epoch (sandbox clock). */
  issuedAt: number;
  /** The collection revision when the list's first page was served (kept across pages). */
  revision: number;
  /** The last item of the page that issued the cursor. */
  position: KeysetPosition;
}

/** The message every 409 ends with (docs/api.md §Errors). */
export const START_OVER = 'the list must start over from the first page (request it without a cursor).';

/**
 * Issues and opens the signed cursors of one sandbox. Each sandbox has its own secret, so a cursor of
 * another sandbox (or of a previous run) does not verify.
 */
export class CursorCodec {
  private readonly secret: KeyObject;
  private readonly lifetimeMs: number;
  private readonly digests = { filters: new Map<string, string>(), holder: new Map<string, string>() };

  /**
   * @param options.secret HMAC key, at least 32 bytes (e.g. `randomBytes(32)`)
   * @param options.lifetimeMs cursor lifetime, default 15 minutes (docs/api.md §Lists and cursors)
   * @throws Error for a secret shorter than 32 bytes
   */
  constructor(options: { secret: Uint8Array; lifetimeMs?: number }) {
    if (options.secret.length < 32) throw new Error('The cursor secret must be at least 32 bytes.');
    this.secret = createSecretKey(Buffer.from(options.secret));
    this.lifetimeMs = options.lifetimeMs ?? CURSOR_LIFETIME_MS;
  }

  /**
   * The cursor for the page after `state.position`, bound to `binding`.
   * @throws Error if the cursor would exceed 512 chars (an id longer than ~200 chars)
   */
  issue(binding: CursorBinding, state: CursorState): string {
    const payload: unknown[] = [
      FORMAT_VERSION,
      binding.route,
      this.digest('filters', binding.filtersText ?? canonicalJson(binding.filters)),
      binding.environment,
      this.digest('holder', binding.holder),
      state.issuedAt,
      state.revision,
      state.position.at,
      state.position.id,
    ];
    const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
    const token = `${body}.${this.sign(body)}`;
    if (token.length > CURSOR_MAX_LENGTH) throw new Error('cursor longer than 512 chars');
    return token;
  }

  /**
   * Verifies `token` against the request's binding and the clock.
   * @param now the sandbox clock, ms since epoch
   * @returns the cursor's state (revision of the first page, keyset position)
   * @throws ApiError 400 `invalid_request` (field `query.cursor`, code `invalid_cursor`) when it does not
   *   decode or verify; 409 `cursor_mismatch` for another route, filters, environment or holder;
   *   409 `cursor_expired` when older than the lifetime.
   */
  open(token: string, binding: CursorBinding, now: number): CursorState {
    const payload = this.verify(token);
    if (!payload) {
      throw new ApiError(
        400,
        'invalid_request',
        'The cursor is not valid: pass the nextCursor of the previous page unchanged.',
        [{ path: 'query.cursor', code: 'invalid_cursor' }],
      );
    }
    const [, route, filters, environment, holder, issuedAt, revision, at, id] = payload;
    const mismatch =
      environment !== binding.environment
        ? `another environment (${environment})`
        : route !== binding.route
          ? 'another list route'
          : filters !== this.digest('filters', binding.filtersText ?? canonicalJson(binding.filters))
            ? 'other filters'
            : holder !== this.digest('holder', binding.holder)
              ? 'another holder (key or address)'
              : null;
    if (mismatch) {
      throw new ApiError(409, 'cursor_mismatch', `This cursor was issued for ${mismatch}; ${START_OVER}`);
    }
    if (now - issuedAt > this.lifetimeMs) {
      const minutes = Math.round(this.lifetimeMs / 60_000);
      throw new ApiError(
        409,
        'cursor_expired',
        `This cursor is older than ${minutes} minutes; ${START_OVER}`,
      );
    }
    return { issuedAt, revision, position: { at, id } };
  }

  /** The decoded payload when `token` is well-formed and its signature verifies; else null. */
  private verify(token: string): Payload | null {
    if (token.length > CURSOR_MAX_LENGTH) return null;
    const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match?.[1] || !match[2]) return null;
    const expected = Buffer.from(this.sign(match[1]), 'utf8');
    const given = Buffer.from(match[2], 'utf8');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let value: unknown;
    try {
      value = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    return isPayload(value) ? value : null;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }

  /**
   * The 22-char HMAC of a binding part. Memoised (a holder pages with the same filters, so most
   * requests need the same few), at most {@link DIGEST_MEMO_SIZE} entries, then started afresh.
   */
  private digest(purpose: 'filters' | 'holder', value: string): string {
    // By purpose, then by the value itself (no key string to build and hash per request).
    const digests = this.digests[purpose];
    let digest = digests.get(value);
    if (digest === undefined) {
      digest = createHmac('sha256', this.secret)
        .update(`${purpose}\n${value}`)
        .digest('base64url')
        .slice(0, 22);
      if (digests.size >= DIGEST_MEMO_SIZE) digests.clear();
      digests.set(value, digest);
    }
    return digest;
  }
}

type Payload = [number, string, string, ApiEnvironment, string, number, number, number, string];

function isPayload(value: unknown): value is Payload {
  if (!Array.isArray(value) || value.length !== 9) return false;
  const [v, route, filters, environment, holder, issuedAt, revision, at, id] = value as unknown[];
  return (
    v === FORMAT_VERSION &&
    typeof route === 'string' &&
    typeof filters === 'string' &&
    (environment === 'sandbox' || environment === 'production') &&
    typeof holder === 'string' &&
    Number.isFinite(issuedAt) &&
    Number.isInteger(revision) &&
    Number.isFinite(at) &&
    typeof id === 'string'
  );
}

/**
 * JSON with object keys sorted and `undefined` members dropped, so equal filters hash equally
 * whatever the order they were given in. Arrays keep their order (normalise them before: sort).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + canonicalJson(value[i]);
    return `${out}]`;
  }
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object).sort();
    let out = '{';
    for (const key of keys) {
      const member = object[key];
      if (member === undefined) continue;
      out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(member)}`;
    }
    return `${out}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
