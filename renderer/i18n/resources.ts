/**
 * Every message catalog of the app, one JSON file per language and namespace under `locales/`.
 * A namespace belongs to one part of the app: `common` (the shell, errors, paging), `vocab` (the
 * exchange's vocabularies), and one per feature folder. The English catalogs also give `t` its
 * types (a key that does not exist is a type error).
 *
 * Adding a namespace: create `locales/en/<ns>.json` and `locales/ro/<ns>.json`, import both here
 * and add them to `resources`. `npm run i18n:check` (i18next-parser, i18next-parser.config.js)
 * fails on a key used in code but missing from a catalog, or a catalog key no code uses.
 */
import enActivity from './locales/en/activity.json';
import enCommon from './locales/en/common.json';
import enCompanies from './locales/en/companies.json';
import enCostEstimate from './locales/en/costEstimate.json';
import enEvents from './locales/en/events.json';
import enListings from './locales/en/listings.json';
import enMyListings from './locales/en/myListings.json';
import enMyVehicles from './locales/en/myVehicles.json';
import enNotes from './locales/en/notes.json';
import enOffers from './locales/en/offers.json';
import enSavedSearches from './locales/en/savedSearches.json';
import enSession from './locales/en/session.json';
import enSettings from './locales/en/settings.json';
import enVehicles from './locales/en/vehicles.json';
import enVocab from './locales/en/vocab.json';
import roActivity from './locales/ro/activity.json';
// the map's namespace loads with the map's chunks (renderer/shared/map/i18n.ts): its type only here
import type enMap from './locales/en/map.json';
import roCommon from './locales/ro/common.json';
import roCompanies from './locales/ro/companies.json';
import roCostEstimate from './locales/ro/costEstimate.json';
import roEvents from './locales/ro/events.json';
import roListings from './locales/ro/listings.json';
import roMyListings from './locales/ro/myListings.json';
import roMyVehicles from './locales/ro/myVehicles.json';
import roNotes from './locales/ro/notes.json';
import roOffers from './locales/ro/offers.json';
import roSavedSearches from './locales/ro/savedSearches.json';
import roSession from './locales/ro/session.json';
import roSettings from './locales/ro/settings.json';
import roVehicles from './locales/ro/vehicles.json';
import roVocab from './locales/ro/vocab.json';

const en = {
  common: enCommon,
  vocab: enVocab,
  session: enSession,
  listings: enListings,
  vehicles: enVehicles,
  companies: enCompanies,
  costEstimate: enCostEstimate,
  events: enEvents,
  myListings: enMyListings,
  myVehicles: enMyVehicles,
  notes: enNotes,
  offers: enOffers,
  savedSearches: enSavedSearches,
  settings: enSettings,
  activity: enActivity,
};

/** The catalogs by language, then namespace. */
export const resources = {
  en,
  ro: {
    common: roCommon,
    vocab: roVocab,
    session: roSession,
    listings: roListings,
    vehicles: roVehicles,
    companies: roCompanies,
    costEstimate: roCostEstimate,
    events: roEvents,
    myListings: roMyListings,
    myVehicles: roMyVehicles,
    notes: roNotes,
    offers: roOffers,
    savedSearches: roSavedSearches,
    settings: roSettings,
    activity: roActivity,
  },
} satisfies Record<string, Record<keyof typeof en, unknown>>;

/** Every namespace (all loaded at start: the catalogs are small). */
export const NAMESPACES = Object.keys(en) as (keyof typeof en)[];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en & { map: typeof enMap };
  }
}
