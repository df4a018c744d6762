/** Sort orders of the market's lists (DECISIONS "Lists and cursors": newest first on every list). */

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
