import { describe, expect, it } from 'vitest';
import { loadingDatesPassed } from './passedDates';

const today = '2026-11-27';

describe('loadingDatesPassed', () => {
  it('is true once the last loading day is before today, not on it', () => {
    expect(loadingDatesPassed({ dateType: 'exact', dateFrom: '2026-11-26', dateTo: null }, today)).toBe(true);
    expect(loadingDatesPassed({ dateType: 'exact', dateFrom: '2026-11-27', dateTo: null }, today)).toBe(
      false,
    );
    // a range passes with its last day, not its first
    expect(
      loadingDatesPassed({ dateType: 'flexible', dateFrom: '2026-11-20', dateTo: '2026-11-27' }, today),
    ).toBe(false);
    expect(
      loadingDatesPassed({ dateType: 'flexible', dateFrom: '2026-11-20', dateTo: '2026-11-26' }, today),
    ).toBe(true);
    // across a year's end
    expect(
      loadingDatesPassed({ dateType: 'exact', dateFrom: '2025-12-31', dateTo: null }, '2026-01-01'),
    ).toBe(true);
  });

  it('never marks "as soon as possible" or a listing without dates', () => {
    expect(loadingDatesPassed({ dateType: 'asap', dateFrom: '2026-11-01', dateTo: null }, today)).toBe(false);
    expect(loadingDatesPassed({ dateType: 'exact', dateFrom: null, dateTo: null }, today)).toBe(false);
  });
});
