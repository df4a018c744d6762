/** Sort orders of the market's lists (docs/api.md §Lists and cursors: newest first on every list). */

/** Listings: createdAt desc, then ref desc. */
export function newestFirst(
  a: { createdAt: string; ref: string },
  b: { createdAt: string; ref: string },
): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  if (a.ref !== b.ref) return a.ref < b.ref ? 1 : -1;
  return 0;
}

/** Offers and vehicles: createdAt desc, then id desc. */
export function newestFirstById(
  a: { createdAt: string; id: string },
  b: { createdAt: string; id: string },
): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  if (a.id !== b.id) return a.id < b.id ? 1 : -1;
  return 0;
}

/**
 * Sorts `records` in place newest first, as `newestFirst`/`newestFirstById` order them (createdAt
 * desc, then `key` desc; records equal in both keep their order), comparing parsed times instead of
 * ISO strings: the same order (ISO strings of one format compare like the instants they name). When
 * the times span little enough (a market's do: weeks of ms), each record's age from the newest and its
 * index are packed into one float and the floats sorted natively, with no comparator; only runs of an
 * equal createdAt are then sorted by key. Several times faster on a whole market (138,000 offers at
 * `--scale 20`).
 * @returns `records`
 */
export function sortNewestFirst<T extends { createdAt: string }>(
  records: T[],
  key: (record: T) => string,
): T[] {
  const n = records.length;
  const at = new Float64Array(n);
  let newest = -Infinity;
  let oldest = Infinity;
  for (let i = 0; i < n; i++) {
    const ms = Date.parse(records[i]!.createdAt);
    at[i] = ms;
    if (ms > newest) newest = ms;
    if (ms < oldest) oldest = ms;
  }
  const order = packedOrder(at, newest, oldest) ?? comparedOrder(at);
  // Runs of an equal createdAt: by key desc, a stable sort (so ties keep their index order).
  const byKey = (a: number, b: number) => {
    const ka = key(records[a]!);
    const kb = key(records[b]!);
    return ka === kb ? 0 : ka < kb ? 1 : -1;
  };
  for (let start = 0; start < n;) {
    let end = start + 1;
    while (end < n && at[order[end]!] === at[order[start]!]) end++;
    if (end - start > 1) {
      const run = Array.from(order.subarray(start, end)).sort(byKey);
      order.set(run, start);
    }
    start = end;
  }
  const sorted = Array.from(order, (i) => records[i]!);
  for (let i = 0; i < n; i++) records[i] = sorted[i]!;
  return records;
}

/**
 * The indexes of `at` by time desc, then index asc, sorted natively as packed floats
 * `(newest - at) * 2^bits + index`; null when a time is not finite or the packing would not stay exact
 * (above 2^53).
 */
function packedOrder(at: Float64Array, newest: number, oldest: number): Uint32Array | null {
  const n = at.length;
  if (n === 0) return new Uint32Array(0);
  if (!Number.isFinite(newest) || !Number.isFinite(oldest)) return null;
  let slots = 1;
  while (slots < n) slots *= 2;
  if ((newest - oldest + 1) * slots > Number.MAX_SAFE_INTEGER) return null;
  const packed = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    if (!Number.isFinite(at[i]!)) return null;
    packed[i] = (newest - at[i]!) * slots + i;
  }
  packed.sort();
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = packed[i]! % slots;
  return order;
}

/** The indexes of `at` by time desc, then index asc, with a comparator (any times, even NaN). */
function comparedOrder(at: Float64Array): Uint32Array {
  const order = Array.from(at.keys()).sort((a, b) => (at[a] !== at[b] ? at[b]! - at[a]! : a - b));
  return Uint32Array.from(order);
}
