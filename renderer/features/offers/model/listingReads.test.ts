import { describe, expect, it } from 'vitest';
import { makeListing } from '../../../test/fakeTransport';
import { distinctRefs, listingReadOf } from './listingReads';

describe('distinctRefs', () => {
  it('names each listing of the page once, in first-seen order', () => {
    const offers = ['FX-B', 'FX-A', 'FX-B', 'FX-C', 'FX-A'].map((listingRef) => ({ listingRef }));
    expect(distinctRefs(offers)).toEqual(['FX-B', 'FX-A', 'FX-C']);
    expect(distinctRefs([])).toEqual([]);
  });
});

describe('listingReadOf', () => {
  it('tells loading, ready, gone (404) and failed apart; data read before outlives a later fault', () => {
    const listing = makeListing();
    expect(listingReadOf({ data: undefined, errorKind: null })).toEqual({ state: 'loading' });
    expect(listingReadOf({ data: listing, errorKind: null })).toEqual({ state: 'ready', listing });
    expect(listingReadOf({ data: undefined, errorKind: 'not_found' })).toEqual({ state: 'gone' });
    expect(listingReadOf({ data: undefined, errorKind: 'network' })).toEqual({ state: 'failed' });
    expect(listingReadOf({ data: listing, errorKind: 'network' })).toEqual({ state: 'ready', listing });
  });
});
