/**
 * The listing's page on the lab host (its sandbox's control routes on): the transport stage the key
 * holder sees, "Refresh" after the stage moves (the API has no events yet), "Open on the exchange"
 * and "Estimate this route". The sandbox's listing `url` is its own stand-in page
 * (`http://127.0.0.1:<port>/web/...`, followed in exchange-links.spec.ts); here the test rewrites the
 * `url` of `listings.get` answers to the https address a real exchange gives (`page.route`), and
 * checks the link the page then shows. The shipper's demo key is saved for the test and removed at the end; the
 * listing's stage is put back as it was.
 */
import { expect, test, labDemoKeys, openApp, rpc, sandboxControl } from './fixtures';
import { expectAccessible } from './axe';

type Listing = { ref: string; status: string; url: string; transportStage?: string | null };

test('the listing page shows the stage, Refresh reads the new one, and its links are right', async ({
  page,
  request,
}) => {
  const keys = await labDemoKeys(request);
  const shipperKey = keys['shipper'];
  expect(shipperKey, 'the lab sandbox has a shipper demo key').toBeTruthy();
  const saved = await rpc(request, 'keys.save', { key: shipperKey }, 'lab');
  expect(saved.ok).toBe(true);

  let ref = '';
  let stageBefore: string | null = null;
  try {
    const mine = await rpc<{ data: Listing[] }>(request, 'listings.mine', { cursor: null }, 'lab');
    const listing = mine.value?.data.find((l) => l.status === 'published');
    expect(listing, 'the shipper has a published listing').toBeTruthy();
    ref = listing!.ref;
    stageBefore = listing!.transportStage ?? null;

    // a known starting stage, through the control route
    const first = await request.post(`${sandboxControl}/_sandbox/listings/${ref}/stage`, {
      data: { stage: 'assigned' },
    });
    expect(first.ok()).toBe(true);

    await page.route('**/rpc/listings.get', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { ok: boolean; value?: Listing };
      if (body.ok && body.value) body.value.url = `https://exchange.example/listings/${body.value.ref}`;
      await route.fulfill({ response, json: body });
    });
    await page.setViewportSize({ width: 1366, height: 768 });
    await openApp(page, `/listings/${ref}`, 'lab');
    const detail = page.getByRole('region', { name: 'Listing details' });
    await expect(detail.getByRole('heading', { name: ref })).toBeVisible();
    await expect(detail).toContainText(/Transport stage\s*Assigned \(since /);

    const moved = await request.post(`${sandboxControl}/_sandbox/listings/${ref}/stage`, {
      data: { stage: 'in_transit' },
    });
    expect(moved.ok()).toBe(true);
    await expect(detail).toContainText(/Assigned \(since /); // nothing moves on its own
    await detail.getByRole('button', { name: 'Refresh' }).click();
    await expect(detail).toContainText(/Transport stage\s*In transit \(since /);

    const exchange = detail.getByRole('link', { name: 'Open on the exchange' });
    await expect(exchange).toHaveAttribute('target', '_blank');
    await expect(exchange).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(exchange).toHaveAttribute('href', `https://exchange.example/listings/${ref}`);

    await expectAccessible(page);
    await page.screenshot({ path: 'docs/screenshots/listing.png' });

    await detail.getByRole('link', { name: 'Estimate this route' }).click();
    await expect(page).toHaveURL(/#\/cost-estimate\?/);
    const params = new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');
    const shown = await rpc<Listing & Record<string, string | null>>(request, 'listings.get', { ref }, 'lab');
    const l = shown.value!;
    // the URL carries each field as the router writes it (plain, or JSON-quoted for strings)
    const field = (name: string) => params.get(name)?.replace(/^"(.*)"$/, '$1');
    expect(field('fromCountry')).toBe(l['fromCountry']);
    expect(field('toCountry')).toBe(l['toCountry']);
    expect(field('from')).toBe(l['fromCity']);
    expect(field('to')).toBe(l['toCity']);
    expect(field('category')).toBe(l['category']);
    expect(field('currency')).toBe(l['currency']);
    if (l['budget'] !== null) expect(Number(field('price'))).toBe(Number(l['budget']));
  } finally {
    if (ref) {
      await request.post(`${sandboxControl}/_sandbox/listings/${ref}/stage`, {
        data: { stage: stageBefore },
      });
    }
    await rpc(request, 'keys.remove', {}, 'lab');
  }
});
