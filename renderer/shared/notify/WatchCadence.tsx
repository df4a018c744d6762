import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../format/useLocale';
import { activityQueries } from './activityQueries';
import { cadenceFigures, roundedInterval } from './cadence';

/** The most reads a minute Settings lets the user choose (docs/watch.md §Settings). */
const MOST_PER_MINUTE = 12;

/**
 * How often the watch reads each kind of thing now, in sentences (docs/watch.md §The wait said plainly):
 * "Offers on your 36 listings: each about every 9 minutes; the busiest every 2 minutes", my own lists,
 * the watched searches, and what another budget would change: at `rate` reads a minute when given (the
 * Settings form's figure), else at twice the budget in force (at most 12). Nothing while the watch is
 * stopped or has nothing to read. From the pushed summary (docs/watch.md §How the page is told).
 */
export function WatchCadence({ rate }: { rate?: number | null }) {
  const { t } = useTranslation('activity');
  const locale = useLocale();
  const summary = useQuery(activityQueries.summary());
  const watch = summary.data?.watch;
  const cadence = watch?.cadence ?? [];
  if (!watch || cadence.length === 0) return null;
  const now = watch.requestsPerMinute;
  const every = (ms: number) => {
    const { unit, value } = roundedInterval(ms);
    return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  };
  const figures = cadenceFigures(cadence, now);
  const other = rate ?? Math.min(MOST_PER_MINUTE, now * 2);
  const at = other !== now && other > 0 ? cadenceFigures(cadence, now, other) : null;
  const lines: string[] = [];
  if (watch.catchingUp) lines.push(t('cadence.catchingUp'));
  if (figures.offers) {
    lines.push(
      t('cadence.offers', {
        count: figures.offers.count,
        every: every(figures.offers.typicalMs),
        busiest: every(figures.offers.busiestMs),
      }),
    );
  }
  if (figures.lists) lines.push(t('cadence.lists', { every: every(figures.lists.typicalMs) }));
  if (figures.searches) {
    lines.push(
      t('cadence.searches', { count: figures.searches.count, every: every(figures.searches.typicalMs) }),
    );
  }
  const rateWords = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(other);
  if (at?.offers) {
    lines.push(t('cadence.atRateOffers', { rate: rateWords, every: every(at.offers.typicalMs) }));
  } else if (at?.lists) {
    lines.push(t('cadence.atRateLists', { rate: rateWords, every: every(at.lists.typicalMs) }));
  }
  return (
    <ul className="watch-cadence muted small">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
