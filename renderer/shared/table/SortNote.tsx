import { useTranslation } from 'react-i18next';

/** Props of SortNote: the sorted column's header words (null: the exchange's order) and the way back. */
export interface SortNoteProps {
  column: string | null;
  onUnsort: () => void;
  /** What the sort says instead of "on this page only", when the screen sorts more than the page. */
  sentence?: string;
}

/**
 * What a sorted page says, in a polite live region: "Sorted by Budget on this page only: the exchange
 * sends newest first, 20 at a time." and a "Newest first" button that puts the exchange's order back
 * (docs/api.md §Lists and cursors: every list is newest first; the app sorts only the rows it holds:
 * the page, or with `sentence` all the pages read, as Listings says).
 */
export function SortNote({ column, onUnsort, sentence }: SortNoteProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <p className="sort-note" aria-live="polite">
        {column !== null ? (sentence ?? t('tableView.sortedOnPage', { column })) : null}
      </p>
      {column !== null ? (
        <button type="button" onClick={onUnsort}>
          {t('tableView.unsort')}
        </button>
      ) : null}
    </>
  );
}
