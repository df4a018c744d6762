import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@dispatch/sandbox';
import type { SessionInfo } from '../../../shared/contract/calls';
import { createMemoryKeyStore } from '../keys/memory';
import type { KeyStore } from '../keys/key-store';
import { invokeCall } from './invoke';
import { createAppServices, type AppServices, type KeyStoreFactory } from './services';

const LIVE = 'fx_live_' + 'L1v3'.repeat(8);
const TEST = 'test_fx_' + 'T3st'.repeat(8);
const noKey = {
  saved: false,
  kind: null,
  last4: null,
  demoAccount: null,
  savedElsewhere: [],
  keychainUnavailable: false,
};

let sandbox: RunningSandbox;
let dir: string;
let services: AppServices | null = null;
/** The fake keychain: one memory store per account, validated like the real one. */
let keychain: Map<string, KeyStore>;
let authorizations: (string | null)[];

const keyStore: KeyStoreFactory = (account, environment) => {
  let store = keychain.get(account);
  if (!store) keychain.set(account, (store = createMemoryKeyStore({ environment })));
  return store;
};
const recordingFetch: typeof fetch = async (input, init) => {
  authorizations.push(new Headers(init?.headers).get('authorization'));
  return fetch(input, init);
};

function open(): AppServices {
  services = createAppServices({
    settingsDir: dir,
    keyStore,
    fetch: recordingFetch,
    // the shared sandbox; its close is a no-op here (closed once in afterAll)
    startEmbeddedSandbox: async () => ({
      apiBaseUrl: sandbox.apiBaseUrl,
      demoKeys: sandbox.demoKeys,
      close: async () => {},
    }),
  });
  return services;
}

async function call(name: string, input: unknown = {}) {
  const result = await invokeCall(services!.handlers, name, input);
  return result;
}

