import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiEnvironment } from '../../../../shared/domain/keys';
import { describedBy, FieldMessage } from '../../../shared/FieldMessage';
import { checkKey, type KeyProblem } from '../model/keyCheck';

/** Props of KeyForm: the API environment (which kind of key it takes), key state, and the actions. */
export interface KeyFormProps {
  /** `production` takes live keys, `sandbox` test keys (docs/api.md §Keys and environments). */
  environment: ApiEnvironment;
  /** A key is in use (saved in the keychain, or a demo key): "Remove key" is offered. */
  inUse: boolean;
  busy: boolean;
  /** Called with a key that passed the form check (trimmed). */
  onSave: (key: string) => void;
  /** Called when the user asks to remove the key in use (the caller confirms when it must). */
  onRemove: () => void;
  /** The id prefix of the form's fields (two forms may be on one page). */
  idPrefix?: string;
}

/**
 * Paste an API key into a password field (never shown again: the field is emptied as the key is sent
 * to main, which checks it again and stores it in the OS keychain), or remove the key in use. The
 * key's form and kind are checked first (../model/keyCheck.ts): a refused key is never sent.
 */
export function KeyForm({ environment, inUse, busy, onSave, onRemove, idPrefix = 'api-key' }: KeyFormProps) {
  const { t } = useTranslation('session');
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
    onSave(checked.key);
  };

  const fieldId = idPrefix;
  const errorId = `${idPrefix}-error`;
  return (
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
        <button type="button" disabled={busy || !inUse} onClick={onRemove}>
          {t('keyForm.remove')}
        </button>
      </div>
    </form>
  );
}
