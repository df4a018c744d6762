/**
 * Calls about listings: search published listings (`searchListings`), one listing by its code
 * (`getListing`), and the key holder's own listings (`listMyListings`). docs/api.md §Routes, §Filters.
 */
import { z } from 'zod';
import type { Listing, ListingPage } from '../api/types';
import { SEARCHABLE_CATEGORIES, TRUCK_TYPES } from '../domain/vocabulary';
import {
  countryCodeSchema,
  DATES_OUT_OF_ORDER,
  datesInOrder,
  isoDateSchema,
  listingRefSchema,
  pageRequestShape,
} from './common';
import { call, output } from './call';

/** Heaviest load a filter may name, in kg (no road vehicle carries more; beyond it is a typo). */
export const WEIGHT_MAX_KG = 100_000;
/** Largest volume a filter may name, in m3. */
export const VOLUME_MAX_M3 = 1_000;

/**
 * Filters of `GET /listings` (docs/api.md §Filters): weights in kg (whole), volumes in m3. Truck types
 * are the vocabulary's, each at most once (so the list, and the URL, stay short).
 */
export const listingFiltersSchema = z
  .object({
    category: z.enum(SEARCHABLE_CATEGORIES).optional(),
    fromCountry: countryCodeSchema.optional(),
    toCountry: countryCodeSchema.optional(),
    dateFrom: isoDateSchema.optional(),
    dateTo: isoDateSchema.optional(),
    weightMax: z
      .number()
      .int('Weight is whole kilograms.')
      .positive('Weight must be above 0 kg.')
      .max(WEIGHT_MAX_KG, `Weight is at most ${WEIGHT_MAX_KG} kg.`)
      .optional(),
    volumeMax: z
      .number()
      .positive('Volume must be above 0 m3.')
      .max(VOLUME_MAX_M3, `Volume is at most ${VOLUME_MAX_M3} m3.`)
      .optional(),
    truckTypes: z
      .array(z.enum(TRUCK_TYPES))
      .max(TRUCK_TYPES.length)
      .refine((types) => new Set(types).size === types.length, 'Each truck type once.')
      .optional(),
  })
  .refine(datesInOrder, DATES_OUT_OF_ORDER);
export type ListingFilters = z.infer<typeof listingFiltersSchema>;

/** The listing calls, each with its input schema and output type (docs/api.md §Routes, §Filters). */
export const listingCalls = {
  'listings.search': call(
    z.object({ filters: listingFiltersSchema, ...pageRequestShape }),
    output<ListingPage>(),
  ),
  'listings.get': call(z.object({ ref: listingRefSchema }), output<Listing>()),
  'listings.mine': call(z.object(pageRequestShape), output<ListingPage>()),
} as const;
