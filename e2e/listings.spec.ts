import { expect, type Page, test } from '@playwright/test';
import { openApp } from './fixtures';

/** The results grid's body rows. */
function rows(page: Page) {
  return page
    .getByRole('grid', { name: 'Listings' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
}

/** The refs shown in the results grid, in order (each body row's header cell). */
async function visibleRefs(page: Page): Promise<string[]> {
  return page
    .getByRole('grid', { name: 'Listings' })
    .getByRole('rowheader')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
}

test('a new user searches freight from RO to DE, pages fast and opens a listing', async ({ page }) => {
  await openApp(page);
  await expect(page.getByText('Demo sandbox')).toBeVisible();

  await page.getByLabel('Category').selectOption('freight');
  await page.getByLabel('From country').selectOption('RO');
  await page.getByLabel('To country').selectOption('DE');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  const status = page.getByRole('status');
  await expect(status).toHaveText(/^Page 1 · 20 listings/);
  const seen = new Set(await visibleRefs(page));

  const next = page.getByRole('button', { name: 'Next page' });
  for (const pageNumber of [2, 3, 4]) {
    await next.click(); // Playwright clicks as soon as the button is enabled again: as fast as a user can
    await expect(status).toHaveText(new RegExp(`^Page ${pageNumber} · 20 listings`));
    await expect(next).toBeFocused(); // the focus stays on Next page while and after it loads
    for (const ref of await visibleRefs(page)) seen.add(ref);
  }

  expect(seen.size).toBe(80);
  for (const ref of seen) expect(ref).toMatch(/^FX-[0-9A-HJKMNP-TV-Z]{6}$/);
  await expect(page.getByRole('alert')).toHaveCount(0);

  const firstRef = (await visibleRefs(page))[0] ?? '';
  await rows(page).first().click();
  const details = page.getByRole('region', { name: 'Listing details' });
  await expect(details.getByRole('heading', { name: firstRef })).toBeVisible();
  await expect(details).toContainText(/Romania|RO/);
  await expect(details).toContainText(/Germany|DE/);
  // the listing has its own URL, which keeps the search
  expect(new URL(page.url()).hash).toMatch(new RegExp(`^#/listings/${firstRef}\\?`));
  expect(new URL(page.url()).hash).toContain('toCountry=DE');
});

test('keyboard: / focuses the filters, Enter searches, arrows and Enter open a row, Escape returns to it', async ({
  page,
}) => {
  await openApp(page, '/listings');
  const status = page.getByRole('status');
  await expect(status).toHaveText(/^Page 1 · 20 listings/);

  await page.locator('body').press('/');
  await expect(page.getByLabel('Category')).toBeFocused();
  await page.getByLabel('From country').selectOption('RO');
  await page.getByLabel('From country').press('Enter');
  await expect(page).toHaveURL(/#\/listings\?fromCountry=RO$/);
  await expect(status).toHaveText(/^Page 1 · 20 listings/);

  await rows(page).first().focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(rows(page).nth(2)).toBeFocused();
  const thirdRef = (await visibleRefs(page))[2] ?? '';
  await page.keyboard.press('Enter');
  const details = page.getByRole('region', { name: 'Listing details' });
  await expect(details.getByRole('heading', { name: thirdRef })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`#/listings/${thirdRef}`));

  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  await expect(rows(page).nth(2)).toBeFocused();

  // Back returns to the listing, Forward closes it again: every state is a URL
  await page.goBack();
  await expect(details.getByRole('heading', { name: thirdRef })).toBeVisible();
  await page.goForward();
  await expect(details).toHaveCount(0);
});
