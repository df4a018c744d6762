/**
 * The app in a browser: the browser host (`electron/browser-host/cli.ts`, embedded sandbox, market
 * held still, settings in a fresh folder) opened on `#/listings` in headless Chromium, timed from
 * navigation start to the first result row visible (the app's own first frame with rows), in a new
 * browser context each time (no cache).
 * The page times itself (a small watcher script); the bench only asks it, over CDP.
 * The first load also starts the embedded sandbox and is reported on its own; the goal figure is the
 * median of the next five. Then 20 rows are clicked one after another: click (the release) to the frame that paints
 * the opened listing's panel (`.detail h2` showing the row). Every figure is also taken on the
 * yardstick page (./yardstick.ts) in the same run, its loads interleaved with the app's, so the report
 * can give each as a multiple of it. Also: the JavaScript `index.html` loads eagerly, gzipped.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../check-system';
import { startChild } from './child';
import { startYardstick } from './yardstick';

/**
 * The build measured: `DISPATCH_RENDERER_DIR` when set (the browser host serves that folder too: the
 * child inherits this process's environment), else `dist/renderer`.
 */
const RENDERER = process.env.DISPATCH_RENDERER_DIR ?? 'dist/renderer';

/** Builds the renderer (`npx vite build`) into RENDERER when it is missing or `rebuild` is set. */
export function ensureRenderer(rebuild = false): { built: boolean; builtAt: Date } {
  let built = false;
  if (rebuild || !existsSync(join(RENDERER, 'index.html'))) {
    const outDir = process.env.DISPATCH_RENDERER_DIR;
    const args = outDir ? ['vite', 'build', '--outDir', outDir, '--emptyOutDir'] : ['vite', 'build'];
    const result = spawnSync('npx', args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('npx vite build failed');
    built = true;
  }
  return { built, builtAt: statSync(join(RENDERER, 'index.html')).mtime };
}

/** The scripts `index.html` loads eagerly (entry and module preloads), their sizes in bytes. */
export interface EagerScripts {
  files: { file: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

/**
 * Reads `dist/renderer/index.html` and gzips (level 9) each script it loads at every start: its
 * scripts and module preloads. Not a screen's own chunks (the results table's, asked for when the app
 * opens on Listings).
 */
export function eagerScripts(): EagerScripts {
  const html = readFileSync(join(RENDERER, 'index.html'), 'utf8');
  const tags = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((m) => m[1]!);
  const files = [...new Set(tags)].map((src) => {
    const content = readFileSync(join(RENDERER, src.replace(/^\.?\//, '')));
    return { file: src, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  if (files.length === 0) throw new Error(`${RENDERER}/index.html loads no script`);
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** Cold loads to the first row and clicks to the panel, ms, for the app and for the yardstick. */
export interface BrowserFigures {
  /** The first load (the embedded sandbox starts behind it). */
  firstMs: number;
  /** The next loads, each in a new context. */
  loadsMs: number[];
  /** The yardstick's loads, each in a new context, interleaved with the app's. */
  yardstickLoadsMs: number[];
  /** Press on a row to the frame that paints its panel, one per row of the first page. */
  clicks: ClickTimes;
  /** The same on the yardstick page. */
  yardstickClicks: ClickTimes;
  /** Click "Map" to the arrows drawn, and when the map's chunk was fetched (docs/map.md §Measured). */
  map: MapTimes;
}

/**
 * What the page runs before its own scripts (CDP `Page.addScriptToEvaluateOnNewDocument`): at every
 * animation frame it looks for the first result row with a height, and keeps the moment it saw it
 * (`performance.now()`, ms from navigation start) in `window.__firstRowMs`. A string, not a function:
 * the page's CSP forbids evaluating one, and a bundler may rename what a function refers to.
 */
const FIRST_ROW_WATCHER = `(() => {
  const look = () => {
    const row = document.querySelector('table tbody tr');
    if (row !== null && row.getBoundingClientRect().height > 0) window.__firstRowMs = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/** How often the bench asks the page whether it saw the first row, ms (the page times itself). */
const ASK_EVERY_MS = 50;

/**
 * Opens `url` in a new page of `context` and resolves to ms from navigation start to the first row
 * visible. Only the Chrome DevTools Protocol is used, never Playwright's page helpers: those inject
 * Playwright's own script into the page, which takes the page's main thread while the app's modules
 * arrive (a Chromium trace shows it as one `EvaluateScript`; docs/benchmarks.md) and which no user's
 * page runs.
 * @throws Error when no row is seen within `timeoutMs`
 */
async function timeFirstRow(context: BrowserContext, url: string, timeoutMs = 30_000): Promise<number> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: FIRST_ROW_WATCHER });
  await cdp.send('Page.navigate', { url });
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS));
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: 'window.__firstRowMs',
      returnByValue: true,
    });
    if (typeof result.value === 'number') return result.value;
  }
  throw new Error(`no result row was visible on ${url} within ${timeoutMs} ms`);
}

/**
 * What the page runs before its own scripts to time presses (a string, as FIRST_ROW_WATCHER): at each
 * pointer press it notes what `selector`'s first match shows then (its text, or null when nothing
 * matches), at the release its time; when the document changes so that `selector` matches and shows
 * something else, the time from the release (the click) to the next animation frame (the one that
 * paints it) goes to `window.__pressesMs`. The listing panel's heading (`.detail h2`) showing another
 * listing, the page map's arrows (`g[data-row]`) appearing: one watcher for both.
 */
function pressWatcher(selector: string): string {
  return `(() => {
  window.__pressesMs = [];
  const shown = () => document.querySelector(${JSON.stringify(selector)})?.textContent ?? null;
  let pending = null;
  const check = () => {
    if (pending === null) return;
    const now = shown();
    if (now === null || now === pending.before) return;
    const pressed = pending.pressed;
    pending = null;
    requestAnimationFrame(() => window.__pressesMs.push(performance.now() - pressed));
  };
  addEventListener('pointerdown', (event) => {
    pending = { pressed: event.timeStamp, before: shown() };
  }, true);
  // a click is the release: time from it (the page may not answer before it)
  addEventListener('pointerup', (event) => {
    if (pending !== null) pending.pressed = event.timeStamp;
  }, true);
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
})();`;
}

type Cdp = Awaited<ReturnType<BrowserContext['newCDPSession']>>;

/** Asks the page for `expression` every ASK_EVERY_MS until it is a value; rejects after `timeoutMs`. */
async function waitForValue(cdp: Cdp, expression: string, timeoutMs: number): Promise<unknown> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (result.value !== undefined && result.value !== null) return result.value;
    await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS));
  }
  throw new Error(`the page never answered ${expression} within ${timeoutMs} ms`);
}

/** A page open for timing presses (openForPresses). */
interface PressPage {
  cdp: Cdp;
  /**
   * Presses the middle of what the page expression `box` finds (it scrolls the element into view and
   * returns `[x, y]`, or null while it is missing; waited for up to 15 s), as a hand does: a still
   * 150 ms, the pointer arrives, presses, lets go 60 ms later (CDP mouse events).
   */
  press(box: string): Promise<void>;
  /** Presses `box`, then waits up to `timeoutMs` for the page's time of press number `n` (from 1). */
  pressTimed(box: string, n: number, timeoutMs: number): Promise<boolean>;
  /** The page's times so far, ms (one per press answered), and the page closed. */
  finish(): Promise<number[]>;
  /** What the page shows, for an error message: its times, `selector`'s text and its URL's hash. */
  state(): Promise<string>;
}

/**
 * Opens `url` in a new page of `context` (1366 x 768) that times each press to `selector` showing
 * something new (pressWatcher), and resolves once its first result row is visible. `onRequest` hears
 * every URL the page asks for.
 * @throws Error when no row is seen within 30 s
 */
async function openForPresses(
  context: BrowserContext,
  url: string,
  selector: string,
  onRequest?: (url: string) => void,
): Promise<PressPage> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  const cdp = await context.newCDPSession(page);
  if (onRequest) {
    cdp.on('Network.requestWillBeSent', (event) => onRequest(event.request.url));
    await cdp.send('Network.enable');
  }
  await cdp.send('Page.enable');
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', {
    source: FIRST_ROW_WATCHER + pressWatcher(selector),
  });
  await cdp.send('Page.navigate', { url });
  await waitForValue(cdp, 'window.__firstRowMs', 30_000);
  const press = async (box: string) => {
    const [x, y] = (await waitForValue(cdp, box, 15_000)) as [number, number];
    // a still moment before each press, as between a dispatcher's clicks
    await new Promise((resolve) => setTimeout(resolve, 150));
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    await cdp.send('Input.dispatchMouseEvent', {
      type: 'mouseReleased',
      x,
      y,
      button: 'left',
      clickCount: 1,
    });
  };
  const times = async () =>
    (await cdp.send('Runtime.evaluate', { expression: 'window.__pressesMs', returnByValue: true })).result
      .value as number[];
  return {
    cdp,
    press,
    async pressTimed(box, n, timeoutMs) {
      await press(box);
      return waitForValue(cdp, `window.__pressesMs.length >= ${n} || null`, timeoutMs).then(
        () => true,
        () => false,
      );
    },
    async finish() {
      const result = await times();
      await page.close();
      return result;
    },
    async state() {
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: `JSON.stringify([window.__pressesMs, document.querySelector(${JSON.stringify(selector)})?.textContent, location.hash])`,
        returnByValue: true,
      });
      return String(result.value);
    },
  };
}

/** The page expression for PressPage.press: `element` (an expression) scrolled into view, and where to press it. */
function boxOf(element: string, { nearLeft = false } = {}): string {
  return `(() => {
    const element = ${element};
    if (!element) return null;
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    const box = element.getBoundingClientRect();
    return [box.x + ${nearLeft ? 'Math.min(box.width / 2, 40)' : 'box.width / 2'}, box.y + box.height / 2];
  })()`;
}

/** Click-to-panel times (from the release), ms, and how many presses opened nothing (each pressed again once). */
export interface ClickTimes {
  timesMs: number[];
  lost: number;
}

/**
 * Opens `url`, waits for its first row, then clicks the first cell of each of `count` rows in turn
 * and resolves to the click-to-panel times (`.detail h2` showing the row). A press that opens nothing
 * within 5 s is counted in `lost` and made again once.
 * @throws Error when a row is missing or a second press opens nothing either
 */
async function timeClicks(context: BrowserContext, url: string, count: number): Promise<ClickTimes> {
  const page = await openForPresses(context, url, '.detail h2');
  let lost = 0;
  for (let i = 0; i < count; i++) {
    const cell = boxOf(`document.querySelectorAll('table tbody tr')[${i}]?.querySelector('td')`, {
      nearLeft: true,
    });
    if (await page.pressTimed(cell, i + 1, 5_000)) continue;
    lost++;
    if (!(await page.pressTimed(cell, i + 1, 10_000)))
      throw new Error(`row ${i + 1}: no panel opened, pressed twice; the page: ${await page.state()}`);
  }
  return { timesMs: await page.finish(), lost };
}

/** Times of the page map (docs/map.md §Measured), ms, and what was fetched when. */
export interface MapTimes {
  /** Click "Map" to arrows painted, each after the map's chunk had loaded (Table then Map again). */
  timesMs: number[];
  /** The very first "Map": the chunk (d3-geo and the outlines) arrives behind it. */
  firstMs: number;
  /** Map chunks fetched before "Map" was first pressed (should be none), and after it. */
  chunkBefore: string[];
  chunkAfter: string[];
}

/** The map's chunk, as vite.config.ts names it (`assets/map-<hash>.js`). */
const MAP_CHUNK = /\/assets\/map-[^/]*\.js$/;

/** The page map's arrows (renderer/shared/map/PageMap.tsx), what "Map" is timed to. */
const MAP_DRAWN = '[data-testid="page-map"] g[data-row]';

/** The Table/Map switch's choice `value` (renderer/shared/map/PageMapArea.tsx), as a box to press. */
const switchTo = (value: 'map' | 'table') =>
  boxOf(`document.querySelector('.map-view-switch input[value="${value}"]')?.closest('label')`);

/**
 * Opens `url` (Listings, a page of 20), waits for its rows and the Table/Map switch, and notes whether
 * the map's chunk was fetched yet; presses "Map", waits for the arrows; then `count` times presses
 * "Table" and "Map" again, timing "Map" to the arrows painted (the same presses as timeClicks).
 * @throws Error when the switch or the arrows never show
 */
async function timeMap(context: BrowserContext, url: string, count: number): Promise<MapTimes> {
  const fetched: string[] = [];
  const page = await openForPresses(context, url, MAP_DRAWN, (request) => fetched.push(request));
  // the switch loads after the first reads; a still second after it, then: no map chunk yet
  await waitForValue(page.cdp, `document.querySelector('.map-view-switch') !== null || null`, 15_000);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const chunkBefore = fetched.filter((u) => MAP_CHUNK.test(u));
  if (!(await page.pressTimed(switchTo('map'), 1, 30_000)))
    throw new Error(`the first Map drew no arrows within 30 s; the page: ${await page.state()}`);
  const chunkAfter = fetched.filter((u) => MAP_CHUNK.test(u));
  for (let i = 1; i <= count; i++) {
    await page.press(switchTo('table'));
    await waitForValue(
      page.cdp,
      `document.querySelector('[data-testid="page-map"]') === null || null`,
      5_000,
    );
    if (!(await page.pressTimed(switchTo('map'), i + 1, 10_000)))
      throw new Error(`Map ${i + 1}: no arrows within 10 s; the page: ${await page.state()}`);
  }
  const [firstMs, ...timesMs] = await page.finish();
  return { firstMs: firstMs ?? NaN, timesMs, chunkBefore, chunkAfter };
}

/**
 * The yardstick page's own click to panel, ms (`clicks` rows, each in turn): for a section that gives its
 * figure as a multiple of it without running benchBrowser (the autocomplete's, when run alone).
 */
export async function yardstickClicks(clicks = 20): Promise<ClickTimes> {
  const yardstick = await startYardstick();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    return await inNewContext(browser, (context) => timeClicks(context, yardstick.url, clicks));
  } finally {
    await browser.close();
    await yardstick.close();
  }
}

/** In a new context of `browser`: `fn` with it, then the context closed. */
async function inNewContext<T>(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  fn: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext();
  try {
    return await fn(context);
  } finally {
    await context.close();
  }
}

/**
 * Starts the host and the yardstick; loads `#/listings` `1 + loads` times and the yardstick `loads`
 * times (interleaved, each in a new context); clicks 20 rows of each; opens the map 1 + 10 times
 * (docs/map.md §Measured); stops everything.
 */
export async function benchBrowser(loads = 5, clicks = 20): Promise<BrowserFigures> {
  const token = randomBytes(16).toString('hex');
  const settingsDir = mkdtempSync(join(tmpdir(), 'dispatch-bench-'));
  const host = await startChild(
    'electron/browser-host/cli.ts',
    ['--port', '0', '--sandbox-tick', '0', '--settings-dir', settingsDir],
    { env: { DISPATCH_HOST_TOKEN: token } },
  );
  const yardstick = await startYardstick();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const app = `${host.origin}/?token=${token}#/listings`;
  try {
    const firstMs = await inNewContext(browser, (context) => timeFirstRow(context, app));
    const loadsMs: number[] = [];
    const yardstickLoadsMs: number[] = [];
    for (let i = 0; i < loads; i++) {
      loadsMs.push(await inNewContext(browser, (context) => timeFirstRow(context, app)));
      yardstickLoadsMs.push(await inNewContext(browser, (context) => timeFirstRow(context, yardstick.url)));
    }
    const appClicks = await inNewContext(browser, (context) => timeClicks(context, app, clicks));
    const yardstickClicks = await inNewContext(browser, (context) =>
      timeClicks(context, yardstick.url, clicks),
    );
    const map = await inNewContext(browser, (context) => timeMap(context, app, 10));
    return { firstMs, loadsMs, yardstickLoadsMs, clicks: appClicks, yardstickClicks, map };
  } finally {
    await browser.close();
    await host.stop();
    await yardstick.close();
    rmSync(settingsDir, { recursive: true, force: true });
  }
}
