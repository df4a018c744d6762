/**
 * The private keyring is ready when `startPrivateKeyring` resolves: its default collection is
 * unlocked, so the first save of a test or of the e2e lab host cannot meet a locked collection (a CI
 * run of 27 Nov 2026 failed so). Linux only, like the keyring itself.
 */
import { describe, expect, it } from 'vitest';
import { defaultCollectionUnlocked, startPrivateKeyring } from './private-keyring';

describe.runIf(process.platform === 'linux')('the private keyring', () => {
  it('has its default collection unlocked as soon as it is started, and none once stopped', async () => {
    const keyring = await startPrivateKeyring();
    try {
      expect(await defaultCollectionUnlocked(keyring.env)).toBe(true);
    } finally {
      await keyring.stop();
    }
    expect(await defaultCollectionUnlocked(keyring.env)).toBe(false);
  }, 30_000);
});
