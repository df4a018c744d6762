/**
 * Calls about "My desk", kept in the app's local database (never sent to the exchange): saved
 * searches (a name and the filters of a listing or free-vehicle search), seen marks (which
 * listings, offers or free vehicles the user has already seen, per scope, so new ones can be shown as
 * new; scope `opened`: listings whose page or panel was opened) and hidden loads. Every write is confirmed only once it is on disk.
 */
import { z } from 'zod';
import type { Place } from '../api/types';
import { RELATIVE_DAYS_MAX, withResolvedDates, type RelativeDates } from '../domain/relative-dates';
import { listingRefSchema, noInput, placeCountrySchema, placeSlugSchema, resourceIdSchema } from './common';
import { listingFiltersSchema, type ListingFilters } from './listings';
import { vehicleFiltersSchema, type VehicleFilters } from './vehicles';
import { call, output } from './call';

/** Longest saved-search name, in characters (UTF-16 units, after trimming and NFC normalisation). */
export const SAVED_SEARCH_NAME_MAX = 80;

/**
 * A saved search's name: trimmed, NFC-normalised, 1 to 80 characters, no control characters (no
 * line breaks). Unique per kind, ignoring case (`Cluj` and `CLUJ` clash; so do `Ștefan` and `ștefan`).
 */
export const savedSearchNameSchema = z
  .string()
  .trim()
  .normalize('NFC')
  .min(1, 'Give the search a name.')
  .max(SAVED_SEARCH_NAME_MAX, `A name is at most ${SAVED_SEARCH_NAME_MAX} characters.`)
  .regex(/^[^\p{Cc}]*$/u, 'A name is one line of text.');

/** What a saved search looks for: published listings or free vehicles. */
export const SAVED_SEARCH_KINDS = ['listings', 'vehicles'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];
export const savedSearchKindSchema = z.enum(SAVED_SEARCH_KINDS);

/**
 * Relative dates of a saved search (docs/watch.md §Saved searches as alerts;
 * shared/domain/relative-dates.ts): the first day `fromDays` after the day of each run (0 today, 1 tomorrow),
 * the last `toDays` after it or null for none ("from today"); "today and the next N days" is `{ fromDays: 0,
 * toDays: N }`. Whole days, 0 to 366, the last not before the first.
 */
export const relativeDatesSchema = z
  .object({
    fromDays: z.number().int().min(0).max(RELATIVE_DAYS_MAX),
    toDays: z.number().int().min(0).max(RELATIVE_DAYS_MAX).nullable(),
  })
  .refine((rule) => rule.toDays === null || rule.toDays >= rule.fromDays, {
    message: 'The last relative day must not be before the first.',
    path: ['toDays'],
  }) satisfies z.ZodType<RelativeDates>;
export type { RelativeDates };

/**
 * "Truck at" saved with a listing search (docs/watch.md §Saved searches as alerts): a place as the place
 * look-up gives it (docs/api.md §Places, `Place`), the empty run to each loading place being counted from it.
 */
export const truckPlaceSchema = z.object({
  city: z.string().trim().min(1).max(100),
  country: placeCountrySchema,
  county: z.string().trim().max(100),
  slug: placeSlugSchema,
}) satisfies z.ZodType<Place>;

/**
 * A new saved search: its kind decides which filters it carries (those of `listings.search` or `vehicles.search`).
 * With `relativeDates` (null or absent: none) its dates are kept relative to the day of each run, and
 * the `dateFrom`/`dateTo` of `filters` are only what they were on the day it was saved. A listing
 * search may keep `truckAt`, the truck's place, restored when it is run.
 */
export const newSavedSearchSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('listings'),
    name: savedSearchNameSchema,
    filters: listingFiltersSchema,
    relativeDates: relativeDatesSchema.nullable().optional(),
    truckAt: truckPlaceSchema.nullable().optional(),
  }),
  z.object({
    kind: z.literal('vehicles'),
    name: savedSearchNameSchema,
    filters: vehicleFiltersSchema,
    relativeDates: relativeDatesSchema.nullable().optional(),
  }),
]);
export type NewSavedSearch = z.input<typeof newSavedSearchSchema>;

/** The filter schema of each kind (the store validates with these on write and on read). */
export const savedSearchFilterSchemas = {
  listings: listingFiltersSchema,
  vehicles: vehicleFiltersSchema,
} as const;

