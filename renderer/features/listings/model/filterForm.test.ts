import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { filterErrorText, filterFormSchema, toFormValues, type FilterFormValues } from './filterForm';
import { INCOMPLETE_DATE, NO_SUCH_DATE } from '../../../shared/search/dateRange';

/** An empty form: "Any" everywhere. */
const emptyFilterForm = toFormValues({}, 'en-GB');
/** The first issue of each field, in the UI language of `lng`. */
function messages(form: Partial<FilterFormValues>, lng: 'en' | 'ro' = 'en'): Record<string, string> {
  const t = i18next.getFixedT(lng, 'listings');
  const result = filterFormSchema('en-GB').safeParse({ ...emptyFilterForm, ...form });
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]) as keyof FilterFormValues;
    out[field] ??= filterErrorText(field, issue.code, issue.message, t);
  }
  return out;
}

describe('filterFormSchema', () => {
  it('turns empty inputs into absent filters', () => {
    expect(filterFormSchema('en-GB').parse(emptyFilterForm)).toEqual({});
  });

  it('reads numbers from text and keeps the rest', () => {
    const filters = filterFormSchema('en-GB').parse({
      ...emptyFilterForm,
      fromCountry: 'ro',
      weightMax: '24 000',
      volumeMax: '12.5',
      truckTypes: ['van', 'van', 'tanker'],
    });
    expect(filters).toEqual({
      fromCountry: 'RO',
      weightMax: 24000,
      volumeMax: 12.5,
      truckTypes: ['van', 'tanker'],
    });
  });

  it('refuses non-numbers, fractional kg and zero volume at their fields', () => {
    const result = filterFormSchema('en-GB').safeParse({
      ...emptyFilterForm,
      weightMax: '12 kg',
      volumeMax: 'x',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['volumeMax', 'weightMax']);

    const fractional = filterFormSchema('en-GB').safeParse({
      ...emptyFilterForm,
      weightMax: '10.5',
      volumeMax: '0',
    });
    expect(fractional.error?.issues.map((i) => i.message).sort()).toEqual([
      'Volume must be above 0 m3.',
      'Weight is whole kilograms.',
    ]);
  });

  it('refuses half a date at its field (the date range field says it: renderer/shared/search)', () => {
    const result = filterFormSchema('en-GB').safeParse({
      ...emptyFilterForm,
      dateFrom: INCOMPLETE_DATE,
      dateTo: NO_SUCH_DATE,
    });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['dateFrom'], INCOMPLETE_DATE],
      [['dateTo'], NO_SUCH_DATE],
    ]);
  });

  it('refuses a first date after the last one, at Loading to', () => {
    const result = filterFormSchema('en-GB').safeParse({
      ...emptyFilterForm,
      dateFrom: '2026-10-20',
      dateTo: '2026-10-01',
    });
    expect(result.error?.issues[0]?.path).toEqual(['dateTo']);
  });

  it('round-trips filters through form values', () => {
    const filters = { category: 'parcel' as const, weightMax: 500, truckTypes: ['van' as const] };
    expect(filterFormSchema('en-GB').parse(toFormValues(filters, 'en-GB'))).toEqual(filters);
  });

  it('shows a typed decimal back as the UI language writes it, and reads it again the same', () => {
    // Romanian: "33,5" typed, 33.5 in the URL, "33,5" in the form again (not "33.5")
    const ro = filterFormSchema('ro-RO').parse({ ...emptyFilterForm, volumeMax: '33,5', weightMax: '24000' });
    expect(ro).toEqual({ volumeMax: 33.5, weightMax: 24000 });
    expect(toFormValues(ro, 'ro-RO')).toMatchObject({ volumeMax: '33,5', weightMax: '24000' });
    expect(filterFormSchema('ro-RO').parse(toFormValues(ro, 'ro-RO'))).toEqual(ro);
    // the other mark is read too in Romanian: "33.5" is 33.5, shown back as "33,5"
    const dotted = filterFormSchema('ro-RO').parse({ ...emptyFilterForm, volumeMax: '33.5' });
    expect(toFormValues(dotted, 'ro-RO').volumeMax).toBe('33,5');
    // English: "33.5" stays "33.5"; "12,5" (one mark not grouping thousands) is 12.5
    const en = filterFormSchema('en-GB').parse({ ...emptyFilterForm, volumeMax: '33.5' });
    expect(toFormValues(en, 'en-GB').volumeMax).toBe('33.5');
    expect(filterFormSchema('en-GB').parse(toFormValues(en, 'en-GB'))).toEqual(en);
    expect(filterFormSchema('en-GB').parse({ ...emptyFilterForm, volumeMax: '12,5' })).toEqual({
      volumeMax: 12.5,
    });
  });
});

describe('filterErrorText', () => {
  it('says what is wrong with each field in the UI language', () => {
    expect(messages({ weightMax: 'lots', volumeMax: 'x' })).toEqual({
      weightMax: 'Enter the weight in kg as a number, for example 12000.',
      volumeMax: 'Enter the volume in m3 as a number, for example 33 or 12.5.',
    });
    expect(messages({ volumeMax: '0' })).toEqual({ volumeMax: 'Volume must be above 0 m3.' });
    expect(messages({ weightMax: '10.5', volumeMax: '5000' })).toEqual({
      weightMax: 'Weight is whole kilograms.',
      volumeMax: 'Volume is at most 1000 m3.',
    });
    expect(messages({ weightMax: '-1' })).toEqual({ weightMax: 'Weight must be above 0 kg.' });
    expect(messages({ weightMax: '200000' })).toEqual({ weightMax: 'Weight is at most 100000 kg.' });
    expect(messages({ fromCountry: 'Romania' })).toEqual({
      fromCountry: 'A country is two letters, for example RO or DE.',
    });
    expect(messages({ weightMax: 'x' }, 'ro')).toEqual({
      weightMax: 'Introdu greutatea în kg ca număr, de exemplu 12000.',
    });
  });
});

describe('numbers in the UI language', () => {
  const read = (locale: string, weightMax: string, volumeMax = '') =>
    filterFormSchema(locale).safeParse({ ...emptyFilterForm, weightMax, volumeMax });

  it.each([
    ['ro-RO', '24.000', '12,5', { weightMax: 24000, volumeMax: 12.5 }],
    ['ro-RO', '24 000', '12.5', { weightMax: 24000, volumeMax: 12.5 }],
    ['en-GB', '24,000', '12.5', { weightMax: 24000, volumeMax: 12.5 }],
    ['en-GB', '24000', '0.5', { weightMax: 24000, volumeMax: 0.5 }],
  ])('%s reads %s kg and %s m3', (locale, weight, volume, expected) => {
    const result = read(locale, weight, volume);
    expect(result.success && result.data).toEqual(expected);
  });

  it('refuses in English what is a decimal comma, never reading 24,5 as 245', () => {
    expect(read('en-GB', '24,5').success).toBe(false);
    expect(read('ro-RO', '24.000,5').success).toBe(false); // whole kilograms only
  });
});
