import { useTranslation } from 'react-i18next';
import type { AppError } from '../../shared/contract/errors';
import { describeError, type ErrorContext } from './errorText';

/** Props of ErrorAlert: the error, where it happened, and handlers for the actions it may offer. */
export interface ErrorAlertProps {
  error: AppError;
  context?: ErrorContext;
  /** Restart the list at page 1 with the same filters ("Start over"). */
  onStartOver?: () => void;
  /** Repeat the same call ("Try again"). */
  onTryAgain?: () => void;
}

/** An error as a plain sentence in `role="alert"`, with its action button when a handler is given. */
export function ErrorAlert({ error, context = 'list', onStartOver, onTryAgain }: ErrorAlertProps) {
  const { t } = useTranslation('common');
  const text = describeError(error, context, t);
  return (
    <div role="alert" className="alert">
      <p>{text.sentence}</p>
      {text.detail ? <p className="alert-detail">{t('error.details', { detail: text.detail })}</p> : null}
      {text.action === 'start_over' && onStartOver ? (
        <button type="button" onClick={onStartOver}>
          {t('action.startOver')}
        </button>
      ) : null}
      {text.action === 'try_again' && onTryAgain ? (
        <button type="button" onClick={onTryAgain}>
          {t('action.tryAgain')}
        </button>
      ) : null}
    </div>
  );
}
