/**
 * Pages a list route served recently, with their JSON, so the same page asked again (a dispatcher's
 * search refreshed, paged back and forth, the same lane asked by many) is neither walked nor written
 * again while its collection has not changed. A page is kept under its route, holder, normalised
 * filters, limit and keyset position, and is used only at the same collection revision (any change
 * to the store makes it stale; docs/api.md §Lists and cursors). Cursors are still issued per request.
 */
import type { KeysetPosition } from './cursor';
import type { PagedCollection } from './paging';

/** Most pages kept per sandbox (about 12 KB each at 20 listings a page). */
export const PAGE_CACHE_SIZE = 512;

/** One kept page: what `PagedCollection.page` returned, and its items' JSON array once written. */
export interface CachedPage<T> {
  revision: number;
  items: T[];
  hasMore: boolean;
  /** `[item,item,...]` as UTF-8, written on first use. */
  json: Buffer | null;
  /** The keyset position of the last item, once asked. */
  last?: KeysetPosition;
  /**
   * The last answer built on this page: its next cursor (issued at `issuedAt` for `revision`) and
   * body. A request served in the same millisecond gets the same cursor, hence the same body.
   */
  answer?: { issuedAt: number; revision: number; cursor: string; body: Buffer | null };
}

/** The pages of one sandbox, least recently used first. */
export class PageCache {
  private readonly pages = new Map<string, CachedPage<unknown>>();

  /**
   * `collection` with `page` answered from the cache when the same page of the same list (`list`: a
   * key naming route, holder and filters) was read at the same revision. `used()` is the page read
   * last through it (to keep its JSON with it).
   */
  wrap<T>(
    collection: PagedCollection<T>,
    list: string,
  ): PagedCollection<T> & { used(): CachedPage<T> | null } {
    const pages = this.pages;
    let used: CachedPage<T> | null = null;
    // Methods, not arrow properties: nothing to name per request.
    return {
      revision: collection.revision,
      changedSince(revision) {
        return collection.changedSince(revision);
      },
      position(record) {
        // The position of a kept page's last item is kept with it (it is the next cursor's).
        if (used !== null && record === used.items[used.items.length - 1]) {
          return (used.last ??= collection.position(record));
        }
        return collection.position(record);
      },
      page(after, limit) {
        const key = `${list}\n${limit}\n${after ? `${after.at}\n${after.id}` : ''}`;
        let page = pages.get(key) as CachedPage<T> | undefined;
        if (page?.revision === collection.revision) {
          pages.delete(key); // most recently used last
        } else {
          page = { revision: collection.revision, ...collection.page(after, limit), json: null };
        }
        pages.set(key, page as CachedPage<unknown>);
        if (pages.size > PAGE_CACHE_SIZE) pages.delete(pages.keys().next().value!);
        used = page;
        return page;
      },
      used() {
        return used;
      },
    };
  }
}
