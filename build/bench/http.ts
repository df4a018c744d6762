/**
 * Requests a second against a yardstick: a bare Fastify hello server, then the sandbox's filtered
 * `GET /v1/listings` (first pages, six filter sets a dispatcher uses, asked again and again as a desk
 * refreshes them) and `GET /v1/places` (type-ahead queries), each with the same load from autocannon
 * in this process (goals: listings >= 30 % and places >= 50 % of hello; places p99 <= 1 ms
 * server-side). For context, also searches that never repeat (no page-cache hit). Both servers run as
 * child processes, the sandbox as `npm run sandbox` starts it (default scale, per-holder budget off),
 * each warmed up first; the three loads take turns in short rounds (see `benchHttp`).
 */
import { startChild, type ChildServer } from './child';
import { load, type LoadResult } from './load';
import type { PathTiming } from './server-timing';

/** The filtered searches (first pages), dates from today. */
export function listingQueries(today = new Date()): string[] {
  const inDays = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  return [
    '/v1/listings?category=freight&fromCountry=RO&toCountry=DE',
    '/v1/listings?fromCountry=RO&weightMax=10000&truckTypes=tautliner,refrigerated',
    `/v1/listings?toCountry=IT&dateFrom=${inDays(0)}&dateTo=${inDays(7)}`,
    '/v1/listings?category=car&limit=10',
    '/v1/listings?fromCountry=hu&toCountry=RO&volumeMax=40',
    '/v1/listings',
  ];
}

/**
 * Filtered searches that never repeat within a run of the page cache's size: origin and category
 * fixed, `weightMax` stepping through 2,400 values (each a different list).
 */
function distinctListingQueries(): string[] {
  return Array.from(
    { length: 2_400 },
    (_, i) => `/v1/listings?fromCountry=RO&category=freight&weightMax=${1_000 + 10 * i}`,
  );
}

/** Type-ahead place queries as a dispatcher types them (2 to 6 letters, a few with Romanian letters). */
export const PLACE_QUERIES: readonly string[] = [
  'bu',
  'buc',
  'bucu',
  'cl',
  'clu',
  'cluj',
  'br',
  'bra',
  'bras',
  'bra%C8%99ov',
  'ti',
  'tim',
  'timi',
  'ia',
  'iasi',
  'ia%C8%99i',
  'con',
  'cons',
  'ber',
  'mun',
  'wien',
  'sib',
  'ora',
  'pit',
  'bac',
  'gal',
  'deva',
  'ar',
  'arad',
  'sat',
  'lyon',
  'mil',
  'napoca',
  'mare',
].map((q) => `/v1/places?q=${q}`);

/** What the comparison measured. */
export interface HttpFigures {
  /** Mean requests a second of each target over the rounds, and the other figures summed. */
  hello: LoadResult;
  listings: LoadResult;
  places: LoadResult;
  /** The searches of `distinctListingQueries`: every page walked and written afresh (one run). */
  listingsDistinct: LoadResult;
  /** Each round's listings and places rps over that round's hello rps. */
  listingsShares: number[];
  placesShares: number[];
  /** Server-side times of `/v1/places` and `/v1/listings` over all their rounds. */
  placesServer: PathTiming;
  listingsServer: PathTiming;
}

/** `results` as one: mean rps, summed counts, worst latencies. */
function merged(results: readonly LoadResult[]): LoadResult {
  const sum = (f: (r: LoadResult) => number) => results.reduce((total, r) => total + f(r), 0);
  return {
    rps: sum((r) => r.rps) / results.length,
    requests: sum((r) => r.requests),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
    s5xx: sum((r) => r.s5xx),
  };
}

/**
 * Measures hello, listings and places in turn, `rounds` times, each for `seconds / rounds` (so a
 * moment when the machine is busy with something else weighs on all three alike), after a warm-up of
 * each; then the never-repeating searches once.
 */
export async function benchHttp(options: {
  seconds: number;
  connections: number;
  rounds: number;
}): Promise<HttpFigures> {
  const started: ChildServer[] = [];
  try {
    const hello = await startChild('build/bench/hello-server.ts', []);
    started.push(hello);
    const sandbox = await startChild('sandbox/cli.ts', ['--port', '0', '--rate-limit', '0']);
    started.push(sandbox);
    const slice = options.seconds / options.rounds;
    const run = (origin: string, paths: readonly string[], seconds = slice) =>
      load(origin, paths, { connections: options.connections, seconds });
    const listingPaths = listingQueries();
    for (const [origin, paths] of [
      [hello.origin, ['/']],
      [sandbox.origin, listingPaths],
      [sandbox.origin, PLACE_QUERIES],
    ] as const) {
      await run(origin, paths, 2);
    }
    await sandbox.stats(true);
    const rounds: { hello: LoadResult; listings: LoadResult; places: LoadResult }[] = [];
    for (let round = 0; round < options.rounds; round++) {
      rounds.push({
        hello: await run(hello.origin, ['/']),
        listings: await run(sandbox.origin, listingPaths),
        places: await run(sandbox.origin, PLACE_QUERIES),
      });
    }
    const { paths } = await sandbox.stats(true);
    const listingsServer = paths['/v1/listings'];
    const placesServer = paths['/v1/places'];
    if (!listingsServer || !placesServer) throw new Error('the sandbox timed no request');
    const listingsDistinct = await run(sandbox.origin, distinctListingQueries(), options.seconds / 2);
    return {
      hello: merged(rounds.map((r) => r.hello)),
      listings: merged(rounds.map((r) => r.listings)),
      places: merged(rounds.map((r) => r.places)),
      listingsDistinct,
      listingsShares: rounds.map((r) => r.listings.rps / r.hello.rps),
      placesShares: rounds.map((r) => r.places.rps / r.hello.rps),
      listingsServer,
      placesServer,
    };
  } finally {
    for (const child of started) await child.stop();
  }
}
