/**
 * The `/_sandbox` control routes over free vehicles and offers, over real HTTP: publish and receive
 * (201), status changes seen by /v1, and their 400/404 answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { call, keyOf } from '../../testing/http';
import { send } from '../../testing/control';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 8 });
});

afterAll(async () => {
  await sandbox?.close();
});

describe('/_sandbox/vehicles', () => {
  it('publishes a vehicle (201) that /v1/vehicles/{id} shows, and removes it', async () => {
    const before = await call(sandbox, '/v1/vehicles?fromCountry=IS');
    const created = await send(sandbox, 'POST', '/_sandbox/vehicles', {
      fromCountry: 'is',
      toCountry: 'NO',
      fromCity: 'Reykjavík',
      vehicle: 'refrigerated',
    });
    expect(created.status).toBe(201);
    const vehicle = created.body.data;
    expect(vehicle).toMatchObject({
      fromCountry: 'IS',
      vehicle: 'refrigerated',
      status: 'active',
      requestCount: 0,
    });
    expect(vehicle).not.toHaveProperty('source');
    const found = await call(sandbox, `/v1/vehicles/${vehicle.id}`);
    expect(found.body.data.fromCity).toBe('Reykjavík');
    const listed = await call(sandbox, '/v1/vehicles?fromCountry=IS');
    expect(listed.body.data.length).toBe(before.body.data.length + 1);

    const removed = await send(sandbox, 'POST', `/_sandbox/vehicles/${vehicle.id}/status`, {
      status: 'removed',
    });
    expect(removed.body.data.status).toBe('removed');
    expect((await call(sandbox, `/v1/vehicles/${vehicle.id}`)).status).toBe(404);
  });

  it('answers 400 for bad fields and 404 for an unknown vehicle', async () => {
    const bad = await send(sandbox, 'POST', '/_sandbox/vehicles', { vehicle: 'rocket', ownerAccountId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual([{ path: 'body.vehicle', code: 'invalid_value' }]);
    const owner = await send(sandbox, 'POST', '/_sandbox/vehicles', { ownerAccountId: 'nobody' });
    expect(owner.body.error.fields).toEqual([{ path: 'body.ownerAccountId', code: 'invalid_value' }]);
    const unknown = await send(
      sandbox,
      'POST',
      '/_sandbox/vehicles/00000000-0000-4000-8000-000000000000/status',
      {
        status: 'expired',
      },
    );
    expect(unknown.status).toBe(404);
    const { id } = sandbox.control.publishVehicle();
    const badStatus = await send(sandbox, 'POST', `/_sandbox/vehicles/${id}/status`, { status: 'parked' });
    expect(badStatus.body.error.fields).toEqual([{ path: 'body.status', code: 'invalid_value' }]);
  });
});

describe('/_sandbox/offers', () => {
  it("receives an offer (201) on the shipper's listing, visible to the shipper, then declined", async () => {
    const { ref } = sandbox.control.publishListing();
    const shipper = keyOf(sandbox, 'shipper');
    const received = await send(sandbox, 'POST', '/_sandbox/offers', { listingRef: ref, price: '1450.00' });
    expect(received.status).toBe(201);
    const offer = received.body.data;
    expect(offer).toMatchObject({ listingRef: ref, price: '1450.00', status: 'sent' });
    const seen = await call(sandbox, `/v1/listings/${ref}/offers`, { key: shipper });
    expect(seen.body.data.map((o: { id: string }) => o.id)).toEqual([offer.id]);

    const declined = await send(sandbox, 'POST', `/_sandbox/offers/${offer.id}/status`, {
      status: 'declined',
    });
    expect(declined.body.data.status).toBe('declined');
    const after = await call(sandbox, `/v1/offers/${offer.id}`, { key: shipper });
    expect(after.body.data.status).toBe('declined');
  });

  it('needs a known listing; refuses bad fields; 404 for an unknown offer', async () => {
    const missing = await send(sandbox, 'POST', '/_sandbox/offers', {});
    expect(missing.body.error.fields).toEqual([{ path: 'body.listingRef', code: 'required' }]);
    const unknown = await send(sandbox, 'POST', '/_sandbox/offers', { listingRef: 'FX-000000' });
    expect(unknown.body.error.fields).toEqual([{ path: 'body.listingRef', code: 'invalid_value' }]);
    const { ref } = sandbox.control.publishListing();
    const bad = await send(sandbox, 'POST', '/_sandbox/offers', { listingRef: ref, price: 'cheap' });
    expect(bad.body.error.fields).toEqual([{ path: 'body.price', code: 'invalid_format' }]);
    const noOffer = await send(
      sandbox,
      'POST',
      '/_sandbox/offers/00000000-0000-4000-8000-000000000000/status',
      {
        status: 'withdrawn',
      },
    );
    expect(noOffer.status).toBe(404);
  });
});
