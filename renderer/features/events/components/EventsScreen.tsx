import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../shared/ErrorAlert';
import { activityQueries } from '../../../shared/notify/activityQueries';
import { eventKindWords } from '../../../shared/vocab/eventKinds';
import { eventQueries } from '../api/eventQueries';
import { groupEvents } from '../model/groupEvents';
import './events.css';

/** The watch's budget until its settings are read (docs/watch.md §The budget: 4 reads a minute). */
const DEFAULT_READS_PER_MINUTE = 4;

/**
 * Coming soon (`#/events`, docs/api.md §Events): the exchange's planned event catalog, grouped by the
 * permission a key needs to receive each event, with a plain explanation: notifications are planned,
 * nothing is delivered yet, and until then the watch reads again at the budget of Settings → Watch (the
 * watch's settings, a local read; its default of 4 reads a minute until they are read, docs/watch.md
 * §The budget) and Refresh re-reads what a screen shows. Each kind is named in
 * words in the UI language with the app's own sentence (renderer/shared/vocab/eventKinds.ts); the
 * exchange's description follows, marked as the exchange's text (it is written in the exchange's
 * language, not translated by the app).
 */
export function EventsScreen() {
  const { t } = useTranslation('events');
  const { t: vocabT } = useTranslation('vocab');
  const kindWords = eventKindWords(vocabT);
  const catalog = useQuery(eventQueries.types());
  const watch = useQuery(activityQueries.settings());
  const readsPerMinute = watch.data?.requestsPerMinute ?? DEFAULT_READS_PER_MINUTE;
  const groups = groupEvents(catalog.data ?? []);

  const permissionName = (permission: string) => {
    switch (permission) {
      case 'listings:read':
        return t('permission.listings');
      case 'offers:read':
        return t('permission.offers');
      case 'vehicles:read':
        return t('permission.vehicles');
      default:
        return t('permission.other', { permission });
    }
  };
  const statusName = (status: string) => (status === 'live' ? t('status.live') : t('status.planned'));

  return (
    <div className="screen events-screen">
      <h1 className="screen-title">{t('title')}</h1>
      <div className="events-body">
        <p>{t('intro.planned')}</p>
        <p>{t('intro.refresh', { count: readsPerMinute })}</p>
        <div className="actions">
          <button type="button" onClick={() => void catalog.refetch()} disabled={catalog.isFetching}>
            {t('refresh')}
          </button>
        </div>
        {catalog.isPending ? (
          <p role="status" className="muted">
            {t('loading')}
          </p>
        ) : null}
        <QueryErrorAlert query={catalog} context="detail" />
        {catalog.isSuccess && groups.length === 0 ? <p className="muted">{t('empty')}</p> : null}
        {groups.map((group) => (
          <section
            key={group.permission}
            className="event-group"
            aria-labelledby={`events-${group.permission}`}
          >
            <h2 id={`events-${group.permission}`}>{permissionName(group.permission)}</h2>
            <p className="muted small">{t('needs', { permission: group.permission })}</p>
            <ul className="event-list">
              {group.events.map((event) => {
                const words = kindWords(event.type);
                return (
                  <li key={event.type}>
                    <h3 className="event-name">
                      {words.name} <span className="badge">{statusName(event.status)}</span>
                    </h3>
                    {words.about ? <p className="event-description">{words.about}</p> : null}
                    {event.description ? (
                      <p className="event-exchange-text muted small">
                        {t('exchangeText')} <q>{event.description}</q>
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
