import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '../../../../shared/contract/calls';
import { useLocale } from '../../../shared/format/useLocale';
import type { SessionChange } from '../../../shared/session/sessionQueries';
import { environmentLabel, keyStatusLabel } from '../model/describeSession';
import { DemoKeyPicker } from './DemoKeyPicker';
import { KeyForm } from './KeyForm';

/** Props of KeySection: the session, whether a change is running, and how to make one. */
export interface KeySectionProps {
  session: SessionInfo;
  busy: boolean;
  onChange: (change: SessionChange) => void;
}

/**
 * The API key of the current environment (docs/api.md §Keys and environments): which environment's
 * key is shown, its status and last 4 characters, the paste/replace form, removal after a question
 * (a demo key is only forgotten), a plain sentence when a key is saved for another address only (a
 * key never follows a change of address: it is pasted again), and the demo accounts (embedded sandbox
 * only).
 */
export function KeySection({ session, busy, onChange }: KeySectionProps) {
  const { t } = useTranslation('settings');
  const { t: ts } = useTranslation('session');
  const locale = useLocale();
  const { key, environment } = session;
  const where = environmentLabel(session, ts);
  const host = environment.kind === 'embedded' ? null : new URL(environment.baseUrl).host;

  return (
    <>
      <p className="key-summary">
        <span>{t('key.forEnvironment', { environment: where })}</span>{' '}
        <strong className="key-state">{keyStatusLabel(session, ts)}</strong>
        {key.last4 !== null ? (
          <>
            {' '}
            <span className="key-last4">{t('key.last4', { last4: key.last4 })}</span>
          </>
        ) : null}
      </p>
      <p className="muted">{t('key.boundToHost')}</p>
      <KeyForm session={session} busy={busy} idPrefix="settings-api-key" onChange={onChange} />
      {host !== null && key.kind === null && key.savedElsewhere.length > 0 ? (
        <p className="key-elsewhere">
          {t('key.savedElsewhere', {
            origins: new Intl.ListFormat(locale, { type: 'conjunction' }).format(key.savedElsewhere),
            host,
            count: key.savedElsewhere.length,
          })}
        </p>
      ) : null}
      {environment.kind === 'embedded' && session.demoAccounts.length > 0 ? (
        <div className="demo-accounts">
          <h3>{t('demo.title')}</h3>
          <p>{t('demo.body')}</p>
          <DemoKeyPicker
            accounts={session.demoAccounts}
            current={key.demoAccount}
            busy={busy}
            idSuffix="-settings"
            onUse={(account) => onChange({ name: 'keys.useDemo', input: { account } })}
          />
        </div>
      ) : null}
    </>
  );
}
