/**
 * The app's place look-up over the exchange's answers (docs/api.md §Places, "Any name"): the
 * gazetteer ranks what the exchange answered by every name each place goes by, and, where the exchange
 * answered nothing, gives the one name to ask again under.
 */
import { endonyms, everyName } from './names';
import { nameKeys, searchKey } from './normalise';
import { ROMANIAN_SPEAKING } from './regions';
import { rankKey } from './search';
import type { PlaceIndex, PlaceRecord } from './types';

/** The most places the app shows for one look-up (docs/api.md §Places: at most 10). */
const SHOWN_MAX = 10;

/** A place as the exchange answers it (the API's Place: `{ city, country, county, slug }`). */
interface AnsweredPlace {
  city: string;
  country: string;
  slug: string;
}

/** The look-up's side of the gazetteer (kept per app session: it remembers the exchange's names). */
export interface PlaceLookup {
  /**
   * `answer` (the exchange's answer to `q`) in the app's order: by how well any name of the place
   * matches `q` (exact, prefix, word prefix, contained: `rankKey`, folded as `searchKey` folds, ß as
   * ss; a place the gazetteer does not
   * know by its `city` only), then a capital before other places (Prague before a district named
   * Praga), then the bigger place first (the gazetteer's population; one it does not know after those
   * it does), then the exchange's order; at most 10.
   */
  rank<T extends AnsweredPlace>(answer: readonly T[], q: string): T[];
  /**
   * The name to ask the exchange under once more after it answered `answer` for `q`: when the answer
   * is empty, or lacks the gazetteer's first place for `q` although that place bears `q` as a whole
   * name in some language ("Praga": the exchange answered Praga Południe and Praga Północ, districts
   * of Warsaw, and not Prague, whose Romanian name it is), that place under the name the exchange has
   * answered with before, else its endonym, else its own (GeoNames) name, else its English name.
   * Null when the gazetteer knows no place for `q`, when the answer holds a whole-name place already
   * found, or when that name is what was typed (folded), so at most one extra request is made
   * (docs/api.md §Places, "Any name").
   */
  askAgainAs(q: string, answer?: readonly AnsweredPlace[]): string | null;
  /** Remembers the name the exchange gave each place of an answer it knows, for `askAgainAs`. */
  remember(answer: readonly AnsweredPlace[]): void;
}

/** Creates the look-up over the gazetteer's index (`places`, loaded on first use). */
export function createPlaceLookup(places: () => PlaceIndex): PlaceLookup {
  /** GeoNames id -> the city as the exchange last wrote it. */
  const answeredAs = new Map<number, string>();
  const known = (place: AnsweredPlace): PlaceRecord | undefined =>
    places().find(place.country, place.slug) ?? places().find(place.country, place.city);
  return {
    rank(answer, q) {
      const needle = searchKey(q);
      return answer
        .map((place, index) => {
          const record = known(place);
          const names = record ? [place.city, ...everyName(record)] : [place.city];
          const tier = Math.min(
            ...names
              .flatMap((name) => nameKeys(name, ROMANIAN_SPEAKING.has(place.country)))
              .map((key) => rankKey(key, needle)),
          );
          const capital = record?.isCapital ? 0 : 1;
          return { place, index, tier, capital, population: record ? record.population : -1 };
        })
        .sort(
          (a, b) =>
            a.tier - b.tier || a.capital - b.capital || b.population - a.population || a.index - b.index,
        )
        .slice(0, SHOWN_MAX)
        .map(({ place }) => place);
    },
    askAgainAs(q, answer = []) {
      const place = places().search(q, 1)[0];
      if (!place) return null;
      const typed = searchKey(q);
      if (answer.length > 0) {
        const whole = everyName(place).some((name) =>
          nameKeys(name, ROMANIAN_SPEAKING.has(place.country)).includes(typed),
        );
        if (!whole || answer.some((answered) => known(answered)?.id === place.id)) return null;
      }
      const names = [answeredAs.get(place.id), ...endonyms(place), place.city, place.names.en];
      return names.find((name): name is string => name !== undefined && searchKey(name) !== typed) ?? null;
    },
    remember(answer) {
      for (const place of answer) {
        const record = known(place);
        if (record) answeredAs.set(record.id, place.city);
      }
    },
  };
}
