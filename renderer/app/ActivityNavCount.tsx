import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { activityQueries } from '../shared/notify/activityQueries';
import { NavCount } from './NavCount';

/**
 * Unread activity beside "Activity" (docs/watch.md §In the renderer), from the summary the host pushes
 * (docs/watch.md §How the page is told: the one count Activity shows too): "3" shown, "3 unread" in the link's accessible name.
 */
export function ActivityNavCount() {
  const { t } = useTranslation('activity');
  const count = useQuery(activityQueries.summary()).data?.unread ?? 0;
  return <NavCount count={count} phrase={t('nav.unread', { count })} />;
}
