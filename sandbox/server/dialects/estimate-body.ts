/**
 * `estimate-body`: another cost-estimate body. The spec does not show the body of `GET /cost-estimate`
 * (docs/api.md §Cost estimate: everything but the parameters and the 404 is our decision); this dialect
 * answers the same figures under other names, as numbers rather than decimal strings, and without the
 * `price` object (the client places a price against the band itself):
 *
 * `{ "data": { fromCountry, toCountry, origin: Place|null, destination: Place|null, distance: { km },
 * vehicleType: string|null, category: string|null, range: { currency, min, median, max }, ratePerKm,
 * note } }`, where `min`/`median`/`max` are our `low`/`typical`/`high` and `ratePerKm` our `perKm`.
 */
import type { CostEstimate } from '@dispatch/shared/api/types';
import { isRecord, type Dialect } from './dialect';

/** The cost estimate as this dialect answers it (see the file's comment). */
export interface OtherEstimate {
  fromCountry: string;
  toCountry: string;
  origin: CostEstimate['from'];
  destination: CostEstimate['to'];
  distance: { km: number };
  vehicleType: string | null;
  category: string | null;
  range: { currency: string; min: number; median: number; max: number };
  ratePerKm: number;
  note: string;
}

/** Our estimate (v1.json `CostEstimate`) in this dialect's shape: same figures, numbers, no `price`. */
export function otherEstimate(estimate: CostEstimate): OtherEstimate {
  return {
    fromCountry: estimate.fromCountry,
    toCountry: estimate.toCountry,
    origin: estimate.from,
    destination: estimate.to,
    distance: { km: estimate.distanceKm },
    vehicleType: estimate.vehicle,
    category: estimate.category,
    range: {
      currency: estimate.currency,
      min: Number(estimate.low),
      median: Number(estimate.typical),
      max: Number(estimate.high),
    },
    ratePerKm: Number(estimate.perKm),
    note: estimate.note,
  };
}

/** The `estimate-body` dialect: answers `GET /cost-estimate` with `otherEstimate` (see the file's comment). */
export const estimateBody: Dialect = {
  name: 'estimate-body',
  summary:
    'the cost estimate as { distance: { km }, range: { currency, min, median, max }, ratePerKm, ... }, numbers, no price',
  create() {
    return {
      rewrite({ operation, status, body }) {
        if (operation !== '/cost-estimate' || status !== 200) return body;
        if (!isRecord(body) || !isRecord(body.data) || typeof body.data.typical !== 'string') return body;
        return { ...body, data: otherEstimate(body.data as unknown as CostEstimate) };
      },
    };
  },
};