/** Fields every saved search has. Times are ISO 8601 instants (UTC). */
interface SavedSearchFields {
  /** A uuid given by the app. */
  id: string;
  name: string;
  createdAt: string;
  /** When the search was last run (`savedSearches.markRun`), or null if never. */
  lastRunAt: string | null;
  /**
   * When the watch last read the search's first page (its snapshot `search:<id>`, kept at each read:
   * docs/watch.md §Saved searches as alerts), or null if it never did. Kept while Watch is off.
   */
  watchReadAt: string | null;
  /**
   * Whether the watch reads this search's first page and tells what is new on it (docs/watch.md §Saved
   * searches as alerts, §What is watched, and the events). Off until the user switches it on.
   */
  watch: boolean;
  /**
   * The dates kept relative to the day of each run (docs/watch.md §Saved searches as alerts), or null: the
   * dates of `filters` are absolute. Resolve with {@link filtersForRun} before running the search.
   */
  relativeDates: RelativeDates | null;
  /**
   * "Truck at" saved with a listing search and restored when it is run (docs/watch.md §Saved searches as
   * alerts), or null (none saved; always null for a free-vehicle search).
   */
  truckAt: Place | null;
  /**
   * Null when `filters` passed today's filter schema. Else a plain sentence: the filters were saved
   * by a version of the app with other rules; `filters` is then null and the stored text is kept
   * untouched (the search can still be renamed or deleted).
   */
  filtersProblem: string | null;
}

/** A saved search as the desk lists it. */
export type SavedSearch =
  | (SavedSearchFields & { kind: 'listings'; filters: ListingFilters | null })
  | (SavedSearchFields & { kind: 'vehicles'; filters: VehicleFilters | null });

/**
 * The filters a saved search runs with on `today` (`YYYY-MM-DD`, the user's day, shared/domain/
 * relative-dates.ts `todayIn`): its filters with relative dates resolved (docs/watch.md §Saved searches as
 * alerts), absolute ones as saved; null when its filters no longer apply (`filtersProblem`).
 */
export function filtersForRun(search: SavedSearch, today: string): ListingFilters | VehicleFilters | null {
  return search.filters === null ? null : withResolvedDates(search.filters, search.relativeDates, today);
}

/** Longest scope name, in characters. */
export const SEEN_SCOPE_MAX = 100;

/**
 * A scope of seen marks: `inbox` (offers received), `search:<savedSearchId>` (results of a saved
 * search: its marks go when the search is deleted), or another lower-case word, optionally followed by
 * `:` and a key of letters, digits, `.`, `_`, `-`.
 */
export const SEEN_SCOPE_PATTERN = /^[a-z][a-z0-9-]{0,31}(:[A-Za-z0-9._-]{1,64})?$/;
export const seenScopeSchema = z
  .string()
  .trim()
  .max(SEEN_SCOPE_MAX, `A scope is at most ${SEEN_SCOPE_MAX} characters.`)
  .regex(SEEN_SCOPE_PATTERN, 'A scope is a word such as inbox, or search: and a saved search id.');

/** Longest item id (a listing code such as FX-7K2M9Q, an offer or free-vehicle uuid), in characters. */
export const SEEN_ITEM_ID_MAX = 64;
/** Most item ids in one seen-marks call (pages hold at most 20; a whole list run stays far below). */
export const SEEN_ITEMS_PER_CALL_MAX = 1000;

/** The item ids of one seen-marks call. */
const seenItemIdsSchema = z
  .array(z.string().trim().min(1).max(SEEN_ITEM_ID_MAX, `An id is at most ${SEEN_ITEM_ID_MAX} characters.`))
  .max(SEEN_ITEMS_PER_CALL_MAX, `At most ${SEEN_ITEMS_PER_CALL_MAX} ids at a time.`);

/** A scope and item ids: the input of `seen.mark` and `seen.unseen`. */
export const seenMarksInputSchema = z.object({ scope: seenScopeSchema, ids: seenItemIdsSchema });

/**
 * A listing a watched saved search folded as a repost (docs/watch.md §Saved searches as alerts): the
 * same load as `of`, seen before in that search under another ref; the budget before and after
 * (decimal strings, in `currency`; null when not given).
 */
export interface SearchRepost {
  of: string;
  priceBefore: string | null;
  priceAfter: string | null;
  currency: string | null;
}

/** The shape a stored repost must have to be listed (a snapshot is JSON kept between versions). */
export const searchRepostSchema = z.object({
  of: z.string().min(1).max(64),
  priceBefore: z.string().max(40).nullable(),
  priceAfter: z.string().max(40).nullable(),
  currency: z.string().max(10).nullable(),
}) satisfies z.ZodType<SearchRepost>;

/** Longest route text kept with a hidden load, in characters. */
export const HIDDEN_ROUTE_MAX = 200;

