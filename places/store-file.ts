/**
 * Where the gazetteer's store is (docs/api.md §Places, "The store") and how it comes to be there: in
 * the packaged app, `dist/electron/places.sqlite`, written by `npm run build`
 * (`build/bundle-electron.ts`) and unpacked beside the app's archive (build/electron-builder.yml
 * `asarUnpack`: SQLite opens a real file, not one inside app.asar); in the repository (tests, dev,
 * the browser host, the sandbox), `places/data/places.sqlite` (not committed), built on first need
 * from the committed lists (`data/places.json`, `data/place-names.json`) when missing or built from
 * other lists, in about a second (docs/benchmarks.md).
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { everyName, exchangeNames } from './names';
import { STORE_VERSION, storeMeta, writePlaceStore } from './store';
import type { PlaceRecord } from './types';

/** The store's file name, in `dist/electron/` (the build) and `places/data/` (the repository). */
export const STORE_FILE = 'places.sqlite';

/**
 * Set by the desktop bundle's build (build/bundle-electron.ts `define`): this module runs bundled, and
 * the bundle's folder holds its store (`bundleElectron` writes it there). Undefined elsewhere.
 */
declare const __DISPATCH_BUNDLE__: boolean | undefined;

/** Whether this module runs inside the desktop bundle (see `__DISPATCH_BUNDLE__`). */
const BUNDLED = typeof __DISPATCH_BUNDLE__ !== 'undefined' && __DISPATCH_BUNDLE__;

/**
 * The store's path for the module at `moduleFile` (a path). Bundled (`bundled`): the bundle's folder's
 * `places.sqlite` (the folder of the main bundle, of `sandbox-process.mjs`, or the parent of the
 * `chunks/` they split into; `dist/electron/` in the app, any folder a test bundles into), read from
 * `app.asar.unpacked` where the folder is inside `app.asar` (SQLite opens real files only). In the
 * repository: `places/data/places.sqlite` beside this module.
 */
export function placeStorePath(
  moduleFile: string = fileURLToPath(import.meta.url),
  bundled: boolean = BUNDLED,
): string {
  if (!bundled) return join(dirname(moduleFile), 'data', STORE_FILE);
  let folder = dirname(moduleFile);
  if (basename(folder) === 'chunks') folder = dirname(folder);
  return join(folder.replace(/([\\/])app\.asar(?=[\\/]|$)/, '$1app.asar.unpacked'), STORE_FILE);
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
 * `everyName`, the `exchangeNames` marked) into a file beside it and renames it into place (another process building it at the
 * same time writes the same file). Returns `path`.
 */
export function ensurePlaceStore(path: string, records: () => readonly PlaceRecord[]): string {
  const source = storeSource();
  if (source === undefined || storeMeta(path, 'source') === source) return path;
  // a name of its own: the test runner's workers are threads of one process
  const building = `${path}.${randomUUID()}.tmp`;
  try {
    writePlaceStore(building, records(), everyName, source, exchangeNames);
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
