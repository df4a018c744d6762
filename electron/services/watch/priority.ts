/**
 * Which read goes next (docs/watch.md §The busiest first): within the budget, the watch reads more often
 * what is likely to have news. Pure functions, no I/O, no clock: times are ms passed in.
 *
 * The rule (Cho and Garcia-Molina, "Effective page refresh policies for Web crawlers", 2003, the
 * polling result the issue names): with N things, each getting news at its own rate λᵢ, and a budget of
 * B reads a unit of time, reading thing i every Iᵢ leaves its news waiting Iᵢ / 2 on average, so the
 * mean wait over all news is Σ λᵢ Iᵢ / (2 Σ λᵢ), under Σ 1 / Iᵢ = B. Lagrange gives Iᵢ ∝ 1 / √λᵢ: each
 * thing is read with a frequency in proportion to the square root of its rate. {@link pickNext} gets
 * there without planning: it reads next the thing with the largest √λᵢ × (time since its last read);
 * in steady state every thing is read when that product reaches the same level, so Iᵢ ∝ 1 / √λᵢ.
 * With every λᵢ equal it reads the longest-unread first: the round-robin of before (`round_robin`).
 *
 * Overrides, in this order:
 * 1. a thing never read (a new listing of mine, a search just marked Watch, everything after a start):
 *    first, in the pass's order (docs/watch.md §What is watched, and the events);
 * 2. a thing unread for {@link DUE_AFTER_MS} (50 minutes) or more: the longest-unread of them, so that
 *    every thing is read at least once an hour ({@link MAX_READ_INTERVAL_MS}) whenever the budget can
 *    read each thing once an hour at all (the default, 240 reads an hour, reads 200 things so);
 * 3. else the largest √λᵢ × (now − last read).
 */

/** Every thing is read at least this often, in ms (docs/watch.md §The busiest first: "at least once an hour"). */
export const MAX_READ_INTERVAL_MS = 3_600_000;
/**
 * A thing unread this long goes before any other but a never-read one, in ms: 10 minutes before the
 * hour, room for 40 such reads at the default budget, so the hour holds on the wire too.
 */
export const DUE_AFTER_MS = MAX_READ_INTERVAL_MS - 10 * 60_000;
/**
 * The memory of the rate estimate, in ms: an offer `Δ` old weighs `exp(−Δ / τ)`, and a listing `a` old
 * gets the prior {@link NEW_LISTING_OFFERS_PER_HOUR} × `exp(−a / τ)`. Two hours: most offers on a load
 * come in its first hours (the sandbox's `decaying` arrivals, docs/api.md §Outside /v1), so an older
 * history says little of the next hour.
 */
export const RATE_MEMORY_MS = 2 * 3_600_000;
/** A listing just published is expected to get this many offers an hour, before it has any history. */
export const NEW_LISTING_OFFERS_PER_HOUR = 2;
/** The least rate any thing is given, per hour (one piece of news a day): no thing is never read. */
export const FLOOR_PER_HOUR = 1 / 24;
/**
 * The rate given to the things whose items the watch cannot date (my listings' stages, my offers'
 * answers, the loads I carry, my vehicles' requests) and to watched searches, per hour: about one
 * piece of news an hour each, so they are read about as often as a listing with an offer in its last
 * hour (docs/watch.md §The busiest first).
 */
export const SOURCE_NEWS_PER_HOUR = 1;
/**
 * The expected news an hour of the read of my offers or my vehicles (docs/watch.md §The busiest first),
 * from the items of it that can still change as last stored (my offers still `sent`, my vehicles):
 * {@link SOURCE_NEWS_PER_HOUR} while there is any, else {@link FLOOR_PER_HOUR} (a shipper with no offers
 * out and no vehicles has nothing there to be answered; the hourly read still finds a new one).
 */
export function sourceNewsPerHour(openItems: number): number {
  return openItems > 0 ? SOURCE_NEWS_PER_HOUR : FLOOR_PER_HOUR;
}

/**
 * The expected news an hour of the read of my listings (`GET /listings/mine`) at `now` (ms):
 * {@link SOURCE_NEWS_PER_HOUR} for its own news (stages, closings), plus the listings of mine published
 * lately, each weighing `exp(−age / τ)` as offers do (an exponentially weighted count over
 * {@link RATE_MEMORY_MS}): a listing just published is found by this read alone, and its first offers
 * wait for it (docs/watch.md §The busiest first). `createdAt` in ms, any order; unreadable ones skipped.
 */
export function expectedListingsNewsPerHour(createdAt: readonly number[], now: number): number {
  let recent = 0;
  for (const at of createdAt)
    if (Number.isFinite(at)) recent += Math.exp(-Math.max(0, now - at) / RATE_MEMORY_MS);
  return SOURCE_NEWS_PER_HOUR + recent / (RATE_MEMORY_MS / HOUR);
}

/** A listing whose loading starts within this many ms (or has started) is loading soon. */
export const LOADING_SOON_MS = 36 * 3_600_000;
/** How much more a listing loading soon is expected to get: a carrier answers a near load first. */
export const LOADING_SOON_FACTOR = 2;

const HOUR = 3_600_000;

