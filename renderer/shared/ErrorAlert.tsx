import { useTranslation } from 'react-i18next';
import type { AppError } from '../../shared/contract/errors';
import { describeError, type ErrorContext, type FieldLabels } from './errorText';
import { toAppError } from './transport';

/** Props of ErrorAlert: the error, where it happened, and handlers for the actions it may offer. */
export interface ErrorAlertProps {
  error: AppError;
  context?: ErrorContext;
  /** Restart the list at page 1 with the same filters ("Start over"). */
  onStartOver?: () => void;
  /** Repeat the same call ("Try again"). */
  onTryAgain?: () => void;
  /** The screen's own names of the query parameters a refusal may name (see errorText.ts). */
  labels?: FieldLabels;
}

/**
 * An error as a plain sentence in `role="alert"`, with its action button when a handler is given, and
 * the exchange's page for what could not be read when the error knows one.
 */
export function ErrorAlert({ error, context = 'list', onStartOver, onTryAgain, labels }: ErrorAlertProps) {
  const { t } = useTranslation('common');
  const text = describeError(error, context, t, labels);
  return (
    <div role="alert" className="alert">
      <p>{text.sentence}</p>
      {text.detail ? <p className="alert-detail">{t('error.details', { detail: text.detail })}</p> : null}
      {text.link ? (
        <p>
          <a href={text.link} target="_blank" rel="noopener noreferrer">
            {t('error.openWebsite')}
          </a>
        </p>
      ) : null}
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

/** Props of QueryErrorAlert: a query (react-query's result, or what of it is read) and where it ran. */
export interface QueryErrorAlertProps {
  query: { isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  context?: ErrorContext;
}

/** The query's error as ErrorAlert says it, its "Try again" reading it again; nothing while it has none. */
export function QueryErrorAlert({ query, context }: QueryErrorAlertProps) {
  if (!query.isError) return null;
  return (
    <ErrorAlert error={toAppError(query.error)} context={context} onTryAgain={() => void query.refetch()} />
  );
}
