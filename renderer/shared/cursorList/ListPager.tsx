import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of ListPager: the page number, the count text of the page, and the paging actions. */
export interface ListPagerProps {
  page: number;
  /** The page's count in words ("20 listings"), or null while it is not loaded. */
  countText: string | null;
  loading: boolean;
  failed: boolean;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * "Page 2 · 20 listings" (a `role="status"` live region) with "Previous page" and "Next page".
 * A button that cannot be used now is `aria-disabled`, not `disabled`, so it keeps the focus: after
 * "Next page" the focus stays on it while the page loads and after (also on the last page).
 */
export function ListPager(props: ListPagerProps) {
  const { t } = useTranslation('common');
  const { page, countText, loading, failed, canPrevious, canNext } = props;
  let status = t('pager.page', { page });
  if (loading) status = t('pager.pageLoading', { page });
  else if (countText !== null) status = t('pager.pageWithCount', { page, items: countText });
  else if (failed) status = t('pager.pageNotLoaded', { page });

  const guarded = (enabled: boolean, action: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    if (enabled) action();
  };

  return (
    <div className="pager">
      <p role="status">{status}</p>
      <button type="button" aria-disabled={!canPrevious} onClick={guarded(canPrevious, props.onPrevious)}>
        {t('pager.previous')}
      </button>
      <button type="button" aria-disabled={!canNext} onClick={guarded(canNext, props.onNext)}>
        {t('pager.next')}
      </button>
    </div>
  );
}