/** What the rate of one of my listings is estimated from (ms since the epoch, on the exchange's clock). */
export interface ListingHistory {
  /** The `createdAt` of the offers last read on it (its first page), any order. */
  offerTimes: readonly number[];
  /** When the listing was published, or null when not known. */
  createdAt: number | null;
  /** When its loading starts (its `dateFrom`), or null when not known. */
  loadingFrom: number | null;
  /**
   * The whole account's offers, for a prior pooled over its listings (see {@link accountOffers}):
   * absent, the prior is {@link NEW_LISTING_OFFERS_PER_HOUR} alone.
   */
  account?: AccountOffers;
}

/** The account's recent offers over all its published listings, and their summed age weights. */
export interface AccountOffers {
  /** Offers an hour on all my listings lately: Σ exp(−age / τ) over every offer, divided by τ in hours. */
  offersPerHour: number;
  /**
   * Σ exp(−a / τ) over my published listings with a known `createdAt`: a listing's share of the
   * account's offers is its weight over this, counted as at least 1 (one listing just published), so
   * that offers on old listings are not handed out as shares among old listings.
   */
  ageWeight: number;
}

/**
 * The account's offers at `now` (ms), for the pooled prior of {@link expectedOffersPerHour}: on the
 * decaying curve a listing `a` old gets the share `exp(−a / τ) / Σ exp(−aⱼ / τ)` of the account's
 * offers, so a young listing's expected rate is read off every listing's history, not its own few
 * offers (docs/watch.md §The busiest first). `offerTimes` of every listing, `createdAt` of the
 * published ones (ms, unreadable ones skipped).
 */
export function accountOffers(
  offerTimes: readonly number[],
  createdAt: readonly number[],
  now: number,
): AccountOffers {
  const weight = (at: number) =>
    Number.isFinite(at) ? Math.exp(-Math.max(0, now - at) / RATE_MEMORY_MS) : 0;
  let offers = 0;
  for (const at of offerTimes) offers += weight(at);
  let ageWeight = 0;
  for (const at of createdAt) ageWeight += weight(at);
  return { offersPerHour: offers / (RATE_MEMORY_MS / HOUR), ageWeight };
}

/**
 * The expected offers an hour on one of my listings at `now` (ms), from its history
 * (docs/watch.md §The busiest first): the offers' own `createdAt`, each weighing `exp(−age / τ)`
 * (an exponentially weighted count over {@link RATE_MEMORY_MS}, divided by τ in hours), plus a prior
 * for a young listing ({@link NEW_LISTING_OFFERS_PER_HOUR} × `exp(−age / τ)`), times
 * {@link LOADING_SOON_FACTOR} when its loading starts within {@link LOADING_SOON_MS}; at least
 * {@link FLOOR_PER_HOUR}. A date in the future counts as now.
 */
export function expectedOffersPerHour(history: ListingHistory, now: number): number {
  const decay = (at: number) => Math.exp(-Math.max(0, now - at) / RATE_MEMORY_MS);
  let recent = 0;
  for (const at of history.offerTimes) if (Number.isFinite(at)) recent += decay(at);
  let rate = recent / (RATE_MEMORY_MS / HOUR);
  if (history.createdAt !== null && Number.isFinite(history.createdAt)) {
    const young = decay(history.createdAt);
    const pooled =
      history.account && history.account.ageWeight > 0
        ? (history.account.offersPerHour * young) / Math.max(1, history.account.ageWeight)
        : 0;
    rate += Math.max(NEW_LISTING_OFFERS_PER_HOUR * young, pooled);
  }
  if (history.loadingFrom !== null && history.loadingFrom - now <= LOADING_SOON_MS)
    rate *= LOADING_SOON_FACTOR;
  return Math.max(FLOOR_PER_HOUR, rate);
}

/** How the next read is chosen: by √rate × time unread (`busiest_first`), or the longest-unread (`round_robin`). */
export type ReadOrder = 'busiest_first' | 'round_robin';

/** One thing that may be read next: when it was last read (ms, null: never) and its rate (per hour, > 0). */
export interface Candidate {
  lastReadAt: number | null;
  ratePerHour: number;
}

/**
 * The index in `candidates` (in the pass's order) of the thing to read next at `now` (ms); -1 when
 * empty. See the file comment for the rule; ties go to the earlier candidate.
 */
export function pickNext(candidates: readonly Candidate[], now: number, order: ReadOrder): number {
  let due = -1;
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < candidates.length; i++) {
    const { lastReadAt, ratePerHour } = candidates[i]!;
    if (lastReadAt === null) return i;
    const unread = now - lastReadAt;
    if (unread >= DUE_AFTER_MS && (due === -1 || lastReadAt < candidates[due]!.lastReadAt!)) due = i;
    const score = (order === 'round_robin' ? 1 : Math.sqrt(ratePerHour)) * unread;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  return due !== -1 ? due : best;
}

/**
 * How often each thing is read in steady state at `requestsPerMinute` (docs/watch.md §The wait said
 * plainly): the order's weights (√rate, or 1 for round-robin) spread the budget, thing i every
 * `Σ w / (rate × wᵢ)` minutes, and never less often than {@link MAX_READ_INTERVAL_MS}. Returns ms,
 * one per candidate, in order. Reads at a higher budget are each that much more frequent: the
 * interval scales by `old rate / new rate`.
 */
export function readIntervals(
  rates: readonly number[],
  requestsPerMinute: number,
  order: ReadOrder,
): number[] {
  const weights = rates.map((rate) =>
    order === 'round_robin' ? 1 : Math.sqrt(Math.max(FLOOR_PER_HOUR, rate)),
  );
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => Math.min(MAX_READ_INTERVAL_MS, (total / (requestsPerMinute * w)) * 60_000));
}
