/**
 * Seen marks of "My desk" (table `seen_marks`, see migrations.ts): per scope, the ids of the items the
 * user has seen (listing codes, offer ids, free-vehicle ids), each with the time it was first seen, so
 * a list can show what is new. Scopes (shared/contract/desk.ts `seenScopeSchema`): `inbox` (offers
 * received), `search:<savedSearchId>` (results of a saved search; such marks need the saved search to
 * exist and are deleted with it, by a foreign key with ON DELETE CASCADE), or another word.
 *
 * Every write is one statement, hence one transaction, and returns only after it committed. Ids, the
 * exchange's, are stored and looked up scrubbed of every held key (docs/api.md §Keys and environments:
 * nothing a server sent reaches a file with a key in it); what is returned names the ids as given.
 * Errors are `AppFailure`s: `invalid_input` with `fields` (`scope`, `ids.<n>`) for a bad scope or id
 * list, `not_found` for a `search:` scope whose saved search does not exist.
 */
import { seenMarksInputSchema } from '../../../shared/contract/desk';
import { appFailure, invalidInput } from '../errors';
import { scrubHeldKeysText } from '../keys/held-keys';
import type { DeskDatabase } from './database';
import { SQLITE_CONSTRAINT_FOREIGNKEY, sqliteErrcode } from './sql';

/** The scope prefix of a saved search's results. */
export const SEARCH_SCOPE_PREFIX = 'search:';

/** One seen mark: the item's id and when it was first marked seen (ISO 8601, UTC). */
export interface SeenMark {
  itemId: string;
  firstSeenAt: string;
}

/** Seen marks, read and written in the local database. */
export interface SeenMarkStore {
  /**
   * Marks `ids` seen in `scope`; an id already seen keeps its first time. Returns how many were new.
   * Throws `invalid_input`, or `not_found` for `search:<id>` of a missing saved search.
   */
  markSeen(scope: string, ids: readonly string[]): number;
  /** Of `ids`, those never marked seen in `scope`: in the given order, each once. Throws `invalid_input`. */
  unseen(scope: string, ids: readonly string[]): string[];
  /** The marks of `ids` that are seen in `scope`, in the given order, each once. Throws `invalid_input`. */
  marks(scope: string, ids: readonly string[]): SeenMark[];
  /** Forgets every mark of `scope`; returns how many went. Throws `invalid_input`. */
  forgetScope(scope: string): number;
}

/** Options of `createSeenMarkStore`. */
export interface SeenMarkStoreOptions {
  /** Clock, ms since the epoch (default `Date.now`). */
  now?: () => number;
}

/** The seen-mark store over an open local database (see database.ts). */
export function createSeenMarkStore(db: DeskDatabase, options: SeenMarkStoreOptions = {}): SeenMarkStore {
  const now = options.now ?? Date.now;
  const statements = {
    // ON CONFLICT only skips ids already seen (an OR IGNORE would also skip failed checks silently).
    insert: db.prepare(
      `INSERT INTO seen_marks (scope, item_id, first_seen_at, saved_search_id)
       SELECT ?, value, ?, ? FROM json_each(?) WHERE true
       ON CONFLICT (scope, item_id) DO NOTHING`,
    ),
    seen: db.prepare(
      `SELECT item_id AS itemId, first_seen_at AS firstSeenAt FROM seen_marks
       WHERE scope = ? AND item_id IN (SELECT value FROM json_each(?))`,
    ),
    forget: db.prepare('DELETE FROM seen_marks WHERE scope = ?'),
  };

  /** The given ids, each once, and when each was first seen (by the id as given), if it was. */
  const seenOf = (scope: string, ids: readonly string[]) => {
    const input = parse(scope, ids);
    const all = unique(input.ids);
    const stored = all.map(scrubHeldKeysText);
    const rows = statements.seen.all(input.scope, JSON.stringify(stored)) as {
      itemId: string;
      firstSeenAt: number;
    }[];
    const at = new Map(rows.map((row) => [row.itemId, row.firstSeenAt]));
    const seen = new Map<string, number>();
    all.forEach((id, i) => {
      const time = at.get(stored[i]!);
      if (time !== undefined) seen.set(id, time);
    });
    return { ids: all, seen };
  };

  return {
    markSeen(scope, ids) {
      const input = parse(scope, ids);
      if (input.ids.length === 0) return 0;
      const searchId = input.scope.startsWith(SEARCH_SCOPE_PREFIX)
        ? input.scope.slice(SEARCH_SCOPE_PREFIX.length)
        : null;
      try {
        const stored = JSON.stringify(input.ids.map(scrubHeldKeysText));
        return Number(statements.insert.run(input.scope, now(), searchId, stored).changes);
      } catch (error) {
        if (sqliteErrcode(error) === SQLITE_CONSTRAINT_FOREIGNKEY) {
          throw appFailure('not_found', `There is no saved search with id ${JSON.stringify(searchId)}.`);
        }
        throw error;
      }
    },
    unseen(scope, ids) {
      const { ids: all, seen } = seenOf(scope, ids);
      return all.filter((id) => !seen.has(id));
    },
    marks(scope, ids) {
      const { ids: all, seen } = seenOf(scope, ids);
      return all.flatMap((itemId) => {
        const at = seen.get(itemId);
        return at === undefined ? [] : [{ itemId, firstSeenAt: new Date(at).toISOString() }];
      });
    },
    forgetScope(scope) {
      return Number(statements.forget.run(parse(scope, []).scope).changes);
    },
  };
}

/** Validates a scope and an id list with the contract's schema; throws `invalid_input`. */
function parse(scope: string, ids: readonly string[]): { scope: string; ids: string[] } {
  const parsed = seenMarksInputSchema.safeParse({ scope, ids });
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  return parsed.data;
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}
