/**
 * Run by the bench in a fresh process: the app's gazetteer on first use (places):
 * its modules imported (the names' data included), the places loaded and indexed, and one look-up,
 * timed; and the memory the loaded gazetteer takes: the resident set's growth from after the import
 * (tsx's compiling of the modules left out: the app runs them bundled) to after the first look-up, and
 * what stays on the heap after a full GC. Prints one JSON line.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** What the probe prints. */
export interface GazetteerProbe {
  /** Import of the gazetteer's modules, ms. */
  importMs: number;
  /** `loadPlaces()` and the first `search`, ms. */
  loadMs: number;
  /** Resident set size growth from after the import to after the first look-up, bytes. */
  rssGrowth: number;
  /** Heap and external memory still used after a full GC, growth over the same span, bytes. */
  retained: number;
  /** Resident set size after the first look-up, bytes (Node's own included). */
  rss: number;
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
const started = performance.now();
const { loadPlaces } = await import('../../places/places');
const imported = performance.now();
const rssBefore = process.memoryUsage.rss();
const usedBefore = used();
const places = loadPlaces();
const first = places.search('munchen')[0];
const loaded = performance.now();
if (first?.city !== 'Munich') throw new Error(`the look-up answered ${first?.city}`);
const rss = process.memoryUsage.rss();

const probe: GazetteerProbe = {
  importMs: imported - started,
  loadMs: loaded - imported,
  rssGrowth: rss - rssBefore,
  retained: used() - usedBefore,
  rss,
  places: places.all.length,
  named: places.all.filter((p) => Object.keys(p.names).length > 0).length,
};
console.log(JSON.stringify(probe));
