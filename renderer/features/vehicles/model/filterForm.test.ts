import { describe, expect, it } from 'vitest';
import { INCOMPLETE_DATE } from '../../../shared/search/dateRange';
import { toVehicleFormValues, vehicleFormSchema } from './filterForm';

const empty = { fromCountry: '', toCountry: '', dateFrom: '', dateTo: '', vehicle: '' };

describe('vehicleFormSchema', () => {
  it('drops blank fields and keeps the rest', () => {
    const result = vehicleFormSchema.safeParse({
      ...empty,
      fromCountry: 'ro',
      vehicle: 'van',
      dateFrom: '2026-10-01',
    });
    expect(result.success && result.data).toEqual({
      fromCountry: 'RO',
      vehicle: 'van',
      dateFrom: '2026-10-01',
    });
    expect(vehicleFormSchema.safeParse(empty).data).toEqual({});
  });
  it('refuses dates out of order on dateTo, and an unknown vehicle kind', () => {
    const dates = vehicleFormSchema.safeParse({ ...empty, dateFrom: '2026-10-20', dateTo: '2026-10-01' });
    expect(dates.success).toBe(false);
    expect(dates.error?.issues[0]?.path).toEqual(['dateTo']);
    expect(vehicleFormSchema.safeParse({ ...empty, vehicle: 'hover_truck' }).success).toBe(false);
  });
  it('refuses half a date at its field, the marker as message', () => {
    const half = vehicleFormSchema.safeParse({ ...empty, dateTo: INCOMPLETE_DATE });
    expect(half.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['dateTo'], INCOMPLETE_DATE],
    ]);
  });
  it('round-trips filters to form values', () => {
    expect(toVehicleFormValues({ toCountry: 'DE', vehicle: 'tipper' })).toEqual({
      ...empty,
      toCountry: 'DE',
      vehicle: 'tipper',
    });
  });
});
