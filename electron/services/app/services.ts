/**
 * The app services: every call of the renderer-main contract (shared/contract/calls.ts), implemented
 * over the settings file, the key stores and the rate-aware API client. Plain Node: the Electron host
 * binds these handlers over IPC, the browser host over loopback HTTP, both through `invokeCall`.
 *
 * Keys: for `production` and `custom` the key is the keychain's (account per environment, see
 * keys/key-store.ts). For `embedded` a chosen demo account wins: its public test key is looked up in
 * the running sandbox, held in memory only, and the account NAME is kept in the settings so the
 * choice survives a restart; otherwise a test key saved in the keychain is used. Saving a key in
 * `embedded` forgets the demo choice (the saved key would otherwise be hidden behind it).
 * If the keychain cannot be reached when a key is READ, calls go without a key (public routes still
 * work) and the session reports no saved key; saving or removing reports `keychain_unavailable`.
 */
import type {
  CallName,
  CallOutput,
  EnvironmentChoice,
  ParsedCallInput,
  SessionInfo,
} from '../../../shared/contract/calls';
import { keyKind, type ApiEnvironment } from '../../../shared/domain/keys';
import type { RunningSandbox } from '../../../sandbox/index';
import { createApiClient, type ApiClient } from '../api/client';
import { AppFailure, appFailure } from '../errors';
import { createKeychainKeyStore } from '../keys/keychain';
import { keychainAccount, type KeyStore } from '../keys/key-store';
import { createMemoryKeyStore } from '../keys/memory';
import { createSettingsStore, type SettingsProblem } from '../settings/settings-store';
import { apiEnvironmentOf, normaliseBaseUrl } from './environment';

/** One handler per contract call: takes the parsed input, resolves the call's output, rejects on failure. */
export type Handlers = { [N in CallName]: (input: ParsedCallInput<N>) => Promise<CallOutput<N>> };

/** What the app needs of the embedded sandbox. */
export type EmbeddedSandbox = Pick<RunningSandbox, 'apiBaseUrl' | 'demoKeys' | 'close'>;

/** Makes the key store of one keychain account (see `keychainAccount`) for an API environment. */
export type KeyStoreFactory = (account: string, environment: ApiEnvironment) => KeyStore;

/** Options of `createAppServices`. */
export interface AppServicesOptions {
  /** Directory of the settings file (default: the OS config dir of `dispatch`). */
  settingsDir?: string;
  /** Key stores per keychain account (default: the OS keychain through keytar). */
  keyStore?: KeyStoreFactory;
  /**
   * Starts the embedded sandbox (default `startSandbox({ port: 0, tickSeconds: embeddedTickSeconds })`);
   * called lazily, at most once at a time.
   */
  startEmbeddedSandbox?: () => Promise<EmbeddedSandbox>;
  /** Seconds between market steps of the default embedded sandbox (default `DEMO_TICK_SECONDS`; 0 = still). */
  embeddedTickSeconds?: number;
  /** The fetch the API client uses (default the global fetch). */
  fetch?: typeof fetch;
  /**
   * An environment for this run only (the browser host's `--api URL`), used instead of the saved one
   * and never written to the settings; choosing an environment in the app ends it.
   */
  environmentOverride?: EnvironmentChoice;
}

/** The running services. */
export interface AppServices {
  handlers: Handlers;
  /** Set when the settings file found at start was unusable and was kept aside (see settings-store.ts). */
  settingsProblem: SettingsProblem | null;
  /** Stops the embedded sandbox if it was started. */
  close(): Promise<void>;
}

/** How often the demo's embedded market takes a step, in seconds: gentle enough to read a page. */
export const DEMO_TICK_SECONDS = 30;

/** Starts the embedded sandbox on a free loopback port; `tickSeconds` 0 holds the market still. */
async function startEmbeddedSandboxWith(tickSeconds: number): Promise<EmbeddedSandbox> {
  const { startSandbox } = await import('../../../sandbox/index');
  return startSandbox({ port: 0, tickSeconds });
}

