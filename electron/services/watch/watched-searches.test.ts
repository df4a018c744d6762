import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../../shared/contract/desk';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDesk } from '../db/desk';
import { diffSearch } from './diff';
import { planPass, type WatchClient } from './sources';
import { watchedSearches, watchedSearchesOfDesk } from './watched-searches';

/** A saved search as the store lists it; override any field. */
function saved(overrides: Partial<SavedSearch>): SavedSearch {
  return {
    id: 's1',
    kind: 'listings',
    name: 'Cluj',
    filters: { fromCountry: 'RO', dateFrom: '2026-10-01', dateTo: '2026-10-02' },
    createdAt: '2026-10-01T08:00:00Z',
    lastRunAt: null,
    watchReadAt: null,
    watch: true,
    relativeDates: null,
    filtersProblem: null,
    ...overrides,
  } as SavedSearch;
}

describe('watchedSearches', () => {
  it('keeps only searches with Watch on whose filters apply, in order', () => {
    const searches = [
      saved({ id: 'a' }),
      saved({ id: 'b', watch: false }),
      saved({ id: 'c', filters: null, filtersProblem: 'old rules' }),
      saved({ id: 'd', kind: 'vehicles', filters: { vehicle: 'van' } } as Partial<SavedSearch>),
    ];
    expect(watchedSearches(searches).map((s) => [s.id, s.kind, s.filters])).toEqual([
      ['a', 'listings', { fromCountry: 'RO', dateFrom: '2026-10-01', dateTo: '2026-10-02' }],
      ['d', 'vehicles', { vehicle: 'van' }],
    ]);
  });

  it('resolves relative dates on each read against the day of that read; absolute ones stay', () => {
    let today = '2026-12-31';
    const [fromTomorrow, nextWeek, absolute] = watchedSearches(
      [
        saved({ id: 'a', relativeDates: { fromDays: 1, toDays: null } }),
        saved({
          id: 'b',
          kind: 'vehicles',
          filters: { dateFrom: '2026-10-01' },
          relativeDates: { fromDays: 0, toDays: 7 },
        } as Partial<SavedSearch>),
        saved({ id: 'c' }),
      ],
      { today: () => today },
    );
    expect(fromTomorrow!.filters).toEqual({ fromCountry: 'RO', dateFrom: '2027-01-01' });
    expect(nextWeek!.filters).toEqual({ dateFrom: '2026-12-31', dateTo: '2027-01-07' });
    today = '2027-01-01';
    expect(fromTomorrow!.filters).toEqual({ fromCountry: 'RO', dateFrom: '2027-01-02' });
    expect(absolute!.filters).toEqual({ fromCountry: 'RO', dateFrom: '2026-10-01', dateTo: '2026-10-02' });
  });

  it('sends the resolved days in the watch’s read', async () => {
    let today = '2026-03-28';
    const sent: unknown[] = [];
    const client = {
      get: async (_path: string, params: { query: unknown }) => {
        sent.push(params.query);
        return { data: [], hasMore: false, nextCursor: null };
      },
      getOne: async () => ({}),
    } as unknown as WatchClient;
    const watched = watchedSearches([saved({ relativeDates: { fromDays: 0, toDays: 1 } })], {
      today: () => today,
    });
    const [read] = planPass(new Set(['saved_searches']), {
      snapshot: () => null,
      watchedSearches: watched,
      now: 0,
    });
    await read!.fetch(client);
    today = '2026-03-29';
    await read!.fetch(client);
    expect(sent).toEqual([
      { fromCountry: 'RO', dateFrom: '2026-03-28', dateTo: '2026-03-29', truckTypes: undefined, limit: 20 },
      { fromCountry: 'RO', dateFrom: '2026-03-29', dateTo: '2026-03-30', truckTypes: undefined, limit: 20 },
    ]);
  });
});

describe('watchedSearchesOfDesk', () => {
  it('takes the desk’s watched searches, and its hidden loads are never told', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dispatch-watched-'));
    const desk = openDesk({ dir });
    try {
      const search = desk.savedSearches.create({
        kind: 'listings',
        name: 'RO',
        filters: { fromCountry: 'RO' },
      });
      desk.savedSearches.create({ kind: 'listings', name: 'Not watched', filters: {} });
      desk.savedSearches.setWatch(search.id, true);
      const [watched, ...rest] = watchedSearchesOfDesk(desk);
      expect(rest).toEqual([]);
      const item = (ref: string) => ({ ref, status: 'published', createdAt: '2026-11-25T08:00:00Z' });
      const page = { items: [item('FX-AAAAAA'), item('FX-BBBBBB')], hasMore: false };
      desk.hiddenLoads.hide('FX-AAAAAA');
      expect(diffSearch(watched!, { seen: [], floor: null }, page).events.map((e) => e.id)).toEqual([
        `listing.created:${search.id}:FX-BBBBBB`,
      ]);
      // shown again: told on the next new sighting
      desk.hiddenLoads.unhide('FX-AAAAAA');
      expect(diffSearch(watched!, { seen: [], floor: null }, page).events).toHaveLength(2);
    } finally {
      desk.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
