/**
 * Places in the UI's language (docs/api.md §Places, "A place in the UI's language"): the exchange
 * writes a city as it likes ("Munchen", "Wien", "Bucuresti"); every list and panel shows the name the
 * app's gazetteer gives it in the UI language ("München", "Viena", "București" in Romanian; "Munich",
 * "Vienna", "Bucharest" in English), and the exchange's own spelling where the gazetteer has no
 * certain name (`places.names`, local, no exchange read).
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toAppLanguage } from '../format/locale';
import type { ShownCity } from '../format/places';
import { useLocale } from '../format/useLocale';
import { placeQueries } from './placeQueries';

/** One place as a listing or a free vehicle names it (`city` null: the country only). */
export interface NamedPlace {
  city: string | null;
  country: string;
}

/** The two ends of each of `rows` (a listing's or a free vehicle's route), for `useShownCities`. */
export function rowPlaces(
  rows: readonly {
    fromCity?: string | null;
    fromCountry: string;
    toCity?: string | null;
    toCountry: string;
  }[],
): NamedPlace[] {
  return rows.flatMap((row) => [
    { city: row.fromCity ?? null, country: row.fromCountry },
    { city: row.toCity ?? null, country: row.toCountry },
  ]);
}

const keyOf = (city: string, country: string) => `${country}|${city}`;
const placeOfKey = (key: string) => ({ country: key.slice(0, 2), city: key.slice(3) });

/**
 * The names each query client (a session of the app) has learnt, by `language|country|city`: a panel
 * opened from a list knows its places' names at once, with no second look-up and no flicker.
 */
const learnt = new WeakMap<QueryClient, Map<string, string | null>>();

/** The names `client`'s session has learnt (`learnt`). */
function learntBy(client: QueryClient): Map<string, string | null> {
  let known = learnt.get(client);
  if (!known) learnt.set(client, (known = new Map()));
  return known;
}

/** The keys (`country|city`) of the places that name a city, each once, sorted. */
function keysOf(places: readonly NamedPlace[]): string[] {
  return [...new Set(places.flatMap(({ city, country }) => (city ? [keyOf(city, country)] : [])))].sort();
}

/**
 * The cities of `places` as the UI shows them (`ShownCity`), in the current UI language: one local
 * `places.names` look-up for the places whose names this session has not learnt yet, the exchange's
 * spelling meanwhile and wherever the gazetteer has no certain name (or the look-up failed). The
 * function's identity changes when names arrive, so a memoised formatter built on it is rebuilt.
 */
export function useShownCities(places: readonly NamedPlace[]): ShownCity {
  const language = toAppLanguage(useLocale());
  const known = learntBy(useQueryClient());
  // the places' keys, sorted, say when the places really change (a list's rows are new objects often)
  const joined = keysOf(places).join('\n');
  const asked = useMemo(() => {
    const keys = (joined === '' ? [] : joined.split('\n')).filter((key) => !known.has(`${language}|${key}`));
    return { keys, places: keys.map(placeOfKey) };
  }, [joined, language, known]);
  const { data } = useQuery(placeQueries.names(language, asked.places, asked.keys));
  return useMemo(() => {
    // what the look-up answered is learnt for the session (the same answer every time: a local rule)
    if (data) asked.keys.forEach((key, index) => known.set(`${language}|${key}`, data[index] ?? null));
    const names = new Map<string, string | null>();
    for (const key of joined === '' ? [] : joined.split('\n'))
      names.set(key, known.get(`${language}|${key}`) ?? null);
    return (city, country) => names.get(keyOf(city, country)) ?? city;
  }, [asked, data, joined, language, known]);
}

/**
 * The cities of `places` as the UI shows them in `language`, outside a component (a notification the
 * page composes in the browser host, renderer/shared/notify/useActivityFeed.ts): the names this session
 * has learnt, and one local `places.names` look-up for the others (learnt too). A failed look-up leaves
 * those cities as the exchange wrote them.
 */
export async function fetchShownCities(
  client: QueryClient,
  language: 'en' | 'ro',
  places: readonly NamedPlace[],
): Promise<ShownCity> {
  const known = learntBy(client);
  const keys = keysOf(places).filter((key) => !known.has(`${language}|${key}`));
  if (keys.length > 0) {
    try {
      const answer = await client.fetchQuery(placeQueries.names(language, keys.map(placeOfKey), keys));
      keys.forEach((key, index) => known.set(`${language}|${key}`, answer[index] ?? null));
    } catch {
      // the names could not be told: the exchange's spelling
    }
  }
  return (city, country) => known.get(`${language}|${keyOf(city, country)}`) ?? city;
}
