import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../shared/ErrorAlert';
import { sessionQueries, useSessionChange } from '../../../shared/session/sessionQueries';
import { toAppError } from '../../../shared/transport';
import { environmentLabel, keyStatusLabel } from '../model/describeSession';
import { DemoKeyPicker } from './DemoKeyPicker';
import { EnvironmentForm } from './EnvironmentForm';
import { KeyForm } from './KeyForm';
import { SessionChangeError } from './SessionChangeError';
import './settings.css';

/**
 * The slim bar at the top: app name, environment, key status, the demo key picker (embedded sandbox
 * only) and the "API key" button that opens the connection panel (key and environment; Settings has
 * the same and more: moving a key, the permission probe); Escape in the panel, or on its button, closes it
 * and gives the focus back to the button (issue 53 §9, as a dialog closes). A change
 * restarts every list at page 1 (renderer/shared/session: cursors are bound to the key holder).
 */
export function SessionBar() {
  const { t } = useTranslation('session');
  const session = useQuery(sessionQueries.info());
  const change = useSessionChange();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  const info = session.data;
  const busy = change.isPending;

  return (
    <header className="session-bar">
      <div className="bar">
        <strong className="app-name">{t('appName')}</strong>
        {info ? (
          <>
            <span className="env" title={info.environment.baseUrl}>
              {environmentLabel(info, t)}
            </span>
            <span className="key-status">{keyStatusLabel(info, t)}</span>
            {info.environment.kind === 'embedded' && info.demoAccounts.length > 0 ? (
              <DemoKeyPicker
                accounts={info.demoAccounts}
                current={info.key.demoAccount}
                busy={busy}
                onUse={(account) => change.mutate({ name: 'keys.useDemo', input: { account } })}
              />
            ) : null}
          </>
        ) : session.isPending ? (
          <span className="muted">{t('loading')}</span>
        ) : null}
        <button
          ref={button}
          type="button"
          className="bar-button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          onKeyDown={closeOnEscape}
        >
          {t('keyButton')}
        </button>
      </div>
      <QueryErrorAlert query={session} context="session" />
      {change.isError && info ? (
        <SessionChangeError error={toAppError(change.error)} environment={info.environment.apiEnvironment} />
      ) : null}
      {open && info ? (
        // a key press inside the panel (its fields and buttons) bubbles here: Escape closes it
        <section className="connection-panel" aria-label={t('panel.label')} onKeyDown={closeOnEscape}>
          <KeyForm session={info} busy={busy} onChange={(c) => change.mutate(c)} />
          <EnvironmentForm
            key={JSON.stringify(info.environment)}
            current={info.environment}
            busy={busy}
            onSave={(choice) => change.mutate({ name: 'settings.setEnvironment', input: choice })}
          />
          <button type="button" onClick={() => setOpen(false)}>
            {t('panel.close')}
          </button>
        </section>
      ) : null}
    </header>
  );
}
