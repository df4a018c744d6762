import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../../../shared/contract/calls';
import { intlLocale } from '../../../shared/format/locale';
import { vocabLabels } from '../../../shared/vocab/labels';
import {
  summarizeListingFilters,
  summarizeSavedSearch,
  summarizeVehicleFilters,
  type SummaryTools,
} from './summary';

/** The summary tools of `language`, from the app's catalogs (set up in renderer/test/setup.ts). */
function tools(language: 'en' | 'ro'): SummaryTools {
  return {
    t: i18next.getFixedT(language, 'savedSearches'),
    common: i18next.getFixedT(language, 'common'),
    vocab: vocabLabels(i18next.getFixedT(language, 'vocab')),
    locale: intlLocale(language),
  };
}

describe('summarizeListingFilters', () => {
  it('names every filter set, in the form’s order', () => {
    const text = summarizeListingFilters(
      {
        category: 'freight',
        fromCountry: 'RO',
        toCountry: 'DE',
        dateFrom: '2026-10-01',
        dateTo: '2026-10-31',
        weightMax: 12000,
        volumeMax: 33.5,
        truckTypes: ['tautliner', 'refrigerated'],
      },
      tools('en'),
    );
    expect(text).toBe(
      'Freight · from Romania · to Germany · loading 1 – 31 Oct 2026 · up to 12,000 kg · up to 33.5 m3 · Tautliner, Refrigerated',
    );
  });

  it('reads one date end as from/until, and no filter as all listings', () => {
    expect(summarizeListingFilters({ dateFrom: '2026-10-01' }, tools('en'))).toBe('loading from 1 Oct 2026');
    expect(summarizeListingFilters({ dateTo: '2026-10-31' }, tools('en'))).toBe('loading until 31 Oct 2026');
    expect(summarizeListingFilters({}, tools('en'))).toBe('All published listings');
  });

  it('speaks Romanian with Romanian figures', () => {
    const text = summarizeListingFilters({ fromCountry: 'RO', weightMax: 12000 }, tools('ro'));
    expect(text).toBe('din România · până la 12.000 kg');
  });
});

describe('summarizeVehicleFilters', () => {
  it('names the route, availability and vehicle', () => {
    expect(
      summarizeVehicleFilters(
        { fromCountry: 'RO', dateFrom: '2026-10-05', dateTo: '2026-10-05', vehicle: 'van' },
        tools('en'),
      ),
    ).toBe('from Romania · available 5 Oct 2026 · Van');
    expect(summarizeVehicleFilters({}, tools('en'))).toBe('All free vehicles');
  });
});

describe('relative dates in the summary', () => {
  const saved = { dateFrom: '2026-10-01', dateTo: '2026-10-08' };
  it.each([
    ['en', { fromDays: 0, toDays: null }, 'loading from today'],
    ['en', { fromDays: 1, toDays: null }, 'loading from tomorrow'],
    ['en', { fromDays: 0, toDays: 0 }, 'loading today'],
    ['en', { fromDays: 1, toDays: 1 }, 'loading tomorrow'],
    ['en', { fromDays: 0, toDays: 1 }, 'loading today and tomorrow'],
    ['en', { fromDays: 0, toDays: 7 }, 'loading today and the next 7 days'],
    ['en', { fromDays: 1, toDays: 5 }, 'loading tomorrow – in 5 days'],
    ['ro', { fromDays: 0, toDays: null }, 'încărcare de la azi'],
    ['ro', { fromDays: 1, toDays: 1 }, 'încărcare mâine'],
    ['ro', { fromDays: 0, toDays: 7 }, 'încărcare azi și în următoarele 7 zile'],
    ['ro', { fromDays: 0, toDays: 20 }, 'încărcare azi și în următoarele 20 de zile'],
  ] as const)('%s %j reads “%s”, not the days saved', (language, rule, expected) => {
    expect(summarizeListingFilters(saved, tools(language), rule)).toBe(expected);
  });

  it('says availability for free vehicles', () => {
    expect(summarizeVehicleFilters(saved, tools('en'), { fromDays: 0, toDays: 3 })).toBe(
      'available today and the next 3 days',
    );
  });
});

describe('summarizeSavedSearch', () => {
  const base = {
    id: 'a',
    name: 'x',
    createdAt: '2026-10-01T00:00:00Z',
    lastRunAt: null,
    watchReadAt: null,
    watch: false,
    relativeDates: null,
    truckAt: null,
  };
  it('is null for filters that no longer apply', () => {
    const search: SavedSearch = { ...base, kind: 'listings', filters: null, filtersProblem: 'old rules' };
    expect(summarizeSavedSearch(search, tools('en'))).toBeNull();
  });
  it('summarises by kind', () => {
    const search: SavedSearch = {
      ...base,
      kind: 'vehicles',
      filters: { toCountry: 'HU' },
      filtersProblem: null,
    };
    expect(summarizeSavedSearch(search, tools('en'))).toBe('to Hungary');
  });
});
