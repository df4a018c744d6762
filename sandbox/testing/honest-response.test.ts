/**
 * The honest-contract harness catches dishonest answers: it is fed deliberately wrong responses
 * (directly, and through `call()` from a stand-in server) and must name each problem.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../index';
import { DishonestResponse, honestyProblems, type SeenResponse } from './honest-response';
import { call, seenResponses } from './http';

const ID = '0b9e7a8e-52d4-4c1e-9f55-3a4f1d2c7e10';
const JSON_TYPE = 'application/json; charset=utf-8';

function company(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: ID,
    name: 'Trans Rapid SRL',
    cui: '18547290',
    city: 'Brașov',
    county: 'Brașov',
    country: 'RO',
    registry: 'anaf',
    anafStatus: 'active',
    verificationStatus: 'verified',
    arrVerified: true,
    cmrVerified: false,
    vehicleTypes: ['tautliner'],
    rating: 4.6,
    reviewCount: 12,
    url: `http://127.0.0.1:4010/web/companies/${ID}`,
    ...fields,
  };
}

function seen(fields: Partial<SeenResponse> & { body?: unknown }): SeenResponse {
  const { body, ...rest } = fields;
  return {
    method: 'GET',
    url: `/v1/companies/${ID}`,
    status: 200,
    headers: { 'content-type': JSON_TYPE, 'x-request-id': 'req-1' },
    text: body === undefined ? '' : JSON.stringify(body),
    ...rest,
  };
}

const errorBody = (code: string) => ({ error: { code, message: 'm', requestId: 'req-1' } });

describe('the schema check (v1.json through openapi-backend)', () => {
  it('passes an honest answer (the control for the cases below)', async () => {
    expect(await honestyProblems(seen({ body: { data: company() } }))).toEqual([]);
  });

  it('fails an extra field, naming the operation and the path', async () => {
    const problems = await honestyProblems(seen({ body: { data: company({ phone: 'n/a' }) } }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('getCompany (GET /companies/{id})');
    expect(problems[0]).toContain('body /data/phone: must NOT have additional properties');
    expect(problems[0]).toContain('(got "n/a")');
    expect(problems[0]).toContain('"additionalProperty":"phone"');
  });

  it('fails a wrong type and a missing field', async () => {
    const body = { data: company({ reviewCount: '12', name: undefined }) };
    const problems = (await honestyProblems(seen({ body }))).join('\n');
    expect(problems).toContain('body /data/reviewCount: must be integer');
    expect(problems).toContain(`must have required property 'name'`);
  });

  it('fails a value outside an enum and a nullable field given the wrong type', async () => {
    const problems = (
      await honestyProblems(seen({ body: { data: company({ registry: 'onrc', rating: 'good' }) } }))
    ).join('\n');
    expect(problems).toContain('/data/registry');
    expect(problems).toContain('/data/rating');
  });

  it('checks formats (uuid, uri) with ajv-formats', async () => {
    const body = { data: company({ id: 'C-1', url: 'not a uri' }) };
    const problems = (await honestyProblems(seen({ body }))).join('\n');
    expect(problems).toContain('body /data/id: must match format "uuid"');
    expect(problems).toContain('body /data/url: must match format "uri"');
  });

  it('fails an undocumented status', async () => {
    const problems = await honestyProblems(seen({ status: 201, body: { data: company() } }));
    expect(problems).toEqual([expect.stringContaining('status 201 is not documented')]);
    expect(
      await honestyProblems(seen({ url: '/v1/events/types', status: 404, body: errorBody('not_found') })),
    ).toEqual([expect.stringContaining('status 404 is not documented')]);
  });

  it('fails a missing documented header, and a body that is not JSON or not declared JSON', async () => {
    const noId = await honestyProblems(
      seen({ headers: { 'content-type': JSON_TYPE }, body: { data: company() } }),
    );
    expect(noId).toEqual([expect.stringContaining(`header /: must have required property 'x-request-id'`)]);
    const text = await honestyProblems(seen({ text: 'oops' }));
    expect(text.join('\n')).toContain('the body is not JSON');
    const type = await honestyProblems(
      seen({ headers: { 'content-type': 'text/plain', 'x-request-id': 'r' }, body: { data: company() } }),
    );
    expect(type).toEqual([expect.stringContaining('Content-Type "text/plain" is not documented')]);
  });

  it('checks errors against their documented response: 401 needs WWW-Authenticate, 429 Retry-After', async () => {
    const unauthorized = seen({ status: 401, body: errorBody('unauthorized') });
    expect((await honestyProblems(unauthorized)).join('\n')).toContain('www-authenticate');
    unauthorized.headers['www-authenticate'] = 'Bearer';
    expect(await honestyProblems(unauthorized)).toEqual([]);
    const limited = seen({ status: 429, body: errorBody('rate_limited') });
    limited.headers['retry-after'] = 'soon';
    expect((await honestyProblems(limited)).join('\n')).toContain('retry-after');
  });

  it('checks 405 on a documented path against MethodNotAllowed (Allow required)', async () => {
    const refused = seen({
      method: 'POST',
      url: '/v1/places?q=ab',
      status: 405,
      body: errorBody('method_not_allowed'),
    });
    expect((await honestyProblems(refused)).join('\n')).toContain(`'allow'`);
    refused.headers.allow = 'GET, HEAD';
    expect(await honestyProblems(refused)).toEqual([]);
    expect(await honestyProblems({ ...refused, status: 200 })).toEqual([
      expect.stringContaining('status 200 is not documented'),
    ]);
  });

  it('checks an unknown route under /v1 against NotFound', async () => {
    const unknown = seen({ url: '/v1/nothing/here', status: 404, body: errorBody('not_found') });
    expect(await honestyProblems(unknown)).toEqual([]);
    expect(await honestyProblems({ ...unknown, status: 200 })).toEqual([
      expect.stringContaining('harness.unknownRoute'),
    ]);
  });

  it('skips HEAD and answers outside /v1, which are not JSON API bodies', async () => {
    expect(await honestyProblems(seen({ method: 'HEAD', headers: {} }))).toEqual([]);
    expect(await honestyProblems(seen({ url: '/_sandbox/keys', body: { data: [{ anything: 1 }] } }))).toEqual(
      [],
    );
  });
});

describe('the contact-data scan', () => {
  it('fails a phone number in a listing description, though the schema passes', async () => {
    const listing = listingWith('Marfă paletizată, sunați la 0721 234 567 pentru detalii.');
    const problems = await honestyProblems(seen({ url: '/v1/listings/FX-2B3C4D', body: { data: listing } }));
    expect(problems).toEqual([expect.stringMatching(/^contact data: phone "0721 234 567"/)]);
  });

  it('scans what the schema check skips (/_sandbox, HEAD)', async () => {
    const body = { data: [{ description: 'scrieți la dispecer@example.ro sau +40 721 234 567' }] };
    const problems = await honestyProblems(seen({ url: '/_sandbox/keys', body }));
    expect(problems).toEqual([
      expect.stringContaining('contact data: email "dispecer@example.ro"'),
      expect.stringContaining('contact data: phone "+40 721 234 567"'),
    ]);
  });
});

describe('call() runs the harness on every answer', () => {
  let server: Server;
  let standIn: RunningSandbox;
  let nextBody: unknown;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': JSON_TYPE, 'x-request-id': 'req-1' });
      response.end(JSON.stringify(nextBody));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    standIn = { origin } as RunningSandbox;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('returns an honest answer and records it', async () => {
    nextBody = { data: company() };
    const before = seenResponses().length;
    const answer = await call(standIn, `/v1/companies/${ID}`);
    expect(answer.body.data.id).toBe(ID);
    expect(seenResponses()).toHaveLength(before + 1);
    expect(seenResponses().at(-1)).toMatchObject({ method: 'GET', status: 200, url: `/v1/companies/${ID}` });
    expect(seenResponses().at(-1)?.headers['x-request-id']).toBe('req-1');
  });

  it('throws DishonestResponse, with a readable message, for a dishonest one (and still records it)', async () => {
    nextBody = { data: company({ cui: 18547290 }) };
    const failure = await call(standIn, `/v1/companies/${ID}`).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DishonestResponse);
    expect((failure as Error).message).toBe(
      `The sandbox's answer to GET /v1/companies/${ID} (200) is not honest:\n` +
        '  - contract getCompany (GET /companies/{id}): body /data/cui: must be string {"type":"string"} (got 18547290)',
    );
    expect(seenResponses().at(-1)?.text).toContain('18547290');
  });
});

/** A schema-valid listing with `description`. */
function listingWith(description: string): Record<string, unknown> {
  return {
    ref: 'FX-2B3C4D',
    category: 'freight',
    fromCity: 'București',
    fromCountry: 'RO',
    toCity: 'Berlin',
    toCountry: 'DE',
    dateType: 'asap',
    dateFrom: null,
    dateTo: null,
    description,
    budget: null,
    currency: 'EUR',
    urgent: false,
    needsInvoice: true,
    paymentDays: 30,
    weightKg: 12000,
    volumeM3: null,
    truckTypes: ['tautliner'],
    status: 'published',
    createdAt: '2026-09-25T08:00:00.000Z',
    expiresAt: '2026-10-25T08:00:00.000Z',
    estimatedCost: '2107.30',
    distanceKm: 1621,
    url: 'http://127.0.0.1:4010/web/listings/FX-2B3C4D',
  };
}
