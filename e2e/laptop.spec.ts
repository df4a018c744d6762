/**
 * A dispatcher's laptop: on Listings with "Truck at" set, at 1366×768
 * (the most common laptop) and 1920×1080, in English and Romanian, every default column is in view
 * without scrolling sideways (route, dates, load, budget, margin, the empty run and the budget per km
 * with it, truck, payment term and flags), opening a listing never scrolls the grid sideways, the
 * frozen ref (with its marks) and route never cover each other or the dates, at least 16 result rows are above the fold, and the ref and the route
 * stay in view when the grid is scrolled sideways; and "Estimate this route" from a listing gives the
 * position its margin mark says (below, within or above the usual range). Columns are found by their
 * id (`data-column`), not their words, so both languages run the same checks.
 */
import { expect, test, type Page, openApp, rpc } from './fixtures';
import { isOtherRoute } from '../shared/domain/cost-estimate';
import { listingRows, placeTruck } from './screens';

/**
 * The columns that must be in view on the first row with "Truck at" set, by id: every default column
 * (renderer/features/listings/components/ListingsTable.tsx; the plain budget per km yields its place to
 * the one with the empty run), Truck and Flags included.
 */
const DECIDING_COLUMNS = [
  'ref',
  'route',
  'dates',
  'load',
  'budget',
  'margin',
  'deadhead',
  'perKmDeadhead',
  'truck',
  'payment',
  'flags',
];

/** The window sizes (CSS px) and UI languages each laptop check runs at (issue 19 §4). */
const SIZES = [
  [1366, 768],
  [1920, 1080],
] as const;
const LANGUAGES = ['en', 'ro'] as const;

/**
 * The size and language pairs a layout check runs at: only those that can change its verdict (issue 47).
 * At 1366×768, the tight laptop, both languages (a Romanian heading is longer, an English one may wrap
 * otherwise); at 1920×1080 only Romanian, the longer words: where they fit, the English ones fit too.
 */
const LAYOUTS = [
  [1366, 768, 'en'],
  [1366, 768, 'ro'],
  [1920, 1080, 'ro'],
] as const;

/**
 * Opens Listings and marks its first 10 rows seen (`seen.mark`, as opening each would), then loads the
 * screen again and waits for page 1's 20 rows and the 10 marks: a dispatcher's list always carries
 * some, and they arrive after the rows (their own read), so every check below runs with them.
 */
async function openWithSeenRows(page: Page): Promise<void> {
  await openApp(page, '/listings');
  await expect(listingRows(page)).toHaveCount(20);
  const refs = await listingRows(page)
    .getByRole('rowheader')
    .evaluateAll((cells) => cells.map((cell) => /FX-[0-9A-Z]{6}/.exec(cell.textContent ?? '')?.[0] ?? ''));
  expect((await rpc(page.request, 'seen.mark', { scope: 'opened', ids: refs.slice(0, 10) })).ok).toBe(true);
  await page.reload();
  await expect(listingRows(page)).toHaveCount(20);
  // the first row's name says its mark ("FX-AB12CD · seen", "… · văzută"), not the ref alone
  await expect(listingRows(page).first().getByRole('rowheader')).toHaveAccessibleName(
    /^FX-[0-9A-Z]{6} · \S+$/,
  );
}

/** Opens Listings in `language` (the app's own setting) and waits for page 1's 20 rows, 10 marked seen. */
async function openListings(page: Page, language: 'en' | 'ro'): Promise<void> {
  await page.addInitScript(`localStorage.setItem('dispatch.language', '${language}')`);
  await openWithSeenRows(page);
}

/** Opens Listings in `language`, with the truck placed in Cluj-Napoca. */
async function listingsWithTruck(page: Page, language: 'en' | 'ro'): Promise<void> {
  await openListings(page, language);
  await placeTruck(page);
  await expect(listingRows(page).first().locator('td[data-column="deadhead"]')).not.toHaveText('');
}

test('1366×768: the rows stay where they were first painted while the seen marks and the tools loaded after the first reads arrive', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.addInitScript(FIRST_ROW_TOP);
  // the marks are read after the rows: each used to widen its ref by its word, which wrapped the
  // headers and moved every row 17.5 px down (now a glyph in a slot every row keeps)
  await openWithSeenRows(page);
  // "Truck at" and "Save this search" arrive after the first reads (afterFirstReads.ts); once both are
  // there, nothing else is to come above the rows
  await expect(page.locator('#truck-at')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save this search' })).toBeEnabled();
  const [firstTop, top] = (await page.evaluate(
    '[window.__firstRowTop, document.querySelector("table tbody tr").getBoundingClientRect().top]',
  )) as [number, number];
  // a row moved under the pointer is a click on the wrong load
  expect(
    Math.abs(top - firstTop),
    `first row painted at ${firstTop} px, now at ${top} px`,
  ).toBeLessThanOrEqual(2);
});

