import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listingMarkQueries } from './listingMarksQueries';

/** What a list of listings needs to show seen and hidden loads (docs/watch.md §Seen and hidden loads). */
export interface ListingMarks<T> {
  /** The rows to show: without the hidden ones, unless the user chose to show them. */
  visible: readonly T[];
  /** How many rows of the page are hidden loads. */
  hiddenCount: number;
  /** Whether hidden loads are shown (the page's Show / Hide again toggle). */
  showHidden: boolean;
  setShowHidden: (show: boolean) => void;
  /**
   * The mark of each marked row, by ref: hidden (shown anyway), seen (opened before), or new (brought by
   * the last read of page 1, docs/watch.md §Fresh lists), in that order of precedence.
   */
  marks: ReadonlyMap<string, ListingRowMark>;
  /** The read rows given (`readRows`: every page read in this search) as `visible` has the page's. */
  visibleRead: readonly T[];
}

const NO_REFS: readonly string[] = [];

/** The page's rows, then the other rows read in this search (each ref once). */
export function pageThenRead<T extends { ref: string }>(rows: readonly T[], readRows: readonly T[]): T[] {
  const onPage = new Set(rows.map((row) => row.ref));
  return [...rows, ...readRows.filter((row) => !onPage.has(row.ref))];
}

/** A row's mark beside its ref: what it is, and its word in the UI language ("seen", "văzută"). */
export interface ListingRowMark {
  kind: 'seen' | 'hidden' | 'new';
  word: string;
}

/**
 * Copies of marked rows, one per row and word: a grid caches a row's cells by its item object
 * (react-stately's collection), so a row whose mark changes must come as another object for its ref
 * cell to show the word; an unmarked row stays the very object the page gave.
 */
const markedCopies = new WeakMap<object, Map<string, object>>();
function withMark<T extends object>(row: T, mark: string | undefined): T {
  if (mark === undefined) return row;
  let copies = markedCopies.get(row);
  if (!copies) markedCopies.set(row, (copies = new Map()));
  let copy = copies.get(mark);
  if (!copy) copies.set(mark, (copy = { ...row }));
  return copy as T;
}

/**
 * Seen and hidden marks of one page of listings: reads which refs were opened before and which are
 * hidden (local, listingMarksQueries.ts), and leaves the hidden ones out of `visible` until
 * `setShowHidden(true)`. While the marks load, every row shows and none is marked. A marked row in
 * `visible` is a copy of the page's (same fields; see `withMark`). `readRows` (every page read in this
 * search, the page's rows among them) are marked and left out the same way, in `visibleRead`, for a
 * sort among them; one read of the opened refs covers both. `newRefs` (the list's `newSinceRead`,
 * renderer/shared/cursorList) are marked new unless hidden or opened before: a load the user opened is
 * not news to them, wherever it shows. `newWord` names that mark (default "new since the last read"; a
 * saved search's run says "New": not seen in its earlier runs).
 */
export function useListingMarks<T extends { ref: string }>(
  rows: readonly T[],
  readRows: readonly T[] = rows,
  newRefs: readonly string[] = NO_REFS,
  newWord?: string,
): ListingMarks<T> {
  const { t } = useTranslation('common');
  const refs = useMemo(() => pageThenRead(rows, readRows).map((row) => row.ref), [rows, readRows]);
  const opened = useQuery({ ...listingMarkQueries.opened(refs), enabled: refs.length > 0 });
  const hidden = useQuery(listingMarkQueries.hidden());
  const [showHidden, setShowHidden] = useState(false);
  return useMemo(() => {
    const hiddenRefs = new Set((hidden.data ?? []).map((load) => load.ref));
    const openedRefs = new Set(opened.data ?? []);
    const arrived = new Set(newRefs);
    const marks = new Map<string, ListingRowMark>();
    for (const ref of refs) {
      if (hiddenRefs.has(ref)) marks.set(ref, { kind: 'hidden', word: t('listingMarks.hidden') });
      else if (openedRefs.has(ref)) marks.set(ref, { kind: 'seen', word: t('listingMarks.seen') });
      else if (arrived.has(ref)) marks.set(ref, { kind: 'new', word: newWord ?? t('listingMarks.new') });
    }
    // the rows to show of `list`: the hidden ones left out unless shown, the marked ones as copies;
    // the very array given while nothing is hidden or marked, so the grid keeps its rows as they are
    const visibleOf = (list: readonly T[]): readonly T[] => {
      const left = showHidden ? list : list.filter((row) => !hiddenRefs.has(row.ref));
      return marks.size === 0 && left.length === list.length
        ? list
        : left.map((row) => withMark(row, marks.get(row.ref)?.word));
    };
    return {
      visible: visibleOf(rows),
      visibleRead: visibleOf(readRows),
      hiddenCount: rows.filter((row) => hiddenRefs.has(row.ref)).length,
      showHidden,
      setShowHidden,
      marks,
    };
  }, [rows, readRows, refs, newRefs, newWord, hidden.data, opened.data, showHidden, t]);
}
