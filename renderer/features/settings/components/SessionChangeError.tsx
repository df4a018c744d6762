import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../../shared/contract/errors';
import type { ApiEnvironment } from '../../../../shared/domain/keys';
import { ErrorAlert } from '../../../shared/ErrorAlert';

/** Props of SessionChangeError: the failed session change's error and the API environment. */
export interface SessionChangeErrorProps {
  error: AppError;
  environment: ApiEnvironment;
}

/**
 * A failed key or environment change. `key_rejected` carries main's English sentence, so it is said
 * from the catalog instead, by environment (a key of the wrong form or kind: nothing was saved);
 * every other kind goes to ErrorAlert (keychain_unavailable included).
 */
export function SessionChangeError({ error, environment }: SessionChangeErrorProps) {
  const { t } = useTranslation('session');
  if (error.kind === 'key_rejected') {
    return (
      <div role="alert" className="alert">
        <p>{environment === 'production' ? t('keyRejected.production') : t('keyRejected.sandbox')}</p>
      </div>
    );
  }
  return <ErrorAlert error={error} context="session" />;
}
