/**
 * The fault matrix (docs/architecture.md §The test layers): the app against its own sandbox with faults
 * injected. Each case reads page 1, meets the fault on "Next page", and asserts that the rows already read
 * stay on screen, the sentence names the real cause (a server on this computer: the lab sandbox is loopback),
 * the way out works, and the page logged no console error.
 */
import { expect, test, type Page, watchConsole } from './fixtures';
import { e2eHosts } from './hosts';
import { startPrivateLab, type PrivateLab } from './private-lab';
import { listingRows } from './screens';

let lab: PrivateLab;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  lab = await startPrivateLab(e2eHosts.sandbox.port + 20);
});

test.afterAll(async () => {
  await lab?.close();
});

test.afterEach(async () => {
  if (lab) {
    await lab.restartSandboxIfStopped();
    await lab.clearFaults();
  }
});

/** Opens Listings on the lab host and reads page 1 (RO: more than one page). Returns page 1's first ref. */
async function readPageOne(page: Page): Promise<string> {
  await page.goto(lab.url('/listings?fromCountry=%22RO%22'));
  // a fresh page's first read: over 5 s when the machine is loaded (CI runs beside other work)
  await expect(page.getByRole('status')).toHaveText(/^Page 1 · 20 /, { timeout: 20_000 });
  await expect(listingRows(page)).toHaveCount(20);
  // The tools loaded after the first reads ("Save this search", "Truck at") must be in before "Next
  // page" is clicked: they join the row above the results, and a click sent while the page moves can
  // land beside the button (a CI run lost one that way).
  await expect(page.getByRole('combobox', { name: 'Truck at' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save this search' })).toBeVisible();
  // the ref alone: the cell may also say " · seen" (docs/watch.md §Seen and hidden loads)
  return (await listingRows(page).first().getByRole('rowheader').innerText()).match(/FX-[0-9A-Z]{6}/)![0];
}

const nextPage = (page: Page) => page.getByRole('button', { name: 'Next page' });

/** Page 1's rows are still on screen (the first one is still `firstRef`). */
async function expectRowsKept(page: Page, firstRef: string): Promise<void> {
  await expect(listingRows(page)).toHaveCount(20);
  await expect(listingRows(page).first().getByRole('rowheader')).toContainText(firstRef);
}

test('latency of 5 s: the rows stay while page 2 loads, then page 2 shows', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = watchConsole(page);
  const firstRef = await readPageOne(page);
  await lab.setFaults({ latencyMs: 5_000 });
  await nextPage(page).click();
  await expect(page.getByRole('status')).toHaveText(/^Page 2 · Loading/);
  await expectRowsKept(page, firstRef);
  await expect(nextPage(page)).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(/^Page 2 · 20 /, { timeout: 20_000 });
  await expect(listingRows(page).first().getByRole('rowheader')).not.toContainText(firstRef);
  expect(problems).toEqual([]);
});

test('50% 5xx: retried quietly; whatever comes, the rows never go and Try again recovers', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const firstRef = await readPageOne(page);
  await lab.setFaults({ errorRate: 0.5 });
  await nextPage(page).click();
  await expect(page.getByRole('status')).not.toHaveText(/Loading/, { timeout: 20_000 });
  const failed = (await page.getByRole('alert').count()) > 0;
  if (failed) {
    await expectRowsKept(page, firstRef);
    await lab.clearFaults();
    await page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
  }
  await expect(page.getByRole('status')).toHaveText(/^Page 2 · 20 /);
  expect(problems).toEqual([]);
});

for (const [name, faults, sentence] of [
  [
    '100% 5xx',
    { errorRate: 1 },
    /The server on this computer had a problem answering\. .*Dispatch tried 3 times\./,
  ],
  [
    'malformed JSON',
    { malformedJsonRate: 1 },
    /The server on this computer had a problem answering\. .*Dispatch tried 3 times\./,
  ],
  ['dropped connections', { dropConnectionRate: 1 }, /The server on this computer closed the connection/],
] as const) {
  test(`${name}: the rows stay, the cause is named, Try again recovers`, async ({ page }) => {
    test.setTimeout(60_000);
    const problems = watchConsole(page);
    const firstRef = await readPageOne(page);
    await lab.setFaults(faults);
    await nextPage(page).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(sentence, { timeout: 30_000 });
    await expectRowsKept(page, firstRef);
    await expect(page.getByRole('status')).toHaveText(/^Page 2 · not loaded/);
    await lab.clearFaults();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Page 2 · 20 /);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

// a call sends at most 5 requests that meet a 429 (docs/api.md §Rate limits): 4 are waited out (1 + 2 + 4 + 8 s)
test('4 forced 429s: Dispatch waits for the exchange, says so, and page 2 arrives with no error', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  await readPageOne(page);
  await lab.setFaults({ force429: 4 });
  await nextPage(page).click();
  const waiting = page.getByText(/^Waiting for the exchange: it asked Dispatch to slow down\./);
  await expect(waiting).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/^Page 2 · 20 /, { timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(waiting).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('an expired cursor: page 1 stays readable, Start over reads page 1 again', async ({ page }) => {
  const problems = watchConsole(page);
  const firstRef = await readPageOne(page);
  await lab.advanceClock(16 * 60);
  await nextPage(page).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(/expired/);
  await expectRowsKept(page, firstRef);
  await alert.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Page 1 · 20 /);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('list_changed: the notice says the list changed, nothing re-pages on its own', async ({ page }) => {
  const problems = watchConsole(page);
  const firstRef = await readPageOne(page);
  await lab.publishListing({ fromCountry: 'RO' });
  await nextPage(page).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(/changed/);
  await expectRowsKept(page, firstRef);
  await expect(page.getByRole('status')).toHaveText(/^Page 2 · not loaded/);
  await alert.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Page 1 · 20 /);
  expect(problems).toEqual([]);
});

test('the sandbox killed, then restarted: named as not running, then Start over with its new cursors', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = watchConsole(page);
  const firstRef = await readPageOne(page);
  await lab.stopSandbox();
  await nextPage(page).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(/The server on this computer is not running/, { timeout: 30_000 });
  await expectRowsKept(page, firstRef);
  await lab.restartSandbox();
  await alert.getByRole('button', { name: 'Try again' }).click();
  // the new sandbox signs cursors with new keys: the old page position is unknown to it
  await expect(page.getByRole('alert')).toContainText(/no longer knows this page/);
  await expectRowsKept(page, firstRef);
  await page.getByRole('alert').getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Page 1 · 20 /);
  expect(problems).toEqual([]);
});
