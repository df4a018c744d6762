/**
 * The margin hint and the deadhead on the demo host: each row shows its budget against the estimated
 * cost in words; with "Truck at" set (a place from the look-up) the empty-run columns appear, counted
 * locally (places.deadhead) for the rows on screen.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openApp } from './fixtures';
import { listingRows } from './screens';

test('margin marks show, and Truck at adds the empty run to each row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, '/listings');
  await expect(listingRows(page)).toHaveCount(20);
  const grid = page.getByRole('grid', { name: 'Listings' });
  await expect(grid.getByRole('columnheader', { name: 'Margin' })).toBeVisible();
  await expect(grid.getByText(/^(Below|Within|Above) estimate [+-]?\d+%$/).first()).toBeVisible();
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
  const kmCells = listingRows(page).locator('[role="gridcell"]:nth-last-child(2)');
  await expect(kmCells.filter({ hasText: /^\d[\d,]* km$/ }).first()).toBeVisible();

  const axe = await new AxeBuilder({ page }).analyze();
  const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // the new columns are at the grid's right end: bring them into the picture
  await grid.getByRole('columnheader', { name: 'Budget/km with empty run' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screenshots/listings.png' });
});
