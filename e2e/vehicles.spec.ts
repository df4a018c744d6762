/**
 * Free vehicles on the demo host (its market is still): a search with filters (in the URL), three fast
 * "Next page" clicks that end on page 4 with no error shown (the cursor-list kit never re-sends a
 * cursor, so no 429 reaches the screen), a vehicle opened with the keyboard, Escape back to its row,
 * and its company's profile followed by its link. Screenshot: docs/screenshots/vehicles.png.
 */
import { expect, test, type Page, openApp, rpc } from './fixtures';

const rows = (page: Page) =>
  page
    .getByRole('grid', { name: 'Free vehicles' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });

test('search with filters, page fast to page 4, open a vehicle with the keyboard, follow to its company', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openApp(page, '/vehicles');
  const status = page.locator('.pager [role="status"]');
  await expect(status).toHaveText(/^Page 1 · \d+ free vehicles?$/);

  // a filter: from Romania (in the URL, every row from RO)
  await page.getByLabel('From country').selectOption('RO');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/fromCountry=(%22)?RO/);
  await expect(status).toHaveText(/^Page 1 · \d+ free vehicles?$/);
  const fromRo = await rows(page).allTextContents();
  expect(fromRo.length).toBeGreaterThan(0);
  for (const text of fromRo) expect(text).toMatch(/, RO →|^Romania →/);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/fromCountry/);
  await expect(status).toHaveText(/^Page 1 · 20 free vehicles$/);

  // three fast clicks, each as soon as the button may be used (never while a page loads: the kit
  // sends each cursor once, so no 429 or 409 can come back)
  const next = page.getByRole('button', { name: 'Next page' });
  for (let i = 0; i < 3; i += 1) {
    await expect(next).toHaveAttribute('aria-disabled', 'false');
    await next.click();
  }
  await expect(status).toHaveText(/^Page 4 · \d+ free vehicles?$/);
  await expect(next).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(status).toHaveText(/^Page 3 · 20 free vehicles$/);
  await page.screenshot({ path: 'docs/screenshots/vehicles.png' });
  // axe: this state is a11y.spec.ts's walk entry “Free vehicles” (both themes; issue 47 §3)

  // the keyboard: into the grid, down one row, Enter opens it
  await rows(page).first().focus();
  await page.keyboard.press('ArrowDown');
  const rowKey = (await page.locator('[role="row"][data-key]:focus').getAttribute('data-key')) ?? '';
  expect(rowKey).not.toBe('');
  await page.keyboard.press('Enter');
  const detail = page.getByRole('region', { name: 'Free vehicle details' });
  await expect(detail).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/vehicles/${rowKey}`));
  await expect(detail).toContainText('Available from');
  // axe: this state is a11y.spec.ts's walk entry “A free vehicle” (both themes; issue 47 §3)
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);
  await expect(page.locator(`[role="row"][data-key="${rowKey}"]`)).toBeFocused();

  // a vehicle with a company (found through the API): open it, follow the link
  type Vehicle = { id: string; companyId: string | null };
  const first = await rpc<{ data: Vehicle[] }>(page.request, 'vehicles.search', {
    filters: {},
    cursor: null,
  });
  const withCompany = first.value?.data.find((v) => v.companyId);
  expect(withCompany, 'the demo market has a free vehicle with its company').toBeTruthy();
  await openApp(page, `/vehicles/${withCompany!.id}`);
  await expect(detail).toBeVisible();
  const companyLink = detail.getByRole('link', { name: /^Company profile: / });
  await expect(companyLink).toBeVisible();
  await companyLink.click();
  await expect(page).toHaveURL(/#\/companies\/[0-9a-f-]{36}/);
  await expect(page.getByText('CUI', { exact: true })).toBeVisible();
});

test('a vehicle that is not on the exchange', async ({ page }) => {
  await openApp(page, '/vehicles/99999999-9999-4999-8999-999999999999');
  await expect(page.getByText('This vehicle is no longer on the exchange.')).toBeVisible();
});

test('availability dates: Today fills both in the UI order and searches by them; Clear filters empties them', async ({
  page,
}) => {
  await openApp(page, '/vehicles');
  const from = page.getByRole('group', { name: 'Available from' });
  const until = page.getByRole('group', { name: 'Available until' });
  await expect(from).toHaveText('dd/mm/yyyy');

  await page.getByRole('button', { name: 'Today' }).click();
  const now = new Date();
  const parts = [now.getDate(), now.getMonth() + 1].map((n) => String(n).padStart(2, '0'));
  const shown = `${parts[0]}/${parts[1]}/${now.getFullYear()}`;
  await expect(from).toHaveText(shown);
  await expect(until).toHaveText(shown);
  // Enter in a segment searches, as in the other filters
  await until.getByRole('spinbutton', { name: /year/ }).focus();
  await page.keyboard.press('Enter');
  const iso = `${now.getFullYear()}-${parts[1]}-${parts[0]}`;
  await expect(page).toHaveURL(new RegExp(`dateFrom=(%22)?${iso}(%22)?&dateTo=(%22)?${iso}`));

  // a day its month lacks, typed and searched before the field is left: said, and kept as typed
  await from.getByRole('spinbutton', { name: /day/ }).focus();
  await page.keyboard.type('31022027');
  await page.keyboard.press('Enter');
  await expect(page.locator('#vehicle-filter-dateFrom-error')).toHaveText('That month has no such day.');
  await expect(from).toHaveText('31/02/2027');
  // leaving the field brings the day within its month (react-aria's rule), and the sentence goes
  await page.getByRole('combobox', { name: 'Vehicle', exact: true }).focus();
  await expect(from).toHaveText('28/02/2027');
  await expect(page.locator('#vehicle-filter-dateFrom-error')).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/dateFrom/);
  await expect(from).toHaveText('dd/mm/yyyy');
  await expect(until).toHaveText('dd/mm/yyyy');
});
