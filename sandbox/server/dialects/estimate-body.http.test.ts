/** `estimate-body` over real HTTP: the same figures under other names, as numbers, without `price`. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { loadPlaces, toPlace } from '../../places';
import { costEstimate, type EstimateQuery } from '../costs/routes';
import { ask, okBody } from '../../testing/dialects';

let sandbox: RunningSandbox;
const places = loadPlaces();

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0, dialects: ['estimate-body'] });
});

afterAll(async () => {
  await sandbox?.close();
});

const OTHER_KEYS = [
  'fromCountry',
  'toCountry',
  'origin',
  'destination',
  'distance',
  'vehicleType',
  'category',
  'range',
  'ratePerKm',
  'note',
];

describe('estimate-body', () => {
  it('answers the standard figures as numbers under other names, with no price object', async () => {
    const query: EstimateQuery = {
      fromCountry: 'RO',
      toCountry: 'DE',
      from: 'Cluj-Napoca',
      to: 'Berlin',
      vehicle: 'refrigerated',
      category: 'car',
      price: 1000,
      currency: 'RON',
    };
    const standard = costEstimate(places, query);
    const search = new URLSearchParams(
      Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
    );
    const body = await okBody(sandbox, `/v1/cost-estimate?${search}`);
    expect(Object.keys(body)).toEqual(['data']);
    const data = body.data;
    expect(Object.keys(data)).toEqual(OTHER_KEYS);
    expect(data).not.toHaveProperty('low');
    expect(data).not.toHaveProperty('price');
    expect(data.range.median).toBeTypeOf('number');
    expect(data).toEqual({
      fromCountry: 'RO',
      toCountry: 'DE',
      origin: toPlace(places.find('RO', 'Cluj-Napoca')!),
      destination: toPlace(places.find('DE', 'Berlin')!),
      distance: { km: standard.distanceKm },
      vehicleType: 'refrigerated',
      category: 'car',
      range: {
        currency: 'RON',
        min: Number(standard.low),
        median: Number(standard.typical),
        max: Number(standard.high),
      },
      ratePerKm: Number(standard.perKm),
      note: standard.note,
    });
    expect(Number.isInteger(data.distance.km)).toBe(true);
  });

  it('answers null places and echoes when none were given', async () => {
    const data = (await okBody(sandbox, '/v1/cost-estimate?fromCountry=ro&toCountry=ro')).data;
    expect(data).toMatchObject({ origin: null, destination: null, vehicleType: null, category: null });
    expect(data.range.currency).toBe('EUR');
  });

  it('leaves the errors of the route and the other routes alone', async () => {
    const missing = await ask(sandbox, '/v1/cost-estimate?fromCountry=RO&toCountry=DE&from=Atlantis');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    const place = (await okBody(sandbox, '/v1/places?q=Cluj')).data[0];
    expect(place.city).toBe('Cluj-Napoca');
  });
});
