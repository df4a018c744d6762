/**
 * The sandbox's cost estimate (docs/api.md §Cost estimate): the road distance of the app's gazetteer
 * (places/distance.ts), and a price band from the sandbox's own per-km rate table. Information, not a
 * recommended rate.
 */
import { ESTIMATE_BAND } from '@dispatch/shared/domain/cost-estimate';
import type { TruckType } from '@dispatch/shared/domain/vocabulary';
import { roadDistanceKm } from '@dispatch/places/distance';
import type { PlaceRecord } from '../places';

/** Sandbox exchange rate: 1 EUR = 4.97 RON. */
export const EUR_TO_RON = 4.97;
/** Smallest `typical` figure, in EUR (converted for RON). */
export const MIN_TYPICAL_EUR = 80;
/** Vehicle kind assumed when none is given. */
export const DEFAULT_VEHICLE: TruckType = 'tautliner';

/** The sandbox's rate table, EUR per km by vehicle kind (plausible 2026 Romanian-market figures). */
export const RATES_EUR_PER_KM: Readonly<Record<TruckType, number>> = {
  van: 0.9,
  box_truck: 1.1,
  tautliner: 1.3,
  refrigerated: 1.5,
  flatbed: 1.35,
  car_carrier: 1.4,
  tow_truck: 1.2,
  tipper: 1.25,
  tanker: 1.6,
};

/** A cost estimate's figures; amounts are decimals with 2 places in `currency`. */
export interface CostFigures {
  distanceKm: number;
  currency: 'EUR' | 'RON';
  low: string;
  typical: string;
  high: string;
  /** `typical` per km of `distanceKm` (per 1 km when the distance rounds to 0). */
  perKm: string;
}

/**
 * Estimates the cost of a route (docs/api.md §Cost estimate).
 * Reading of the minimum rule: the minimum applies to `typical` only,
 * typical = max(80 EUR, distanceKm x rate); low = 0.85 x typical and high = 1.15 x typical follow
 * from it (so a minimum-priced `low` is 68 EUR). RON figures are the EUR figures x 4.97, each
 * rounded to cents. `vehicle` null/absent means `tautliner`; `currency` defaults to EUR.
 */
export function estimateCost(input: {
  from: PlaceRecord;
  to: PlaceRecord;
  vehicle?: TruckType | null;
  currency?: 'EUR' | 'RON';
}): CostFigures {
  const distanceKm = roadDistanceKm(input.from, input.to);
  const currency = input.currency ?? 'EUR';
  const rate = RATES_EUR_PER_KM[input.vehicle ?? DEFAULT_VEHICLE];
  const typicalEur = Math.max(MIN_TYPICAL_EUR, distanceKm * rate);
  const typicalCents = Math.round(typicalEur * (currency === 'RON' ? EUR_TO_RON : 1) * 100);
  return {
    distanceKm,
    currency,
    low: formatCents(Math.round(typicalCents * ESTIMATE_BAND.low)),
    typical: formatCents(typicalCents),
    high: formatCents(Math.round(typicalCents * ESTIMATE_BAND.high)),
    perKm: formatCents(Math.round(typicalCents / Math.max(1, distanceKm))),
  };
}

/**
 * Where a price falls against an estimate's band: `below` low, `above` high, else `within`
 * (bounds inclusive). `value` in the estimate's currency.
 */
export function pricePosition(
  value: number,
  estimate: Pick<CostFigures, 'low' | 'high'>,
): 'below' | 'within' | 'above' {
  if (value < Number(estimate.low)) return 'below';
  if (value > Number(estimate.high)) return 'above';
  return 'within';
}

/** Integer cents -> decimal string with 2 places: 12345 -> "123.45". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
