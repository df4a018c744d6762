/**
 * The rules of fresh lists (docs/watch.md §Fresh lists), apart from React so they can be tested
 * with plain numbers:
 * - how old a first page may be when its screen opens before it is read again (`FIRST_PAGE_FRESH_MS`);
 * - what "N new since you started paging" counts (`newSincePaging`);
 * - which rows page 1 gained at its last read (`newSinceRead`).
 */
import { hashKey } from '@tanstack/react-query';

/** What these rules read of a page (a `CursorPage` of renderer/shared/cursorList). */
export interface PageItems {
  data: readonly unknown[];
  hasMore: boolean;
}

/**
 * How old page 1 of a list may be, in ms, when its screen opens (mounts), before it is read again:
 * 3 minutes. docs/watch.md §Fresh lists asks that "opening a screen whose page 1 is older than a few minutes
 * re-reads page 1"; 3 minutes keeps a quick back-and-forth between screens free (every request counts against
 * the exchange's limits, docs/api.md §Rate limits) while a screen left for a coffee comes back fresh.
 * Only page 1 is read again (never a cursor: a re-sent cursor may meet 409 or the cursor-gap 429,
 * docs/api.md §Lists and cursors), and a user on page 2 or later stays where they are.
 */
export const FIRST_PAGE_FRESH_MS = 3 * 60 * 1000;

/**
 * True when page 1, read at `readAt` (ms since the epoch, react-query's `dataUpdatedAt`; 0 for never
 * read), is older than `FIRST_PAGE_FRESH_MS` at `now` (ms). A page never read is not "old": reading
 * it is the list's own business.
 */
export function isFirstPageOld(readAt: number, now: number): boolean {
  return readAt > 0 && now - readAt > FIRST_PAGE_FRESH_MS;
}

/**
 * The identity of a list item across reads: its `id` (offers, free vehicles), else its `ref`
 * (listings), else the item itself in normal form (react-query's `hashKey`). docs/api.md §Resources.
 */
export function itemId(item: unknown): string {
  if (typeof item === 'object' && item !== null) {
    const { id, ref } = item as { id?: unknown; ref?: unknown };
    if (typeof id === 'string') return id;
    if (typeof ref === 'string') return ref;
  }
  return hashKey([item]);
}

/** The ids of a page's items, in order. */
export function pageIds(page: PageItems): string[] {
  return page.data.map(itemId);
}

/** What the "new since you started paging" bar says: how many, and whether there may be more. */
export interface NewSincePaging {
  /** Items on the latest page 1 that were not on page 1 when paging started (0 or more). */
  count: number;
  /**
   * True when every item of the latest page 1 is new and there is a page after it: more may have
   * arrived than one page shows ("20 or more new").
   */
  atLeast: boolean;
}

/**
 * docs/watch.md §Fresh lists: "on page 2 and later nothing moves under the user, a bar says 'N new since you
 * started paging'". The rule, without any request of its own: `pagingFrom` holds the ids of page 1 as it was
 * when the user left it with "Next page"; `firstPage` is page 1 as last read (it is read again only
 * when something reads it anyway: opening the screen after `FIRST_PAGE_FRESH_MS`, or "Check for
 * new"). The count is the items of that page 1 whose ids were not in `pagingFrom`. Lists are newest
 * first (docs/api.md §Lists and cursors), so new items arrive on page 1; items that left it are not
 * counted. Returns null when nothing can be said (paging not started, page 1 not known).
 */
export function newSincePaging(
  pagingFrom: readonly string[] | null,
  firstPage: PageItems | undefined,
): NewSincePaging | null {
  if (pagingFrom === null || firstPage === undefined) return null;
  const before = new Set(pagingFrom);
  const ids = pageIds(firstPage);
  const count = ids.filter((id) => !before.has(id)).length;
  return { count, atLeast: count > 0 && count === ids.length && firstPage.hasMore };
}

/**
 * docs/watch.md §Fresh lists: "Check for new" (or opening a screen whose page 1 is old) marks what it
 * brought. The ids of the items of `after` (page 1 as just read) that were not on `before` (page 1 as
 * read the time before), in `after`'s order; items that left page 1 are not counted. Empty when nothing
 * arrived.
 */
export function newSinceRead(before: PageItems, after: PageItems): string[] {
  const known = new Set(pageIds(before));
  return pageIds(after).filter((id) => !known.has(id));
}
