/**
 * The offer and vehicle projections against the v1.json schemas (Offer, Vehicle, OwnVehicle), over a
 * sample of a generated market: exactly the schemas' fields, nothing internal.
 */
import { Ajv2020 } from 'ajv/dist/2020';
import addFormatsModule from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateMarket, type Market } from '../../market';
import { loadMarketPlaces } from '../../places';
import { loadContract } from '../contract';
import { toApiOffer } from '../offers/view';
import { toApiVehicle, toOwnVehicle } from '../vehicles/view';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

const ORIGIN = 'http://127.0.0.1:4010';
let market: Market;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(loadContract().document, 'v1');
const schema = (name: string) => ajv.getSchema(`v1#/components/schemas/${name}`)!;

beforeAll(() => {
  market = generateMarket({
    seed: 2,
    scale: 0.1,
    now: new Date('2026-11-20T10:00:00Z'),
    places: loadMarketPlaces(),
  });
});

/** Every `step`-th item and the last, so nulls and every status show up. */
const sample = <T>(items: readonly T[], step = 7): T[] =>
  items.filter((_, i) => i % step === 0 || i === items.length - 1);

describe('projections', () => {
  it('every sampled offer matches Offer, with the url and without the sender ids', () => {
    const validate = schema('Offer');
    for (const offer of sample(market.offers)) {
      const view = toApiOffer(offer, ORIGIN);
      expect(validate(view), JSON.stringify(validate.errors)).toBe(true);
      expect(view.url).toBe(`${ORIGIN}/web/offers/${offer.id}`);
    }
    // The schema is closed: an internal field would fail it.
    const leaky = { ...toApiOffer(market.offers[0]!, ORIGIN), senderAccountId: 'x' };
    expect(validate(leaky)).toBe(false);
  });

  it('every sampled vehicle matches Vehicle and OwnVehicle', () => {
    const vehicle = schema('Vehicle');
    const own = schema('OwnVehicle');
    for (const record of sample(market.vehicles)) {
      expect(vehicle(toApiVehicle(record)), JSON.stringify(vehicle.errors)).toBe(true);
      expect(own(toOwnVehicle(record)), JSON.stringify(own.errors)).toBe(true);
      expect(toOwnVehicle(record).requestCount).toBe(record.requestCount);
    }
    expect(vehicle({ ...toApiVehicle(market.vehicles[0]!), source: 'exchange' })).toBe(false);
    expect(vehicle(toOwnVehicle(market.vehicles[0]!))).toBe(false);
  });
});