for (const [width, height, language] of LAYOUTS) {
  test(`${width}×${height}, ${language}: the deciding columns in view, 16 rows above the fold, and with a listing open`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await listingsWithTruck(page, language);
    const first = listingRows(page).first();
    for (const column of DECIDING_COLUMNS) {
      const box = await first.locator(`[data-column="${column}"]`).boundingBox();
      expect(box, column).not.toBeNull();
      expect(box!.x, `${column} starts in view`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${column} ends in view`).toBeLessThanOrEqual(width);
    }
    const bottoms = await listingRows(page).evaluateAll((rows) =>
      rows.map(
        (row) =>
          (row as unknown as { getBoundingClientRect(): { bottom: number } }).getBoundingClientRect().bottom,
      ),
    );
    const aboveFold = bottoms.filter((bottom) => bottom <= height).length;
    expect(aboveFold, 'rows above the fold').toBeGreaterThanOrEqual(16);

    // with a listing open (issue 53 §8: Truck, Payment and the flags went off the right edge at 1366, the
    // budget per km with the empty run was cut mid-number): the route, dates, budget and empty run stay,
    // every column shown ends inside the list, no cell is cut
    await first.locator('[data-column="budget"]').click();
    await expect(page.locator('section.detail dl')).toBeVisible();
    const { listRight, cells } = await shownCells(page);
    for (const column of ['ref', 'route', 'dates', 'budget', 'deadhead', 'perKmDeadhead']) {
      expect(
        cells.some((cell) => cell.id === column),
        `${column} shown`,
      ).toBe(true);
    }
    expect(
      cells.filter((cell) => cell.right > listRight + 1).map((cell) => `${cell.id} ends at ${cell.right}`),
      `cells past the list's right edge (${listRight} px)`,
    ).toEqual([]);
    expect(
      cells.filter((cell) => cell.cut).map((cell) => `${cell.id}: ${cell.text}`),
      'cut cells',
    ).toEqual([]);
  });
}

/** Where each of the first row's cells `columns` starts and ends (CSS px), and whether its content is cut. */
async function cellBoxes(
  page: Page,
  columns: readonly string[],
): Promise<{ id: string; left: number; right: number; cut: boolean }[]> {
  return (await page.evaluate(`(() => {
    const row = document.querySelector('table.listings tbody tr[data-key]');
    return ${JSON.stringify(columns)}.map((id) => {
      const cell = row.querySelector('[data-column="' + id + '"]');
      const box = cell.getBoundingClientRect();
      return { id, left: box.left, right: box.right, cut: cell.scrollWidth > cell.clientWidth + 1 };
    });
  })()`)) as { id: string; left: number; right: number; cut: boolean }[];
}

/**
 * Every shown cell of the listings grid's header and first rows, with its right edge (CSS px) and
 * whether its content is cut (wider than its box; a long route's ellipsis is not, its whole words are
 * its title by design), and the right edge of the list that holds the grid.
 */
async function shownCells(page: Page): Promise<{
  listRight: number;
  cells: { id: string; right: number; cut: boolean; text: string }[];
}> {
  return (await page.evaluate(`(() => {
    const list = document.querySelector('.results .list').getBoundingClientRect();
    const cells = [];
    const rows = [document.querySelector('table.listings thead tr'),
      ...document.querySelectorAll('table.listings tbody tr[data-key]')].slice(0, 6);
    for (const row of rows) {
      for (const cell of row.querySelectorAll('[data-column]')) {
        if (getComputedStyle(cell).display === 'none') continue;
        const box = cell.getBoundingClientRect();
        cells.push({ id: cell.dataset.column, right: box.right, cut: cell.scrollWidth > cell.clientWidth + 1
          && (cell.querySelector('[title]') || {}).title !== (cell.textContent || '').trim(),
          text: (cell.textContent || '').slice(0, 40) });
      }
    }
    return { listRight: Math.min(list.right, window.innerWidth), cells };
  })()`)) as { listRight: number; cells: { id: string; right: number; cut: boolean; text: string }[] };
}

