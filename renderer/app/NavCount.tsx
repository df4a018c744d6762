import { formatInteger } from '../../shared/format/numbers';
import { useLocale } from '../shared/format/useLocale';

/** A count beside a nav label: the figure shown, the whole phrase for screen readers; nothing at 0. */
export function NavCount({ count, phrase }: { count: number; phrase: string }) {
  const locale = useLocale();
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <span className="nav-count" aria-hidden="true">
        {formatInteger(count, locale)}
      </span>
      <span className="sr-only">{phrase}</span>
    </>
  );
}
