/**
 * Bad input never breaks the sandbox, and the sandbox agrees with v1.json: generated query and path
 * parameters for every operation of v1.json (the list is read from the document), over real HTTP
 * against one sandbox (budget off), with no key, a demo key of each account, a revoked key and a junk
 * key. Values are valid, boundary or junk (unicode, huge, other number notations, repeated,
 * unknown parameters); see `sandbox/testing/param-arbitraries.ts`. Properties, for every request:
 * - never a 5xx; the answer is honest (status, headers and body match v1.json; no contact data);
 * - every error carries the error body with `requestId` equal to `X-Request-Id`;
 * - the status is the one the document predicts (`sandbox/testing/param-oracle.ts`): 414 for a path and query over
 *   8192 characters; 401 for a revoked or junk key, or no key on a key-only route; 403 for a key without
 *   the route's permission; 400 naming exactly the path parameters the document refuses, else naming
 *   every refused query parameter and nothing the document accepts (a cursor only the server can judge);
 *   429 and 409 only for a request with a cursor; 404 only where a resource or a place is looked up.
 */
import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKET_COUNTRIES } from '@dispatch/shared/domain/vocabulary';
import { startSandbox, type RunningSandbox } from '../../index';
import { assertHonest } from '../../testing/honest-response';
import { unknownParameterName, valueOf, type ValuePools } from '../../testing/param-arbitraries';
import { docOperations, type DocOperation } from '../../testing/param-oracle';
import { httpGet, seenOf, type RawAnswer } from '../../testing/raw-http';

/** Generated requests per operation: 13 operations x 640 = 8,320 a run. */
const RUNS_PER_OPERATION = 640;
const MAX_TARGET = 8192;
const FIELD_CODES = [
  'required',
  'invalid_type',
  'invalid_format',
  'out_of_range',
  'too_short',
  'invalid_value',
  'invalid_cursor',
];

type KeyChoice = 'none' | 'shipper' | 'carrier' | 'listings-only' | 'revoked' | 'junk';

let sandbox: RunningSandbox;
let pools: ValuePools;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let addressTurn = 0;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0, seed: 11 });
  const market = sandbox.control.market;
  const cursors: string[] = [];
  const shipper = keyText('shipper');
  for (const [target, key] of [
    ['/v1/listings?limit=1', undefined],
    ['/v1/listings?limit=1&fromCountry=RO', undefined],
    ['/v1/vehicles?limit=1', undefined],
    ['/v1/listings/mine?limit=1', shipper],
    ['/v1/offers/mine?limit=1', keyText('carrier')],
  ] as const) {
    const answer = await httpGet(sandbox.origin, target, {
      agent,
      headers: key ? { authorization: `Bearer ${key}` } : {},
    });
    if (typeof answer.body?.nextCursor === 'string') cursors.push(answer.body.nextCursor);
  }
  const demoAccounts = new Set(market.keys.map((k) => k.accountId));
  const ownListings = market.listings.filter((l) => demoAccounts.has(l.ownerAccountId));
  const ownRefs = new Set(ownListings.map((l) => l.ref));
  const ownOffers = market.offers.filter(
    (o) => demoAccounts.has(o.senderAccountId) || ownRefs.has(o.listingRef),
  );
  pools = {
    refs: [...market.listings.slice(0, 20), ...ownListings.slice(0, 20)].map((l) => l.ref),
    ids: [
      ...ownOffers.slice(0, 15).map((o) => o.id),
      ...market.offers.slice(0, 5).map((o) => o.id),
      ...market.vehicles.slice(0, 10).map((v) => v.id),
      ...market.companies.slice(0, 10).map((c) => c.id),
    ],
    cursors: cursors.length > 0 ? cursors : ['x'],
    places: [
      'Brașov',
      'brasov',
      'Cluj-Napoca',
      'cluj napoca',
      'București',
      'Bucharest',
      'Iași',
      'München',
      'Wien',
      'Ia',
      'ro',
    ],
    countries: [...MARKET_COUNTRIES],
    today: new Date(sandbox.clock.now()).toISOString().slice(0, 10),
  };
}, 60_000);

afterAll(async () => {
  agent.destroy();
  await sandbox?.close();
});

