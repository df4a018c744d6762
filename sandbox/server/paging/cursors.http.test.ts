/**
 * Keyset paging and cursor binding of `GET /v1/listings`, over real HTTP: walking a list, cursors
 * bound to filters and holder, tampering. Cursor requests wait just over 400 ms first (the gap rule
 * is real time). `list_changed`, the gap and expiry are in `list-changes.http.test.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { publishIcelandCars } from '../../testing/fixtures';
import { call, keyOf, pastCursorGap } from '../../testing/http';

let sandbox: RunningSandbox;
const fixtureRefs: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 5 });
  fixtureRefs.push(...publishIcelandCars(sandbox, 5));
});

afterAll(async () => {
  await sandbox?.close();
});

describe('paging', () => {
  it('walks a filtered list in order, without duplicates, to hasMore false; limit may change', async () => {
    const seen: { ref: string; createdAt: string }[] = [];
    let answer = await call(sandbox, '/v1/listings?fromCountry=IS&category=car&limit=2');
    seen.push(...answer.body.data);
    expect(answer.body.hasMore).toBe(true);
    for (const limit of [1, 5]) {
      await pastCursorGap();
      answer = await call(
        sandbox,
        `/v1/listings?category=car&fromCountry=is&limit=${limit}&cursor=${answer.body.nextCursor}`,
      );
      expect(answer.status).toBe(200);
      seen.push(...answer.body.data);
    }
    expect(seen.map((l) => l.ref)).toEqual(fixtureRefs);
    expect(answer.body).toMatchObject({ hasMore: false, nextCursor: null });
    expect(answer.body.data.length).toBe(2);
  });

  it('walks the generated market page by page in createdAt desc, ref desc order', async () => {
    const first = await call(sandbox, '/v1/listings?fromCountry=RO&category=parcel&limit=20');
    await pastCursorGap();
    const second = await call(
      sandbox,
      `/v1/listings?fromCountry=RO&category=parcel&cursor=${first.body.nextCursor}`,
    );
    const items = [...first.body.data, ...second.body.data] as { ref: string; createdAt: string }[];
    expect(new Set(items.map((l) => l.ref)).size).toBe(40);
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1]!, items[i]!];
      expect(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.ref > b.ref)).toBe(true);
    }
  });
});

describe('cursor binding', () => {
  it('refuses a cursor with other filters: 409 cursor_mismatch saying to start over', async () => {
    const key = keyOf(sandbox, 'carrier');
    const first = await call(sandbox, '/v1/listings?fromCountry=IS&limit=1', { key });
    await pastCursorGap();
    const other = await call(
      sandbox,
      `/v1/listings?fromCountry=IS&truckTypes=van&cursor=${first.body.nextCursor}`,
      { key },
    );
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('cursor_mismatch');
    expect(other.body.error.message).toMatch(/start over from the first page/);
  });

  it('refuses a cursor used by another holder (another key, or no key)', async () => {
    const first = await call(sandbox, '/v1/listings?fromCountry=IS&limit=1', {
      key: keyOf(sandbox, 'shipper'),
    });
    const byOtherKey = await call(sandbox, `/v1/listings?fromCountry=IS&cursor=${first.body.nextCursor}`, {
      key: keyOf(sandbox, 'listings-only'),
    });
    expect(byOtherKey.status).toBe(409);
    expect(byOtherKey.body.error.code).toBe('cursor_mismatch');
  });

  it('refuses a tampered cursor with 400 and field query.cursor invalid_cursor', async () => {
    const first = await call(sandbox, '/v1/listings?fromCountry=IS&limit=1');
    const cursor: string = first.body.nextCursor;
    const tampered = `${cursor.slice(0, 10)}${cursor[10] === 'A' ? 'B' : 'A'}${cursor.slice(11)}`;
    await pastCursorGap();
    const answer = await call(sandbox, `/v1/listings?fromCountry=IS&cursor=${tampered}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid_request');
    expect(answer.body.error.fields).toEqual([{ path: 'query.cursor', code: 'invalid_cursor' }]);
  });
});
