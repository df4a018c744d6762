import { describe, expect, it } from 'vitest';
import type { KeysetPosition } from './cursor';
import { PAGE_CACHE_SIZE, PageCache } from './page-cache';
import type { PagedCollection } from './paging';

interface Item {
  id: string;
  at: number;
}

/** A collection over `items` (newest first) at `revision`, counting its page reads. */
function collectionOf(items: Item[], revision: number) {
  const reads: (KeysetPosition | null)[] = [];
  const collection: PagedCollection<Item> = {
    revision,
    changedSince: () => false,
    page(after, limit) {
      reads.push(after);
      const start = after ? items.findIndex((i) => i.id === after.id) + 1 : 0;
      return { items: items.slice(start, start + limit), hasMore: start + limit < items.length };
    },
    position: (item) => ({ at: item.at, id: item.id }),
  };
  return { collection, reads };
}

const items: Item[] = Array.from({ length: 50 }, (_, i) => ({ id: `id-${99 - i}`, at: 1_000 - i }));

describe('PageCache', () => {
  it('reads a page once while its collection is at the same revision, then again after a change', () => {
    const cache = new PageCache();
    const first = collectionOf(items, 7);
    const a = cache.wrap(first.collection, 'listings\nh\n{}').page(null, 20);
    const b = cache.wrap(first.collection, 'listings\nh\n{}').page(null, 20);
    expect(first.reads).toHaveLength(1);
    expect(b.items).toEqual(a.items);
    expect(b.hasMore).toBe(true);

    const changed = collectionOf(items.slice(1), 8);
    const c = cache.wrap(changed.collection, 'listings\nh\n{}').page(null, 20);
    expect(changed.reads).toHaveLength(1);
    expect(c.items[0]?.id).toBe('id-98');
  });

  it('keeps pages apart by list, limit and position', () => {
    const cache = new PageCache();
    const { collection, reads } = collectionOf(items, 1);
    const view = cache.wrap(collection, 'listings\nh\n{}');
    view.page(null, 20);
    view.page(null, 10);
    view.page({ at: 981, id: 'id-80' }, 20);
    cache.wrap(collection, 'listings\nother holder\n{}').page(null, 20);
    cache.wrap(collection, 'listings\nh\n{"fromCountry":"RO"}').page(null, 20);
    expect(reads).toHaveLength(5);
    view.page({ at: 981, id: 'id-80' }, 20);
    expect(reads).toHaveLength(5);
  });

  it('remembers the last page read and its last position, and forgets the least recently used', () => {
    const cache = new PageCache();
    const { collection, reads } = collectionOf(items, 1);
    const view = cache.wrap(collection, 'l');
    const page = view.page(null, 5);
    expect(view.used()?.items).toBe(page.items);
    expect(view.position(page.items[4]!)).toEqual({ at: 996, id: 'id-95' });
    for (let limit = 1; limit <= PAGE_CACHE_SIZE; limit++)
      cache.wrap(collection, `other ${limit}`).page(null, 1);
    const before = reads.length;
    cache.wrap(collection, 'l').page(null, 5);
    expect(reads).toHaveLength(before + 1);
  });
});
