/**
 * The calendar of a date field (DateInput.tsx), in its popover (a dialog): month names, weekdays and
 * the first day of the week of the UI language (the I18nProvider around the field), with Today and
 * Tomorrow, which pick that day for this field and close it (docs/keyboard.md §Date filters). A chunk
 * of its own, loaded on the calendar's first open.
 */
import { useContext } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DatePickerStateContext,
  Dialog,
  Heading,
  Popover,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { localDay } from './dateRange';
import { calendarDateOf } from './calendarDate';

/** The popover with the calendar and its Today and Tomorrow: rendered inside a DatePicker. */
export default function DateCalendar() {
  const { t } = useTranslation('common');
  return (
    <Popover className="date-popover">
      <Dialog className="date-dialog">
        <Calendar className="date-calendar">
          <header className="date-calendar-header">
            <Button slot="previous" className="date-calendar-nav">
              <span aria-hidden="true">‹</span>
            </Button>
            <Heading className="date-calendar-heading" />
            <Button slot="next" className="date-calendar-nav">
              <span aria-hidden="true">›</span>
            </Button>
          </header>
          <CalendarGrid className="date-calendar-grid">
            {(date) => <CalendarCell date={date} className="date-calendar-cell" />}
          </CalendarGrid>
        </Calendar>
        <div className="date-calendar-shortcuts">
          <DayButton days={0} label={t('dateRange.today')} />
          <DayButton days={1} label={t('dateRange.tomorrow')} />
        </div>
      </Dialog>
    </Popover>
  );
}

/** A button of the calendar that picks the day `days` after today (local time) and closes it. */
function DayButton({ days, label }: { days: number; label: string }) {
  const state = useContext(DatePickerStateContext);
  const pick = () => {
    const date = calendarDateOf(localDay(new Date(), days));
    if (!state || !date) return;
    state.setValue(date);
    state.close();
  };
  return (
    <Button className="date-calendar-day" onPress={pick}>
      {label}
    </Button>
  );
}
