import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/format/useLocale';
import { activityQueries } from '../../../shared/notify/activityQueries';
import { WatchCadence } from '../../../shared/notify/WatchCadence';
import { useCheckNow } from '../api/activityList';
import { watchLine, type WatchLine } from '../model/watchStateLine';
import { formatTimeOfDay } from '../model/when';

/**
 * The watch's state in a sentence ("Checked at 10:42", "Waiting for the exchange until 10:50", "The
 * exchange is not answering; trying again at 10:42", paused, off), "Check now", and how often each kind
 * of thing is read (WatchCadence; docs/watch.md §The budget, §The wait said plainly, §In the renderer), from the summary the shell reads every 5 s. A live region, so a change is read out
 * politely.
 */
export function WatchStatusLine() {
  const { t } = useTranslation('activity');
  const locale = useLocale();
  const summary = useQuery(activityQueries.summary());
  const settings = useQuery(activityQueries.settings());
  const checkNow = useCheckNow();
  if (!summary.data) return null;
  const enabled = settings.data?.enabled ?? true;
  const line = watchLine(summary.data.watch, enabled);
  const time = (at: string) => formatTimeOfDay(at, locale);
  const sentence = (l: WatchLine): string => {
    switch (l.kind) {
      case 'off':
        return t('watch.off');
      case 'stopped':
        return t('watch.stopped');
      case 'paused':
        return t('watch.paused');
      case 'reading':
        return t('watch.reading');
      case 'notYet':
        return t('watch.notYet');
      case 'checked':
        return t('watch.checked', { time: time(l.at) });
      case 'rateLimited':
        return t('watch.rateLimited', { time: time(l.until) });
      case 'backingOff':
        return t('watch.backingOff', { time: time(l.at) });
    }
  };
  return (
    <div className="watch-line">
      <p role="status" aria-live="polite">
        {sentence(line)}
      </p>
      {enabled ? (
        <button type="button" onClick={() => checkNow.mutate()} disabled={checkNow.isPending}>
          {t('watch.checkNow')}
        </button>
      ) : null}
      {enabled ? <WatchCadence /> : null}
    </div>
  );
}
