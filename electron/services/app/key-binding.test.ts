/**
 * A saved key belongs to one environment and one origin (session-state.ts; docs/api.md §Keys and
 * environments): the two-call theft (point production at another host, then search) gets nothing,
 * a key saved for origin A never reaches origin B, no call moves a key to another origin, and the
 * contract refuses what must never be sent (path parameters off their form, over-long values,
 * plain-http URLs off this machine).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../shared/contract/calls';
import type { KeyStore } from '../keys/key-store';
import { createMemoryKeyStore } from '../keys/memory';
import { invokeCall } from './invoke';
import { createAppServices, type AppServices, type KeyStoreFactory } from './services';

const LIVE = 'fx_live_' + 'Abc1'.repeat(8);
const TEST = 'test_fx_' + 'Xyz9'.repeat(8);

interface Sent {
  url: string;
  authorization: string | null;
}

let dir: string;
let services: AppServices;
let keychain: Map<string, KeyStore>;
let sent: Sent[];

/** A fetch that never leaves the machine: records what would be sent and answers an empty page. */
const recordingFetch: typeof fetch = async (input, init) => {
  sent.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
  return new Response(JSON.stringify({ data: [], hasMore: false, nextCursor: null }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
};
const keyStore: KeyStoreFactory = (account, environment) => {
  let store = keychain.get(account);
  if (!store) keychain.set(account, (store = createMemoryKeyStore({ environment })));
  return store;
};

async function call(name: string, input: unknown = {}) {
  return invokeCall(services.handlers, name, input);
}
async function ok<T>(name: string, input: unknown = {}): Promise<T> {
  const result = await call(name, input);
  if (!result.ok) throw new Error(`${name} failed: ${JSON.stringify(result.error)}`);
  return result.value as T;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dispatch-keys-'));
  keychain = new Map();
  sent = [];
  services = createAppServices({
    settingsDir: dir,
    keyStore,
    fetch: recordingFetch,
    startEmbeddedSandbox: async () => {
      throw new Error('no embedded sandbox in this test');
    },
  });
});
afterEach(async () => {
  await services.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a key bound to its exchange', () => {
  it('the two-call theft gets nothing: production pointed at another host sends no key there', async () => {
    await ok('settings.setEnvironment', { kind: 'production', baseUrl: 'https://api.fx.example/v1' });
    await ok('keys.save', { key: LIVE });
    await ok('listings.search', { filters: {}, cursor: null });
    expect(sent.at(-1)).toEqual({
      url: 'https://api.fx.example/v1/listings',
      authorization: `Bearer ${LIVE}`,
    });

    // The attacker's two calls.
    const switched = await ok<SessionInfo>('settings.setEnvironment', {
      kind: 'production',
      baseUrl: 'https://thief.example/v1',
    });
    await ok('listings.search', { filters: {}, cursor: null });
    expect(sent.at(-1)).toEqual({ url: 'https://thief.example/v1/listings', authorization: null });
    for (const request of sent.filter((s) => s.url.startsWith('https://thief.example'))) {
      expect(request.authorization).toBeNull();
    }
    expect(switched.key).toMatchObject({
      saved: false,
      kind: null,
      savedElsewhere: ['https://api.fx.example'],
    });
    expect(JSON.stringify(switched)).not.toContain(LIVE);

    // Another path on the same origin is the same exchange: the key is its own.
    await ok('settings.setEnvironment', { kind: 'production', baseUrl: 'https://api.fx.example/v1/' });
    await ok('events.types');
    expect(sent.at(-1)!.authorization).toBe(`Bearer ${LIVE}`);
  });

  it('a key saved for origin A is never sent to origin B (custom servers, every route)', async () => {
    await ok('settings.setEnvironment', { kind: 'custom', baseUrl: 'http://127.0.0.1:4101/v1' });
    await ok('keys.save', { key: TEST });
    await ok('settings.setEnvironment', { kind: 'custom', baseUrl: 'http://127.0.0.1:4102/v1' });
    await ok('listings.search', { filters: {}, cursor: null });
    await ok('vehicles.search', { filters: {}, cursor: null });
    await ok('listings.mine', { cursor: null }).catch(() => undefined);
    await ok('places.search', { q: 'Cluj' }).catch(() => undefined);
    const toB = sent.filter((s) => s.url.startsWith('http://127.0.0.1:4102'));
    expect(toB.length).toBeGreaterThanOrEqual(3);
    expect(toB.every((s) => s.authorization === null)).toBe(true);
    // a probe without a key sends nothing at all
    const before = sent.length;
    const probe = await ok<{ state: string }[]>('keys.probe');
    expect(probe.map((p) => p.state)).toEqual(['no_key', 'no_key', 'no_key']);
    expect(sent.length).toBe(before);
  });

  it('a live key saved for production is never sent to a custom server at the same URL', async () => {
    // The same v1 root as production, chosen as a custom server: another environment, so another key
    // (a client cached by base URL alone would hand the production client, and its key, to it).
    const url = 'https://api.fx.example/v1';
    await ok('settings.setEnvironment', { kind: 'production', baseUrl: url });
    await ok('keys.save', { key: LIVE });
    await ok('listings.search', { filters: {}, cursor: null });
    expect(sent.at(-1)).toEqual({ url: `${url}/listings`, authorization: `Bearer ${LIVE}` });

    const custom = await ok<SessionInfo>('settings.setEnvironment', { kind: 'custom', baseUrl: url });
    expect(custom.key).toMatchObject({ saved: false, kind: null });
    const before = sent.length;
    await ok('listings.search', { filters: {}, cursor: null });
    await ok('vehicles.search', { filters: {}, cursor: null });
    await ok('events.types');
    const toCustom = sent.slice(before);
    expect(toCustom.map((s) => s.url)).toEqual([`${url}/listings`, `${url}/vehicles`, `${url}/events/types`]);
    expect(toCustom.every((s) => s.authorization === null)).toBe(true);

    // Back in production, the live key is its own again.
    await ok('settings.setEnvironment', { kind: 'production', baseUrl: url });
    await ok('listings.search', { filters: {}, cursor: null });
    expect(sent.at(-1)!.authorization).toBe(`Bearer ${LIVE}`);
  });

  it('a page that points production at its own host can never have the key sent there', async () => {
    await ok('settings.setEnvironment', { kind: 'production', baseUrl: 'https://api.fx.example/v1' });
    await ok('keys.save', { key: LIVE });

    // What a compromised page can do: point production elsewhere, ask for the key to follow (there
    // is no such call), then make every call that would carry a key.
    const evil = await ok<SessionInfo>('settings.setEnvironment', {
      kind: 'production',
      baseUrl: 'https://evil.example/v1',
    });
    expect(evil.key).toMatchObject({ saved: false, kind: null, savedElsewhere: ['https://api.fx.example'] });
    expect(
      await call('keys.move', { fromOrigin: 'https://api.fx.example', confirmHost: 'evil.example' }),
    ).toEqual({
      ok: false,
      error: { kind: 'invalid_input', message: 'There is no call named "keys.move".' },
    });
    for (const [name, input] of [
      ['listings.mine', { cursor: null }],
      ['offers.mine', { cursor: null }],
      ['vehicles.mine', { cursor: null }],
      ['listings.search', { filters: {}, cursor: null }],
      ['events.types', {}],
      ['keys.probe', {}],
      ['session.get', {}],
    ] as const) {
      await call(name, input);
    }
    const toEvil = sent.filter((s) => new URL(s.url).host === 'evil.example');
    expect(toEvil.length).toBeGreaterThanOrEqual(2);
    expect(toEvil.filter((s) => s.authorization !== null)).toEqual([]);
    expect(await keychain.get('production:https://evil.example')?.read()).toBeFalsy();

    // The same origin again: the key was neither moved nor lost.
    await ok('settings.setEnvironment', { kind: 'production', baseUrl: 'https://api.fx.example/v1' });
    await ok('events.types');
    expect(sent.at(-1)!.authorization).toBe(`Bearer ${LIVE}`);
  });

  it('a custom server is not told of a live key saved for production at the same address', async () => {
    await ok('settings.setEnvironment', { kind: 'production', baseUrl: 'https://fx.example/v1' });
    await ok('keys.save', { key: LIVE });
    const custom = await ok<SessionInfo>('settings.setEnvironment', {
      kind: 'custom',
      baseUrl: 'https://fx.example/v1',
    });
    expect(custom.key).toMatchObject({ saved: false, kind: null, savedElsewhere: [] });
  });

  it('says up front when the keychain cannot be read', async () => {
    await services.close();
    const locked: KeyStore = {
      read: async () => {
        const { appFailure } = await import('../errors');
        throw appFailure('keychain_unavailable', 'The system keychain could not be reached: locked');
      },
      save: async () => undefined,
      remove: async () => undefined,
    };
    services = createAppServices({ settingsDir: dir, keyStore: () => locked, fetch: recordingFetch });
    await ok('settings.setEnvironment', { kind: 'production', baseUrl: 'https://fx.example/v1' });
    const session = await ok<SessionInfo>('session.get');
    expect(session.key).toMatchObject({ saved: false, keychainUnavailable: true });
  });
});

describe('what the contract refuses before anything is sent', () => {
  it.each([
    ['listings.get', { ref: '..' }],
    ['listings.get', { ref: 'FX-ABCDEI' }],
    ['listings.get', { ref: 'FX-' + 'A'.repeat(150) }],
    ['offers.forListing', { ref: '../offers/mine', cursor: null }],
    ['offers.get', { id: '../../listings' }],
    ['vehicles.get', { id: 'not-a-uuid' }],
    ['companies.get', { id: '' }],
    ['places.search', { q: 'a'.repeat(101) }],
    ['places.search', { q: ' a ' }],
    ['listings.search', { filters: { truckTypes: ['van', 'van'] }, cursor: null }],
    ['listings.search', { filters: { truckTypes: ['spaceship'] }, cursor: null }],
    ['listings.search', { filters: { weightMax: 1e12 }, cursor: null }],
    ['listings.search', { filters: {}, cursor: 'c'.repeat(600) }],
    ['costs.estimate', { fromCountry: 'RO', toCountry: 'DE', from: 'x'.repeat(101) }],
    ['settings.setEnvironment', { kind: 'production', baseUrl: 'http://fx.example/v1' }],
    ['settings.setEnvironment', { kind: 'custom', baseUrl: 'http://fx.example/v1' }],
    ['settings.setEnvironment', { kind: 'custom', baseUrl: 'http://192.168.1.5/v1' }],
    ['settings.setEnvironment', { kind: 'custom', baseUrl: `https://fx.example/${'a'.repeat(60_000)}` }],
    ['settings.setEnvironment', { kind: 'production', baseUrl: 'https://user:pass@fx.example/v1' }],
    ['settings.setEnvironment', { kind: 'production', baseUrl: 'https://fx.example/v1?x=1' }],
    ['keys.save', { key: 'k'.repeat(5000) }],
  ])('%s %j is invalid_input and sends nothing', async (name, input) => {
    const result = await call(name, input);
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(sent).toEqual([]);
  });

  it('accepts a lower-case listing code and asks for it in upper case; plain http on loopback is fine', async () => {
    await ok('settings.setEnvironment', { kind: 'custom', baseUrl: 'http://localhost:4010/v1' });
    await call('listings.get', { ref: ' fx-7k2m9q ' });
    expect(sent.at(-1)!.url).toBe('http://localhost:4010/v1/listings/FX-7K2M9Q');
    await ok('settings.setEnvironment', { kind: 'custom', baseUrl: 'http://[::1]:4010/v1' });
    await ok('settings.setEnvironment', { kind: 'custom', baseUrl: 'http://127.0.0.2:4010/v1' });
  });

  it('a withdrawn place look-up is cancelled', async () => {
    await ok('settings.setEnvironment', { kind: 'custom', baseUrl: 'http://127.0.0.1:4103/v1' });
    const controller = new AbortController();
    controller.abort();
    const result = await invokeCall(
      services.handlers,
      'places.search',
      { q: 'Cluj' },
      { signal: controller.signal },
    );
    expect(result).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
  });
});
