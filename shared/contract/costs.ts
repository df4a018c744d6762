/**
 * The cost estimate of a route (`getCostEstimate`): distance (km) and a low/typical/high band in EUR
 * or RON, with the position of a price to compare. docs/api.md §Cost estimate.
 */
import { z } from 'zod';
import type { Place } from '../api/types';
import { CURRENCIES, LISTING_CATEGORIES, TRUCK_TYPES } from '../domain/vocabulary';
import { countryCodeSchema, PLACE_QUERY_MAX } from './common';
import { call, output } from './call';

/** Highest price to compare, in the chosen currency (a typo guard; real road freight is far below). */
export const PRICE_MAX = 10_000_000;

const placeName = z.string().trim().min(1).max(PLACE_QUERY_MAX).optional();

/** Input of `GET /cost-estimate`: countries required, places by name or slug optional. */
export const costEstimateInputSchema = z.object({
  fromCountry: countryCodeSchema,
  toCountry: countryCodeSchema,
  from: placeName,
  to: placeName,
  vehicle: z.enum(TRUCK_TYPES).optional(),
  category: z.enum(LISTING_CATEGORIES).optional(),
  price: z.number().min(0, 'A price is 0 or more.').max(PRICE_MAX).optional(),
  currency: z.enum(CURRENCIES).optional(),
});
export type CostEstimateInput = z.infer<typeof costEstimateInputSchema>;

/** The cost estimate's call, its input schema and output type (docs/api.md §Cost estimate). */
export const costCalls = {
  'costs.estimate': call(costEstimateInputSchema, output<CostEstimateReading>()),
} as const;

/** Where a price sits against the low-high band (docs/api.md §Cost estimate). */
export type PricePosition = 'below' | 'within' | 'above';

/** A part of an estimate the app may fail to read in an exchange's answer. */
export type EstimatePart = 'distance' | 'band';

/**
 * A cost estimate as the app read it (electron/services/api/cost-estimate-reader.ts): the fields of
 * docs/api.md §Cost estimate, each null where the exchange's answer did not carry it in a form the
 * app reads, and `unread` naming the parts the screen must say are missing. Money is a decimal string
 * in `currency`, km a whole number.
 */
export interface CostEstimateReading {
  fromCountry: string;
  toCountry: string;
  from: Place | null;
  to: Place | null;
  distanceKm: number | null;
  vehicle: string | null;
  category: string | null;
  currency: string;
  low: string | null;
  typical: string | null;
  high: string | null;
  perKm: string | null;
  /** The price asked about and where it sits (the exchange's word, else worked out from the band). */
  price: { value: number; position: PricePosition | null } | null;
  note: string | null;
  unread: EstimatePart[];
}
