/**
 * The app's message namespaces, and the types `t` takes from the English catalogs (a key that does
 * not exist is a type error). A namespace belongs to one part of the app: `common` (the shell, errors,
 * paging), `vocab` (the exchange's vocabularies), and one per feature folder; `map` comes with the
 * map's own chunks (renderer/shared/map/i18n.ts).
 *
 * Adding a namespace: create `locales/en/<ns>.json` and `locales/ro/<ns>.json`, import each in
 * `languages/<lang>.ts`, and name it here (renderer/i18n/catalogs.test.ts checks this list against
 * the catalogs). `npm run i18n:check` (i18next-parser, i18next-parser.config.js) fails on a key used
 * in code but missing from a catalog, or a catalog key no code uses.
 */
import type { Catalogs } from './languages/en';
// the map's namespace loads with the map's chunks (renderer/shared/map/i18n.ts): its type only here
import type enMap from './locales/en/map.json';

/**
 * Every namespace of `languages/<lang>.ts`, all loaded with the language (one chunk a language: the
 * catalogs are small, and a screen never waits for its words).
 */
export const NAMESPACES = [
  'common',
  'vocab',
  'session',
  'listings',
  'vehicles',
  'companies',
  'costEstimate',
  'events',
  'myListings',
  'myVehicles',
  'notes',
  'offers',
  'savedSearches',
  'settings',
  'activity',
] as const satisfies readonly (keyof Catalogs)[];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogs & { map: typeof enMap };
  }
}
