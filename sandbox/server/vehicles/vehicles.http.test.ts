/**
 * The free vehicle routes over real HTTP (docs/api.md §Routes, §Filters, §Resources):
 * `/vehicles` shows only active vehicles never imported from a social-network group, filtered before
 * paging; `/vehicles/{id}` gives such a vehicle the 404 of an absent one; `/vehicles/mine` shows all
 * of the holder's, with `requestCount`. Fixture vehicles live in countries the market never uses
 * (IS, LI), owned by a regular account.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import type { VehicleRecord } from '../../market';
import { NO_SUCH_VEHICLE } from './routes';
import { call, keyOf, pastCursorGap, type Answer } from '../../testing/http';
import { expectIndistinguishable } from '../../testing/same-answer';

let sandbox: RunningSandbox;
let carrier: string;
/** A regular account that owns the fixture vehicles. */
let owner: string;
/** The public fixture vehicles in IS, newest first. */
const publicInIceland: string[] = [];
const hiddenInIceland: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 4, rateLimitPerMinute: 0 });
  const { market } = sandbox.control;
  carrier = market.keys.find((k) => k.demoAccount === 'carrier')!.accountId;
  owner = market.vehicles.find((v) => v.ownerAccountId !== carrier)!.ownerAccountId;
  // 12 vehicles a second apart: every third is imported from a social group, every fourth expired.
  for (let i = 1; i <= 12; i++) {
    const social = i % 3 === 0;
    const expired = i % 4 === 0;
    const vehicle = sandbox.control.publishVehicle({
      fromCountry: 'IS',
      toCountry: 'DE',
      ownerAccountId: owner,
      createdAt: new Date(Date.now() - i * 1000).toISOString(),
      dateFrom: `2026-12-${String(i).padStart(2, '0')}`,
      dateTo: `2026-12-${String(i + 2).padStart(2, '0')}`,
      vehicle: i % 2 === 0 ? 'van' : 'tautliner',
      ...(social ? { source: 'social_group' as const } : {}),
      ...(expired ? { status: 'expired' as const } : {}),
    });
    (social || expired ? hiddenInIceland : publicInIceland).push(vehicle.id);
  }
});

afterAll(async () => {
  await sandbox?.close();
});

const ids = (a: Answer): string[] => a.body.data.map((v: { id: string }) => v.id);

/** Every page of `path` (with a query) from the first, waiting out the cursor gap. */
async function walk(path: string): Promise<Answer[]> {
  const pages = [await call(sandbox, path)];
  while (pages[pages.length - 1]!.body.hasMore) {
    await pastCursorGap();
    pages.push(await call(sandbox, `${path}&cursor=${pages[pages.length - 1]!.body.nextCursor}`));
  }
  return pages;
}

