import { useState, type FormEvent } from 'react';
import {
  environmentSchema,
  type EnvironmentChoice,
  type SessionInfo,
} from '../../../../shared/contract/calls';
import { describedBy, FieldMessage } from '../../../shared/FieldMessage';

/** Props of EnvironmentForm: the current environment and what to do with a valid new choice. */
export interface EnvironmentFormProps {
  current: SessionInfo['environment'];
  busy: boolean;
  onSave: (choice: EnvironmentChoice) => void;
}

type Kind = EnvironmentChoice['kind'];

const KIND_LABELS: Record<Kind, string> = {
  embedded: 'Demo sandbox',
  production: 'Production',
  custom: 'Custom URL',
};

const URL_PROBLEMS: Record<Exclude<Kind, 'embedded'>, string> = {
  production: 'Enter the exchange address starting with https://, for example https://api.example.com/v1.',
  custom: 'Enter a full address starting with http:// or https://, for example http://localhost:8080/v1.',
};

/**
 * Choose where the app talks to (contract `environmentSchema`): the embedded demo sandbox, production
 * (https base URL) or a custom URL. Saving calls `settings.setEnvironment`.
 */
export function EnvironmentForm({ current, busy, onSave }: EnvironmentFormProps) {
  const [kind, setKind] = useState<Kind>(current.kind);
  const [baseUrl, setBaseUrl] = useState(current.kind === 'embedded' ? '' : current.baseUrl);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const candidate = kind === 'embedded' ? { kind } : { kind, baseUrl: baseUrl.trim() };
    const parsed = environmentSchema.safeParse(candidate);
    if (!parsed.success) {
      setProblem(kind === 'embedded' ? 'Choose an environment.' : URL_PROBLEMS[kind]);
      return;
    }
    setProblem(null);
    onSave(parsed.data);
  };

  return (
    <form className="environment-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>Environment</legend>
        {(Object.keys(KIND_LABELS) as Kind[]).map((k) => (
          <label key={k} className="check">
            <input
              type="radio"
              name="environment"
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
            />
            {KIND_LABELS[k]}
          </label>
        ))}
      </fieldset>
      {kind !== 'embedded' ? (
        <div className="field">
          <label htmlFor="base-url">Base URL</label>
          <input
            id="base-url"
            type="url"
            value={baseUrl}
            placeholder={kind === 'production' ? 'https://…/v1' : 'http://localhost:8080/v1'}
            onChange={(event) => setBaseUrl(event.target.value)}
            {...describedBy('base-url-error', problem)}
          />
          <FieldMessage id="base-url-error" message={problem} />
        </div>
      ) : null}
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          Save environment
        </button>
      </div>
    </form>
  );
}