function keyText(account: string): string {
  const key = sandbox.demoKeys.find((k) => k.account === account)?.key;
  if (!key) throw new Error(`no demo key ${account}`);
  return key;
}

/** One generated request: the key, the path values, the query entries (in order), as sent. */
interface Generated {
  key: KeyChoice;
  pathValues: Record<string, string>;
  query: [string, string][];
}

function requestArbitrary(operation: DocOperation): fc.Arbitrary<Generated> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const pathValues = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        valueOf(p, pools).filter((v) => !(operation.path === '/listings/{ref}' && v === 'mine')),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  // A required parameter is there 90% of the time, an optional one 35% (5% twice).
  const perParameter = queryParams.map((p) =>
    fc.oneof(
      { weight: p.required ? 2 : 13, arbitrary: fc.constant<[string, string][]>([]) },
      {
        weight: p.required ? 17 : 6,
        arbitrary: valueOf(p, pools).map((v): [string, string][] => [[p.name, v]]),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(valueOf(p, pools), valueOf(p, pools)).map(([a, b]): [string, string][] => [
          [p.name, a],
          [p.name, b],
        ]),
      },
    ),
  );
  const unknown = fc.oneof(
    { weight: 4, arbitrary: fc.constant<[string, string][]>([]) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(unknownParameterName, fc.string({ maxLength: 8 }))
        .map(([n, v]): [string, string][] => [[n, v]]),
    },
  );
  return fc.record({
    key: fc.constantFrom<KeyChoice>(
      'none',
      'none',
      'shipper',
      'shipper',
      'shipper',
      'carrier',
      'carrier',
      'carrier',
      'listings-only',
      'revoked',
      'junk',
    ),
    pathValues,
    query: fc
      .tuple(fc.tuple(...perParameter), unknown)
      .chain(([lists, extra]) =>
        fc.shuffledSubarray([...lists.flat(), ...extra], { minLength: lists.flat().length + extra.length }),
      ),
  });
}

