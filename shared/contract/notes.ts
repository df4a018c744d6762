/**
 * Calls about private notes, tags and company lists (docs/notes.md), kept in the app's local database
 * (electron/services/db/notes.ts), never sent to the exchange. A note belongs to a listing (by its
 * code) or a company (by its id) and holds a text, tags (free words) and, for a company, one list:
 * `blocked` or `preferred`. A note with no text, no tags and no list does not exist (saving one
 * deletes it). The whole set moves between computers as one JSON file (`NotesFile`, version 1),
 * validated entry by entry on import, and imported in one transaction or not at all.
 */
import { z } from 'zod';
import { listingRefSchema, noInput, resourceIdSchema } from './common';
import type { FieldProblem } from './errors';
import { myTrucksFileSchema, type MyTrucks } from './trucks';
import { call, output } from './call';

/** Longest note text, in characters (UTF-16 units, after NFC): about a page. */
export const NOTE_TEXT_MAX = 2000;
/** Longest tag, in characters. */
export const TAG_MAX = 40;
/** Most tags on one listing or company. */
export const TAGS_PER_NOTE_MAX = 20;
/** Longest label (the company's name or the listing's route, kept for the Notes screen and name matching). */
export const NOTE_LABEL_MAX = 200;
/** Most entries in one notes file. */
export const NOTES_FILE_ENTRIES_MAX = 20_000;
/** The `format` and `version` a notes file carries. */
export const NOTES_FILE_FORMAT = 'dispatch-notes';
export const NOTES_FILE_VERSION = 1;

/** What a note is about. */
export const NOTE_SUBJECT_KINDS = ['listing', 'company'] as const;
export type NoteSubjectKind = (typeof NOTE_SUBJECT_KINDS)[number];

/**
 * The company lists (docs/notes.md §Blocked and preferred companies): a company is on one of them or none.
 */
export const COMPANY_LISTS = ['blocked', 'preferred'] as const;
export type CompanyList = (typeof COMPANY_LISTS)[number];

/** A listing by its code (`FX-7K2M9Q`) or a company by its uuid. */
export const noteSubjectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('listing'), id: listingRefSchema }),
  z.object({ kind: z.literal('company'), id: resourceIdSchema }),
]);
export type NoteSubject = z.output<typeof noteSubjectSchema>;

/**
 * What is wrong with a notes file or one of its entries, as a code: the catalog key
 * `notes:import.problem.<code>` words it in the UI language (`notesProblemKey`; the schemas below
 * carry these keys as their zod `error`, so no table of words repeats the catalogs here):
 * - `notNotesFile`: not a JSON object of this format and version; `tooManyEntries`: over 20,000;
 *   `fileTooLarge`: larger than the largest valid file (`NOTES_FILE_JSON_MAX_BYTES`, the browser host);
 * - per entry: `notObject`, `kind` (neither listing nor company), `listingRef`, `companyId`,
 *   `label`, `textTooLong`, `tagEmpty`, `tagTooLong`, `tagLine`, `tooManyTags`, `list` (not blocked
 *   or preferred), `listOnListing`, `updatedAt`, `unknownField` (a field a note does not have),
 *   `duplicate` (the same listing or company twice).
 */
export const NOTES_FILE_PROBLEM_CODES = [
  'notNotesFile',
  'tooManyEntries',
  'fileTooLarge',
  'notObject',
  'kind',
  'listingRef',
  'companyId',
  'label',
  'textTooLong',
  'tagEmpty',
  'tagTooLong',
  'tagLine',
  'tooManyTags',
  'list',
  'listOnListing',
  'updatedAt',
  'unknownField',
  'duplicate',
] as const;
export type NotesFileProblemCode = (typeof NOTES_FILE_PROBLEM_CODES)[number];

const PROBLEM_KEY_PREFIX = 'import.problem.';

/** The catalog key (namespace `notes`) of a problem code: `import.problem.<code>`. */
export function notesProblemKey(code: NotesFileProblemCode): `import.problem.${NotesFileProblemCode}` {
  return `${PROBLEM_KEY_PREFIX}${code}`;
}

/** A schema's per-field `error`: the catalog key of `code`. */
const problem = (code: NotesFileProblemCode) => ({ error: notesProblemKey(code) });

/** The problem code a zod issue's message names (a catalog key of this file), else null. */
function codeOfMessage(message: string): NotesFileProblemCode | null {
  return message.startsWith(PROBLEM_KEY_PREFIX)
    ? (message.slice(PROBLEM_KEY_PREFIX.length) as NotesFileProblemCode)
    : null;
}

/** One tag: a free word or a few, trimmed, NFC, 1 to 40 characters, one line, no comma (commas separate tags as typed). */
export const tagSchema = z
  .string(problem('tagLine'))
  .trim()
  .normalize('NFC')
  .min(1, problem('tagEmpty'))
  .max(TAG_MAX, problem('tagTooLong'))
  .regex(/^[^\p{Cc},]*$/u, problem('tagLine'));

