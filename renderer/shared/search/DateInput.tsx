/**
 * The typed part of a date field (its own chunk: DateRangeField.tsx loads it lazily): react-aria's
 * `useDateField` over react-stately's `useDateFieldState`, one focusable segment each for day, month
 * and year, in the order and with the separators of the UI language (`dd.mm.yyyy` in Romanian,
 * `dd/mm/yyyy` in English). Digits fill a segment and move to the next one; ArrowUp and ArrowDown
 * change it, ArrowLeft and ArrowRight move between segments, Backspace empties it; Enter submits
 * the form. The form hears text only (renderer/shared/search/dateRange.ts): the day `YYYY-MM-DD`,
 * `''`, or a marker while the segments hold part of a date, which stays as typed.
 */
import { CalendarDate, GregorianCalendar, type DateValue } from '@internationalized/date';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { I18nProvider, useDateField, useDateSegment } from 'react-aria';
import { useDateFieldState, type DateFieldState, type DateSegment } from 'react-stately';
import { dateValueOf } from './dateRange';

/** Props of DateInput. */
export interface DateInputProps {
  /** The id of the field (the group of segments). */
  id: string;
  /** The id of the element that labels it. */
  labelledBy: string;
  /** The id of the element that describes it (its message), while there is one. */
  describedBy?: string;
  /** Whether to show it as holding bad input. */
  invalid: boolean;
  /** The `Intl` locale of the UI (`ro-RO`, `en-GB`): the order, separators and segment names. */
  locale: string;
  /** What the form holds: `YYYY-MM-DD`, `''` or a marker of dateRange.ts. */
  value: string;
  /** Called with what the segments now stand for, each time that changes. */
  onChange: (value: string) => void;
  /** Called when the focus leaves the field. */
  onBlur?: () => void;
}

/** The Gregorian calendar only: both UI languages use it, and the other calendars would weigh in. */
const gregorian = () => new GregorianCalendar();

/** `YYYY-MM-DD` as react-aria's date, or null for anything else. */
function calendarDateOf(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || dateValueOf({ year: +match[1]!, month: +match[2]!, day: +match[3]! }) !== value) return null;
  return new CalendarDate(+match[1]!, +match[2]!, +match[3]!);
}

/** The typed date field; see the module's note. */
export default function DateInput(props: DateInputProps) {
  // The segments keep what is typed (react-aria's own state); when the form changes the value itself
  // (Today, Tomorrow, Back, Forward), the segments start again from the form's value.
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
      <Segments key={generation} {...props} onChange={onChange} />
    </I18nProvider>
  );
}

function Segments({ id, labelledBy, describedBy, invalid, locale, value, onChange, onBlur }: DateInputProps) {
  const [initial] = useState(() => ({ date: calendarDateOf(value), text: value }));
  const state = useDateFieldState({
    defaultValue: initial.date as DateValue | null,
    locale,
    createCalendar: gregorian,
    granularity: 'day',
    isInvalid: invalid,
    validationBehavior: 'aria',
  });
  const ref = useRef<HTMLDivElement>(null);
  const { fieldProps } = useDateField(
    {
      id,
      'aria-labelledby': labelledBy,
      'aria-describedby': describedBy,
      isInvalid: invalid,
      validationBehavior: 'aria',
      onBlur,
    },
    state,
    ref,
  );

  const part = (type: 'year' | 'month' | 'day') => {
    const segment = state.segments.find((s) => s.type === type);
    return segment && !segment.isPlaceholder && segment.value !== undefined ? segment.value : null;
  };
  const text = dateValueOf({ year: part('year'), month: part('month'), day: part('day') });
  // the form hears each change as the segments show it (a layout effect: as soon as it is on screen)
  const told = useRef(initial.text);
  useLayoutEffect(() => {
    if (text === told.current) return;
    told.current = text;
    onChange(text);
  });

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
    <div
      {...fieldProps}
      ref={ref}
      className="date-input"
      data-invalid={invalid || undefined}
      onKeyDownCapture={onKeyDownCapture}
    >
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
