/**
 * What a table cell shows instead of a figure it does not have: `LoadingMark` while the figure is
 * still being read (a visible "…" and, for screen readers, "Loading"), and `MissingMark` when there is
 * none, the "—" every table uses (NO_VALUE, renderer/shared/format/numbers.ts) with the reason in words
 * for screen readers and as the mark's tooltip. Neither relies on colour.
 */
import { useTranslation } from 'react-i18next';
import { NO_VALUE } from '../../../shared/format/numbers';
import './cellMarks.css';

/** A figure still loading: "…" on screen, "Loading" to a screen reader. */
export function LoadingMark() {
  const { t } = useTranslation('common');
  const words = t('cellMark.loading');
  return (
    <span className="cell-mark cell-loading" title={words}>
      <span aria-hidden="true">…</span>
      <span className="sr-only">{words}</span>
    </span>
  );
}

/** No figure: "—" on screen, `reason` (already in the UI language) to a screen reader and as a tooltip. */
export function MissingMark({ reason }: { reason: string }) {
  return (
    <span className="cell-mark cell-missing" title={reason}>
      <span aria-hidden="true">{NO_VALUE}</span>
      <span className="sr-only">{reason}</span>
    </span>
  );
}
