/**
 * The line under a list that hid the rows of blocked companies (docs/notes.md §Blocked and preferred
 * companies: "their free vehicles are hidden from searches; a line says how many were hidden, with a way to
 * show them"): "2 free vehicles of blocked companies hidden · Show", and once shown "… shown · Hide". Nothing
 * when none were hidden.
 */
import { useTranslation } from 'react-i18next';

/** Props: how many rows of blocked companies the page has, whether they are shown, and the switch. */
export interface BlockedLineProps {
  count: number;
  shown: boolean;
  onToggle: () => void;
}

/** The line (role="status", so the count is read when it changes). */
export function BlockedLine({ count, shown, onToggle }: BlockedLineProps) {
  const { t } = useTranslation('notes');
  if (count === 0) return null;
  return (
    <p className="blocked-line" role="status">
      {shown ? t('blocked.vehiclesShown', { count }) : t('blocked.vehiclesHidden', { count })}
      {' · '}
      <button type="button" className="link-button" onClick={onToggle}>
        {shown ? t('blocked.hide') : t('blocked.show')}
      </button>
    </p>
  );
}
