/**
 * `npm run bench`'s `profit` section (docs/benchmarks.md §The latest full run; docs/api.md §What a load
 * earns): what the profit columns (Loaded km, Profit, Profit/day, shown while a current truck is set)
 * add to the Listings grid's render, in headless Chromium as the other browser figures.
 *
 * The page: the app's own `ListingsTable` (renderer/features/listings/components/ListingsTable.tsx, the
 * grid of Listings, a saved search's results and Loads back) in its providers (the app's query client,
 * a router, the app's i18n in English, the app's stylesheets), built by Vite in production mode into
 * `node_modules/.cache/dispatch-bench-profit/` as the yardstick page is (./yardstick.ts
 * `buildAndServe`): the bench imports nothing of the renderer. Its rows are the sandbox's first
 * listings (the first 5 pages of 20, read through the app's API client), each with its empty run from
 * Cluj-Napoca by the app's gazetteer (Truck at set in both cases, so only the truck differs). My trucks
 * is the query's data, set before each render: a truck at 1.10 EUR/km, or none. No other call is
 * answered (the page's transport fails every call: city names stay as the exchange writes them, the
 * same in both cases).
 *
 * A render: on an emptied page (emptied untimed, then two frames), the grid mounted with `rows` rows
 * inside React's `flushSync` (render, commit and effects), then the page's layout forced. Each is
 * timed twice: its wall time in the page (`performance.now()`, to 0.1 ms here) and the page's main
 * thread's CPU time over it (CDP `ThreadTime`), which a busy machine stretches much less than the wall
 * time (the goal is judged on it). The cases are interleaved (20 without, 20 with, 100 without, 100
 * with, over and over); each figure is a case's median. The yardstick, a bare React table of 20 rows
 * and 5 columns, is rendered the same way in the same page.
 */
import { join, resolve } from 'node:path';
import { createGazetteer } from '@dispatch/places/deadhead';
import { startSandbox } from '@dispatch/sandbox';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import type { Listing, ListingPage } from '../../shared/api/types';
import { createApiClient } from '../../electron/services/api/client';
import { CHROMIUM_ARGS, chromiumPath } from '../check-system';
import { median } from './report';
import { buildAndServe } from './yardstick';

/** Where the page's sources and build go (ignored by git with the rest of node_modules). */
const DIR = join('node_modules', '.cache', 'dispatch-bench-profit');

/** The rows of "every page read": 5 pages of 20. */
export const PROFIT_ROWS_READ = 100;

/** A page of listings. */
export const PROFIT_ROWS_PAGE = 20;

/** The renders of each case (the median is the figure). */
export const PROFIT_RENDERS = 15;

/** Where the truck is (Truck at), as the gazetteer's slug. */
const TRUCK_AT = 'cluj-napoca-cluj-ro';

/** A path the page's entry imports from the repository, absolute (Vite resolves it outside the page's root). */
const repo = (path: string) => JSON.stringify(resolve(path).replaceAll('\\', '/'));

/**
 * The page's entry (plain JavaScript, React's `createElement`): it renders one case when the bench asks
 * (`window.__clear(withTruck)`, a frame, then `window.__renderCase(rows)` → ms) and the yardstick
 * (`window.__renderYardstick()` → ms, after a clear).
 */
