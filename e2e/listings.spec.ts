import { expect, type Page, test } from '@playwright/test';
import { openApp } from './fixtures';

/** The refs shown in the results table, in order (the first cell of each body row). */
async function visibleRefs(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Listings' });
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('td, th')?.textContent?.trim() ?? ''));
}

test('a new user searches freight from RO to DE, pages fast and opens a listing', async ({ page }) => {
  await openApp(page);
  await expect(page.getByText('Demo sandbox')).toBeVisible();

  await page.getByLabel('Category').selectOption('freight');
  await page.getByLabel('From country').selectOption('RO');
  await page.getByLabel('To country').selectOption('DE');
  await page.getByRole('button', { name: 'Search' }).click();

  const status = page.getByRole('status');
  await expect(status).toHaveText(/^Page 1 · 20 listings/);
  const seen = new Set(await visibleRefs(page));

  const next = page.getByRole('button', { name: 'Next page' });
  for (const pageNumber of [2, 3, 4]) {
    await next.click(); // Playwright clicks as soon as the button is enabled again: as fast as a user can
    await expect(status).toHaveText(new RegExp(`^Page ${pageNumber} · 20 listings`));
    for (const ref of await visibleRefs(page)) seen.add(ref);
  }

  expect(seen.size).toBe(80);
  for (const ref of seen) expect(ref).toMatch(/^FX-[0-9A-HJKMNP-TV-Z]{6}$/);
  await expect(page.getByRole('alert')).toHaveCount(0);

  const rows = page.getByRole('table', { name: 'Listings' }).locator('tbody tr');
  const firstRef = (await visibleRefs(page))[0] ?? '';
  await rows.first().click();
  const details = page.getByRole('region', { name: 'Listing details' });
  await expect(details.getByRole('heading', { name: firstRef })).toBeVisible();
  await expect(details).toContainText(/Romania|RO/);
  await expect(details).toContainText(/Germany|DE/);
});
