import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { CursorGap, HolderBudget } from './rate-limits';

function refusal(fn: () => unknown): ApiError | null {
  try {
    fn();
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe('CursorGap', () => {
  it('refuses a cursor request 400 ms or less after the previous request of the holder on the route', () => {
    let t = 0;
    const gap = new CursorGap(() => t);
    gap.arrive('h', 'listings', false);
    t = 400;
    const error = refusal(() => gap.arrive('h', 'listings', true));
    expect(error?.status).toBe(429);
    expect(error?.headers['Retry-After']).toBe('1');
    t = 801; // 401 ms after the refused one, which counted as "previous"
    expect(refusal(() => gap.arrive('h', 'listings', true))).toBeNull();
  });

  it('never refuses a first page, and keeps holders and routes apart', () => {
    let t = 0;
    const gap = new CursorGap(() => t);
    gap.arrive('h', 'listings', false);
    expect(refusal(() => gap.arrive('h', 'listings', false))).toBeNull();
    t = 10;
    expect(refusal(() => gap.arrive('other', 'listings', true))).toBeNull();
    expect(refusal(() => gap.arrive('h', 'vehicles', true))).toBeNull();
  });
});

describe('HolderBudget', () => {
  it('allows N requests a minute per holder, then 429 with Retry-After in whole seconds', () => {
    let t = 0;
    const budget = new HolderBudget(2, () => t);
    budget.take('h');
    t = 30_000;
    budget.take('h');
    t = 30_500;
    const error = refusal(() => budget.take('h'));
    expect(error?.code).toBe('rate_limited');
    expect(error?.headers['Retry-After']).toBe('30'); // the first request frees up at 60,000 ms
    expect(refusal(() => budget.take('other'))).toBeNull();
    t = 60_000;
    expect(refusal(() => budget.take('h'))).toBeNull();
  });

  it('is off at 0', () => {
    const budget = new HolderBudget(0, () => 0);
    for (let i = 0; i < 1000; i++) budget.take('h');
    expect(refusal(() => budget.take('h'))).toBeNull();
  });
});