for (const language of LANGUAGES) {
  test(`1366×768, ${language}: opened rows, More filters and Truck at leave the frozen columns in line, nothing cut`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openListings(page, language);
    const scroller = page.locator('.results .list');
    const scrollLeft = () =>
      scroller.evaluate((element) => (element as unknown as { scrollLeft: number }).scrollLeft);
    // two rows opened (each says "seen" beside its ref), each closed with Escape: the focus goes back
    // to its row, which used to scroll the list 10 px sideways under the frozen columns
    for (const index of [0, 1]) {
      await listingRows(page).nth(index).locator('[data-column="budget"]').click();
      await expect(page.locator('section.detail dl')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(listingRows(page).nth(index)).toBeFocused();
    }
    await page.getByRole('button', { name: /^(More filters|Mai multe filtre)/ }).click();
    await placeTruck(page);
    // every column on: the grid is wider than the list, which can then scroll sideways
    await page.locator('.table-view > summary').click();
    for (const box of await page.locator('.table-view-panel input[type="checkbox"]').all()) await box.check();
    await page.locator('.table-view > summary').click();
    await listingRows(page).first().click();
    await expect(page.locator('section.detail dl')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(listingRows(page).first()).toBeFocused();
    expect(await scrollLeft(), 'the list is not scrolled sideways').toBe(0);
    await expect(listingRows(page).first().locator('[data-column="ref"] .ref-mark[title]')).toBeVisible();
    const [ref, route, dates] = await cellBoxes(page, ['ref', 'route', 'dates']);
    expect(ref!.cut, 'the ref and its marks fit their cell').toBe(false);
    expect(Math.abs(route!.left - ref!.right), 'the route starts where the ref ends').toBeLessThanOrEqual(1);
    expect(dates!.left, 'the dates start after the route').toBeGreaterThanOrEqual(route!.right - 1);
  });
}

/**
 * Notes where the first result row is painted the first time (its top, CSS px), in
 * `window.__firstRowTop`: a string, run before the app's scripts (the page's CSP allows no `eval`).
 */
const FIRST_ROW_TOP = `(() => {
  const look = () => {
    const row = document.querySelector('table tbody tr');
    if (row !== null && row.getBoundingClientRect().height > 0) window.__firstRowTop = row.getBoundingClientRect().top;
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

test('1366×768: scrolled sideways, each row keeps its ref and route in view', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await listingsWithTruck(page, 'ro');
  // every column on: the grid is wider than the laptop
  await page.locator('.table-view > summary').click();
  for (const box of await page.locator('.table-view-panel input[type="checkbox"]').all()) await box.check();
  await page.locator('.table-view > summary').click();
  const scroller = page.locator('.results .list');
  // the columns just switched on are drawn a moment later: scrolled once the grid is wider than the
  // list (a scroll sent before that is lost: the list cannot scroll yet)
  await expect
    .poll(() =>
      scroller.evaluate((element) => {
        const list = element as unknown as { scrollLeft: number };
        list.scrollLeft = 10_000;
        return list.scrollLeft;
      }),
    )
    .toBeGreaterThan(0);
  const first = listingRows(page).first();
  const listBox = (await scroller.boundingBox())!;
  for (const column of ['ref', 'route']) {
    const box = (await first.locator(`[data-column="${column}"]`).boundingBox())!;
    expect(box.x, `${column} stays at the left`).toBeGreaterThanOrEqual(listBox.x - 1);
    expect(box.x + box.width, `${column} stays in view`).toBeLessThanOrEqual(listBox.x + listBox.width);
  }
});

/** Every element of the panel whose content is wider than its box (a clipped value), as "tag: text". */
async function overflowingIn(page: Page, panel: string): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const found = [];
    for (const element of document.querySelector(${JSON.stringify(panel)}).querySelectorAll('*')) {
      if (getComputedStyle(element).display === 'inline') continue;
      // visually hidden text (.sr-only: a map's text alternative) is clipped on purpose, and unseen
      if (element.closest('.sr-only')) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        found.push(element.tagName + ': ' + (element.textContent || '').slice(0, 60));
      }
    }
    return found;
  })()`)) as string[];
}

for (const [width, height, language] of LAYOUTS) {
  test(`${width}×${height}, ${language}: the listing panel and a listing's offers reflow, nothing in them is clipped`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openListings(page, language);
    for (let index = 0; index < 5; index++) {
      await listingRows(page).nth(index).click();
      await expect(page.locator('section.detail dl')).toBeVisible();
      expect(await overflowingIn(page, 'section.detail'), `listing ${index + 1}`).toEqual([]);
    }

    await rpc(page.request, 'keys.useDemo', { account: 'shipper' });
    try {
      await openApp(page, '/desk/listings');
      await page.reload();
      const rows = page.locator('.my-listings-screen [role="row"][data-key]');
      await expect(rows.first()).toBeVisible();
      // the first of the shipper's listings that has offers
      const offers = page.locator('section.listing-offers [role="row"][data-key]');
      for (let index = 0; index < 10 && (await offers.count()) === 0; index++) {
        await rows.nth(index).click();
        // its page of offers, or (none yet) its sentence alone: an empty first page has no pager
        const settled = page
          .locator('section.listing-offers [role="status"], section.listing-offers p.empty')
          .first();
        await expect(settled).toBeVisible();
        await expect(settled).not.toHaveText(/Loading|Se încarcă/);
      }
      await expect(offers.first()).toBeVisible();
      expect(await overflowingIn(page, 'section.listing-offers'), 'offers panel').toEqual([]);
    } finally {
      await rpc(page.request, 'keys.remove');
    }
  });
}

