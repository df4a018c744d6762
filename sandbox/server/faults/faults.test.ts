import { describe, expect, it } from 'vitest';
import { Faults, type FaultVerdict } from './faults';

const verdicts = (faults: Faults, n: number): FaultVerdict[] =>
  Array.from({ length: n }, () => faults.next());
const kinds = (list: FaultVerdict[]): string[] => list.map((v) => v.kind);

describe('Faults', () => {
  it('does nothing until set', () => {
    const faults = new Faults(1);
    expect(kinds(verdicts(faults, 5))).toEqual(Array(5).fill('none'));
    expect(faults.latencyMs).toBe(0);
    expect(faults.settings).toEqual({});
  });

  it('forces exactly N 429s, counting down, before anything else', () => {
    const faults = new Faults(1);
    faults.set({ force429: 3, errorRate: 1 });
    expect(faults.settings.force429).toBe(3);
    expect(kinds(verdicts(faults, 4))).toEqual(['rate_limited', 'rate_limited', 'rate_limited', 'error']);
    expect(faults.settings).toEqual({ errorRate: 1 });
  });

  it('errorRate 1 fails every request with 500, 502 and 503 in turn', () => {
    const faults = new Faults(1);
    faults.set({ errorRate: 1 });
    expect(verdicts(faults, 4)).toEqual([
      { kind: 'error', status: 500 },
      { kind: 'error', status: 502 },
      { kind: 'error', status: 503 },
      { kind: 'error', status: 500 },
    ]);
  });

  it('hits about the given share, the same sequence for the same settings', () => {
    const faults = new Faults(9);
    faults.set({ malformedJsonRate: 0.25, dropConnectionRate: 0.25 });
    const first = kinds(verdicts(faults, 400));
    const share = (kind: string) => first.filter((k) => k === kind).length / first.length;
    expect(share('malformed')).toBeGreaterThan(0.15);
    expect(share('malformed')).toBeLessThan(0.35);
    expect(share('drop')).toBeGreaterThan(0.15);
    expect(share('drop')).toBeLessThan(0.35);
    faults.set({ malformedJsonRate: 0.25, dropConnectionRate: 0.25 });
    expect(kinds(verdicts(faults, 400))).toEqual(first);
  });

  it('clear turns everything off', () => {
    const faults = new Faults(1);
    faults.set({ latencyMs: 50, errorRate: 1 });
    expect(faults.latencyMs).toBe(50);
    faults.clear();
    expect(faults.latencyMs).toBe(0);
    expect(faults.next().kind).toBe('none');
  });

  it.each([
    [{ errorRate: 1.5 }, /0\.\.1/],
    [{ errorRate: 0.6, malformedJsonRate: 0.5 }, /at most 1/],
    [{ latencyMs: -1 }, /whole numbers/],
    [{ force429: 1.5 }, /whole numbers/],
  ])('refuses %j', (settings, message) => {
    const faults = new Faults(1);
    expect(() => faults.set(settings)).toThrow(message);
  });
});
