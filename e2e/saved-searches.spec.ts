/**
 * Saved searches (README.md §The screens) end to end, on a lab of this spec's own (nothing here touches
 * the shared hosts): a sandbox with its control routes (`npm run sandbox`, market held still) and a
 * browser host pointed at it (`--api`), both child processes, so the host can be stopped and started
 * again on the same settings folder (its local database). Saved searches are made through the
 * contract (`savedSearches.create`, as "Save this search" does), listed with their filters in words,
 * renamed (a clash refused), re-run page by page, deleted; one outlives a restart of the host, and its
 * re-run after a listing is published (`POST /_sandbox/listings`) marks that listing "New". axe-core
 * (0 serious or critical) on each state shown.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectAccessible } from './axe';
import { e2eHosts } from './hosts';
import { startPrivateLab, type PrivateLab } from './private-lab';

let lab: PrivateLab;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  lab = await startPrivateLab(e2eHosts.sandbox.port + 12);
});

test.afterAll(async () => {
  await lab?.close();
});

/** Runs one contract call on the browser host at `hostUrl` (its token); resolves to the CallResult. */
async function hostRpc<T>(
  request: APIRequestContext,
  host: { hostUrl: string; token: string },
  name: string,
  input: unknown,
): Promise<{ ok: boolean; value?: T; error?: { kind: string; message: string } }> {
  const response = await request.post(`${host.hostUrl}/rpc/${name}`, {
    headers: { 'X-Dispatch-Call': '1', 'X-Dispatch-Token': host.token, 'Content-Type': 'application/json' },
    data: input,
  });
  return response.json();
}

/** Saves a search on `host` and returns its id. */
async function saveSearch(
  request: APIRequestContext,
  host: { hostUrl: string; token: string },
  input: { kind: 'listings' | 'vehicles'; name: string; filters: Record<string, unknown> },
): Promise<string> {
  const result = await hostRpc<{ id: string }>(request, host, 'savedSearches.create', input);
  expect(result.ok, JSON.stringify(result.error)).toBe(true);
  return result.value!.id;
}

