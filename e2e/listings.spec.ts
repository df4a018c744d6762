import { expect, type Page, test, openApp } from './fixtures';

/** The results grid's body rows. */
function rows(page: Page) {
  return page
    .getByRole('grid', { name: 'Listings' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
}

/** The refs shown in the results grid, in order (each body row's header cell). */
async function visibleRefs(page: Page): Promise<string[]> {
  return (
    page
      .getByRole('grid', { name: 'Listings' })
      .getByRole('rowheader')
      // the ref alone: a cell may also say " · seen" (a listing opened before, docs/watch.md §Seen and hidden loads)
      .evaluateAll((cells) => cells.map((cell) => /FX-[0-9A-Z]{6}/.exec(cell.textContent ?? '')?.[0] ?? ''))
  );
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

/** The calendar day `days` after today on this machine's clock (the browser's), as `YYYY-MM-DD`. */
function localDay(days: number): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return [day.getFullYear(), day.getMonth() + 1, day.getDate()]
    .map((part, i) => String(part).padStart(i === 0 ? 4 : 2, '0'))
    .join('-');
}

test('loading dates by keyboard: typed in the UI order, arrows, a sentence for a bad range or half a date, Tomorrow', async ({
  page,
}) => {
  await openApp(page, '/listings');
  const from = page.getByRole('group', { name: 'Loading from' });
  const to = page.getByRole('group', { name: 'Loading to' });
  await expect(from).toHaveText('dd/mm/yyyy'); // English: day first, as the UI writes days

  // Tab from the last select reaches the day; digits fill a segment and move to the next
  await page.getByLabel('To country').focus();
  await page.keyboard.press('Tab');
  await expect(from.getByRole('spinbutton', { name: /day/ })).toBeFocused();
  await page.keyboard.type('12102026');
  await expect(from).toHaveText('12/10/2026');
  await page.keyboard.press('Tab');
  await expect(to.getByRole('spinbutton', { name: /day/ })).toBeFocused();
  await page.keyboard.type('05102026');
  await page.keyboard.press('Enter');

  // a range out of order: nothing is searched; the sentence names both days as the UI writes them
  const toError = page.locator('#filter-dateTo-error');
  await expect(toError).toHaveText('The last date, 5 Oct 2026, is before the first, 12 Oct 2026.');
  await expect(to).toHaveAttribute('aria-describedby', /filter-dateTo-error/);
  expect(page.url()).not.toContain('dateFrom');
  // the field in trouble has the focus (its day); ArrowRight to the month, ArrowUp a month later
  await expect(to.getByRole('spinbutton', { name: /day/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await expect(to).toHaveText('05/11/2026');
  await expect(toError).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/dateFrom=(%22)?2026-10-12(%22)?&dateTo=(%22)?2026-11-05/);

  // half a date (Backspace cuts the year to 202): a sentence, nothing searched, the typing kept
  const searched = page.url();
  await from.getByRole('spinbutton', { name: /year/ }).focus();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(page.locator('#filter-dateFrom-error')).toHaveText(
    'Type the whole date: day, month and a four-digit year.',
  );
  await expect(from).toHaveText('12/10/202');
  expect(page.url()).toBe(searched);

  // Tomorrow puts tomorrow in both fields; Back shows the previous search's days again
  await page.getByRole('button', { name: 'Tomorrow' }).click();
  await expect(page.locator('#filter-dateFrom-error')).toHaveCount(0);
  const tomorrow = localDay(1);
  const [year, month, day] = tomorrow.split('-');
  await expect(from).toHaveText(`${day}/${month}/${year}`);
  await expect(to).toHaveText(`${day}/${month}/${year}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`dateFrom=(%22)?${tomorrow}(%22)?&dateTo=(%22)?${tomorrow}`));
  await page.goBack();
  await expect(from).toHaveText('12/10/2026');
  await expect(to).toHaveText('05/11/2026');
});

test('j and k act on the list from a fresh page and from a button, not only once a row has the focus', async ({
  page,
}) => {
  await openApp(page, '/listings');
  await expect(rows(page)).toHaveCount(20);
  // nothing has the focus yet (the page itself): j goes to the first row, then on down the list
  await page.keyboard.press('j');
  await expect(rows(page).first()).toBeFocused();
  await page.keyboard.press('j');
  await expect(rows(page).nth(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(rows(page).first()).toBeFocused();
  // from a button outside the list, next to the listing open beside it
  await rows(page).nth(3).click();
  await expect(page.locator('section.detail dl')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).focus();
  await page.keyboard.press('j');
  await expect(rows(page).nth(4)).toBeFocused();
  // typing in a field is left alone
  await page.getByLabel('Listing code').focus();
  await page.keyboard.press('j');
  await expect(page.getByLabel('Listing code')).toHaveValue('j');
});

test('Loads back from here: from a load to Germany, the loads from Germany home, Truck at its unloading place, and the round trip', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openApp(page, '/listings?fromCountry=%22RO%22&toCountry=%22DE%22');
  await expect(rows(page)).toHaveCount(20);
  // a load with a budget and an estimate (its margin shown), to a named city
  const out = rows(page)
    .filter({ has: page.locator('[data-column="route"]', { hasText: /, DE$/ }) })
    .filter({ has: page.locator('[data-column="margin"] .margin') })
    .first();
  const outRef = (await out.getByRole('rowheader').innerText()).match(/FX-[0-9A-Z]{6}/)![0];
  await out.click();
  const details = page.getByRole('region', { name: 'Listing details' });
  await expect(details.getByRole('heading', { name: outRef })).toBeVisible();
  // "Truck at" takes the unloading place as the exchange writes it (the panel's "On the exchange" line
  // where the route is shown in the UI's language otherwise: Köln is Cologne in English)
  const route = (await details.locator('.on-exchange').count())
    ? (await details.locator('.on-exchange').innerText()).replace(/^On the exchange: /, '')
    : await out.locator('[data-column="route"]').innerText();
  const unloading = route.split(' → ')[1]!.replace(/, DE$/, '');
  await details.getByRole('button', { name: 'Loads back from here' }).click();

  // Germany to Romania (the home country until chosen), loading from the unloading day, the truck there
  await expect(page.getByLabel('From country')).toHaveValue('DE');
  await expect(page.getByLabel('To country')).toHaveValue('RO');
  expect(decodeURIComponent(new URL(page.url()).hash)).toMatch(/dateFrom=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('combobox', { name: 'Truck at' })).toHaveValue(unloading);
  await expect(page.locator('table.listings th[data-column="deadhead"]')).toBeVisible();

  // a load back with a margin of its own, opened: the round trip with the outbound load
  const back = rows(page)
    .filter({ hasText: /(Below|Within|Above) [+-]?\d+(\.\d)?%/ })
    .first();
  await back.click();
  await expect(details.getByText(`Round trip with ${outRef}`)).toBeVisible();
  await expect(details).toContainText(
    /[\d,]+ (EUR|RON) against [\d,]+ (EUR|RON) estimated, without the empty run between them · (Below|Within|Above) estimate [+-]?\d+(\.\d)?%/,
  );
});
