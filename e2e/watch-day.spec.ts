/**
 * A simulated working day with the watch (docs/watch.md §In the renderer), through the browser host against a
 * sandbox of its own whose market moves (`--tick`), on a private lab (its own sandbox and host, so the shared
 * hosts are left as found). The budget is raised in Settings → Watch; only what the day needs is watched, so
 * a pass is a few reads. The demo shipper's key: offers delivered to one of its listings and another
 * listing closed and given its first stage reach the Activity screen, the nav counts and a browser
 * notification (permission granted in the context; `window.Notification` wrapped by an init script
 * that records each one) after "Check now", within one pass; a reload keeps the feed and tells nothing
 * again. Then the demo carrier's key: its offer accepted reaches them the same way. A listings search
 * saved from Listings ("Save this search", TR → SK freight) and marked Watch in Saved searches: after
 * its baseline pass (nothing told), a load published on its route (`POST /_sandbox/listings`) reaches
 * Activity ("New load … in “<search>”") and a notification; one published to another country is not
 * told. A restart of the browser host (`lab.restartHost()`, same settings folder: the local database
 * kept) keeps the feed: the same entries, read or unread as before, and after two more reads nothing
 * new and no notification. No call answer is ever a 429, and while only the watch reads (the Activity
 * screen reads the local log alone, and what the watch notices re-reads the inbox only while it is
 * open: renderer/app/freshAfterActivity.ts), the requests the sandbox counted for the holder
 * (`GET /_sandbox/requests`, per real-time minute) never exceed the budget in any minute (the catch-up
 * ceiling of 20 while a first pass catches up, docs/watch.md §The budget).
 */
import { expect, test, type APIRequestContext, recordCallResults } from './fixtures';
import { e2eHosts } from './hosts';
import { labCalls, notified, RECORD_NOTIFICATIONS } from './lab-calls';
import { startPrivateLab, type PrivateLab } from './private-lab';

test.describe.configure({ mode: 'serial' });

/** The reads a minute the test sets in Settings (the most the app allows: one read every 5 s). */
const BUDGET = '12';

/** The name of the listings search the day watches. */
const SEARCH = 'Turkey to Slovakia';

type Listing = { ref: string; status: string };
type Offer = { id: string; listingRef: string; status: string; price: string; currency: string };
type Entry = { id: string; seq: number; type: string; listingRef: string | null; readAt: string | null };
type Summary = { unread: number; newestSeq: number; watch: { state: string; lastReadAt: string | null } };

let lab: PrivateLab;
const { must, control, waitForReads } = labCalls(() => lab);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  lab = await startPrivateLab(e2eHosts.sandbox.port + 50);
  // a moving market (a step every 20 s), with the sandbox's own rate limit on
  await lab.restartSandbox(['--tick', '20', '--rate-limit', '300']);
});

test.afterAll(async () => {
  await lab?.close();
});

/** Forgets the sandbox's request counts: what is counted from now on is the watch's alone. */
async function resetRequestCounts(request: APIRequestContext): Promise<void> {
  const response = await request.delete(`${lab.sandboxUrl}/_sandbox/requests`);
  expect(response.ok(), await response.text()).toBe(true);
}

/** The requests the sandbox counted for `holder` (a demo account) in each real-time minute since the reset. */
async function requestsPerMinute(
  request: APIRequestContext,
  holder: string,
): Promise<Record<string, number>> {
  const response = await request.get(`${lab.sandboxUrl}/_sandbox/requests`);
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { holders: Record<string, Record<string, number>> } };
  return body.data.holders[holder] ?? {};
}

/**
 * The most reads a minute the watch may send: the budget, or, during the catch-up pass after a start
 * or a key chosen, the catch-up ceiling of 20 (docs/watch.md §The budget).
 */
const CEILING = Math.max(Number(BUDGET), 20);

/** Every minute's count of `holder` is within the watch's ceiling (and the watch read at all). */
async function expectWithinBudget(request: APIRequestContext, holder: string): Promise<void> {
  const minutes = await requestsPerMinute(request, holder);
  expect(Object.keys(minutes).length, `${holder} was read`).toBeGreaterThan(0);
  for (const [minute, count] of Object.entries(minutes)) {
    expect(count, `${holder} at ${minute}`).toBeLessThanOrEqual(CEILING);
  }
}

