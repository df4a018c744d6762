/**
 * The sandbox: our own exact implementation of the Freight Exchange v1 Read API (docs/api.md),
 * over a generated market. The app embeds it in-process; tests and `npm run sandbox` start it.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createControl, type SandboxControl } from './server/control/control';
import { generateMarket, type MarketChange } from './market';
import { loadMarketPlaces, loadPlaces } from './places';
import { buildServer, ROUTE_GROUPS, type AllowedHosts } from './server/http/app';
import { SandboxClock } from './server/time/clock';
import { loadContract } from './server/contract';
import { demoKeysOf, newListMemory, type DemoKey, type SandboxContext } from './server/context';
import { CursorCodec } from './server/paging/cursor';
import { parseDialects, type DialectName } from './server/dialects';
import { Faults } from './server/faults/faults';
import { ListingStore } from './server/listings/store';
import { OfferStore } from './server/offers/store';
import { MarketMotion } from './server/time/market-motion';
import type { OfferArrivals } from './market/steps';
import { CursorGap, HolderBudget } from './server/rates/rate-limits';
import { RequestCounter } from './server/rates/request-counter';
import { sandboxControlRoutes } from './server/control/routes';
import { VehicleStore } from './server/vehicles/store';

export type { AllowedHosts } from './server/http/app';
export type { DemoKey } from './server/context';
export type { SandboxControl } from './server/control/control';
export type { SandboxClock } from './server/time/clock';
export type { FaultSettings, Faults } from './server/faults/faults';
export type { MarketChange } from './market';
export type { OfferArrivals } from './market/steps';
export { DIALECT_NAMES, type DialectName } from './server/dialects';
/** The places the sandbox answers with, indexed on the exchange's names (docs/api.md §Places). */
export { loadMarketPlaces, loadPlaces } from './places';

/** How the sandbox's data and rules are set up. */
export interface SandboxOptions {
  /** Market seed; the same seed gives the same market. Default 1. */
  seed?: number;
  /** Market size factor (1 is a few thousand listings; 20 about 120,000). Default 1. */
  scale?: number;
  /** Requests a minute per holder; 0 turns the budget off. Default 300 (docs/api.md §Rate limits). */
  rateLimitPerMinute?: number;
  /**
   * The sandbox clock, ms since epoch: the market's "now", cursor issue and expiry (15 min), new
   * listings' dates. Default `Date.now`. Rate rules (cursor gap, budget) use real elapsed time.
   * The clock's advance offset (`POST /_sandbox/clock/advance`) is added to it.
   */
  now?: () => number;
  /**
   * Starts the sandbox clock at this instant (a `Date`, an ISO date-time with a zone, or ms since
   * epoch) instead of real time; it then runs with real time. Ignored when `now` is given.
   */
  startAt?: Date | string | number;
  /**
   * Runs one market step every `tickSeconds` seconds (at least 0.05; a fraction is fine); 0 or absent
   * = off (tests step with `control.step()`).
   */
  tickSeconds?: number;
  /**
   * How a market step chooses the demo shipper's listing that gets an offer: `uniform` (default) or
   * `decaying` (most offers in a listing's first hours; sandbox/market/steps.ts `OfferArrivals`,
   * docs/api.md §Outside /v1 `--arrivals`).
   */
  arrivals?: OfferArrivals;
  /**
   * Registers the `/_sandbox/...` control routes (docs/api.md §Outside /v1). Default true; `false`
   * (the app's embedded sandbox) makes every `/_sandbox/...` path 404 `not_found` with the error body.
   */
  controlRoutes?: boolean;
  /**
   * Which `Host` headers are answered (docs/api.md §Outside /v1). Default `any`. `loopback-self` (the
   * app's embedded sandbox) answers only `127.0.0.1:<its port>` and `localhost:<its port>`; any other
   * Host, or none, gets 421 `misdirected_request` with the error body, so a web page that rebinds its
   * DNS name to 127.0.0.1 cannot read the sandbox. It requires listening on 127.0.0.1.
   */
  allowedHosts?: AllowedHosts;
  /**
   * Dialects (`server/dialects/`, README "Dialects"): /v1 answers that differ from docs/api.md on the
   * points the published API leaves open, as another exchange plausibly would, so that a client can
   * prove it survives the real one. Any combination of `bare-wrappers` (single resources without
   * `{ data }`), `error-codes` (other error codes), `estimate-body` (another cost-estimate body),
   * `places-unranked` (up to 25 places by name), `foreign-enums` (values outside our enums),
   * `all-nulls` (every nullable field null) and `no-retry-after` (429 without `Retry-After`, and every
   * fifth /v1 request refused). Default none: the standard answers.
   */
  dialects?: readonly DialectName[];
}

