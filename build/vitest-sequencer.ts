/**
 * The order Vitest hands the test files to its workers (issue 47 §5, docs/benchmarks.md §The CI's
 * length): the files that take longest start first, in every project at once, so no worker is left
 * alone with a long file at the end while the others idle.
 *
 * Vitest's own order (`BaseSequencer`) knows a file's length only from its cache of the last run,
 * which a fresh clone (the CI) does not have: there it falls back to the order of the globs, and the
 * longest files (`ListingsScreen.test.tsx`, 46 s) started two minutes into a four-minute run. So the
 * long files are named here, longest first, measured; every other file follows in Vitest's own order.
 * A file missing from the list costs time, never a result: the order changes no test's outcome (the
 * `node` project's shared module graph is held by build/vitest-isolation.test.ts, not by order).
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest as one chain, longest first, each a path from the repository's root
 * (measured 29 Nov 2026 on the 2-core machine, seconds in a whole run: boot 72, ListingsScreen 46,
 * kill 24, App 24, VehiclesScreen 19, params.property 11, OffersSentScreen 8, invoke.property 7,
 * SavedSearchesScreen 7, updater 7, places search 7, CostEstimateScreen 6, SettingsScreen 6).
 */
export const LONG_FIRST: readonly string[] = [
  'build/boot.test.ts',
  'renderer/features/listings/components/ListingsScreen.test.tsx',
  'electron/services/db/kill.test.ts',
  'renderer/app/App.test.tsx',
  'renderer/features/vehicles/components/VehiclesScreen.test.tsx',
  'sandbox/server/http/params.property.test.ts',
  'renderer/features/offers/components/OffersSentScreen.test.tsx',
  'electron/services/app/invoke.property.test.ts',
  'renderer/features/saved-searches/components/SavedSearchesScreen.test.tsx',
  'electron/desktop/updater.test.ts',
  'places/search.test.ts',
  'renderer/features/cost-estimate/components/CostEstimateScreen.test.tsx',
  'renderer/features/settings/components/SettingsScreen.test.tsx',
];

/**
 * `files` with those of `LONG_FIRST` first, in its order, and the others after them in the order
 * given. `root` is the repository's root the list's paths are relative to.
 */
export function longFirst<T extends { moduleId: string }>(files: readonly T[], root: string): T[] {
  const rank = (file: T) => {
    const index = LONG_FIRST.indexOf(relative(root, file.moduleId).split('\\').join('/'));
    return index === -1 ? LONG_FIRST.length : index;
  };
  return files
    .map((file, order) => ({ file, order, rank: rank(file) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ file }) => file);
}

/** Vitest's sequencer with the long files first (see the file comment). */
export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return longFirst(await super.sort(files), this.ctx.config.root);
  }
}
