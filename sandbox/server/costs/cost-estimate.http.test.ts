/** `GET /v1/cost-estimate` over real HTTP (docs/api.md §Cost estimate). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roadDistanceKm } from '@dispatch/places/distance';
import { startSandbox, type RunningSandbox } from '../../index';
import { EUR_TO_RON } from '../../market';
import { loadPlaces, type PlaceRecord } from '../../places';
import { call } from '../../testing/http';

let sandbox: RunningSandbox;
const places = loadPlaces();

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0 });
});

afterAll(async () => {
  await sandbox?.close();
});

function place(country: string, name: string): PlaceRecord {
  const found = places.find(country, name);
  if (!found) throw new Error(`no ${name} in ${country}`);
  return found;
}

async function estimate(query: string) {
  const answer = await call(sandbox, `/v1/cost-estimate?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

describe('the estimate', () => {
  it('București -> Berlin: great-circle (~1,300 km) x 1.25, tautliner rates, EUR, echoes null', async () => {
    const data = await estimate('fromCountry=ro&toCountry=de&from=București&to=Berlin');
    expect(data.fromCountry).toBe('RO');
    expect(data.toCountry).toBe('DE');
    expect(data.from).toMatchObject({ city: 'București', country: 'RO', county: 'București' });
    expect(data.to).toMatchObject({ city: 'Berlin', country: 'DE' });
    expect(data.distanceKm).toBeGreaterThan(1_550);
    expect(data.distanceKm).toBeLessThan(1_700);
    expect(data.distanceKm).toBe(roadDistanceKm(place('RO', 'București'), place('DE', 'Berlin')));
    // tautliner 1.30 EUR/km; low/high 0.85/1.15 of typical.
    const typical = Number(data.typical);
    expect(typical).toBeCloseTo(data.distanceKm * 1.3, 2);
    expect(Number(data.low)).toBeCloseTo(typical * 0.85, 1);
    expect(Number(data.high)).toBeCloseTo(typical * 1.15, 1);
    expect(data.perKm).toBe('1.30');
    for (const key of ['low', 'typical', 'high', 'perKm']) expect(data[key]).toMatch(/^\d+\.\d{2}$/);
    expect(data).toMatchObject({ currency: 'EUR', vehicle: null, category: null, price: null });
    expect(data.note).toMatch(/information/i);
    expect(data.note).toMatch(/not a recommended rate/i);
  });

  it('answers for any place of the gazetteer, outside the market too: Zürich -> Ljubljana, London', async () => {
    const data = await estimate('fromCountry=CH&toCountry=SI&from=Zurich&to=Ljubljana');
    expect(data.from).toMatchObject({ city: 'Zürich', country: 'CH' });
    expect(data.to).toMatchObject({ city: 'Ljubljana', country: 'SI' });
    expect(data.distanceKm).toBe(roadDistanceKm(place('CH', 'Zürich'), place('SI', 'Ljubljana')));
    const london = await estimate('fromCountry=RO&toCountry=GB&from=Cluj-Napoca&to=London');
    expect(london.to).toMatchObject({ city: 'London', country: 'GB' });
  });

  it('RON figures are the EUR ones x 4.97 (within rounding)', async () => {
    const query = 'fromCountry=RO&toCountry=HU&from=Cluj-Napoca&to=Budapest';
    const eur = await estimate(query);
    const ron = await estimate(`${query}&currency=RON`);
    expect(ron.currency).toBe('RON');
    expect(ron.distanceKm).toBe(eur.distanceKm);
    for (const key of ['low', 'typical', 'high']) {
      expect(Math.abs(Number(ron[key]) - Number(eur[key]) * EUR_TO_RON)).toBeLessThanOrEqual(0.05);
    }
  });

  it('never goes under 80 EUR (typical) on a short hop', async () => {
    const hop = await estimate('fromCountry=RO&toCountry=RO&from=Voluntari&to=București');
    expect(hop.distanceKm).toBeLessThan(30);
    expect(hop).toMatchObject({ typical: '80.00', low: '68.00', high: '92.00' });
    const ron = await estimate('fromCountry=RO&toCountry=RO&from=Voluntari&to=București&currency=RON');
    expect(ron.typical).toBe('397.60');
  });

  it('echoes vehicle and category, and the vehicle sets the rate', async () => {
    const data = await estimate('fromCountry=RO&toCountry=DE&vehicle=refrigerated&category=car');
    expect(data).toMatchObject({ vehicle: 'refrigerated', category: 'car', perKm: '1.50' });
  });

  it('places a given price below, within (bounds inclusive) or above the low-high band', async () => {
    const base = 'fromCountry=RO&toCountry=DE';
    const band = await estimate(base);
    const at = async (price: string) => (await estimate(`${base}&price=${price}`)).price;
    expect(await at('1')).toEqual({ value: 1, position: 'below' });
    expect(await at(band.low)).toEqual({ value: Number(band.low), position: 'within' });
    expect(await at(band.typical)).toEqual({ value: Number(band.typical), position: 'within' });
    expect(await at(band.high)).toEqual({ value: Number(band.high), position: 'within' });
    expect(await at('1000000')).toEqual({ value: 1_000_000, position: 'above' });
  });
});

describe('places', () => {
  it("without from/to the country's capital stands in, and from/to are null", async () => {
    const data = await estimate('fromCountry=RO&toCountry=DE');
    expect(data.from).toBeNull();
    expect(data.to).toBeNull();
    expect(data.distanceKm).toBe(roadDistanceKm(place('RO', 'București'), place('DE', 'Berlin')));
    const blank = await estimate('fromCountry=RO&toCountry=DE&from=&to=%20');
    expect(blank).toMatchObject({ from: null, to: null, distanceKm: data.distanceKm });
  });

  it('matches a slug, and a name in any case and without diacritics (or an alias)', async () => {
    const cluj = place('RO', 'Cluj-Napoca');
    const bySlug = await estimate(`fromCountry=RO&toCountry=RO&from=${cluj.slug}&to=bucuresti`);
    expect(bySlug.from).toEqual({ city: cluj.city, country: 'RO', county: cluj.county, slug: cluj.slug });
    expect(bySlug.to.city).toBe('București');
    const alias = await estimate('fromCountry=RO&toCountry=RO&from=BUCHAREST&to=Iasi');
    expect(alias.from.city).toBe('București');
    expect(alias.to.city).toBe('Iași');
  });

  // The parameter and the country are named, the name the client sent never (docs/api.md §Errors).
  it.each([
    ['fromCountry=RO&toCountry=DE&from=Atlantis', '`from` in RO', 'Atlantis'],
    ['fromCountry=RO&toCountry=DE&to=Narnia', '`to` in DE', 'Narnia'],
    // A place that exists, but in another country.
    ['fromCountry=RO&toCountry=DE&from=Berlin', '`from` in RO', 'Berlin'],
    [`fromCountry=DE&toCountry=RO&from=${place('RO', 'Cluj-Napoca').slug}`, '`from` in DE', 'cluj'],
    ['fromCountry=RO&toCountry=DE&from=dispecer%40firma.ro', '`from` in RO', '@'],
    // Well-formed but outside the sandbox's countries: no place, no capital.
    ['fromCountry=ZZ&toCountry=DE', 'ZZ', 'Atlantis'],
  ])('%s -> 404 not_found naming %s, not quoting %s', async (query, named, sent) => {
    const answer = await call(sandbox, `/v1/cost-estimate?${query}`);
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('not_found');
    expect(answer.body.error.message).toContain(named);
    expect(answer.body.error.message).not.toContain(sent);
  });
});

describe('invalid parameters', () => {
  it.each([
    ['toCountry=DE', [['query.fromCountry', 'required']]],
    [
      '',
      [
        ['query.fromCountry', 'required'],
        ['query.toCountry', 'required'],
      ],
    ],
    ['fromCountry=ROU&toCountry=DE', [['query.fromCountry', 'invalid_format']]],
    ['fromCountry=RO&toCountry=D3', [['query.toCountry', 'invalid_format']]],
    ['fromCountry=RO&toCountry=DE&currency=USD', [['query.currency', 'invalid_value']]],
    ['fromCountry=RO&toCountry=DE&price=cheap', [['query.price', 'invalid_type']]],
    ['fromCountry=RO&toCountry=DE&price=-5', [['query.price', 'out_of_range']]],
    ['fromCountry=RO&toCountry=DE&vehicle=spaceship', [['query.vehicle', 'invalid_value']]],
    ['fromCountry=RO&toCountry=DE&category=boat', [['query.category', 'invalid_value']]],
  ])('?%s -> 400 with %j', async (query, fields) => {
    const answer = await call(sandbox, `/v1/cost-estimate?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid_request');
    expect(answer.body.error.fields).toEqual(fields.map(([path, code]) => ({ path, code })));
  });

  it('gives one entry per bad parameter, before looking for any place', async () => {
    const answer = await call(
      sandbox,
      '/v1/cost-estimate?fromCountry=R&from=Atlantis&currency=usd&price=x&vehicle=ufo&unknown=1',
    );
    expect(answer.status).toBe(400);
    const fields = answer.body.error.fields as { path: string; code: string }[];
    expect([...fields].sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: 'query.currency', code: 'invalid_value' },
      { path: 'query.fromCountry', code: 'invalid_format' },
      { path: 'query.price', code: 'invalid_type' },
      { path: 'query.toCountry', code: 'required' },
      { path: 'query.vehicle', code: 'invalid_value' },
    ]);
  });

  it('POST is 405 with Allow: GET, HEAD', async () => {
    const answer = await call(sandbox, '/v1/cost-estimate?fromCountry=RO&toCountry=DE', { method: 'POST' });
    expect(answer.status).toBe(405);
    expect(answer.body.error.code).toBe('method_not_allowed');
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });
});
