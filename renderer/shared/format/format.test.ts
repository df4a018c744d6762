import { describe, expect, it } from 'vitest';
import { countryName } from './countries';
import { formatDateTime, formatDay, formatDayRange } from './dates';
import { intlLocale, toAppLanguage } from './locale';
import {
  formatInteger,
  formatKg,
  formatKm,
  formatM3,
  formatMoney,
  formatNumberInput,
  formatPerKm,
} from '../../../shared/format/numbers';

const EN = 'en-GB';
const RO = 'ro-RO';

describe('languages and locales', () => {
  it('reads any ro tag as Romanian and anything else as English', () => {
    expect(['ro', 'ro-RO', 'RO-md', 'ro_RO'].map(toAppLanguage)).toEqual(['ro', 'ro', 'ro', 'ro']);
    expect(['en-US', 'de-DE', 'rom', '', null, undefined].map(toAppLanguage)).toEqual([
      'en',
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
    expect([intlLocale('ro'), intlLocale('en'), intlLocale('fr-FR')]).toEqual([RO, EN, EN]);
  });
});

describe('figures: one number of decimals per kind', () => {
  it('writes money in whole units with grouping: 1.590 EUR (ro), 1,590 EUR (en)', () => {
    expect(formatMoney('1590.00', 'EUR', RO)).toBe('1.590 EUR');
    expect(formatMoney('1590.00', 'EUR', EN)).toBe('1,590 EUR');
    expect(formatMoney('6957.50', 'RON', EN)).toBe('6,958 RON');
    expect(formatMoney('12', 'RON', RO)).toBe('12 RON');
    expect(formatMoney(null, 'EUR', EN)).toBe('—');
    expect(formatMoney('n/a', 'EUR', EN)).toBe('—');
  });

  it('writes km and kg whole, m3 with one decimal, EUR/km with two', () => {
    expect(formatKm(1234.4, EN)).toBe('1,234 km');
    expect(formatKm(1234, RO)).toBe('1.234 km');
    expect(formatKg(12000, RO)).toBe('12.000 kg');
    expect(formatKg(800, EN)).toBe('800 kg');
    expect(formatM3('33', EN)).toBe('33.0 m3');
    expect(formatM3('12.54', RO)).toBe('12,5 m3');
    expect(formatPerKm(1.2, 'EUR', EN)).toBe('1.20 EUR/km');
    expect(formatPerKm('1.256', 'EUR', RO)).toBe('1,26 EUR/km');
    expect(formatInteger(20000, RO)).toBe('20.000');
    expect(formatKm(undefined, EN)).toBe('—');
  });

  it("writes an input's number with the UI's decimal mark, ungrouped, unrounded", () => {
    expect(formatNumberInput(33.5, RO)).toBe('33,5');
    expect(formatNumberInput(33.5, EN)).toBe('33.5');
    expect(formatNumberInput(24000, RO)).toBe('24000');
    expect(formatNumberInput(12.125, EN)).toBe('12.125');
    // the money formatter of the same locale still groups and rounds
    expect(formatInteger(24000, RO)).toBe('24.000');
  });
});

describe('dates', () => {
  it('writes days and ranges in each language (as Intl writes each: a spaced dash in en-GB)', () => {
    expect(formatDay('2026-10-12', EN)).toBe('12 Oct 2026');
    expect(formatDay('2026-10-12', RO)).toBe('12 oct. 2026');
    expect(formatDayRange('2026-10-12', '2026-10-15', EN)).toBe('12 – 15 Oct 2026');
    expect(formatDayRange('2026-10-30', '2026-11-02', EN)).toBe('30 Oct – 2 Nov 2026');
    expect(formatDayRange('2026-10-12', '2026-10-15', RO)).toBe('12–15 oct. 2026');
    expect(formatDayRange('2026-10-12', '2026-10-12', EN)).toBe('12 Oct 2026');
    expect(formatDay('not a date', EN)).toBe('not a date');
  });

  it('writes instants in local time, "—" for none', () => {
    const text = formatDateTime('2026-10-03T14:05:00Z', EN);
    expect(text).toMatch(/^\d{1,2} Oct 2026, \d{2}:\d{2}$/);
    expect(formatDateTime('2026-10-03T14:05:00Z', RO)).toMatch(/^\d{1,2} oct\. 2026, \d{2}:\d{2}$/);
    expect(formatDateTime(null, EN)).toBe('—');
  });
});

describe('countries', () => {
  it('names countries from Intl.DisplayNames in each language', () => {
    expect(countryName('RO', EN)).toBe('Romania');
    expect(countryName('ro', RO)).toBe('România');
    expect(countryName('DE', RO)).toBe('Germania');
    expect(countryName('??', EN)).toBe('??');
  });
});
