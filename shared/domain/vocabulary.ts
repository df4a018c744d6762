/**
 * The exchange's fixed vocabularies, as docs/api.md §Resources and §Filters
 * name them. One list each, used by the sandbox, the contract and the renderer.
 */

/** Listing categories that search can return (docs/api.md §Routes: `/listings` category filter). */
export const SEARCHABLE_CATEGORIES = ['car', 'move', 'parcel', 'freight'] as const;
/** Every listing category; `assistance` is website-only and never appears in search (docs/api.md §Routes). */
export const LISTING_CATEGORIES = [...SEARCHABLE_CATEGORIES, 'assistance'] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];
export type SearchableCategory = (typeof SEARCHABLE_CATEGORIES)[number];

/** Listing statuses (docs/api.md §States and transitions). Search returns `published` only. */
export const LISTING_STATUSES = ['published', 'closed', 'expired', 'cancelled', 'hidden'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** How a listing states its dates (docs/api.md §Resources): `asap` has null dates. */
export const DATE_TYPES = ['asap', 'exact', 'flexible'] as const;
export type DateType = (typeof DATE_TYPES)[number];

/** Truck and vehicle kinds, one vocabulary (docs/api.md §Filters). An unknown kind is 400 `invalid_value`. */
export const TRUCK_TYPES = [
  'van',
  'box_truck',
  'tautliner',
  'refrigerated',
  'flatbed',
  'car_carrier',
  'tow_truck',
  'tipper',
  'tanker',
] as const;
export type TruckType = (typeof TRUCK_TYPES)[number];

/** Transport stages, forward only (docs/api.md §States and transitions). */
export const TRANSPORT_STAGES = ['assigned', 'loading', 'in_transit', 'unloading', 'delivered'] as const;
export type TransportStage = (typeof TRANSPORT_STAGES)[number];

/** Offer statuses (docs/api.md §States and transitions). */
export const OFFER_STATUSES = ['sent', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Vehicle statuses (docs/api.md §States and transitions). */
export const VEHICLE_STATUSES = ['active', 'expired', 'removed'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** Currencies the cost estimate answers in (docs/api.md §Routes, §Cost estimate). */
export const CURRENCIES = ['EUR', 'RON'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Countries the app offers in its pickers: Romania and the countries Romanian carriers drive to. */
export const MARKET_COUNTRIES = [
  'RO',
  'DE',
  'IT',
  'FR',
  'ES',
  'HU',
  'BG',
  'PL',
  'AT',
  'NL',
  'BE',
  'CZ',
  'SK',
  'MD',
  'GR',
  'TR',
] as const;
export type MarketCountry = (typeof MARKET_COUNTRIES)[number];

/**
 * Every country a Romanian carrier drives to or through (issue 50 §2, docs/api.md §Places): the market's
 * countries in their order, then the rest of the EU 27 (HR, CY, DK, EE, FI, IE, LV, LT, LU, MT, PT, SI,
 * SE), CH, NO, IS, LI, GB, RS, BA, ME, MK, AL, XK, UA, and BY (for geography). ISO 3166-1 alpha-2
 * (XK, Kosovo, as CLDR and GeoNames write it). The gazetteer holds places of each; the country filters
 * and "Home country" offer them; the sandbox's market stays in `MARKET_COUNTRIES`.
 */
export const EUROPEAN_COUNTRIES = [
  ...MARKET_COUNTRIES,
  'HR',
  'CY',
  'DK',
  'EE',
  'FI',
  'IE',
  'LV',
  'LT',
  'LU',
  'MT',
  'PT',
  'SI',
  'SE',
  'CH',
  'NO',
  'IS',
  'LI',
  'GB',
  'RS',
  'BA',
  'ME',
  'MK',
  'AL',
  'XK',
  'UA',
  'BY',
] as const;

/** Page size bounds of every list (docs/api.md §Lists and cursors): `limit` 1 to 20, default 20. */
export const PAGE_LIMIT_MAX = 20;

/** Minimum gap between a holder's cursor requests on one list route, in ms (docs/api.md §Rate limits). */
export const CURSOR_GAP_MS = 400;

/** Cursor lifetime in ms (docs/api.md §Lists and cursors): 15 minutes. */
export const CURSOR_LIFETIME_MS = 15 * 60 * 1000;
