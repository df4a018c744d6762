import { expect, test, openApp } from './fixtures';
import { expectAccessible } from './axe';

test.use({ viewport: { width: 1366, height: 768 } });

test('keyboard only: type "brasov" in a place field, arrow down, Enter: the field shows Brașov', async ({
  page,
}) => {
  await openApp(page, '/cost-estimate');
  const field = page.getByRole('combobox', { name: 'From place (optional)' });
  await expect(field).toBeVisible();

  await page.keyboard.press('/'); // focuses the first field of the form (From country)
  await expect(page.getByLabel('From country')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.type('brasov');

  const option = page.getByRole('option', { name: /Brașov/ }).first();
  await expect(option).toBeVisible();
  // the matched part is marked, diacritics folded
  await expect(option.locator('mark').first()).toHaveText('Brașov');
  await expect(option).toContainText('Romania');

  // the open list itself: no serious or critical axe violation (react-aria hides the rest of the page
  // from assistive technology while the list is open, which axe reports on the hidden part)
  await expectAccessible(page, ['[role="listbox"]', '[role="combobox"]']);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('Brașov');
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

test('the same place is found for "Brasov" and "brașov", and nothing is looked up under 2 letters', async ({
  page,
}) => {
  await openApp(page, '/cost-estimate');
  const field = page.getByRole('combobox', { name: 'To place (optional)' });
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rpc/places.search')) lookups.push(request.postData() ?? '');
  });

  await field.click();
  await page.keyboard.type('b');
  await expect(page.getByText('Type at least 2 letters of the place.').first()).toBeVisible();
  await page.waitForTimeout(400);
  expect(lookups).toEqual([]);

  for (const text of ['Brasov', 'brașov']) {
    await field.fill('');
    await field.pressSequentially(text);
    await expect(page.getByRole('option', { name: /Brașov/ }).first()).toBeVisible();
  }
});
