import { describe, expect, it } from 'vitest';
import { problemsOfImportError, readNotesFile } from './importProblems';

const entry = (overrides: Record<string, unknown> = {}) => ({
  kind: 'listing',
  id: 'FX-7K2M9Q',
  label: null,
  text: 'x',
  tags: [],
  list: null,
  updatedAt: '2026-11-25T08:00:00.000Z',
  ...overrides,
});
const file = (notes: unknown[]) =>
  JSON.stringify({ format: 'dispatch-notes', version: 1, exportedAt: '2026-11-25T08:00:00.000Z', notes });

describe('readNotesFile', () => {
  it('reads a good file', () => {
    const read = readNotesFile(file([entry()]));
    expect(read.ok && read.entries).toEqual([entry()]);
  });

  it('names each bad entry, 1-based, and a file that is not JSON or not a notes file', () => {
    expect(readNotesFile('{nope')).toEqual({
      ok: false,
      problems: [{ entry: null, code: 'notJson' }],
      moreBadEntries: 0,
    });
    expect(readNotesFile('[]')).toEqual({
      ok: false,
      problems: [{ entry: null, code: 'notNotesFile' }],
      moreBadEntries: 0,
    });
    const read = readNotesFile(
      file([
        entry(),
        entry({ id: 'FX-8P3N4R', tags: ['a'.repeat(41)] }),
        entry({ kind: 'company', id: 'x' }),
      ]),
    );
    expect(read).toEqual({
      ok: false,
      problems: [
        { entry: 2, code: 'tagTooLong' },
        { entry: 3, code: 'companyId' },
      ],
      moreBadEntries: 0,
    });
  });

  it('names the problems of the first 50 bad entries and counts the others', () => {
    const notes = Array.from({ length: 120 }, (_, i) =>
      entry({ id: `FX-${String(i).padStart(6, '0')}`, tags: i % 2 ? ['a'.repeat(41)] : [], label: 5 }),
    );
    const read = readNotesFile(file(notes));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(new Set(read.problems.map((problem) => problem.entry)).size).toBe(50);
    expect(read.problems.at(-1)).toEqual({ entry: 50, code: 'tagTooLong' });
    expect(read.moreBadEntries).toBe(70);
  });
});

describe('problemsOfImportError', () => {
  it('reads the store’s field problems back', () => {
    expect(
      problemsOfImportError({
        kind: 'invalid_input',
        message: 'Entry 3: a tag is at most 40 characters.',
        fields: [
          { path: 'notes.3', code: 'tagTooLong' },
          { path: 'file', code: 'notNotesFile' },
        ],
      }),
    ).toEqual({
      problems: [
        { entry: 3, code: 'tagTooLong' },
        { entry: null, code: 'notNotesFile' },
      ],
      moreBadEntries: 0,
    });
    expect(
      problemsOfImportError({
        kind: 'invalid_input',
        message: '',
        fields: [
          { path: 'notes.1', code: 'textTooLong' },
          { path: 'notes', code: 'moreBadEntries:19999' },
        ],
      }),
    ).toEqual({ problems: [{ entry: 1, code: 'textTooLong' }], moreBadEntries: 19_999 });
    expect(problemsOfImportError({ kind: 'unexpected', message: 'disk full' })).toBeNull();
  });
});
