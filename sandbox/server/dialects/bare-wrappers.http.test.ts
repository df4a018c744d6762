/** `bare-wrappers` over real HTTP: single resources come bare, lists and errors as before. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { loadContract } from '../contract';
import { keyOf } from '../../testing/http';
import { isSingleResource } from './bare-wrappers';
import { ResponseSchemas } from './response-schemas';
import { ask, okBody } from '../../testing/dialects';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0, dialects: ['bare-wrappers'] });
});

afterAll(async () => {
  await sandbox?.close();
});

describe('bare-wrappers', () => {
  it('applies to exactly the five routes whose v1.json body is { data: <object> }', () => {
    const schemas = new ResponseSchemas(loadContract());
    const single = schemas
      .successes()
      .filter(({ operation, status }) => isSingleResource(schemas.bodyOf(operation, status)!))
      .map(({ operation }) => operation)
      .sort();
    expect(single).toEqual([
      '/companies/{id}',
      '/cost-estimate',
      '/listings/{ref}',
      '/offers/{id}',
      '/vehicles/{id}',
    ]);
  });

  it('answers a listing, a vehicle, an offer and a company bare', async () => {
    const listings = await okBody(sandbox, '/v1/listings?limit=1');
    expect(Object.keys(listings)).toEqual(['data', 'hasMore', 'nextCursor']);
    const ref = listings.data[0].ref as string;
    const listing = await okBody(sandbox, `/v1/listings/${ref}`);
    expect(listing).not.toHaveProperty('data');
    expect(listing.ref).toBe(ref);

    const vehicles = await okBody(sandbox, '/v1/vehicles?limit=1');
    const vehicleId = vehicles.data[0].id as string;
    const vehicle = await okBody(sandbox, `/v1/vehicles/${vehicleId}`);
    expect(vehicle).not.toHaveProperty('data');
    expect(vehicle).toMatchObject({ id: vehicleId, vehicle: vehicles.data[0].vehicle });

    const carrier = keyOf(sandbox, 'carrier');
    const offers = await okBody(sandbox, '/v1/offers/mine?limit=1', carrier);
    const offerId = offers.data[0].id as string;
    const offer = await okBody(sandbox, `/v1/offers/${offerId}`, carrier);
    expect(offer).not.toHaveProperty('data');
    expect(offer).toEqual(offers.data[0]);

    const own = await okBody(sandbox, '/v1/vehicles/mine', carrier);
    const companyId = (own.data as { companyId: string | null }[]).find((v) => v.companyId)?.companyId;
    expect(companyId).toBeTruthy();
    const company = await okBody(sandbox, `/v1/companies/${companyId}`);
    expect(company).not.toHaveProperty('data');
    expect(company.id).toBe(companyId);
  });

  it('answers the cost estimate bare, in its standard shape', async () => {
    const estimate = await okBody(sandbox, '/v1/cost-estimate?fromCountry=RO&toCountry=DE');
    expect(estimate).not.toHaveProperty('data');
    expect(estimate).toMatchObject({ fromCountry: 'RO', toCountry: 'DE', currency: 'EUR', price: null });
    expect(estimate.typical).toMatch(/^\d+\.\d{2}$/);
  });

  it('leaves the lists without paging and the errors alone', async () => {
    const places = await okBody(sandbox, '/v1/places?q=Cluj');
    expect(Object.keys(places)).toEqual(['data']);
    expect(Array.isArray(places.data)).toBe(true);
    expect(Object.keys(await okBody(sandbox, '/v1/events/types'))).toEqual(['data']);
    const missing = await ask(sandbox, '/v1/listings/FX-000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
  });

  it("keeps a HEAD answer consistent: no body, the bare body's length", async () => {
    const vehicles = await okBody(sandbox, '/v1/vehicles?limit=1');
    const path = `/v1/vehicles/${vehicles.data[0].id}`;
    const get = await ask(sandbox, path);
    const head = await ask(sandbox, path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.text)));
    expect(get.headers['content-length']).toBe(String(Buffer.byteLength(get.text)));
  });
});
