import { useCallback, useEffect, useRef, useState } from 'react';

/** What useDebouncedValue returns: the settled value, and the way to start its wait at once. */
export type Debounced<T> = readonly [settled: T, changed: (next: T, since?: number) => void];

/**
 * How long before `changed()` its `since` may be and still count, ms: the keystroke's `keydown` and
 * the input event it causes come in one task, a few ms apart; an older time is not that keystroke's.
 */
const SINCE_KEPT_MS = 50;

/**
 * `value` once it has stayed the same for `delayMs` (ms); the previous settled value until then.
 * Used by the place field so a look-up goes out only after the typing pauses (docs/api.md §Places).
 *
 * The wait starts when the value changes, seen after the render that shows it; `changed(next)`, called
 * from the event that changes it (a keystroke's input event), starts it at the event instead, so the
 * pause is counted from the keystroke, not from the end of the render it causes (10–20 ms later on a
 * busy page; docs/benchmarks.md §The place autocomplete). `since`, when given, is the keystroke's own
 * time (`event.timeStamp` of its `keydown`, on `performance.now()`'s clock): the pause is then counted
 * from it, the few ms between the key and its input event included; a time in the future or older than
 * SINCE_KEPT_MS is ignored. `onSettle(next)` runs just before the settled
 * value changes (in the timer, before React renders it): what the new value needs can start there.
 * A change back to the settled value withdraws the pending one; unmounting withdraws it too.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, onSettle?: (next: T) => void): Debounced<T> {
  const [settled, setSettled] = useState(value);
  const settledRef = useRef(value);
  const pending = useRef<{ value: T; timer: ReturnType<typeof setTimeout> } | null>(null);
  const onSettleRef = useRef(onSettle);
  useEffect(() => {
    onSettleRef.current = onSettle;
  });
  const changed = useCallback(
    (next: T, since?: number) => {
      if (pending.current !== null && Object.is(pending.current.value, next)) return;
      if (pending.current !== null) clearTimeout(pending.current.timer);
      pending.current = null;
      if (Object.is(settledRef.current, next)) return;
      const elapsed = since === undefined ? 0 : performance.now() - since;
      const wait = elapsed >= 0 && elapsed <= SINCE_KEPT_MS ? delayMs - elapsed : delayMs;
      const timer = setTimeout(() => {
        pending.current = null;
        settledRef.current = next;
        onSettleRef.current?.(next);
        setSettled(next);
      }, wait);
      pending.current = { value: next, timer };
    },
    [delayMs],
  );
  useEffect(() => changed(value), [value, changed]);
  useEffect(
    () => () => {
      if (pending.current !== null) clearTimeout(pending.current.timer);
      pending.current = null;
    },
    [],
  );
  return [settled, changed] as const;
}
