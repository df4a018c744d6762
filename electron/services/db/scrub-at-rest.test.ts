/**
 * The scrubber at the database boundary and in the files Dispatch writes (docs/architecture.md
 * §Security): a watch event whose fields hold the key in each form a server may echo (upper-cased,
 * hex, percent-encoded wholly or in part, base64, base64url, backwards) is stored through the activity
 * log, and a note whose label, text and tags hold them is saved and exported as the window writes the
 * notes file (`JSON.stringify(file, null, 2)`); the database files, the WAL included, and the notes
 * file are read byte by byte for every form: none is found.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDeskDatabase } from './database';
import { holdKeysOf } from '../keys/held-keys';
import { encodedForms } from '../keys/scrub';
import { createActivityLog } from '../watch/activity-log';
import { createNoteStore } from './notes';
import type { WatchEvent } from '../watch/events';

const KEY = 'fx_live_' + 'Q7rT2mK9pL4xW8vN3bY6cZ1dH5jF0gAb';
const bytes = Buffer.from(KEY);
const FORMS = {
  upper: KEY.toUpperCase(),
  hex: bytes.toString('hex'),
  HEX: bytes.toString('hex').toUpperCase(),
  percent: [...bytes].map((b) => `%${b.toString(16).toUpperCase()}`).join(''),
  base64: Buffer.concat([Buffer.from('u:'), bytes]).toString('base64'),
  base64url: Buffer.concat([Buffer.from('x'), bytes]).toString('base64url'),
  somePercent: [...KEY].map((c, i) => (i % 3 === 0 ? `%${c.charCodeAt(0).toString(16)}` : c)).join(''),
  reversed: [...KEY].reverse().join(''),
};
/** Every form's runs of 12 (but their first and last 2 characters), lower-cased. */
const RUNS = [...Object.values(FORMS), ...encodedForms(KEY)].flatMap((form) =>
  Array.from({ length: Math.max(0, form.length - 16) }, (_, i) => form.slice(i + 2, i + 14).toLowerCase()),
);
/** The runs of a form found in the file at `path`, its bytes lower-cased. */
const runsIn = (path: string) => {
  const text = readFileSync(path).toString('latin1').toLowerCase();
  return RUNS.filter((run) => text.includes(run));
};

let dir = '';
let release: () => void = () => {};
afterEach(() => {
  release();
  rmSync(dir, { recursive: true, force: true });
});

describe('the database holds no form of a key', () => {
  it('stores a watch event with the key in every encoding, and no file (WAL included) holds one', () => {
    dir = mkdtempSync(join(tmpdir(), 'dispatch-scrub-at-rest-'));
    release = holdKeysOf(() => [KEY]);
    const { db } = openDeskDatabase({ dir });
    const log = createActivityLog(db, { now: () => Date.UTC(2026, 10, 25, 8) });
    const event: WatchEvent = {
      id: `offer.received:${FORMS.base64url}`,
      type: 'offer.received',
      subject: { kind: 'offer', id: FORMS.hex },
      listingRef: 'FX-7K2M9Q',
      occurredAt: '2026-11-25T07:59:00.000Z',
      data: { price: '1450', currency: 'EUR', carrier: FORMS.base64, ...FORMS },
      source: 'watch',
    };
    log.commit([event], { key: `received-offers:${FORMS.percent}`, value: { note: FORMS.upper } });
    // every form's runs of 12, lower-cased, against every file's bytes lower-cased
    const files = readdirSync(dir);
    expect(files.some((file) => file.endsWith('-wal'))).toBe(true);
    for (const file of files) expect(runsIn(join(dir, file)), file).toEqual([]);
    db.close();
  });

  it('saves a note with the key in every form in its label, text and tags, and neither the database nor the exported notes file holds one', () => {
    dir = mkdtempSync(join(tmpdir(), 'dispatch-scrub-at-rest-'));
    release = holdKeysOf(() => [KEY]);
    const { db } = openDeskDatabase({ dir });
    const notes = createNoteStore(db, { now: () => Date.UTC(2026, 10, 25, 8) });
    const forms = Object.values(FORMS);
    notes.save({
      kind: 'company',
      id: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
      label: `Trans ${FORMS.somePercent} SRL`,
      text: forms.join('\n'),
      tags: forms.map((form) => form.slice(0, 40)),
      list: null,
    });
    notes.save({ kind: 'listing', id: 'FX-7K2M9Q', label: FORMS.reversed, text: FORMS.percent, tags: [] });
    // the notes file as the window writes it (renderer/features/notes/components/NotesTransfer.tsx)
    const exported = join(dir, 'dispatch-notes-2026-11-25.json');
    writeFileSync(exported, JSON.stringify(notes.exportFile(), null, 2));
    expect(readFileSync(exported, 'utf8')).toContain('[key …0gAb]');
    for (const file of readdirSync(dir)) expect(runsIn(join(dir, file)), file).toEqual([]);
    db.close();
  });
});