const MAIN_JS = `import { createElement as h, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from ${repo('renderer/app/queryClient.ts')};
import { initI18n } from ${repo('renderer/i18n/i18n.ts')};
import { resources } from ${repo('renderer/i18n/resources.ts')};
import { setTransport } from ${repo('renderer/shared/transport.ts')};
import { truckKeys } from ${repo('renderer/shared/trucks/myTrucks.ts')};
import { ListingsTable } from ${repo('renderer/features/listings/components/ListingsTable.tsx')};
import ${repo('renderer/styles.css')};
import ${repo('renderer/features/listings/components/listings.css')};

const { listings, deadhead } = window.__BENCH_DATA__;
const deadheadKm = new Map(deadhead);
const TRUCK = { id: 't1', name: 'B 01 BEN', costPerKm: 1.1, currency: 'EUR', kmPerDay: 600, home: null, truckAt: null };
const MINE = { trucks: [TRUCK], currentId: 't1', rate: { ronPerEur: 4.97, date: '2026-11-28' } };
const NONE = { trucks: [], currentId: null, rate: null };

setTransport(async () => ({ ok: false, error: { kind: 'unexpected', message: 'not in the bench page' } }));
const client = createQueryClient();
client.setQueryData(truckKeys.all, NONE);

const noop = () => undefined;
const yardRows = listings.slice(0, 20);
const yardColumns = ['ref', 'fromCity', 'toCity', 'budget', 'currency'];
let show = () => undefined;

function Bench() {
  const [shown, setShown] = useState({ key: 0, kind: 'none', rows: 0 });
  show = (next) => setShown((previous) => ({ ...next, key: previous.key + 1 }));
  useEffect(() => {
    window.__ready = true;
  }, []);
  if (shown.kind === 'grid')
    return h(ListingsTable, { key: shown.key, listings: listings.slice(0, shown.rows), onOpen: noop, deadheadKm });
  if (shown.kind === 'yardstick')
    return h('table', { key: shown.key },
      h('thead', null, h('tr', null, yardColumns.map((c) => h('th', { key: c }, c)))),
      h('tbody', null, yardRows.map((row) =>
        h('tr', { key: row.ref }, yardColumns.map((c) => h('td', { key: c }, String(row[c])))))));
  return null;
}

const router = createRouter({
  routeTree: createRootRoute({ component: Bench }),
  history: createMemoryHistory({ initialEntries: ['/'] }),
});
initI18n({ lng: 'en', resources })
  .then(() => router.load())
  .then(() => {
    createRoot(document.getElementById('root')).render(
      h(QueryClientProvider, { client }, h(RouterProvider, { router })),
    );
  });

/** Renders \`next\` synchronously and lays the page out; ms. */
function timed(next) {
  const started = performance.now();
  flushSync(() => show(next));
  void document.body.offsetHeight;
  return performance.now() - started;
}

/** Empties the page (untimed) and sets My trucks for the next render: the bench waits a frame after it. */
window.__clear = (withTruck) => {
  flushSync(() => show({ kind: 'none', rows: 0 }));
  client.setQueryData(truckKeys.all, withTruck ? MINE : NONE);
};
window.__renderCase = (rows) => timed({ kind: 'grid', rows });
window.__renderYardstick = () => timed({ kind: 'yardstick', rows: 20 });
window.__columns = () => [...document.querySelectorAll('[role="columnheader"]')].map((th) => th.textContent);
`;

/** The sandbox's first `count` listings (pages of 20, newest first) and each one's empty run from TRUCK_AT, km. */
async function benchRows(count: number) {
  const sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0 });
  try {
    const client = createApiClient({ baseUrl: sandbox.apiBaseUrl, getKey: async () => null, fetch });
    const listings: Listing[] = [];
    let cursor: string | undefined;
    while (listings.length < count) {
      const page = (await client.get('/listings', { query: { cursor } })) as ListingPage;
      listings.push(...page.data);
      if (!page.hasMore || !page.nextCursor) break;
      cursor = page.nextCursor;
    }
    const gazetteer = createGazetteer();
    const deadhead: [string, number | null][] = [];
    for (let start = 0; start < listings.length; start += 20) {
      const slice = listings.slice(start, start + 20);
      const { km } = gazetteer.deadhead({
        truckAt: TRUCK_AT,
        loadingPlaces: slice.map((listing) => ({ country: listing.fromCountry, city: listing.fromCity })),
      });
      slice.forEach((listing, index) => deadhead.push([listing.ref, km[index] ?? null]));
    }
    return { listings: listings.slice(0, count), deadhead };
  } finally {
    await sandbox.close();
  }
}

/** One case's renders, ms. */
export interface ProfitCase {
  rows: number;
  withTruck: boolean;
  /** Wall time of each render, ms, timed in the page. */
  timesMs: number[];
  /**
   * The page's main thread's CPU time over each render, ms (Chromium's `ThreadTime`, read over CDP
   * before and after: the call's own small cost is in it, as in the yardstick's). A busy machine
   * stretches the wall time by waiting; this much less.
   */
  cpuMs: number[];
  /** The grid's column titles in that case (the profit columns among them with the truck). */
  columns: string[];
}

