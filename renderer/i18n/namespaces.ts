/**
 * The app's message namespaces, and the types `t` takes from the English catalogs (a key that does
 * not exist is a type error). A namespace belongs to one part of the app: `common` (the shell, errors,
 * paging), `vocab` (the exchange's vocabularies), and one per feature folder; `map` comes with the
 * map's own chunks (renderer/shared/map/i18n.ts).
 *
 * A namespace is a file per language, `locales/<lang>/<ns>.json`: each language's chunk
 * (`languages/<lang>.ts`) takes every file of its folder with `import.meta.glob`. TypeScript cannot
 * type the files a glob finds, so each namespace is named once more, here, for `t`'s types
 * (NAMESPACE_SHAPES); renderer/i18n/catalogs.test.ts holds this list, both folders and the chunks to
 * the same namespaces. `npm run i18n:check` (i18next-parser, i18next-parser.config.js) fails on a key
 * used in code but missing from a catalog, or a catalog key no code uses.
 */
import type activity from './locales/en/activity.json';
import type common from './locales/en/common.json';
import type companies from './locales/en/companies.json';
import type costEstimate from './locales/en/costEstimate.json';
import type events from './locales/en/events.json';
import type listings from './locales/en/listings.json';
import type map from './locales/en/map.json';
import type myListings from './locales/en/myListings.json';
import type myVehicles from './locales/en/myVehicles.json';
import type notes from './locales/en/notes.json';
import type offers from './locales/en/offers.json';
import type savedSearches from './locales/en/savedSearches.json';
import type session from './locales/en/session.json';
import type settings from './locales/en/settings.json';
import type vehicles from './locales/en/vehicles.json';
import type vocab from './locales/en/vocab.json';

/** Every namespace, as its English catalog's type: only the keys exist at run time (NAMESPACES). */
const NAMESPACE_SHAPES = {
  common: {} as typeof common,
  vocab: {} as typeof vocab,
  activity: {} as typeof activity,
  companies: {} as typeof companies,
  costEstimate: {} as typeof costEstimate,
  events: {} as typeof events,
  listings: {} as typeof listings,
  map: {} as typeof map,
  myListings: {} as typeof myListings,
  myVehicles: {} as typeof myVehicles,
  notes: {} as typeof notes,
  offers: {} as typeof offers,
  savedSearches: {} as typeof savedSearches,
  session: {} as typeof session,
  settings: {} as typeof settings,
  vehicles: {} as typeof vehicles,
};

/** The namespace that loads with the map's chunks rather than with its language (renderer/shared/map/i18n.ts). */
const MAP_NAMESPACE = 'map';

/** The catalogs of one language that load with it, by namespace: every namespace but `map`. */
export type Catalogs = Omit<typeof NAMESPACE_SHAPES, typeof MAP_NAMESPACE>;

/**
 * Every namespace of a language's chunk (`languages/<lang>.ts`), all loaded with the language (one
 * chunk a language: the catalogs are small, and a screen never waits for its words).
 */
export const NAMESPACES = Object.keys(NAMESPACE_SHAPES).filter(
  (ns): ns is keyof Catalogs => ns !== MAP_NAMESPACE,
);

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof NAMESPACE_SHAPES;
  }
}
