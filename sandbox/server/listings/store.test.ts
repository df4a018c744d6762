import { describe, expect, it } from 'vitest';
import { listingLanes, ListingStore } from './store';
import { listingFixture } from '../../testing/fixtures';

const T = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;

function store() {
  // Given out of order on purpose; two share a createdAt (ordered by ref desc).
  return new ListingStore([
    listingFixture('FX-000003', T(3)),
    listingFixture('FX-000001', T(1)),
    listingFixture('FX-00000A', T(5)),
    listingFixture('FX-00000B', T(5)),
    listingFixture('FX-000004', T(4), { category: 'assistance' }),
    listingFixture('FX-000002', T(2), { status: 'closed' }),
  ]);
}
const all = () => true;

describe('ListingStore', () => {
  it('keeps searchable listings createdAt desc, then ref desc; keyset pages follow each other', () => {
    const s = store();
    const first = s.page(all, null, 2);
    expect(first.items.map((l) => l.ref)).toEqual(['FX-00000B', 'FX-00000A']);
    expect(first.hasMore).toBe(true);
    const second = s.page(all, s.position(first.items[1]!), 5);
    expect(second.items.map((l) => l.ref)).toEqual(['FX-000003', 'FX-000001']);
    expect(second.hasMore).toBe(false);
  });

  it('hasMore is false when the last page is exactly full', () => {
    expect(store().page(all, null, 4).hasMore).toBe(false);
    expect(store().page(all, null, 3).hasMore).toBe(true);
  });

  it('still finds any listing by ref, searchable or not', () => {
    expect(store().get('FX-000004')?.category).toBe('assistance');
    expect(store().get('FX-000002')?.status).toBe('closed');
  });

  it('bumps the revision and logs every change; search follows status changes', () => {
    const s = store();
    expect(s.revision).toBe(0);
    s.insert(listingFixture('FX-000009', T(9)));
    s.update('FX-00000B', { status: 'closed' });
    expect(s.revision).toBe(2);
    expect(s.page(all, null, 10).items.map((l) => l.ref)).toEqual([
      'FX-000009',
      'FX-00000A',
      'FX-000003',
      'FX-000001',
    ]);
    const [published, closed] = s.changesSince(0);
    expect(published).toMatchObject({ revision: 1, before: null, after: { ref: 'FX-000009' } });
    expect(closed?.before?.status).toBe('published');
    expect(closed?.after?.status).toBe('closed');
  });

  it('changedSince looks at changes after the revision, before and after each change', () => {
    const s = store();
    s.update('FX-000003', { category: 'car' });
    const rev = s.revision;
    expect(s.changedSince(0, (l) => l.category === 'car')).toBe(true);
    expect(s.changedSince(rev, (l) => l.category === 'car')).toBe(false);
    s.update('FX-000003', { category: 'move' }); // was car: matches through `before`
    expect(s.changedSince(rev, (l) => l.category === 'car')).toBe(true);
    expect(s.changedSince(rev, (l) => l.category === 'parcel')).toBe(false);
  });

  it('refuses a duplicate ref and unknown refs', () => {
    const s = store();
    expect(() => s.insert(listingFixture('FX-000001', T(7)))).toThrow(/exists/);
    expect(() => s.update('FX-NOPE00', { status: 'closed' })).toThrow(/no listing/);
  });
});

describe('ListingStore lanes', () => {
  it('scans the shortest named lane and keeps lanes in step with changes', () => {
    const s = store();
    s.insert(listingFixture('FX-0000DE', T(8), { fromCountry: 'DE' }));
    const fromDe = (l: { fromCountry: string }) => l.fromCountry === 'DE';
    const lanes = [listingLanes.search('fromCountry', 'DE'), listingLanes.search('category', 'freight')];
    expect(s.page(fromDe, null, 5, lanes).items.map((l) => l.ref)).toEqual(['FX-0000DE']);
    // The lane holds only DE listings: an accept-all scan over it sees just that one.
    expect(s.page(all, null, 5, [listingLanes.search('fromCountry', 'DE')]).items.map((l) => l.ref)).toEqual([
      'FX-0000DE',
    ]);
    expect(s.page(all, null, 5, [listingLanes.search('fromCountry', 'FR')]).items).toEqual([]);
    s.update('FX-0000DE', { status: 'closed' });
    expect(s.page(all, null, 5, [listingLanes.search('fromCountry', 'DE')]).items).toEqual([]);
    expect(
      s.page(all, null, 5, [listingLanes.search('category', 'freight')]).items.map((l) => l.ref),
    ).toEqual(['FX-00000B', 'FX-00000A', 'FX-000003', 'FX-000001']);
  });
});