/** The note's text: NFC, trailing spaces trimmed, at most 2,000 characters; may be empty. */
export const noteTextSchema = z
  .string(problem('textTooLong'))
  .normalize('NFC')
  .transform((text) => text.trimEnd())
  .pipe(z.string().max(NOTE_TEXT_MAX, problem('textTooLong')));

const labelTextSchema = z.string(problem('label')).trim().max(NOTE_LABEL_MAX, problem('label'));

const noteFields = {
  label: labelTextSchema.nullable().default(null),
  text: noteTextSchema,
  tags: z.array(tagSchema, problem('tooManyTags')).max(TAGS_PER_NOTE_MAX, problem('tooManyTags')),
  list: z.enum(COMPANY_LISTS, problem('list')).nullable().default(null),
};

/** Only a company goes on a list. */
const LIST_ON_LISTING = { ...problem('listOnListing'), path: ['list'] };

/** What `notes.save` writes: the subject, its label, text, tags and (company only) list. */
export const noteInputSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('listing'), id: listingRefSchema, ...noteFields }),
    z.object({ kind: z.literal('company'), id: resourceIdSchema, ...noteFields }),
  ])
  .refine((note) => note.kind === 'company' || note.list === null, LIST_ON_LISTING);
export type NoteInput = z.input<typeof noteInputSchema>;

/** A stored note. `updatedAt` is an ISO 8601 instant (UTC); tags keep the case first typed, each once ignoring case. */
export interface Note {
  kind: NoteSubjectKind;
  /** The listing's code or the company's id. */
  id: string;
  label: string | null;
  text: string;
  tags: string[];
  list: CompanyList | null;
  updatedAt: string;
}

/** A tag used before, and on how many notes. */
export interface TagUse {
  tag: string;
  count: number;
}

/** Longest ISO 8601 instant a notes file holds (`2026-11-25T08:00:00.123456789Z`: nanoseconds at most). */
const ISO_INSTANT_MAX = 30;

/** An instant of a notes file: ISO 8601 in UTC, at most `ISO_INSTANT_MAX` characters. */
const instantSchema = (code: NotesFileProblemCode) =>
  z.iso.datetime(problem(code)).max(ISO_INSTANT_MAX, problem(code));

/**
 * `schema`'s rule for a field whose schema lives elsewhere (`./common.ts`), every failure worded as
 * `code`, the raw value first bounded to `max` characters (no padding around a trimmed value).
 */
function fieldOf<T>(schema: z.ZodType<T>, max: number, code: NotesFileProblemCode): z.ZodType<T> {
  return z
    .string(problem(code))
    .max(max, problem(code))
    .transform((value, context) => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      context.issues.push({ code: 'custom', input: value, message: notesProblemKey(code) });
      return z.NEVER;
    });
}

/**
 * A file's fields: the note's, each raw string also at most its maximum before any trimming, so a
 * valid file has a largest size (`NOTES_FILE_JSON_MAX_BYTES`); a company id is a uuid (36 characters),
 * a listing code at most 16 as typed (`listingRefSchema`).
 */
const fileFields = {
  label: z
    .string(problem('label'))
    .max(NOTE_LABEL_MAX, problem('label'))
    .pipe(labelTextSchema)
    .nullable()
    .default(null),
  text: z.string(problem('textTooLong')).max(NOTE_TEXT_MAX, problem('textTooLong')).pipe(noteTextSchema),
  tags: z
    .array(
      z.string(problem('tagLine')).max(TAG_MAX, problem('tagTooLong')).pipe(tagSchema),
      problem('tooManyTags'),
    )
    .max(TAGS_PER_NOTE_MAX, problem('tooManyTags')),
  list: noteFields.list,
  updatedAt: instantSchema('updatedAt'),
};

/** Longest listing code as a file may write it (`listingRefSchema`'s bound before trimming). */
const LISTING_REF_RAW_MAX = 16;
/** A uuid's length. */
const UUID_LENGTH = 36;

/** One entry of a notes file: a note as stored; a field a note does not have is refused. */
export const notesFileEntrySchema = z
  .discriminatedUnion(
    'kind',
    [
      z.strictObject(
        {
          kind: z.literal('listing'),
          id: fieldOf(listingRefSchema, LISTING_REF_RAW_MAX, 'listingRef'),
          ...fileFields,
        },
        problem('unknownField'),
      ),
      z.strictObject(
        {
          kind: z.literal('company'),
          id: fieldOf(resourceIdSchema, UUID_LENGTH, 'companyId'),
          ...fileFields,
        },
        problem('unknownField'),
      ),
    ],
    {
      error: (issue) =>
        typeof issue.input === 'object' && issue.input !== null && !Array.isArray(issue.input)
          ? notesProblemKey('kind')
          : notesProblemKey('notObject'),
    },
  )
  .refine((note) => note.kind === 'company' || note.list === null, LIST_ON_LISTING);
