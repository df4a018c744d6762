import { describe, expect, it } from 'vitest';
import { formatDayName, formatTimeOfDay } from './when';

describe('formatDayName', () => {
  it('names today and yesterday in the UI language', () => {
    expect(formatDayName({ kind: 'today' }, 'en-GB')).toBe('Today');
    expect(formatDayName({ kind: 'yesterday' }, 'en-GB')).toBe('Yesterday');
    expect(formatDayName({ kind: 'today' }, 'ro-RO')).toBe('Azi');
    expect(formatDayName({ kind: 'yesterday' }, 'ro-RO')).toBe('Ieri');
  });

  it('names an older day by its date and weekday', () => {
    expect(formatDayName({ kind: 'date', day: '2026-11-23' }, 'en-GB')).toBe('Monday, 23 November 2026');
    expect(formatDayName({ kind: 'date', day: '2026-11-23' }, 'ro-RO')).toBe('luni, 23 noiembrie 2026');
  });
});

describe('formatTimeOfDay', () => {
  it('gives the local time to the minute', () => {
    const at = new Date(2026, 10, 25, 9, 5).toISOString();
    expect(formatTimeOfDay(at, 'en-GB')).toBe('09:05');
    expect(formatTimeOfDay('soon', 'en-GB')).toBe('soon');
  });
});
