/**
 * A real keychain roundtrip through `createKeychainKeyStore` and keytar. On Linux it starts its own
 * private D-Bus session and gnome-keyring (Secret Service) with their files in a temp dir, so it
 * touches neither the user's keyring nor a shared bus; elsewhere it uses the OS keychain directly.
 * The env changes below stay in this file's Vitest worker.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivateKeyring, type PrivateKeyring } from '../../../build/private-keyring';
import { createKeychainKeyStore } from './keychain';

const TEST_KEY = 'test_fx_' + 'Keychain0Roundtrip1Test2Key3abcd'.slice(0, 32);
const ACCOUNT = `sandbox:integration-test-${process.pid}`;
let keyring: PrivateKeyring | null = null;

describe('keychain roundtrip (real keytar)', () => {
  beforeAll(async () => {
    if (process.platform !== 'linux') return;
    // resolves once the keyring is unlocked (build/private-keyring.ts): the first save needs no retry
    keyring = await startPrivateKeyring();
    // Must be set before keytar (libsecret) first talks to the bus: the store loads keytar lazily.
    Object.assign(process.env, keyring.env);
  }, 30_000);

  afterAll(async () => {
    await keyring?.stop();
  });

  it('saves, reads and deletes a test key', async () => {
    const store = createKeychainKeyStore({ account: ACCOUNT, environment: 'sandbox' });
    expect(await store.read()).toBeNull();
    await store.save(TEST_KEY);
    expect(await store.read()).toBe(TEST_KEY);
    await store.remove();
    expect(await store.read()).toBeNull();
  }, 15_000);
});