export type NotesFileEntry = z.output<typeof notesFileEntrySchema>;

/** The head of a notes file; `notes` is checked entry by entry with `notesFileEntrySchema`. */
const notesFileHeadSchema = z.strictObject(
  {
    format: z.literal(NOTES_FILE_FORMAT),
    version: z.literal(NOTES_FILE_VERSION),
    exportedAt: instantSchema('notNotesFile'),
    notes: z.array(z.unknown()).max(NOTES_FILE_ENTRIES_MAX, problem('tooManyEntries')),
    // My trucks, exported with the notes (docs/notes.md §Export and import; shared/contract/trucks.ts)
    trucks: myTrucksFileSchema.optional(),
  },
  problem('notNotesFile'),
);

/**
 * The largest entry of each kind a notes file may hold, every field at its longest in its widest JSON
 * form: a character JSON writes as a 6-byte `\uXXXX` escape (a control character in the text and the
 * label, a lone surrogate in a tag, whitespace around a listing code), the longest list and instant.
 * Each is a valid entry (notes.test.ts holds this).
 */
export function largestNotesFileEntries(): Record<NoteSubjectKind, Record<string, unknown>> {
  const fields = {
    label: '\u0000'.repeat(NOTE_LABEL_MAX),
    text: '\u0000'.repeat(NOTE_TEXT_MAX),
    tags: Array.from({ length: TAGS_PER_NOTE_MAX }, () => '\ud800'.repeat(TAG_MAX)),
    updatedAt: '2026-11-25T08:00:00.123456789Z',
  };
  const listingRef = 'FX-7K2M9Q';
  return {
    listing: {
      kind: 'listing',
      id: listingRef + '\u000b'.repeat(LISTING_REF_RAW_MAX - listingRef.length),
      ...fields,
      list: null,
    },
    company: { kind: 'company', id: '5b0e7a4c-1111-4222-8333-444455556666', ...fields, list: 'preferred' },
  };
}

/**
 * The largest `notes.import` input as the app sends it (`JSON.stringify`, no whitespace), in bytes:
 * `{"file":{...head...,"notes":[...]}}` holding `NOTES_FILE_ENTRIES_MAX` of the largest entry
 * (`largestNotesFileEntries`), with the longest `exportedAt`. The browser host's limit for that call
 * (electron/browser-host/server.ts), so the two agree by construction (docs/notes.md §Export and import).
 */
export const NOTES_IMPORT_JSON_MAX_BYTES: number = (() => {
  const bytes = (text: string) => new TextEncoder().encode(text).length;
  const largest = Math.max(
    ...Object.values(largestNotesFileEntries()).map((entry) => bytes(JSON.stringify(entry))),
  );
  const head = JSON.stringify({
    file: {
      format: NOTES_FILE_FORMAT,
      version: NOTES_FILE_VERSION,
      exportedAt: '2026-11-25T08:00:00.123456789Z',
      notes: [],
    },
  });
  return bytes(head) + NOTES_FILE_ENTRIES_MAX * (largest + 1) - 1;
})();

/** The export file (JSON): `{ format: 'dispatch-notes', version: 1, exportedAt, notes: [...], trucks? }`. */
export interface NotesFile {
  format: typeof NOTES_FILE_FORMAT;
  version: typeof NOTES_FILE_VERSION;
  exportedAt: string;
  notes: NotesFileEntry[];
  /** My trucks and the EUR↔RON rate (docs/api.md §What a load earns); absent in a file of notes only. */
  trucks?: MyTrucks;
}

/** One problem: `entry` is 1-based (the first note is entry 1), null for the file as a whole. */
export interface NotesFileProblem {
  entry: number | null;
  code: NotesFileProblemCode;
}

/**
 * The outcome of checking a notes file: its entries, or the problems of its first bad entries (in
 * order) and how many bad entries come after those.
 */
export type NotesFileCheck =
  | { ok: true; entries: NotesFileEntry[] }
  | { ok: false; problems: NotesFileProblem[]; moreBadEntries: number };

/** How many bad entries a refusal names at most; the rest are counted (`NotesFileCheck.moreBadEntries`). */
const NOTES_FILE_BAD_ENTRIES_NAMED = 50;

/**
 * Checks a parsed notes file (docs/notes.md §Export and import: "validated on import with a clear sentence
 * per bad entry"). Every entry is checked on its own; the problems of the first
 * `NOTES_FILE_BAD_ENTRIES_NAMED` bad entries are listed, each code once per entry, in order, and
 * `moreBadEntries` counts the bad entries after them. The same listing or company twice is
 * `duplicate` on the later entry.
 */
