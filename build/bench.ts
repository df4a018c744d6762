/**
 * `npm run bench`: the project's speed figures, printed from one run (targets live here, not in timed
 * tests):
 * 1. paging through the fetch layer: the time to fetch 10 consecutive pages of `GET /listings`
 *    divided by the floor the 400 ms cursor-gap rule sets (9 x 400 ms), and the 429s seen on the wire;
 * 2. the sandbox's `GET /listings` with filters (first pages, rotating through several filter sets):
 *    latency p50/p99 (ms) and requests per second, at the default scale and at `--scale 20`, with the
 *    sandbox in its own process (as `npm run sandbox` starts it) and autocannon as the load.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { CURSOR_GAP_MS } from '../shared/domain/vocabulary';
import { createApiClient } from '../electron/services/api/client';
import { startSandbox } from '../sandbox/index';

const PAGES = 10;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 8;

/** Figures of one paging run: wall time in ms, ratio to the rule's floor, 429 responses on the wire. */
async function benchPaging(): Promise<{
  elapsedMs: number;
  ratio: number;
  wire429: number;
  wireRequests: number;
}> {
  const sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0 });
  let wire429 = 0;
  let wireRequests = 0;
  const countingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    wireRequests += 1;
    if (response.status === 429) wire429 += 1;
    return response;
  };
  try {
    const client = createApiClient({
      baseUrl: sandbox.apiBaseUrl,
      getKey: async () => null,
      fetch: countingFetch,
    });
    const started = performance.now();
    let cursor: string | null = null;
    for (let page = 0; page < PAGES; page += 1) {
      const result: { nextCursor: string | null } = await client.get('/listings', { query: { cursor: cursor ?? undefined } });
      if (!result.nextCursor && page < PAGES - 1) throw new Error(`the list ended after ${page + 1} pages`);
      cursor = result.nextCursor;
    }
    const elapsedMs = performance.now() - started;
    return { elapsedMs, ratio: elapsedMs / ((PAGES - 1) * CURSOR_GAP_MS), wire429, wireRequests };
  } finally {
    await sandbox.close();
  }
}

/** Starts `npm run sandbox` in a child process; resolves with its origin and the start time in ms. */
async function spawnSandbox(
  scale: number,
): Promise<{ child: ChildProcess; origin: string; startMs: number }> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'sandbox/cli.ts', '--port', '0', '--scale', String(scale), '--rate-limit', '0'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (match) resolve(match[0]);
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before it printed its URL`)));
  });
  return { child, origin, startMs: performance.now() - started };
}

/** Filter sets a dispatcher would use; autocannon cycles through them. */
function listingQueries(): string[] {
  const today = new Date();
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

async function benchLoad(scale: number) {
  const { child, origin, startMs } = await spawnSandbox(scale);
  try {
    const result = await autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: LOAD_SECONDS,
      requests: listingQueries().map((path) => ({ method: 'GET', path })),
    });
    const non2xx = result.non2xx;
    return {
      scale,
      startMs,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rps: result.requests.average,
      non2xx,
    };
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

const paging = await benchPaging();
console.log(
  `paging: ${PAGES} consecutive pages in ${paging.elapsedMs.toFixed(0)} ms = ${paging.ratio.toFixed(3)} x the ` +
    `${(PAGES - 1) * CURSOR_GAP_MS} ms floor; 429s on the wire: ${paging.wire429} of ${paging.wireRequests} requests`,
);
for (const scale of [1, 20]) {
  const load = await benchLoad(scale);
  console.log(
    `sandbox GET /listings with filters, scale ${scale}: start ${load.startMs.toFixed(0)} ms; ` +
      `p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.rps.toFixed(0)} req/s ` +
      `(${CONNECTIONS} connections, ${LOAD_SECONDS} s, non-2xx ${load.non2xx})`,
  );
}
