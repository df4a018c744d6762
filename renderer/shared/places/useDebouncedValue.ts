import { useCallback, useEffect, useRef, useState } from 'react';

/** What useDebouncedValue returns: the settled value, and the way to start its wait at once. */
export type Debounced<T> = readonly [settled: T, changed: (next: T) => void];

/**
 * `value` once it has stayed the same for `delayMs` (ms); the previous settled value until then.
 * Used by the place field so a look-up goes out only after the typing pauses (docs/api.md §Places).
 *
 * The wait starts when the value changes, seen after the render that shows it; `changed(next)`, called
 * from the event that changes it (a keystroke's input event), starts it at the event instead, so the
 * pause is counted from the keystroke, not from the end of the render it causes (10–20 ms later on a
 * busy page; docs/benchmarks.md §The place autocomplete). `onSettle(next)` runs just before the settled
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
    (next: T) => {
      if (pending.current !== null && Object.is(pending.current.value, next)) return;
      if (pending.current !== null) clearTimeout(pending.current.timer);
      pending.current = null;
      if (Object.is(settledRef.current, next)) return;
      const timer = setTimeout(() => {
        pending.current = null;
        settledRef.current = next;
        onSettleRef.current?.(next);
        setSettled(next);
      }, delayMs);
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
