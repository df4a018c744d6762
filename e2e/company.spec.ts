/**
 * A company profile on the demo host: its fields from `companies.get`, the website link as a real
 * exchange gives it (https: the sandbox's own http stand-in link is rewritten; that one is followed in
 * exchange-links.spec.ts), and a company that is not on the exchange. Screenshot: docs/screenshots/company.png.
 */
import { expect, test, openApp, rpc } from './fixtures';
import { expectAccessible } from './axe';

type Vehicle = { companyId: string | null };
type Company = { id: string; name: string; cui: string; url: string; registry: string };

test('a company profile shows its fields', async ({ page, request }) => {
  const vehicles = await rpc<{ data: Vehicle[] }>(request, 'vehicles.search', { filters: {}, cursor: null });
  const companyId = vehicles.value?.data.find((v) => v.companyId)?.companyId;
  expect(companyId, 'a free vehicle of the demo market names its company').toBeTruthy();
  const company = (await rpc<Company>(request, 'companies.get', { id: companyId })).value!;

  // a real exchange gives an https url: rewrite the sandbox's
  await page.route('**/rpc/companies.get', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { ok: boolean; value?: Company };
    if (body.ok && body.value) body.value.url = `https://exchange.example/companies/${body.value.id}`;
    await route.fulfill({ response, json: body });
  });
  await page.setViewportSize({ width: 1366, height: 768 });
  await openApp(page, `/companies/${companyId}`);
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  const profile = page.locator('.company-screen dl');
  // a Romanian company (registry anaf) has a CUI, a county and an ANAF status; another its VAT number
  const romanian = company.registry === 'anaf';
  for (const term of [
    ...(romanian ? ['CUI', 'County', 'ANAF status'] : ['VAT number']),
    'Registry',
    'City',
    'Country',
    'Verification',
    'Vehicle types',
    'Rating',
    'Reviews',
  ]) {
    await expect(profile.getByText(term, { exact: true })).toBeVisible();
  }
  await expect(profile).toContainText(company.cui);
  const website = page.getByRole('link', { name: 'Open on the exchange' });
  await expect(website).toHaveAttribute('href', `https://exchange.example/companies/${companyId}`);
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  await page.screenshot({ path: 'docs/screenshots/company.png' });
  // axe: this state is a11y.spec.ts's walk entry “Company profile” (both themes; issue 47 §3)
});

test('a company that is not on the exchange', async ({ page }) => {
  await openApp(page, '/companies/99999999-9999-4999-8999-999999999999');
  await expect(page.getByText('This company is not on the exchange.')).toBeVisible();
  await expectAccessible(page);
});
