/**
 * The embedded sandbox's demo accounts in the UI language. Main names them in English
 * (`SessionInfo.demoAccounts`: id, label, description); the words shown come from the `session`
 * catalog by the account's id, and main's English only for an id this version does not know.
 */
import type { TFunction } from 'i18next';
import type { SessionInfo } from '../../../../shared/contract/calls';

/** One demo account as main gives it. */
export type DemoAccount = SessionInfo['demoAccounts'][number];

/** The label ("Shipper") and description of a demo account, in the UI language. */
export function demoAccountText(
  account: DemoAccount,
  t: TFunction<'session'>,
): { label: string; description: string } {
  switch (account.id) {
    case 'shipper':
      return { label: t('demoAccounts.shipper.label'), description: t('demoAccounts.shipper.description') };
    case 'carrier':
      return { label: t('demoAccounts.carrier.label'), description: t('demoAccounts.carrier.description') };
    case 'listings-only':
      return {
        label: t('demoAccounts.listingsOnly.label'),
        description: t('demoAccounts.listingsOnly.description'),
      };
    case 'revoked':
      return { label: t('demoAccounts.revoked.label'), description: t('demoAccounts.revoked.description') };
    default:
      return { label: account.label, description: account.description };
  }
}
