/**
 * Where the gazetteer's store is (docs/api.md §Places, "The store") and how it comes to be there: in
 * the packaged app, `dist/electron/places.sqlite`, written by `npm run build`
 * (`build/gazetteer/store.ts`) and unpacked beside the app's archive (build/electron-builder.yml
 * `asarUnpack`: SQLite opens a real file, not one inside app.asar); in the repository (tests, dev,
 * the browser host, the sandbox), `places/data/places.sqlite` (not committed), built on first need
 * from the committed lists (`data/places.json`, `data/place-names.json`) when missing or built from
 * other lists, in about a second (docs/benchmarks.md).
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { everyName } from './names';
import { STORE_VERSION, storeMeta, writePlaceStore } from './store';
import type { PlaceRecord } from './types';

/** The store's file name, in `dist/electron/` (the build) and `places/data/` (the repository). */
export const STORE_FILE = 'places.sqlite';

/**
 * The store's path for the module at `moduleFile` (a path): bundled into `…/dist/electron/` (the
 * main bundle or one of its `chunks/`), that folder's `places.sqlite`, read from `app.asar.unpacked`
 * where the folder is inside `app.asar`; otherwise `places/data/places.sqlite` beside this module.
 */
export function placeStorePath(moduleFile: string = fileURLToPath(import.meta.url)): string {
  const bundle = new RegExp(`^(.*[\\\\/]dist[\\\\/]electron)[\\\\/]`).exec(moduleFile);
  if (bundle) {
    const folder = bundle[1]!.replace(/([\\/])app\.asar([\\/])/, '$1app.asar.unpacked$2');
    return join(folder, STORE_FILE);
  }
  return join(dirname(moduleFile), 'data', STORE_FILE);
}

/** The lists the store is built from, beside this module in the repository (absent in a bundle). */
const SOURCES = ['data/places.json', 'data/place-names.json'].map((file) => new URL(file, import.meta.url));

/**
 * The hash the store records of what it was built from: the store's layout version and the bytes of
 * the committed lists (sha256, hex); undefined where the lists are absent (the packaged app, whose
 * store the build wrote).
 */
export function storeSource(): string | undefined {
  if (!SOURCES.every((file) => existsSync(file))) return undefined;
  const hash = createHash('sha256').update(STORE_VERSION);
  for (const file of SOURCES) hash.update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * Makes sure `path` holds the store of the committed lists: when the lists are at hand and the file
 * is missing or was built from others, builds it from `records()` (in tie order, answering to
 * `everyName`) into a file beside it and renames it into place (another process building it at the
 * same time writes the same file). Returns `path`.
 */
export function ensurePlaceStore(path: string, records: () => readonly PlaceRecord[]): string {
  const source = storeSource();
  if (source === undefined || storeMeta(path, 'source') === source) return path;
  // a name of its own: the test runner's workers are threads of one process
  const building = `${path}.${randomUUID()}.tmp`;
  try {
    writePlaceStore(building, records(), everyName, source);
    try {
      renameSync(building, path);
    } catch (error) {
      // Windows refuses to replace a file another process has open: fine when that process built it
      if (storeMeta(path, 'source') !== source) throw error;
    }
  } finally {
    rmSync(building, { force: true });
  }
  return path;
}
