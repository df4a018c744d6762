import { describe, expect, it } from 'vitest';
import type { ActivityEntryView } from '../../../../shared/contract/activity';
import { groupByDay, localDay } from './groupByDay';

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
    expect(localDay(new Date(2026, 2, 5, 23, 59))).toBe('2026-03-05');
  });

  it('has no days without entries', () => {
    expect(groupByDay([], new Date())).toEqual([]);
  });
});
