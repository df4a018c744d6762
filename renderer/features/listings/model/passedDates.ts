/**
 * Whether a listing's loading dates have passed: its last loading day (`dateTo`, else `dateFrom`) is
 * before today on the user's calendar. "As soon as possible" never passes, and a listing without dates
 * is not marked. The exchange may still list such a load (its own expiry is `expiresAt`); the app says
 * the dates are behind it, in the table and the listing's panel.
 */
import type { Listing } from '../../../../shared/api/types';

/**
 * True when the last loading day of `listing` is before `today` (`YYYY-MM-DD`, the user's day:
 * shared/domain/relative-dates.ts `todayIn`). Days compare as `YYYY-MM-DD` text (a time after the
 * day, if the exchange sent one, is ignored).
 */
export function loadingDatesPassed(
  listing: Pick<Listing, 'dateType' | 'dateFrom' | 'dateTo'>,
  today: string,
): boolean {
  if (listing.dateType === 'asap') return false;
  const last = listing.dateTo ?? listing.dateFrom;
  return last !== null && last !== undefined && last.slice(0, 10) < today;
}