/**
 * A load the user hid ("Hide this load", docs/watch.md §Seen and hidden loads): kept locally, it leaves every
 * listing list (a line says how many a page hides, with Show) and the watch's alerts until shown again.
 * - `ref`: the listing's code;
 * - `hiddenAt`: when (ISO 8601, UTC);
 * - `route`: the route as the list showed it when hidden ("Cluj-Napoca, RO → München, DE"), or null.
 */
export interface HiddenLoad {
  ref: string;
  hiddenAt: string;
  route: string | null;
}

/**
 * Why the local database found at start could not be used, and where it was kept (never deleted):
 * - `not_a_database`: the file is not an SQLite database;
 * - `corrupt`: SQLite's integrity check failed, or SQLite reported the file malformed;
 * - `newer_version`: a newer version of the app wrote it (its schema version is unknown here);
 * - `migration_failed`: bringing it up to this version's schema failed (a bug: please report it).
 */
export type DeskProblemKind = 'not_a_database' | 'corrupt' | 'newer_version' | 'migration_failed';

/** The problem report of the local database: the UI shows it once, with the kept file's path. */
export interface DeskProblem {
  kind: DeskProblemKind;
  /** Where the old file was moved (its -wal and -shm files beside it, same name plus -wal / -shm). */
  movedTo: string;
  /** SQLite's own words, or the versions involved; technical detail, never shown alone. */
  detail: string;
}

/**
 * The desk's calls (saved searches, seen marks, hidden loads), each with its input schema and output
 * type; all local, in the app's database (docs/watch.md §Saved searches as alerts, §Seen and hidden loads).
 */
export const deskCalls = {
  /** The database problem found at start, or null. */
  'desk.status': call(noInput, output<{ problem: DeskProblem | null }>()),
  /** Saved searches of one kind (or all), by name (Romanian collation, ignoring case). */
  'savedSearches.list': call(z.object({ kind: savedSearchKindSchema.optional() }), output<SavedSearch[]>()),
  'savedSearches.create': call(newSavedSearchSchema, output<SavedSearch>()),
  'savedSearches.rename': call(
    z.object({ id: resourceIdSchema, name: savedSearchNameSchema }),
    output<SavedSearch>(),
  ),
  /** Deletes a saved search and its seen marks (scope `search:<id>`). */
  'savedSearches.delete': call(z.object({ id: resourceIdSchema }), output<{ id: string }>()),
  /** Records that the search was run now. */
  'savedSearches.markRun': call(z.object({ id: resourceIdSchema }), output<SavedSearch>()),
  /**
   * Switches a saved search's Watch on or off (docs/watch.md §Saved searches as alerts): while on, the watch
   * reads its first page within the budget and tells what is new on it (docs/watch.md "What is watched").
   */
  'savedSearches.setWatch': call(
    z.object({ id: resourceIdSchema, watch: z.boolean() }),
    output<SavedSearch>(),
  ),
  /**
   * The reposts the watch folded in a watched saved search, by the new ref (docs/watch.md §Saved searches as
   * alerts): what the watch's last read of it kept; empty when it was never watched.
   */
  'savedSearches.reposts': call(z.object({ id: resourceIdSchema }), output<Record<string, SearchRepost>>()),
  /**
   * The watch's baseline of a saved search (docs/watch.md §Saved searches as alerts): the ids (listing refs,
   * free-vehicle ids) its reads found already there and never told as news; a run marks none of them New.
   * Empty when it was never watched.
   */
  'savedSearches.watchBaseline': call(z.object({ id: resourceIdSchema }), output<string[]>()),
  /** Marks items seen in a scope (an item already seen keeps its first time); `added`: how many of the ids were not seen before (now marked). */
  'seen.mark': call(seenMarksInputSchema, output<{ added: number }>()),
  /** Of `ids`, those never marked seen in the scope, in the given order, each once. */
  'seen.unseen': call(seenMarksInputSchema, output<string[]>()),
  /** Forgets every mark of a scope; `removed`: how many marks were forgotten. */
  'seen.forget': call(z.object({ scope: seenScopeSchema }), output<{ removed: number }>()),
  /** The hidden loads, newest first (docs/watch.md §Seen and hidden loads). */
  'hiddenLoads.list': call(noInput, output<HiddenLoad[]>()),
  /** Hides a load (hiding it again keeps its first time and route). */
  'hiddenLoads.hide': call(
    z.object({
      ref: listingRefSchema,
      route: z.string().trim().max(HIDDEN_ROUTE_MAX).nullable().optional(),
    }),
    output<HiddenLoad>(),
  ),
  /** Shows a hidden load again (a load not hidden: nothing changes); `removed`: whether it was hidden (and now is not). */
  'hiddenLoads.unhide': call(
    z.object({ ref: listingRefSchema }),
    output<{ ref: string; removed: boolean }>(),
  ),
} as const;