export function checkNotesFile(data: unknown): NotesFileCheck {
  const head = notesFileHeadSchema.safeParse(data);
  if (!head.success) {
    const codes = head.error.issues.map((issue) => codeOfMessage(issue.message));
    const code = codes.includes('tooManyEntries') ? 'tooManyEntries' : 'notNotesFile';
    return { ok: false, problems: [{ entry: null, code }], moreBadEntries: 0 };
  }
  const problems: NotesFileProblem[] = [];
  const entries: NotesFileEntry[] = [];
  const seen = new Set<string>();
  let badEntries = 0;
  head.data.notes.forEach((raw, index) => {
    const entry = index + 1;
    const parsed = notesFileEntrySchema.safeParse(raw);
    const codes = new Set<NotesFileProblemCode>();
    if (parsed.success) {
      const key = `${parsed.data.kind}\n${parsed.data.id}`;
      if (seen.has(key)) codes.add('duplicate');
      seen.add(key);
      entries.push(parsed.data);
    } else {
      for (const issue of parsed.error.issues) codes.add(codeOfMessage(issue.message) ?? 'notObject');
    }
    if (codes.size === 0) return;
    badEntries += 1;
    if (badEntries <= NOTES_FILE_BAD_ENTRIES_NAMED) for (const code of codes) problems.push({ entry, code });
  });
  return problems.length > 0
    ? { ok: false, problems, moreBadEntries: Math.max(0, badEntries - NOTES_FILE_BAD_ENTRIES_NAMED) }
    : { ok: true, entries };
}

/** The field of a refusal that counts the bad entries not named: `{ path: 'notes', code: 'moreBadEntries:<n>' }`. */
const MORE_BAD_ENTRIES = /^moreBadEntries:(\d+)$/;

/**
 * A refused file's problems as the field problems of a `notes.import` failure: `notes.<n>` (1-based
 * entry) or `file` with the problem code, then, when more bad entries were not named,
 * `{ path: 'notes', code: 'moreBadEntries:<n>' }`. `notesFileRefusalOf` reads them back.
 */
export function notesFileRefusalFields(
  problems: readonly NotesFileProblem[],
  moreBadEntries: number,
): FieldProblem[] {
  const fields = problems.map((problem) => ({
    path: problem.entry === null ? 'file' : `notes.${problem.entry}`,
    code: problem.code,
  }));
  return moreBadEntries > 0
    ? [...fields, { path: 'notes', code: `moreBadEntries:${moreBadEntries}` }]
    : fields;
}

/** The problems and the count of bad entries not named that a refusal's fields carry, or null when they carry none. */
export function notesFileRefusalOf(
  fields: readonly FieldProblem[],
): { problems: NotesFileProblem[]; moreBadEntries: number } | null {
  const problems: NotesFileProblem[] = [];
  let moreBadEntries = 0;
  for (const field of fields) {
    const entry = /^notes\.(\d+)$/.exec(field.path);
    const more = field.path === 'notes' ? MORE_BAD_ENTRIES.exec(field.code) : null;
    const code = field.code as NotesFileProblemCode;
    if (entry) problems.push({ entry: Number(entry[1]), code });
    else if (field.path === 'file') problems.push({ entry: null, code });
    else if (more) moreBadEntries = Number(more[1]);
  }
  return problems.length > 0 ? { problems, moreBadEntries } : null;
}

/** The notes calls, each with its input schema and output type (docs/notes.md); all local. */
export const noteCalls = {
  /** Notes whose label, text or tags hold every word of `query` (ignoring case and diacritics); all without one. Newest first. */
  'notes.list': call(z.object({ query: z.string().trim().max(200).optional() }), output<Note[]>()),
  /** The note of one listing or company, or null. */
  'notes.get': call(noteSubjectSchema, output<Note | null>()),
  /** Writes a note (replacing the subject's); an empty one (no text, tags or list) is deleted and answers null. */
  'notes.save': call(noteInputSchema, output<Note | null>()),
  /** Deletes a subject's note. */
  'notes.delete': call(noteSubjectSchema, output<{ deleted: boolean }>()),
  /** Tags used before, most used first (then alphabetically): the editor's suggestions. */
  'notes.tags': call(noInput, output<TagUse[]>()),
  /** Every note as one notes file. */
  'notes.export': call(noInput, output<NotesFile>()),
  /**
   * Imports a notes file into this profile, each entry replacing the note of its subject, all in one
   * transaction. A bad file changes nothing: `invalid_input` whose fields name the problems of the
   * first 50 bad entries and count the rest (`notesFileRefusalFields`).
   */
  'notes.import': call(z.strictObject({ file: z.unknown() }), output<{ imported: number }>()),
} as const;
