import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '../../../../shared/contract/calls';
import { describedBy, FieldMessage } from '../../../shared/FieldMessage';
import type { SessionChange } from '../../../shared/session/sessionQueries';
import { environmentLabel } from '../model/describeSession';
import { checkKey, type KeyProblem } from '../model/keyCheck';

/** The removal question (a react-aria modal dialog): its own chunk, loaded when it is asked. */
const ConfirmDialog = lazy(() =>
  import('../../../shared/dialog/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** Props of KeyForm: the session (its environment, the key in use), and how to change its key. */
export interface KeyFormProps {
  session: SessionInfo;
  busy: boolean;
  /** Called with `keys.save` and a key that passed the form check (trimmed), or with `keys.remove`. */
  onChange: (change: SessionChange) => void;
  /** The id prefix of the form's fields (two forms may be on one page). */
  idPrefix?: string;
}

/**
 * Paste an API key into a password field (never shown again: the field is emptied as the key is sent
 * to main, which checks it again and stores it in the OS keychain), or remove the key in use ("Remove
 * key", offered while a key is saved or a demo key is in use: a demo key is only forgotten, a key saved
 * in the keychain is removed after a question, ConfirmDialog). The key's form and kind are checked
 * first (../model/keyCheck.ts; `production` takes live keys, `sandbox` test keys, docs/api.md §Keys and
 * environments): a refused key is never sent.
 */
export function KeyForm({ session, busy, onChange, idPrefix = 'api-key' }: KeyFormProps) {
  const { t } = useTranslation('session');
  const environment = session.environment.apiEnvironment;
  const { saved, demoAccount, last4 } = session.key;
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState<KeyProblem | null>(null);
  const problems: Record<KeyProblem, string> = {
    empty: t('keyForm.empty'),
    notAKey: environment === 'production' ? t('keyForm.notALiveKey') : t('keyForm.notATestKey'),
    testInProduction: t('keyForm.testInProduction'),
    liveInSandbox: t('keyForm.liveInSandbox'),
  };
  const message = problem === null ? null : problems[problem];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkKey(key, environment);
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    setKey('');
    onChange({ name: 'keys.save', input: { key: checked.key } });
  };
  const remove = () => {
    if (demoAccount !== null) onChange({ name: 'keys.remove', input: {} });
    else setConfirmRemove(true);
  };

  const fieldId = idPrefix;
  const errorId = `${idPrefix}-error`;
  return (
    <>
      <form className="key-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={fieldId}>{t('keyForm.label')}</label>
          <input
            id={fieldId}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={key}
            placeholder={environment === 'production' ? 'fx_live_…' : 'test_fx_…'}
            onChange={(event) => setKey(event.target.value)}
            {...describedBy(errorId, message)}
          />
          <FieldMessage id={errorId} message={message} />
        </div>
        <div className="actions">
          <button type="submit" className="primary" disabled={busy}>
            {t('keyForm.save')}
          </button>
          <button type="button" disabled={busy || !(saved || demoAccount !== null)} onClick={remove}>
            {t('keyForm.remove')}
          </button>
        </div>
      </form>
      {confirmRemove ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('removeDialog.title')}
            body={
              last4 === null
                ? t('removeDialog.body', { environment: environmentLabel(session, t) })
                : t('removeDialog.bodyLast4', { environment: environmentLabel(session, t), last4 })
            }
            confirmLabel={t('removeDialog.confirm')}
            cancelLabel={t('removeDialog.cancel')}
            onClose={() => setConfirmRemove(false)}
            onConfirm={() => onChange({ name: 'keys.remove', input: {} })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
