/**
 * Regressions of the honesty harness (`response-contract.ts`) found while checking every route under
 * generated input: the synthetic operations (refused methods, unknown routes) each resolve their own
 * responses (a shared `$ref` object was resolved once, so a 401 on an unknown route read as "a body
 * where none is documented"); methods the OpenAPI router does not know (QUERY, PROPFIND) are checked as
 * refused methods; 414, 421 and 431 are documented everywhere.
 */
import { describe, expect, it } from 'vitest';
import { checkAgainstContract, type SeenResponse } from './response-contract';

function seen(
  method: string,
  url: string,
  status: number,
  code: string,
  extra: Record<string, string> = {},
): SeenResponse {
  return {
    method,
    url,
    status,
    headers: { 'x-request-id': 'r', 'content-type': 'application/json; charset=utf-8', ...extra },
    text: JSON.stringify({ error: { code, message: 'm', requestId: 'r' } }),
  };
}

async function problems(s: SeenResponse): Promise<string[]> {
  const verdict = await checkAgainstContract(s);
  if (!verdict.checked) throw new Error('not checked');
  return verdict.problems;
}

describe('the contract harness', () => {
  it('checks a 401 on an unknown route and on a refused method against Unauthorized', async () => {
    const auth = { 'www-authenticate': 'Bearer' };
    expect(await problems(seen('GET', '/v1/lorries', 401, 'unauthorized', auth))).toEqual([]);
    expect(await problems(seen('GET', '/v1/offers/', 401, 'unauthorized', auth))).toEqual([]);
    expect(await problems(seen('POST', '/v1/listings', 401, 'unauthorized', auth))).toEqual([]);
    expect(await problems(seen('DELETE', '/v1/vehicles/mine', 401, 'unauthorized', auth))).toEqual([]);
  });

  it('checks QUERY, PROPFIND and TRACE on a route as refused methods (405 with Allow)', async () => {
    for (const method of ['QUERY', 'PROPFIND', 'TRACE', 'FOO']) {
      expect(
        await problems(seen(method, '/v1/listings', 405, 'method_not_allowed', { allow: 'GET, HEAD' })),
        method,
      ).toEqual([]);
      expect(
        (await problems(seen(method, '/v1/listings', 405, 'method_not_allowed'))).join(),
        method,
      ).toMatch(/allow/);
    }
  });

  it('takes 414, 421 and 431 as documented on every route, refused methods and unknown routes', async () => {
    for (const [status, code] of [
      [414, 'uri_too_long'],
      [421, 'misdirected_request'],
      [431, 'headers_too_large'],
    ] as const) {
      for (const [method, url] of [
        ['GET', '/v1/listings'],
        ['GET', '/v1/listings/FX-7K2M9Q'],
        ['GET', '/v1/events/types'],
        ['POST', '/v1/places'],
        ['GET', '/v1/lorries'],
      ]) {
        expect(await problems(seen(method!, url!, status, code)), `${status} ${method} ${url}`).toEqual([]);
      }
    }
  });

  it('still refuses an undocumented status', async () => {
    expect((await problems(seen('GET', '/v1/events/types', 400, 'invalid_request'))).join()).toMatch(
      /not documented/,
    );
    expect((await problems(seen('GET', '/v1/listings', 404, 'not_found'))).join()).toMatch(/not documented/);
  });
});
