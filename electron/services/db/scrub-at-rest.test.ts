/**
 * The scrubber at the database boundary (issue 52 item 3, docs/architecture.md §Security): a watch
 * event whose fields hold the key in each form a server may echo (upper-cased, hex, percent-encoded,
 * base64, base64url) is stored through the activity log, and the database files, the WAL included,
 * are read byte by byte for every form: none is found.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDeskDatabase } from './database';
import { holdKeysOf } from '../keys/held-keys';
import { encodedForms } from '../keys/scrub';
import { createActivityLog } from '../watch/activity-log';
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
    const runs = [...Object.values(FORMS), ...encodedForms(KEY)].flatMap((form) =>
      Array.from({ length: Math.max(0, form.length - 16) }, (_, i) =>
        form.slice(i + 2, i + 14).toLowerCase(),
      ),
    );
    const files = readdirSync(dir);
    expect(files.some((file) => file.endsWith('-wal'))).toBe(true);
    for (const file of files) {
      const text = readFileSync(join(dir, file)).toString('latin1').toLowerCase();
      const found = runs.filter((run) => text.includes(run));
      expect(found, file).toEqual([]);
    }
    db.close();
  });
});
