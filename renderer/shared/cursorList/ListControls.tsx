import type { AppError } from '../../../shared/contract/errors';
import type { FieldLabels } from '../errorText';
import { ListPager } from './ListPager';
import { ListProblem } from './ListProblem';

/** What ListControls reads of a list on screen: the part of `useCursorList`'s result it needs. */
export interface ListControlsState {
  page: number;
  loading: boolean;
  error: AppError | null;
  canPrevious: boolean;
  canNext: boolean;
  previous: () => void;
  next: () => void;
  restart: () => void;
  query: { refetch: () => unknown };
}

/** Props of ListControls: the list (`useCursorList(...)`) and its page's count in words, or null. */
export interface ListControlsProps {
  list: ListControlsState;
  countText: string | null;
  /** The screen's own names of its filters, for a refusal that names them (see errorText.ts). */
  labels?: FieldLabels;
}

/**
 * The controls every paged list shows above its rows: the pager ("Page 2 · 20 listings", Previous
 * page, Next page; the count hidden while a page loads) and, beside the rows, the fault's sentence
 * with "Start over" (page 1 afresh) and "Try again" (the same page again). docs/api.md §Lists and
 * cursors.
 */
export function ListControls({ list, countText, labels }: ListControlsProps) {
  return (
    <>
      <ListPager
        page={list.page}
        countText={list.loading ? null : countText}
        loading={list.loading}
        failed={list.error !== null}
        canPrevious={list.canPrevious}
        canNext={list.canNext}
        onPrevious={list.previous}
        onNext={list.next}
      />
      <ListProblem
        error={list.error}
        onStartOver={list.restart}
        onTryAgain={() => void list.query.refetch()}
        labels={labels}
      />
    </>
  );
}
