/**
 * The Romanian catalogs, by namespace (renderer/i18n/locales/ro/<ns>.json, every namespace but `map`,
 * which comes with the map: renderer/shared/map/i18n.ts). A chunk of their own, loaded before the
 * first render when Romanian is the UI language, or when the user switches to it (renderer/i18n/i18n.ts).
 */
import type { Catalogs } from './en';
import activity from '../locales/ro/activity.json';
import common from '../locales/ro/common.json';
import companies from '../locales/ro/companies.json';
import costEstimate from '../locales/ro/costEstimate.json';
import events from '../locales/ro/events.json';
import listings from '../locales/ro/listings.json';
import myListings from '../locales/ro/myListings.json';
import myVehicles from '../locales/ro/myVehicles.json';
import notes from '../locales/ro/notes.json';
import offers from '../locales/ro/offers.json';
import savedSearches from '../locales/ro/savedSearches.json';
import session from '../locales/ro/session.json';
import settings from '../locales/ro/settings.json';
import vehicles from '../locales/ro/vehicles.json';
import vocab from '../locales/ro/vocab.json';

/** Every namespace's messages in Romanian. */
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
} satisfies Record<keyof Catalogs, unknown>;
