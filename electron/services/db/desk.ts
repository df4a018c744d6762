/**
 * "My desk": the local database (database.ts) with its stores, saved searches (saved-searches.ts),
 * seen marks (seen-marks.ts), hidden loads (hidden-loads.ts) and my trucks (trucks.ts), as the app services use them. Plain Node: the
 * Electron host passes `app.getPath('userData')` as `dir`, the browser host its `--settings-dir`.
 */
import type { DeskProblem } from '../../../shared/contract/desk';
import { openDeskDatabase, type DeskDatabase, type OpenDeskDatabaseOptions } from './database';
import { createHiddenLoadStore, type HiddenLoadStore } from './hidden-loads';
import { createNoteStore, type NoteStore } from './notes';
import { createSavedSearchStore, type SavedSearchStore } from './saved-searches';
import { createSeenMarkStore, type SeenMarkStore } from './seen-marks';
import { createTruckStore, type TruckStore } from './trucks';

/** The open desk. */
export interface Desk {
  savedSearches: SavedSearchStore;
  seenMarks: SeenMarkStore;
  /** Loads the user hid ("Hide this load", docs/watch.md §Seen and hidden loads). */
  hiddenLoads: HiddenLoadStore;
  /** Notes, tags and company lists (docs/notes.md). */
  notes: NoteStore;
  /** My trucks and the EUR↔RON rate (docs/api.md §What a load earns). */
  trucks: TruckStore;
  /** Null, or what was wrong with the database file found at start and where it was moved (show it once). */
  problem: DeskProblem | null;
  /** The database file's path. */
  path: string;
  /** The connection, for checks and tests. */
  db: DeskDatabase;
  /** Runs `PRAGMA optimize` and closes the connection (the WAL is folded into the file). */
  close(): void;
}

/** Options of `openDesk`: those of `openDeskDatabase`, plus the stores' id source. */
export interface OpenDeskOptions extends OpenDeskDatabaseOptions {
  /** New saved-search ids (default `crypto.randomUUID`). */
  newId?: () => string;
}

/** Opens the desk in `options.dir`. Throws as `openDeskDatabase` does (never for a bad file). */
export function openDesk(options: OpenDeskOptions): Desk {
  const { db, path, problem } = openDeskDatabase(options);
  return {
    savedSearches: createSavedSearchStore(db, { now: options.now, newId: options.newId }),
    seenMarks: createSeenMarkStore(db, { now: options.now }),
    hiddenLoads: createHiddenLoadStore(db, { now: options.now }),
    notes: createNoteStore(db, { now: options.now }),
    trucks: createTruckStore(db, { now: options.now, newId: options.newId }),
    problem,
    path,
    db,
    close() {
      if (!db.isOpen) return;
      db.exec('PRAGMA optimize');
      db.close();
    },
  };
}
