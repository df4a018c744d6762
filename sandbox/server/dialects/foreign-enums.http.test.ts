/** `foreign-enums` over real HTTP: every other item carries another exchange's enum values. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import type { Contract } from '../contract';
import { loadContract } from '../contract';
import { keyOf } from '../../testing/http';
import { foreignEnums, missingForeignValues } from './foreign-enums';
import { okBody } from '../../testing/dialects';

let sandbox: RunningSandbox;
const contract = loadContract();
const schemas = (contract.document as { components: { schemas: Record<string, { enum?: string[] }> } })
  .components.schemas;
const TRUCK_TYPES = schemas.TruckType!.enum!;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0, dialects: ['foreign-enums'] });
});

afterAll(async () => {
  await sandbox?.close();
});

describe('foreign-enums', () => {
  it('has a foreign value for every enum of the 2xx bodies in v1.json, and refuses to start without one', () => {
    expect(missingForeignValues(contract)).toEqual([]);
    const document = structuredClone(contract.document) as Contract['document'] & {
      components: { schemas: { Company: { properties: Record<string, unknown> } } };
    };
    document.components.schemas.Company.properties.tier = { type: 'string', enum: ['gold', 'silver'] };
    const changed: Contract = { text: '', document };
    expect(missingForeignValues(changed)).toEqual(['Company.tier (data.tier of GET /companies/{id})']);
    expect(() => foreignEnums.create(changed)).toThrow(/no foreign value for Company.tier/);
  });

  it('changes the items at odd index of a list, and only their enums', async () => {
    const page = await okBody(sandbox, '/v1/vehicles?limit=4');
    expect(page.data).toHaveLength(4);
    for (const i of [1, 3]) expect(page.data[i]).toMatchObject({ vehicle: 'mega_trailer', status: 'paused' });
    for (const i of [0, 2]) {
      expect(TRUCK_TYPES).toContain(page.data[i].vehicle);
      expect(page.data[i].status).toBe('active');
    }
    expect(page.data[1].id).toMatch(/^[0-9a-f-]{36}$/);
    // The same vehicle by id: only its enum fields differ from what the list showed at an even index.
    const plain = page.data[0];
    const single = await okBody(sandbox, `/v1/vehicles/${plain.id}`);
    expect(single.data).toEqual({ ...plain, vehicle: 'mega_trailer', status: 'paused' });
  });

  it('gives listings open, oversize, range and a mega_trailer first, never touching currency or refs', async () => {
    const page = await okBody(sandbox, '/v1/listings?limit=20');
    const odd = page.data[1];
    expect(odd).toMatchObject({ status: 'open', category: 'oversize', dateType: 'range' });
    expect(['EUR', 'RON']).toContain(odd.currency);
    const withTrucks = (page.data as { truckTypes: string[] }[]).findIndex(
      (l, i) => i % 2 === 1 && l.truckTypes.length > 1,
    );
    if (withTrucks !== -1) {
      const types = page.data[withTrucks].truckTypes as string[];
      expect(types[0]).toBe('mega_trailer');
      for (const type of types.slice(1)) expect(TRUCK_TYPES).toContain(type);
    }
    const single = await okBody(sandbox, `/v1/listings/${page.data[0].ref}`);
    expect(single.data).toMatchObject({
      ref: page.data[0].ref,
      status: 'open',
      currency: page.data[0].currency,
    });
  });

  it('gives a transport stage customs_clearance, and an offer countered', async () => {
    const shipper = sandbox.control.market.keys.find((k) => k.demoAccount === 'shipper')!;
    const staged = sandbox.control.market.listings.find(
      (l) => l.transportStage !== null && l.ownerAccountId === shipper.accountId,
    );
    expect(staged).toBeDefined();
    const listing = await okBody(sandbox, `/v1/listings/${staged!.ref}`, shipper.key);
    expect(listing.data.transportStage).toBe('customs_clearance');
    expect(listing.data.stageUpdatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const carrier = keyOf(sandbox, 'carrier');
    const offers = await okBody(sandbox, '/v1/offers/mine?limit=2', carrier);
    expect(offers.data[1].status).toBe('countered');
    const offer = await okBody(sandbox, `/v1/offers/${offers.data[0].id}`, carrier);
    expect(offer.data).toEqual({ ...offers.data[0], status: 'countered' });
  });

  it('gives a company dormant, in_review, onrc; the estimate inside and echoes foreign; currency kept', async () => {
    const own = await okBody(sandbox, '/v1/vehicles/mine', keyOf(sandbox, 'carrier'));
    const companyId = (own.data as { companyId: string | null }[]).find((v) => v.companyId)!.companyId;
    const company = (await okBody(sandbox, `/v1/companies/${companyId}`)).data;
    expect(company).toMatchObject({
      id: companyId,
      anafStatus: 'dormant',
      verificationStatus: 'in_review',
      registry: 'onrc',
    });
    if (company.vehicleTypes.length > 0) expect(company.vehicleTypes[0]).toBe('mega_trailer');

    const estimate = (
      await okBody(
        sandbox,
        '/v1/cost-estimate?fromCountry=RO&toCountry=DE&vehicle=van&category=car&price=100',
      )
    ).data;
    expect(estimate).toMatchObject({ vehicle: 'mega_trailer', category: 'oversize', currency: 'EUR' });
    expect(estimate.price).toEqual({ value: 100, position: 'inside' });
    expect(estimate.low).toMatch(/^\d+\.\d{2}$/);
  });

  it("leaves places alone (no enum) and the event catalog's even items", async () => {
    const events = (await okBody(sandbox, '/v1/events/types')).data;
    expect(events[0].status).toBe('planned');
    expect(events[1]).toMatchObject({ status: 'deprecated', permission: 'events:read', apiVersion: 'v1' });
    const place = (await okBody(sandbox, '/v1/places?q=Cluj')).data[0];
    expect(place.city).toBe('Cluj-Napoca');
  });
});
