import { expect, test, openApp, recordCallResults } from './fixtures';

test('a demo test key is chosen in one click and the key itself never reaches the page', async ({ page }) => {
  const { bodies: rpcBodies, settle, stop } = await recordCallResults(page);
  await openApp(page);
  await expect(page.getByText('No API key')).toBeVisible();

  await page.getByLabel('Demo account').selectOption({ label: 'Carrier' });
  await page.getByRole('button', { name: 'Use demo key' }).click();
  await expect(page.getByText('Demo key: Carrier')).toBeVisible();

  // Searching with the key still works, and nothing the page received carries a key.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(/^Page 1 · 20 listings/);
  await settle();
  expect(rpcBodies.length).toBeGreaterThan(0);
  for (const body of rpcBodies) expect(body).not.toMatch(/test_fx_[A-Za-z0-9]{32}|fx_live_[A-Za-z0-9]{32}/);
  expect(await page.content()).not.toMatch(/test_fx_[A-Za-z0-9]{32}/);

  // Back to no key.
  await page.getByRole('button', { name: 'API key' }).click();
  await page.getByRole('button', { name: 'Remove key' }).click();
  await expect(page.getByText('No API key')).toBeVisible();
  await stop();
});
