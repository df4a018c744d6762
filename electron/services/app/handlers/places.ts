/**
 * Handlers of the place calls (shared/contract/places.ts): `searchPlaces`, cancellable, the local
 * deadhead and coordinates (docs/map.md), and the exchange's slugs of a route's shared place names.
 */
import { sameNamedPlace } from '../../../../shared/domain/place-match';
import type { placeCalls } from '../../../../shared/contract/places';
import type { PlaceOnRoute } from '@dispatch/places/deadhead';
import type { HandlerGroup, ServiceContext } from '../context';

/**
 * The place handlers: the look-up (a withdrawn call, a newer keystroke, aborts its wire request) and
 * the deadhead and the coordinates, computed locally from the app's gazetteer.
 */
export function placeHandlers(context: ServiceContext): HandlerGroup<typeof placeCalls> {
  return {
    // ranked by the app over every name a place goes by (exact, prefix, word, contained; a capital,
    // then the bigger place first; at most 10), whatever order the exchange gave; where the exchange answered nothing,
    // or left out the place whose whole name was typed, asked once more under a name it knows the place
    // by, the two answers joined (docs/api.md §Places, "Any name")
    'places.search': async ({ q }, call) => {
      const client = await context.client();
      const ask = async (query: string) =>
        (await client.get('/places', { query: { q: query } }, { signal: call?.signal })).data;
      let answer = await ask(q);
      // nothing, or not the place whose whole name was typed (Praga: Prague, not only Warsaw's districts)
      const again = context.gazetteer.askAgainAs(q, answer);
      if (again !== null) {
        const seen = new Set(answer.map((place) => place.slug));
        answer = [...answer, ...(await ask(again)).filter((place) => !seen.has(place.slug))];
      }
      context.gazetteer.remember(answer);
      return context.gazetteer.rank(answer, q);
    },
    'places.deadhead': async (input) => context.gazetteer.deadhead(input),
    // local only: the gazetteer's coordinates, never a request to the exchange (docs/map.md)
    'places.coordinates': async (input) => context.gazetteer.coordinates(input),
    // local only: the places' names in the UI language (docs/api.md §Places, "A place in the UI's language")
    'places.names': async (input) => context.gazetteer.names(input),
    // the gazetteer places each end on the route; only a name several places share asks the exchange
    // for its slug (docs/api.md §Cost estimate: `from` and `to` are a name or a slug)
    'places.routeSlugs': async ({ from, to, km }, call) => {
      const [fromPlace, toPlace] = context.gazetteer.onRoute({
        places: [
          { ...from, routeTo: { ...to, km } },
          { ...to, routeTo: { ...from, km } },
        ],
      });
      const slugOf = async (place: PlaceOnRoute | null | undefined): Promise<string | null> => {
        if (!place || place.namesakes < 2) return null;
        const client = await context.client();
        const answer = await client.get('/places', { query: { q: place.city } }, { signal: call?.signal });
        return sameNamedPlace(answer.data, place)?.slug ?? null;
      };
      return { from: await slugOf(fromPlace), to: await slugOf(toPlace) };
    },
  };
}
