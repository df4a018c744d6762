/**
 * The watch tells a page in a background tab (docs/watch.md §How the page is told), through the browser
 * host, on a private lab (its own sandbox and host). The demo shipper's desk is watched (its listings and
 * the offers on them), one listing left published. The app's page is opened, then a second page is put
 * in front of it in the same context, and the app's tab is hidden (`document.visibilityState`). Headless
 * Chromium keeps every page visible whatever is in front (tried: `bringToFront`, a minimized window,
 * focus emulation off, a tab opened in the background), so the hidden state is given to the page by an
 * init script, as the browser tells a background tab: `visibilityState` "hidden", `hidden` true, and a
 * `visibilitychange` event (what TanStack Query's focus manager, which stopped the old poll, listens
 * to). An offer
 * delivered on the listing (`POST /_sandbox/offers`) and "Check now" asked from the test (not the page)
 * reach the hidden page by the host's push alone: the nav's Activity count goes to 1 and a Web
 * Notification "Offer received: New offer of 1,450 EUR on <ref>" is made (permission granted in the context; `window.Notification`
 * wrapped by an init script that records each one). The page opened one activity stream
 * (`POST /events/activity`) and kept it; it read the summary once when the stream opened, and never
 * again on a timer while hidden, before or after the offer.
 */
import { expect, test } from './fixtures';
import { e2eHosts } from './hosts';
import { labCalls, notified, RECORD_NOTIFICATIONS, WATCH_MY_LISTINGS_AND_OFFERS } from './lab-calls';
import { startPrivateLab, type PrivateLab } from './private-lab';

test.describe.configure({ mode: 'serial' });

type Listing = { ref: string; status: string };

/** More than two of the 5 s polls the page made before it was pushed its activity, in ms. */
const QUIET_WINDOW_MS = 12_000;

let lab: PrivateLab;
const { must, control, waitForReads } = labCalls(() => lab);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  lab = await startPrivateLab(e2eHosts.sandbox.port + 60);
});

test.afterAll(async () => {
  await lab?.close();
});

/**
 * Lets the test hide the page as a background tab is hidden: `window.__hide()` makes
 * `document.visibilityState` "hidden" and `document.hidden` true, then fires `visibilitychange` and
 * `blur` (headless Chromium never hides a page itself).
 */
const HIDEABLE = `(() => {
  let hidden = false;
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
  window.__hide = () => {
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('blur'));
  };
})()`;

test('a watched offer reaches a background tab: the nav count and a notification, pushed, never polled', async ({
  context,
  request,
}) => {
  test.setTimeout(300_000);
  await context.grantPermissions(['notifications'], { origin: lab.hostUrl });

  // the shipper's desk: its listings and their offers watched at the most reads a minute, one listing
  const keys = await lab.demoKeys();
  await must(request, 'watch.update', {
    enabled: false,
    requestsPerMinute: 12,
    sources: WATCH_MY_LISTINGS_AND_OFFERS,
  });
  await must(request, 'keys.save', { key: keys['shipper'] });
  const mine = await must<{ data: Listing[] }>(request, 'listings.mine', { cursor: null });
  const [offered, ...others] = mine.data.filter((l) => l.status === 'published').map((l) => l.ref);
  expect(offered, 'the shipper has a published listing').toBeTruthy();
  for (const ref of others) {
    await control(request, `/_sandbox/listings/${ref}/status`, { status: 'cancelled' });
  }
  await must(request, 'watch.update', { enabled: true });
  await waitForReads(request, 3, 120_000); // a whole first pass: the baseline, nothing told

  // the app's page, each call and stream it makes recorded
  const app = await context.newPage();
  await app.addInitScript(RECORD_NOTIFICATIONS);
  await app.addInitScript(HIDEABLE);
  const summaryReads: number[] = [];
  const streams: string[] = [];
  app.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname === '/rpc/activity.summary') summaryReads.push(Date.now());
    if (pathname === '/events/activity') streams.push(sent.method());
  });
  const streamOpened = app.waitForResponse(
    (response) => new URL(response.url()).pathname === '/events/activity' && response.status() === 200,
    { timeout: 30_000 },
  );
  await app.goto(lab.url('/activity'));
  await expect(app.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await streamOpened;
  await expect(app.getByRole('link', { name: 'Activity', exact: true })).toBeVisible();
  await expect.poll(() => summaryReads.length).toBeGreaterThan(0);

  // another page in front: the app's tab is in the background
  const front = await context.newPage();
  await front.goto('about:blank');
  await front.bringToFront();
  await app.evaluate('window.__hide()');
  await expect.poll(() => app.evaluate('document.visibilityState')).toBe('hidden');

  // hidden and quiet: no summary read on a timer
  const readsBefore = summaryReads.length;
  await front.waitForTimeout(QUIET_WINDOW_MS);
  expect(summaryReads.length, 'summary reads while hidden and quiet').toBe(readsBefore);

  // an offer on the listing, a check asked by the test: the hidden page is told
  await control(request, '/_sandbox/offers', { listingRef: offered, price: '1450.00', currency: 'EUR' });
  await must(request, 'watch.checkNow');
  const within = { timeout: 120_000 };
  await expect(app.getByRole('link', { name: 'Activity 1 unread' })).toBeVisible(within);
  await expect
    .poll(async () => (await notified(app)).map((n) => `${n.title}: ${n.body ?? ''}`), within)
    .toContainEqual(`Offer received: New offer of 1,450 EUR on ${offered}`);
  expect(await app.evaluate('document.visibilityState')).toBe('hidden');

  // still no summary read on a timer after the push, and the one stream kept open throughout
  await front.waitForTimeout(QUIET_WINDOW_MS);
  expect(summaryReads.length, 'summary reads while hidden').toBe(readsBefore);
  expect(streams).toEqual(['POST']);
  expect(await notified(app)).toHaveLength(1);

  await app.close();
  await front.close();
  await lab.rpc(request, 'keys.remove', {});
});
