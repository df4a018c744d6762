import { expect, test, openApp, sandboxControl } from './fixtures';

test('results that expired read as a plain sentence, and "Start over" starts over', async ({
  page,
  request,
}) => {
  await openApp(page, '/', 'lab');
  await page.getByLabel('From country').selectOption('RO');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const status = page.getByRole('status');
  await expect(status).toHaveText(/^Page 1 · 20 listings/);

  // The lab sandbox's clock moves 16 minutes on: the cursor of page 2 (15-minute lifetime) expires.
  const advanced = await request.post(`${sandboxControl}/_sandbox/clock/advance`, {
    data: { seconds: 16 * 60 },
  });
  expect(advanced.ok()).toBe(true);

  await page.getByRole('button', { name: 'Next page' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'These results expired. The pages you read stay here; Start over reads the first page again.',
  );

  await alert.getByRole('button', { name: 'Start over' }).click();
  await expect(status).toHaveText(/^Page 1 · 20 listings/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('From country')).toHaveValue('RO');
});