async function ok<T>(name: string, input: unknown = {}): Promise<T> {
  const result = await call(name, input);
  if (!result.ok) throw new Error(`${name} failed: ${JSON.stringify(result.error)}`);
  return result.value as T;
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0 });
}, 30_000);
afterAll(async () => {
  await sandbox.close();
});
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dispatch-app-'));
  keychain = new Map();
  authorizations = [];
  open();
});
afterEach(async () => {
  await services?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('app services (embedded sandbox)', () => {
  it('reports the embedded session with its demo accounts and no key', async () => {
    const session = await ok<SessionInfo>('session.get');
    expect(session.environment).toEqual({
      kind: 'embedded',
      apiEnvironment: 'sandbox',
      baseUrl: sandbox.apiBaseUrl,
      origin: new URL(sandbox.apiBaseUrl).origin,
    });
    expect(session.key).toEqual(noKey);
    expect(session.demoAccounts.map((d) => d.id)).toEqual(sandbox.demoKeys.map((d) => d.account));
    expect(session.demoAccounts[0]).toEqual({
      id: sandbox.demoKeys[0]!.account,
      label: sandbox.demoKeys[0]!.label,
      description: sandbox.demoKeys[0]!.description,
    });
  });

  it('searches listings (20 a page), pages on, gets one listing, places and event types', async () => {
    const page = await ok<{ data: { ref: string }[]; hasMore: boolean; nextCursor: string | null }>(
      'listings.search',
      {
        filters: {},
        cursor: null,
      },
    );
    expect(page.data).toHaveLength(20);
    expect(page.hasMore).toBe(true);
    const next = await ok<{ data: { ref: string }[] }>('listings.search', {
      filters: {},
      cursor: page.nextCursor,
      limit: 5,
    });
    expect(next.data).toHaveLength(5);
    expect(next.data.some((l) => page.data.some((p) => p.ref === l.ref))).toBe(false);
    const ref = page.data[0]!.ref;
    expect((await ok<{ ref: string }>('listings.get', { ref })).ref).toBe(ref);
    expect((await ok<{ city: string }[]>('places.search', { q: 'Brasov' }))[0]?.city).toBe('Brașov');
    expect((await ok<{ type: string }[]>('events.types')).map((e) => e.type)).toContain('listing.created');
    expect(authorizations.every((a) => a === null)).toBe(true);
  });

  it('maps API errors: an unknown listing is not_found', async () => {
    const result = await call('listings.get', { ref: 'FX-000000' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'not_found', status: 404, code: 'not_found' } });
  });

  it('uses a demo key without the key ever appearing in the session, and remembers the choice', async () => {
    const demo = sandbox.demoKeys.find((d) => !d.revoked)!;
    const session = await ok<SessionInfo>('keys.useDemo', { account: demo.account });
    expect(session.key).toEqual({
      ...noKey,
      kind: 'test',
      last4: demo.key.slice(-4),
      demoAccount: demo.account,
    });
    const everyKey = sandbox.demoKeys.map((d) => d.key);
    const json = JSON.stringify(session);
    for (const key of everyKey) expect(json).not.toContain(key);
    // the key goes to the API
    await ok('listings.search', { filters: {}, cursor: null, limit: 1 });
    expect(authorizations.at(-1)).toBe(`Bearer ${demo.key}`);
    // the settings file holds the account name, never the key
    const files = readdirSync(dir)
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    expect(files).toContain(demo.account);
    for (const key of everyKey) expect(files).not.toContain(key);
    for (const store of keychain.values()) expect(await store.read()).toBeNull();
    // a restart keeps the choice
    await services!.close();
    open();
    expect((await ok<SessionInfo>('session.get')).key.demoAccount).toBe(demo.account);
  });

  it('probes the permissions of each demo account with one cheap call each', async () => {
    const expected: Record<string, string[]> = {
      shipper: ['held', 'held', 'held'],
      carrier: ['held', 'held', 'held'],
      'listings-only': ['held', 'missing', 'missing'],
      revoked: ['refused', 'refused', 'refused'],
    };
    expect((await ok<{ state: string }[]>('keys.probe')).map((p) => p.state)).toEqual([
      'no_key',
      'no_key',
      'no_key',
    ]);
    for (const demo of sandbox.demoKeys) {
      await ok('keys.useDemo', { account: demo.account });
      const before = authorizations.length;
      const probe = await ok<{ permission: string; state: string }[]>('keys.probe');
      expect(probe.map((p) => p.permission)).toEqual(['listings:read', 'offers:read', 'vehicles:read']);
      expect([demo.account, probe.map((p) => p.state)]).toEqual([demo.account, expected[demo.account]]);
      expect(authorizations.length - before).toBe(3);
    }
  });

  it('refuses an unknown demo account', async () => {
    expect(await call('keys.useDemo', { account: 'nobody' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid_input', fields: [{ path: 'account', code: 'invalid_value' }] },
    });
  });

  it('refuses a live key in the sandbox environment, saving nothing', async () => {
    const result = await call('keys.save', { key: LIVE });
    expect(result).toMatchObject({ ok: false, error: { kind: 'key_rejected' } });
    if (!result.ok) expect(result.error.message).toMatch(/live key/);
    expect((await ok<SessionInfo>('session.get')).key.saved).toBe(false);
    expect(JSON.stringify(result)).not.toContain(LIVE);
  });

  it('saves a test key in the keychain (dropping a demo choice) and removes it', async () => {
    await ok('keys.useDemo', { account: sandbox.demoKeys[0]!.account });
    const saved = await ok<SessionInfo>('keys.save', { key: `  ${TEST}  ` });
    expect(saved.key).toEqual({ ...noKey, saved: true, kind: 'test', last4: TEST.slice(-4) });
    expect(await keychain.get('sandbox:embedded')!.read()).toBe(TEST);
    const removed = await ok<SessionInfo>('keys.remove');
    expect(removed.key).toEqual(noKey);
    expect(await keychain.get('sandbox:embedded')!.read()).toBeNull();
  });

  it('removes a demo key without touching the keychain, which may be out of reach', async () => {
    await services?.close();
    const unreachable: KeyStore = {
      read: async () => null,
      save: async () => {
        throw new Error('keychain out of reach');
      },
      remove: async () => {
        throw new Error('keychain out of reach');
      },
    };
    services = createAppServices({
      settingsDir: dir,
      keyStore: () => unreachable,
      startEmbeddedSandbox: async () => ({ ...sandbox, close: async () => {} }),
    });
    await ok('keys.useDemo', { account: 'carrier' });
    const removed = await ok<SessionInfo>('keys.remove');
    expect(removed.key).toEqual(noKey);
  });

  it('switches to a custom server and to production, with their own keys', async () => {
    const custom = await ok<SessionInfo>('settings.setEnvironment', {
      kind: 'custom',
      baseUrl: `${sandbox.apiBaseUrl}/`,
    });
    expect(custom.environment).toMatchObject({
      kind: 'custom',
      apiEnvironment: 'sandbox',
      baseUrl: sandbox.apiBaseUrl,
    });
    expect(custom.demoAccounts).toEqual([]);
    expect(await call('keys.useDemo', { account: sandbox.demoKeys[0]!.account })).toMatchObject({
      ok: false,
      error: { kind: 'invalid_input' },
    });
    expect(
      (await ok<{ data: unknown[] }>('listings.search', { filters: { fromCountry: 'ro' }, cursor: null }))
        .data.length,
    ).toBeGreaterThan(0);

    const production = await ok<SessionInfo>('settings.setEnvironment', {
      kind: 'production',
      baseUrl: 'https://fx.example/v1',
    });
    expect(production.environment).toMatchObject({
      apiEnvironment: 'production',
      baseUrl: 'https://fx.example/v1',
    });
    expect(await call('keys.save', { key: TEST })).toMatchObject({
      ok: false,
      error: { kind: 'key_rejected' },
    });
    expect((await ok<SessionInfo>('keys.save', { key: LIVE })).key).toEqual({
      ...noKey,
      saved: true,
      kind: 'live',
      last4: LIVE.slice(-4),
    });
    expect(await keychain.get('production:https://fx.example')!.read()).toBe(LIVE);

    // back on the custom server, the live key stays behind
    await ok('settings.setEnvironment', { kind: 'custom', baseUrl: sandbox.apiBaseUrl });
    await ok('listings.search', { filters: {}, cursor: null, limit: 1 });
    expect(authorizations.at(-1)).toBeNull();
    expect(authorizations).not.toContain(`Bearer ${LIVE}`);

    // the choice survives a restart
    await ok('settings.setEnvironment', { kind: 'production', baseUrl: 'https://fx.example/v1' });
    await services!.close();
    open();
    expect((await ok<SessionInfo>('session.get')).environment.kind).toBe('production');
  });
});

describe('app services (default embedded sandbox)', () => {
  it('starts its own sandbox lazily, once, and closes it', async () => {
    const own = createAppServices({ settingsDir: dir, keyStore });
    try {
      const [a, b] = await Promise.all([own.handlers['session.get']({}), own.handlers['session.get']({})]);
      expect(a.environment.baseUrl).toBe(b.environment.baseUrl);
      expect(a.environment.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
      const page = await own.handlers['listings.search']({ filters: {}, cursor: null });
      expect(page.data).toHaveLength(20);
      await own.close();
      await expect(fetch(`${a.environment.baseUrl}/events/types`)).rejects.toThrow();
    } finally {
      await own.close();
    }
  }, 30_000);
  it('starts a new sandbox on the next call when the last one is gone (its process ended)', async () => {
    let alive = true;
    let starts = 0;
    const own = createAppServices({
      settingsDir: dir,
      keyStore,
      startEmbeddedSandbox: async () => {
        starts++;
        return {
          apiBaseUrl: sandbox.apiBaseUrl,
          demoKeys: sandbox.demoKeys,
          close: async () => {},
          isAlive: () => alive,
        };
      },
    });
    try {
      await own.handlers['session.get']({});
      await own.handlers['session.get']({});
      expect(starts).toBe(1);
      alive = false;
      await own.handlers['listings.search']({ filters: {}, cursor: null });
      expect(starts).toBe(2);
    } finally {
      await own.close();
    }
  });
});

describe('an environment for this run only (the browser host --api)', () => {
  it('talks to the given v1 root without writing it to the settings, until the user chooses one', async () => {
    await services?.close();
    services = createAppServices({
      settingsDir: dir,
      keyStore,
      fetch: recordingFetch,
      environmentOverride: { kind: 'custom', baseUrl: sandbox.apiBaseUrl },
    });
    const session = await ok<SessionInfo>('session.get');
    expect(session.environment).toMatchObject({
      kind: 'custom',
      apiEnvironment: 'sandbox',
      baseUrl: sandbox.apiBaseUrl,
    });
    expect(session.demoAccounts).toEqual([]);
    const page = await ok<{ data: unknown[] }>('listings.search', { filters: {}, cursor: null });
    expect(page.data).toHaveLength(20);
    const settingsFiles = readdirSync(dir).map((file) => readFileSync(join(dir, file), 'utf8'));
    expect(settingsFiles.join('\n')).not.toContain(sandbox.apiBaseUrl);

    const chosen = await ok<SessionInfo>('settings.setEnvironment', {
      kind: 'custom',
      baseUrl: 'http://127.0.0.1:9/v1',
    });
    expect(chosen.environment.baseUrl).toBe('http://127.0.0.1:9/v1');
  });
});

describe('the offer inbox', () => {
  it("reads each listing's first page of offers, 2 at a time, and marks what was not seen before", async () => {
    await services?.close();
    let inFlight = 0;
    let most = 0;
    services = createAppServices({
      settingsDir: dir,
      keyStore,
      fetch: async (input, init) => {
        inFlight++;
        most = Math.max(most, inFlight);
        try {
          return await fetch(input, init);
        } finally {
          inFlight--;
        }
      },
      startEmbeddedSandbox: async () => ({ ...sandbox, close: async () => {} }),
    });
    await ok('keys.useDemo', { account: 'shipper' });
    const mine = await ok<{ data: { ref: string; status: string }[] }>('listings.mine', { cursor: null });
    const refs = mine.data.map((l) => l.ref);
    expect(refs.length).toBeGreaterThan(4);
    const first = await ok<{ ref: string; offers: { id: string }[]; newIds: string[]; error: unknown }[]>(
      'offers.inbox',
      { refs },
    );
    expect(first.map((e) => e.ref)).toEqual(refs);
    expect(most).toBeLessThanOrEqual(2);
    expect(first.every((e) => e.error === null)).toBe(true);
    const withOffers = first.filter((e) => e.offers.length > 0);
    expect(withOffers.length).toBeGreaterThan(0);
    for (const entry of first) expect(entry.newIds).toEqual(entry.offers.map((o) => o.id));

    const seen = withOffers[0]!;
    await ok('seen.mark', { scope: 'inbox', ids: seen.offers.map((o) => o.id) });
    const again = await ok<{ ref: string; newIds: string[] }[]>('offers.inbox', { refs });
    expect(again.find((e) => e.ref === seen.ref)!.newIds).toEqual([]);
  });
});
