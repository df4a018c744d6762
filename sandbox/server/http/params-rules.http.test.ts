/**
 * Query parameter rules v1.json states in prose, over real HTTP, and the regressions the property test
 * (`params.property.test.ts`) and the review found (docs/api.md §Errors, §Filters): numbers only in
 * decimal notation and finite, a repeated parameter refused, an empty `truckTypes` is no filter,
 * `dateFrom` after `dateTo` refused on `dateTo`, an empty `from` is the capital.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { call, pastCursorGap } from '../../testing/http';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0 });
});

afterAll(async () => {
  await sandbox?.close();
});

async function expectFields(path: string, fields: { path: string; code: string }[]): Promise<string> {
  const answer = await call(sandbox, path);
  expect(answer.status, path).toBe(400);
  expect(answer.body.error.code).toBe('invalid_request');
  expect(answer.body.error.fields).toEqual(fields);
  return answer.body.error.message as string;
}

describe('numbers', () => {
  it('refuses a price too large to be finite (regression: 200 with price.value null, against v1.json)', async () => {
    await expectFields('/v1/cost-estimate?fromCountry=RO&toCountry=DE&price=1e400', [
      { path: 'query.price', code: 'out_of_range' },
    ]);
  });

  it.each([
    ['/v1/listings?limit=0x10', 'query.limit'],
    ['/v1/listings?limit=1_0', 'query.limit'],
    ['/v1/listings?volumeMax=Infinity', 'query.volumeMax'],
    ['/v1/listings?weightMax=%2B5', 'query.weightMax'],
    ['/v1/listings?volumeMax=.5', 'query.volumeMax'],
    ['/v1/cost-estimate?fromCountry=RO&toCountry=DE&price=NaN', 'query.price'],
    ['/v1/listings?limit=', 'query.limit'],
  ])('refuses %s: not decimal notation (regression: 0x10 and Infinity were read)', async (path, field) => {
    await expectFields(path, [{ path: field, code: 'invalid_type' }]);
  });

  it('reads decimal notation with an exponent and leading zeros', async () => {
    expect((await call(sandbox, '/v1/listings?limit=1e1')).body.data).toHaveLength(10);
    expect((await call(sandbox, '/v1/listings?limit=05')).body.data).toHaveLength(5);
  });
});

describe('repeated parameters', () => {
  it('refuses a parameter given twice with invalid_type and says so', async () => {
    const message = await expectFields('/v1/listings?limit=1&limit=2', [
      { path: 'query.limit', code: 'invalid_type' },
    ]);
    expect(message).toContain('more than once');
    await expectFields('/v1/listings?truckTypes=van&truckTypes=tipper', [
      { path: 'query.truckTypes', code: 'invalid_type' },
    ]);
  });

  it('ignores a repeated unknown parameter and a name in another case', async () => {
    const answer = await call(sandbox, '/v1/listings?colour=a&colour=b&LIMIT=5&limit=2');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(2);
  });
});

describe('truckTypes', () => {
  it('treats an empty list as no filter: the same page as without it', async () => {
    const plain = await call(sandbox, '/v1/listings?limit=5');
    for (const empty of ['', '%20']) {
      const answer = await call(sandbox, `/v1/listings?limit=5&truckTypes=${empty}`);
      expect(answer.status, empty).toBe(200);
      expect(answer.body.data).toEqual(plain.body.data);
    }
  });

  it('binds a cursor to the same filters with and without an empty truckTypes', async () => {
    const first = await call(sandbox, '/v1/listings?limit=2&fromCountry=RO');
    await pastCursorGap();
    const next = await call(
      sandbox,
      `/v1/listings?limit=2&fromCountry=ro&truckTypes=&cursor=${first.body.nextCursor}`,
    );
    expect(next.status).toBe(200);
    expect(next.body.data[0].ref).not.toBe(first.body.data[0].ref);
  });

  it('still refuses an empty item in a non-empty list and an unknown kind', async () => {
    for (const value of ['van,,tipper', ',', 'van,', 'VAN', 'spaceship']) {
      await expectFields(`/v1/listings?truckTypes=${value}`, [
        { path: 'query.truckTypes', code: 'invalid_value' },
      ]);
    }
  });
});

describe('rules across parameters', () => {
  it('refuses dateFrom after dateTo on dateTo, on /listings and /vehicles', async () => {
    for (const route of ['/v1/listings', '/v1/vehicles']) {
      await expectFields(`${route}?dateFrom=2026-12-10&dateTo=2026-12-01`, [
        { path: 'query.dateTo', code: 'out_of_range' },
      ]);
      expect((await call(sandbox, `${route}?dateFrom=2026-12-01&dateTo=2026-12-01`)).status).toBe(200);
    }
  });

  it('takes an empty from/to as not given: the capital stands in', async () => {
    const answer = await call(sandbox, '/v1/cost-estimate?fromCountry=RO&toCountry=DE&from=&to=%20');
    expect(answer.status).toBe(200);
    expect(answer.body.data.from).toBeNull();
    expect(answer.body.data.to).toBeNull();
  });

  it('matches from within fromCountry only', async () => {
    const answer = await call(sandbox, '/v1/cost-estimate?fromCountry=DE&toCountry=RO&from=Bra%C8%99ov');
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('not_found');
  });
});
