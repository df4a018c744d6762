/** `all-nulls` over real HTTP: every property v1.json marks nullable is null. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { loadContract } from '../contract';
import { keyOf } from '../../testing/http';
import { nullableProperties } from './all-nulls';
import { okBody } from '../../testing/dialects';

let sandbox: RunningSandbox;
const contract = loadContract();

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0, dialects: ['all-nulls'] });
});

afterAll(async () => {
  await sandbox?.close();
});

/** The item-level names of `operation`'s nullable properties (`data[].budget` → `budget`). */
function itemNullables(operation: string): string[] {
  return nullableProperties(contract, operation)
    .filter((path) => /^data(\[\])?\.[^.[\]]+$/.test(path))
    .map((path) => path.slice(path.lastIndexOf('.') + 1));
}

describe('all-nulls', () => {
  it('finds the nullable properties by walking v1.json', () => {
    expect(nullableProperties(contract, '/listings')).toEqual(
      expect.arrayContaining(['data[].budget', 'data[].transportStage', 'data[].dateFrom', 'nextCursor']),
    );
    expect(nullableProperties(contract, '/cost-estimate')).toEqual(
      expect.arrayContaining(['data.from', 'data.to', 'data.vehicle', 'data.category', 'data.price']),
    );
    expect(nullableProperties(contract, '/companies/{id}')).toEqual(
      expect.arrayContaining(['data.city', 'data.county', 'data.rating']),
    );
    expect(nullableProperties(contract, '/listings')).not.toContain('data[].ref');
    expect(nullableProperties(contract, '/places')).toEqual([]);
  });

  it('answers a page with every nullable field null, nextCursor too; the rest as before', async () => {
    const page = await okBody(sandbox, '/v1/listings?limit=3');
    expect(page).toMatchObject({ hasMore: true, nextCursor: null });
    const nullable = itemNullables('/listings');
    expect(nullable).toContain('budget');
    for (const listing of page.data) {
      for (const name of nullable) {
        if (name in listing) expect(listing[name], name).toBeNull();
      }
      expect(listing.ref).toMatch(/^FX-/);
      expect(listing.status).toBe('published');
      expect(typeof listing.currency).toBe('string');
      // Left out for an anonymous caller, and still left out.
      expect(listing).not.toHaveProperty('transportStage');
    }
  });

  it("nulls the owner's transport stage, a vehicle's optional fields and a company's rating", async () => {
    const shipper = keyOf(sandbox, 'shipper');
    const mine = await okBody(sandbox, '/v1/listings/mine', shipper);
    expect(mine.data.some((l: object) => 'transportStage' in l)).toBe(true);
    for (const listing of mine.data) {
      if ('transportStage' in listing)
        expect(listing).toMatchObject({ transportStage: null, stageUpdatedAt: null });
    }
    const own = await okBody(sandbox, '/v1/vehicles/mine', keyOf(sandbox, 'carrier'));
    for (const vehicle of own.data) {
      expect(vehicle).toMatchObject({ companyId: null, fromCity: null, note: null, payloadT: null });
      expect(vehicle.displayName).toBeTruthy();
    }
    // Every companyId is null now: the company is read from the market.
    const rated = sandbox.control.market.companies.find((c) => c.rating !== null && c.city !== null);
    expect(rated).toBeDefined();
    const company = (await okBody(sandbox, `/v1/companies/${rated!.id}`)).data;
    expect(company).toMatchObject({ id: rated!.id, rating: null, city: null, county: null });
    expect(company.name).toBe(rated!.name);
  });

  it("nulls the estimate's matched places, echoes and price, keeping the figures", async () => {
    const data = (
      await okBody(
        sandbox,
        '/v1/cost-estimate?fromCountry=RO&toCountry=DE&from=Cluj-Napoca&vehicle=van&price=100',
      )
    ).data;
    expect(data).toMatchObject({ from: null, to: null, vehicle: null, category: null, price: null });
    expect(data.perKm).toBe('0.90');
    expect(data.low).toMatch(/^\d+\.\d{2}$/);
  });
});
