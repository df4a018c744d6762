/**
 * The `/_sandbox/...` control routes over real HTTP: publish, status and stage of listings, the clock,
 * market steps, fault settings, their 400/404 answers, and their absence with `controlRoutes: false`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { call } from '../../testing/http';
import { send } from '../../testing/control';

let sandbox: RunningSandbox;
const START = Date.parse('2026-11-20T08:00:00.000Z');

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 3, startAt: START });
});

afterAll(async () => {
  await sandbox?.close();
});

describe('POST /_sandbox/listings', () => {
  it('publishes a listing: 201 with the API projection, then found by /v1', async () => {
    const before = sandbox.control.revision;
    const answer = await send(sandbox, 'POST', '/_sandbox/listings', {
      fromCountry: 'de',
      toCountry: 'RO',
      fromCity: 'Berlin',
      category: 'car',
      budget: '900.00',
      currency: 'EUR',
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const listing = answer.body.data;
    expect(listing).toMatchObject({
      fromCountry: 'DE',
      fromCity: 'Berlin',
      category: 'car',
      status: 'published',
    });
    expect(listing.ref).toMatch(/^FX-[0-9A-Z]{6}$/);
    expect(listing.url).toBe(`${sandbox.origin}/web/listings/${listing.ref}`);
    expect(listing).not.toHaveProperty('ownerAccountId');
    expect(Date.parse(listing.createdAt) - START).toBeLessThan(60_000);
    expect(sandbox.control.revision).toBe(before + 1);
    const found = await call(sandbox, `/v1/listings/${listing.ref}`);
    expect(found.body.data.fromCity).toBe('Berlin');
  });

  it('takes a chosen ref and refuses it the second time', async () => {
    const first = await send(sandbox, 'POST', '/_sandbox/listings', { ref: 'FX-CTR001' });
    expect(first.status).toBe(201);
    const again = await send(sandbox, 'POST', '/_sandbox/listings', { ref: 'FX-CTR001' });
    expect(again.status).toBe(400);
    expect(again.body.error.fields).toEqual([{ path: 'body.ref', code: 'invalid_value' }]);
  });

  it('answers 400 invalid_request with one field per bad value', async () => {
    const answer = await send(sandbox, 'POST', '/_sandbox/listings', {
      category: 'boat',
      fromCountry: 'Germany',
      weightKg: 'heavy',
      createdAt: 'yesterday',
      ownerAccountId: 'nobody',
      colour: 'red',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid_request');
    expect(answer.body.error.requestId).toBe(answer.headers.get('x-request-id'));
    expect(answer.body.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'body.category', code: 'invalid_value' },
        { path: 'body.fromCountry', code: 'invalid_format' },
        { path: 'body.weightKg', code: 'invalid_type' },
        { path: 'body.createdAt', code: 'invalid_format' },
        { path: 'body.colour', code: 'invalid_value' },
      ]),
    );
  });

  it('refuses an unknown owner account', async () => {
    const answer = await send(sandbox, 'POST', '/_sandbox/listings', { ownerAccountId: 'nobody' });
    expect(answer.body.error.fields).toEqual([{ path: 'body.ownerAccountId', code: 'invalid_value' }]);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await fetch(`${sandbox.origin}/_sandbox/listings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
  });
});

describe('POST /_sandbox/listings/{ref}/status and /stage', () => {
  it('changes the status: a closed listing leaves the search', async () => {
    const { ref } = sandbox.control.publishListing({ fromCountry: 'IS', toCountry: 'IS' });
    const answer = await send(sandbox, 'POST', `/_sandbox/listings/${ref}/status`, { status: 'closed' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('closed');
    const search = await call(sandbox, '/v1/listings?fromCountry=IS&toCountry=IS');
    expect(search.body.data.map((l: { ref: string }) => l.ref)).not.toContain(ref);
  });

  it('sets any stage, backwards and null included, dated by the sandbox clock', async () => {
    const { ref } = sandbox.control.publishListing({ status: 'closed' });
    const delivered = await send(sandbox, 'POST', `/_sandbox/listings/${ref}/stage`, { stage: 'delivered' });
    expect(delivered.body.data).toMatchObject({ transportStage: 'delivered' });
    expect(Date.parse(delivered.body.data.stageUpdatedAt) - sandbox.clock.now()).toBeLessThanOrEqual(0);
    const back = await send(sandbox, 'POST', `/_sandbox/listings/${ref}/stage`, { stage: 'loading' });
    expect(back.body.data.transportStage).toBe('loading');
    const cleared = await send(sandbox, 'POST', `/_sandbox/listings/${ref}/stage`, { stage: null });
    expect(cleared.body.data).toMatchObject({ transportStage: null, stageUpdatedAt: null });
    expect(sandbox.control.listing(ref)?.transportStage).toBeNull();
  });

  it('validates the enum (400) and the ref (404)', async () => {
    const { ref } = sandbox.control.publishListing();
    const badStatus = await send(sandbox, 'POST', `/_sandbox/listings/${ref}/status`, { status: 'gone' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error.fields).toEqual([{ path: 'body.status', code: 'invalid_value' }]);
    const noStage = await send(sandbox, 'POST', `/_sandbox/listings/${ref}/stage`, {});
    expect(noStage.body.error.fields).toEqual([{ path: 'body.stage', code: 'required' }]);
    const unknown = await send(sandbox, 'POST', '/_sandbox/listings/FX-000000/status', { status: 'closed' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
  });
});

describe('clock routes', () => {
  it('reads the clock and advances it', async () => {
    const read = await send(sandbox, 'GET', '/_sandbox/clock');
    expect(read.status).toBe(200);
    const was = Date.parse(read.body.data.now);
    expect(Math.abs(was - sandbox.clock.now())).toBeLessThan(1_000);
    const advanced = await send(sandbox, 'POST', '/_sandbox/clock/advance', { seconds: 3600 });
    expect(advanced.status).toBe(200);
    expect(Date.parse(advanced.body.data.now) - was).toBeGreaterThanOrEqual(3_600_000);
    expect(Date.parse(advanced.body.data.now) - was).toBeLessThan(3_610_000);
    expect(advanced.body.data.offsetSeconds).toBeGreaterThanOrEqual(3600);
  });

  it.each([
    [{ seconds: -5 }, 'out_of_range'],
    [{ seconds: '60' }, 'invalid_type'],
    [{}, 'required'],
  ])('refuses %j', async (body, code) => {
    const answer = await send(sandbox, 'POST', '/_sandbox/clock/advance', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual([{ path: 'body.seconds', code }]);
  });
});

describe('POST /_sandbox/market/step', () => {
  it('runs `count` steps and answers their changes', async () => {
    const before = sandbox.control.revision;
    const answer = await send(sandbox, 'POST', '/_sandbox/market/step', { count: 2 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(2);
    const [first, second] = answer.body.data;
    expect(second.step).toBe(first.step + 1);
    const published = first.changes.filter((c: { kind: string }) => c.kind === 'listing.published');
    expect(published.length).toBeGreaterThanOrEqual(1);
    expect(published[0]).toMatchObject({ ref: expect.stringMatching(/^FX-/), status: 'published' });
    expect(sandbox.control.listing(published[0].ref)).toBeDefined();
    expect(sandbox.control.revision).toBeGreaterThan(before);
  });

  it('runs one step without a body, refuses a count out of range', async () => {
    const one = await send(sandbox, 'POST', '/_sandbox/market/step');
    expect(one.body.data).toHaveLength(1);
    const bad = await send(sandbox, 'POST', '/_sandbox/market/step', { count: 0 });
    expect(bad.body.error.fields).toEqual([{ path: 'body.count', code: 'out_of_range' }]);
  });
});

describe('fault routes', () => {
  it('sets, reads and clears the faults', async () => {
    const set = await send(sandbox, 'POST', '/_sandbox/faults', { latencyMs: 5, force429: 2 });
    expect(set.body.data).toEqual({ latencyMs: 5, force429: 2 });
    expect((await send(sandbox, 'GET', '/_sandbox/faults')).body.data).toEqual({ latencyMs: 5, force429: 2 });
    const cleared = await send(sandbox, 'DELETE', '/_sandbox/faults');
    expect(cleared.body.data).toEqual({});
    expect(sandbox.faults.settings).toEqual({});
  });

  it('refuses bad settings, rates adding up to more than 1 included', async () => {
    const bad = await send(sandbox, 'POST', '/_sandbox/faults', { errorRate: 2, latencyMs: 1.5, nope: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'body.errorRate', code: 'out_of_range' },
        { path: 'body.latencyMs', code: 'invalid_type' },
        { path: 'body.nope', code: 'invalid_value' },
      ]),
    );
    const sum = await send(sandbox, 'POST', '/_sandbox/faults', { errorRate: 0.6, dropConnectionRate: 0.6 });
    expect(sum.body.error.fields).toEqual([
      { path: 'body.errorRate', code: 'out_of_range' },
      { path: 'body.dropConnectionRate', code: 'out_of_range' },
    ]);
    expect(sandbox.faults.settings).toEqual({});
  });
});

describe('GET /_sandbox/keys', () => {
  it('lists the demo keys', async () => {
    const answer = await send(sandbox, 'GET', '/_sandbox/keys');
    expect(answer.body.data).toEqual(sandbox.demoKeys);
  });
});

describe('controlRoutes: false', () => {
  it('has no /_sandbox routes, /v1 unchanged', async () => {
    const plain = await startSandbox({ port: 0, controlRoutes: false });
    try {
      for (const [method, path] of [
        ['GET', '/_sandbox/keys'],
        ['GET', '/_sandbox/clock'],
        ['POST', '/_sandbox/listings'],
        ['POST', '/_sandbox/market/step'],
        ['POST', '/_sandbox/faults'],
      ] as const) {
        const answer = await send(plain, method, path, method === 'POST' ? {} : undefined);
        expect(answer.status, path).toBe(404);
        expect(answer.body.error.code).toBe('not_found');
      }
      expect((await call(plain, '/v1/listings?limit=1')).status).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
