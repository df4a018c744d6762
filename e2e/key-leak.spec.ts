/**
 * The key never leaks (README.md §Point it at the real exchange): after a session that saved a key in
 * Settings and used it on the screens that need it, the key's text is absent from the DOM and every browser
 * storage, every call result the page received, everything the host printed (logs and any crash output), the
 * settings file and the local database (every file of the host's data folder, read as bytes).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, recordCallResults } from './fixtures';
import { e2eHosts } from './hosts';
import { startPrivateLab, type PrivateLab } from './private-lab';

let lab: PrivateLab;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  lab = await startPrivateLab(e2eHosts.sandbox.port + 22);
});

test.afterAll(async () => {
  await lab?.close();
});

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('a saved and used key is nowhere but the keychain', async ({ page }) => {
  test.setTimeout(90_000);
  const key = (await lab.demoKeys()).shipper ?? '';
  expect(key).toMatch(/^test_fx_/);
  const tail = key.slice(8); // the key without its prefix, should a copy be cut or re-encoded

  // every call result the page receives is recorded on its way to the page (e2e/fixtures.ts)
  const { bodies: answers, settle, stop } = await recordCallResults(page);

  // save it as a user does: in Settings, pasted into the key field
  await page.goto(lab.url('/settings'));
  const main = page.getByRole('main');
  await main.getByLabel('API key', { exact: true }).fill(key);
  await main.getByRole('button', { name: 'Save key' }).click();
  await expect(main.getByText(`ending in …${key.slice(-4)}`)).toBeVisible();

  // use it on the screens that need it, and on the search
  for (const path of ['/desk/listings', '/inbox', '/offers/sent', '/listings', '/settings']) {
    await settle();
    await page.goto(lab.url(path));
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.getByText(/Loading…/)).toHaveCount(0);
  }
  await stop();

  const dom = await page.content();
  // (a string: the e2e code is type-checked without the DOM's types)
  const storage = await page.evaluate<string>(`(async () => {
    const dump = (store) =>
      Array.from({ length: store.length }, (_, i) => store.key(i) + '=' + store.getItem(store.key(i)));
    const databases = 'databases' in indexedDB ? await indexedDB.databases() : [];
    return [
      ...dump(localStorage),
      ...dump(sessionStorage),
      document.cookie,
      JSON.stringify(databases),
      typeof caches === 'undefined' ? '' : JSON.stringify(await caches.keys()),
    ].join('\\n');
  })()`);
  const files = filesUnder(lab.settingsDir);
  expect(files.length).toBeGreaterThan(0); // the settings file and the database are there to search

  for (const [where, text] of [
    ['the DOM', dom],
    ['browser storage', storage],
    ['call results', answers.join('\n')],
    ['host output', lab.output()],
  ] as const) {
    expect(text.includes(key), where).toBe(false);
    expect(text.includes(tail), where).toBe(false);
  }
  expect(answers.length).toBeGreaterThan(5);
  for (const file of files) {
    const bytes = readFileSync(file);
    expect(bytes.includes(key), file).toBe(false);
    expect(bytes.includes(tail), file).toBe(false);
    expect(bytes.includes(Buffer.from(key, 'utf16le')), file).toBe(false);
  }

  // and the key does work: the screens that need it were served (the last 4 characters are shown)
  expect(answers.some((answer) => answer.includes(`"last4":"${key.slice(-4)}"`))).toBe(true);
});
