/**
 * Reads a `GET /cost-estimate` answer, whose body the published API does not show (docs/api.md
 * §Where the real exchange may differ), into the app's `CostEstimateReading`.
 *
 * Our decision (docs/api.md §Cost estimate) is read first; then the close variants an exchange could
 * plausibly choose, each a name used for the same figure by common pricing APIs:
 * - the band at the top or under `range`, `band`, `estimate`, `priceRange` or `price_range`, as
 *   `low/typical/high`, `min/median/max`, `min/avg/max`, `minimum/average/maximum` or
 *   `lower/mid/upper`, each a number or a decimal string;
 * - the distance as `distanceKm`, `distance_km`, `distance` (a number, or `{ km }`/`{ value }`);
 * - the rate as `perKm`, `per_km`, `ratePerKm`, `rate_per_km` or `pricePerKm`, else worked out as
 *   typical / distance (docs/api.md: `perKm` is of `typical`);
 * - the places as `from/to` or `origin/destination`; the vehicle as `vehicle` or `vehicleType`;
 * - the price's position as the exchange words it when it is `below`, `within` or `above`, else
 *   worked out from the band and the price the app asked about.
 * What is readable is kept; a part that is not is null and named in `unread`. An answer with neither
 * a distance nor a band has nothing to show: `unreadable_answer`.
 */
import type { Place } from '../../../shared/api/types';
import type {
  CostEstimateInput,
  CostEstimateReading,
  EstimatePart,
  PricePosition,
} from '../../../shared/contract/costs';
import type { ServerPlace } from '../../../shared/contract/errors';
import { isJsonObject, unreadableAnswer, type JsonObject } from './answer-reader';

/** The route, as error messages name it. */
const COST_ESTIMATE_ROUTE = 'GET /cost-estimate';

const BAND_HOMES = ['range', 'band', 'estimate', 'priceRange', 'price_range'] as const;
const BAND_NAMES = [
  ['low', 'typical', 'high'],
  ['min', 'median', 'max'],
  ['min', 'avg', 'max'],
  ['minimum', 'average', 'maximum'],
  ['lower', 'mid', 'upper'],
] as const;
const PER_KM_NAMES = ['perKm', 'per_km', 'ratePerKm', 'rate_per_km', 'pricePerKm'] as const;
const POSITIONS: readonly PricePosition[] = ['below', 'within', 'above'];

/** A money figure as a decimal string: a finite number (2 places) or a decimal string; else null. */
function money(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value.toFixed(2);
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return value.trim();
  return null;
}

/** A distance in whole km: a finite number or numeric string, or an object with `km` or `value`. */
function kilometres(value: unknown): number | null {
  if (isJsonObject(value)) return kilometres(value.km ?? value.value);
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? Math.round(number) : null;
}

function firstOf(source: JsonObject, names: readonly string[]): unknown {
  for (const name of names) if (source[name] !== undefined && source[name] !== null) return source[name];
  return undefined;
}

/** The low/typical/high band, wherever and however named (see the file comment); null if none reads. */
function band(body: JsonObject): { low: string; typical: string; high: string; home: JsonObject } | null {
  const homes = [body, ...BAND_HOMES.map((name) => body[name]).filter(isJsonObject)];
  for (const home of homes) {
    for (const [lowName, typicalName, highName] of BAND_NAMES) {
      const low = money(home[lowName]);
      const typical = money(home[typicalName]);
      const high = money(home[highName]);
      if (low !== null && typical !== null && high !== null) return { low, typical, high, home };
    }
  }
  return null;
}

function place(value: unknown): Place | null {
  if (!isJsonObject(value) || typeof value.city !== 'string') return null;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return {
    city: value.city,
    country: text(value.country),
    county: text(value.county),
    slug: text(value.slug),
  };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function positionOf(price: number, low: number, high: number): PricePosition {
  if (price < low) return 'below';
  if (price > high) return 'above';
  return 'within';
}

/** The exchange's word for the price's position when it is one of ours, else null. */
function statedPosition(body: JsonObject): PricePosition | null {
  const price = body.price;
  const word = isJsonObject(price) ? (price.position ?? price.band) : undefined;
  return POSITIONS.find((position) => position === word) ?? null;
}

/**
 * The estimate in `body` (the resource, already out of any `{ data }` wrapper), read as the file
 * comment says; `input` is what the app asked (its countries, price and currency fill the gaps).
 * @throws ApiError `unreadable_answer` (route `GET /cost-estimate`) when neither a distance nor a band reads
 */
export function readCostEstimate(
  body: JsonObject,
  input: CostEstimateInput,
  server: ServerPlace,
): CostEstimateReading {
  const distanceKm = kilometres(firstOf(body, ['distanceKm', 'distance_km', 'distance']));
  const figures = band(body);
  if (distanceKm === null && figures === null) {
    throw unreadableAnswer(COST_ESTIMATE_ROUTE, server, 'neither a distance nor a price band', body);
  }
  const unread: EstimatePart[] = [];
  if (distanceKm === null) unread.push('distance');
  if (figures === null) unread.push('band');
  const currency =
    text(body.currency) ?? (figures ? text(figures.home.currency) : null) ?? input.currency ?? 'EUR';
  const statedPerKm = money(
    firstOf(body, PER_KM_NAMES) ?? (figures ? firstOf(figures.home, PER_KM_NAMES) : undefined),
  );
  const perKm =
    statedPerKm ?? (figures && distanceKm ? (Number(figures.typical) / distanceKm).toFixed(2) : null);
  let price: CostEstimateReading['price'] = null;
  if (input.price !== undefined) {
    const position =
      statedPosition(body) ??
      (figures ? positionOf(input.price, Number(figures.low), Number(figures.high)) : null);
    price = { value: input.price, position };
  }
  return {
    fromCountry: text(body.fromCountry) ?? input.fromCountry,
    toCountry: text(body.toCountry) ?? input.toCountry,
    from: place(body.from ?? body.origin),
    to: place(body.to ?? body.destination),
    distanceKm,
    vehicle: text(body.vehicle) ?? text(body.vehicleType) ?? null,
    category: text(body.category),
    currency,
    low: figures?.low ?? null,
    typical: figures?.typical ?? null,
    high: figures?.high ?? null,
    perKm,
    price,
    note: text(body.note) ?? text(body.disclaimer),
    unread,
  };
}
