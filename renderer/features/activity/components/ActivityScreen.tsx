import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityEntryView } from '../../../../shared/contract/activity';
import { QueryErrorAlert } from '../../../shared/ErrorAlert';
import { activityQueries } from '../../../shared/notify/activityQueries';
import { NotifyPermission } from '../../../shared/notify/NotifyPermission';
import { useEntryWords } from '../../../shared/notify/useEntryWords';
import { useShownCities } from '../../../shared/places/shownCities';
import { entryPlaces } from '../../../../shared/notify/entrySentence';
import { useActivityList, useMarkAllRead, useMarkRead } from '../api/activityList';
import { groupByDay } from '../model/groupByDay';
import { formatDayName } from '../model/when';
import { ActivityItem } from './ActivityItem';
import { KindFilter } from './KindFilter';
import { WatchStatusLine } from './WatchStatusLine';
import './activity.css';

/**
 * Activity (`#/activity`, docs/watch.md §In the renderer): everything the watch noticed, newest first,
 * grouped by day ("Today", "Yesterday", then dates), filtered by kind, each entry a sentence linking to its
 * page and marked read when opened, unread ones marked "New"; "Mark all as read", "Show older" (50 at a time,
 * before the oldest shown), the watch's state with "Check now", and "Turn on desktop notifications"
 * where the browser has not been asked. Everything here reads the local activity log, never the
 * exchange (docs/watch.md).
 */
export function ActivityScreen() {
  const { t } = useTranslation('activity');
  const entryWords = useEntryWords();
  const [kind, setKind] = useState<string | null>(null);
  const types = useMemo(() => (kind === null ? [] : [kind]), [kind]);
  const list = useActivityList(types);
  const summary = useQuery(activityQueries.summary());
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const entries = useMemo(() => list.data?.pages.flatMap((page) => page.entries) ?? [], [list.data]);
  // the entries' cities in the UI's language (docs/api.md §Places, A place in the UI's language)
  const city = useShownCities(useMemo(() => entryPlaces(entries), [entries]));
  const words = useMemo(() => ({ ...entryWords, city }), [entryWords, city]);
  const days = groupByDay(entries, new Date());
  const unread = summary.data?.unread ?? entries.filter((e) => e.readAt === null).length;
  const open = (entry: ActivityEntryView) => {
    if (entry.readAt === null) markRead.mutate([entry.id]);
  };

  return (
    <div className="screen activity-screen">
      <h1 className="screen-title">{t('title')}</h1>
      <div className="activity-body">
        <WatchStatusLine />
        <NotifyPermission />
        <div className="activity-tools">
          <KindFilter value={kind} onChange={setKind} />
          <button
            type="button"
            onClick={() => markAllRead.mutate()}
            disabled={unread === 0 || markAllRead.isPending}
          >
            {t('markAllRead')}
          </button>
        </div>
        {list.isPending ? (
          <p role="status" className="muted">
            {t('loading')}
          </p>
        ) : null}
        <QueryErrorAlert query={list} context="detail" />
        {list.isSuccess && entries.length === 0 ? (
          <p className="activity-empty muted">{kind === null ? t('empty') : t('emptyKind')}</p>
        ) : null}
        {days.map((day) => (
          <section key={day.day} className="activity-day" aria-labelledby={`activity-day-${day.day}`}>
            <h2 id={`activity-day-${day.day}`}>{formatDayName(day.name, words.locale)}</h2>
            <ul className="activity-list">
              {day.entries.map((entry) => (
                <ActivityItem key={entry.id} entry={entry} words={words} onOpen={open} />
              ))}
            </ul>
          </section>
        ))}
        {list.hasNextPage ? (
          <button type="button" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {t('showOlder')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
