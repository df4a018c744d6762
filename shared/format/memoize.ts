/**
 * `make` remembered by its arguments (joined with `|`, so each is a string, number or boolean): an
 * `Intl` formatter is slow to build and fast to reuse, one per locale and options.
 */
export function memoize<A extends (string | number | boolean)[], T>(
  make: (...args: A) => T,
): (...args: A) => T {
  const made = new Map<string, T>();
  return (...args) => {
    const key = args.join('|');
    if (!made.has(key)) made.set(key, make(...args));
    return made.get(key) as T;
  };
}
