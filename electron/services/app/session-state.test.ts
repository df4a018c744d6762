/**
 * The session's keys (session-state.ts; docs/api.md §Keys and environments): every key it has in
 * memory is listed for the scrubber, however it got there.
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
