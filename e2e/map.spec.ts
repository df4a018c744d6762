/**
 * The map (docs/map.md §Tests): on Listings the Table/Map switch draws the page's rows as arrows whose
 * count and ends (`data-row`, `data-from`, `data-to`, renderer/shared/map/PageMap.tsx) match the rows;
 * hovering a row highlights its arrow and hovering an arrow its row; clicking an arrow opens the
 * listing. A listing's page draws its route, and with "Truck at" the empty run too, km written on
 * them. axe finds nothing serious in either theme; a screenshot per theme goes to docs/screenshots/.
 */
import { expect, test, type Page, openApp } from './fixtures';
import { seriousViolations } from './axe';
import { listingRows, placeTruck } from './screens';

// a cold host, the map's chunk and an axe run take seconds on a loaded 2-core machine: room for that
test.describe.configure({ timeout: 90_000 });

/** Opens Listings with its 20 rows and switches to the map (remembered: a fresh page starts on Table). */
async function openMap(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openApp(page, '/listings');
  await expect(listingRows(page)).toHaveCount(20, { timeout: 30_000 });
  await page.getByRole('radio', { name: 'Map' }).check();
  // the map's chunk (outlines of Europe) arrives with the first switch: room for a loaded machine
  await expect(page.getByTestId('page-map')).toBeVisible({ timeout: 30_000 });
}

/** The rows on screen: ref and the route as the table writes it ("Brașov, RO → Berlin, DE"). */
async function rowsOnScreen(page: Page): Promise<{ ref: string; route: string }[]> {
  return listingRows(page).evaluateAll((rows) =>
    rows.map((row) => ({
      ref: row.getAttribute('data-key') ?? '',
      route: row.querySelector('[data-column="route"]')?.textContent?.trim() ?? '',
    })),
  );
}

/** The arrows drawn: their row and ends. */
async function arrowsDrawn(page: Page): Promise<{ ref: string; route: string }[]> {
  return page
    .getByTestId('page-map')
    .locator('g[data-row]')
    .evaluateAll((arrows) =>
      arrows.map((arrow) => ({
        ref: arrow.getAttribute('data-row') ?? '',
        route: `${arrow.getAttribute('data-from')} → ${arrow.getAttribute('data-to')}`,
      })),
    );
}

/**
 * A point on the screen where the arrow of `ref` is the topmost thing (along its curve), to hover or
 * click it as a user would.
 */
async function pointOnArrow(page: Page, ref: string): Promise<{ x: number; y: number }> {
  /** The bits of SVGPathElement used here (the e2e project's types have no DOM library). */
  interface Curve {
    getTotalLength(): number;
    getScreenCTM(): unknown;
    getPointAtLength(length: number): { matrixTransform(matrix: unknown): { x: number; y: number } };
  }
  const point = await page
    .getByTestId('page-map')
    .locator(`g[data-row="${ref}"]`)
    .evaluate((group, key) => {
      const path = group.querySelector('path.map-arrow') as unknown as Curve | null;
      const matrix = path?.getScreenCTM();
      if (!path || !matrix) return null;
      const length = path.getTotalLength();
      for (const share of [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.15, 0.85]) {
        const at = path.getPointAtLength(length * share).matrixTransform(matrix);
        const hit = group.ownerDocument.elementFromPoint(at.x, at.y)?.closest('[data-row]');
        if (hit?.getAttribute('data-row') === key) return { x: at.x, y: at.y };
      }
      return null;
    }, ref);
  if (!point) throw new Error(`no free point on the arrow of ${ref}`);
  return point;
}

test('the arrows match the rows on screen: one per located row, from its loading to its unloading place', async ({
  page,
}) => {
  await openMap(page);
  const rows = await rowsOnScreen(page);
  const arrows = await arrowsDrawn(page);
  expect(rows).toHaveLength(20);
  // the demo's places are the gazetteer's: (nearly) every row is drawn
  expect(arrows.length).toBeGreaterThanOrEqual(15);
  expect(await page.getByTestId('page-map').getAttribute('data-arrows')).toBe(String(arrows.length));
  const byRef = new Map(rows.map((row) => [row.ref, row.route]));
  for (const arrow of arrows) expect(arrow.route, arrow.ref).toBe(byRef.get(arrow.ref));
  // a row without an arrow is named in the text alternative as "not on the map"
  const drawn = new Set(arrows.map((arrow) => arrow.ref));
  const caption = (await page.getByTestId('page-map').locator('figcaption').textContent()) ?? '';
  for (const row of rows) if (!drawn.has(row.ref)) expect(caption).toContain(`Not on the map:`);
  for (const row of rows) if (!drawn.has(row.ref)) expect(caption).toContain(row.ref);
  // loads sharing a loading place start from one dot that counts them
  const origins = await page
    .getByTestId('page-map')
    .locator('g[data-origin]')
    .evaluateAll((groups) => groups.map((group) => Number(group.getAttribute('data-count'))));
  expect(origins.reduce((sum, count) => sum + count, 0)).toBe(arrows.length);
  // the switch is remembered: a reload shows the map again
  await page.reload();
  await expect(page.getByTestId('page-map')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('radio', { name: 'Map' })).toBeChecked();
});

