/**
 * The margin hint and the deadhead on the demo host: each row shows its budget against the estimated
 * cost in words; with "Truck at" set (a place from the look-up) the empty-run columns appear, counted
 * locally (places.deadhead) for the rows on screen.
 */
import { expect, test, openApp, rpc } from './fixtures';
import { listingRows } from './screens';

test('margin marks show, and Truck at adds the empty run to each row', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openApp(page, '/listings');
  await expect(listingRows(page)).toHaveCount(20);
  const grid = page.getByRole('grid', { name: 'Listings' });
  await expect(grid.getByRole('columnheader', { name: 'Margin' })).toBeVisible();
  await expect(grid.getByText(/^(Below|Within|Above) [+-]?\d+(\.\d)?%$/).first()).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Empty run', exact: true })).toHaveCount(0);

  const truckAt = page.getByRole('combobox', { name: 'Truck at' });
  await truckAt.fill('Cluj-Nap');
  await page
    .getByRole('option', { name: /Cluj-Napoca/ })
    .first()
    .click();
  await expect(truckAt).toHaveValue(/Cluj-Napoca/);

  await expect(grid.getByRole('columnheader', { name: 'Empty run', exact: true })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Budget/km with empty run' })).toBeVisible();
  // at least one row's loading place is known to the gazetteer: a km figure in the empty-run column
  const kmCells = listingRows(page).locator('[data-column="deadhead"]');
  await expect(kmCells.filter({ hasText: /^\d[\d,]* km$/ }).first()).toBeVisible();

  // axe: this state is a11y.spec.ts's walk entry “Listings with the truck placed” (both themes; issue 47 §3)
  // the new columns are at the grid's right end: bring them into the picture
  await grid.getByRole('columnheader', { name: 'Budget/km with empty run' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screenshots/listings.png' });
});

test.describe('in Romanian', () => {
  test.use({ locale: 'ro-RO' });

  // issue 50: a whole name in any language first (Praga is Prague, not a district of Warsaw), a name the
  // exchange does not know asked again under one it knows (Viena, Londra), a German name typed without
  // its umlaut (Muenchen); each option written in Romanian, and the empty run counted from it
  test('Truck at finds Praga, Viena, Londra and Muenchen, written in Romanian, the empty run fills, and a reload keeps it', async ({
    page,
  }) => {
    // the Romanian walk's laptop (issue 53, done when: Truck at after a reload, at 1366)
    await page.setViewportSize({ width: 1366, height: 768 });
    await openApp(page, '/listings');
    await expect(listingRows(page)).toHaveCount(20);
    const truckAt = page.getByRole('combobox', { name: 'Camionul este la' });
    const kmCells = listingRows(page).locator('[data-column="deadhead"]');
    for (const [typed, shown, exchange, country] of [
      ['Praga', 'Praga', 'Prague', 'Cehia'],
      ['Viena', 'Viena', 'Vienna', 'Austria'],
      ['Londra', 'Londra', 'London', 'Regatul Unit'],
      ['Muenchen', 'München', 'Munich', 'Germania'],
    ] as const) {
      await truckAt.fill(typed);
      const first = page.getByRole('option').first();
      await expect(first).toContainText(`${shown} (pe bursă: ${exchange})`);
      await expect(first).toContainText(country);
      await first.click();
      await expect(truckAt).toHaveValue(exchange);
      await expect(kmCells.filter({ hasText: /^\d[\d.]* km$/ }).first()).toBeVisible();
    }
    // the Romanian walk (issue 53 §3, done when): after a reload the truck is still in München, its empty
    // runs counted again under "Km goi"
    await page.reload();
    await expect(listingRows(page)).toHaveCount(20);
    await expect(page.getByRole('combobox', { name: 'Camionul este la' })).toHaveValue('Munich');
    await expect(
      page
        .getByRole('grid', { name: 'Încărcături' })
        .getByRole('columnheader', { name: 'Km goi', exact: true }),
    ).toBeVisible();
    await expect(kmCells.filter({ hasText: /^\d[\d.]* km$/ }).first()).toBeVisible();
  });
});

/** WCAG contrast ratio of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

for (const theme of ['light', 'dark'] as const) {
  test(`${theme} theme: good and bad deals read alike (each margin word at least 4.5:1 on the page)`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await openApp(page, '/listings');
    await expect(listingRows(page)).toHaveCount(20);
    // the first opaque background from the results up (the page's own, whichever element paints it);
    // browser code as text: the e2e specs are typed for Node, without the DOM's types
    const background = (await page.evaluate(`(() => {
      for (let at = document.querySelector('main'); at; at = at.parentElement) {
        const color = getComputedStyle(at).backgroundColor;
        if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
      }
      return 'rgb(255, 255, 255)';
    })()`)) as string;
    for (const mark of ['below', 'within', 'above'] as const) {
      // the colour of the class, on a probe of its own: it does not depend on this page's listings
      const color = (await page.evaluate(`(() => {
        const probe = document.createElement('span');
        probe.className = 'margin margin-${mark}';
        document.querySelector('main').append(probe);
        const value = getComputedStyle(probe).color;
        probe.remove();
        return value;
      })()`)) as string;
      expect(contrast(color, background), `${mark}: ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });
}

test('Truck at is still set after a reload, with its empty-run columns (issue 53 §3)', async ({ page }) => {
  await openApp(page, '/listings');
  await expect(listingRows(page)).toHaveCount(20);
  const truckAt = page.getByRole('combobox', { name: 'Truck at' });
  await truckAt.fill('Cluj-Nap');
  await page
    .getByRole('option', { name: /Cluj-Napoca/ })
    .first()
    .click();
  await expect(truckAt).toHaveValue(/Cluj-Napoca/);
  await page.reload();
  await expect(listingRows(page)).toHaveCount(20);
  await expect(page.getByRole('combobox', { name: 'Truck at' })).toHaveValue(/Cluj-Napoca/);
  const grid = page.getByRole('grid', { name: 'Listings' });
  await expect(grid.getByRole('columnheader', { name: 'Empty run', exact: true })).toBeVisible();
});

/** A figure as a Romanian cell writes it ("2.450 EUR", "1.480 km", "-420 EUR") as a number. */
const roFigure = (text: string) =>
  Number(
    text
      .replace(/[^\d,−-]/g, '')
      .replace(/[−]/g, '-')
      .replace(',', '.'),
  );

test('what a load earns my truck, in Romanian at 1366×768: profit by the sum, sorted across two pages, as a CSV', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openApp(page, '/settings');
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitemradio', { name: 'Română' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  const trucks = page.getByRole('region', { name: 'Camioanele mele' });
  await trucks.getByLabel('Camion', { exact: true }).fill('MS 12 ABC');
  await trucks.getByLabel('Cost pe km').fill('1,10');
  await trucks.getByRole('button', { name: 'Adaugă camionul' }).click();
  await expect(trucks.getByText('1,10 EUR/km')).toBeVisible();
  try {
    await openApp(page, '/listings');
    await expect(listingRows(page)).toHaveCount(20);
    const truckAt = page.getByRole('combobox', { name: 'Camionul este la' });
    await truckAt.fill('Cluj-Nap');
    await page
      .getByRole('option', { name: /Cluj-Napoca/ })
      .first()
      .click();
    const grid = page.getByRole('grid', { name: 'Încărcături' });
    await expect(grid.getByRole('columnheader', { name: /^Profit\/zi/ })).toBeVisible();
    await expect(
      listingRows(page).locator('[data-column="deadhead"]').filter({ hasText: /km$/ }).first(),
    ).toBeVisible();

    // every EUR row with its figures: profit = budget − 1.10 × (empty run + loaded km), to the whole EUR
    const rows = await listingRows(page).evaluateAll((all) =>
      all.map((row) => {
        const cell = (id: string) => row.querySelector(`[data-column="${id}"]`)?.textContent ?? '';
        return {
          budget: cell('budget'),
          empty: cell('deadhead'),
          loaded: cell('distance'),
          profit: cell('profit'),
        };
      }),
    );
    const eur = rows.filter(
      (row) => row.budget.endsWith('EUR') && row.empty.endsWith('km') && row.loaded.endsWith('km'),
    );
    expect(eur.length).toBeGreaterThan(0);
    for (const row of eur) {
      const sum = roFigure(row.budget) - 1.1 * (roFigure(row.empty) + roFigure(row.loaded));
      expect(Math.abs(roFigure(row.profit) - sum), JSON.stringify(row)).toBeLessThanOrEqual(1);
    }

    // sorted by profit per day among both pages read
    await page.getByRole('button', { name: 'Pagina următoare' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Pagina 2/ })).toBeVisible();
    await grid.getByRole('columnheader', { name: /^Profit\/zi/ }).click();
    await expect(page.getByText(/^Sortat după Profit\/zi între cele 40 de încărcături/)).toBeVisible();
    await expect(listingRows(page)).toHaveCount(40);
    // page 2's empty runs come after its rows, and the sort by profit per day reorders the rows when they
    // do: the list says it is busy until then (ResultsLayout's aria-busy)
    await expect(page.locator('div.list').filter({ has: grid })).not.toHaveAttribute('aria-busy', 'true');

    // Export CSV: the same rows, in the same order, UTF-8 with its BOM
    const shown = await listingRows(page).getByRole('rowheader').allTextContents();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportă CSV' }).click(),
    ]);
    const text = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFFCod,')).toBe(true);
    const refs = text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(refs).toEqual(shown.map((ref) => ref.match(/FX-[0-9A-Z]{6}/)?.[0]));

    // Drum spre casă: the truck based in Cluj-Napoca, from a load to Germany, a way back to Romania
    const [truck] = (await rpc<{ trucks: Record<string, unknown>[] }>(request, 'trucks.get')).value!.trucks;
    const [cluj] = (await rpc<Record<string, unknown>[]>(request, 'places.search', { q: 'Cluj-Napoca' }))
      .value!;
    const { truckAt: _at, ...saved } = truck!;
    await rpc(request, 'trucks.save', { ...saved, home: cluj });
    await openApp(page, '/listings?fromCountry=%22RO%22&toCountry=%22DE%22');
    await listingRows(page).first().click();
    const details = page.getByRole('region', { name: 'Detaliile încărcăturii' });
    await details.getByRole('button', { name: 'Drum spre casă' }).click();
    const tripHome = page.getByRole('region', { name: 'Drum spre casă' });
    await expect(tripHome.getByText(/^S-a(u)? citit \d+ (de )?pagin/)).toBeVisible();
    await expect(
      tripHome
        .getByRole('listitem')
        .filter({ hasText: /, RO, [\d.]+ km goi, profit / })
        .first(),
    ).toBeVisible();
  } finally {
    // the worker's other specs find no truck
    const mine = await rpc<{ trucks: { id: string }[] }>(request, 'trucks.get');
    for (const truck of mine.value?.trucks ?? []) await rpc(request, 'trucks.delete', { id: truck.id });
  }
});
