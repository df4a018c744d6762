import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldMessage } from '../../../shared/FieldMessage';

/** Props of MoveKeyForm: the origins holding a movable key, this environment's host, the action. */
export interface MoveKeyFormProps {
  /** `SessionInfo.key.movableFrom`: origins of the same kind of environment with a saved key. */
  movableFrom: string[];
  /** The current environment's host (`api.example.ro`), which the user must type to confirm. */
  host: string;
  busy: boolean;
  onMove: (input: { fromOrigin: string; confirmHost: string }) => void;
}

/**
 * Offers to move a key saved for another address to this one (`keys.move`; docs/api.md §Keys and
 * environments): a key is never sent to a new host unless the user confirms that host by typing its
 * name, which is checked here before the call (main checks again).
 */
export function MoveKeyForm({ movableFrom, host, busy, onMove }: MoveKeyFormProps) {
  const { t } = useTranslation('settings');
  const [fromOrigin, setFromOrigin] = useState(movableFrom[0] ?? '');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== host) {
      setProblem(t('move.mismatch', { host }));
      return;
    }
    setProblem(null);
    onMove({ fromOrigin, confirmHost: host });
  };

  return (
    <form className="move-key-form" onSubmit={submit} noValidate>
      <h3>{t('move.title')}</h3>
      <p>{t('move.body', { host })}</p>
      {movableFrom.length > 1 ? (
        <div className="field">
          <label htmlFor="move-from">{t('move.from')}</label>
          <select id="move-from" value={fromOrigin} onChange={(event) => setFromOrigin(event.target.value)}>
            {movableFrom.map((origin) => (
              <option key={origin} value={origin}>
                {origin}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p>{t('move.fromOne', { origin: fromOrigin })}</p>
      )}
      <div className="field">
        <label htmlFor="move-confirm">{t('move.confirmLabel', { host })}</label>
        <input
          id="move-confirm"
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          {...describedBy('move-confirm-error', problem)}
        />
        <FieldMessage id="move-confirm-error" message={problem} />
      </div>
      <div className="actions">
        <button type="submit" disabled={busy}>
          {t('move.submit')}
        </button>
      </div>
    </form>
  );
}
