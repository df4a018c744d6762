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
 * desc, then `key` desc), comparing parsed times instead of ISO strings: the same order (ISO strings
 * of one format compare like the instants they name), several times faster on a whole market.
 * @returns `records`
 */
export function sortNewestFirst<T extends { createdAt: string }>(
  records: T[],
  key: (record: T) => string,
): T[] {
  const at = new Float64Array(records.length);
  records.forEach((record, i) => {
    at[i] = Date.parse(record.createdAt);
  });
  const order = Array.from(records.keys()).sort((a, b) => {
    if (at[a] !== at[b]) return at[b]! - at[a]!;
    const ka = key(records[a]!);
    const kb = key(records[b]!);
    return ka === kb ? 0 : ka < kb ? 1 : -1;
  });
  const sorted = order.map((i) => records[i]!);
  sorted.forEach((record, i) => {
    records[i] = record;
  });
  return records;
}
