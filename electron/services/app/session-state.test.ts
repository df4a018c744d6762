/**
 * The session's keys (session-state.ts; docs/api.md §Keys and environments): every key it has in
 * memory is listed for the scrubber, however it got there; and a client sends only the key of the
 * environment it was made for, whatever the user switches to while its call is under way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KeyStore } from '../keys/key-store';
import { scrubHeldKeysText } from '../keys/held-keys';
import { createMemoryKeyStore } from '../keys/memory';
import { createSettingsStore } from '../settings/settings-store';
import { createSessionState, type SessionState } from './session-state';

const LIVE = 'fx_live_' + 'Rb7Nq2Wm5Xk9Lp3Vd8Hc1Tz6Gf4Js0Ya';
const TEST = 'test_fx_' + 'Ue3Ko8Fi1Pw6Ba9Zn4Cx7Mv2Dq5Sl0Ht';

let dir: string;
let keychain: Map<string, KeyStore>;
let session: SessionState;
/** Requests the session's clients sent: where, and with which key. */
let sent: { url: string; authorization: string | null }[];

const storeOf = (account: string, environment: 'production' | 'sandbox') => {
  let store = keychain.get(account);
  if (!store) keychain.set(account, (store = createMemoryKeyStore({ environment })));
  return store;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dispatch-session-'));
  keychain = new Map();
  sent = [];
  session = createSessionState({
    settings: createSettingsStore({ cwd: dir }),
    makeKeyStore: storeOf,
    startEmbedded: async () => {
      throw new Error('no embedded sandbox in this test');
    },
    fetch: async (input, init) => {
      sent.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
      return Response.json({ data: [], hasMore: false, nextCursor: null });
    },
  });
});
afterEach(async () => {
  await session.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the keys a session holds', () => {
  it('lists a key read from the keychain, and a saved one, removed or not; the scrubber takes them out', async () => {
    await storeOf('production:https://fx.example', 'production').save(LIVE);
    session.setEnvironment({ kind: 'production', baseUrl: 'https://fx.example/v1' });
    expect(session.secrets()).toEqual([]); // nothing read yet
    expect(await session.hasKey()).toBe(true);
    expect(session.secrets()).toEqual([LIVE]);

    session.setEnvironment({ kind: 'custom', baseUrl: 'http://127.0.0.1:4101/v1' });
    await session.saveKey(TEST);
    await session.removeKey();
    expect(session.secrets().sort()).toEqual([LIVE, TEST].sort());
    expect(scrubHeldKeysText(`${LIVE} ${TEST.slice(10)}`)).toBe(
      `[key …${LIVE.slice(-4)}] [key …${TEST.slice(-4)}]`,
    );
  });

  it('after close, its keys are no longer held', async () => {
    session.setEnvironment({ kind: 'custom', baseUrl: 'http://127.0.0.1:4101/v1' });
    await session.saveKey(TEST);
    expect(scrubHeldKeysText(TEST)).not.toContain(TEST.slice(8));
    await session.close();
    expect(scrubHeldKeysText(TEST)).toBe(TEST);
  });
});

describe('a client keeps the key of its own environment', () => {
  const A = { kind: 'custom', baseUrl: 'http://127.0.0.1:4101/v1' } as const;
  const B = { kind: 'custom', baseUrl: 'http://127.0.0.1:4102/v1' } as const;
  const TEST_B = 'test_fx_' + 'Bb2Nn7Qq4Ww9Ee1Rr6Tt3Yy8Uu5Ii0Oo';
  const authorizationTo = (port: number) =>
    sent.filter((s) => new URL(s.url).port === String(port)).map((s) => s.authorization);

  it('a call begun under A carries A’s key to A, while B’s calls carry B’s to B', async () => {
    await storeOf('sandbox:http://127.0.0.1:4101', 'sandbox').save(TEST);
    await storeOf('sandbox:http://127.0.0.1:4102', 'sandbox').save(TEST_B);
    // A's keychain answers slowly: its call is still asking for the key when the user switches.
    const storeA = keychain.get('sandbox:http://127.0.0.1:4101')!;
    const read = storeA.read.bind(storeA);
    let answerA: () => void = () => {};
    const slow = new Promise<void>((resolve) => (answerA = resolve));
    storeA.read = async () => {
      await slow;
      return read();
    };

    session.setEnvironment(A);
    const clientA = await session.client();
    const underA = clientA.get('/listings/mine', {});
    session.setEnvironment(B);
    const clientB = await session.client();
    await clientB.get('/listings/mine', {});
    answerA();
    await underA;
    // a handler that still holds A's client after the switch (its next page, a retry)
    await clientA.get('/offers/mine', {});
    await clientB.get('/vehicles/mine', {});

    expect(authorizationTo(4101)).toEqual([`Bearer ${TEST}`, `Bearer ${TEST}`]);
    expect(authorizationTo(4102)).toEqual([`Bearer ${TEST_B}`, `Bearer ${TEST_B}`]);
  });

  it('a client of an environment without a key sends none, even once the user is where a key is', async () => {
    await storeOf('sandbox:http://127.0.0.1:4102', 'sandbox').save(TEST_B);
    session.setEnvironment(A);
    const clientA = await session.client();
    session.setEnvironment(B);
    await clientA.get('/listings', {});
    await (await session.client()).get('/listings', {});
    expect(authorizationTo(4101)).toEqual([null]);
    expect(authorizationTo(4102)).toEqual([`Bearer ${TEST_B}`]);
  });
});
