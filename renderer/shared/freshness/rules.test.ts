import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_FRESH_MS, isFirstPageOld, itemId, newSincePaging, newSinceRead, pageIds } from './rules';

describe('isFirstPageOld: page 1 is read again on opening its screen after 3 minutes', () => {
  const readAt = 1_000_000;
  it.each([
    [0, false],
    [FIRST_PAGE_FRESH_MS, false],
    [FIRST_PAGE_FRESH_MS + 1, true],
    [-5_000, false],
  ])('%i ms after the read: %s', (elapsed, old) => {
    expect(isFirstPageOld(readAt, readAt + elapsed)).toBe(old);
  });

  it('a page never read (dataUpdatedAt 0) is not old', () => {
    expect(isFirstPageOld(0, Date.now())).toBe(false);
  });

  it('is 3 minutes', () => {
    expect(FIRST_PAGE_FRESH_MS).toBe(180_000);
  });
});

describe('itemId: an item across reads', () => {
  it('is the id of an offer or a vehicle, the ref of a listing, else the item in normal form', () => {
    expect(itemId({ id: 'b1', ref: 'FX-AAAAAA' })).toBe('b1');
    expect(itemId({ ref: 'FX-AAAAAA', fromCity: 'Cluj' })).toBe('FX-AAAAAA');
    expect(itemId({ b: 1, a: 2 })).toBe(itemId({ a: 2, b: 1 }));
    expect(itemId('x')).not.toBe(itemId('y'));
  });
});

describe('newSincePaging: what the bar counts', () => {
  const page = (refs: string[], hasMore = true) => ({ data: refs.map((ref) => ({ ref })), hasMore });

  it('counts the items of page 1 as last read that were not on it when paging started', () => {
    const before = pageIds(page(['A', 'B', 'C']));
    expect(newSincePaging(before, page(['A', 'B', 'C']))).toEqual({ count: 0, atLeast: false });
    expect(newSincePaging(before, page(['N', 'A', 'B']))).toEqual({ count: 1, atLeast: false });
    // an item that left page 1 is not counted
    expect(newSincePaging(before, page(['N', 'M', 'B'], false))).toEqual({ count: 2, atLeast: false });
  });

  it('says "or more" when the whole of page 1 is new and there is a page after it', () => {
    expect(newSincePaging(['A', 'B'], page(['N', 'M']))).toEqual({ count: 2, atLeast: true });
    expect(newSincePaging(['A', 'B'], page(['N', 'M'], false))).toEqual({ count: 2, atLeast: false });
  });

  it('says nothing before paging started or while page 1 is not known', () => {
    expect(newSincePaging(null, page(['A']))).toBeNull();
    expect(newSincePaging(['A'], undefined)).toBeNull();
  });
});

describe('newSinceRead: what the last read of page 1 brought', () => {
  const page = (refs: string[]) => ({ data: refs.map((ref) => ({ ref })), hasMore: true });

  it('is the ids of page 1 as just read that were not on it before, in page order', () => {
    expect(newSinceRead(page(['A', 'B', 'C']), page(['N', 'M', 'A']))).toEqual(['N', 'M']);
    expect(newSinceRead(page(['A', 'B']), page(['A', 'B']))).toEqual([]);
    // an item that left page 1 is not news; one that moved within it is not either
    expect(newSinceRead(page(['A', 'B', 'C']), page(['C', 'A']))).toEqual([]);
  });
});
