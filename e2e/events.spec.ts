import { expect, test, openApp, rpc } from './fixtures';

type EventType = { type: string; permission: string; status: string };

test('Coming soon: the planned event catalog grouped by permission, with the explanation', async ({
  page,
}) => {
  const catalog = (await rpc<EventType[]>(page.request, 'events.types', {})).value ?? [];
  expect(catalog.length).toBeGreaterThan(0);
  const permissions = [...new Set(catalog.map((event) => event.permission))];

  await openApp(page, '/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeVisible();
  await expect(page.getByText(/None of these notifications is delivered yet/)).toBeVisible();
  await expect(page.getByText(/Dispatch reads the exchange again for you.*Press Refresh/)).toBeVisible();

  const groups = page.locator('section.event-group');
  await expect(groups).toHaveCount(permissions.length);
  for (const permission of permissions) {
    const group = groups.filter({ hasText: `permission ${permission}` });
    await expect(group).toHaveCount(1);
    const expected = catalog.filter((event) => event.permission === permission);
    // each kind named in words (never its code), the exchange's own text beside it
    const names = group.locator('li h3');
    await expect(names).toHaveCount(expected.length);
    for (const name of await names.allTextContents()) expect(name).not.toMatch(/[a-z]\.[a-z]/);
    await expect(group.getByText("The exchange's text:")).toHaveCount(expected.length);
  }
  await expect(page.getByText('Planned').first()).toBeVisible();

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(groups).toHaveCount(permissions.length);
});
