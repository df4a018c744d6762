/**
 * My listings and My vehicles on the demo host, with the demo accounts' public test keys
 * (`keys.useDemo`): no key, shipper (its listings and a listing's offers), carrier (its vehicles and
 * "Find loads"), listings-only (403 on vehicles), revoked (401). The session is put back as found
 * (no key) after each test.
 */
import { expect, test, type Page, openApp, rpc } from './fixtures';
import { expectAccessible } from './axe';

test.describe.configure({ mode: 'serial' });

/** Uses the demo account `id` (shipper, carrier, listings-only, revoked) on the demo host. */
async function useDemo(page: Page, id: string): Promise<void> {
  const result = await rpc(page.request, 'keys.useDemo', { account: id });
  expect(result.ok, JSON.stringify(result.error)).toBe(true);
}

/** The body rows of the grid named `name`. */
function rows(page: Page, name: string) {
  return page
    .getByRole('grid', { name, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
}

test.afterEach(async ({ page }) => {
  await rpc(page.request, 'keys.remove');
});

test('without a key both screens say where to add one and call nothing', async ({ page }) => {
  await rpc(page.request, 'keys.remove');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/rpc\/(listings\.mine|vehicles\.mine)/.test(request.url())) calls.push(request.url());
  });
  await openApp(page, '/desk/listings');
  await expect(page.getByRole('alert')).toContainText('Add your API key in Settings');
  await expect(page.getByRole('link', { name: 'Go to Settings' })).toBeVisible();
  // axe: this state is a11y.spec.ts's walk entry “My listings” (both themes; issue 47 §3)
  await openApp(page, '/desk/vehicles');
  await expect(page.getByRole('alert')).toContainText('Add your API key in Settings');
  expect(calls).toEqual([]);
});

test('shipper: my listings with every status, a listing’s offers, and paging by hand', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await useDemo(page, 'shipper');
  await openApp(page, '/desk/listings');
  const listingRows = rows(page, 'My listings');
  await expect(listingRows.first()).toBeVisible();
  await expect(page.getByRole('status').first()).toHaveText(/^Page 1 · \d+ listings?$/);
  // axe: this state is a11y.spec.ts's walk entry “My listings with a listing’s offers” (both themes; issue 47 §3)
  await page.screenshot({ path: 'docs/screenshots/my-listings.png' });

  // Next page: the demo shipper has more than one page of listings.
  const next = page.getByRole('button', { name: 'Next page' }).first();
  await expect(next).toHaveAttribute('aria-disabled', 'false');
  const firstRef = await listingRows.first().getByRole('rowheader').textContent();
  await next.click();
  await expect(page.getByRole('status').first()).toHaveText(/^Page 2 · \d+ listings?$/);
  await expect(listingRows.first().getByRole('rowheader')).not.toHaveText(firstRef ?? '');
  await page.getByRole('button', { name: 'Previous page' }).first().click();
  await expect(page.getByRole('status').first()).toHaveText(/^Page 1 · \d+ listings?$/);

  // Keyboard: j moves down, Enter opens the offers, Escape closes them and the focus is back on the row.
  await listingRows.first().focus();
  await page.keyboard.press('j');
  await expect(listingRows.nth(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(listingRows.first()).toBeFocused();
  const ref = (await listingRows.first().getByRole('rowheader').textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Offers on ${ref}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: `Offers on ${ref}` })).toHaveCount(0);
  await expect(listingRows.first()).toBeFocused();

  // A listing with offers: open rows until one shows offers.
  const count = await listingRows.count();
  let opened = false;
  for (let i = 0; i < count && !opened; i += 1) {
    await listingRows.nth(i).click();
    const panel = page.locator('section.listing-offers');
    // a page of offers ("Page 1 · 3 offers"), or none at all (the sentence alone, no pager)
    await expect(panel.getByRole('status').or(panel.getByText('No offers on this listing yet.'))).toHaveText(
      /^Page 1 · |^No offers on this listing yet\.$/,
    );
    opened = (await rows(page, 'Offers').count()) > 0;
  }
  expect(opened).toBe(true);
  await expect(rows(page, 'Offers').first()).toContainText(/€|EUR|RON|lei/);
  // axe: this state is a11y.spec.ts's walk entry “My listings with a listing’s offers” (both themes; issue 47 §3)
  await rows(page, 'Offers').first().click();
  await expect(page).toHaveURL(/#\/offers\/[0-9a-f-]{36}/);
});

test('carrier: my vehicles, and Find loads opens the listings search with the vehicle’s filters', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await useDemo(page, 'carrier');
  await openApp(page, '/desk/vehicles');
  const vehicleRows = rows(page, 'My vehicles');
  await expect(vehicleRows.first()).toBeVisible();
  await expect(page.getByRole('status').first()).toHaveText(/^Page 1 · \d+ vehicles?$/);
  // axe: this state is a11y.spec.ts's walk entry “My vehicles with data” (both themes; issue 47 §3)
  await page.screenshot({ path: 'docs/screenshots/my-vehicles.png' });

  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rpc/listings.search')) searches.push(request.postData() ?? '');
  });
  await vehicleRows.first().getByRole('button', { name: 'Find loads' }).click();
  await expect(page).toHaveURL(/#\/listings\?/);
  const url = decodeURIComponent(page.url());
  expect(url).toMatch(/fromCountry=/);
  expect(url).toMatch(/dateFrom=/);
  expect(url).toMatch(/truckTypes=/);
  await expect(page.getByRole('status').first()).toHaveText(/^Page 1 · \d+ listings?/);
  await expect(rows(page, 'Listings').first()).toBeVisible();
  // The first page only: one search, without a cursor; paging stays manual.
  expect(searches).toHaveLength(1);
  expect(JSON.parse(searches[0] ?? '{}')).toMatchObject({
    cursor: null,
    filters: { truckTypes: [expect.any(String)] },
  });
});

test('listings-only: My vehicles names the missing permission', async ({ page }) => {
  await useDemo(page, 'listings-only');
  await openApp(page, '/desk/vehicles');
  await expect(page.getByRole('alert')).toContainText('“read my vehicles” permission');
  await expectAccessible(page);
});

test('revoked: both screens say the key was refused', async ({ page }) => {
  await useDemo(page, 'revoked');
  await openApp(page, '/desk/listings');
  await expect(page.getByRole('alert')).toContainText('The exchange refused your API key');
  await openApp(page, '/desk/vehicles');
  await expect(page.getByRole('alert')).toContainText('The exchange refused your API key');
});
