import { expect, test, type Page, labDemoKeys, openApp, rpc } from './fixtures';
import { expectAccessible } from './axe';

/**
 * Settings on the lab host (its sandbox is a custom server on this machine, so it takes test keys; the
 * host runs in a private unlocked gnome-keyring, so a saved key lands in a real keychain): a bad key
 * form is refused before anything is saved; the shipper's test key is saved, probed (every permission
 * held) and replaced by the listings-only key (offers and vehicles not held); the key is removed after
 * the question, leaving the lab as it was found (no key). axe runs without a key, with one and its
 * probe table, and on the removal question.
 */
test.describe.configure({ mode: 'serial' });

interface LabSession {
  key: { saved: boolean; kind: string | null; last4: string | null; keychainUnavailable: boolean };
}

/** The probe table's state cell of each permission, in table order. */
async function probeStates(page: Page): Promise<Record<string, string>> {
  const table = page.getByRole('grid', { name: 'Permissions of the key in use' });
  await expect(table.getByRole('row')).toHaveCount(4);
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  const states: Record<string, string> = {};
  for (let i = 0; i < 3; i += 1) {
    const row = rows.nth(i);
    const permission = (await row.locator('code').textContent()) ?? '';
    states[permission] = (await row.locator('[data-state]').getAttribute('data-state')) ?? '';
  }
  return states;
}

test.afterAll(async ({ request }) => {
  // leave the lab as found, even after a failure midway
  const session = await rpc<LabSession>(request, 'session.get', {}, 'lab');
  if (session.value?.key.saved) await rpc(request, 'keys.remove', {}, 'lab');
});

test('a test key is checked, saved in the keychain, probed, replaced and removed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const before = await rpc<LabSession>(request, 'session.get', {}, 'lab');
  expect(before.value?.key.saved, 'the lab starts without a key').toBe(false);
  expect(before.value?.key.keychainUnavailable).toBe(false);
  const keys = await labDemoKeys(request);
  const shipper = keys.shipper ?? '';
  const listingsOnly = keys['listings-only'] ?? '';
  expect(shipper).toMatch(/^test_fx_[A-Za-z0-9]{32}$/);
  expect(listingsOnly).toMatch(/^test_fx_[A-Za-z0-9]{32}$/);

  await page.setViewportSize({ width: 1366, height: 768 });
  await openApp(page, '/settings', 'lab');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(main.getByText('No API key')).toBeVisible();
  await expect(main.getByText(/Paste an API key/)).toBeVisible();
  // axe: this state is a11y.spec.ts's walk entry “Settings” (both themes; issue 47 §3)

  // a bad key form is refused before anything is saved
  const field = main.getByLabel('API key', { exact: true });
  const save = main.getByRole('button', { name: 'Save key' });
  await field.fill('test_fx_notLongEnough');
  await save.click();
  await expect(main.getByText(/^That is not a test key/)).toBeVisible();
  await field.fill(`fx_live_${'A'.repeat(32)}`);
  await save.click();
  await expect(main.getByText(/^That is a live key/)).toBeVisible();
  expect((await rpc<LabSession>(request, 'session.get', {}, 'lab')).value?.key.saved).toBe(false);

  // the shipper's key: saved in the keychain, every permission held
  await field.fill(shipper);
  await save.click();
  await expect(main.getByText('Test key saved')).toBeVisible();
  await expect(main.getByText(`ending in …${shipper.slice(-4)}`)).toBeVisible();
  await expect(field).toHaveValue('');
  const saved = await rpc<LabSession>(request, 'session.get', {}, 'lab');
  expect(saved.value?.key).toMatchObject({ saved: true, kind: 'test', last4: shipper.slice(-4) });
  expect(await probeStates(page)).toEqual({
    'listings:read': 'held',
    'offers:read': 'held',
    'vehicles:read': 'held',
  });
  await expect(main.getByText('Offer inbox, Offers sent')).toBeVisible();
  // axe: after the replaced key below, where the panel shows both marks (held and not held)
  await page.screenshot({ path: 'docs/screenshots/settings.png' });

  // replaced by the listings-only key: offers and vehicles are not held
  await field.fill(listingsOnly);
  await save.click();
  await expect(main.getByText(`ending in …${listingsOnly.slice(-4)}`)).toBeVisible();
  await expect
    .poll(() => probeStates(page))
    .toEqual({ 'listings:read': 'held', 'offers:read': 'missing', 'vehicles:read': 'missing' });
  await expect(main.getByText('Not held', { exact: true })).toHaveCount(2);
  await expectAccessible(page);

  // removed after the question; "Keep key" keeps it
  await main.getByRole('button', { name: 'Remove key' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Keep key' }).click();
  await expect(question).toBeHidden();
  expect((await rpc<LabSession>(request, 'session.get', {}, 'lab')).value?.key.saved).toBe(true);
  await main.getByRole('button', { name: 'Remove key' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove key' }).click();
  await expect(main.getByText('No API key')).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Permissions of the key in use' })).toHaveCount(0);
  expect((await rpc<LabSession>(request, 'session.get', {}, 'lab')).value?.key.saved).toBe(false);
});

test('the dark theme is applied and remembered', async ({ page }) => {
  await openApp(page, '/settings', 'lab');
  const main = page.getByRole('main');
  await main.locator('label.choice', { hasText: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(main.getByRole('radio', { name: 'Dark' })).toBeChecked();
  // axe: this state is a11y.spec.ts's walk entry “Settings, in the dark theme” (both themes; issue 47 §3)
  await main.locator('label.choice', { hasText: 'Follow the system' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
