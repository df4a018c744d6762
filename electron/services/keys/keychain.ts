/**
 * The OS keychain key store, over keytar (macOS Keychain, Windows Credential Manager, the Secret
 * Service on Linux). keytar is a CommonJS native module: it is loaded lazily, on first use, so a
 * missing or broken keychain becomes a typed `keychain_unavailable` error instead of a crash at import.
 */
import { createRequire } from 'node:module';
import type { ApiEnvironment } from '../../../shared/domain/keys';
import { appFailure, type AppFailure } from '../errors';
import { KEYCHAIN_SERVICE, type KeyStore } from './key-store';
import { assertKeyFits } from './validate';

/** The part of keytar we use. */
export interface KeytarModule {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/** Options of `createKeychainKeyStore`. */
export interface KeychainKeyStoreOptions {
  /** The keychain account (see `keychainAccount` in key-store.ts), e.g. `production`. */
  account: string;
  /** The environment the key is for: decides which kind of key `save` accepts. */
  environment: ApiEnvironment;
  /** The keychain service name (default `KEYCHAIN_SERVICE`). */
  service?: string;
  /** Loads keytar (default: `require('keytar')` on first use). Tests inject a stub. */
  loadKeytar?: () => KeytarModule;
}

/** Loads the real keytar through a CommonJS require, at call time. */
function loadKeytar(): KeytarModule {
  return createRequire(import.meta.url)('keytar') as KeytarModule;
}

function unavailable(error: unknown): AppFailure {
  const detail = error instanceof Error ? error.message : String(error);
  return appFailure('keychain_unavailable', `The system keychain could not be reached: ${detail}`);
}

/**
 * A key store over the OS keychain, one entry (service, account). `save` checks the key's form and
 * kind first (`key_rejected`: nothing is saved); any keychain failure, including keytar failing to
 * load, rejects `keychain_unavailable`. The key is never logged and never written to a file.
 */
export function createKeychainKeyStore(options: KeychainKeyStoreOptions): KeyStore {
  const service = options.service ?? KEYCHAIN_SERVICE;
  const load = options.loadKeytar ?? loadKeytar;
  let keytar: KeytarModule | null = null;

  async function run<T>(op: (k: KeytarModule) => Promise<T>): Promise<T> {
    try {
      keytar ??= load();
      return await op(keytar);
    } catch (error) {
      throw unavailable(error);
    }
  }

  return {
    read: () => run((k) => k.getPassword(service, options.account)),
    async save(key) {
      assertKeyFits(key, options.environment);
      await run((k) => k.setPassword(service, options.account, key));
    },
    async remove() {
      await run((k) => k.deletePassword(service, options.account));
    },
  };
}
