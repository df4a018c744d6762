import { describe, expect, it } from 'vitest';
import {
  checkNotesFile,
  largestNotesFileEntries,
  NOTE_LABEL_MAX,
  NOTE_TEXT_MAX,
  NOTES_FILE_PROBLEM_CODES,
  notesFileEntrySchema,
  notesFileRefusalFields,
  notesFileRefusalOf,
  notesProblemKey,
  noteTextSchema,
  TAG_MAX,
  tagSchema,
} from './notes';

const file = (notes: unknown[]) => ({
  format: 'dispatch-notes',
  version: 1,
  exportedAt: '2026-11-25T08:00:00.000Z',
  notes,
});
const problemsOf = (entry: unknown) => {
  const check = checkNotesFile(file([entry]));
  return check.ok ? [] : check.problems.map((problem) => problem.code);
};
const { listing, company } = largestNotesFileEntries();

describe('the largest notes file entry', () => {
  it('is valid for both kinds, every field at its longest', () => {
    expect(notesFileEntrySchema.safeParse(listing).success).toBe(true);
    expect(notesFileEntrySchema.safeParse(company).success).toBe(true);
    expect(checkNotesFile(file([listing, company]))).toMatchObject({ ok: true });
  });

  it.each([
    ['the text', { text: `${'\u0000'.repeat(NOTE_TEXT_MAX)}x` }, 'textTooLong'],
    ['the label', { label: `${'\u0000'.repeat(NOTE_LABEL_MAX)}x` }, 'label'],
    ['a tag', { tags: [`${'\ud800'.repeat(TAG_MAX)}x`] }, 'tagTooLong'],
    ['the tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tooManyTags'],
    ['the time', { updatedAt: '2026-11-25T08:00:00.1234567890Z' }, 'updatedAt'],
    ['the listing code', { id: `${listing.id as string}\u000b` }, 'listingRef'],
    ['a field of its own', { extra: 1 }, 'unknownField'],
  ])('is refused with one character (or field) more in %s', (_field, change, code) => {
    expect(problemsOf({ ...listing, ...change })).toEqual([code]);
  });

  it('is refused with padding around a value that trims to a valid one (a valid file has a largest size)', () => {
    expect(problemsOf({ ...listing, label: `${' '.repeat(NOTE_LABEL_MAX)}x` })).toEqual(['label']);
    expect(problemsOf({ ...listing, text: `x${' '.repeat(NOTE_TEXT_MAX)}` })).toEqual(['textTooLong']);
    expect(problemsOf({ ...listing, tags: [` ${'a'.repeat(TAG_MAX)} `] })).toEqual(['tagTooLong']);
    expect(problemsOf({ ...company, id: ` ${company.id as string} ` })).toEqual(['companyId']);
    expect(checkNotesFile({ ...file([]), extra: 'x'.repeat(100) })).toEqual({
      ok: false,
      problems: [{ entry: null, code: 'notNotesFile' }],
      moreBadEntries: 0,
    });
  });
});

describe('the problems of a notes file', () => {
  it("are zod's issues, each message the catalog key of its code", () => {
    const parsed = notesFileEntrySchema.safeParse({
      kind: 'listing',
      id: 'x',
      label: 5,
      text: 'x'.repeat(NOTE_TEXT_MAX + 1),
      tags: ['', 'a,b', 'a'.repeat(TAG_MAX + 1)],
      list: 'maybe',
      updatedAt: 'yesterday',
      extra: true,
    });
    const messages = parsed.error!.issues.map((issue) => issue.message);
    expect(messages.sort()).toEqual(
      [
        'listingRef',
        'label',
        'textTooLong',
        'tagEmpty',
        'tagLine',
        'tagTooLong',
        'list',
        'updatedAt',
        'unknownField',
      ]
        .map((code) => notesProblemKey(code as never))
        .sort(),
    );
    expect(problemsOf('text')).toEqual(['notObject']);
    expect(problemsOf({ kind: 'truck' })).toEqual(['kind']);
    expect(problemsOf({ ...listing, list: 'blocked' })).toEqual(['listOnListing']);
    expect(new Set(NOTES_FILE_PROBLEM_CODES.map(notesProblemKey)).size).toBe(NOTES_FILE_PROBLEM_CODES.length);
    // the editor's schemas carry the same keys
    const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues[0]?.message;
    expect(messageOf(tagSchema.safeParse('a'.repeat(TAG_MAX + 1)))).toBe(notesProblemKey('tagTooLong'));
    expect(messageOf(tagSchema.safeParse(' '))).toBe(notesProblemKey('tagEmpty'));
    expect(messageOf(tagSchema.safeParse('a,b'))).toBe(notesProblemKey('tagLine'));
    expect(messageOf(noteTextSchema.safeParse('x'.repeat(NOTE_TEXT_MAX + 1)))).toBe(
      notesProblemKey('textTooLong'),
    );
  });

  it('travel as field problems and back, the bad entries not named counted', () => {
    const problems = [
      { entry: 1, code: 'textTooLong' as const },
      { entry: null, code: 'fileTooLarge' as const },
    ];
    const fields = notesFileRefusalFields(problems, 7);
    expect(fields).toEqual([
      { path: 'notes.1', code: 'textTooLong' },
      { path: 'file', code: 'fileTooLarge' },
      { path: 'notes', code: 'moreBadEntries:7' },
    ]);
    expect(notesFileRefusalOf(fields)).toEqual({ problems, moreBadEntries: 7 });
    expect(notesFileRefusalOf([{ path: 'query.limit', code: 'too_big' }])).toBeNull();
  });
});