test('an offer page is laid out like every other page: padded, and its heading says the offer once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await rpc(page.request, 'keys.useDemo', { account: 'carrier' });
  try {
    await openApp(page, '/offers/sent');
    await page.reload();
    const first = page
      .locator('.offers-sent-screen [role="row"][data-key], main [role="row"][data-key]')
      .first();
    await expect(first).toBeVisible();
    await first.click();
    const fields = page.locator('main dl').first();
    await expect(fields).toBeVisible();
    const main = (await page.locator('main').boundingBox())!;
    expect((await fields.boundingBox())!.x).toBeGreaterThanOrEqual(main.x + 8);
    // "Offer" is the page's title (h1); the offer's own heading is its price and listing
    await expect(page.locator('main h2').first()).toHaveText(/^[\d.,\s]+ (EUR|RON) offered on FX-/);
  } finally {
    await rpc(page.request, 'keys.remove');
  }
});

test('1366×768: moving through rows with the arrow keys never scrolls the grid sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await listingsWithTruck(page, 'en');
  // every column on: the grid is wider than the laptop
  await page.locator('.table-view > summary').click();
  for (const box of await page.locator('.table-view-panel input[type="checkbox"]').all()) await box.check();
  await page.locator('.table-view > summary').click();
  const scroller = page.locator('.results .list');
  const scrollLeft = () =>
    scroller.evaluate((element) => (element as unknown as { scrollLeft: number }).scrollLeft);
  await listingRows(page).first().locator('[data-column="budget"]').click();
  await page.keyboard.press('Escape'); // the click opened the listing: back to the list, its row focused
  await scroller.evaluate((element) => {
    (element as unknown as { scrollLeft: number }).scrollLeft = 300;
  });
  const before = await scrollLeft();
  expect(before).toBeGreaterThan(0);
  for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowDown');
  await expect(listingRows(page).nth(5)).toBeFocused();
  expect(await scrollLeft()).toBe(before);
});

type PageListing = {
  ref: string;
  fromCity: string;
  fromCountry: string;
  toCity: string;
  toCountry: string;
  distanceKm: number | null;
};

/** Page 1's routes the estimator measures otherwise, by ref: the listing's km and the estimate's. */
type Measured = Map<string, { listed: number | null; measured: number | null }>;

/**
 * The refs of page 1 (the demo host, no filter) whose route the estimator, asked by the listing's place
 * names, measures otherwise: the API names a listing's places by name only, and a name two places of a
 * country share is matched to the more populous one (docs/api.md §Cost estimate, docs/map.md), so that
 * estimate is of another route (about 5 % of Romanian picks in the sandbox's data). Told apart by the
 * road distance. The app sends those places by slug (places.routeSlugs), which the last step checks.
 */
async function refsMatchedElsewhere(page: Page): Promise<Measured> {
  matchedElsewhere ??= measureRoutes(page);
  return matchedElsewhere;
}
/** refsMatchedElsewhere's answer, asked once a worker (the demo's listings do not change). */
let matchedElsewhere: Promise<Measured> | undefined;

async function measureRoutes(page: Page): Promise<Measured> {
  const found = await rpc<{ data: PageListing[] }>(page.request, 'listings.search', {
    filters: {},
    cursor: null,
  });
  const elsewhere: Measured = new Map();
  for (const listing of found.value?.data ?? []) {
    const estimate = await rpc<{ distanceKm: number | null }>(page.request, 'costs.estimate', {
      fromCountry: listing.fromCountry,
      toCountry: listing.toCountry,
      from: listing.fromCity,
      to: listing.toCity,
    });
    const measured = estimate.value?.distanceKm ?? null;
    if (measured !== listing.distanceKm) elsewhere.set(listing.ref, { listed: listing.distanceKm, measured });
  }
  return elsewhere;
}

