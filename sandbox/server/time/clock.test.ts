import { describe, expect, it, vi } from 'vitest';
import { instantOf, SandboxClock } from './clock';

describe('SandboxClock', () => {
  it('follows its base and adds what it was advanced by', () => {
    let base = 1_000;
    const clock = new SandboxClock({ base: () => base });
    expect(clock.now()).toBe(1_000);
    base = 1_500;
    expect(clock.now()).toBe(1_500);
    expect(clock.advance(60_000)).toBe(61_500);
    expect(clock.now()).toBe(61_500);
    expect(clock.offsetMs).toBe(60_000);
  });

  it('starts at real time by default and runs with it', () => {
    const before = Date.now();
    const t = new SandboxClock().now();
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Date.now());
  });

  it('starts at `startAt` and runs with real time from there', () => {
    vi.useFakeTimers({ now: Date.parse('2031-01-01T00:00:00Z') });
    try {
      const clock = new SandboxClock({ startAt: '2026-11-20T08:00:00Z' });
      const start = Date.parse('2026-11-20T08:00:00Z');
      expect(clock.now()).toBe(start);
      vi.advanceTimersByTime(60);
      expect(clock.now()).toBe(start + 60);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds still inside `hold`, nested calls included', () => {
    let base = 10;
    const clock = new SandboxClock({ base: () => base++ });
    const seen = clock.hold((t) => [t, clock.now(), clock.hold((inner) => inner), clock.now()]);
    expect(new Set(seen).size).toBe(1);
    expect(clock.now()).not.toBe(seen[0]);
  });

  it('refuses to go backwards or by a non-number', () => {
    const clock = new SandboxClock({ base: () => 0 });
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
    expect(clock.now()).toBe(0);
  });
});

describe('instantOf', () => {
  it('reads ISO date-times with a zone, Dates and ms', () => {
    expect(instantOf('2026-11-20T08:00:00.250Z')).toBe(Date.parse('2026-11-20T08:00:00.250Z'));
    expect(instantOf('2026-11-20T10:00+02:00')).toBe(Date.parse('2026-11-20T08:00:00Z'));
    expect(instantOf(new Date(5))).toBe(5);
    expect(instantOf(7)).toBe(7);
  });

  it.each(['2026-11-20', '2026-11-20T08:00:00', 'tomorrow', '2026-13-45T99:00:00Z'])('refuses %s', (text) => {
    expect(() => instantOf(text)).toThrow(/not an ISO date-time/);
  });
});
