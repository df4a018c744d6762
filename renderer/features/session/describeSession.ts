import type { SessionInfo } from '../../../shared/contract/calls';

/** The environment in words: "Demo sandbox" for the embedded sandbox, else the base URL's host. */
export function environmentLabel(session: SessionInfo): string {
  const { environment } = session;
  if (environment.kind === 'embedded') return 'Demo sandbox';
  try {
    return new URL(environment.baseUrl).host;
  } catch {
    return environment.baseUrl;
  }
}

/**
 * The key status: "Demo key: Shipper", "No API key", "Test key saved" or "Live key saved". A demo
 * key is held in memory, not saved in the keychain (`saved` is false), so it is looked at first.
 */
export function keyStatusLabel(session: SessionInfo): string {
  const { key, demoAccounts } = session;
  if (key.demoAccount) {
    const account = demoAccounts.find((a) => a.id === key.demoAccount);
    return `Demo key: ${account?.label ?? key.demoAccount}`;
  }
  if (!key.saved) return 'No API key';
  if (key.kind === 'live') return 'Live key saved';
  if (key.kind === 'test') return 'Test key saved';
  return 'Key saved';
}
