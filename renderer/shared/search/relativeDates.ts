/**
 * Relative dates in words (docs/watch.md §Saved searches as alerts; the rule:
 * shared/domain/relative-dates.ts): "from today", "tomorrow", "today and the next 7 days", "tomorrow – in 5
 * days", in the UI language. The days are named by `Intl.RelativeTimeFormat` (`numeric: 'auto'`: today,
 * tomorrow, in 3 days; azi, mâine, peste 3 zile), the joining words by the `common` catalog
 * (`relativeDates.*`).
 */
import type { TFunction } from 'i18next';
import type { RelativeDates } from '../../../shared/domain/relative-dates';

/** A day `days` after the day of the run, in words ("today", "tomorrow", "in 3 days"). */
export function relativeDay(days: number, locale: string): string {
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(days, 'day');
}

/**
 * A relative window in words: no last day "from <day>", one day "<day>", from today
 * "today and the next N days", else "<first> – <last>".
 */
export function relativeDatesText(rule: RelativeDates, locale: string, t: TFunction<'common'>): string {
  const from = relativeDay(rule.fromDays, locale);
  if (rule.toDays === null) return t('relativeDates.from', { day: from });
  if (rule.toDays === rule.fromDays) return from;
  if (rule.fromDays === 0) return t('relativeDates.next', { count: rule.toDays });
  return t('relativeDates.range', { from, to: relativeDay(rule.toDays, locale) });
}
