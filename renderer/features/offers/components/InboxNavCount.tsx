import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../../../shared/format/numbers';
import { useLocale } from '../../../shared/format/useLocale';
import { useInboxNewCount } from '../api/useInboxNewCount';

/**
 * The count of new offers beside "Offer inbox" in the navigation: the number as a badge, and for
 * screen readers the whole phrase ("2 new offers", "20 de oferte noi"), so the link's accessible name
 * carries it. Renders nothing when no key is in use, while loading, on a failure, or at 0.
 */
export function InboxNavCount() {
  const { t } = useTranslation('offers');
  const locale = useLocale();
  const count = useInboxNewCount();
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
