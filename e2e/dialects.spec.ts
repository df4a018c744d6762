/**
 * The app against exchanges that answer the published API's "not shown" points otherwise (docs/api.md §Where
 * the real exchange may differ): the lab sandbox is restarted with each `--dialect`
 * (sandbox/server/dialects), and the main screens are walked with the shipper's key. On every screen:
 * something is shown, no generic error where data was usable, no "undefined", "NaN", "Invalid Date" or
 * "[object Object]", and no console error.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eHosts } from './hosts';
import { startPrivateLab, type PrivateLab } from './private-lab';
import { listingRows } from './screens';
import { watchConsole } from './fixtures';

let lab: PrivateLab;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(150_000);
  lab = await startPrivateLab(e2eHosts.sandbox.port + 40);
  const keys = await lab.demoKeys();
  expect((await lab.rpc(request, 'keys.save', { key: keys['shipper'] })).ok).toBe(true);
});

test.afterAll(async () => {
  await lab?.close();
});

/** What must never be on screen: a value the app failed to read, printed as JavaScript prints it. */
const BROKEN_TEXT = /\bundefined\b|\bNaN\b|Invalid Date|\[object Object\]|\bnull\b/;

/** The screen shows no broken value and no error sentence. */
async function expectClean(page: Page, where: string): Promise<void> {
  await expect(page.getByRole('alert'), `${where}: no error`).toHaveCount(0);
  expect(await page.locator('main').innerText(), `${where}: no broken value`).not.toMatch(BROKEN_TEXT);
}

/** A listing of the shipper with a fresh offer on it (through the lab's control routes); the offer's id. */
async function freshOffer(request: APIRequestContext): Promise<string> {
  const mine = await lab.rpc<{ data: { ref: string; status: string }[] }>(request, 'listings.mine', {
    cursor: null,
  });
  expect(mine.ok, JSON.stringify(mine.error)).toBe(true);
  const listing = mine.value?.data.find((item) => item.status === 'published') ?? mine.value?.data[0];
  const response = await request.post(`${lab.sandboxUrl}/_sandbox/offers`, {
    data: { listingRef: listing?.ref, price: '1234.00', currency: 'EUR', message: 'Tail lift.' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/**
 * The walk: listings and one listing, free vehicles and one vehicle, an estimate, a place, the inbox,
 * an offer, my listings, the event catalog.
 */
async function walkMainScreens(page: Page, request: APIRequestContext, timeout: number): Promise<void> {
  await page.goto(lab.url('/listings?fromCountry=%22RO%22'));
  await expect(listingRows(page).first()).toBeVisible({ timeout });
  await expectClean(page, 'Listings');
  await listingRows(page).first().click();
  await expect(page.locator('section.detail dl')).toBeVisible();
  await expectClean(page, 'A listing');

  await page.goto(lab.url('/vehicles'));
  await expect(listingRows(page).first()).toBeVisible({ timeout });
  await expectClean(page, 'Free vehicles');
  await listingRows(page).first().click();
  await expect(page.locator('section.detail dl')).toBeVisible();
  await expectClean(page, 'A free vehicle');

  await page.goto(
    lab.url('/cost-estimate?fromCountry=%22RO%22&from=%22Cluj-Napoca%22&toCountry=%22DE%22&price=1500'),
  );
  await expect(page.locator('.estimate-result')).toBeVisible({ timeout });
  await expect(page.locator('.estimate-result')).toContainText(/\d km/);
  await expect(page.locator('.estimate-result .estimate-position')).toBeVisible();
  await expectClean(page, 'Cost estimate');

  const place = page.getByRole('combobox', { name: 'To place (optional)' });
  await page.getByLabel('To country').selectOption('RO');
  await place.fill('brasov');
  await expect(page.getByRole('option').first()).toContainText(/^Brașov/, { timeout });
  expect(await page.getByRole('option').count()).toBeLessThanOrEqual(10);
  await page.keyboard.press('Escape');

  const offerId = await freshOffer(request);
  await page.goto(lab.url('/inbox'));
  await expect(page.locator(`[role="row"][data-key="${offerId}"]`)).toBeVisible({ timeout });
  await expectClean(page, 'Offer inbox');

  await page.goto(lab.url(`/offers/${offerId}`));
  await expect(page.locator('main dl').first()).toBeVisible({ timeout });
  await expect(page.locator('main')).toContainText('1,234');
  await expectClean(page, 'An offer');

  await page.goto(lab.url('/desk/listings'));
  await expect(page.locator('.my-listings-screen [role="row"][data-key]').first()).toBeVisible({ timeout });
  await expectClean(page, 'My listings');

  await page.goto(lab.url('/events'));
  await expect(page.locator('section.event-group').first()).toBeVisible({ timeout });
  await expectClean(page, 'Coming soon');
}

for (const dialect of [
  'bare-wrappers',
  'error-codes',
  'estimate-body',
  'places-unranked',
  'foreign-enums',
  'all-nulls',
  'no-retry-after',
] as const) {
  test(`--dialect ${dialect}: every main screen shows what it read, with no broken value or error`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await lab.restartSandbox(['--dialect', dialect]);
    const problems = watchConsole(page);
    // an exchange that refuses every fifth request (`no-retry-after`) makes each screen wait its turns:
    // the inbox's 20 reads and the navigation's count take their 429s one hold after another
    await walkMainScreens(page, request, dialect === 'no-retry-after' ? 60_000 : 20_000);
    expect(problems).toEqual([]);
  });
}

test('--dialect error-codes: an unknown code is read by its status (404: the listing is gone)', async ({
  page,
}) => {
  await lab.restartSandbox(['--dialect', 'error-codes']);
  const problems = watchConsole(page);
  await page.goto(lab.url('/listings/FX-ZZZZZZ'));
  await expect(page.getByRole('alert')).toContainText('This listing is no longer on the exchange.');
  expect(problems).toEqual([]);
});
