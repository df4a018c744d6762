/**
 * Run by the bench in a fresh process: the app's gazetteer on first use (places):
 * its modules imported (the names' data included; bundled as the app runs them when the bench passes
 * the bundle's path), its store opened (built before by the bench,
 * `ensurePlaceStore`), and one look-up,
 * timed; and the memory the loaded gazetteer takes: the resident set's growth from after the import
 * (tsx's compiling of the modules left out: the app runs them bundled) to after the first look-up, and
 * what stays on the heap after a full GC. Prints one JSON line.
 */
import { readdirSync, statSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { pathToFileURL } from 'node:url';
import type { loadPlaces as LoadPlaces } from '../../places/places';

/** What the probe prints. */
export interface GazetteerProbe {
  /** Import of the gazetteer's modules, ms. */
  importMs: number;
  /** `loadPlaces()` and the first `search`, ms. */
  loadMs: number;
  /**
   * The CPU time (user + system) of the import and of the load, ms: what the process itself spent,
   * less swayed than the wall time by other processes on a shared machine.
   */
  importCpuMs: number;
  loadCpuMs: number;
  /** Resident set size growth from after the import to after the first look-up, bytes. */
  rssGrowth: number;
  /** Heap and external memory still used after a full GC, growth over the same span, bytes. */
  retained: number;
  /** Resident set size after the first look-up, bytes (Node's own included). */
  rss: number;
  /**
   * After the first: the 95th percentile of 1,000 look-ups in process, ms (prefixes of 2 to 6 letters
   * and whole names of every seventh place, and names typed as dispatchers type them).
   */
  lookupP95Ms: number;
  /** The gazetteer's committed lists on disk (places/data/*.json), bytes. */
  dataBytes: number;
  /** The store the app opens (places/data/places.sqlite, as `npm run build` ships it), bytes. */
  storeBytes: number;
  /** How many places, and how many of them have names in other languages. */
  places: number;
  named: number;
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const used = () => {
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};
const cpuMs = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1_000;
};
const started = performance.now();
const startedCpu = process.cpuUsage();
// the bundle the bench built (argv[2]: esbuild's bundle of places/places.ts, its store beside it, as
// the app loads it, the probe itself bundled and run in plain Node: docs/benchmarks.md), else the
// modules under tsx
const bundle = process.argv[2];
const { loadPlaces } = (
  bundle === undefined ? await import('../../places/places') : await import(pathToFileURL(bundle).href)
) as { loadPlaces: typeof LoadPlaces };
const imported = performance.now();
const importCpuMs = cpuMs(startedCpu);
const rssBefore = process.memoryUsage.rss();
const usedBefore = used();
// timed after the GC above, which is the probe's, not the gazetteer's
const loading = performance.now();
const loadingCpu = process.cpuUsage();
const places = loadPlaces();
const first = places.search('munchen')[0];
const loaded = performance.now();
const loadCpuMs = cpuMs(loadingCpu);
if (first?.city !== 'Munich') throw new Error(`the look-up answered ${first?.city}`);
const rss = process.memoryUsage.rss();

const queries = places.all
  .filter((_, i) => i % 7 === 0)
  .flatMap((place) => [2, 3, 4, 6].map((n) => place.city.slice(0, n)).concat(place.city))
  .concat(['Praga', 'Viena', 'Londra', 'Muenchen', 'Goeteborg', 'Tirgu Mures']);
const times: number[] = [];
for (let i = 0; i < 1_000; i++) {
  const q = queries[(i * 7919) % queries.length]!;
  const at = performance.now();
  places.search(q);
  times.push(performance.now() - at);
}
times.sort((a, b) => a - b);
// the repository's places/data (argv[3], where the probe runs bundled elsewhere)
const dataDir =
  process.argv[3] === undefined
    ? new URL('../../places/data/', import.meta.url)
    : pathToFileURL(`${process.argv[3]}/`);
const dataBytes = readdirSync(dataDir)
  .filter((name) => name.endsWith('.json'))
  .reduce((sum, name) => sum + statSync(new URL(name, dataDir)).size, 0);
const storeBytes = statSync(new URL('places.sqlite', dataDir)).size;

const probe: GazetteerProbe = {
  lookupP95Ms: times[Math.floor(times.length * 0.95)]!,
  dataBytes,
  storeBytes,
  importMs: imported - started,
  loadMs: loaded - loading,
  importCpuMs,
  loadCpuMs,
  rssGrowth: rss - rssBefore,
  retained: used() - usedBefore,
  rss,
  places: places.all.length,
  named: places.all.filter((p) => Object.keys(p.names).length > 0).length,
};
console.log(JSON.stringify(probe));
