import { describe, expect, it } from 'vitest';
import type { ActivityEntryView } from '../../../../shared/contract/activity';
import { groupByDay } from './groupByDay';

const entry = (seq: number, seenAt: Date | string): ActivityEntryView => ({
  id: `offer.received:${seq}`,
  seq,
  type: 'offer.received',
  subject: { kind: 'offer', id: String(seq) },
  listingRef: 'FX-7K2M9Q',
  occurredAt: null,
  data: {},
  source: 'watch',
  seenAt: typeof seenAt === 'string' ? seenAt : seenAt.toISOString(),
  readAt: null,
});

describe('groupByDay', () => {
  it('names today, yesterday and older days by date, newest first, by local day', () => {
    const now = new Date(2026, 0, 1, 9, 30); // 1 January: yesterday is in the year before
    const days = groupByDay(
      [
        entry(5, new Date(2026, 0, 1, 9, 0)),
        entry(4, new Date(2026, 0, 1, 0, 0)),
        entry(3, new Date(2025, 11, 31, 23, 59)),
        entry(2, new Date(2025, 11, 30, 12, 0)),
        entry(1, new Date(2025, 11, 30, 8, 0)),
      ],
      now,
    );
    expect(days.map((d) => [d.name, d.entries.map((e) => e.seq)])).toEqual([
      [{ kind: 'today' }, [5, 4]],
      [{ kind: 'yesterday' }, [3]],
      [{ kind: 'date', day: '2025-12-30' }, [2, 1]],
    ]);
  });

  it('keeps an entry whose time does not parse with the day before it', () => {
    const now = new Date(2026, 5, 10, 12);
    const days = groupByDay([entry(2, new Date(2026, 5, 8, 10)), entry(1, 'not a time')], now);
    expect(days).toHaveLength(1);
    expect(days[0]!.entries.map((e) => e.seq)).toEqual([2, 1]);
  });

  it('gives the local day as YYYY-MM-DD', () => {
    const [day] = groupByDay([entry(1, new Date(2026, 2, 5, 23, 59))], new Date(2026, 2, 10, 12));
    expect(day?.day).toBe('2026-03-05');
    expect(day?.name).toEqual({ kind: 'date', day: '2026-03-05' });
  });

  // Bucharest: EET (UTC+2) until 29 March 2026 03:00, then EEST (UTC+3) until 25 October 2026 04:00
  it('counts days on the Bucharest calendar across the spring change (a 23-hour day)', () => {
    const now = new Date('2026-03-29T21:30:00Z'); // 00:30 EEST on 30 March; 24 hours before was the 28th
    const days = groupByDay(
      [
        entry(4, '2026-03-29T21:10:00Z'), // 00:10 EEST, 30 March
        entry(3, '2026-03-29T20:50:00Z'), // 23:50 EEST, 29 March
        entry(2, '2026-03-28T22:10:00Z'), // 00:10 EET, 29 March
        entry(1, '2026-03-28T21:50:00Z'), // 23:50 EET, 28 March
      ],
      now,
      'Europe/Bucharest',
    );
    expect(days.map((d) => [d.name, d.entries.map((e) => e.seq)])).toEqual([
      [{ kind: 'today' }, [4]],
      [{ kind: 'yesterday' }, [3, 2]],
      [{ kind: 'date', day: '2026-03-28' }, [1]],
    ]);
  });

  it('counts days on the Bucharest calendar across the autumn change (a 25-hour day)', () => {
    const now = new Date('2026-10-25T23:30:00Z'); // 01:30 EET on 26 October; 24 hours before was 25 October 01:30
    const days = groupByDay(
      [
        entry(3, '2026-10-25T22:10:00Z'), // 00:10 EET, 26 October
        entry(2, '2026-10-25T21:50:00Z'), // 23:50 EET, 25 October (UTC+2 again)
        entry(1, '2026-10-24T20:50:00Z'), // 23:50 EEST, 24 October
      ],
      now,
      'Europe/Bucharest',
    );
    expect(days.map((d) => [d.name, d.entries.map((e) => e.seq)])).toEqual([
      [{ kind: 'today' }, [3]],
      [{ kind: 'yesterday' }, [2]],
      [{ kind: 'date', day: '2026-10-24' }, [1]],
    ]);
  });

  it('has no days without entries', () => {
    expect(groupByDay([], new Date())).toEqual([]);
  });
});
