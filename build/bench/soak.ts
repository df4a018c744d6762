/**
 * The load run (goal: 0 errors, 0 5xx, RSS within 10 % from round to round): the sandbox at
 * `--scale 20` (120,000 listings), its market taking a step every second, the per-holder budget off,
 * under 50 connections for 30 s, three rounds back to back. The requests mix what the app sends:
 * filtered searches, type-ahead places, listings and free vehicles by ref and id, the holder's own
 * listings and offers with a demo key, cost estimates, the event catalog. RSS is read after a full GC
 * at the end of each round.
 */
import { startChild } from './child';
import { listingQueries, PLACE_QUERIES } from './http';
import { load, type LoadResult } from './load';

/** One round's figures. */
export interface SoakRound extends LoadResult {
  /** RSS after the round (after a GC), bytes. */
  rss: number;
}

/** What the load run measured. */
export interface SoakFigures {
  /** ms from spawn to the URL printed. */
  readyMs: number;
  rounds: SoakRound[];
}

/** Anonymous requests the rounds cycle through, built from a first look at the sandbox. */
async function soakPaths(origin: string): Promise<{ anonymous: string[]; keyed: string[]; key: string }> {
  const first = (await (await fetch(`${origin}/v1/listings?limit=20`)).json()) as { data: { ref: string }[] };
  const vehicles = (await (await fetch(`${origin}/v1/vehicles?limit=5`)).json()) as {
    data: { id: string }[];
  };
  const keys = (await (await fetch(`${origin}/_sandbox/keys`)).json()) as {
    data: { account: string; key: string }[];
  };
  const key = keys.data.find((k) => k.account === 'shipper')?.key;
  if (!key || first.data.length === 0 || vehicles.data.length === 0)
    throw new Error('the sandbox has no data');
  return {
    anonymous: [
      ...listingQueries(),
      ...PLACE_QUERIES.slice(0, 12),
      ...first.data.slice(0, 6).map((l) => `/v1/listings/${l.ref}`),
      ...vehicles.data.map((v) => `/v1/vehicles/${v.id}`),
      '/v1/vehicles?fromCountry=RO',
      '/v1/cost-estimate?fromCountry=RO&toCountry=DE&from=Cluj-Napoca&to=Berlin&vehicle=tautliner',
      '/v1/events/types',
    ],
    keyed: ['/v1/listings/mine', '/v1/offers/mine', '/v1/vehicles/mine'],
    key,
  };
}

/** Three rounds of `seconds` each under `connections`. */
export async function benchSoak(options: {
  seconds: number;
  connections: number;
  rounds: number;
}): Promise<SoakFigures> {
  const sandbox = await startChild(
    'sandbox/cli.ts',
    ['--port', '0', '--scale', '20', '--rate-limit', '0', '--tick', '1'],
    { timeoutMs: 120_000 },
  );
  try {
    const paths = await soakPaths(sandbox.origin);
    const rounds: SoakRound[] = [];
    for (let round = 0; round < options.rounds; round++) {
      // Most connections search anonymously; a fifth read the holder's own lists with a key.
      const keyedConnections = Math.max(1, Math.round(options.connections / 5));
      const [anonymous, keyed] = await Promise.all([
        load(sandbox.origin, paths.anonymous, {
          connections: options.connections - keyedConnections,
          seconds: options.seconds,
        }),
        load(sandbox.origin, paths.keyed, {
          connections: keyedConnections,
          seconds: options.seconds,
          headers: { authorization: `Bearer ${paths.key}` },
        }),
      ]);
      const { rss } = await sandbox.stats(true);
      rounds.push({
        rps: anonymous.rps + keyed.rps,
        requests: anonymous.requests + keyed.requests,
        p50: Math.max(anonymous.p50, keyed.p50),
        p99: Math.max(anonymous.p99, keyed.p99),
        errors: anonymous.errors + keyed.errors,
        non2xx: anonymous.non2xx + keyed.non2xx,
        s5xx: anonymous.s5xx + keyed.s5xx,
        rss,
      });
    }
    return { readyMs: sandbox.readyMs, rounds };
  } finally {
    await sandbox.stop();
  }
}
