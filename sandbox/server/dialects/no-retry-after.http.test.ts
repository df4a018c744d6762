/** `no-retry-after` over real HTTP: every fifth /v1 request is 429, and no 429 carries Retry-After. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { pastCursorGap } from '../../testing/http';
import { REFUSE_EVERY } from './no-retry-after';
import { ask, okBody } from '../../testing/dialects';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0, dialects: ['no-retry-after'] });
});

afterEach(() => {
  sandbox.faults.clear();
});

afterAll(async () => {
  await sandbox?.close();
});

/** Asks /v1 until the dialect refuses one, so the next refusal is `REFUSE_EVERY` requests away. */
async function align(): Promise<void> {
  for (let i = 0; i < REFUSE_EVERY; i++) {
    if ((await ask(sandbox, '/v1/events/types')).status === 429) return;
  }
  throw new Error('no request refused');
}

describe('no-retry-after', () => {
  it('answers requests 5 and 10 of a fresh sandbox 429 rate_limited without Retry-After', async () => {
    const answers = [];
    for (let i = 1; i <= 10; i++) {
      answers.push(await ask(sandbox, i % 2 === 0 ? '/v1/places?q=Cluj' : '/v1/listings?limit=1'));
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 429, 200, 200, 200, 200, 429]);
    for (const refused of [answers[4]!, answers[9]!]) {
      expect(refused.body.error.code).toBe('rate_limited');
      expect(refused.body.error.requestId).toBe(refused.headers['x-request-id']);
      expect(refused.headers).not.toHaveProperty('retry-after');
    }
  });

  it('never refuses a request twice in a row: the next request for a URL just refused goes through', async () => {
    // URLs no other case asks for, so no refusal of theirs is still owed
    await align();
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) statuses.push((await ask(sandbox, '/v1/listings?limit=2')).status);
    // request 5 of the count: refused
    statuses.push((await ask(sandbox, '/v1/places?q=Brasov')).status);
    for (let i = 6; i <= 9; i++) statuses.push((await ask(sandbox, '/v1/listings?limit=2')).status);
    // request 10: its turn, but the retry of the refused one goes through; request 15 is refused again
    statuses.push((await ask(sandbox, '/v1/places?q=Brasov')).status);
    for (let i = 11; i <= 15; i++) statuses.push((await ask(sandbox, '/v1/listings?limit=2')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 200, 200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it('counts every method and route under /v1, and nothing outside it', async () => {
    await align();
    const statuses: number[] = [];
    statuses.push((await ask(sandbox, '/v1/events/types', { method: 'HEAD' })).status);
    statuses.push((await ask(sandbox, '/v1/listings', { method: 'POST' })).status);
    statuses.push((await ask(sandbox, '/v1/no-such-route')).status);
    for (let i = 0; i < 3; i++) {
      expect((await ask(sandbox, '/v1.json')).status).toBe(200);
      expect((await ask(sandbox, '/_sandbox/keys')).status).toBe(200);
    }
    statuses.push((await ask(sandbox, '/v1/events/types')).status);
    statuses.push((await ask(sandbox, '/v1/events/types')).status);
    expect(statuses).toEqual([200, 405, 404, 200, 429]);
  });

  it('drops Retry-After from every other 429: injected ones and the next-page gap', async () => {
    await align();
    sandbox.faults.set({ force429: 1 });
    const injected = await ask(sandbox, '/v1/events/types');
    expect(injected.status).toBe(429);
    expect(injected.headers).not.toHaveProperty('retry-after');

    const first = await okBody(sandbox, '/v1/listings?limit=1');
    const next = await ask(sandbox, `/v1/listings?limit=1&cursor=${encodeURIComponent(first.nextCursor)}`);
    expect(next.status).toBe(429);
    expect(next.body.error.code).toBe('rate_limited');
    expect(next.headers).not.toHaveProperty('retry-after');
    // Request 4 and 5 after the alignment: the fifth is the dialect's own.
    await pastCursorGap();
    expect((await ask(sandbox, '/v1/events/types')).status).toBe(200);
    expect((await ask(sandbox, '/v1/events/types')).status).toBe(429);
  });
});
