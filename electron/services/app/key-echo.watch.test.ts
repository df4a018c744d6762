/**
 * A server that quotes the key back in what the watch reads gets nothing of it into the local
 * database (docs/api.md §Keys and environments): a loopback server puts the key in a listing's texts
 * and stage, an offer's message, id and carrier, a free vehicle's cities and a carried load's stage;
 * the watch runs its passes through the real client and the real app services (the schedule on a
 * manual clock), tells the changes, and the database's files, read as raw bytes while it is open and
 * after it is closed, hold no run of 8 characters of the key. The offers also carry the key in the
 * forms a server may echo (docs/architecture.md §Security): upper-cased, hex, base64, base64url,
 * percent-encoded wholly or in part, backwards; no run of 12 of any of them is found either.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityOutputs } from '../../../shared/contract/activity';
import { createManualClock, runWatchUntil } from '../manual-clock';
import { encodedForms } from '../keys/scrub';
import { invokeCall } from './invoke';
import { runsOfKey as runsOf, startKeyEcho, type KeyEcho } from './key-echo.testing';
import type { AppServices } from './services';

const KEY = 'test_fx_' + 'Jd3Qm8Wv1Rz6Tc9Lx4Nb7Hs2Kp5Gy0Ue';
const BARE = KEY.slice('test_fx_'.length);
const MARK = `[key …${KEY.slice(-4)}]`;
const T0 = Date.UTC(2026, 10, 25, 8, 0, 0);
const MINUTE = 60_000;

/** Every run of 8 characters of the key in `text`. */
const runsOfKey = (text: string) => runsOf(KEY, text);

/** The forms of `key` the hostile server echoes, besides the key itself. */
function formsOf(key: string) {
  const bytes = Buffer.from(key);
  return {
    upper: key.toUpperCase(),
    hex: bytes.toString('hex'),
    base64: Buffer.concat([Buffer.from('u:'), bytes]).toString('base64'),
    base64url: Buffer.concat([Buffer.from('x'), bytes]).toString('base64url'),
    percent: [...bytes].map((b) => `%${b.toString(16).toUpperCase()}`).join(''),
    somePercent: [...key].map((c, i) => (i % 3 === 0 ? `%${c.charCodeAt(0).toString(16)}` : c)).join(''),
    reversed: [...key].reverse().join(''),
  };
}
/** Every run of 12 (but the first and last 2 characters) of a form of the key in `text`, any case. */
function runsOfForms(text: string): string[] {
  const lower = text.toLowerCase();
  return [...Object.values(formsOf(KEY)), ...encodedForms(KEY)]
    .flatMap((form) =>
      Array.from({ length: Math.max(0, form.length - 16) }, (_, i) =>
        form.slice(i + 2, i + 14).toLowerCase(),
      ),
    )
    .filter((run) => lower.includes(run));
}

/** The app folder's files (the database, its -wal and -shm among them), each as raw bytes read as Latin-1. */
function filesOf(dir: string): { name: string; text: string }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => ({
      name: entry.name,
      text: readFileSync(join(entry.parentPath, entry.name)).toString('latin1'),
    }));
}

let echo: KeyEcho;
let services: AppServices;
let dir: string;
/** After the baselines: the server's lists change, each change carrying the key. */
let changed = false;
const clock = createManualClock(T0);
const run = (ms: number) => runWatchUntil(clock, services.watch.engine()!, clock.now() + ms);

/** What the hostile server answers for `path`, given the key the request carried. */
function answer(path: string, key: string): unknown {
  const page = (data: unknown[]) => ({ data, hasMore: false, nextCursor: null });
  const at = '2026-11-25T07:00:00.000Z';
  if (path === '/v1/listings/mine') {
    return page([
      {
        ref: 'FX-7K2M9Q',
        status: 'published',
        createdAt: at,
        fromCity: `Cluj ${key}`,
        toCity: `Wien ${BARE}`,
        description: `Call with ${key}`,
        transportStage: changed ? `loading ${key}` : null,
      },
    ]);
  }
  if (path === '/v1/listings/FX-7K2M9Q/offers') {
    const offer = {
      id: `offer-${key}`,
      listingRef: 'FX-7K2M9Q',
      status: 'sent',
      price: '1200',
      currency: 'EUR',
      createdAt: '2026-11-25T08:05:00.000Z',
      updatedAt: '2026-11-25T08:05:00.000Z',
      message: `Reach me with ${key} ${Object.values(formsOf(key)).join(' ')}`,
      carrier: { name: `Trans ${key.slice(8)} ${formsOf(key).base64}` },
    };
    return page(changed ? [offer] : []);
  }
  if (path === '/v1/offers/mine') {
    return page([
      {
        id: 'mine-1',
        listingRef: 'FX-AB12CD',
        status: changed ? 'accepted' : 'sent',
        price: '900',
        currency: 'EUR',
        createdAt: at,
        updatedAt: at,
        message: `My key is ${key} ${formsOf(key).somePercent}`,
        carrier: { name: `Me ${key} ${formsOf(key).reversed} ${formsOf(key).upper}` },
      },
    ]);
  }
  if (path === '/v1/listings/FX-AB12CD') {
    return {
      data: {
        ref: 'FX-AB12CD',
        status: 'published',
        createdAt: at,
        transportStage: changed ? `in transit ${key}` : `loaded ${key}`,
      },
    };
  }
  if (path === '/v1/vehicles/mine') {
    return page([
      {
        id: 'vehicle-1',
        createdAt: at,
        fromCity: `Arad ${BARE}`,
        toCity: key,
        requestCount: changed ? 3 : 1,
      },
    ]);
  }
  return page([]);
}

beforeAll(async () => {
  echo = await startKeyEcho({
    key: KEY,
    watchClock: clock,
    handle: (request, response, key) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': `req-${key}` });
      response.end(JSON.stringify(answer(path, key)));
    },
  });
  ({ services, dir } = echo);
}, 30_000);

afterAll(() => echo.close());

describe('a server that echoes the key to the watch', () => {
  it('tells its changes, and the database files hold no run of the key, open or closed', async () => {
    await services.watch.start();
    await run(10 * MINUTE); // the baselines of every source
    changed = true;
    await run(10 * MINUTE); // the changes: a stage, an offer received, my offer accepted, requests
    const told = services.watch.log().newestSeq();
    await run(10 * MINUTE); // once more, the carried load read too: a page quoting the key is no news
    expect(services.watch.log().newestSeq()).toBe(told);
    expect(echo.echoed(), 'the watch sent the key, and it was echoed').toBeGreaterThan(10);

    const list = await invokeCall(services.handlers, 'activity.list', {});
    if (!list.ok) throw new Error(JSON.stringify(list.error));
    const entries = (list.value as ActivityOutputs['activity.list']).entries;
    expect(entries.map((entry) => entry.type).sort()).toEqual([
      'listing.stage_changed',
      'offer.accepted',
      'offer.received',
      'vehicle.request_received',
    ]);
    expect(JSON.stringify(entries)).toContain(MARK);

    const open = filesOf(dir);
    expect(open.map((file) => file.name)).toContain('dispatch.sqlite3-wal');
    for (const file of open) expect(runsOfKey(file.text), file.name).toEqual([]);
    for (const file of open) expect(runsOfForms(file.text), file.name).toEqual([]);
    await services.close();
    const closed = filesOf(dir);
    expect(closed.map((file) => file.name)).toContain('dispatch.sqlite3');
    for (const file of closed) expect(runsOfKey(file.text), file.name).toEqual([]);
    for (const file of closed) expect(runsOfForms(file.text), file.name).toEqual([]);
  }, 60_000);
});