/** `/v1/...?...` of a generated request; every name and value percent-encoded. */
function targetOf(operation: DocOperation, generated: Generated): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(generated.pathValues[name] ?? ''),
  );
  const query = generated.query
    .map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`)
    .join('&');
  return `/v1${path}${query ? `?${query}` : ''}`;
}

function canEncode(generated: Generated): boolean {
  try {
    for (const v of Object.values(generated.pathValues)) encodeURIComponent(v);
    for (const [n, v] of generated.query) encodeURIComponent(n + v);
    return true;
  } catch {
    return false;
  }
}

async function send(
  operation: DocOperation,
  generated: Generated,
): Promise<{ target: string; answer: RawAnswer }> {
  const target = targetOf(operation, generated);
  const headers: Record<string, string> = {};
  if (generated.key === 'junk') headers.authorization = 'Bearer not-a-key';
  else if (generated.key !== 'none') headers.authorization = `Bearer ${keyText(generated.key)}`;
  // Without a key the holder is the client address: a fresh one per request keeps the cursor gap away.
  const localAddress = generated.key === 'none' ? `127.0.0.${2 + (addressTurn++ % 250)}` : undefined;
  const answer = await httpGet(sandbox.origin, target, {
    agent: localAddress ? undefined : agent,
    headers,
    localAddress,
  });
  return { target, answer };
}

const PERMISSIONS: Record<string, string[]> = {
  shipper: ['listings:read', 'offers:read', 'vehicles:read'],
  carrier: ['listings:read', 'offers:read', 'vehicles:read'],
  'listings-only': ['listings:read'],
};

/** Asserts every property of the module comment for one exchange. */
async function checkAnswer(
  operation: DocOperation,
  generated: Generated,
  target: string,
  answer: RawAnswer,
): Promise<void> {
  const where = `${answer.status} GET ${target.slice(0, 300)} (key ${generated.key}): ${answer.text.slice(0, 400)}`;
  expect(answer.status, where).toBeLessThan(500);
  await assertHonest(seenOf('GET', target, answer));
  const requestId = answer.headers['x-request-id'];
  expect(requestId, where).toMatch(/^[0-9a-f-]{36}$/);
  if (answer.status >= 400) {
    expect(answer.body?.error?.requestId, where).toBe(requestId);
    expect(answer.body?.error?.message, where).toBeTruthy();
  }
  const status = answer.status;
  if (target.length > MAX_TARGET) {
    expect(status, where).toBe(414);
    return;
  }
  if (generated.key === 'revoked' || generated.key === 'junk') {
    expect(status, where).toBe(401);
    expect(answer.headers['www-authenticate'], where).toBe('Bearer');
    return;
  }
  if (Object.values(generated.pathValues).some((v) => v === '')) {
    expect(status, where).toBe(404); // an empty path segment is no route
    return;
  }
  if (operation.permission !== null) {
    if (generated.key === 'none') {
      expect(status, where).toBe(401);
      expect(answer.headers['www-authenticate'], where).toBe('Bearer');
      return;
    }
    if (!PERMISSIONS[generated.key]!.includes(operation.permission)) {
      expect(status, where).toBe(403);
      expect(answer.body.error.code, where).toBe('insufficient_permission');
      return;
    }
  }
  const fieldPaths: string[] =
    status === 400 ? (answer.body.error.fields ?? []).map((f: { path: string }) => f.path) : [];
  if (status === 400) {
    expect(answer.body.error.code, where).toBe('invalid_request');
    expect(new Set(fieldPaths).size, where).toBe(fieldPaths.length);
    for (const f of answer.body.error.fields ?? []) expect(FIELD_CODES, where).toContain(f.code);
  }
  const pathRefused = operation.parameters
    .filter(
      (p) => p.in === 'path' && operation.verdict(p.name, [generated.pathValues[p.name]!]) === 'invalid',
    )
    .map((p) => `path.${p.name}`);
  if (pathRefused.length > 0) {
    expect(status, where).toBe(400);
    expect([...fieldPaths].sort(), where).toEqual([...pathRefused].sort());
    return;
  }
  const hasCursor = generated.query.some(([n]) => n === 'cursor');
  if (status === 429) {
    expect(hasCursor, `429 without a cursor: ${where}`).toBe(true);
    return;
  }
  const valuesOf = (name: string) => generated.query.filter(([n]) => n === name).map(([, v]) => v);
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const refused = queryParams
    .filter((p) => operation.verdict(p.name, valuesOf(p.name)) === 'invalid')
    .map((p) => `query.${p.name}`);
  const dateFrom = valuesOf('dateFrom');
  const dateTo = valuesOf('dateTo');
  if (
    dateFrom.length === 1 &&
    dateTo.length === 1 &&
    operation.verdict('dateFrom', dateFrom) === 'valid' &&
    operation.verdict('dateTo', dateTo) === 'valid' &&
    dateFrom[0]!.trim() > dateTo[0]!.trim()
  ) {
    refused.push('query.dateTo');
  }
  if (refused.length > 0) {
    expect(status, where).toBe(400);
    expect([...fieldPaths].sort(), where).toEqual([...new Set(refused)].sort());
    return;
  }
  const allowed = new Set([200]);
  if (operation.parameters.some((p) => p.in === 'path') || operation.path === '/cost-estimate')
    allowed.add(404);
  if (hasCursor) {
    allowed.add(409);
    if (status === 400) expect(fieldPaths, where).toEqual(['query.cursor']);
    allowed.add(400);
  }
  expect([...allowed], where).toContain(status);
}

describe('every operation of v1.json under generated parameters', () => {
  const operations = docOperations();

  it('reads the 13 operations from v1.json', () => {
    expect(operations).toHaveLength(13);
  });

  for (const operation of operations) {
    it(`GET ${operation.path}: never a 5xx, always the answer v1.json predicts`, async () => {
      let sent = 0;
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation).filter(canEncode), async (generated) => {
          sent++;
          const { target, answer } = await send(operation, generated);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          await checkAnswer(operation, generated, target, answer);
        }),
        { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
      expect(sent).toBeGreaterThanOrEqual(RUNS_PER_OPERATION);
      // The generators reach the data: some requests of every operation succeed.
      expect(statuses.get(200) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(0);
      if (process.env.PROP_STATS)
        console.log(operation.path, JSON.stringify([...statuses].sort((a, b) => a[0] - b[0])));
    }, 60_000);
  }
});
