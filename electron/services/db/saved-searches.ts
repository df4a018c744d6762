/**
 * Saved searches of "My desk" (table `saved_searches`, see migrations.ts): a name, a kind (`listings`
 * or `vehicles`) and the filters of that kind's search (shared/contract/desk.ts), with the time it was
 * created and last run. Names are unique per kind ignoring case in every alphabet (`nameKey`).
 *
 * Every write is one transaction and returns only after it committed (synchronous = FULL: on disk).
 * Errors are `AppFailure`s: `invalid_input` with `fields` for a bad name (`path: 'name'`, zod's code),
 * bad filters (`path: 'filters.<field>'`) or a name in use (`path: 'name', code: 'duplicate_name'`);
 * `not_found` for an id that is not a saved search.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  newSavedSearchSchema,
  relativeDatesSchema,
  savedSearchFilterSchemas,
  searchRepostSchema,
  type SearchRepost,
  truckPlaceSchema,
  savedSearchNameSchema,
  type NewSavedSearch,
  type SavedSearch,
  type SavedSearchKind,
} from '../../../shared/contract/desk';
import { appFailure, invalidInput } from '../errors';
import type { DeskDatabase } from './database';
import { immediateTransaction } from './sql';
import { nameKey } from './migrations';

/** Saved searches, read and written in the local database. */
export interface SavedSearchStore {
  /** The saved searches of `kind` (or all), by name (Romanian collation, ignoring case), then id. */
  list(kind?: SavedSearchKind): SavedSearch[];
  /** One saved search. Throws `not_found`. */
  get(id: string): SavedSearch;
  /**
   * Saves a new search (name, filters and relative dates validated as `newSavedSearchSchema`).
   * Throws `invalid_input`.
   */
  create(input: NewSavedSearch): SavedSearch;
  /** Renames a search (renaming to itself in other case is allowed). Throws `invalid_input`, `not_found`. */
  rename(id: string, name: string): SavedSearch;
  /** Deletes a search and, with it, its seen marks (scope `search:<id>`). Throws `not_found`. */
  delete(id: string): void;
  /** Sets the search's `lastRunAt` to now. Throws `not_found`. */
  markRun(id: string): SavedSearch;
  /**
   * Switches the search's Watch on or off (docs/watch.md §Saved searches as alerts: the watch reads the first
   * page of each search whose Watch is on, docs/watch.md "What is watched"). Throws `not_found`.
   */
  setWatch(id: string, watch: boolean): SavedSearch;
  /**
   * The reposts the watch folded in this search, by the new ref (docs/watch.md §Saved searches as alerts; the
   * snapshot `search:<id>` the watch keeps, electron/services/watch/diff.ts). Empty when never watched; a
   * stored entry that does not read as a repost is left out. Throws `not_found`.
   */
  reposts(id: string): Record<string, SearchRepost>;
  /**
   * The watch's baseline of this search: the ids (listing refs, free-vehicle ids) its snapshot
   * `search:<id>` holds as seen that the watch never told as news (no `listing.created` /
   * `vehicle.created` event of this search in the activity log). A run marks New only what this does not
   * hold (docs/watch.md §Saved searches as alerts, issue 53 §6): what the watch found already there is
   * not news on the first run, what it told is. Empty when never watched. Throws `not_found`.
   */
  watchBaseline(id: string): string[];
}

/** Options of `createSavedSearchStore`. */
export interface SavedSearchStoreOptions {
  /** Clock, ms since the epoch (default `Date.now`). */
  now?: () => number;
  /** New ids (default `crypto.randomUUID`). */
  newId?: () => string;
}

interface Row {
  id: string;
  kind: SavedSearchKind;
  name: string;
  filters: string;
  created_at: number;
  last_run_at: number | null;
  watch_read_at: number | null;
  watch: number;
  relative_dates: string | null;
  truck_at: string | null;
}

// the watch's last read of the search: when its snapshot `search:<id>` was taken (docs/watch.md §Saved
// searches as alerts; activity-log.ts keeps one row per key, taken_at moved at every read)
const COLUMNS = `id, kind, name, filters, created_at, last_run_at, watch, relative_dates, truck_at,
  (SELECT taken_at FROM watch_snapshots WHERE key = 'search:' || saved_searches.id) AS watch_read_at`;