/** The in-process control of a running sandbox: the data mutations, and the market's steps. */
export type RunningControl = SandboxControl & {
  /**
   * Runs the next market step now (planned at the sandbox clock; see `MarketMotion.step`).
   * @returns the applied changes, in order
   */
  step(): MarketChange[];
};

/** A started sandbox. */
export interface RunningSandbox {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** `origin + '/v1'` */
  apiBaseUrl: string;
  /** The demo test keys (also at `GET /_sandbox/keys`). */
  demoKeys: DemoKey[];
  /** In-process mutations of the data (publish, status and stage changes) and market steps. */
  control: RunningControl;
  /** The sandbox clock (`now()`, `advance(ms)`), as `/_sandbox/clock` reads and moves it. */
  clock: SandboxClock;
  /** The injected faults on /v1 (`set`, `clear`), as `/_sandbox/faults` sets them. */
  faults: Faults;
  /** The /v1 requests counted per holder and minute, as `/_sandbox/requests` reads and resets them. */
  requests: RequestCounter;
  /** Stops the market's timer, stops listening and closes open connections. */
  close(): Promise<void>;
}

/**
 * Generates the market and starts the server.
 * @param options.host interface to listen on, default `127.0.0.1`
 * @param options.port default 0 (any free port)
 * @throws Error when the port is taken or v1.json cannot be read; RangeError for a bad `startAt` or
 *   `tickSeconds`, for `allowedHosts: 'loopback-self'` with a `host` other than 127.0.0.1, or for an
 *   unknown dialect
 */
export async function startSandbox(
  options: SandboxOptions & { host?: string; port?: number } = {},
): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  if (options.allowedHosts === 'loopback-self' && host !== '127.0.0.1') {
    throw new RangeError(`allowedHosts 'loopback-self' listens on 127.0.0.1 only, not on ${host}`);
  }
  // Checked before the market is built: a JavaScript caller may pass any string.
  const dialects = parseDialects(options.dialects ?? []);
  const clock = new SandboxClock(options.now ? { base: options.now } : { startAt: options.startAt });
  const now = clock.now;
  const places = loadPlaces();
  const marketPlaces = loadMarketPlaces();
  const market = generateMarket({
    seed: options.seed ?? 1,
    scale: options.scale ?? 1,
    now: new Date(now()),
    places: marketPlaces,
  });
  const keysByText = new Map(market.keys.map((k) => [k.key, k]));
  const listings = new ListingStore(market.listings);
  const offers = new OfferStore(market.offers);
  const vehicles = new VehicleStore(market.vehicles);
  let origin = '';
  const ctx: SandboxContext = {
    environment: 'sandbox',
    origin: () => origin,
    now,
    contract: loadContract(),
    places,
    market,
    listings,
    offers,
    vehicles,
    keys: (key) => keysByText.get(key),
    cursors: new CursorCodec({ secret: randomBytes(32) }),
    gap: new CursorGap(),
    budget: new HolderBudget(options.rateLimitPerMinute ?? 300),
    listMemory: newListMemory(),
  };
  const mutations = createControl(market, listings, now, { offers, vehicles });
  const motion = new MarketMotion({
    seed: market.seed,
    places: marketPlaces,
    clock,
    start: market,
    logs: { listings, offers, vehicles },
    mutations,
    arrivals: options.arrivals,
  });
  const control: RunningControl = Object.assign(mutations, { step: () => motion.step() });
  const faults = new Faults(market.seed);
  const requests = new RequestCounter();
  const groups =
    options.controlRoutes === false
      ? ROUTE_GROUPS
      : [...ROUTE_GROUPS, sandboxControlRoutes({ control, clock, motion, faults, requests })];
  const app = buildServer(ctx, {
    groups,
    faults,
    requests,
    allowedHosts: options.allowedHosts ?? 'any',
    dialects,
  });
  if (options.tickSeconds) motion.start(options.tickSeconds);
  try {
    await app.listen({ host, port: options.port ?? 0 });
  } catch (error) {
    motion.stop();
    throw error;
  }
  origin = originOf(app.server.address() as AddressInfo);
  return {
    origin,
    apiBaseUrl: `${origin}/v1`,
    demoKeys: demoKeysOf(market),
    control,
    clock,
    faults,
    requests,
    close: () => {
      motion.stop();
      return app.close();
    },
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
