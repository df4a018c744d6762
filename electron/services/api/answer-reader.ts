/**
 * The tolerant reader: the one place where a 2xx answer's body becomes what the app shows, for every
 * shape the published API leaves open (docs/api.md §Where the real exchange may differ). It accepts
 * each plausible form and, where a body still cannot be read, fails `unreadable_answer` naming the
 * route, which is never retried (asking again gives the same answer).
 *
 * - A single resource (listing, vehicle, offer, company, cost estimate): `{ data: {...} }` as our
 *   sandbox answers, or the object itself (the published API does not show the wrapper of the single
 *   offer and vehicle answers).
 * - A list page: `{ data: [...], hasMore, nextCursor }`; a missing `hasMore` is read from
 *   `nextCursor`, a missing `nextCursor` is null (the last page). Items that are not objects are left
 *   out: one strange item never hides the rest of the page.
 * - Bounds (docs/api.md §Bounded answers): a page with more items than the call may receive fails
 *   `answer_too_large`; every text of what is read is cut to what a screen can show (text-caps.ts).
 */
import type { ServerPlace } from '../../../shared/contract/errors';
import { ApiError } from './errors';
import { capTexts } from './text-caps';

/** A JSON object (not an array, not null). */
export type JsonObject = Record<string, unknown>;

/** True for a JSON object that is not an array. */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The https URL of an answer's `url` field (in `data` or at the top), the exchange's page for it. */
function websiteOf(body: unknown): string | undefined {
  const candidates = isJsonObject(body) ? [body, body.data] : [];
  for (const candidate of candidates) {
    if (!isJsonObject(candidate) || typeof candidate.url !== 'string') continue;
    if (URL.canParse(candidate.url) && new URL(candidate.url).protocol === 'https:') return candidate.url;
  }
  return undefined;
}

/**
 * The `unreadable_answer` error for `route` (e.g. `GET /vehicles/{id}`) on `server`: `what` says in
 * English what could not be read (the technical detail); the exchange's page is kept when the body
 * named one.
 */
export function unreadableAnswer(route: string, server: ServerPlace, what: string, body?: unknown): ApiError {
  const website = websiteOf(body);
  return new ApiError({
    kind: 'unreadable_answer',
    message: `The answer of ${route} could not be read: ${what}.`,
    route,
    server,
    ...(website ? { website } : {}),
  });
}

/**
 * The `answer_too_large` error for `route` on `server` (docs/api.md §Bounded answers): the exchange
 * sent more than a page can hold, `what` says in English how much (the technical detail).
 */
export function answerTooLarge(route: string, server: ServerPlace, what: string): ApiError {
  return new ApiError({
    kind: 'answer_too_large',
    message: `The answer of ${route} was refused: ${what}.`,
    route,
    server,
  });
}

/**
 * The resource of a single-resource answer: `body.data` when it is an object, else the body itself
 * when it is a resource (an object with no `data` and no `error` member).
 * @throws ApiError `unreadable_answer` for anything else (an array, `data: null`, an error body on a 2xx)
 */
export function readResource(body: unknown, route: string, server: ServerPlace): JsonObject {
  if (isJsonObject(body)) {
    if (isJsonObject(body.data)) return capTexts(body.data) as JsonObject;
    if (!('data' in body) && !('error' in body) && Object.keys(body).length > 0) {
      return capTexts(body) as JsonObject;
    }
  }
  throw unreadableAnswer(route, server, 'no resource, with or without a data wrapper', body);
}

/** A page of a list, as the app reads it (docs/api.md §Lists and cursors); a list without paging has only `data`. */
export interface ReadPage {
  data: JsonObject[];
  hasMore?: boolean;
  nextCursor?: string | null;
}

/** How a list answer is read: paged or not, and how many items it may hold at most. */
export interface PageShape {
  /** False for the lists without paging (places, event types): only `data` is read. */
  paged: boolean;
  /** The most items the page may hold: the `limit` asked for, else the route's cap (client.ts). */
  maxItems: number;
}

/**
 * A list page: `data` must be an array of at most `shape.maxItems` entries; `nextCursor` is a
 * non-empty string or null (never cut: it is sent back as it came); `hasMore` is the answer's boolean,
 * else whether there is a next cursor. A `hasMore: true` without a cursor cannot be followed, so it
 * reads as the last page. Not `paged` (places, event types): only `data`. Each item's texts are cut
 * (text-caps.ts).
 * @throws ApiError `unreadable_answer` when the body has no `data` array; `answer_too_large` when it
 *   has more entries than `maxItems`
 */
export function readPage(body: unknown, route: string, server: ServerPlace, shape: PageShape): ReadPage {
  if (!isJsonObject(body) || !Array.isArray(body.data)) {
    throw unreadableAnswer(route, server, 'no data array', body);
  }
  if (body.data.length > shape.maxItems) {
    throw answerTooLarge(
      route,
      server,
      `${body.data.length} items where at most ${shape.maxItems} were asked for`,
    );
  }
  const data = body.data.filter(isJsonObject).map((item) => capTexts(item) as JsonObject);
  if (!shape.paged) return { data };
  const nextCursor = typeof body.nextCursor === 'string' && body.nextCursor !== '' ? body.nextCursor : null;
  const hasMore = (typeof body.hasMore === 'boolean' ? body.hasMore : true) && nextCursor !== null;
  return { data, hasMore, nextCursor };
}
