/**
 * Rules two or more resources' calls share: country codes, dates and their order, page requests,
 * path parameters, place names and slugs. Each bounds what it accepts, so a bad value is refused in
 * the app before anything is sent (docs/api.md §Errors: the API would answer 400, or 431 for an
 * over-long request). A contract file imports its shared rules from here, never from another
 * resource's file (docs/architecture.md §How to add → A call).
 */
import { z } from 'zod';
import { PAGE_LIMIT_MAX } from '../domain/vocabulary';

/** ISO 3166-1 alpha-2 country code, any case in, upper-case out (docs/api.md §Errors: codes in any case). */
export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'A country is two letters, for example RO or DE.')
  .transform((code) => code.toUpperCase());

/**
 * A country code as a place of the exchange carries it (docs/api.md §Places, `Place.country`): two
 * upper-case letters, taken as they are (nothing trimmed or upper-cased).
 */
export const placeCountrySchema = z.string().regex(/^[A-Z]{2}$/);

/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date('A date is written YYYY-MM-DD.');

/**
 * Dates in order: `dateFrom` after `dateTo` is refused, as the API refuses it (400 `out_of_range`,
 * docs/api.md §Filters). Both YYYY-MM-DD, so compared as text; either absent passes.
 */
export function datesInOrder(f: { dateFrom?: string; dateTo?: string }): boolean {
  return !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo;
}
/** The refinement `datesInOrder` goes with in a filter schema: its message, on the last date (`dateTo`). */
export const DATES_OUT_OF_ORDER = {
  message: 'The first date must not be after the last date.',
  path: ['dateTo'],
};

/** A page size, 1 to 20 (docs/api.md §Lists and cursors). */
export const pageLimitSchema = z.number().int().min(1).max(PAGE_LIMIT_MAX);

/** A cursor as the API gave it (`nextCursor`, at most 512 characters), or null for the first page. */
export const cursorSchema = z.string().min(1).max(512).nullable();

/** One page of a keyset list: the previous page's `nextCursor` (null: the first page) and a page size. */
export const pageRequestShape = { cursor: cursorSchema, limit: pageLimitSchema.optional() };

/**
 * A listing's code: `FX-` + 6 of `[0-9A-Z]` without I, L, O, U (docs/api.md §Resources). Any case in,
 * upper-case out, so a code read aloud and typed in lower case still opens the listing.
 */
export const LISTING_REF_PATTERN = /^FX-[0-9A-HJKMNP-TV-Z]{6}$/;
export const listingRefSchema = z
  .string()
  .trim()
  .max(16, 'A listing code is FX- and 6 letters or digits, for example FX-7K2M9Q.')
  .transform((ref) => ref.toUpperCase())
  .pipe(
    z
      .string()
      .regex(LISTING_REF_PATTERN, 'A listing code is FX- and 6 letters or digits, for example FX-7K2M9Q.'),
  );

/** A resource id (offer, free vehicle, company): a uuid (docs/api.md §Resources). */
export const resourceIdSchema = z.string().trim().pipe(z.uuid('That is not a valid id.'));

/** Longest place query or place name, in characters (the longest place names are far shorter). */
export const PLACE_QUERY_MAX = 100;

/** A place slug as the place look-up gives it: lower-case ASCII `city-county-country` (docs/api.md §Places). */
export const placeSlugSchema = z
  .string()
  .trim()
  .max(PLACE_QUERY_MAX)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*-[a-z]{2}$/, 'Pick the place from the list.');

/** A call without input. */
export const noInput = z.object({});