/** What `benchProfitColumns` measured. */
export interface ProfitFigures {
  cases: ProfitCase[];
  /** The bare 20-row table's renders, ms: wall and the main thread's CPU. */
  yardstickMs: number[];
  yardstickCpuMs: number[];
}

/**
 * Renders the grid `renders` times in each case (a page of 20 and every page read, 100 rows; without
 * and with a current truck), interleaved, and the yardstick as often.
 * @throws Error when the page does not start, or a case shows no row
 */
export async function benchProfitColumns(renders = PROFIT_RENDERS): Promise<ProfitFigures> {
  const data = await benchRows(PROFIT_ROWS_READ);
  const page = await buildAndServe(DIR, MAIN_JS, [react()]);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const tab = await (await browser.newContext()).newPage();
    // the page's own functions, asked by expression (this file has no DOM types: it runs in Node)
    const inPage = <T>(expression: string) => tab.evaluate(expression) as Promise<T>;
    await tab.addInitScript({ content: `window.__BENCH_DATA__ = ${JSON.stringify(data)};` });
    await tab.goto(page.url);
    await tab.waitForFunction('window.__ready === true');
    const cases: ProfitCase[] = [PROFIT_ROWS_PAGE, PROFIT_ROWS_READ].flatMap((rows) =>
      [false, true].map((withTruck) => ({ rows, withTruck, timesMs: [], cpuMs: [], columns: [] })),
    );
    const yardstickMs: number[] = [];
    const yardstickCpuMs: number[] = [];
    // the page's main thread's CPU time (CDP Performance.getMetrics `ThreadTime`, s), ms
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Performance.enable');
    const threadMs = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const thread = metrics.find((metric) => metric.name === 'ThreadTime');
      if (!thread) throw new Error('Chromium gave no ThreadTime metric');
      return thread.value * 1000;
    };
    const frame = () => inPage('new Promise((done) => requestAnimationFrame(() => done(null)))');
    /** Empties the page and sets My trucks, untimed, then two frames (its layout and paint done). */
    const clear = async (withTruck: boolean) => {
      await inPage(`window.__clear(${withTruck})`);
      await frame();
      await frame();
    };
    /** Runs the page's render `expression`: its wall time (timed in the page) and the thread's CPU, ms. */
    const timed = async (expression: string) => {
      const before = await threadMs();
      const ms = await inPage<number>(expression);
      return { ms, cpuMs: (await threadMs()) - before };
    };
    // two rounds not counted: the page's code compiled and warmed in every case
    for (let round = -2; round < renders; round += 1) {
      for (const one of cases) {
        await clear(one.withTruck);
        const { ms, cpuMs } = await timed(`window.__renderCase(${one.rows})`);
        if (round >= 0) {
          one.timesMs.push(ms);
          one.cpuMs.push(cpuMs);
        }
        if (round === 0) {
          one.columns = await inPage<string[]>('window.__columns()');
          const shownRows = await inPage<number>('document.querySelectorAll(\'[role="row"]\').length - 1');
          if (shownRows !== one.rows)
            throw new Error(`the grid showed ${shownRows} rows, not ${one.rows} (truck: ${one.withTruck})`);
        }
      }
      await clear(false);
      const yard = await timed('window.__renderYardstick()');
      if (round >= 0) {
        yardstickMs.push(yard.ms);
        yardstickCpuMs.push(yard.cpuMs);
      }
    }
    return { cases, yardstickMs, yardstickCpuMs };
  } finally {
    await browser.close();
    await page.close();
  }
}

/**
 * The median render of `rows` rows without and with the truck, and what the profit columns add (the
 * difference of the medians), ms: of the wall time (`'timesMs'`) or of the main thread's CPU (`'cpuMs'`).
 */
export function profitCost(figures: ProfitFigures, rows: number, of: 'timesMs' | 'cpuMs') {
  const median_ = (withTruck: boolean) =>
    median(figures.cases.find((c) => c.rows === rows && c.withTruck === withTruck)?.[of] ?? []);
  const without = median_(false);
  const withTruck = median_(true);
  return { without, withTruck, added: withTruck - without };
}