test('a working day: what the watch notices reaches Activity, the nav counts and a notification', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await context.grantPermissions(['notifications'], { origin: lab.hostUrl });
  await page.addInitScript(RECORD_NOTIFICATIONS);
  const calls = await recordCallResults(page);

  // the shipper's desk, with only what the day needs watched: two published listings, the rest cancelled
  await must(request, 'watch.update', {
    enabled: false,
    sources: {
      my_listings: true,
      received_offers: true,
      my_offers: true,
      carried_loads: false,
      my_vehicles: false,
      saved_searches: false,
    },
  });
  const keys = await lab.demoKeys();
  await must(request, 'keys.save', { key: keys['shipper'] });
  const mine = await must<{ data: Listing[] }>(request, 'listings.mine', { cursor: null });
  const published = mine.data.filter((listing) => listing.status === 'published').map((l) => l.ref);
  expect(published.length, 'the shipper has two published listings').toBeGreaterThanOrEqual(2);
  const [offered, staged, ...others] = published as [string, string, ...string[]];
  for (const ref of others) {
    await control(request, `/_sandbox/listings/${ref}/status`, { status: 'cancelled' });
  }

  // the budget raised in Settings → Watch, the watch switched on; the app's own reads at its start (the
  // nav's count of offers never seen in the inbox: `listings.mine` and each listing's offers, 21
  // requests of the holder) are done first, so the counts reset below are the watch's alone
  const startReads = page.waitForResponse((response) => response.url().endsWith('/rpc/offers.inbox'));
  await page.goto(lab.url('/settings'));
  await startReads;
  const watch = page.getByRole('region', { name: 'Watch' });
  await watch.getByLabel('Budget: reads a minute, for all watching together').fill(BUDGET);
  await expect(watch.getByText('about 720 requests an hour')).toBeVisible();
  await watch.getByRole('checkbox', { name: 'Keep watch on the exchange for me' }).check();
  await watch.getByRole('button', { name: 'Save the watch settings' }).click();
  await expect(watch.getByText('Saved.')).toBeVisible();

  // a whole first pass (my listings, two listings' offers, my offers) is the baseline
  await page.getByRole('link', { name: /^Activity/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await resetRequestCounts(request);
  await waitForReads(request, 5);

  // the day: two offers on one listing, the other given to a carrier and loading
  for (const price of ['1450.00', '1600.00']) {
    await control(request, '/_sandbox/offers', { listingRef: offered, price, currency: 'EUR' });
  }
  await control(request, `/_sandbox/listings/${staged}/status`, { status: 'closed' });
  await control(request, `/_sandbox/listings/${staged}/stage`, { stage: 'assigned' });
  await page.getByRole('button', { name: 'Check now' }).click();

  // within one pass (a few reads at one every 5 s): Activity, the nav counts, a notification
  const within = { timeout: 120_000 };
  const feed = page.getByRole('main');
  await expect(
    feed.getByRole('link', { name: `New offer of 1,450 EUR on ${offered}`, exact: false }),
  ).toBeVisible(within);
  await expect(
    feed.getByRole('link', { name: `New offer of 1,600 EUR on ${offered}`, exact: false }),
  ).toBeVisible();
  await expect(feed.getByRole('link', { name: `Transport stage of ${staged}: Assigned` })).toBeVisible(
    within,
  );
  await expect(
    feed.getByRole('link', { name: `${staged} was closed: the carrier was chosen` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Activity \d+ unread$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Offer inbox \d+ new offers$/ })).toBeVisible();
  await expect
    .poll(async () => (await notified(page)).map((n) => n.title), within)
    .toContainEqual(expect.stringMatching(new RegExp(`^\\d+ new offers on ${offered}$`)));
  expect((await notified(page)).find((n) => n.title.endsWith(offered))?.body).toMatch(/^best 1,450 EUR$/);
  await expect(page).toHaveTitle(/^\(\d+\) /);

  // a reload keeps the feed and tells nothing again
  await page.reload();
  await expect(feed.getByRole('link', { name: `Transport stage of ${staged}: Assigned` })).toBeVisible();
  await page.waitForTimeout(7_000); // the stream opened again and time for any push to arrive: none tells anything again
  expect(await notified(page)).toEqual([]);

  await expectWithinBudget(request, 'shipper');

  // the carrier's desk: its offer accepted
  await must(request, 'watch.update', {
    sources: { my_listings: false, received_offers: false, my_offers: true },
  });
  await must(request, 'keys.save', { key: keys['carrier'] });
  const sent = (await must<{ data: Offer[] }>(request, 'offers.mine', { cursor: null })).data.find(
    (offer) => offer.status === 'sent',
  );
  expect(sent, 'the carrier has an offer waiting for an answer').toBeTruthy();
  await resetRequestCounts(request);
  await waitForReads(request, 2);
  await control(request, `/_sandbox/offers/${sent!.id}/status`, { status: 'accepted' });
  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(
    feed.getByRole('link', { name: new RegExp(`^Your offer of .* on ${sent!.listingRef} was accepted$`) }),
  ).toBeVisible(within);
  await expect
    .poll(async () => (await notified(page)).map((n) => n.title), within)
    .toContain('Offer accepted');

  await expectWithinBudget(request, 'carrier');

  // a watched search: saved from Listings, its Watch switched on in Saved searches; its first read is
  // the baseline (nothing told). A route the moving market makes rarely (abroad to abroad, TR → SK).
  await must(request, 'watch.update', { sources: { my_offers: false, saved_searches: true } });
  await page.goto(lab.url('/listings?category=%22freight%22&fromCountry=%22TR%22&toCountry=%22SK%22'));
  await page.getByRole('button', { name: 'Save this search' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save this search' });
  await saveDialog.getByLabel('Name').fill(SEARCH);
  await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Saved as “${SEARCH}”.`)).toBeVisible();
  await page.getByRole('link', { name: 'Open saved searches' }).click();
  const searchItem = page
    .getByRole('list', { name: 'Saved searches' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: SEARCH, exact: true }) });
  const watchSwitch = searchItem.getByRole('switch', { name: 'Watch' });
  await expect(watchSwitch).not.toBeChecked();
  // react-aria's Switch: its input is visually hidden under the track, so the label is what a user clicks
  await searchItem
    .locator('label')
    .filter({ has: page.getByRole('switch', { name: 'Watch' }) })
    .click();
  await expect(watchSwitch).toBeChecked();
  await expect(
    searchItem.getByText('The watch reads this search and tells you what is new on it.'),
  ).toBeVisible();
  await resetRequestCounts(request);
  await waitForReads(request, 2);
  expect(
    (await must<{ entries: Entry[] }>(request, 'activity.list', { limit: 500 })).entries,
  ).not.toContainEqual(expect.objectContaining({ type: 'listing.created' }));

  // two loads published: one on the search's route (told), one to another country (not told)
  const matching = await lab.publishListing({
    category: 'freight',
    fromCountry: 'TR',
    fromCity: 'Bursa',
    toCountry: 'SK',
    // written without its marks, as some exchanges write it: told as the app's gazetteer names it
    toCity: 'Zilina',
    budget: '2100.00',
    currency: 'EUR',
  });
  const elsewhere = await lab.publishListing({
    category: 'freight',
    fromCountry: 'TR',
    fromCity: 'Bursa',
    toCountry: 'DE',
    toCity: 'München',
    currency: 'EUR',
  });
  await page.getByRole('link', { name: /^Activity/ }).click();
  await page.getByRole('button', { name: 'Check now' }).click();
  const newLoad = feed.getByRole('link', {
    name: new RegExp(`Bursa → Žilina \\(${matching}\\) in “${SEARCH}”`),
  });
  await expect(newLoad).toBeVisible(within);
  // one load alone is told as itself: "New load", its sentence below (a group would be "N new loads in …")
  await expect
    .poll(async () => (await notified(page)).map((n) => `${n.title}: ${n.body ?? ''}`), within)
    .toContainEqual(
      expect.stringMatching(new RegExp(`^New load: .*Bursa → Žilina \\(${matching}\\) in “${SEARCH}”`)),
    );
  const afterSearch = (await must<{ entries: Entry[] }>(request, 'activity.list', { limit: 500 })).entries;
  expect(afterSearch.filter((entry) => entry.type === 'listing.created').map((e) => e.listingRef)).toEqual([
    matching,
  ]);
  expect(afterSearch.map((entry) => entry.listingRef)).not.toContain(elsewhere);
  expect((await notified(page)).map((n) => `${n.title} ${n.body ?? ''}`).join('\n')).not.toContain(elsewhere);
  await expectWithinBudget(request, 'carrier');

  // a restart of the host keeps the feed (same entries, read or unread as they were), tells nothing again
  await newLoad.click(); // opened: marked read
  await expect
    .poll(
      async () =>
        (await must<{ entries: Entry[] }>(request, 'activity.list', { limit: 500 })).entries.find(
          (entry) => entry.type === 'listing.created',
        )?.readAt ?? null,
      within,
    )
    .not.toBeNull();
  const before = (await must<{ entries: Entry[] }>(request, 'activity.list', { limit: 500 })).entries;
  const unreadBefore = (await must<Summary>(request, 'activity.summary')).unread;
  expect(
    before.some((entry) => entry.readAt === null),
    'some entries unread',
  ).toBe(true);
  await page.goto('about:blank'); // the page does not call a host that is down
  await lab.restartHost();
  await page.goto(lab.url('/activity'));
  await expect(newLoad).toBeVisible(within);
  await expect(feed.getByRole('link', { name: `Transport stage of ${staged}: Assigned` })).toBeVisible();
  const kept = (entries: Entry[]) =>
    entries.map(({ id, seq, readAt }) => ({ id, seq, read: readAt !== null }));
  expect(kept((await must<{ entries: Entry[] }>(request, 'activity.list', { limit: 500 })).entries)).toEqual(
    kept(before),
  );
  await waitForReads(request, 2); // the watch read again after the restart
  expect(kept((await must<{ entries: Entry[] }>(request, 'activity.list', { limit: 500 })).entries)).toEqual(
    kept(before),
  );
  expect((await must<Summary>(request, 'activity.summary')).unread).toBe(unreadBefore);
  await expect(page.getByRole('link', { name: `Activity ${unreadBefore} unread` })).toBeVisible();
  expect(await notified(page)).toEqual([]);

  // no 429 shown or answered
  await calls.stop();
  expect(calls.bodies.filter((body) => body.includes('"rate_limited"'))).toEqual([]);
  await expect(page.getByText('The exchange asked us to slow down')).toHaveCount(0);
  await lab.rpc(request, 'keys.remove', {});
});
