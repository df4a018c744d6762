import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../../../shared/format/numbers';
import { useLocale } from '../../../shared/format/useLocale';
import { useInboxNewCount } from '../api/useInboxNewCount';

/**
 * The count of new offers beside "Offer inbox" in the navigation: the number as a badge, and for
 * screen readers the whole phrase ("2 new offers", "20 de oferte noi"), so the link's accessible name
 * carries it: the inbox's own count of page 1's new offers, or `atLeast` when that is larger (the
 * watch's count while its first pass reads on; renderer/app/InboxActivityCount.tsx). Renders nothing
 * at 0; with `atLeast` 0, nothing either when no key is in use, while loading or on a failure. With
 * `read` false it reads nothing from the exchange: the inbox's count is what its queries already hold.
 */
export function InboxNavCount({ atLeast = 0, read = true }: { atLeast?: number; read?: boolean }) {
  const { t } = useTranslation('offers');
  const locale = useLocale();
  const count = Math.max(useInboxNewCount(read) ?? 0, atLeast);
  if (!count) return null;
  return (
    <>
      {' '}
      <span className="nav-count" aria-hidden="true">
        {formatInteger(count, locale)}
      </span>
      <span className="sr-only">{t('nav.newCount', { count })}</span>
    </>
  );
}
