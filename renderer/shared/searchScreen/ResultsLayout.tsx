import { Suspense, useRef, type ReactNode, type RefObject } from 'react';
import { ListControls, type ListControlsState } from '../cursorList/ListControls';
import type { FieldLabels } from '../errorText';
import { useRowLetterKeys } from '../keyboard/rowKeys';
import type { PageMapRow } from '../map/PageMapArea';
import { lazyAfterFirstReads } from '../startup/afterFirstReads';
import './searchScreen.css';

/** The Table/Map switch and the page on a map (docs/map.md): their own chunks, the map's only when asked. */
const PageMapArea = lazyAfterFirstReads(() => import('../map/PageMapArea'), 'PageMapArea');
const PageMapSwitch = lazyAfterFirstReads(() => import('../map/PageMapArea'), 'PageMapSwitch');

/** What ResultsLayout reads of a list on screen: the part of `useCursorList`'s result it needs. */
export interface ResultsListState extends ListControlsState {
  /** True when `shown` is not the page asked for (it loads, or failed). */
  stale: boolean;
}

/** The page on a map (docs/map.md): which screen's map, its rows, and what opens one. */
export interface ResultsMap {
  kind: 'listings' | 'vehicles';
  rows: readonly PageMapRow[];
  onOpen: (key: string) => void;
}

/** Props of ResultsLayout. */
export interface ResultsLayoutProps {
  list: ResultsListState;
  /** The list's container (its rows get the focus back, `n`/`p` read where the focus is); its own when left out. */
  listRef?: RefObject<HTMLDivElement | null>;
  /** The page's count in words ("20 listings"), or null while it is not known. */
  countText: string | null;
  /** True while the rows' own figures are still being worked out (the empty runs): the list is `aria-busy`. */
  busy?: boolean;
  /** The screen's own names of its filters, for a refusal that names them (errorText.ts). */
  labels?: FieldLabels;
  /** The Table/Map switch on the controls' line and the map above the table, while the page has rows. */
  map?: ResultsMap;
  /** Said while the first page loads ("Loading…"); nothing when left out (the table's own fallback says it). */
  loadingText?: string;
  /** Said when the first page has no rows ("No listings match these filters."). */
  emptyText: string;
  /** What is shown while the page has rows (the table, and lines above it): dimmed while stale. */
  children: ReactNode;
  /** Beside the list: the open item (a DetailPanel), or nothing. */
  detail?: ReactNode;
}

/**
 * The results block of every results screen (docs/architecture.md §The search-screen kit): `.results`
 * holding the list (`.list`: `aria-busy` while a page loads or `busy`; j/k between its rows, from anywhere but a
 * text field) and, beside it, `detail`.
 * In the list: ListControls (the pager, the freshness line, the fault's sentence; with `map`, the
 * Table/Map switch), the page on a map (`map`), then `loadingText` before a first page, the `children`
 * (the table) while the page has rows (the page read before stays on screen, dimmed, through a load or a
 * fault: `stale`), or `emptyText` for a page of none. The map's code is its own chunk, loaded after the
 * first reads (startup/afterFirstReads.ts), so the kit adds nothing of it to the first screen's JavaScript.
 */
export function ResultsLayout({
  list,
  listRef,
  countText,
  busy,
  labels,
  map,
  loadingText,
  emptyText,
  children,
  detail,
}: ResultsLayoutProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = listRef ?? ownRef;
  // j/k move through the rows from anywhere outside a text field (docs/keyboard.md)
  useRowLetterKeys(ref);
  const { shown } = list;
  const hasRows = shown !== undefined && shown.data.length > 0;
  return (
    <div className="results">
      <div className="list" ref={ref} aria-busy={list.loading || busy || undefined}>
        <ListControls
          list={list}
          countText={countText}
          labels={labels}
          extra={
            map && hasRows ? (
              <Suspense fallback={null}>
                <PageMapSwitch kind={map.kind} />
              </Suspense>
            ) : null
          }
        />
        {map && hasRows ? (
          <Suspense fallback={null}>
            <PageMapArea
              kind={map.kind}
              rows={map.rows}
              listRef={ref}
              onOpen={map.onOpen}
              withSwitch={false}
            />
          </Suspense>
        ) : null}
        {shown === undefined && list.loading && loadingText ? <p className="muted">{loadingText}</p> : null}
        {shown ? (
          hasRows ? (
            <div className={list.stale ? 'stale' : undefined}>{children}</div>
          ) : list.stale ? null : (
            <p className="empty">{emptyText}</p>
          )
        ) : null}
      </div>
      {detail}
    </div>
  );
}
