import type { AppError } from '../../../shared/contract/errors';
import { ErrorAlert } from '../ErrorAlert';
import type { FieldLabels } from '../errorText';

/** Props of ListProblem: the list's error (null: nothing to say) and its two ways out. */
export interface ListProblemProps {
  error: AppError | null;
  /** Page 1 afresh with the same filters (`useCursorList().restart`). */
  onStartOver: () => void;
  /** The same page again (`useCursorList().query.refetch`). */
  onTryAgain: () => void;
  /** The screen's own names of its filters, for a refusal that names them. */
  labels?: FieldLabels;
}

/**
 * A list's error beside its rows (they stay on screen): the sentence naming the cause and the one
 * action that helps. A changed, expired or unknown page position (`list_changed`, `cursor_expired`,
 * `cursor_invalid`; docs/api.md §Lists and cursors) offers "Start over" (page 1 again; the pages already
 * read stay readable with "Previous page"); a passing fault offers "Try again". Nothing re-pages on its
 * own.
 */
export function ListProblem({ error, onStartOver, onTryAgain, labels }: ListProblemProps) {
  if (error === null) return null;
  return (
    <ErrorAlert
      error={error}
      context="list"
      onStartOver={onStartOver}
      onTryAgain={onTryAgain}
      labels={labels}
    />
  );
}