test('hovering a row highlights its arrow, hovering an arrow its row; clicking an arrow opens the listing', async ({
  page,
}) => {
  await openMap(page);
  const arrows = await arrowsDrawn(page);
  const first = arrows[0]!.ref;
  const second = arrows[arrows.length - 1]!.ref;

  await listingRows(page)
    .filter({ has: page.getByRole('rowheader', { name: first }) })
    .hover();
  await expect(page.locator(`[data-testid="page-map"] g[data-row="${first}"]`)).toHaveAttribute(
    'data-hot',
    'true',
  );

  const at = await pointOnArrow(page, second);
  await page.mouse.move(at.x, at.y);
  const row = page.locator(`[role="row"][data-key="${second}"]`);
  await expect(row).toHaveAttribute('data-map-hot', '');
  await expect(page.locator(`[data-testid="page-map"] g[data-row="${second}"]`)).toHaveAttribute(
    'data-hot',
    'true',
  );

  await page.mouse.click(at.x, at.y);
  await expect(page).toHaveURL(new RegExp(`#/listings/${second}`));
  await expect(
    page.getByRole('region', { name: 'Listing details' }).getByRole('heading', { name: second }),
  ).toBeVisible();
});

test("a listing's page draws its route, and with Truck at the empty run to its loading place", async ({
  page,
}) => {
  await openMap(page);
  const arrows = await arrowsDrawn(page);
  const { ref, route } = arrows[0]!;
  const [from, to] = route.split(' → ');

  await page.getByRole('radio', { name: 'Table' }).check();
  await listingRows(page)
    .filter({ has: page.getByRole('rowheader', { name: ref }) })
    .click();
  const map = page.getByRole('region', { name: 'Listing details' }).getByTestId('route-map');
  await expect(map).toBeVisible({ timeout: 30_000 });
  await expect(map.locator('g[data-leg]')).toHaveCount(1);
  const load = map.locator('g[data-leg="load"]');
  await expect(load).toHaveAttribute('data-from', from!);
  await expect(load).toHaveAttribute('data-to', to!);
  await expect(load.locator('text')).toHaveText(/^\d[\d,]* km$/);
  await expect(map.locator('figcaption')).toContainText(`Loaded from ${from} to ${to}:`);

  await page.getByRole('button', { name: 'Close details' }).click();
  await placeTruck(page);
  await listingRows(page)
    .filter({ has: page.getByRole('rowheader', { name: ref }) })
    .click();
  const withTruck = page.getByRole('region', { name: 'Listing details' }).getByTestId('route-map');
  await expect(withTruck.locator('g[data-leg]')).toHaveCount(2);
  const empty = withTruck.locator('g[data-leg="empty"]');
  await expect(empty).toHaveAttribute('data-from', 'Cluj-Napoca, RO');
  await expect(empty).toHaveAttribute('data-to', from!);
  await expect(empty).toHaveAttribute('data-km', /^\d+$/);
  await expect(empty.locator('text')).toHaveText(/^\d[\d,]* km$/);
  await expect(withTruck.locator('figcaption')).toContainText(`Empty run from Cluj-Napoca, RO to ${from}:`);
  // the labels read as text does at 1366 px, not at 5 px: each at least 12 CSS px tall as drawn (about 6 before)
  const heights = await withTruck
    .locator('text.map-label')
    .evaluateAll((labels) =>
      labels.map(
        (label) =>
          (label as unknown as { getBoundingClientRect(): { height: number } }).getBoundingClientRect()
            .height,
      ),
    );
  expect(heights.length).toBeGreaterThan(0);
  for (const height of heights) expect(height).toBeGreaterThanOrEqual(12);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the map in the ${theme} theme: nothing serious for axe; screenshot`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await openMap(page);
    await expect(page.getByTestId('page-map').locator('g[data-row]').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `docs/screenshots/map-${theme}.png` });
  });
}
