/**
 * The sandbox: our own exact implementation of the Freight Exchange v1 Read API (spec; DECISIONS),
 * over a generated market. The app embeds it in-process; tests and `npm run sandbox` start it.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createControl, type SandboxControl } from './server/control';
import { generateMarket } from './market';
import { loadPlaces } from './places';
import { buildServer } from './server/app';
import { loadContract } from './server/contract';
import { demoKeysOf, type DemoKey, type SandboxContext } from './server/context';
import { CursorCodec } from './server/cursor';
import { ListingStore } from './server/listing-store';
import { CursorGap, HolderBudget } from './server/rate-limits';

export type { DemoKey } from './server/context';
export type { SandboxControl } from './server/control';

/** How the sandbox's data and rules are set up. */
export interface SandboxOptions {
  /** Market seed; the same seed gives the same market. Default 1. */
  seed?: number;
  /** Market size factor (1 is a few thousand listings; 20 about 120,000). Default 1. */
  scale?: number;
  /** Requests a minute per holder; 0 turns the budget off. Default 300 (DECISIONS "Lists and cursors"). */
  rateLimitPerMinute?: number;
  /**
   * The sandbox clock, ms since epoch: the market's "now", cursor issue and expiry (15 min), new
   * listings' dates. Default `Date.now`. Rate rules (cursor gap, budget) use real elapsed time.
   */
  now?: () => number;
}

/** A started sandbox. */
export interface RunningSandbox {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** `origin + '/v1'` */
  apiBaseUrl: string;
  /** The demo test keys (also at `GET /_sandbox/keys`). */
  demoKeys: DemoKey[];
  /** In-process mutations of the data (publish, status and stage changes), for tests and demos. */
  control: SandboxControl;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

/**
 * Generates the market and starts the server.
 * @param options.host interface to listen on, default `127.0.0.1`
 * @param options.port default 0 (any free port)
 * @throws Error when the port is taken or v1.json cannot be read
 */
export async function startSandbox(
  options: SandboxOptions & { host?: string; port?: number } = {},
): Promise<RunningSandbox> {
  const now = options.now ?? Date.now;
  const places = loadPlaces();
  const market = generateMarket({
    seed: options.seed ?? 1,
    scale: options.scale ?? 1,
    now: new Date(now()),
    places,
  });
  const keysByText = new Map(market.keys.map((k) => [k.key, k]));
  const listings = new ListingStore(market.listings);
  let origin = '';
  const ctx: SandboxContext = {
    environment: 'sandbox',
    origin: () => origin,
    now,
    contract: loadContract(),
    places,
    market,
    listings,
    keys: (key) => keysByText.get(key),
    cursors: new CursorCodec({ secret: randomBytes(32) }),
    gap: new CursorGap(),
    budget: new HolderBudget(options.rateLimitPerMinute ?? 300),
  };
  const app = buildServer(ctx);
  await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  origin = originOf(app.server.address() as AddressInfo);
  return {
    origin,
    apiBaseUrl: `${origin}/v1`,
    demoKeys: demoKeysOf(market),
    control: createControl(market, listings, now),
    close: () => app.close(),
  };
}

function originOf(address: AddressInfo): string {
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${address.port}`;
}
