/**
 * Keyset paging shared by every list route (docs/api.md §Lists and cursors): opens the
 * request's cursor, refuses it with 409 `list_changed` when the filtered list changed since the
 * first page, reads one page and issues the next cursor. Order is `createdAt` desc, then `ref`/`id`
 * desc; a page is the first `limit` items strictly after the cursor's position.
 */
import { ApiError } from '../http/api-error';
import type { CursorBinding, CursorCodec, KeysetPosition } from './cursor';
import { START_OVER } from './cursor';

/** A list as paging sees it; `T` is the stored item. */
export interface PagedCollection<T> {
  /** The collection's current revision. */
  readonly revision: number;
  /** True when a change after `revision` touched an item of the filtered list (before or after it). */
  changedSince(revision: number): boolean;
  /** The first `limit` items of the filtered list strictly after `after` (null: from the top). */
  page(after: KeysetPosition | null, limit: number): { items: T[]; hasMore: boolean };
  /** The keyset position of an item. */
  position(item: T): KeysetPosition;
}

/** One page before projection: `nextCursor` null on the last page (`hasMore: false`). */
export interface PageResult<T> {
  items: T[];
  hasMore: boolean;
  nextCursor: string | null;
}

/**
 * Serves one page of `collection`.
 * @param request.cursor the `cursor` query value, undefined for the first page
 * @param request.limit page size, 1 to 20
 * @param request.now the sandbox clock, ms since epoch
 * @throws ApiError 400 `invalid_cursor`, 409 `cursor_mismatch` / `cursor_expired` (see `CursorCodec.open`),
 *   409 `list_changed`
 */
export function servePage<T>(
  codec: Pick<CursorCodec, 'open' | 'issue'>,
  collection: PagedCollection<T>,
  request: { binding: CursorBinding; cursor: string | undefined; limit: number; now: number },
): PageResult<T> {
  let revision = collection.revision;
  let after: KeysetPosition | null = null;
  if (request.cursor !== undefined) {
    const state = codec.open(request.cursor, request.binding, request.now);
    if (collection.changedSince(state.revision)) {
      throw new ApiError(409, 'list_changed', `The list changed since its first page; ${START_OVER}`);
    }
    revision = state.revision;
    after = state.position;
  }
  const { items, hasMore } = collection.page(after, request.limit);
  const last = items[items.length - 1];
  const nextCursor =
    hasMore && last !== undefined
      ? codec.issue(request.binding, { issuedAt: request.now, revision, position: collection.position(last) })
      : null;
  return { items, hasMore: nextCursor !== null, nextCursor };
}
