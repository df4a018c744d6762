/**
 * The session behind every call: which environment the app talks to, which key it sends there, and
 * the API client of that pair. docs/api.md §Keys and environments.
 *
 * Keys: for `production` and `custom` the key is the keychain's, one entry per environment AND
 * origin (`keychainAccount`): changing the environment or its URL can never send a saved key to a new
 * host, and no call moves a key from one origin to another: for a new origin the user pastes the key
 * again (a page that points production at its own host gets nothing to send there).
 * For `embedded` a chosen demo account wins: its public test key is looked up in the running sandbox,
 * held in memory only, and the account NAME is kept in the settings so the choice survives a restart;
 * otherwise a test key saved in the keychain is used. Saving a key in `embedded` forgets the demo
 * choice (the saved key would otherwise be hidden behind it). If the keychain cannot be reached when a
 * key is READ, calls go without a key (public routes still work) and the session says so
 * (`keychainUnavailable`); saving or removing reports `keychain_unavailable`.
 */
import type { RunningSandbox } from '@dispatch/sandbox';
import type { EnvironmentChoice, SessionInfo } from '../../../shared/contract/calls';
import { keyKind, type ApiEnvironment } from '../../../shared/domain/keys';
import { createApiClient, type ApiClient } from '../api/client';
import { AppFailure, appFailure } from '../errors';
import { holdKeysOf } from '../keys/held-keys';
import { keychainAccount, originOfAccount, type KeyStore } from '../keys/key-store';
import { createMemoryKeyStore } from '../keys/memory';
import type { SettingsStore } from '../settings/settings-store';
import { apiEnvironmentOf, normaliseBaseUrl } from './environment';

/** What the app needs of the embedded sandbox. */
export type EmbeddedSandbox = Pick<RunningSandbox, 'apiBaseUrl' | 'demoKeys' | 'close'> & {
  /** False once the sandbox is gone (its process ended): the next call starts a new one. */
  isAlive?: () => boolean;
};

/** Makes the key store of one keychain account (see `keychainAccount`) for an API environment. */
export type KeyStoreFactory = (account: string, environment: ApiEnvironment) => KeyStore;

/** Options of `createSessionState`. */
export interface SessionStateOptions {
  settings: SettingsStore;
  makeKeyStore: KeyStoreFactory;
  /** Starts the embedded sandbox; called lazily, at most once at a time. */
  startEmbedded: () => Promise<EmbeddedSandbox>;
  /** The fetch the API clients use (default the global fetch). */
  fetch?: typeof fetch;
  /** An environment for this run only (never written to the settings); choosing one ends it. */
  environmentOverride?: EnvironmentChoice;
}

/** The session: environment, keys, clients. Every method may reject with an `AppFailure`. */
export interface SessionState {
  /** The environment in use (this run's override, else the saved one). */
  environment(): EnvironmentChoice;
  /** Chooses and saves an environment; ends this run's override. */
  setEnvironment(choice: EnvironmentChoice): void;
  /** The API client of the current environment and its key. */
  client(): Promise<ApiClient>;
  /** What the renderer may know of the session. */
  info(): Promise<SessionInfo>;
  /** The key in use, for the permission probe's decision "no key" (never leaves the main process). */
  hasKey(): Promise<boolean>;
  /** Saves a key for the current environment and origin (checked first: `key_rejected`). */
  saveKey(key: string): Promise<void>;
  /** Removes the key in use (a demo key is only forgotten; the keychain is left alone). */
  removeKey(): Promise<void>;
  /** Uses a demo account's public test key (embedded sandbox only). */
  useDemo(account: string): Promise<void>;
  /**
   * Every key this session has had in memory since it was created (read from the keychain, saved,
   * or a demo account's), removed ones included: the keys the scrubber takes out of whatever leaves
   * the main process (keys/held-keys.ts, docs/api.md §Keys and environments). Never sent anywhere.
   */
  secrets(): string[];
  /** Stops the embedded sandbox if it was started, and ends the scrubbing of this session's keys. */
  close(): Promise<void>;
}

