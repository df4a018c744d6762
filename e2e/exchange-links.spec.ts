/**
 * "Open on the exchange" and "Copy as text" in the demo (README.md §The screens): the API
 * carries no contact data, so the exchange's website is the dispatcher's way to the shipper. The
 * embedded sandbox writes every `url` as `http://127.0.0.1:<port>/web/...` and answers it with a
 * stand-in page (sandbox/server/website/routes.ts); the app links those only in a sandbox session
 * (shared/domain/website-link.ts; an https url is covered by listing-page.spec.ts and company.spec.ts).
 * The copied text is what a dispatcher pastes into WhatsApp or an e-mail.
 */
import { expect, test, type Page, openApp, rpc } from './fixtures';
import { e2eHosts } from './hosts';

type Offer = { id: string; listingRef: string; url: string };
type Listing = { ref: string; url: string; fromCity: string; toCity: string };
type Company = { id: string; name: string; url: string };

/** Follows the "Open on the exchange" link in `scope` and returns the stand-in page it opened. */
async function followExchangeLink(
  page: Page,
  scope: ReturnType<Page['locator']>,
  url: string,
): Promise<Page> {
  const link = scope.getByRole('link', { name: 'Open on the exchange' });
  await expect(link).toHaveAttribute('href', url);
  await expect(link).toHaveAttribute('target', '_blank');
  const [standIn] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await standIn.waitForLoadState();
  return standIn;
}

test('in the demo, a listing, an offer and a company open on the stand-in website, and copy as text', async ({
  page,
  context,
  request,
}) => {
  expect((await rpc(request, 'keys.useDemo', { account: 'carrier' })).ok).toBe(true);
  try {
    const offer = (await rpc<{ data: Offer[] }>(request, 'offers.mine', { cursor: null })).value!.data[0]!;
    const listing = (await rpc<Listing>(request, 'listings.get', { ref: offer.listingRef })).value!;
    expect(listing.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/web\/listings\/FX-/);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2eHosts.demo.url });
    await page.setViewportSize({ width: 1366, height: 768 });

    // a listing: the stand-in page, and the listing as text
    await openApp(page, `/listings/${listing.ref}`);
    const detail = page.getByRole('region', { name: 'Listing details' });
    await expect(detail.getByRole('heading', { name: listing.ref })).toBeVisible();
    const listingSite = await followExchangeLink(page, detail, listing.url);
    await expect(listingSite.getByRole('heading', { name: `Listing ${listing.ref}` })).toBeVisible();
    await expect(listingSite.locator('main')).toContainText("the shipper's contact data");
    await listingSite.close();

    await detail.getByRole('button', { name: 'Copy as text' }).click();
    await expect(detail.getByText('Copied', { exact: true })).toBeVisible();
    const copied = (await page.evaluate<string>('navigator.clipboard.readText()')).split('\n');
    // the route as the panel writes it: its cities in the UI's language (docs/api.md §Places)
    const route = detail.locator('dt', { hasText: /^Route$/ }).locator('xpath=following-sibling::dd[1]');
    expect(copied[0]).toBe((await route.innerText()).split('\n')[0]);
    expect(copied).toContain(`Ref: ${listing.ref}`);
    expect(copied.at(-1)).toBe(listing.url);

    // an offer: the stand-in page where it is accepted, and its text
    await openApp(page, `/offers/${offer.id}`);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { name: new RegExp(`offered on ${offer.listingRef}$`) }),
    ).toBeVisible();
    const offerSite = await followExchangeLink(page, main, offer.url);
    await expect(offerSite.locator('main')).toContainText('the Accept and Decline buttons');
    await offerSite.close();
    await main.getByRole('button', { name: 'Copy as text' }).click();
    await expect(main.getByText('Copied', { exact: true })).toBeVisible();
    const offerText = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(offerText).toContain(offer.listingRef);
    expect(offerText.split('\n').at(-1)).toBe(offer.url);

    // a company: its profile on the stand-in website
    const vehicles = await rpc<{ data: { companyId: string | null }[] }>(request, 'vehicles.search', {
      filters: {},
      cursor: null,
    });
    const companyId = vehicles.value!.data.find((v) => v.companyId)!.companyId!;
    const company = (await rpc<Company>(request, 'companies.get', { id: companyId })).value!;
    await openApp(page, `/companies/${companyId}`);
    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
    const companySite = await followExchangeLink(page, page.getByRole('main'), company.url);
    await expect(companySite.locator('main')).toContainText("the company's full profile");
    await companySite.close();
  } finally {
    await rpc(request, 'keys.remove', {});
  }
});