/**
 * The rows to open for the estimate check, from the page's margin cells: the first row of each mark
 * (below, within, above), and first of all a "within" more than 5% away from the estimate (the list
 * used to call those below or above while the estimator called them within). Rows whose ref is in
 * `skip` are left out.
 */
async function rowsToEstimate(
  page: Page,
  skip: ReadonlySet<string>,
): Promise<{ index: number; mark: string }[]> {
  const marks = await listingRows(page).evaluateAll(
    (rows, skipped) =>
      rows.map((row) => {
        const element = row as unknown as {
          querySelector(s: string): { className: string; textContent: string } | null;
        };
        const ref =
          (element.querySelector('[data-column="ref"]')?.textContent ?? '').match(/FX-[0-9A-Z]{6}/)?.[0] ??
          '';
        const mark = element.querySelector('[data-column="margin"] .margin');
        if (mark === null || skipped.includes(ref)) return null;
        const percent = Number((mark.textContent.match(/(\d+)\s*%/) ?? [])[1] ?? 0);
        return { mark: mark.className.replace(/^.*margin-/, ''), percent };
      }),
    [...skip],
  );
  const picked: { index: number; mark: string }[] = [];
  const pick = (test: (m: { mark: string; percent: number }) => boolean) => {
    const index = marks.findIndex((m, i) => m !== null && test(m) && !picked.some((p) => p.index === i));
    if (index >= 0) picked.push({ index, mark: marks[index]!.mark });
  };
  pick((m) => m.mark === 'within' && m.percent > 5);
  for (const mark of ['below', 'within', 'above'])
    pick((m) => m.mark === mark && !picked.some((p) => p.mark === mark));
  return picked;
}

// the agreement is the estimate's and the margin's, not the layout's: checked at the laptop's size only
for (const [width, height] of SIZES.slice(0, 1)) {
  for (const language of LANGUAGES) {
    test(`${width}×${height}, ${language}: the estimate opened from a listing agrees with the listing's margin`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await openListings(page, language);
      const elsewhere = await refsMatchedElsewhere(page);
      const picked = await rowsToEstimate(page, new Set(elsewhere.keys()));
      expect(picked.length, 'rows with a margin on page 1').toBeGreaterThan(0);
      for (const { index, mark } of picked) {
        await listingRows(page).nth(index).click();
        // the ref alone (a row opened before also has its seen mark beside it)
        const ref = (await listingRows(page).nth(index).locator('[data-column="ref"]').innerText()).match(
          /FX-[0-9A-Z]{6}/,
        )![0];
        const detail = page.locator('section.detail');
        await expect(detail.locator('h2').first()).toContainText(ref);
        // the list's mark in the panel is the row's
        await expect(detail.locator(`.margin.margin-${mark}`)).toBeVisible();
        await detail.locator('a[href*="cost-estimate?"]').click();
        await expect(page.locator('.estimate-position'), `${ref}: the estimator's position`).toHaveAttribute(
          'data-position',
          mark,
        );
        await expect(page.locator('.estimate-other-route')).toHaveCount(0);
        await page.goBack();
        await expect(listingRows(page)).toHaveCount(20);
      }
      // a listing whose place names the estimator, asked by name, matches elsewhere, off by more than
      // the note's 10 km and 10 % (isOtherRoute): opened from the listing, its places are sent by the
      // slugs of the ones on its route (places.routeSlugs), so the estimate measures the listing's
      // route (no note) and agrees with its margin
      const matchedByName = (ref: string) => {
        const route = elsewhere.get(ref);
        return route !== undefined && route.listed !== null && isOtherRoute(route.measured, route.listed);
      };
      const refs = await listingRows(page)
        .locator('[data-column="ref"]')
        .evaluateAll((cells) =>
          cells.map((cell) => (cell.textContent ?? '').match(/FX-[0-9A-Z]{6}/)?.[0] ?? ''),
        );
      const other = refs.findIndex(matchedByName);
      if (other >= 0) {
        const row = listingRows(page).nth(other);
        const mark = await row
          .locator('[data-column="margin"] .margin')
          .evaluate((element) => element.className.replace(/^.*margin-/, ''))
          .catch(() => null);
        await row.click();
        await expect(page.locator('section.detail h2').first()).toContainText(refs[other]!);
        await page.locator('section.detail a[href*="cost-estimate?"]').click();
        await expect(page.locator('.estimate-result')).toBeVisible();
        await expect(
          page.locator('.estimate-other-route'),
          `${refs[other]}: the listing's route`,
        ).toHaveCount(0);
        if (mark !== null) {
          await expect(page.locator('.estimate-position')).toHaveAttribute('data-position', mark);
        }
      }
    });
  }
}