/** Creates the session state. Nothing starts until a method needs it (the sandbox, keytar). */
export function createSessionState(options: SessionStateOptions): SessionState {
  const { settings, makeKeyStore } = options;
  const demoStore = createMemoryKeyStore({ environment: 'sandbox' });
  let demoLoadedFor: string | null = null;
  const keychains = new Map<string, KeyStore>();
  const keyCache = new Map<string, string | null>();
  const clients = new Map<string, ApiClient>();
  const secrets = new Set<string>();
  const releaseSecrets = holdKeysOf(() => secrets);
  /** Notes a key that is now in memory (see `secrets`); returns it. */
  const held = <K extends string | null>(key: K): K => {
    if (key !== null && key !== '') secrets.add(key);
    return key;
  };
  let keychainUnavailable = false;
  let sandbox: Promise<EmbeddedSandbox> | null = null;
  let started: EmbeddedSandbox | null = null;
  let runEnvironment: EnvironmentChoice | null = options.environmentOverride ?? null;
  const environment = (): EnvironmentChoice => runEnvironment ?? settings.getEnvironment();

  function embeddedSandbox(): Promise<EmbeddedSandbox> {
    if (started?.isAlive?.() === false) {
      sandbox = null; // its process ended: start another (same seed, same demo keys)
      started = null;
    }
    if (!sandbox) {
      sandbox = options.startEmbedded().then(
        (running) => (started = running),
        (error: unknown) => {
          sandbox = null; // let the next call try again
          const detail = error instanceof Error ? error.message : String(error);
          throw appFailure('server_error', `The embedded sandbox could not start: ${detail}`);
        },
      );
    }
    return sandbox;
  }

  function keychainOf(account: string, apiEnvironment: ApiEnvironment): KeyStore {
    let store = keychains.get(account);
    if (!store) {
      store = makeKeyStore(account, apiEnvironment);
      keychains.set(account, store);
    }
    return store;
  }
  const keychainOfChoice = (choice: EnvironmentChoice) => {
    const account = keychainAccount(choice);
    return { account, store: keychainOf(account, apiEnvironmentOf(choice)) };
  };

  async function baseUrlOf(choice: EnvironmentChoice): Promise<string> {
    if (choice.kind === 'embedded') return normaliseBaseUrl((await embeddedSandbox()).apiBaseUrl);
    return normaliseBaseUrl(choice.baseUrl);
  }

  /** The demo key of the chosen demo account (embedded only), loading it from the sandbox when needed. */
  async function demoKey(): Promise<{ account: string; key: string } | null> {
    const account = settings.getDemoAccount();
    if (account === null) return null;
    if (demoLoadedFor !== account) {
      const demo = (await embeddedSandbox()).demoKeys.find((d) => d.account === account);
      if (!demo) {
        settings.setDemoAccount(null); // that account no longer exists in this sandbox
        return null;
      }
      await demoStore.save(held(demo.key));
      demoLoadedFor = account;
    }
    const key = await demoStore.read();
    return key === null ? null : { account, key };
  }

  /** The keychain key of an account (cached), or null when none is saved or the keychain is out of reach. */
  async function savedKey(account: string, store: KeyStore): Promise<string | null> {
    if (keyCache.has(account)) return keyCache.get(account) ?? null;
    try {
      const key = held(await store.read());
      keyCache.set(account, key);
      keychainUnavailable = false;
      return key;
    } catch (error) {
      if (error instanceof AppFailure && error.appError.kind === 'keychain_unavailable') {
        keychainUnavailable = true;
        return null;
      }
      throw error;
    }
  }

  async function currentKey(choice: EnvironmentChoice) {
    if (choice.kind === 'embedded') {
      const demo = await demoKey();
      if (demo) return { key: demo.key, demoAccount: demo.account, saved: false };
    }
    const { account, store } = keychainOfChoice(choice);
    const key = await savedKey(account, store);
    return { key, demoAccount: null, saved: key !== null };
  }

  /**
   * The client of the current environment. Clients are kept per (keychain account, v1 root), and each
   * asks for the key of the environment it was made for: a request that started before a switch can
   * never carry the new environment's key to the old server (or a live key to a custom one).
   */
  async function client(): Promise<ApiClient> {
    const choice = environment();
    const baseUrl = await baseUrlOf(choice);
    const id = `${keychainAccount(choice)} ${baseUrl}`;
    let api = clients.get(id);
    if (!api) {
      api = createApiClient({
        baseUrl,
        fetch: options.fetch,
        getKey: async () => (await currentKey(choice)).key,
        ...(choice.kind === 'embedded' ? { server: 'embedded' as const } : {}),
      });
      clients.set(id, api);
    }
    return api;
  }

  /** Other origins of the same kind of environment that hold a saved key (named, never sent here). */
  function savedElsewhere(choice: EnvironmentChoice): string[] {
    if (choice.kind === 'embedded') return [];
    const prefix = `${choice.kind === 'production' ? 'production' : 'sandbox'}:`;
    const here = keychainAccount(choice);
    return settings
      .getKeyAccounts()
      .filter((account) => account.startsWith(prefix) && account !== here)
      .map(originOfAccount)
      .filter((origin): origin is string => origin !== null);
  }

  async function info(): Promise<SessionInfo> {
    const choice = environment();
    const baseUrl = await baseUrlOf(choice);
    const key = await currentKey(choice);
    const demoAccounts =
      choice.kind === 'embedded'
        ? (await embeddedSandbox()).demoKeys.map((d) => ({
            id: d.account,
            label: d.label,
            description: d.description,
          }))
        : [];
    return {
      environment: {
        ...choice,
        apiEnvironment: apiEnvironmentOf(choice),
        baseUrl,
        origin: new URL(baseUrl).origin,
      },
      key: {
        saved: key.saved,
        kind: key.key === null ? null : keyKind(key.key),
        last4: key.key === null ? null : key.key.slice(-4),
        demoAccount: key.demoAccount,
        savedElsewhere: key.key === null ? savedElsewhere(choice) : [],
        keychainUnavailable,
      },
      demoAccounts,
    };
  }

  async function forgetDemo() {
    settings.setDemoAccount(null);
    demoLoadedFor = null;
    await demoStore.remove();
  }

  return {
    environment,
    setEnvironment(choice) {
      runEnvironment = null;
      settings.setEnvironment(choice);
    },
    client,
    info,
    async hasKey() {
      return (await currentKey(environment())).key !== null;
    },
    async saveKey(key) {
      const choice = environment();
      const { account, store } = keychainOfChoice(choice);
      await store.save(key); // validates the key for the environment first: key_rejected
      keyCache.set(account, held(key));
      settings.setKeyAccount(account, true);
      if (choice.kind === 'embedded') await forgetDemo();
    },
    async removeKey() {
      const choice = environment();
      if (choice.kind === 'embedded' && settings.getDemoAccount() !== null) {
        // The key in use is the demo key: forget it and leave the keychain alone (it may hold
        // a test key of its own, shown once the demo key is gone, or may not be reachable at all).
        await forgetDemo();
        return;
      }
      const { account, store } = keychainOfChoice(choice);
      keyCache.delete(account);
      await store.remove();
      keyCache.set(account, null);
      settings.setKeyAccount(account, false);
    },
    async useDemo(account) {
      if (environment().kind !== 'embedded') {
        throw appFailure(
          'invalid_input',
          'Demo accounts exist only in the embedded sandbox: switch to it first.',
          [{ path: 'account', code: 'invalid_value' }],
        );
      }
      const demo = (await embeddedSandbox()).demoKeys.find((d) => d.account === account);
      if (!demo) {
        throw appFailure('invalid_input', `There is no demo account named "${account}".`, [
          { path: 'account', code: 'invalid_value' },
        ]);
      }
      await demoStore.save(held(demo.key));
      demoLoadedFor = account;
      settings.setDemoAccount(account);
    },
    secrets: () => [...secrets],
    async close() {
      releaseSecrets();
      const running = sandbox;
      sandbox = null;
      started = null;
      if (running) await running.then((s) => s.close()).catch(() => undefined);
    },
  };
}
