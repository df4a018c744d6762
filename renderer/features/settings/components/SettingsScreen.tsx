import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../shared/ErrorAlert';
import { sessionQueries, useSessionChange } from '../../../shared/session/sessionQueries';
import { toAppError } from '../../../shared/transport';
import { environmentLabel } from '../model/describeSession';
import { EnvironmentForm } from './EnvironmentForm';
import { KeychainWarning } from './KeychainWarning';
import { DesktopSection } from './DesktopSection';
import { KeySection } from './KeySection';
import { MyTrucksSection } from './MyTrucksSection';
import { PermissionTable } from './PermissionTable';
import { HomeCountryChoice, LanguageChoice, ThemeChoiceGroup } from './PreferenceChoices';
import { SessionChangeError } from './SessionChangeError';
import { WatchSection } from './WatchSection';
import './settings.css';

/**
 * The Settings screen (loaded lazily by its route; docs/api.md §Keys and
 * environments): a keychain warning up front when the OS keychain cannot be reached, the API key of
 * the current environment, the permission probe, the environment, the watch (docs/watch.md), the language
 * and the theme. Every
 * session change restarts the lists at page 1 (renderer/shared/session).
 */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const { t: ts } = useTranslation('session');
  const session = useQuery(sessionQueries.info());
  const change = useSessionChange();
  const info = session.data;
  const busy = change.isPending;

  return (
    <div className="screen settings-screen">
      <h1 className="screen-title">{t('title')}</h1>
      <QueryErrorAlert query={session} context="session" />
      {session.isPending ? <p role="status">{t('loading')}</p> : null}
      {info ? (
        <>
          {info.key.keychainUnavailable ? <KeychainWarning /> : null}
          {change.isError ? (
            <SessionChangeError
              error={toAppError(change.error)}
              environment={info.environment.apiEnvironment}
            />
          ) : null}
          <section className="settings-section">
            <h2 id="settings-key">{t('key.title')}</h2>
            <KeySection session={info} busy={busy} onChange={(c) => change.mutate(c)} />
          </section>
          <section className="settings-section">
            <h2 id="settings-probe">{t('probe.title')}</h2>
            <PermissionTable session={info} />
          </section>
          <section className="settings-section">
            <h2 id="settings-environment">{t('environment.title')}</h2>
            <p>
              {t('environment.current', {
                environment: environmentLabel(info, ts),
                url: info.environment.baseUrl,
              })}
            </p>
            <p className="muted">{t('environment.keysStay')}</p>
            <EnvironmentForm
              key={JSON.stringify(info.environment)}
              current={info.environment}
              busy={busy}
              idPrefix="settings-"
              onSave={(choice) => change.mutate({ name: 'settings.setEnvironment', input: choice })}
            />
          </section>
          <section className="settings-section" aria-labelledby="settings-watch">
            <h2 id="settings-watch">{t('watch.title')}</h2>
            <WatchSection />
          </section>
          <section className="settings-section" aria-labelledby="settings-trucks">
            <h2 id="settings-trucks">{t('trucks.title')}</h2>
            <MyTrucksSection />
          </section>
          <DesktopSection />
          <section className="settings-section">
            <h2 id="settings-home">{t('home.title')}</h2>
            <HomeCountryChoice />
          </section>
          <section className="settings-section">
            <h2 id="settings-look">{t('look.title')}</h2>
            <LanguageChoice />
            <ThemeChoiceGroup />
          </section>
        </>
      ) : null}
    </div>
  );
}
