import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ErrorAlert';
import { toAppError } from '../../../shared/transport';
import { hiddenLoadWrites, listingMarkQueries, markOpened } from '../api/listingMarksQueries';
import type { ListingMarks, ListingRowMark } from '../api/useListingMarks';
import './listingMarks.css';

/**
 * A listing's quiet mark beside its ref: " · seen" or " · hidden", muted and in words (never colour
 * alone). Nothing when `mark` is empty.
 */
export function RowMark({ mark }: { mark: string | undefined }) {
  if (!mark) return null;
  return <span className="row-mark"> · {mark}</span>;
}

/**
 * The glyph a Listings row shows beside its ref for each mark (RefMark): ✓ seen, ⊘ hidden, • new since
 * the last read (characters every text font has: no emoji).
 */
const REF_MARK_GLYPHS: Record<ListingRowMark['kind'], string> = { seen: '✓', hidden: '⊘', new: '•' };

/**
 * The Listings grid's mark beside a ref: a quiet glyph (✓ seen, ⊘ hidden, • new since the last read), its word in the tooltip and
 * for screen readers (the row reads "FX-AB12CD · seen"), never colour alone. Its slot is one glyph
 * wide on every row, marked or not, so marks read after the first paint move no column and no row
 * (at 1366 px the word itself widened the ref by 51-66 px and pushed Flags out of view, wrapped the
 * headers and moved the rows 17.5 px down: e2e/laptop.spec.ts).
 */
export function RefMark({ mark }: { mark: ListingRowMark | undefined }) {
  if (!mark) return <span className="ref-mark" aria-hidden="true" />;
  return (
    <span className={mark.kind === 'new' ? 'ref-mark ref-mark-new' : 'ref-mark'} title={mark.word}>
      <span aria-hidden="true">{REF_MARK_GLYPHS[mark.kind]}</span>
      <span className="sr-only"> · {mark.word}</span>
    </span>
  );
}

/**
 * The line under a page that hides loads: "2 hidden loads on this page · Show" (and "Hide them again"
 * once shown). Nothing when the page hides none.
 */
export function HiddenLine({
  marks,
}: {
  marks: Pick<ListingMarks<unknown>, 'hiddenCount' | 'showHidden' | 'setShowHidden'>;
}) {
  const { t } = useTranslation('common');
  if (marks.hiddenCount === 0) return null;
  return (
    <p className="hidden-line muted">
      {t('listingMarks.hiddenOnPage', { count: marks.hiddenCount })} ·{' '}
      <button type="button" className="link-button" onClick={() => marks.setShowHidden(!marks.showHidden)}>
        {marks.showHidden ? t('listingMarks.hideAgain') : t('listingMarks.show')}
      </button>
    </p>
  );
}

/** Marks listing `ref` opened when it is shown (its page or panel), once per ref. */
export function useMarkOpened(ref: string, enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (enabled) void markOpened(queryClient, ref);
  }, [queryClient, ref, enabled]);
}

/** Props of HideLoadButton: the listing and its route in words (kept with the hidden load). */
export interface HideLoadButtonProps {
  listingRef: string;
  route: string | null;
}

/**
 * "Hide this load" on a listing's page or panel (docs/watch.md §Seen and hidden loads): hides it locally
 * (`hiddenLoads.hide`), so lists leave it out and the watch never tells it; then says so in a polite live
 * line with "Show it again" (`hiddenLoads.unhide`). A failure shows beside it.
 */
export function HideLoadButton({ listingRef, route }: HideLoadButtonProps) {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const hidden = useQuery(listingMarkQueries.hidden());
  const isHidden = (hidden.data ?? []).some((load) => load.ref === listingRef);
  const toggle = useMutation({
    mutationFn: (): Promise<unknown> =>
      isHidden
        ? hiddenLoadWrites.unhide(queryClient, listingRef)
        : hiddenLoadWrites.hide(queryClient, listingRef, route),
  });
  return (
    <span className="hide-load">
      <button
        type="button"
        aria-disabled={toggle.isPending || undefined}
        onClick={() => {
          if (!toggle.isPending) toggle.mutate();
        }}
      >
        {isHidden ? t('listingMarks.unhide') : t('listingMarks.hide')}
      </button>
      <span aria-live="polite" className="muted small">
        {isHidden ? t('listingMarks.hiddenNote') : null}
      </span>
      {toggle.isError ? <ErrorAlert error={toAppError(toggle.error)} context="session" /> : null}
    </span>
  );
}
