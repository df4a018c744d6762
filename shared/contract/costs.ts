/**
 * The cost estimate of a route (`getCostEstimate`): distance (km) and a low/typical/high band in EUR
 * or RON, with the position of a price to compare. docs/api.md §Cost estimate.
 */
import { z } from 'zod';
import type { CostEstimate } from '../api/types';
import { CURRENCIES, LISTING_CATEGORIES, TRUCK_TYPES } from '../domain/vocabulary';
import { countryCodeSchema } from './common';
import { PLACE_QUERY_MAX } from './places';

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

export const costCalls = {
  'costs.estimate': { input: costEstimateInputSchema },
} as const;

export interface CostOutputs {
  'costs.estimate': CostEstimate;
}