describe('GET /v1/vehicles', () => {
  it('filters social-group and inactive vehicles before paging: only the last page is short', async () => {
    expect(publicInIceland).toHaveLength(6);
    const pages = await walk('/v1/vehicles?fromCountry=is&limit=4');
    expect(pages.map((p) => p.body.data.length)).toEqual([4, 2]);
    expect(pages.flatMap(ids)).toEqual(publicInIceland);
    expect(pages[0]!.body.data[0].fromCountry).toBe('IS');
  });

  it('never shows a social-group vehicle of the market, on any page of a filter', async () => {
    const { vehicles } = sandbox.control.market;
    const social = new Set(vehicles.filter((v) => v.source === 'social_group').map((v) => v.id));
    const isPublic = (v: VehicleRecord) => v.status === 'active' && v.source === 'exchange';
    // The origin and kind with the most public vehicles (at most 60: three pages) among those with an
    // active social-group one.
    const combos = new Map<string, VehicleRecord[]>();
    for (const v of vehicles) {
      const key = `${v.fromCountry}|${v.vehicle}`;
      combos.set(key, [...(combos.get(key) ?? []), v]);
    }
    const [fromCountry, kind, expected] = [...combos.values()]
      .filter((list) => list.some((v) => v.status === 'active' && social.has(v.id)))
      .map((list) => [list[0]!.fromCountry, list[0]!.vehicle, list.filter(isPublic)] as const)
      .filter(([, , list]) => list.length <= 60)
      .sort((a, b) => b[2].length - a[2].length)[0]!;
    expect(expected.length).toBeGreaterThan(6);
    const limit = Math.min(20, Math.ceil(expected.length / 3));
    const pages = await walk(`/v1/vehicles?fromCountry=${fromCountry}&vehicle=${kind}&limit=${limit}`);
    pages.slice(0, -1).forEach((p) => expect(p.body.data).toHaveLength(limit));
    const seen = pages.flatMap(ids);
    expect(seen.filter((id) => social.has(id))).toEqual([]);
    expect(seen).toEqual(expected.map((v) => v.id));
  });

  it('keeps vehicles whose availability window overlaps [dateFrom, dateTo], and of the kind', async () => {
    // Windows are 12-(i)..12-(i+2); [2026-12-05, 2026-12-06] overlaps i = 3..6, public: 5 (tautliner).
    const answer = await call(sandbox, '/v1/vehicles?fromCountry=IS&dateFrom=2026-12-05&dateTo=2026-12-06');
    expect(answer.body.data.map((v: VehicleRecord) => v.dateFrom)).toEqual(['2026-12-05']);
    const vans = await call(sandbox, '/v1/vehicles?fromCountry=IS&vehicle=van');
    expect(vans.body.data.map((v: VehicleRecord) => v.vehicle)).toEqual(['van', 'van']);
    const fromOnly = await call(sandbox, '/v1/vehicles?fromCountry=IS&dateFrom=2026-12-10');
    expect(fromOnly.body.data.map((v: VehicleRecord) => v.dateFrom)).toEqual(['2026-12-10', '2026-12-11']);
  });

  it('refuses the next page after a matching vehicle was published, not after another change', async () => {
    const place = { fromCountry: 'LI', toCountry: 'AT', ownerAccountId: owner };
    for (let i = 1; i <= 3; i++) {
      sandbox.control.publishVehicle({ ...place, createdAt: new Date(Date.now() - i * 1000).toISOString() });
    }
    const first = await call(sandbox, '/v1/vehicles?fromCountry=LI&limit=1');
    sandbox.control.publishVehicle({ ...place, source: 'social_group' }); // not public: no change
    sandbox.control.publishVehicle({ fromCountry: 'DE', ownerAccountId: owner });
    await pastCursorGap();
    const second = await call(sandbox, `/v1/vehicles?fromCountry=LI&limit=1&cursor=${first.body.nextCursor}`);
    expect(second.status).toBe(200);
    sandbox.control.publishVehicle(place);
    await pastCursorGap();
    const third = await call(sandbox, `/v1/vehicles?fromCountry=LI&limit=1&cursor=${second.body.nextCursor}`);
    expect(third.status).toBe(409);
    expect(third.body.error.code).toBe('list_changed');
    expect(third.body.error.message).toMatch(/start over from the first page/);
  });
});

describe('GET /v1/vehicles/{id}', () => {
  it('shows a public vehicle as { data: Vehicle }, without source, owner or requestCount', async () => {
    const id = publicInIceland[0]!;
    const answer = await call(sandbox, `/v1/vehicles/${id}`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['data']);
    expect(answer.body.data.id).toBe(id);
    for (const field of ['source', 'ownerAccountId', 'requestCount']) {
      expect(answer.body.data).not.toHaveProperty(field);
    }
  });

  it('gives a social-group vehicle and an expired one the same 404 as an absent one', async () => {
    const social = sandbox.control.market.vehicles.find(
      (v) => v.source === 'social_group' && v.status === 'active',
    )!;
    const missing = await call(sandbox, `/v1/vehicles/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'not_found', message: NO_SUCH_VEHICLE });
    expectIndistinguishable(await call(sandbox, `/v1/vehicles/${social.id}`), missing);
    expectIndistinguishable(await call(sandbox, `/v1/vehicles/${hiddenInIceland[0]}`), missing);
  });
});

describe('GET /v1/vehicles/mine', () => {
  it("lists all of the holder's vehicles in any status, each with requestCount", async () => {
    const own = sandbox.control.market.vehicles.filter((v) => v.ownerAccountId === carrier);
    expect(own).toHaveLength(8);
    const answer = await call(sandbox, '/v1/vehicles/mine', { key: keyOf(sandbox, 'carrier') });
    expect(answer.status).toBe(200);
    const published = answer.body.data.filter((v: { fromCountry: string }) => v.fromCountry !== 'LI');
    expect(ids({ ...answer, body: { data: published } })).toEqual(own.map((v) => v.id));
    expect(new Set(published.map((v: VehicleRecord) => v.status))).toEqual(
      new Set(['active', 'expired', 'removed']),
    );
    expect(published.map((v: VehicleRecord) => v.requestCount)).toEqual(own.map((v) => v.requestCount));
    expect(published[0]).not.toHaveProperty('source');
  });

  it('is empty for a holder without vehicles', async () => {
    const answer = await call(sandbox, '/v1/vehicles/mine', { key: keyOf(sandbox, 'shipper') });
    expect(answer.body).toEqual({ data: [], hasMore: false, nextCursor: null });
  });
});
