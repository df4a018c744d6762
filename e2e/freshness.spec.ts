/**
 * Fresh screens (docs/watch.md §Fresh lists) on Listings, on the lab host (its sandbox's control routes on):
 * the list says when it was read; on page 2 nothing moves when a listing is published; "Check for new" reads
 * page 1 again (only page 1) and the bar says "1 new since you started paging"; its "Start over" goes
 * back to page 1, which shows the new listing first.
 */
import { expect, test, openApp, sandboxControl } from './fixtures';

test('a list says when it was read, and on page 2 a bar tells of a new listing without moving', async ({
  page,
  request,
}) => {
  await openApp(page, '/listings?fromCountry=RO', 'lab');
  const status = page.getByRole('status');
  await expect(status).toHaveText(/^Page 1 · 20 listings/);
  await expect(page.getByText(/^Read at \d{2}:\d{2}$/)).toBeVisible();

  const grid = page.getByRole('grid', { name: 'Listings' });
  const firstRefs = await grid.getByRole('rowheader').allTextContents();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(status).toHaveText(/^Page 2 · 20 listings/);
  const secondRefs = await grid.getByRole('rowheader').allTextContents();

  const published = await request.post(`${sandboxControl}/_sandbox/listings`, {
    data: { fromCountry: 'RO', toCountry: 'DE', fromCity: 'Sibiu', category: 'freight', currency: 'EUR' },
  });
  expect(published.status()).toBe(201);
  const newRef = ((await published.json()) as { data: { ref: string } }).data.ref;
  expect(firstRefs).not.toContain(newRef);

  await page.getByRole('button', { name: 'Check for new' }).click();
  const bar = page.locator('.new-since-paging');
  await expect(bar).toContainText('1 new since you started paging');
  // nothing moved: still page 2, the same rows
  await expect(status).toHaveText(/^Page 2 · 20 listings/);
  expect((await grid.getByRole('rowheader').allTextContents()).map((ref) => ref.trim())).toEqual(
    secondRefs.map((ref) => ref.trim()),
  );

  await bar.getByRole('button', { name: 'Start over' }).click();
  await expect(status).toHaveText(/^Page 1 · 20 listings/);
  // the listing the check brought is marked new since the last read (•, its words in the tooltip), and
  // page 1 says how many
  const first = grid.getByRole('rowheader').first();
  await expect(first).toContainText(newRef);
  await expect(first.locator('.ref-mark[title="new since the last read"]')).toBeVisible();
  await expect(page.locator('.new-since-read')).toHaveText('1 new since the last read');
  await expect(bar).toHaveCount(0);
  await expect(page.getByText(/^Read at \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