/** The saved search named `name` in the list. */
function item(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'Saved searches' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** The body rows of the results grid. */
function resultRows(page: Page) {
  return page
    .getByRole('grid', { name: 'Results' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
}

/** The pager's status line. */
const pageStatus = (page: Page) => page.locator('.pager [role="status"]');

test('saved searches: listed in words, renamed, re-run page by page, deleted', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(lab.url('/saved-searches'));
  await expect(
    page.getByText('No saved searches yet: save one from Listings or Free vehicles.'),
  ).toBeVisible();
  await expectAccessible(page);

  const host = lab;
  await saveSearch(request, host, {
    kind: 'listings',
    name: 'Romanian freight',
    filters: { category: 'freight', fromCountry: 'RO', weightMax: 24000 },
  });
  await saveSearch(request, host, { kind: 'listings', name: 'Cluj loads', filters: { toCountry: 'RO' } });
  await saveSearch(request, host, { kind: 'vehicles', name: 'Vans', filters: { vehicle: 'van' } });

  await page.reload();
  await expect(page.getByRole('list', { name: 'Saved searches' }).getByRole('listitem')).toHaveCount(3);
  await expect(item(page, 'Romanian freight')).toContainText('Freight · from Romania · up to 24,000 kg');
  await expect(item(page, 'Romanian freight')).toContainText('Never run');
  await expect(item(page, 'Vans')).toContainText('Free vehicles');
  // axe: this state is a11y.spec.ts's walk entry “Saved searches” (both themes; issue 47 §3)

  // rename: a clash with another listing search (ignoring case) is refused, then a free name is taken
  await item(page, 'Cluj loads').getByRole('button', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename “Cluj loads”' });
  await dialog.getByLabel('Name').fill('ROMANIAN FREIGHT');
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(dialog.getByText('Another saved search of this kind already has this name.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Name').fill('Loads to Romania');
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Renamed to “Loads to Romania”.')).toBeVisible();
  await expect(item(page, 'Loads to Romania')).toHaveCount(1);

  // re-run: page 1 from the start, everything new the first time, manual paging
  await item(page, 'Romanian freight').getByRole('link', { name: 'Run' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Romanian freight');
  await expect(pageStatus(page)).toHaveText(/^Page 1 · 20 listings · 20 new$/);
  await expect(resultRows(page)).toHaveCount(20);
  await expect(resultRows(page).first()).toContainText('New');
  // axe: this state is a11y.spec.ts's walk entry “A saved search re-run” (both themes; issue 47 §3)
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(pageStatus(page)).toHaveText(/^Page 2 · \d+ listings?( · \d+ new)?$/);
  // run again: from page 1, nothing new since the first run
  await page.getByRole('button', { name: 'Run again' }).click();
  await expect(pageStatus(page)).toHaveText(/^Page 1 · 20 listings$/);
  await expect(resultRows(page).filter({ hasText: 'New' })).toHaveCount(0);

  // a row opens the listing beside the same filters on Listings
  // the ref alone: the cell may also say " · seen" (docs/watch.md §Seen and hidden loads)
  const ref = (await resultRows(page).first().getByRole('rowheader').innerText()).match(/FX-[0-9A-Z]{6}/)![0];
  await resultRows(page).first().click();
  await expect(page).toHaveURL(new RegExp(`#/listings/${ref}\\?`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listings');

  // free vehicles re-run
  await page.goto(lab.url('/saved-searches'));
  await expect(item(page, 'Romanian freight')).toContainText('Last run');
  await page.screenshot({ path: 'docs/screenshots/saved-searches.png' });
  await item(page, 'Vans').getByRole('link', { name: 'Run' }).click();
  await expect(pageStatus(page)).toHaveText(/^Page 1 · \d+ free vehicles?( · \d+ new)?$/);
  await expect(page.getByRole('grid', { name: 'Results' })).toContainText('Van');
  await expectAccessible(page);

  // delete: asks first; Cancel keeps it, Delete removes it
  await page.getByRole('link', { name: 'All saved searches' }).click();
  await item(page, 'Loads to Romania').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete the saved search “Loads to Romania”?');
  // axe: this state is a11y.spec.ts's walk entry “Saved searches: delete” (both themes; issue 47 §3)
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(item(page, 'Loads to Romania')).toHaveCount(1);
  await item(page, 'Loads to Romania').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted “Loads to Romania”.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(item(page, 'Loads to Romania')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Saved searches' }).getByRole('listitem')).toHaveCount(2);

  // clean up
  const all = await hostRpc<{ id: string }[]>(request, host, 'savedSearches.list', {});
  for (const search of all.value ?? [])
    await hostRpc(request, host, 'savedSearches.delete', { id: search.id });
});

test('a saved search survives a host restart; its re-run marks the listing published since', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const id = await saveSearch(request, lab, {
    kind: 'listings',
    name: 'București → Cluj',
    filters: { fromCountry: 'RO', toCountry: 'RO' },
  });
  await page.goto(lab.url(`/saved-searches/${id}`));
  // the first run: every listing new but those opened (or hidden) earlier in this lab, said "seen"
  await expect(pageStatus(page)).toHaveText(/^Page 1 · 20 listings · \d+ new$/);
  const firstNew = Number(/(\d+) new$/.exec((await pageStatus(page).textContent()) ?? '')?.[1]);
  await expect(resultRows(page).filter({ hasText: 'New' })).toHaveCount(firstNew);
  await expect(resultRows(page).filter({ hasText: 'seen' })).toHaveCount(20 - firstNew);

  // the host stops; meanwhile a listing is published; the host starts again on the same database
  const published = await lab.restartHost(() =>
    lab.publishListing({ fromCity: 'București', toCity: 'Cluj-Napoca', fromCountry: 'RO', toCountry: 'RO' }),
  );

  await page.goto(lab.url('/saved-searches'));
  await expect(item(page, 'București → Cluj')).toContainText('Last run');
  await item(page, 'București → Cluj').getByRole('link', { name: 'Run' }).click();
  await expect(pageStatus(page)).toHaveText(/^Page 1 · 20 listings · 1 new$/);
  // the Listings grid's mark: • with the word for screen readers (docs/watch.md §Saved searches as alerts)
  await expect(resultRows(page).first().getByRole('rowheader')).toHaveAccessibleName(`${published} · New`);
  await expect(resultRows(page).filter({ hasText: 'New' })).toHaveCount(1);

  await hostRpc(request, lab, 'savedSearches.delete', { id });
});
