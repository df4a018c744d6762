/**
 * Notes, tags and blocked companies (docs/notes.md §Tests) on the demo host (its market is still): a note
 * with tags written on a listing's page, shown as a mark in the listings table, edited, found on the
 * Notes screen, deleted; a free vehicle's company blocked on its page, its vehicles then hidden from
 * the free-vehicle search with the line that says how many (and "Show"); the notes exported as a
 * file, removed, imported back the same; a malformed file refused naming its bad entry, changing
 * nothing. Whatever it wrote is deleted at the end (the demo host's other specs share its database).
 */
import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page, openApp, rpc } from './fixtures';
import { expectAccessible } from './axe';

interface StoredNote {
  kind: 'listing' | 'company';
  id: string;
  text: string;
  tags: string[];
  list: string | null;
}

test.describe.configure({ mode: 'serial' });

/** Deletes every note of the demo host's database. */
async function deleteAllNotes(request: APIRequestContext) {
  const all = await rpc<StoredNote[]>(request, 'notes.list', {});
  for (const note of all.value ?? []) await rpc(request, 'notes.delete', { kind: note.kind, id: note.id });
}

test.afterAll(async ({ request }) => {
  await deleteAllNotes(request);
});

const listingRows = (page: Page) =>
  page
    .getByRole('grid', { name: 'Listings' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
const vehicleRows = (page: Page) =>
  page
    .getByRole('grid', { name: 'Free vehicles' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });

test('a note with tags on a listing: written, marked in the table, edited, searched, deleted', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await deleteAllNotes(request);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openApp(page, '/listings');
  await expect(listingRows(page)).toHaveCount(20, { timeout: 30_000 });
  const row = listingRows(page).nth(1);
  // the ref alone: the cell may also say " · seen" (a listing opened before, docs/watch.md §Seen and hidden loads)
  const ref = (await row.getByRole('rowheader').innerText()).match(/FX-[0-9A-Z]{6}/)![0];
  await row.click();
  await expect(page).toHaveURL(new RegExp(`#/listings/${ref}`));

  const note = page.getByRole('textbox', { name: 'Note' });
  await note.fill('Sună după 10, plată la 90 zile');
  await page.getByLabel('New tag').fill('frigo');
  await page.getByLabel('New tag').press('Enter');
  await page.getByLabel('New tag').fill('client nou');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(listingRows(page).filter({ hasText: ref })).toContainText(
    'Note: Sună după 10, plată la 90 zile · Tags: frigo, client nou',
  );
  await expectAccessible(page);

  // edit: a tag out, the text changed; the mark follows
  await page.getByRole('button', { name: 'Remove tag client nou' }).click();
  await page.getByRole('textbox', { name: 'Note' }).fill('Nu răspunde la telefon');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(listingRows(page).filter({ hasText: ref })).toContainText(
    'Note: Nu răspunde la telefon · Tags: frigo',
  );

  // search on the Notes screen (ignoring case and diacritics), the result links to the listing
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Notes' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notes');
  await page.getByLabel('Search notes and tags').fill('RASPUNDE frigo');
  await expect(page.getByText('1 note', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${ref}`) })).toBeVisible();
  await page.getByLabel('Search notes and tags').fill('nothing like it');
  await expect(page.getByText('No note matches.')).toBeVisible();
  await page.getByLabel('Search notes and tags').fill('frigo');
  await expectAccessible(page);
  await page.getByRole('link', { name: new RegExp(`^${ref}`) }).click();
  await expect(page).toHaveURL(new RegExp(`#/listings/${ref}`));

  // delete
  await page.getByRole('button', { name: 'Delete note' }).click();
  await expect(page.getByText('Note deleted.')).toBeVisible();
  await expect(listingRows(page).filter({ hasText: ref }).getByTestId('note-mark')).toHaveCount(0);
  expect((await rpc<StoredNote[]>(request, 'notes.list', {})).value).toEqual([]);
});

test('a blocked company: its free vehicles hidden with the line that says so, shown on demand', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await deleteAllNotes(request);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openApp(page, '/vehicles');
  await expect(vehicleRows(page)).toHaveCount(20, { timeout: 30_000 });
  await vehicleRows(page).first().click();
  const profile = page.getByRole('link', { name: /^Company profile: / });
  const name = ((await profile.innerText()).match(/^Company profile: (.*)$/) ?? [])[1]!.trim();
  await profile.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.getByRole('radio', { name: 'Blocked' }).check();
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expectAccessible(page);

  await openApp(page, '/vehicles');
  const line = page
    .getByRole('status')
    .filter({ hasText: /free vehicles? of (a )?blocked compan(y|ies) hidden/ });
  await expect(line).toBeVisible();
  const hidden = Number((await line.innerText()).match(/^(\d+)/)![1]);
  expect(hidden).toBeGreaterThan(0);
  await expect(vehicleRows(page)).toHaveCount(20 - hidden);
  await expect(vehicleRows(page).filter({ hasText: name })).toHaveCount(0);
  await expectAccessible(page);

  await line.getByRole('button', { name: 'Show' }).click();
  await expect(vehicleRows(page)).toHaveCount(20);
  await expect(vehicleRows(page).filter({ hasText: name }).first()).toContainText('Blocked company');
  await expect(page.getByText(/blocked compan(y|ies) shown/)).toBeVisible();
});

test('export then import gives the same notes; a malformed file changes nothing and names its entry', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await rpc(request, 'notes.save', { kind: 'listing', id: 'FX-7K2M9Q', text: 'De mutat', tags: ['export'] });
  const before = (await rpc<StoredNote[]>(request, 'notes.list', {})).value!;
  expect(before.length).toBeGreaterThan(0);

  await openApp(page, '/notes');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export notes' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^dispatch-notes-\d{4}-\d{2}-\d{2}\.json$/);
  const file = testInfo.outputPath('notes.json');
  await download.saveAs(file);
  await expect(
    page.getByText(`${before.length} note${before.length === 1 ? '' : 's'} exported.`),
  ).toBeVisible();

  // a bad file: one tag too long in entry 2; nothing changes
  const bad = testInfo.outputPath('bad.json');
  writeFileSync(
    bad,
    JSON.stringify({
      format: 'dispatch-notes',
      version: 1,
      exportedAt: '2026-11-25T08:00:00.000Z',
      notes: [
        {
          kind: 'listing',
          id: 'FX-8P3N4R',
          label: null,
          text: 'x',
          tags: [],
          list: null,
          updatedAt: '2026-11-25T08:00:00.000Z',
        },
        {
          kind: 'listing',
          id: 'FX-8P3N4S',
          label: null,
          text: '',
          tags: ['x'.repeat(41)],
          list: null,
          updatedAt: '2026-11-25T08:00:00.000Z',
        },
      ],
    }),
  );
  await page.getByLabel('Import notes from a file').setInputFiles(bad);
  const refusal = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
  await expect(refusal).toContainText('Entry 2: a tag is at most 40 characters.');
  await expectAccessible(page);
  expect((await rpc<StoredNote[]>(request, 'notes.list', {})).value).toEqual(before);

  // remove everything, import the exported file: the same notes again
  await deleteAllNotes(request);
  await page.getByLabel('Import notes from a file').setInputFiles(file);
  await expect(
    page.getByText(`${before.length} note${before.length === 1 ? '' : 's'} imported.`),
  ).toBeVisible();
  expect((await rpc<StoredNote[]>(request, 'notes.list', {})).value).toEqual(before);
  await expect(page.getByRole('link', { name: /^FX-7K2M9Q/ })).toBeVisible();
});
