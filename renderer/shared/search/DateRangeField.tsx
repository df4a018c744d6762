import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from '../FieldMessage';
import { useLocale } from '../format/useLocale';
import { lazyAfterFirstReads } from '../startup/afterFirstReads';
import { dateErrorText, localDay, type DateError } from './dateRange';
import './dateRange.css';

/**
 * The typed segments (react-aria's date field and @internationalized/date): their own chunk, loaded
 * after the first reads, as the initial JavaScript stays within its budget (docs/benchmarks.md).
 */
const DateInput = lazyAfterFirstReads(() => import('./DateInput'));

/** One end of the range: a form field holding `YYYY-MM-DD`, `''` or a marker (dateRange.ts). */
export interface DateRangeEnd {
  /** The field's id (`filter-dateFrom`); its message is `<id>-error`, its label `<id>-label`. */
  id: string;
  /** The visible label ("Loading from"). */
  label: string;
  /** What the form holds. */
  value: string;
  /** Called with the new text each time the field's meaning changes. */
  onChange: (value: string) => void;
  /** Called when the focus leaves the field. */
  onBlur?: () => void;
  /**
   * Given something to focus the field with (its first segment), and null when it goes: the form
   * library focuses the first field with a problem (react-hook-form's `field.ref`).
   */
  ref?: (field: { focus: () => void } | null) => void;
  /** The form's problem with it (zod's code and message), if any. */
  error?: DateError;
}

/** Props of DateRangeField: the first and last day (either may be blank). */
export interface DateRangeFieldProps {
  from: DateRangeEnd;
  to: DateRangeEnd;
}

/**
 * A range of calendar days for a search form (Listings' loading dates, Free vehicles' availability;
 * docs/api.md §Filters): two date fields typed by segments in the UI language's order (DateInput.tsx),
 * each with its label and its message, and the buttons Today and Tomorrow, which put that day in both
 * fields (one day's search). The form holds text (dateRange.ts): its schema refuses a half-typed date
 * with `dateMarkerIssues`, and the messages here name days as the rest of the UI does (`formatDay`).
 * Each field has a calendar too (DateInput.tsx: its own Today and Tomorrow pick that field's day only).
 * Until the segments' chunk arrives, each field is an empty box and button of the same size.
 */
export function DateRangeField({ from, to }: DateRangeFieldProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const values = { from: from.value, to: to.value };
  const setDay = (days: number) => {
    const day = localDay(new Date(), days);
    from.onChange(day);
    to.onChange(day);
  };

  const field = (end: DateRangeEnd, which: 'from' | 'to') => {
    const message = end.error ? dateErrorText(which, end.error, values, locale, t) : undefined;
    const labelId = `${end.id}-label`;
    const messageId = `${end.id}-error`;
    const focusFirstSegment = () =>
      document.getElementById(end.id)?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
    return (
      <div className="field" ref={(element) => end.ref?.(element ? { focus: focusFirstSegment } : null)}>
        {/* a label element names controls only; the segments are named through aria-labelledby */}
        <span id={labelId} className="field-label" onClick={focusFirstSegment}>
          {end.label}
        </span>
        <Suspense
          fallback={
            <div className="date-picker" aria-hidden="true">
              <div className="date-input" />
              <span className="date-calendar-button" />
            </div>
          }
        >
          <DateInput
            id={end.id}
            labelledBy={labelId}
            describedBy={message ? messageId : undefined}
            invalid={message !== undefined}
            locale={locale}
            value={end.value}
            onChange={end.onChange}
            onBlur={end.onBlur}
          />
        </Suspense>
        <FieldMessage id={messageId} message={message} />
      </div>
    );
  };

  return (
    <>
      {field(from, 'from')}
      {field(to, 'to')}
      <div className="date-shortcuts" role="group" aria-label={t('dateRange.sameDay')}>
        <button type="button" onClick={() => setDay(0)}>
          {t('dateRange.today')}
        </button>
        <button type="button" onClick={() => setDay(1)}>
          {t('dateRange.tomorrow')}
        </button>
      </div>
    </>
  );
}
