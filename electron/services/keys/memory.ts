/**
 * A key store held in memory only: for the embedded sandbox's demo keys, which are public and must
 * not be written to the keychain or a file. Lost when the app quits.
 */
import type { ApiEnvironment } from '../../../shared/domain/keys';
import type { KeyStore } from './key-store';
import { assertKeyFits } from './validate';

/**
 * Creates an empty memory key store. With `environment`, `save` refuses (`key_rejected`) a key that
 * does not fit it, as the keychain store does.
 */
export function createMemoryKeyStore(options: { environment?: ApiEnvironment } = {}): KeyStore {
  let held: string | null = null;
  return {
    async read() {
      return held;
    },
    async save(key) {
      if (options.environment) assertKeyFits(key, options.environment);
      held = key;
    },
    async remove() {
      held = null;
    },
  };
}
