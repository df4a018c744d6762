import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (ms); the previous settled value until then.
 * Used by the place field so a look-up goes out only after the typing pauses.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
