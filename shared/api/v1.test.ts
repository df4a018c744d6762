import { readFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';

/** The contract as committed (docs/api.md §Versioning: the OpenAPI 3.1 document `v1.json`). */
const source = readFileSync(new URL('./v1.json', import.meta.url), 'utf8');
const doc = JSON.parse(source);

const PUBLIC_ROUTES = [
  '/listings',
  '/listings/{ref}',
  '/vehicles',
  '/vehicles/{id}',
  '/places',
  '/cost-estimate',
  '/companies/{id}',
  '/events/types',
];
const KEY_ROUTES: Record<string, string> = {
  '/listings/mine': 'listings:read',
  '/listings/{ref}/offers': 'offers:read',
  '/offers/mine': 'offers:read',
  '/offers/{id}': 'offers:read',
  '/vehicles/mine': 'vehicles:read',
};
const LIST_ROUTES = [
  '/listings',
  '/listings/mine',
  '/listings/{ref}/offers',
  '/offers/mine',
  '/vehicles',
  '/vehicles/mine',
];
const SCHEMAS = [
  'Listing',
  'ListingPage',
  'Offer',
  'OfferPage',
  'Vehicle',
  'VehiclePage',
  'OwnVehicle',
  'OwnVehiclePage',
  'Company',
  'Place',
  'EventType',
  'CostEstimate',
  'ErrorBody',
];
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Json = Record<string, unknown>;
type Operation = {
  security: unknown;
  'x-permission'?: string;
  parameters?: { $ref: string }[];
  responses: Record<string, Json>;
};

function operation(path: string): Operation {
  return doc.paths[path].get as Operation;
}

/** Follows a local `#/...` reference inside the document. */
function deref<T = Json>(node: Json): T {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node as T;
  return ref
    .slice(2)
    .split('/')
    .reduce((at: Json, key) => at[key] as Json, doc) as T;
}

/** Ajv over the document's component schemas, as a response validator would use them. */
function validatorFor(schema: string) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'https://dispatch.local/v1.json', components: doc.components });
  return ajv.compile({ $ref: `https://dispatch.local/v1.json#/components/schemas/${schema}` });
}

/** Ajv over one named parameter's schema (how the sandbox validates requests). */
function parameterValidator(name: string) {
  const ajv = new Ajv2020({ strict: false, coerceTypes: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'https://dispatch.local/v1.json', components: doc.components });
  const parameter = doc.components.parameters[name];
  return ajv.compile({ $id: `https://dispatch.local/p/${name}`, ...withAbsoluteRefs(parameter.schema) });
}

function withAbsoluteRefs(schema: Json): Json {
  return typeof schema.$ref === 'string' ? { $ref: `https://dispatch.local/v1.json${schema.$ref}` } : schema;
}

const listing = {
  ref: 'FX-7K2M9Q',
  category: 'freight',
  fromCity: 'Cluj-Napoca',
  fromCountry: 'RO',
  toCity: 'München',
  toCountry: 'DE',
  dateType: 'exact',
  dateFrom: '2026-10-01',
  dateTo: null,
  description: null,
  budget: '1200.50',
  currency: 'EUR',
  urgent: false,
  needsInvoice: true,
  paymentDays: 30,
  weightKg: 5000,
  volumeM3: null,
  truckTypes: ['tautliner'],
  status: 'published',
  createdAt: '2026-09-25T10:00:00Z',
  expiresAt: '2026-10-25T10:00:00Z',
  estimatedCost: null,
  distanceKm: 1210,
  url: 'https://example.com/listings/FX-7K2M9Q',
};

