/**
 * A working day in one window (the app stays open all day: README.md): navigations and pages on a private
 * lab host while the sandbox's clock moves on and its market steps, then the page's JS heap, DOM nodes and
 * event listeners (Chrome DevTools Protocol `Performance.getMetrics`, after a forced garbage collection) are
 * compared with what they were after a warm-up lap (every screen's chunk loaded): heap growth under 2 MB
 * plus 36 KB a step (20 MB at 500 steps), at most 60 more DOM nodes and 10 more listeners (the screen
 * in a different moment of its life; measured at 500 steps: +15 nodes, +0 listeners, +1.9 MB).
 *
 * In `npm test` it takes `E2E_LONG_SESSION_STEPS` steps, 40 by default: a listener left behind by each
 * navigation, or a list of rows kept in the page, is past its allowance within 40 steps (seen failing with
 * such a leak planted, 29 Nov 2026). The full day, 500 steps, is a benchmark: `npm run bench`'s
 * `session` section (build/bench/session.ts) runs this spec with 500 (issue 47).
 */
import { expect, test, type CDPSession, type Page } from './fixtures';
import { e2eHosts } from './hosts';
import { startPrivateLab, type PrivateLab } from './private-lab';
import { listingRows } from './screens';

/** Steps of the day after the warm-up: 40 in `npm test`, 500 in `npm run bench`. */
const STEPS = Number(process.env.E2E_LONG_SESSION_STEPS ?? 40);
let lab: PrivateLab;

// its own sandbox: the day's clock and market moves must not reach the other specs' lab
test.beforeAll(async () => {
  test.setTimeout(150_000);
  lab = await startPrivateLab(e2eHosts.sandbox.port + 24);
});

test.afterAll(async () => {
  await lab?.close();
});
/** Heap growth allowed, in bytes: 2 MB, and 36 KB a step. */
const HEAP_GROWTH_MAX = 2 * 1024 * 1024 + STEPS * 36 * 1024;
/** DOM nodes and event listeners the page may hold more after the day than after the warm-up. */
const NODES_MORE_MAX = 60;
const LISTENERS_MORE_MAX = 10;

interface Metrics {
  heap: number;
  nodes: number;
  listeners: number;
}

async function measure(cdp: CDPSession): Promise<Metrics> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? NaN;
  return { heap: value('JSHeapUsedSize'), nodes: value('Nodes'), listeners: value('JSEventListeners') };
}

/** The navigation's links, by their router path (hrefs end in `#/<path>`). */
function navLink(page: Page, path: string) {
  return page.getByRole('navigation').locator(`a[href$="#${path}"]`);
}

/**
 * Back to Listings from the nav, and waits until its grid shows a page of rows: the counts are taken on
 * the same screen each time. (Waiting for a status that is not "Loading" alone took one from the screen
 * being left, on a loaded machine: 1,746 nodes "more", the whole grid.)
 */
async function showListings(page: Page): Promise<void> {
  await navLink(page, '/listings').click();
  await expect(page.locator('main h1')).toHaveText('Listings');
  await expect(listingRows(page).first()).toBeVisible();
  await expect(page.getByRole('status').first()).toHaveText(/^Page \d+ · /);
}

const SCREENS = ['/vehicles', '/cost-estimate', '/inbox', '/desk/listings', '/events', '/settings'];

/** One step of the day: step `i` visits a screen, or pages through Listings. */
async function step(page: Page, i: number): Promise<void> {
  const status = page.getByRole('status').first();
  switch (i % 4) {
    case 0:
      await navLink(page, '/listings').click();
      await expect(page.locator('main h1')).toHaveCount(1);
      break;
    case 1: {
      const next = page.getByRole('button', { name: 'Next page' });
      if ((await next.count()) > 0 && (await next.getAttribute('aria-disabled')) !== 'true') {
        await next.click();
        await expect(status).not.toHaveText(/Loading/);
      }
      break;
    }
    case 2: {
      const previous = page.getByRole('button', { name: 'Previous page' });
      if ((await previous.count()) > 0 && (await previous.getAttribute('aria-disabled')) !== 'true') {
        await previous.click();
      }
      break;
    }
    default:
      await navLink(page, SCREENS[Math.floor(i / 4) % SCREENS.length]!).click();
      await expect(page.locator('main h1')).toHaveCount(1);
  }
}

test(`${STEPS} navigations and pages through a moving day: no heap, DOM or listener growth`, async ({
  page,
}) => {
  // 500 steps: about 3 min alone on 2 cores, 4-8 min with a second CI run on the same machine
  test.setTimeout(60_000 + STEPS * 1_400);
  await page.goto(lab.url('/listings'));
  await expect(page.getByRole('status').first()).toHaveText(/^Page 1 · /);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');

  // warm-up lap: every screen's chunk loaded, caches filled once (48 steps visit each screen twice)
  for (let i = 0; i < 48; i += 1) await step(page, i);
  await showListings(page);
  const before = await measure(cdp);

  for (let i = 0; i < STEPS; i += 1) {
    if (i % 50 === 25 || (STEPS < 50 && i === Math.floor(STEPS / 2))) {
      // an hour of the day passes; the market moves
      await lab.advanceClock(3600);
      await lab.stepMarket();
    }
    await step(page, i);
  }
  await showListings(page);
  const after = await measure(cdp);

  console.log(
    `long session (${STEPS} steps): heap ${(before.heap / 1e6).toFixed(1)} -> ${(after.heap / 1e6).toFixed(1)} MB, ` +
      `DOM nodes ${before.nodes} -> ${after.nodes}, listeners ${before.listeners} -> ${after.listeners}`,
  );
  expect(after.heap - before.heap).toBeLessThan(HEAP_GROWTH_MAX);
  expect(after.nodes - before.nodes).toBeLessThanOrEqual(NODES_MORE_MAX);
  expect(after.listeners - before.listeners).toBeLessThanOrEqual(LISTENERS_MORE_MAX);
});
