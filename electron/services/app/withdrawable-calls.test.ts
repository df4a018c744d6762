import { describe, expect, it } from 'vitest';
import { CALL_ID_MAX, createWithdrawableCalls, WITHDRAWABLE_PER_SENDER } from './withdrawable-calls';

describe('withdrawable calls', () => {
  it('aborts the named call of its own sender only', () => {
    const calls = createWithdrawableCalls();
    const mine = calls.begin(1, 'a-1');
    const other = calls.begin(2, 'a-1');
    calls.withdraw(2, 'a-1');
    expect(mine.signal.aborted).toBe(false);
    expect(other.signal.aborted).toBe(true);
    calls.withdraw(1, 'a-1');
    expect(mine.signal.aborted).toBe(true);
  });

  it('forgets a call once it has answered: a late withdrawal does nothing', () => {
    const calls = createWithdrawableCalls();
    const call = calls.begin(1, 'id');
    call.end();
    expect(calls.size()).toBe(0);
    calls.withdraw(1, 'id');
    expect(call.signal.aborted).toBe(false);
  });

  it('runs a call without a usable id as one that cannot be withdrawn', () => {
    const calls = createWithdrawableCalls();
    for (const bad of [undefined, 42, '', 'x'.repeat(CALL_ID_MAX + 1), 'a b', '../x', { id: 'x' }]) {
      const call = calls.begin(1, bad);
      calls.withdraw(1, bad);
      expect(call.signal.aborted).toBe(false);
    }
    expect(calls.size()).toBe(0);
  });

  it(`takes an id of up to ${CALL_ID_MAX} characters`, () => {
    const calls = createWithdrawableCalls();
    const call = calls.begin(1, 'x'.repeat(CALL_ID_MAX));
    calls.withdraw(1, 'x'.repeat(CALL_ID_MAX));
    expect(call.signal.aborted).toBe(true);
  });

  it('does not let a reused id take over a call in flight', () => {
    const calls = createWithdrawableCalls();
    const first = calls.begin(1, 'same');
    const second = calls.begin(1, 'same');
    calls.withdraw(1, 'same');
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);
  });

  it(`keeps at most ${WITHDRAWABLE_PER_SENDER} calls per sender`, () => {
    const calls = createWithdrawableCalls();
    for (let i = 0; i < WITHDRAWABLE_PER_SENDER + 10; i += 1) calls.begin(1, `c${i}`);
    expect(calls.size()).toBe(WITHDRAWABLE_PER_SENDER);
  });
});
