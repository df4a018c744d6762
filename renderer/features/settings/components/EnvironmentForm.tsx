import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnvironmentChoice, SessionInfo } from '../../../../shared/contract/calls';
import { environmentSchema } from '../../../../shared/contract/session';
import { describedBy, FieldMessage } from '../../../shared/FieldMessage';

/** Props of EnvironmentForm: the current environment and what to do with a valid new choice. */
export interface EnvironmentFormProps {
  current: SessionInfo['environment'];
  busy: boolean;
  onSave: (choice: EnvironmentChoice) => void;
  /** Prefixed to the form's ids and radio name (two forms may be on one page). */
  idPrefix?: string;
}

type Kind = EnvironmentChoice['kind'];

const KINDS: Kind[] = ['embedded', 'production', 'custom'];

/**
 * Choose where the app talks to (contract `environmentSchema`): the embedded demo sandbox, production
 * (https base URL) or a custom URL. Saving calls `settings.setEnvironment`.
 */
export function EnvironmentForm({ current, busy, onSave, idPrefix = '' }: EnvironmentFormProps) {
  const { t } = useTranslation('session');
  const kindLabels: Record<Kind, string> = {
    embedded: t('environment.embedded'),
    production: t('environment.production'),
    custom: t('environment.custom'),
  };
  const [kind, setKind] = useState<Kind>(current.kind);
  const [baseUrl, setBaseUrl] = useState(current.kind === 'embedded' ? '' : current.baseUrl);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const candidate = kind === 'embedded' ? { kind } : { kind, baseUrl: baseUrl.trim() };
    const parsed = environmentSchema.safeParse(candidate);
    if (!parsed.success) {
      setProblem(
        kind === 'embedded'
          ? t('environment.choose')
          : kind === 'production'
            ? t('environment.productionUrlProblem')
            : t('environment.customUrlProblem'),
      );
      return;
    }
    setProblem(null);
    onSave(parsed.data);
  };

  return (
    <form className="environment-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('environment.legend')}</legend>
        {KINDS.map((k) => (
          <label key={k} className="check">
            <input
              type="radio"
              name={`${idPrefix}environment`}
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
            />
            {kindLabels[k]}
          </label>
        ))}
      </fieldset>
      {kind !== 'embedded' ? (
        <div className="field">
          <label htmlFor={`${idPrefix}base-url`}>{t('environment.baseUrl')}</label>
          <input
            id={`${idPrefix}base-url`}
            type="url"
            value={baseUrl}
            placeholder={kind === 'production' ? 'https://…/v1' : 'http://localhost:8080/v1'}
            onChange={(event) => setBaseUrl(event.target.value)}
            {...describedBy(`${idPrefix}base-url-error`, problem)}
          />
          <FieldMessage id={`${idPrefix}base-url-error`} message={problem} />
        </div>
      ) : null}
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('environment.save')}
        </button>
      </div>
    </form>
  );
}
