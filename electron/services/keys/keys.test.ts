import { describe, expect, it, vi } from 'vitest';
import { AppFailure } from '../errors';
import { createKeychainKeyStore, type KeytarModule } from './keychain';
import { KEYCHAIN_SERVICE, keychainAccount, originOfAccount } from './key-store';
import { createMemoryKeyStore } from './memory';
import { assertKeyFits } from './validate';

const LIVE = 'fx_live_' + 'A1b2C3d4'.repeat(4);
const TEST = 'test_fx_' + 'Z9y8X7w6'.repeat(4);

function rejectionOf(fn: () => unknown): AppFailure {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppFailure);
    return error as AppFailure;
  }
  throw new Error('expected a rejection');
}

describe('key form and kind', () => {
  it('accepts a live key for production and a test key for the sandbox', () => {
    expect(() => assertKeyFits(LIVE, 'production')).not.toThrow();
    expect(() => assertKeyFits(TEST, 'sandbox')).not.toThrow();
  });

  it.each([
    ['too short', 'fx_live_abc'],
    ['bad prefix', 'fx_prod_' + 'a'.repeat(32)],
    ['bad characters', 'fx_live_' + 'a'.repeat(31) + '-'],
    ['surrounding space', ` ${LIVE}`],
  ])('refuses a key with a %s', (_, key) => {
    const error = rejectionOf(() => assertKeyFits(key, 'production'));
    expect(error.appError.kind).toBe('key_rejected');
    expect(error.appError.message).toMatch(/not an API key/);
  });

  it('refuses a test key for production and a live key for the sandbox, saying which', () => {
    expect(rejectionOf(() => assertKeyFits(TEST, 'production')).appError.message).toMatch(/test key/);
    const live = rejectionOf(() => assertKeyFits(LIVE, 'sandbox')).appError;
    expect(live).toMatchObject({ kind: 'key_rejected' });
    expect(live.message).toMatch(/live key/);
    expect(live.message).not.toContain(LIVE);
  });
});

describe('keychain accounts', () => {
  it('names one account per environment and origin', () => {
    expect(keychainAccount({ kind: 'production', baseUrl: 'https://api.example/v1' })).toBe(
      'production:https://api.example',
    );
    expect(keychainAccount({ kind: 'production', baseUrl: 'https://API.example:443/other/v1' })).toBe(
      'production:https://api.example',
    );
    expect(keychainAccount({ kind: 'production', baseUrl: 'https://api.example:8443/v1' })).toBe(
      'production:https://api.example:8443',
    );
    expect(keychainAccount({ kind: 'embedded' })).toBe('sandbox:embedded');
    expect(keychainAccount({ kind: 'custom', baseUrl: 'http://127.0.0.1:4010/v1/' })).toBe(
      'sandbox:http://127.0.0.1:4010',
    );
    expect(originOfAccount('production:https://api.example')).toBe('https://api.example');
    expect(originOfAccount('sandbox:embedded')).toBeNull();
  });
});

/** An in-memory stand-in for keytar. */
function stubKeytar() {
  const entries = new Map<string, string>();
  const module: KeytarModule = {
    getPassword: vi.fn(async (s: string, a: string) => entries.get(`${s}/${a}`) ?? null),
    setPassword: vi.fn(async (s: string, a: string, p: string) => void entries.set(`${s}/${a}`, p)),
    deletePassword: vi.fn(async (s: string, a: string) => entries.delete(`${s}/${a}`)),
  };
  return { module, entries };
}

describe('keychain key store (stubbed keytar)', () => {
  it('saves, reads and removes under the Dispatch service and the given account', async () => {
    const { module, entries } = stubKeytar();
    const store = createKeychainKeyStore({
      account: 'production',
      environment: 'production',
      loadKeytar: () => module,
    });
    expect(await store.read()).toBeNull();
    await store.save(LIVE);
    expect(entries.get(`${KEYCHAIN_SERVICE}/production`)).toBe(LIVE);
    expect(await store.read()).toBe(LIVE);
    await store.remove();
    expect(await store.read()).toBeNull();
  });

  it('validates before touching the keychain', async () => {
    const { module } = stubKeytar();
    const store = createKeychainKeyStore({
      account: 'production',
      environment: 'production',
      loadKeytar: () => module,
    });
    await expect(store.save(TEST)).rejects.toMatchObject({ appError: { kind: 'key_rejected' } });
    expect(module.setPassword).not.toHaveBeenCalled();
  });

  it('turns a keytar that cannot load into keychain_unavailable, lazily', async () => {
    const loader = vi.fn(() => {
      throw new Error('Cannot find module keytar');
    });
    const store = createKeychainKeyStore({
      account: 'sandbox:embedded',
      environment: 'sandbox',
      loadKeytar: loader,
    });
    expect(loader).not.toHaveBeenCalled();
    await expect(store.read()).rejects.toMatchObject({ appError: { kind: 'keychain_unavailable' } });
    await expect(store.save(TEST)).rejects.toMatchObject({ appError: { kind: 'keychain_unavailable' } });
  });

  it('turns a keychain failure into keychain_unavailable', async () => {
    const { module } = stubKeytar();
    module.getPassword = async () => {
      throw new Error('The name org.freedesktop.secrets was not provided by any .service files');
    };
    const store = createKeychainKeyStore({
      account: 'production',
      environment: 'production',
      loadKeytar: () => module,
    });
    const error = await store.read().catch((e: unknown) => e as AppFailure);
    expect(error).toBeInstanceOf(AppFailure);
    expect((error as AppFailure).appError.message).toMatch(/org\.freedesktop\.secrets/);
  });
});

describe('memory key store', () => {
  it('holds a key until removed, and validates when given an environment', async () => {
    const store = createMemoryKeyStore({ environment: 'sandbox' });
    expect(await store.read()).toBeNull();
    await store.save(TEST);
    expect(await store.read()).toBe(TEST);
    await expect(store.save(LIVE)).rejects.toMatchObject({ appError: { kind: 'key_rejected' } });
    expect(await store.read()).toBe(TEST);
    await store.remove();
    expect(await store.read()).toBeNull();
  });
});
