/**
 * The trip home against the sandbox (issue 51 "Done when": "a trip home answers in ≤ 5 s against the
 * sandbox"): the app's planner (shared/domain/trip-home.ts, as the renderer's Trip home runs it) with
 * the app's API client as its page reader (the same `GET /listings` query main's `listings.search` sends,
 * through the client's paging gate) and the app's gazetteer and road-distance estimate as its place
 * look-up, from a load to Germany home to Romania. An in-process sandbox without its rate limit, so the
 * time is the planner's and the pages'.
 */
import { createGazetteer } from '@dispatch/places/deadhead';
import { roadDistanceKm } from '@dispatch/places/distance';
import { startSandbox } from '@dispatch/sandbox';
import type { Listing } from '../../shared/api/types';
import { todayIn } from '../../shared/domain/relative-dates';
import { planTripHome, type ListingsPage } from '../../shared/domain/trip-home';
import { createApiClient } from '../../electron/services/api/client';
import { listingFiltersQuery } from '../../electron/services/api/query';

/** What `benchTripHome` measured: each answer's time, and what the last one read and found. */
export interface TripHomeFigures {
  /** Wall time of each plan, ms (a new client each: no page cached). */
  timesMs: number[];
  /** Pages read by the last plan (at most 8), and whether the limit stopped it. */
  reads: number;
  stopped: boolean;
  /** Ways home the last plan offered, and how many of them end in Romania. */
  trips: number;
  homeTrips: number;
  /** The outbound load: its route. */
  outbound: string;
}

/** Plans a trip home `runs` times from the sandbox's first load to Germany, a truck at 1.10 EUR/km. */
export async function benchTripHome(runs = 5): Promise<TripHomeFigures> {
  const sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0 });
  const gazetteer = createGazetteer();
  const clientOf = () => createApiClient({ baseUrl: sandbox.apiBaseUrl, getKey: async () => null, fetch });
  try {
    gazetteer.coordinates({ places: [{ country: 'RO', city: 'Cluj-Napoca' }] }); // loaded before the clock
    const toGermany = await clientOf().get('/listings', { query: { toCountry: 'DE' } });
    const outbound = (toGermany as { data: Listing[] }).data[0];
    if (!outbound) throw new Error('the sandbox has no load to Germany');
    const figures: TripHomeFigures = {
      timesMs: [],
      reads: 0,
      stopped: false,
      trips: 0,
      homeTrips: 0,
      outbound: `${outbound.fromCity}, ${outbound.fromCountry} → ${outbound.toCity}, ${outbound.toCountry}`,
    };
    for (let run = 0; run < runs; run += 1) {
      const client = clientOf();
      const started = performance.now();
      const plan = await planTripHome({
        outbound,
        homeCountry: 'RO',
        truck: { costPerKm: 1.1, currency: 'EUR', kmPerDay: 600 },
        rate: { ronPerEur: 4.97, date: '2026-11-28' },
        today: todayIn(new Date()),
        readPage: async (filters, cursor) =>
          (await client.get('/listings', {
            query: { ...listingFiltersQuery(filters), cursor: cursor ?? undefined },
          })) as ListingsPage,
        locate: async (places) =>
          gazetteer.coordinates({
            places: places.map((place) => ({
              country: place.country,
              city: place.city,
              ...(place.routeTo ? { routeTo: place.routeTo } : {}),
            })),
          }),
        roadKm: roadDistanceKm,
      });
      figures.timesMs.push(performance.now() - started);
      figures.reads = plan.reads;
      figures.stopped = plan.stoppedAtLimit;
      figures.trips = plan.trips.length;
      figures.homeTrips = plan.trips.filter((trip) => trip.steps.at(-1)?.listing.toCountry === 'RO').length;
    }
    return figures;
  } finally {
    await sandbox.close();
  }
}
