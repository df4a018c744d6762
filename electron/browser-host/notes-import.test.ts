/**
 * The browser host takes the largest notes file the contract allows (docs/notes.md §Export and import):
 * 20,000 entries, every field at its longest in its widest JSON form, sent as the page sends it
 * (`JSON.stringify` of the call's input), is read and checked; one byte more is refused with the file
 * problem `fileTooLarge` (a sentence in the page's language), one entry more with `tooManyEntries`.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  checkNotesFile,
  largestNotesFileEntries,
  NOTES_FILE_ENTRIES_MAX,
  NOTES_IMPORT_JSON_MAX_BYTES,
  notesFileRefusalFields,
} from '../../shared/contract/notes';
import { CALL_BODY_MAX_BYTES } from './server';
import { startTestHost, type TestHost } from './testing';

vi.setConfig({ testTimeout: 180_000 });

let testHost: TestHost;
const received: { name: string; entries: number | null }[] = [];

beforeAll(async () => {
  testHost = await startTestHost({
    onActivity: () => () => {},
    // the store's first step: the contract's check of the file (electron/services/db/notes.ts)
    invoke: async (name, input) => {
      const file = (input as { file?: { notes?: unknown[] } }).file;
      received.push({ name, entries: Array.isArray(file?.notes) ? file.notes.length : null });
      if (name !== 'notes.import') return { ok: true, value: {} };
      const check = checkNotesFile(file);
      return check.ok
        ? { ok: true, value: { imported: check.entries.length } }
        : {
            ok: false,
            error: {
              kind: 'invalid_input',
              message: 'refused',
              fields: notesFileRefusalFields(check.problems, check.moreBadEntries),
            },
          };
    },
  });
});

afterAll(() => testHost.close());

/** The `i`th listing code (`FX-` and 6 characters of the code alphabet, docs/api.md §Resources). */
function listingCode(i: number): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let code = '';
  for (let rest = i, n = 0; n < 6; n++, rest = Math.floor(rest / 32)) code = alphabet[rest % 32] + code;
  return `FX-${code}`;
}

/** POSTs `body` to `/rpc/<name>` as the app's page does; resolves to the status and the parsed answer. */
async function call(name: string, body: Buffer): Promise<{ status: number; answer: unknown }> {
  const { status, body: answer } = await testHost.send(`/rpc/${name}`, {
    method: 'POST',
    headers: testHost.pageHeaders({ 'content-length': String(body.length) }),
    body,
  });
  const text = answer.toString();
  return { status, answer: text.startsWith('{') ? JSON.parse(text) : text };
}

/**
 * The largest `notes.import` input: 20,000 copies of the largest entry (the listing's, `\u000b`
 * around its code), each with its own code of the same length, as compact JSON bytes.
 */
function largestImportBody(): Buffer {
  const { listing, company } = largestNotesFileEntries();
  const [entry] = [listing, company].sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length);
  const template = Buffer.from(JSON.stringify(entry));
  const codeAt = template.indexOf('FX-7K2M9Q') + 'FX-'.length;
  expect(codeAt).toBeGreaterThan(2);
  const head = Buffer.from(
    JSON.stringify({
      file: { format: 'dispatch-notes', version: 1, exportedAt: '2026-11-25T08:00:00.123456789Z', notes: [] },
    }).slice(0, -'[]}}'.length) + '[',
  );
  const tail = Buffer.from(']}}');
  const size = head.length + NOTES_FILE_ENTRIES_MAX * (template.length + 1) - 1 + tail.length;
  const body = Buffer.alloc(size);
  let at = head.copy(body, 0);
  for (let i = 0; i < NOTES_FILE_ENTRIES_MAX; i++) {
    if (i > 0) at += body.write(',', at);
    template.copy(body, at);
    body.write(listingCode(i).slice('FX-'.length), at + codeAt);
    at += template.length;
  }
  tail.copy(body, at);
  return body;
}

describe('browser host: the largest notes import', () => {
  it('reads and checks the largest valid file; one byte more is refused as fileTooLarge, unread', async () => {
    const body = largestImportBody();
    expect(body.length).toBe(NOTES_IMPORT_JSON_MAX_BYTES);

    const largest = await call('notes.import', body);
    expect(largest).toEqual({
      status: 200,
      answer: { ok: true, value: { imported: NOTES_FILE_ENTRIES_MAX } },
    });
    expect(received.at(-1)).toEqual({ name: 'notes.import', entries: NOTES_FILE_ENTRIES_MAX });

    received.length = 0;
    const over = await call('notes.import', Buffer.concat([body, Buffer.from(' ')]));
    expect(over.status).toBe(200);
    expect(over.answer).toMatchObject({
      ok: false,
      error: { kind: 'invalid_input', fields: [{ path: 'file', code: 'fileTooLarge' }] },
    });
    expect(received).toEqual([]);
  });

  it('refuses one entry more than the contract allows as tooManyEntries', async () => {
    const { listing } = largestNotesFileEntries();
    const notes = Array.from({ length: NOTES_FILE_ENTRIES_MAX + 1 }, (_, i) => ({
      ...listing,
      id: listingCode(i),
      label: null,
      text: 'x',
      tags: [],
    }));
    const body = Buffer.from(
      JSON.stringify({
        file: { format: 'dispatch-notes', version: 1, exportedAt: '2026-11-25T08:00:00Z', notes },
      }),
    );
    expect(await call('notes.import', body)).toEqual({
      status: 200,
      answer: {
        ok: false,
        error: {
          kind: 'invalid_input',
          message: 'refused',
          fields: [{ path: 'file', code: 'tooManyEntries' }],
        },
      },
    });
  });

  it('keeps the small limit for every other call, refused with a failed CallResult, unread', async () => {
    received.length = 0;
    const body = Buffer.from(JSON.stringify({ query: 'x'.repeat(CALL_BODY_MAX_BYTES) }));
    expect(await call('notes.list', body)).toMatchObject({
      status: 200,
      answer: { ok: false, error: { kind: 'invalid_input', message: expect.stringContaining('notes.list') } },
    });
    expect(await call('notes.list', Buffer.from('{"query":"x"}'))).toMatchObject({
      status: 200,
      answer: { ok: true },
    });
    expect(received).toEqual([{ name: 'notes.list', entries: null }]);
  });
});
