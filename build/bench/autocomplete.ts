/**
 * The place autocomplete in a browser (renderer/shared/places/PlaceField.tsx): the browser host
 * (embedded sandbox, market held still) opened on `#/cost-estimate` in headless Chromium; for each of
 * a set of distinct place queries (none cached), the time from the last keystroke to the first option
 * shown for that query (its matched part marked), in ms. It includes the field's 150 ms debounce, the
 * `places.search` round trip through the host and the render. The page times itself (KEYSTROKE_WATCHER),
 * as the cold load and the click are timed (./browser.ts): from the last keystroke's `keydown` event to the
 * animation frame that paints the options. Timed from Node with Playwright's `waitForFunction` polling
 * every frame, as it was before 26 Nov 2026, the figure also held Playwright's own script running on the
 * page's main thread at each frame and the DevTools round trips (docs/benchmarks.md §The latest full run).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../check-system';
import { startChild } from './child';

/** Queries as a dispatcher types them, each different (the field caches a query for the session). */
const AUTOCOMPLETE_QUERIES = [
  'bra',
  'cluj',
  'timis',
  'const',
  'iasi',
  'sibiu',
  'orad',
  'bacau',
  'pitest',
  'arad',
  'craio',
  'galat',
  'ploie',
  'suceav',
  'deva',
  'buzau',
  'targu',
  'alba',
  'zalau',
  'tulcea',
];

/** How often the bench asks the page whether it has painted the options, ms (the page times itself). */
const ASK_EVERY_MS = 50;

/**
 * What the page runs before its own scripts (a string: the page's CSP allows no `eval`): while
 * `window.__keystroke.wanted` names a query, each `keydown` notes its event time (so the last one counts),
 * and at every animation frame it looks for an option whose marked part is that query (accents and case
 * aside); the first frame that has one sets `window.__keystroke.ms`, ms from the last keystroke, and
 * clears `wanted`.
 */
const KEYSTROKE_WATCHER = `(() => {
  const state = { wanted: null, since: null, ms: null };
  window.__keystroke = state;
  const plain = (text) => text.normalize('NFD').replace(/\\p{M}/gu, '').toLowerCase();
  document.addEventListener('keydown', (event) => {
    if (state.wanted !== null) state.since = event.timeStamp;
  }, true);
  const look = () => {
    if (state.wanted !== null && state.since !== null) {
      for (const mark of document.querySelectorAll('[role="option"] mark')) {
        if (plain(mark.textContent || '') === state.wanted) {
          state.ms = performance.now() - state.since;
          state.wanted = null;
          state.since = null;
          break;
        }
      }
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/** Keystroke-to-options times in ms, one per query found; `missed`: queries that showed no option. */
export interface AutocompleteFigures {
  timesMs: number[];
  missed: string[];
}

/** Starts the host, types each query in the From place field, stops everything. */
export async function benchAutocomplete(queries = AUTOCOMPLETE_QUERIES): Promise<AutocompleteFigures> {
  const token = randomBytes(16).toString('hex');
  const settingsDir = mkdtempSync(join(tmpdir(), 'dispatch-bench-'));
  const host = await startChild(
    'electron/browser-host/cli.ts',
    ['--port', '0', '--sandbox-tick', '0', '--settings-dir', settingsDir],
    { env: { DISPATCH_HOST_TOKEN: token } },
  );
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await page.addInitScript(KEYSTROKE_WATCHER);
    await page.goto(`${host.origin}/?token=${token}#/cost-estimate`);
    const field = page.locator('#estimate-from');
    await field.waitFor({ timeout: 30_000 });
    const option = page.locator('[role="option"]').first();
    const timesMs: number[] = [];
    const missed: string[] = [];
    const ask = async (expression: string): Promise<unknown> =>
      (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value;
    for (const query of queries) {
      await field.fill('');
      await option.waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
      await field.focus();
      await ask(`window.__keystroke.wanted = ${JSON.stringify(query)}, window.__keystroke.ms = null`);
      await page.keyboard.type(query);
      // the page notes the time once this query's options are painted (the previous, shorter query's
      // options stay until the debounce ends, and never match it)
      const deadline = performance.now() + 5_000;
      let ms: unknown = null;
      while (ms === null && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS));
        ms = await ask('window.__keystroke.ms');
      }
      if (typeof ms === 'number') timesMs.push(ms);
      else missed.push(query);
    }
    return { timesMs, missed };
  } finally {
    await browser.close();
    await host.stop();
    rmSync(settingsDir, { recursive: true, force: true });
  }
}
