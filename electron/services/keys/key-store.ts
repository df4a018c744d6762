/**
 * Where the API key of one environment is kept. Keys live in the OS keychain (keychain.ts) or, for
 * the embedded sandbox's public demo keys, in memory (memory.ts); never in a file, never in a log.
 */
import type { EnvironmentChoice } from '../../../shared/contract/calls';

/** The key of one environment. Every method may reject with an `AppFailure` (see each store). */
export interface KeyStore {
  /** The saved key, or null when none is saved. */
  read(): Promise<string | null>;
  /** Saves `key`, replacing any saved one; rejects `key_rejected` for a key of the wrong form or kind. */
  save(key: string): Promise<void>;
  /** Forgets the saved key (no error when there is none). */
  remove(): Promise<void>;
}

/** The keychain service name under which every Dispatch key is saved. */
export const KEYCHAIN_SERVICE = 'Dispatch — Freight Exchange';

/**
 * The keychain account of an environment: a saved key belongs to one environment AND one origin, so
 * no change of environment or URL can ever send it to another host (docs/api.md §Keys and
 * environments; the threat: a local process switching the production URL to its own server).
 * - `production:<origin>` for the production exchange at that origin (live keys);
 * - `sandbox:embedded` for the sandbox the app starts itself (loopback, its port changes every run);
 * - `sandbox:<origin>` for a custom server (a sandbox elsewhere; test keys).
 * Throws a TypeError for a base URL that is not a URL (the contract refuses those first).
 */
export function keychainAccount(environment: EnvironmentChoice): string {
  switch (environment.kind) {
    case 'production':
      return `production:${new URL(environment.baseUrl).origin}`;
    case 'embedded':
      return 'sandbox:embedded';
    case 'custom':
      return `sandbox:${new URL(environment.baseUrl).origin}`;
  }
}

/** The origin a keychain account is bound to (`https://api.example`), or null for the embedded sandbox's. */
export function originOfAccount(account: string): string | null {
  const match = /^(?:production|sandbox):(.+)$/.exec(account);
  return match && match[1] !== 'embedded' ? match[1]! : null;
}
