/**
 * The early paint (renderer/app/early/paintEarly.ts, docs/benchmarks.md §A faithful early paint): on a
 * plain start of Listings, page 1 is painted into the app's own first frame before the app's code has
 * run, and the app's first frame then replaces it in one step. Here the app's chunk is held back until
 * the paint is measured, so the two frames can be compared as a dispatcher sees them: the same rows,
 * words and boxes, no frame in between without rows, and a click on an early row opening that listing
 * once the app is there.
 */
import { expect, test, type Page } from '@playwright/test';
import { gotoApp } from './fixtures';

/** The app's chunk (vite.config.ts group `startup`), which the entry imports after the paint. */
const APP_CHUNK = /\/assets\/startup-[\w-]+\.js$/;

/**
 * Each result cell's text and box (CSS px, rounded to 0.1) in `table`, header cells first. A string
 * for the page (its CSP allows no `eval`): `cellsOf(table)`.
 */
const CELLS_OF = `(table) => [...table.querySelectorAll('th, td')].map((cell) => {
  const box = cell.getBoundingClientRect();
  const at = [box.x, box.y, box.width, box.height].map((figure) => Math.round(figure * 10) / 10);
  return cell.textContent + ' @ ' + at.join(',');
})`;

/**
 * Notes, at each animation frame from the first row on, how many result rows `#root` shows
 * (`window.__rowsByFrame`), and the cells of the app's first frame as it is painted
 * (`window.__appFirstCells`): later frames add what the app reads after it (seen loads, notes). Also
 * `window.__cellsOf(table)`.
 */
const WATCH_FRAMES = `(() => {
  const cellsOf = ${CELLS_OF};
  window.__cellsOf = cellsOf;
  const counts = [];
  window.__rowsByFrame = counts;
  const look = () => {
    const rows = [...document.querySelectorAll('#root table tbody tr')].filter((row) => row.getBoundingClientRect().height > 0);
    if (rows.length > 0 || counts.length > 0) counts.push(rows.length);
    const app = document.querySelector('#root > .app table');
    if (app !== null && window.__appFirstCells === undefined) window.__appFirstCells = cellsOf(app);
    if (app === null || counts.length < 3) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/** Holds the app's chunk until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The early paint on screen: its frame, with page 1's rows. */
const earlyFrame = (page: Page) => page.locator('#root > .early-frame:not([hidden])');
/** The app's own first frame. */
const appFrame = (page: Page) => page.locator('#root > .app');

for (const language of ['en', 'ro'] as const) {
  test(`${language}: page 1 painted before the app, then the app's frame over it with the same rows, words and boxes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.addInitScript(`localStorage.setItem('dispatch.language', '${language}')`);
    await page.addInitScript(WATCH_FRAMES);
    const release = await holdTheApp(page);
    await gotoApp(page, '/listings');

    await expect(earlyFrame(page).locator('table tbody tr')).toHaveCount(20);
    await expect(earlyFrame(page)).toHaveAttribute('data-language', language);
    await expect(page.locator('#root > .early-frame')).toHaveCount(1);
    const early = await page.evaluate(
      "window.__cellsOf(document.querySelector('#root > .early-frame table'))",
    );
    const earlyStatus = await earlyFrame(page).locator('.pager [role="status"]').textContent();

    release();
    await expect(appFrame(page).locator('table tbody tr')).toHaveCount(20);
    await expect(earlyFrame(page)).toHaveCount(0);
    expect(await page.evaluate('window.__appFirstCells')).toEqual(early);
    expect(await appFrame(page).locator('.pager [role="status"]').textContent()).toBe(earlyStatus);
    // never a frame without the rows between the paint and the app's first frame
    const counts = (await page.evaluate('window.__rowsByFrame')) as number[];
    expect(counts.length).toBeGreaterThan(2);
    expect(counts).toEqual(counts.map(() => 20));
  });
}

test('a row clicked on the early paint opens that listing once the app is there', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const release = await holdTheApp(page);
  await gotoApp(page, '/listings');
  const row = earlyFrame(page).locator('table tbody tr').nth(2);
  const ref = await row.getAttribute('data-key');
  expect(ref).toMatch(/^FX-/);
  await row.locator('td[data-column="route"]').click();
  // nothing answers before the app: the click waits for it
  await expect(page.locator('section.detail')).toHaveCount(0);

  release();
  await expect(page.locator('section.detail h2')).toContainText(ref!);
  await expect(page).toHaveURL(new RegExp(`#/listings/${ref}$`));
});

test("a press begun on an early row and released once the app's frame is there opens that listing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const release = await holdTheApp(page);
  await gotoApp(page, '/listings');
  const row = earlyFrame(page).locator('table tbody tr').nth(4);
  const ref = await row.getAttribute('data-key');
  const box = (await row.locator('td[data-column="route"]').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  // the app's frame replaces the paint while the button is still down
  await expect(appFrame(page).locator('table tbody tr').first()).toBeVisible();
  await expect(earlyFrame(page)).toHaveCount(0);
  await page.mouse.up();
  await expect(page.locator('section.detail h2')).toContainText(ref!);
});

test('a filtered start paints nothing early: the app starts as before', async ({ page }) => {
  const release = await holdTheApp(page);
  await gotoApp(page, '/listings?fromCountry=%22RO%22');
  // the app's chunk is held: had anything been painted, it would be on screen by now
  await page.waitForTimeout(1_000);
  await expect(earlyFrame(page)).toHaveCount(0);
  await expect(page.locator('#root table tbody tr:visible')).toHaveCount(0);
  release();
  await expect(appFrame(page).locator('table tbody tr').first()).toBeVisible();
});

/** The app's chunks the entry preloads (build/vite-early-paint.ts PRELOADS): the app's and the table's. */
const PRELOADED_CHUNK = /\/assets\/(startup|csp|listings-table)-[\w-]+\.js$/;

/** Notes when the early frame is first on screen (`window.__earlyShownMs`, ms from navigation). */
const WATCH_EARLY = `(() => {
  new MutationObserver((_records, observer) => {
    if (document.querySelector('#root > .early-frame:not([hidden])') === null) return;
    window.__earlyShownMs = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
})();`;

test("the app's chunks are asked for only once the paint is on screen (compiled sooner, they slowed it)", async ({
  page,
}) => {
  await page.addInitScript(WATCH_EARLY);
  await gotoApp(page, '/listings');
  await expect(appFrame(page).locator('table tbody tr').first()).toBeVisible();
  const { shown, asked } = await page.evaluate((source) => {
    const chunk = new RegExp(source);
    return {
      shown: (globalThis as unknown as { __earlyShownMs?: number }).__earlyShownMs ?? null,
      asked: performance
        .getEntriesByType('resource')
        .filter((entry) => chunk.test(new URL(entry.name).pathname))
        .map((entry) => ({ chunk: new URL(entry.name).pathname, at: entry.startTime })),
    };
  }, PRELOADED_CHUNK.source);
  expect(shown).not.toBeNull();
  expect(asked.map((entry) => entry.chunk.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual([
    '/assets/csp',
    '/assets/listings-table',
    '/assets/startup',
  ]);
  for (const entry of asked) expect(entry.at, entry.chunk).toBeGreaterThanOrEqual(shown!);
});
