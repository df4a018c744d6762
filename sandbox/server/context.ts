/**
 * What the routes of one running sandbox share: its data, clock, cursor codec, rate rules and what
 * its list routes remember between requests.
 * Built by `sandbox/index.ts`; routes read it, the control surface mutates `listings`, `offers` and
 * `vehicles`.
 */
import type { ApiEnvironment } from '@dispatch/shared/domain/keys';
import type { Market } from '../market';
import type { PlaceIndex } from '../places';
import type { KeyLookup } from './http/auth';
import type { Contract } from './contract';
import type { CursorCodec } from './paging/cursor';
import { PageCache } from './paging/page-cache';
import type { ListingStore } from './listings/store';
import type { OfferStore } from './offers/store';
import type { CursorGap, HolderBudget } from './rates/rate-limits';
import type { VehicleStore } from './vehicles/store';

/** A demo test key as `GET /_sandbox/keys` lists it (and the CLI prints it). */
export interface DemoKey {
  account: string;
  label: string;
  description: string;
  key: string;
  permissions: string[];
  revoked: boolean;
}

/**
 * How `GET /v1/places` answers: at most `limit` places, in `order`: `rank` (best match first, the
 * standard answer of docs/api.md §Places) or `name` (the best `limit` matches sorted by name with
 * `localeCompare(..., 'ro')`, as the `places-unranked` dialect answers).
 */
export interface PlacesAnswer {
  limit: number;
  order: 'rank' | 'name';
}

/**
 * What the list routes of one sandbox remember between requests (`paging/list-route.ts`), each entry
 * valid only for exactly the same input. It lives in the sandbox's context, so two sandboxes in one
 * process never share it (docs/architecture.md §Sandbox layout).
 */
export interface ListMemory {
  /** Pages served recently, with their JSON, by route, holder and filters (`paging/page-cache.ts`). */
  pages: PageCache;
  /**
   * First-page queries already read and checked, by route and request-target, oldest first (a
   * `ListQuery` of `list-route.ts`; at most its `QUERY_MEMO_SIZE`).
   */
  queries: Map<string, object>;
}

/** A new, empty `ListMemory` for one sandbox. */
export function newListMemory(): ListMemory {
  return { pages: new PageCache(), queries: new Map() };
}

/** The shared state of one sandbox server. */
export interface SandboxContext {
  /** Always `sandbox`: refuses live keys (docs/api.md §Keys and environments). */
  environment: ApiEnvironment;
  /** The server's origin (`http://127.0.0.1:PORT`), known once it listens. */
  origin(): string;
  /** The sandbox clock, ms since epoch: dates cursors and new listings. */
  now(): number;
  contract: Contract;
  places: PlaceIndex;
  market: Market;
  listings: ListingStore;
  /** The offers (`/listings/{ref}/offers`, `/offers/...`). */
  offers: OfferStore;
  /** The free vehicles (`/vehicles/...`). */
  vehicles: VehicleStore;
  keys: KeyLookup;
  cursors: CursorCodec;
  gap: CursorGap;
  budget: HolderBudget;
  /** What the list routes remember between requests; this sandbox's own (`newListMemory`). */
  listMemory: ListMemory;
  /**
   * How `GET /v1/places` answers; absent = the standard answer (at most 10, ranked; docs/api.md
   * §Places). Set by a dialect (`dialects/index.ts`, `dialectContext`), never changed while running.
   */
  placesAnswer?: PlacesAnswer;
}

/** The demo keys of a market, in the market's order. */
export function demoKeysOf(market: Market): DemoKey[] {
  return market.keys.map((k) => ({
    account: k.demoAccount,
    label: k.label,
    description: k.description,
    key: k.key,
    permissions: [...k.permissions],
    revoked: k.revoked,
  }));
}
