/**
 * Bounded answers against a real socket (docs/api.md §Bounded answers): a loopback server (node:http on
 * 127.0.0.1) answers as a hostile or broken exchange would, a page of 200,000 items (about 90 MB)
 * among them, and the client must refuse it with `answer_too_large` while main's memory grows by a
 * few MB at most. Memory is measured as this thread's heap plus its array buffers, sampled every few
 * ms during the call, against a baseline taken after a garbage collection.
 */
import { once } from 'node:events';
import http from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client';
import { ApiError } from './errors';
import { ANSWER_MAX_BYTES } from './bounded-body';

/** What the server answers: the status, the headers and the body's text, written as `chunks`. */
interface Script {
  status?: number;
  headers?: Record<string, string>;
  /** The body as one repeated piece: `head`, then `piece` `times` times, then `tail`. */
  head: string;
  piece?: string;
  times?: number;
  tail?: string;
}

let server: http.Server;
let base: string;
let script: Script = { head: '{"data":[]}' };
/** Bytes the server wrote of the last answer, and whether its connection closed before the end. */
const wrote = { bytes: 0, cut: false };

/** Writes `text`, waiting while the socket's buffer is full; false once the client has gone. */
async function write(response: http.ServerResponse, text: string): Promise<boolean> {
  if (response.destroyed) return false;
  wrote.bytes += Buffer.byteLength(text);
  if (!response.write(text)) {
    await Promise.race([once(response, 'drain'), once(response, 'close')]);
  }
  return !response.destroyed;
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const { status = 200, headers = {}, head, piece = '', times = 0, tail = '' } = script;
    wrote.bytes = 0;
    wrote.cut = false;
    response.on('error', () => {});
    response.on('close', () => {
      if (!response.writableFinished) wrote.cut = true;
    });
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    void (async () => {
      if (!(await write(response, head))) return;
      // pieces joined 1,000 at a time: big writes, one string reused, the server itself stays small
      const batch = piece.repeat(Math.min(times, 1_000));
      for (let done = 0; done < times; done += 1_000) {
        const text = times - done >= 1_000 ? batch : piece.repeat(times - done);
        if (!(await write(response, text))) return;
      }
      if (await write(response, tail)) response.end();
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

function client(extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: base, getKey: async () => null, maxTransientRetries: 0, ...extra });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A listing as the exchange sends it, about 450 bytes of JSON. */
const LISTING = JSON.stringify({
  ref: 'FX-AB12CD',
  category: 'freight',
  fromCity: 'București',
  toCity: 'Cluj-Napoca',
  fromCountry: 'RO',
  toCountry: 'RO',
  dateType: 'exact',
  dateFrom: '2026-12-01',
  dateTo: '2026-12-02',
  description: 'Paleți europeni, 12 tone, descărcare cu lift.',
  budget: '1250',
  currency: 'EUR',
  urgent: false,
  needsInvoice: true,
  paymentDays: 30,
  weightKg: 12000,
  volumeM3: '40',
  truckTypes: ['tautliner'],
  status: 'published',
  createdAt: '2026-11-25T08:00:00Z',
  expiresAt: '2026-12-01T08:00:00Z',
  url: 'https://exchange.example/listings/FX-AB12CD',
});
/** A page of `count` listings. */
const pageOf = (count: number, headers?: Record<string, string>): Script => ({
  headers,
  head: '{"data":[',
  piece: `${LISTING},`,
  times: count - 1,
  tail: `${LISTING}],"hasMore":false,"nextCursor":null}`,
});

/** A function that runs a full garbage collection, got without the --expose-gc flag. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** This thread's heap and array buffers, in bytes. */
const used = () => {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

describe('bounded answers over a real socket', () => {
  it('refuses a 200,000-item page (about 90 MB) with answer_too_large, main’s memory growing by less than 50 MB', async () => {
    script = pageOf(200_000);
    const gc = collector();
    gc();
    const baseline = used();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, used())), 2);
    const error = await failure(client().get('/listings', { query: {} }));
    clearInterval(sampler);
    peak = Math.max(peak, used());
    expect(error.appError).toMatchObject({
      kind: 'answer_too_large',
      route: 'GET /listings',
      server: 'loopback',
    });
    expect(peak - baseline).toBeLessThan(50 * 1024 * 1024);
    // the rest was never read: the connection closed long before the 90 MB were written
    // (the server sees the close when its next write fails: waited for, at most 5 s, not a fixed time)
    for (let i = 0; i < 500 && !wrote.cut; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(wrote.cut).toBe(true);
    expect(wrote.bytes).toBeLessThan(60 * 1024 * 1024);
  });

  it('refuses a Content-Length over the limit, and one that lies low about a larger body', async () => {
    const big = pageOf(10_000); // about 4.5 MB
    script = { ...big, headers: { 'content-length': String(ANSWER_MAX_BYTES * 50) } };
    expect((await failure(client().get('/listings', { query: {} }))).appError.kind).toBe('answer_too_large');
    // a low Content-Length ends the body early for the HTTP parser: what arrives is not the API's JSON
    script = { ...big, headers: { 'content-length': '100' } };
    expect((await failure(client().get('/listings', { query: {} }))).appError.kind).toBe('server_error');
  });

  it('reads a chunked page without a length within the limit, and refuses one past it', async () => {
    script = pageOf(20);
    const page = await client().get('/listings', { query: {} });
    expect(page.data).toHaveLength(20);
    script = pageOf(5_000); // about 2.3 MB, in chunks, no length
    expect((await failure(client().get('/listings', { query: {} }))).appError.kind).toBe('answer_too_large');
  });

  it('refuses a page with more items than the limit asked for, and a list without paging past 100', async () => {
    script = pageOf(6);
    const error = await failure(client().get('/listings/mine', { query: { limit: 5 } }));
    expect(error.appError).toMatchObject({ kind: 'answer_too_large', route: 'GET /listings/mine' });
    expect(error.appError.message).toContain('6 items where at most 5');
    expect((await client().get('/listings/mine', { query: { limit: 6 } })).data).toHaveLength(6);
    script = pageOf(21);
    expect((await failure(client().get('/listings', { query: {} }))).appError.kind).toBe('answer_too_large');
    script = { head: `{"data":[${Array(101).fill('{"city":"Arad","country":"RO"}').join(',')}]}` };
    expect((await failure(client().get('/places', { query: { q: 'Ar' } }))).appError.kind).toBe(
      'answer_too_large',
    );
  });

  it('keeps the kind of an error status whose body is over the limit, without reading it', async () => {
    script = { ...pageOf(10_000), status: 503 };
    const error = await failure(client().get('/listings', { query: {} }));
    expect(error.appError).toMatchObject({ kind: 'server_error', status: 503 });
  });

  it('cuts texts longer than a screen shows, with a mark', async () => {
    const listing = { ...JSON.parse(LISTING), description: 'd'.repeat(10_000), fromCity: 'c'.repeat(1_000) };
    script = { head: JSON.stringify({ data: listing }) };
    const read = await client().getOne('/listings/{ref}', { path: { ref: 'FX-AB12CD' } });
    expect(read.description).toBe('d'.repeat(1_999) + '…');
    expect(read.fromCity).toBe('c'.repeat(199) + '…');
    script = { head: JSON.stringify({ data: [listing], hasMore: false, nextCursor: null }) };
    const [item] = (await client().get('/listings', { query: {} })).data;
    expect(item!.description).toBe('d'.repeat(1_999) + '…');
  });
});
