/**
 * A market that moves: runs market steps (`planMarketStep`, sandbox/market/steps.ts) against the
 * sandbox's live stores and applies every planned change through the control surface, so each change
 * bumps its collection's revision and open cursors over a touched filtered list answer 409
 * `list_changed` (docs/api.md §Lists and cursors). Steps run on demand (`step`) or every
 * `tickSeconds` on an unref'ed timer (`start`).
 *
 * Determinism: step N is planned from (market seed, N, the sandbox clock, the current records), so
 * two sandboxes with the same seed, the same clock and the same history give the same data.
 *
 * Speed: the current records are a `MarketIndex` built once at start and kept up to date from the
 * stores' change logs (every change, the control routes' included), so a step reads the few records it
 * changes and blocks the event loop for a few ms even at `--scale 20` (120,000 listings).
 */
import {
  MarketIndex,
  planMarketStep,
  type ListingRecord,
  type MarketChange,
  type MarketState,
  type OfferRecord,
  type VehicleRecord,
} from '../../market';
import { applyChange, type MarketMutations, type OfferArrivals } from '../../market/steps';
import type { PlaceIndex } from '../../places';
import type { SandboxClock } from './clock';

/** A store's records, revision and change log (`RecordStore` fits): what the market index follows. */
export interface ChangeLog<T> {
  /** The current record with this ref or id; undefined when there is none. */
  get(key: string): T | undefined;
  readonly revision: number;
  /** The changes after `revision`, oldest first; `before` null for an insertion, `after` null for a removal. */
  changesSince(revision: number): readonly { before: T | null; after: T | null }[];
}

/** What a `MarketMotion` works on. */
export interface MarketMotionOptions {
  /** The market seed; each step draws its own stream from it and the step number. */
  seed: number;
  places: PlaceIndex;
  /** The sandbox clock: a step's `now`, held still while its changes are applied. */
  clock: SandboxClock;
  /** The records the stores started from (their revision 0), with the accounts and companies. */
  start: MarketState;
  /** The stores' change logs, replayed onto the index before each step. */
  logs: {
    listings: ChangeLog<ListingRecord>;
    offers: ChangeLog<OfferRecord>;
    vehicles: ChangeLog<VehicleRecord>;
  };
  mutations: MarketMutations;
  /** How offers choose the demo shipper's listing (steps.ts `OfferArrivals`); default `uniform`. */
  arrivals?: OfferArrivals;
}

/** Smallest tick interval, seconds (keeps a typo from spinning the event loop). */
export const MIN_TICK_SECONDS = 0.05;

/** Runs the market's steps. */
export class MarketMotion {
  private steps = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly index: MarketIndex;
  /** The revision of each log the index has caught up with. */
  private readonly seen = { listings: 0, offers: 0, vehicles: 0 };

  /** Indexes `options.start` (a few hundred ms at `--scale 20`, so that no step has to). */
  constructor(private readonly options: MarketMotionOptions) {
    const { listings, offers, vehicles } = options.logs;
    this.index = new MarketIndex(options.start, {
      listing: (ref) => listings.get(ref) !== undefined,
      offer: (id) => offers.get(id) !== undefined,
      vehicle: (id) => vehicles.get(id) !== undefined,
    });
  }

  /** Steps run so far (the next step's number is this + 1). */
  get stepCount(): number {
    return this.steps;
  }

  /**
   * Runs the next step now: plans it at the sandbox clock's time (held still meanwhile, so every date
   * the step writes equals its `now`) and applies its changes in order.
   * @returns the applied changes, in order
   * @throws Error when planning or applying fails (a bug: changes only name records of the state)
   */
  step(): MarketChange[] {
    const { seed, places, clock } = this.options;
    return clock.hold((now) => {
      const step = ++this.steps;
      const changes = planMarketStep(this.current(), {
        seed,
        step,
        now: new Date(now),
        places,
        arrivals: this.options.arrivals,
      });
      for (const change of changes) applyChange(this.options.mutations, change);
      return changes;
    });
  }

  /** The index, caught up with every change the stores logged since the last step. */
  private current(): MarketIndex {
    const { logs } = this.options;
    const index = this.index;
    for (const { before, after } of logs.listings.changesSince(this.seen.listings)) {
      index.listingChanged(before, after);
    }
    for (const { before, after } of logs.offers.changesSince(this.seen.offers))
      index.offerChanged(before, after);
    for (const { before, after } of logs.vehicles.changesSince(this.seen.vehicles)) {
      index.vehicleChanged(before, after);
    }
    this.seen.listings = logs.listings.revision;
    this.seen.offers = logs.offers.revision;
    this.seen.vehicles = logs.vehicles.revision;
    return index;
  }

  /**
   * Runs a step every `tickSeconds` (>= 0.05) on a timer that does not keep the process alive. A
   * failing step is dropped; ticking goes on.
   * @throws RangeError for a smaller or non-finite interval, Error when already ticking
   */
  start(tickSeconds: number): void {
    if (!Number.isFinite(tickSeconds) || tickSeconds < MIN_TICK_SECONDS) {
      throw new RangeError(`tickSeconds must be at least ${MIN_TICK_SECONDS}, not ${tickSeconds}`);
    }
    if (this.timer) throw new Error('the market is already ticking');
    this.timer = setInterval(() => {
      try {
        this.step();
      } catch {
        // A failed step changes nothing more; the next tick plans afresh.
      }
    }, tickSeconds * 1000);
    this.timer.unref();
  }

  /** Stops the timer (no-op when not ticking). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/** A short description of one change, as `POST /_sandbox/market/step` answers it. */
export interface ChangeSummary {
  kind: MarketChange['kind'];
  /** Listing ref, for listing changes and received offers (the listing offered on). */
  ref?: string;
  /** Vehicle or offer id. */
  id?: string;
  status?: string;
  stage?: string;
  /** For a published listing or vehicle: its lane. */
  fromCountry?: string;
  toCountry?: string;
  category?: string;
}

/** The summary of `change` (ids and what changed, not the whole record). */
export function summarise(change: MarketChange): ChangeSummary {
  switch (change.kind) {
    case 'listing.published': {
      const { ref, fromCountry, toCountry, category } = change.listing;
      return { kind: change.kind, ref, fromCountry, toCountry, category, status: change.listing.status };
    }
    case 'listing.status':
      return { kind: change.kind, ref: change.ref, status: change.status };
    case 'listing.stage':
      return { kind: change.kind, ref: change.ref, stage: change.stage };
    case 'vehicle.published': {
      const { id, fromCountry, toCountry, status } = change.vehicle;
      return { kind: change.kind, id, fromCountry, toCountry, status };
    }
    case 'vehicle.status':
      return { kind: change.kind, id: change.id, status: change.status };
    case 'offer.received':
      return {
        kind: change.kind,
        id: change.offer.id,
        ref: change.offer.listingRef,
        status: change.offer.status,
      };
    case 'offer.status':
      return { kind: change.kind, id: change.id, status: change.status };
  }
}
