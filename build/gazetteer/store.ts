/**
 * Writes the gazetteer's store for the packaged app, `dist/electron/places.sqlite` (places/store-file.ts
 * `placeStorePath` reads it there; build/electron-builder.yml ships it unpacked beside app.asar), from
 * the committed lists, as `ensurePlaceStore` builds it on first need in the repository (docs/api.md
 * §Places, "The store"). Run by `npm run build` after the bundles, and by `npm run test:package`
 * (build/package-app.ts); takes about a second (docs/benchmarks.md).
 *
 *   tsx build/gazetteer/store.ts [out-file]
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadPlaceRecords } from '../../places/places';
import { ensurePlaceStore, STORE_FILE } from '../../places/store-file';
import { isMainModule } from '../bundle-electron';

/** Writes the store at `out` (default `dist/electron/places.sqlite`), anew; returns the ms it took. */
export function writeAppPlaceStore(out = resolve('dist', 'electron', STORE_FILE)): number {
  mkdirSync(dirname(out), { recursive: true });
  rmSync(out, { force: true });
  const started = performance.now();
  ensurePlaceStore(out, loadPlaceRecords);
  return performance.now() - started;
}

if (isMainModule(import.meta.url, process.argv[1])) {
  const out = resolve(process.argv[2] ?? `dist/electron/${STORE_FILE}`);
  console.log(`places store: ${out} in ${Math.round(writeAppPlaceStore(out))} ms`);
}
