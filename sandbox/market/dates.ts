/** Time helpers of the generated market: whole days since the epoch (UTC) and ISO strings. */

/** One day in ms. */
export const DAY_MS = 86_400_000;

/** ms since epoch -> ISO date-time with ms precision and `Z` (`2026-10-01T10:00:00.000Z`). */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** Day number (whole days since 1970-01-01, UTC) -> `YYYY-MM-DD`. */
export function day(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** ms since epoch -> its day number (UTC). */
export function dayOf(ms: number): number {
  return Math.floor(ms / DAY_MS);
}
