import { describe, expect, it } from 'vitest';
import {
  checkRateForm,
  checkTruckForm,
  newTruckForm,
  rateFormSchema,
  truckFormOf,
  truckFormSchema,
} from './truckForm';

describe('the truck form (docs/api.md §What a load earns)', () => {
  it('reads figures as the UI language types them', () => {
    const form = { ...newTruckForm(), name: ' MS 12 ABC ', costPerKm: '1,10' };
    expect(checkTruckForm(form, 'ro-RO')).toEqual({
      input: { name: 'MS 12 ABC', costPerKm: 1.1, currency: 'EUR', kmPerDay: 600, home: null },
      problems: {},
    });
    expect(checkTruckForm({ ...form, costPerKm: '1.10', id: 'x' }, 'en-GB').input).toMatchObject({
      id: 'x',
      costPerKm: 1.1,
    });
  });

  it('names each bad field and sends nothing', () => {
    expect(checkTruckForm({ ...newTruckForm(), costPerKm: 'abc', kmPerDay: '60' }, 'en-GB')).toEqual({
      input: null,
      problems: {
        name: 'trucks.problem.name',
        costPerKm: 'trucks.problem.costPerKm',
        kmPerDay: 'trucks.problem.kmPerDay',
      },
    });
  });

  it('writes a stored truck back as the UI language types it', () => {
    const truck = {
      id: 't',
      name: 'A',
      costPerKm: 5.5,
      currency: 'RON' as const,
      kmPerDay: 650,
      home: null,
      truckAt: null,
    };
    expect(truckFormOf(truck, 'ro-RO')).toMatchObject({ costPerKm: '5,5', kmPerDay: '650', currency: 'RON' });
  });

  it('takes a rate with its day, none when both are empty, and refuses either alone', () => {
    expect(checkRateForm('4,97', '2026-11-28', 'ro-RO')).toEqual({
      rate: { ronPerEur: 4.97, date: '2026-11-28' },
      problem: null,
    });
    expect(checkRateForm('', '', 'ro-RO')).toEqual({ rate: null, problem: null });
    expect(checkRateForm('0', '2026-11-28', 'en-GB').problem).toBe('trucks.problem.rate');
    expect(checkRateForm('4.97', '', 'en-GB').problem).toBe('trucks.problem.rateDate');
  });

  it('as zod schemas for react-hook-form: each problem on its field, its message the catalog key', () => {
    const bad = truckFormSchema('en-GB').safeParse({ ...newTruckForm(), costPerKm: 'abc' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'trucks.problem.name'],
      ['costPerKm', 'trucks.problem.costPerKm'],
    ]);
    expect(truckFormSchema('ro-RO').parse({ ...newTruckForm(), name: 'A', costPerKm: '1,10' })).toEqual({
      name: 'A',
      costPerKm: 1.1,
      currency: 'EUR',
      kmPerDay: 600,
      home: null,
    });
    const rate = rateFormSchema('ro-RO');
    expect(rate.parse({ ronPerEur: '4,97', date: '2026-11-28' })).toEqual({
      ronPerEur: 4.97,
      date: '2026-11-28',
    });
    expect(rate.parse({ ronPerEur: '', date: '' })).toBeNull();
    expect(rate.safeParse({ ronPerEur: '4,97', date: '' }).error?.issues[0]).toMatchObject({
      path: ['date'],
      message: 'trucks.problem.rateDate',
    });
    expect(rate.safeParse({ ronPerEur: '0', date: '2026-11-28' }).error?.issues[0]).toMatchObject({
      path: ['ronPerEur'],
      message: 'trucks.problem.rate',
    });
  });
});
