import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { calls } from '../../../../shared/contract/calls';
import { describedBy, FieldMessage } from '../../../shared/FieldMessage';

/** Props of KeyForm: whether a key is in use (saved, or a demo key), whether a call is running, and the two actions. */
export interface KeyFormProps {
  saved: boolean;
  busy: boolean;
  onSave: (key: string) => void;
  onRemove: () => void;
}

/**
 * Paste an API key (never shown again once saved: the renderer never holds it after sending it to
 * main, which checks its form and kind and stores it in the OS keychain), or remove the saved one.
 */
export function KeyForm({ saved, busy, onSave, onRemove }: KeyFormProps) {
  const { t } = useTranslation('session');
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = calls['keys.save'].input.safeParse({ key });
    if (!parsed.success) {
      setProblem(key.trim() === '' ? t('keyForm.empty') : t('keyForm.notAKey'));
      return;
    }
    setProblem(null);
    setKey('');
    onSave(parsed.data.key);
  };

  return (
    <form className="key-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="api-key">{t('keyForm.label')}</label>
        <input
          id="api-key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={key}
          onChange={(event) => setKey(event.target.value)}
          {...describedBy('api-key-error', problem)}
        />
        <FieldMessage id="api-key-error" message={problem} />
      </div>
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('keyForm.save')}
        </button>
        <button type="button" disabled={busy || !saved} onClick={onRemove}>
          {t('keyForm.remove')}
        </button>
      </div>
    </form>
  );
}
