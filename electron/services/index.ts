/**
 * The main-process services, as the hosts use them: `createAppServices` builds the handlers of every
 * contract call, `invokeCall` runs one by name with untrusted input and never throws.
 */
export { createAppServices } from './app/services';
export type {
  AppServices,
  AppServicesOptions,
  CallContext,
  EmbeddedSandbox,
  Handlers,
  KeyStoreFactory,
} from './app/services';
export { invokeCall } from './app/invoke';
export { toAppError, AppFailure } from './errors';
export { ApiError } from './api/errors';
export { createApiClient } from './api/client';
export type {
  ApiClient,
  ApiClientOptions,
  GetOptions,
  GetParams,
  GetPath,
  GetResult,
  PageRequest,
} from './api/client';
export { createKeychainKeyStore } from './keys/keychain';
export { createMemoryKeyStore } from './keys/memory';
export { KEYCHAIN_SERVICE, keychainAccount, type KeyStore } from './keys/key-store';
export { createSettingsStore, type SettingsStore, type SettingsProblem } from './settings/settings-store';
