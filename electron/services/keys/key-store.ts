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
 * The keychain account for an environment:
 * - `production` for the production exchange (one live key per user, whatever URL it is reached at);
 * - `sandbox:embedded` for the sandbox the app starts itself (its port changes every run);
 * - `sandbox:<baseUrl>` for a custom server (a sandbox elsewhere), one key per server root.
 */
export function keychainAccount(environment: EnvironmentChoice): string {
  switch (environment.kind) {
    case 'production':
      return 'production';
    case 'embedded':
      return 'sandbox:embedded';
    case 'custom':
      return `sandbox:${environment.baseUrl.replace(/\/+$/, '')}`;
  }
}
