import type { TFunction } from 'i18next';
import type { SessionInfo } from '../../../../shared/contract/calls';
import { demoAccountText } from './demoAccounts';

/** The environment in words: "Demo sandbox" for the embedded sandbox, else the base URL's host. */
export function environmentLabel(session: SessionInfo, t: TFunction<'session'>): string {
  const { environment } = session;
  if (environment.kind === 'embedded') return t('environment.embedded');
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
export function keyStatusLabel(session: SessionInfo, t: TFunction<'session'>): string {
  const { key, demoAccounts } = session;
  if (key.demoAccount) {
    const account = demoAccounts.find((a) => a.id === key.demoAccount);
    return t('key.demo', { account: account ? demoAccountText(account, t).label : key.demoAccount });
  }
  if (!key.saved) return t('key.none');
  if (key.kind === 'live') return t('key.liveSaved');
  if (key.kind === 'test') return t('key.testSaved');
  return t('key.saved');
}
