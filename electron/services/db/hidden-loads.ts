/**
 * Hidden loads of "My desk" (table `hidden_loads`, migration 7): the listings the user hid with "Hide
 * this load" (docs/watch.md §Seen and hidden loads), so every list leaves them out and the watch never tells
 * them (electron/services/watch/watched-searches.ts). Local and reversible: `unhide` shows one again.
 *
 * Every write is one statement, hence one transaction, and returns only after it committed. The
 * route, a list's text of the exchange's, is stored scrubbed of every held key (docs/api.md §Keys and
 * environments: nothing a server sent reaches a file with a key in it).
 * Errors are `AppFailure`s: `invalid_input` with `fields` (`ref`, `route`) for a bad ref or route.
 */
import { listingRefSchema } from '../../../shared/contract/common';
import { HIDDEN_ROUTE_MAX, type HiddenLoad } from '../../../shared/contract/desk';
import { invalidInput } from '../errors';
import { scrubHeldKeysText } from '../keys/held-keys';
import type { DeskDatabase } from './database';

/** Hidden loads, read and written in the local database. */
export interface HiddenLoadStore {
  /** Every hidden load, newest first (then by ref). */
  list(): HiddenLoad[];
  /** Whether `ref` is hidden. Never throws (a malformed ref is simply not hidden). */
  has(ref: string): boolean;
  /**
   * Hides `ref`, with its route as the list showed it (trimmed, scrubbed of every held key, then cut
   * to at most 200 characters; null: none).
   * Hiding it again keeps the first time and route. Returns the stored row. Throws `invalid_input`.
   */
  hide(ref: string, route?: string | null): HiddenLoad;
  /** Shows `ref` again; true when it was hidden. Throws `invalid_input`. */
  unhide(ref: string): boolean;
}

/** Options of `createHiddenLoadStore`. */
export interface HiddenLoadStoreOptions {
  /** Clock, ms since the epoch (default `Date.now`). */
  now?: () => number;
}

interface Row {
  ref: string;
  hidden_at: number;
  route: string | null;
}

/** The hidden-load store over an open local database (see database.ts). */
export function createHiddenLoadStore(
  db: DeskDatabase,
  options: HiddenLoadStoreOptions = {},
): HiddenLoadStore {
  const now = options.now ?? Date.now;
  const statements = {
    all: db.prepare('SELECT ref, hidden_at, route FROM hidden_loads ORDER BY hidden_at DESC, ref'),
    one: db.prepare('SELECT ref, hidden_at, route FROM hidden_loads WHERE ref = ?'),
    insert: db.prepare(
      'INSERT INTO hidden_loads (ref, hidden_at, route) VALUES (?, ?, ?) ON CONFLICT (ref) DO NOTHING',
    ),
    delete: db.prepare('DELETE FROM hidden_loads WHERE ref = ?'),
  };
  const parseRef = (ref: string): string => {
    const parsed = listingRefSchema.safeParse(ref);
    if (!parsed.success) throw invalidInput(parsed.error.issues, 'ref');
    return parsed.data;
  };
  return {
    list: () => (statements.all.all() as unknown as Row[]).map(toHiddenLoad),
    has(ref) {
      const parsed = listingRefSchema.safeParse(ref);
      return parsed.success && statements.one.get(parsed.data) !== undefined;
    },
    hide(ref, route = null) {
      const key = parseRef(ref);
      const text = route === null ? null : scrubHeldKeysText(route.trim()).slice(0, HIDDEN_ROUTE_MAX) || null;
      statements.insert.run(key, now(), text);
      return toHiddenLoad(statements.one.get(key) as unknown as Row);
    },
    unhide: (ref) => Number(statements.delete.run(parseRef(ref)).changes) > 0,
  };
}

function toHiddenLoad(row: Row): HiddenLoad {
  return { ref: row.ref, hiddenAt: new Date(row.hidden_at).toISOString(), route: row.route };
}