describe('shared/api/v1.json', () => {
  it('is a valid OpenAPI 3.1 document (Redocly recommended rules: no errors)', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: '/v1.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
    expect(errors).toEqual([]);
    // Allowed warnings: no license (private API), and the 405 response documented for non-GET methods.
    const warnings = problems
      .filter((p) => p.severity === 'warn')
      .filter((p) => p.ruleId !== 'info-license')
      .filter((p) => p.location[0]?.pointer !== '#/components/responses/MethodNotAllowed')
      .map((p) => `${p.ruleId}: ${p.message}`);
    expect(warnings).toEqual([]);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.servers[0].url).toBe('{base_url}');
    expect(doc.servers[0].variables.base_url.default).toBe('http://127.0.0.1:4010/v1');
  });

  it('has exactly the 13 routes of docs/api.md §Routes, each with GET only', () => {
    expect(Object.keys(doc.paths).sort()).toEqual([...PUBLIC_ROUTES, ...Object.keys(KEY_ROUTES)].sort());
    expect(Object.keys(doc.paths)).toHaveLength(13);
    for (const item of Object.values(doc.paths) as Json[]) {
      expect(Object.keys(item).filter((key) => HTTP_METHODS.includes(key))).toEqual(['get']);
    }
  });

  it('has every component schema the app imports', () => {
    for (const name of SCHEMAS) expect(doc.components.schemas[name], name).toBeTypeOf('object');
  });

  it('states the security and permission of each route', () => {
    for (const path of PUBLIC_ROUTES) {
      expect(operation(path).security, path).toEqual([{}, { bearerAuth: [] }]);
      expect(operation(path)['x-permission'], path).toBeUndefined();
    }
    for (const [path, permission] of Object.entries(KEY_ROUTES)) {
      expect(operation(path).security, path).toEqual([{ bearerAuth: [] }]);
      expect(operation(path)['x-permission'], path).toBe(permission);
      expect(operation(path).responses['403'], path).toBeDefined();
    }
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents X-Request-Id on every response, Retry-After on 429, 409 on every list', () => {
    for (const path of Object.keys(doc.paths)) {
      const { responses } = operation(path);
      for (const status of ['200', '401', '429', '500'])
        expect(responses[status], `${path} ${status}`).toBeDefined();
      for (const [status, response] of Object.entries(responses)) {
        const headers = deref<{ headers: Json }>(response).headers;
        expect(headers['X-Request-Id'], `${path} ${status}`).toBeDefined();
        if (status === '429') expect(headers['Retry-After'], path).toBeDefined();
      }
      expect(responses['409'] !== undefined, path).toBe(LIST_ROUTES.includes(path));
    }
  });

  it('bounds the parameters as the sandbox validates them', () => {
    const limit = parameterValidator('Limit');
    expect([1, 20, '20'].map((v) => limit(v))).toEqual([true, true, true]);
    expect([0, 21, 1.5, 'x'].map((v) => limit(v))).toEqual([false, false, false, false]);
    expect(doc.components.parameters.Limit.schema.default).toBe(20);
    const cursor = parameterValidator('Cursor');
    expect([cursor('a'.repeat(512)), cursor('a'.repeat(513))]).toEqual([true, false]);
    const country = parameterValidator('FromCountry');
    expect(['ro', 'DE', 'R', 'RO1', 'R1'].map((v) => country(v))).toEqual([true, true, false, false, false]);
    const date = parameterValidator('DateFrom');
    expect(['2026-10-01', '2026-13-01', '01.10.2026'].map((v) => date(v))).toEqual([true, false, false]);
    const id = parameterValidator('Id');
    expect([id('0b8f5e0c-3b7a-4c1e-9d2a-5f6e7a8b9c0d'), id('42')]).toEqual([true, false]);
    const q = parameterValidator('Q');
    expect([q('Ia'), q('I')]).toEqual([true, false]);
    expect(doc.components.parameters.Q.required).toBe(true);
    const vehicle = parameterValidator('VehicleKind');
    expect([vehicle('tautliner'), vehicle('rocket')]).toEqual([true, false]);
    const currency = parameterValidator('Currency');
    expect([currency('RON'), currency('USD')]).toEqual([true, false]);
    expect([parameterValidator('WeightMax')(-1), parameterValidator('VolumeMax')('2.5')]).toEqual([
      false,
      true,
    ]);
  });

  it('documents 414, 421 and 431 with the error body and the request id on every operation', () => {
    for (const path of Object.keys(doc.paths)) {
      const { responses } = operation(path);
      for (const [status, name] of [
        ['414', 'UriTooLong'],
        ['421', 'MisdirectedRequest'],
        ['431', 'HeadersTooLarge'],
      ] as const) {
        expect(responses[status], `${path} ${status}`).toEqual({ $ref: `#/components/responses/${name}` });
      }
    }
    const error = (name: string) => doc.components.responses[name];
    expect(error('UriTooLong').description).toMatch(/`uri_too_long`.*8192/);
    expect(error('HeadersTooLarge').description).toMatch(/`headers_too_large`.*16 KiB.*64 KiB/);
    expect(error('MisdirectedRequest').description).toMatch(
      /`misdirected_request`.*127\.0\.0\.1:<port>.*localhost:<port>/,
    );
    for (const code of ['request_timeout', 'misdirected_request', 'uri_too_long', 'headers_too_large']) {
      expect(doc.components.schemas.ErrorBody.description).toContain(`\`${code}\``);
    }
  });

  it('states every rule across parameters in the parameters themselves', () => {
    const text = (name: string) => doc.components.parameters[name].description as string;
    for (const name of ['DateFrom', 'DateTo']) {
      expect(text(name), name).toMatch(/Rule across parameters: .*`query\.dateTo` code `out_of_range`/);
    }
    expect(text('Cursor')).toMatch(/Rule across parameters: .*but `limit`.*409 `cursor_mismatch`/);
    expect(text('Limit')).toMatch(/Not a filter/);
    expect(text('From')).toMatch(/Rule across parameters: .*within `fromCountry`.*capital/);
    expect(text('To')).toMatch(/Rule across parameters: .*within `toCountry`.*capital/);
    expect(text('Price')).toMatch(/Rule across parameters: .*`currency`/);
    expect(text('TruckTypes')).toMatch(/Empty \(`truckTypes=`\) is no truck filter/);
    expect(text('TruckTypes')).toMatch(/`van,,tipper`\), is 400 `invalid_value`/);
    expect(doc.info.description).toMatch(/given twice: 400 `invalid_type`/);
    expect(doc.info.description).toMatch(/decimal notation/);
  });

  it('gives path parameters their form, and says what answers a value not of it', () => {
    const ref = parameterValidator('Ref');
    expect(['FX-7K2M9Q', 'fx-7k2m9q', 'FX-7K2M9O', 'FX-7K2M9', 'A'.repeat(150)].map((v) => ref(v))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(doc.components.parameters.Ref.description).toMatch(
      /400 `invalid_request` with field `path\.ref`.*404/,
    );
    expect(doc.components.parameters.Id.description).toMatch(
      /400 `invalid_request` with field `path\.id`.*404/,
    );
    for (const path of [
      '/listings/{ref}',
      '/listings/{ref}/offers',
      '/offers/{id}',
      '/vehicles/{id}',
      '/companies/{id}',
    ]) {
      expect(operation(path).responses['400'], path).toEqual({ $ref: '#/components/responses/BadRequest' });
    }
  });

  it('states which Authorization headers the bearer scheme accepts and refuses', () => {
    const text = doc.components.securitySchemes.bearerAuth.description as string;
    expect(text).toMatch(/case-insensitive/);
    expect(text).toMatch(/one or more spaces/);
    expect(text).toMatch(/401 `unauthorized` with `WWW-Authenticate: Bearer`/);
    for (const form of ['an empty header', '`Basic ...`', '`Bearer` without a key'])
      expect(text).toContain(form);
  });

  it('lets a response validator catch wrong or extra fields', () => {
    const validListing = validatorFor('Listing');
    expect(validListing(listing)).toBe(true);
    expect(
      validListing({ ...listing, transportStage: 'loading', stageUpdatedAt: '2026-10-02T08:00:00Z' }),
    ).toBe(true);
    expect(validListing({ ...listing, phone: '+40 700 000 000' })).toBe(false);
    expect(validListing({ ...listing, ref: 'FX-7K2M9O' })).toBe(false);
    const { budget: _budget, ...withoutBudget } = listing;
    expect(validListing(withoutBudget)).toBe(false);

    const validPage = validatorFor('ListingPage');
    expect(validPage({ data: [listing], hasMore: false, nextCursor: null })).toBe(true);
    expect(validPage({ data: [listing], hasMore: false })).toBe(false);

    const validError = validatorFor('ErrorBody');
    expect(
      validError({
        error: {
          code: 'invalid_request',
          message: 'Bad limit',
          requestId: 'r1',
          fields: [{ path: 'query.limit', code: 'out_of_range' }],
        },
      }),
    ).toBe(true);
    expect(validError({ error: { code: 'not_found', message: 'No such listing' } })).toBe(false);
  });
});
