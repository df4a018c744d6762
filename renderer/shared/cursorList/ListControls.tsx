import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../shared/contract/errors';
import { ErrorAlert } from '../ErrorAlert';
import type { FieldLabels } from '../errorText';
import { ListFreshness } from '../freshness/ListFreshness';
import type { ListFreshness as ListFreshnessState } from './useListFreshness';

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
  /**
   * The page on screen (the last one read while the next loads or after a fault), or none yet: its
   * rows decide whether there is anything to page.
   */
  shown?: { data: readonly unknown[] };
  /**
   * "Read at", "Check for new" and the "new since you started paging" bar (docs/watch.md §Fresh lists); none
   * when absent.
   */
  freshness?: ListFreshnessState;
}

/** Props of ListControls: the list (`useCursorList(...)`) and its page's count in words, or null. */
export interface ListControlsProps {
  list: ListControlsState;
  countText: string | null;
  /** The screen's own names of its filters, for a refusal that names them (see errorText.ts). */
  labels?: FieldLabels;
  /** A control of the screen's own on the same line, after the pager and the read time (the Table/Map switch). */
  extra?: ReactNode;
}

/**
 * The controls every paged list shows above its rows: the pager ("Page 2 · 20 listings", Previous
 * page, Next page; the count hidden while a page loads; no pager at all for an empty first page with
 * nothing after it) and, beside the rows (they stay on screen), the fault's sentence with the one action
 * that helps: a changed, expired or unknown page position (`list_changed`, `cursor_expired`,
 * `cursor_invalid`; docs/api.md §Lists and cursors) offers "Start over" (page 1 afresh; the pages
 * already read stay readable with "Previous page"), a passing fault "Try again" (the same page again).
 * Nothing re-pages on its own. On the pager's line, the list's freshness (docs/watch.md §Fresh lists): "Read at 10:42", "Check for
 * new" and, on page 2 or later, "N new since you started paging" with "Start over" (ListFreshness), shown for
 * every list, an empty one included, and the screen's `extra` control (the Table/Map switch).
 */
export function ListControls({ list, countText, labels, extra }: ListControlsProps) {
  // a first page with no rows and nothing after it: the screen's own "nothing matches" says it all,
  // not "Page 1 · 0 vehicles" above two buttons that cannot be used
  const nothing =
    list.page === 1 && !list.loading && list.error === null && !list.canNext && list.shown?.data.length === 0;
  return (
    <>
      {/* one line: the pager, when the page was read, the screen's own control (a laptop's rows stay in view) */}
      <div className="list-controls">
        {nothing ? null : <ListPager list={list} countText={list.loading ? null : countText} />}
        {list.freshness ? <ListFreshness {...list.freshness} /> : null}
        {extra}
      </div>
      {list.error ? (
        <ErrorAlert
          error={list.error}
          context="list"
          onStartOver={list.restart}
          onTryAgain={() => void list.query.refetch()}
          labels={labels}
        />
      ) : null}
    </>
  );
}

/**
 * "Page 2 · 20 listings" (a `role="status"` live region; `countText` null while the page is not loaded)
 * with "Previous page" and "Next page". A button that cannot be used now is `aria-disabled`, not
 * `disabled`, so it keeps the focus: after "Next page" the focus stays on it while the page loads and
 * after (also on the last page).
 */
function ListPager({ list, countText }: { list: ListControlsState; countText: string | null }) {
  const { t } = useTranslation('common');
  const { page, loading, canPrevious, canNext } = list;
  let status = t('pager.page', { page });
  if (loading) status = t('pager.pageLoading', { page });
  else if (countText !== null) status = t('pager.pageWithCount', { page, items: countText });
  else if (list.error !== null) status = t('pager.pageNotLoaded', { page });

  const guarded = (enabled: boolean, action: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    if (enabled) action();
  };

  return (
    <div className="pager">
      <p role="status">{status}</p>
      <button type="button" aria-disabled={!canPrevious} onClick={guarded(canPrevious, list.previous)}>
        {t('pager.previous')}
      </button>
      <button type="button" aria-disabled={!canNext} onClick={guarded(canNext, list.next)}>
        {t('pager.next')}
      </button>
    </div>
  );
}
