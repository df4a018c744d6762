import { describe, expect, it } from 'vitest';
import { checkKey } from './keyCheck';

const TEST_KEY = `test_fx_${'a1B2'.repeat(8)}`;
const LIVE_KEY = `fx_live_${'Z9y8'.repeat(8)}`;

describe('checkKey', () => {
  it('takes a test key in the sandbox and a live key in production, trimmed', () => {
    expect(checkKey(`  ${TEST_KEY}\n`, 'sandbox')).toEqual({ ok: true, key: TEST_KEY });
    expect(checkKey(LIVE_KEY, 'production')).toEqual({ ok: true, key: LIVE_KEY });
  });

  it('refuses an empty field, a malformed key and a key of the other kind', () => {
    expect(checkKey('   ', 'sandbox')).toEqual({ ok: false, problem: 'empty' });
    expect(checkKey('test_fx_short', 'sandbox')).toEqual({ ok: false, problem: 'notAKey' });
    expect(checkKey(`${TEST_KEY}x`, 'sandbox')).toEqual({ ok: false, problem: 'notAKey' });
    expect(checkKey(`test_fx_${'-'.repeat(32)}`, 'sandbox')).toEqual({ ok: false, problem: 'notAKey' });
    expect(checkKey('x'.repeat(201), 'sandbox')).toEqual({ ok: false, problem: 'notAKey' });
    expect(checkKey(TEST_KEY, 'production')).toEqual({ ok: false, problem: 'testInProduction' });
    expect(checkKey(LIVE_KEY, 'sandbox')).toEqual({ ok: false, problem: 'liveInSandbox' });
  });
});
