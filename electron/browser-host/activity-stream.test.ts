import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityPush } from '../../shared/contract/activity';
import { CONTENT_SECURITY_POLICY } from '../shell/content-security';
import { ACTIVITY_STREAM_PATH, KEEP_ALIVE_MS } from './activity-stream';
import { startTestHost, type TestHost } from './testing';

let testHost: TestHost;
const listeners = new Set<(push: ActivityPush) => void>();

/** Tells every subscribed stream `push`, as the watch service does. */
const tell = (push: ActivityPush) => {
  for (const listener of listeners) listener(push);
};

const push = (unread: number, ids: string[] = []): ActivityPush => ({
  summary: {
    unread,
    unreadOffers: unread,
    newestSeq: unread,
    watch: {} as ActivityPush['summary']['watch'],
  },
  entries: ids.map((id, index) => ({
    id,
    seq: index + 1,
    type: 'offer.received',
    subject: { kind: 'offer', id },
    listingRef: 'FX-1',
    occurredAt: null,
    data: { note: 'a line\nbreak' },
    source: 'watch',
    seenAt: '2026-11-27T10:00:00.000Z',
    readAt: null,
  })),
});

/** The headers the app's page sends (renderer/shared/notify/activityFeed.ts). */
const pageHeaders = (extra: Record<string, string> = {}) =>
  testHost.pageHeaders({ accept: 'text/event-stream', ...extra });

interface Stream {
  req: ClientRequest;
  res: IncomingMessage;
  /** Everything received so far. */
  text: () => string;
  /** Resolves when the received text matches `pattern`. */
  until: (pattern: RegExp) => Promise<string>;
  ended: Promise<void>;
}

/** Opens the stream with `headers`; resolves once the answer's headers arrive. */
function open(headers: Record<string, string> = pageHeaders(), body = '{}'): Promise<Stream> {
  const url = new URL(ACTIVITY_STREAM_PATH, testHost.host.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers },
      (res) => {
        let received = '';
        const waiting: { pattern: RegExp; resolve: (text: string) => void }[] = [];
        const ended = new Promise<void>((done) => res.once('end', done));
        res.on('data', (chunk: Buffer) => {
          received += chunk.toString();
          for (const wait of waiting.splice(0)) {
            if (wait.pattern.test(received)) wait.resolve(received);
            else waiting.push(wait);
          }
        });
        resolve({
          req,
          res,
          text: () => received,
          until: (pattern) =>
            pattern.test(received)
              ? Promise.resolve(received)
              : new Promise((done) => waiting.push({ pattern, resolve: done })),
          ended,
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The pushes of a stream's text: each `data:` line's JSON. */
const pushesOf = (text: string): ActivityPush[] =>
  text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as ActivityPush);

/** Resolves once `condition` holds (the server's side of a socket event runs a moment later). */
async function eventually(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 200) throw new Error('the condition never held');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

beforeEach(async () => {
  testHost = await startTestHost({
    invoke: async () => ({ ok: true, value: null }),
    onActivity: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
});

afterEach(async () => {
  vi.useRealTimers();
  await testHost.close();
  listeners.clear();
});

describe('the activity stream', () => {
  it('answers an event stream with the security headers, subscribed before the headers go out', async () => {
    const stream = await open();
    expect(stream.res.statusCode).toBe(200);
    expect(stream.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers['cache-control']).toBe('no-store');
    expect(stream.res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(stream.res.headers['x-frame-options']).toBe('DENY');
    // the page re-reads the summary when the headers arrive: a push told then must reach it
    expect(listeners.size).toBe(1);
    expect(stream.text()).toBe('');
    stream.req.destroy();
  });

  it('writes each push as one data line of its JSON, in the order told', async () => {
    const stream = await open();
    tell(push(1, ['offer.received:a']));
    tell(push(0));
    const text = await stream.until(/"unread":0/);
    expect(text.split('\n\n').filter(Boolean)).toHaveLength(2);
    expect(pushesOf(text)).toEqual([push(1, ['offer.received:a']), push(0)]);
    stream.req.destroy();
  });

  it('tells every open stream (two tabs)', async () => {
    const [first, second] = [await open(), await open()];
    tell(push(3));
    expect(pushesOf(await first.until(/\n\n/))).toEqual([push(3)]);
    expect(pushesOf(await second.until(/\n\n/))).toEqual([push(3)]);
    first.req.destroy();
    second.req.destroy();
  });

  it('drops the listener when the page goes', async () => {
    const stream = await open();
    expect(listeners.size).toBe(1);
    stream.req.destroy();
    await eventually(() => listeners.size === 0);
    expect(() => tell(push(1))).not.toThrow();
  });

  it('writes a keep-alive comment every 25 s while nothing is told', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stream = await open();
    vi.advanceTimersByTime(KEEP_ALIVE_MS - 1);
    vi.advanceTimersByTime(1);
    await stream.until(/: keep-alive\n\n/);
    vi.advanceTimersByTime(KEEP_ALIVE_MS);
    const text = await stream.until(/(: keep-alive\n\n){2}/);
    expect(text).toBe(': keep-alive\n\n'.repeat(2));
    expect(pushesOf(text)).toEqual([]);
    stream.req.destroy();
  });

  it('ends the open streams when the host closes, so closing never waits on a page', async () => {
    const stream = await open();
    await testHost.host.close();
    await stream.ended;
    expect(listeners.size).toBe(0);
    // afterEach closes again: a closed Fastify answers at once
  });

  it.each([
    ['no token', 403, { 'x-dispatch-token': '' }],
    ['another token', 403, { 'x-dispatch-token': 'f'.repeat(32) }],
    ['no call marker', 403, { 'x-dispatch-call': '0' }],
    ['another origin', 403, { origin: 'http://evil.example' }],
    ['a cross-site fetch', 403, { 'sec-fetch-site': 'cross-site' }],
    ['a text/plain body', 415, { 'content-type': 'text/plain' }],
    ['another Host', 421, { host: 'evil.example' }],
  ])('refuses a request with %s (%i) and subscribes nothing', async (_what, status, extra) => {
    const stream = await open(pageHeaders(extra));
    await stream.ended;
    expect(stream.res.statusCode).toBe(status);
    expect(stream.res.headers['content-type']).not.toContain('text/event-stream');
    expect(listeners.size).toBe(0);
  });
});
