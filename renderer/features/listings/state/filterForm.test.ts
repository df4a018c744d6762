import { describe, expect, it } from 'vitest';
import { emptyFilterForm, filterFormSchema, parseNumberText, toFormValues } from './filterForm';

describe('filterFormSchema', () => {
  it('turns empty inputs into absent filters', () => {
    expect(filterFormSchema.parse(emptyFilterForm)).toEqual({});
  });

  it('reads numbers from text and keeps the rest', () => {
    const filters = filterFormSchema.parse({
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
    const result = filterFormSchema.safeParse({ ...emptyFilterForm, weightMax: '12,000', volumeMax: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['volumeMax', 'weightMax']);

    const fractional = filterFormSchema.safeParse({ ...emptyFilterForm, weightMax: '10.5', volumeMax: '0' });
    expect(fractional.error?.issues.map((i) => i.message).sort()).toEqual([
      'Volume must be above 0 m3.',
      'Weight is whole kilograms.',
    ]);
  });

  it('refuses a first date after the last one, at Loading to', () => {
    const result = filterFormSchema.safeParse({
      ...emptyFilterForm,
      dateFrom: '2026-10-20',
      dateTo: '2026-10-01',
    });
    expect(result.error?.issues[0]?.path).toEqual(['dateTo']);
  });

  it('round-trips filters through form values', () => {
    const filters = { category: 'parcel' as const, weightMax: 500, truckTypes: ['van' as const] };
    expect(filterFormSchema.parse(toFormValues(filters))).toEqual(filters);
  });
});

describe('parseNumberText', () => {
  it('accepts digits with spaces and a decimal point only', () => {
    expect(parseNumberText('1 250')).toBe(1250);
    expect(parseNumberText('-5')).toBe(-5);
    expect(parseNumberText('1e3')).toBeNull();
    expect(parseNumberText('12,5')).toBeNull();
  });
});