/** Creates the services. Nothing is started until a handler needs it (the sandbox, keytar). */
export function createAppServices(options: AppServicesOptions = {}): AppServices {
  const settings = createSettingsStore(options.settingsDir ? { cwd: options.settingsDir } : {});
  const makeKeyStore: KeyStoreFactory =
    options.keyStore ?? ((account, environment) => createKeychainKeyStore({ account, environment }));
  const startEmbedded =
    options.startEmbeddedSandbox ??
    (() => startEmbeddedSandboxWith(options.embeddedTickSeconds ?? DEMO_TICK_SECONDS));
  const demoStore = createMemoryKeyStore({ environment: 'sandbox' });
  let demoLoadedFor: string | null = null;
  const keychains = new Map<string, KeyStore>();
  const keyCache = new Map<string, string | null>();
  const clients = new Map<string, ApiClient>();
  let sandbox: Promise<EmbeddedSandbox> | null = null;
  let runEnvironment: EnvironmentChoice | null = options.environmentOverride ?? null;
  const currentEnvironment = (): EnvironmentChoice => runEnvironment ?? settings.getEnvironment();

  function embeddedSandbox(): Promise<EmbeddedSandbox> {
    if (!sandbox) {
      sandbox = startEmbedded().catch((error: unknown) => {
        sandbox = null; // let the next call try again
        const detail = error instanceof Error ? error.message : String(error);
        throw appFailure('server_error', `The embedded sandbox could not start: ${detail}`);
      });
    }
    return sandbox;
  }

  function keychainOf(choice: EnvironmentChoice): { account: string; store: KeyStore } {
    const account = keychainAccount(choice);
    let store = keychains.get(account);
    if (!store) {
      store = makeKeyStore(account, apiEnvironmentOf(choice));
      keychains.set(account, store);
    }
    return { account, store };
  }

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
      await demoStore.save(demo.key);
      demoLoadedFor = account;
    }
    const key = await demoStore.read();
    return key === null ? null : { account, key };
  }

  /** The keychain key of an environment (cached), or null when none is saved or the keychain is out of reach. */
  async function savedKey(choice: EnvironmentChoice): Promise<string | null> {
    const { account, store } = keychainOf(choice);
    if (keyCache.has(account)) return keyCache.get(account) ?? null;
    try {
      const key = await store.read();
      keyCache.set(account, key);
      return key;
    } catch (error) {
      if (error instanceof AppFailure && error.appError.kind === 'keychain_unavailable') return null;
      throw error;
    }
  }

  async function currentKey(choice: EnvironmentChoice) {
    if (choice.kind === 'embedded') {
      const demo = await demoKey();
      if (demo) return { key: demo.key, demoAccount: demo.account, saved: false };
    }
    const key = await savedKey(choice);
    return { key, demoAccount: null, saved: key !== null };
  }

  /**
   * The client of the current environment. Clients are kept per (keychain account, v1 root), and each
   * asks for the key of the environment it was made for: a request that started before a switch can
   * never carry the new environment's key to the old server (or a live key to a custom one).
   */
  async function client(): Promise<ApiClient> {
    const choice = currentEnvironment();
    const baseUrl = await baseUrlOf(choice);
    const id = `${keychainAccount(choice)} ${baseUrl}`;
    let api = clients.get(id);
    if (!api) {
      api = createApiClient({
        baseUrl,
        fetch: options.fetch,
        getKey: async () => (await currentKey(choice)).key,
      });
      clients.set(id, api);
    }
    return api;
  }

  async function session(): Promise<SessionInfo> {
    const choice = currentEnvironment();
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
      environment: { ...choice, apiEnvironment: apiEnvironmentOf(choice), baseUrl },
      key: {
        saved: key.saved,
        kind: key.key === null ? null : keyKind(key.key),
        demoAccount: key.demoAccount,
      },
      demoAccounts,
    };
  }

  async function forgetDemo() {
    settings.setDemoAccount(null);
    demoLoadedFor = null;
    await demoStore.remove();
  }

  const handlers: Handlers = {
    'session.get': () => session(),
    'settings.setEnvironment': async (environment) => {
      runEnvironment = null;
      settings.setEnvironment(environment);
      return session();
    },
    'keys.save': async ({ key }) => {
      const choice = currentEnvironment();
      const { account, store } = keychainOf(choice);
      await store.save(key); // validates the key for the environment first: key_rejected
      keyCache.set(account, key);
      if (choice.kind === 'embedded') await forgetDemo();
      return session();
    },
    'keys.remove': async () => {
      const choice = currentEnvironment();
      if (choice.kind === 'embedded' && settings.getDemoAccount() !== null) {
        // The key in use is the demo key: forget it and leave the keychain alone (it may hold
        // a test key of its own, shown once the demo key is gone, or may not be reachable at all).
        await forgetDemo();
        return session();
      }
      const { account, store } = keychainOf(choice);
      keyCache.delete(account);
      await store.remove();
      keyCache.set(account, null);
      return session();
    },
    'keys.useDemo': async ({ account }) => {
      if (currentEnvironment().kind !== 'embedded') {
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
      await demoStore.save(demo.key);
      demoLoadedFor = account;
      settings.setDemoAccount(account);
      return session();
    },
    'listings.search': async ({ filters, cursor, limit }) =>
      (await client()).searchListings(filters, { cursor, limit }),
    'listings.get': async ({ ref }) => (await client()).getListing(ref),
    'places.search': async ({ q }) => (await client()).searchPlaces(q),
    'events.types': async () => (await client()).eventTypes(),
  };

  return {
    handlers,
    settingsProblem: settings.problem,
    async close() {
      const running = sandbox;
      sandbox = null;
      if (running) await running.then((s) => s.close()).catch(() => undefined);
    },
  };
}
