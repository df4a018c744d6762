import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeKey, makeSession } from '../../../test/fakeTransport';
import { environmentLabel, keyStatusLabel } from './describeSession';

const t = i18next.getFixedT('en', 'session');

describe('session labels', () => {
  it('names the environment', () => {
    expect(environmentLabel(makeSession(), t)).toBe('Demo sandbox');
    expect(
      environmentLabel(
        makeSession({
          environment: {
            kind: 'custom',
            baseUrl: 'http://localhost:8080/v1',
            apiEnvironment: 'sandbox',
            origin: 'http://localhost:8080',
          },
        }),
        t,
      ),
    ).toBe('localhost:8080');
  });

  it('names the key status', () => {
    const with_ = (key: Partial<ReturnType<typeof makeKey>>) =>
      keyStatusLabel(makeSession({ key: makeKey(key) }), t);
    expect(with_({ saved: false, kind: null, demoAccount: null })).toBe('No API key');
    expect(with_({ saved: true, kind: 'test', demoAccount: 'shipper' })).toBe('Demo key: Shipper');
    // what main reports for a demo key: held in memory, not saved in the keychain
    expect(with_({ saved: false, kind: 'test', demoAccount: 'shipper' })).toBe('Demo key: Shipper');
    expect(with_({ saved: true, kind: 'test', demoAccount: null })).toBe('Test key saved');
    expect(with_({ saved: true, kind: 'live', demoAccount: null })).toBe('Live key saved');
  });
});
