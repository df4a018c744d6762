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

describe('summarizeSavedSearch', () => {
  const base = { id: 'a', name: 'x', createdAt: '2026-10-01T00:00:00Z', lastRunAt: null, watch: false };
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