const collator = new Intl.Collator('ro', { sensitivity: 'base', numeric: true });

/** The saved-search store over an open local database (see database.ts). */
export function createSavedSearchStore(
  db: DeskDatabase,
  options: SavedSearchStoreOptions = {},
): SavedSearchStore {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? randomUUID;
  const statements = {
    all: db.prepare(`SELECT ${COLUMNS} FROM saved_searches`),
    ofKind: db.prepare(`SELECT ${COLUMNS} FROM saved_searches WHERE kind = ?`),
    byId: db.prepare(`SELECT ${COLUMNS} FROM saved_searches WHERE id = ?`),
    clash: db.prepare('SELECT name FROM saved_searches WHERE kind = ? AND name_key = ? AND id <> ?'),
    insert: db.prepare(
      `INSERT INTO saved_searches
         (id, kind, name, name_key, filters, created_at, last_run_at, relative_dates, truck_at)
       VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
    ),
    rename: db.prepare('UPDATE saved_searches SET name = ?, name_key = ? WHERE id = ?'),
    delete: db.prepare('DELETE FROM saved_searches WHERE id = ?'),
    markRun: db.prepare('UPDATE saved_searches SET last_run_at = ? WHERE id = ?'),
    setWatch: db.prepare('UPDATE saved_searches SET watch = ? WHERE id = ?'),
    snapshot: db.prepare('SELECT snapshot FROM watch_snapshots WHERE key = ?'),
    // the items the watch told as news in this search (diff.ts searchEvent: `data.searchId`)
    told: db.prepare(
      `SELECT subject_id FROM activity_events
       WHERE type IN ('listing.created', 'vehicle.created') AND json_extract(data, '$.searchId') = ?`,
    ),
  };

  const find = (id: string): Row => {
    const row = statements.byId.get(id) as Row | undefined;
    if (!row) throw appFailure('not_found', `There is no saved search with id ${JSON.stringify(id)}.`);
    return row;
  };
  const refuseClash = (kind: SavedSearchKind, name: string, id: string) => {
    const other = statements.clash.get(kind, nameKey(name), id) as { name: string } | undefined;
    if (other) {
      throw appFailure(
        'invalid_input',
        `A saved ${kind === 'listings' ? 'listing' : 'free-vehicle'} search is already named "${other.name}".`,
        [{ path: 'name', code: 'duplicate_name' }],
      );
    }
  };

  const create = (input: NewSavedSearch): Row => {
    const parsed = newSavedSearchSchema.safeParse(input);
    if (!parsed.success) throw invalidInput(parsed.error.issues);
    const { kind, name, filters, relativeDates } = parsed.data;
    const truckAt = parsed.data.kind === 'listings' ? parsed.data.truckAt : null;
    const id = newId();
    refuseClash(kind, name, id);
    statements.insert.run(
      id,
      kind,
      name,
      nameKey(name),
      JSON.stringify(filters),
      now(),
      relativeDates ? JSON.stringify(relativeDates) : null,
      truckAt ? JSON.stringify(truckAt) : null,
    );
    return find(id);
  };
  const rename = (id: string, rawName: string): Row => {
    const parsed = savedSearchNameSchema.safeParse(rawName);
    if (!parsed.success) throw invalidInput(parsed.error.issues, 'name');
    const row = find(id);
    refuseClash(row.kind, parsed.data, id);
    statements.rename.run(parsed.data, nameKey(parsed.data), id);
    return find(id);
  };
  const remove = (id: string): void => {
    if (Number(statements.delete.run(id).changes) === 0) find(id);
  };
  const markRun = (id: string): Row => {
    if (Number(statements.markRun.run(now(), id).changes) === 0) find(id);
    return find(id);
  };
  const setWatch = (id: string, watch: boolean): Row => {
    if (Number(statements.setWatch.run(watch ? 1 : 0, id).changes) === 0) find(id);
    return find(id);
  };
  // Each write is one IMMEDIATE transaction: its checks (the name clash) and its write see one state.
  const write = <T>(work: () => T): T => immediateTransaction(db, work);

  return {
    list(kind) {
      const rows = (kind ? statements.ofKind.all(kind) : statements.all.all()) as unknown as Row[];
      return rows
        .sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .map(toSavedSearch);
    },
    get: (id) => toSavedSearch(find(id)),
    create: (input) => toSavedSearch(write(() => create(input))),
    rename: (id, name) => toSavedSearch(write(() => rename(id, name))),
    delete: (id) => write(() => remove(id)),
    markRun: (id) => toSavedSearch(write(() => markRun(id))),
    setWatch: (id, watch) => toSavedSearch(write(() => setWatch(id, watch))),
    reposts(id) {
      find(id);
      const row = statements.snapshot.get(`search:${id}`) as { snapshot: string } | undefined;
      return row ? repostsOf(row.snapshot) : {};
    },
    watchBaseline(id) {
      find(id);
      const row = statements.snapshot.get(`search:${id}`) as { snapshot: string } | undefined;
      if (!row) return [];
      const told = new Set((statements.told.all(id) as { subject_id: string }[]).map((r) => r.subject_id));
      return seenOf(row.snapshot).filter((seenId) => !told.has(seenId));
    },
  };
}

/**
 * A row as the contract's `SavedSearch`; filters and relative dates re-validated by today's schemas
 * (a rule that no longer passes is a `filtersProblem` too: the search cannot run as saved).
 */
function toSavedSearch(row: Row): SavedSearch {
  let filters: unknown = null;
  let relativeDates: unknown = null;
  let filtersProblem: string | null = null;
  try {
    const parsed = savedSearchFilterSchemas[row.kind].safeParse(JSON.parse(row.filters));
    const rule =
      row.relative_dates === null ? null : relativeDatesSchema.safeParse(JSON.parse(row.relative_dates));
    if (!parsed.success) filtersProblem = `The saved filters no longer apply: ${messages(parsed.error)}`;
    else if (rule && !rule.success) {
      filtersProblem = `The saved relative dates no longer apply: ${messages(rule.error)}`;
    } else {
      filters = parsed.data;
      relativeDates = rule?.data ?? null;
    }
  } catch (error) {
    filtersProblem = `The saved filters could not be read: ${(error as Error).message}`;
  }
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    filters,
    createdAt: new Date(row.created_at).toISOString(),
    lastRunAt: row.last_run_at === null ? null : new Date(row.last_run_at).toISOString(),
    watchReadAt: row.watch_read_at === null ? null : new Date(row.watch_read_at).toISOString(),
    watch: row.watch === 1,
    relativeDates,
    truckAt: truckAtOf(row),
    filtersProblem,
  } as SavedSearch;
}

/** The well-formed reposts of a stored search snapshot (JSON text); anything else is left out. */
function repostsOf(snapshot: string): Record<string, SearchRepost> {
  const stored: unknown = JSON.parse(snapshot);
  const reposts =
    typeof stored === 'object' && stored !== null ? (stored as { reposts?: unknown }).reposts : null;
  if (typeof reposts !== 'object' || reposts === null) return {};
  const kept: Record<string, SearchRepost> = {};
  for (const [ref, value] of Object.entries(reposts)) {
    const parsed = searchRepostSchema.safeParse(value);
    if (parsed.success) kept[ref] = parsed.data;
  }
  return kept;
}

/** The ids a stored search snapshot holds as seen (`seen`, watch/diff.ts SearchSnapshot); none when unreadable. */
function seenOf(snapshot: string): string[] {
  const stored: unknown = JSON.parse(snapshot);
  const seen = typeof stored === 'object' && stored !== null ? (stored as { seen?: unknown }).seen : null;
  return Array.isArray(seen) ? seen.filter((id): id is string => typeof id === 'string') : [];
}

/** The row's saved "Truck at", or null: none, or one that no longer passes (a convenience, not a filter: dropped). */
function truckAtOf(row: Row): SavedSearch['truckAt'] {
  if (row.truck_at === null || row.kind !== 'listings') return null;
  try {
    const parsed = truckPlaceSchema.safeParse(JSON.parse(row.truck_at));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function messages(error: z.ZodError): string {
  return error.issues.map((issue) => issue.message).join(' ');
}
