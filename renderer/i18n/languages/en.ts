/**
 * The English catalogs, by namespace (renderer/i18n/locales/en/<ns>.json, every namespace but `map`,
 * which comes with the map: renderer/shared/map/i18n.ts). A chunk of their own, loaded before the
 * first render when English is the UI language (renderer/i18n/i18n.ts); their shape types `t`
 * (renderer/i18n/namespaces.ts).
 */
import activity from '../locales/en/activity.json';
import common from '../locales/en/common.json';
import companies from '../locales/en/companies.json';
import costEstimate from '../locales/en/costEstimate.json';
import events from '../locales/en/events.json';
import listings from '../locales/en/listings.json';
import myListings from '../locales/en/myListings.json';
import myVehicles from '../locales/en/myVehicles.json';
import notes from '../locales/en/notes.json';
import offers from '../locales/en/offers.json';
import savedSearches from '../locales/en/savedSearches.json';
import session from '../locales/en/session.json';
import settings from '../locales/en/settings.json';
import vehicles from '../locales/en/vehicles.json';
import vocab from '../locales/en/vocab.json';

/** Every namespace's messages in English. */
export const catalogs = {
  common,
  vocab,
  session,
  listings,
  vehicles,
  companies,
  costEstimate,
  events,
  myListings,
  myVehicles,
  notes,
  offers,
  savedSearches,
  settings,
  activity,
};

/** The catalogs of one language, by namespace (the English ones give the shape). */
export type Catalogs = typeof catalogs;
