/**
 * The typed part of a date field and its calendar (their own chunk: DateRangeField.tsx loads it
 * lazily): react-aria-components' `DatePicker`, whose group holds one focusable segment each for day,
 * month and year, in the order and with the separators of the UI language (`dd.mm.yyyy` in Romanian,
 * `dd/mm/yyyy` in English), and a Calendar button opening a `Calendar` in a `Popover` (a dialog),
 * month names, weekdays and the first day of the week of the UI language, with Today and Tomorrow,
 * which pick that day for this field. Digits fill a segment and move to the next one; ArrowUp and
 * ArrowDown change it, ArrowLeft and ArrowRight move between segments, Backspace empties it; Enter
 * submits the form; Alt+ArrowDown opens the calendar (docs/keyboard.md §Date filters). The form hears
 * text only (renderer/shared/search/dateRange.ts): the day `YYYY-MM-DD`, `''`, or a marker while the
 * segments hold part of a date, which stays as typed.
 */
import { GregorianCalendar, type DateValue } from '@internationalized/date';
import { lazy, Suspense, useContext, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useDateField, useDateSegment, useLocale, type AriaDateFieldProps } from 'react-aria';
import {
  Button,
  type ButtonProps,
  DateFieldContext,
  DatePicker,
  DatePickerStateContext,
  Group,
  I18nProvider,
  useSlottedContext,
} from 'react-aria-components';
import { useDateFieldState, type DateFieldState, type DateSegment } from 'react-stately';
import { calendarDateOf } from './calendarDate';
import { dateValueOf } from './dateRange';

/** Props of DateInput. */
export interface DateInputProps {
  /** The id of the field (the group of segments and the calendar button). */
  id: string;
  /** The id of the element that labels it. */
  labelledBy: string;
  /** The id of the element that describes it (its message), while there is one. */
  describedBy?: string;
  /** Whether to show it as holding bad input. */
  invalid: boolean;
  /** The `Intl` locale of the UI (`ro-RO`, `en-GB`): the order, separators, segment and month names. */
  locale: string;
  /** What the form holds: `YYYY-MM-DD`, `''` or a marker of dateRange.ts. */
  value: string;
  /** Called with what the segments now stand for, each time that changes. */
  onChange: (value: string) => void;
  /** Called when the focus leaves the field (not when it moves into its calendar). */
  onBlur?: () => void;
}

/** The Gregorian calendar only: both UI languages use it, and the other calendars would weigh in. */
const gregorian = () => new GregorianCalendar();

/** The calendar in its popover (DateCalendar.tsx), loaded on its first open. */
const DateCalendar = lazy(() => import('./DateCalendar'));

/**
 * The calendar button stays out of the Tab order (react-aria's `excludeFromTabOrder`, which useButton
 * hands to useFocusable though RAC's Button props do not list it): Tab goes from the first date's
 * year to the last date's day, as before the calendar; the keyboard opens it with Alt+ArrowDown
 * from a segment, a pointer or a screen reader's cursor with the button (docs/keyboard.md §Date filters).
 */
const OUT_OF_TAB_ORDER = { excludeFromTabOrder: true } as ButtonProps;

/** The typed date field and its calendar; see the module's note. */
export default function DateInput(props: DateInputProps) {
  // The segments keep what is typed (react-aria's own state); when the form changes the value itself
  // (Today, Tomorrow, Back, Forward), the field starts again from the form's value.
  const [generation, setGeneration] = useState(0);
  const [heard, setHeard] = useState(props.value);
  if (props.value !== heard) {
    setHeard(props.value);
    setGeneration(generation + 1);
  }
  const onChange = (value: string) => {
    setHeard(value);
    props.onChange(value);
  };
  return (
    <I18nProvider locale={props.locale}>
      <Picker key={generation} {...props} onChange={onChange} />
    </I18nProvider>
  );
}

function Picker({ id, labelledBy, describedBy, invalid, value, onChange, onBlur }: DateInputProps) {
  const [initial] = useState(() => ({ date: calendarDateOf(value), text: value }));
  // Enter searches, as in the form's other inputs (a segment is no input, so the form would not). A
  // digit typed just before reaches the segments in a task of its own (react-aria hears it as a native
  // `beforeinput`, which React renders later, while the browser runs input first): the search waits
  // for it, one task later.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.stopPropagation();
    const form = event.currentTarget.closest('form');
    setTimeout(() => form?.requestSubmit(), 0);
  };
  return (
    <DatePicker
      id={id}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      defaultValue={initial.date as DateValue | null}
      granularity="day"
      isInvalid={invalid}
      validationBehavior="aria"
      onBlur={onBlur}
      className="date-picker"
    >
      <Group className="date-input" data-invalid={invalid || undefined} onKeyDownCapture={onKeyDownCapture}>
        <Segments initialText={initial.text} onChange={onChange} />
      </Group>
      <Button className="date-calendar-button" {...OUT_OF_TAB_ORDER}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path
            d="M4 1v2H2.5A1.5 1.5 0 0 0 1 4.5v9A1.5 1.5 0 0 0 2.5 15h11a1.5 1.5 0 0 0 1.5-1.5v-9A1.5 1.5 0 0 0 13.5 3H12V1h-1.5v2h-5V1zM2.5 6.5h11v7h-11z"
            fill="currentColor"
          />
        </svg>
      </Button>
      <OpenCalendar />
    </DatePicker>
  );
}

/**
 * The calendar's popover, only while it is open: its code (react-aria's Calendar and its grid) is a
 * chunk of its own, fetched on the first open, so the typed field appears as soon as before.
 */
function OpenCalendar() {
  const state = useContext(DatePickerStateContext);
  if (!state?.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <DateCalendar />
    </Suspense>
  );
}

/**
 * The segments: react-aria's date field over the props the DatePicker gives its field (its value,
 * its validation, its `presentation` role inside the picker's group), reporting what they stand for.
 */
function Segments({ initialText, onChange }: { initialText: string; onChange: (value: string) => void }) {
  const fieldProps = useSlottedContext(DateFieldContext) as AriaDateFieldProps<DateValue>;
  const { locale } = useLocale();
  const state = useDateFieldState({ ...fieldProps, locale, createCalendar: gregorian });
  const ref = useRef<HTMLDivElement>(null);
  const { fieldProps: segmentsProps } = useDateField(fieldProps, state, ref);

  const part = (type: 'year' | 'month' | 'day') => {
    const segment = state.segments.find((s) => s.type === type);
    return segment && !segment.isPlaceholder && segment.value !== undefined ? segment.value : null;
  };
  const text = dateValueOf({ year: part('year'), month: part('month'), day: part('day') });
  // the form hears each change as the segments show it (a layout effect: as soon as it is on screen)
  const told = useRef(initialText);
  useLayoutEffect(() => {
    if (text === told.current) return;
    told.current = text;
    onChange(text);
  });

  return (
    <div {...segmentsProps} ref={ref} className="date-segments">
      {state.segments.map((segment, i) => (
        <Segment key={i} segment={segment} state={state} />
      ))}
    </div>
  );
}

function Segment({ segment, state }: { segment: DateSegment; state: DateFieldState }) {
  const ref = useRef<HTMLDivElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  return (
    <div
      {...segmentProps}
      ref={ref}
      className={
        segment.type === 'literal'
          ? 'date-literal'
          : segment.isPlaceholder
            ? 'date-segment date-placeholder'
            : 'date-segment'
      }
    >
      {segment.text}
    </div>
  );
}
