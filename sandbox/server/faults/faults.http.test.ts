/**
 * Injected faults over real HTTP (`POST /_sandbox/faults`): each kind hits /v1 and never /_sandbox.
 * Faulted answers break the contract on purpose, so most checks use `fetch` directly.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { call } from '../../testing/http';
import { send } from '../../testing/control';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 4, rateLimitPerMinute: 0 });
});

afterEach(async () => {
  await send(sandbox, 'DELETE', '/_sandbox/faults');
});

afterAll(async () => {
  await sandbox?.close();
});

const inject = async (settings: Record<string, number>): Promise<void> => {
  const answer = await send(sandbox, 'POST', '/_sandbox/faults', settings);
  expect(answer.status).toBe(200);
};

describe('faults on /v1', () => {
  it('latencyMs delays every /v1 answer by at least that much', async () => {
    await inject({ latencyMs: 250 });
    const started = performance.now();
    const answer = await call(sandbox, '/v1/events/types');
    expect(answer.status).toBe(200);
    // (a Node timer may fire up to 1 ms early against performance.now's finer clock)
    expect(performance.now() - started).toBeGreaterThanOrEqual(249);
  });

  it('errorRate 1 answers every /v1 request 500, 502 or 503 with the error body', async () => {
    await inject({ errorRate: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${sandbox.origin}/v1/listings?limit=1`);
      const body = (await response.json()) as { error: { code: string; requestId: string } };
      expect(body.error.code).toBe('internal_error');
      expect(body.error.requestId).toBe(response.headers.get('x-request-id'));
      statuses.push(response.status);
    }
    expect(statuses).toEqual([500, 502, 503, 500, 502, 503]);
  });

  it('force429 3 gives exactly three 429s with Retry-After, then 200', async () => {
    await inject({ force429: 3 });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await call(sandbox, '/v1/places?q=Cluj'));
    expect(answers.map((a) => a.status)).toEqual([429, 429, 429, 200]);
    expect(answers[0]!.body.error.code).toBe('rate_limited');
    expect(answers[0]!.headers.get('retry-after')).toBe('1');
  });

  it('malformedJsonRate 1 answers 200 with a body that does not parse', async () => {
    await inject({ malformedJsonRate: 1 });
    const response = await fetch(`${sandbox.origin}/v1/listings/FX-000000`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const text = await response.text();
    expect(text.length).toBeGreaterThan(0);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it('dropConnectionRate 1 sends the headers, part of the body, then destroys the connection', async () => {
    await inject({ dropConnectionRate: 1 });
    const response = await fetch(`${sandbox.origin}/v1/listings?limit=20`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('leaves /_sandbox and /v1.json alone, and stops when cleared', async () => {
    await inject({ errorRate: 1 });
    expect((await send(sandbox, 'GET', '/_sandbox/clock')).status).toBe(200);
    expect((await fetch(`${sandbox.origin}/v1.json`)).status).toBe(200);
    expect((await fetch(`${sandbox.origin}/v1/events/types`)).status).toBeGreaterThanOrEqual(500);
    await send(sandbox, 'DELETE', '/_sandbox/faults');
    expect((await call(sandbox, '/v1/events/types')).status).toBe(200);
  });

  it('a share below 1 hits some requests and spares others', async () => {
    await inject({ errorRate: 0.5 });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await fetch(`${sandbox.origin}/v1/events/types`)).status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(2);
    expect(statuses.filter((s) => s >= 500).length).toBeGreaterThan(2);
  });
});
