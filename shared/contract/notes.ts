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

/** One tag: a free word or a few, trimmed, NFC, 1 to 40 characters, one line, no comma (commas separate tags as typed). */
export const tagSchema = z
  .string()
  .trim()
  .normalize('NFC')
  .min(1, 'A tag is not empty.')
  .max(TAG_MAX, `A tag is at most ${TAG_MAX} characters.`)
  .regex(/^[^\p{Cc},]*$/u, 'A tag is one line without commas.');

/** The note's text: NFC, trailing spaces trimmed, at most 2,000 characters; may be empty. */
export const noteTextSchema = z
  .string()
  .normalize('NFC')
  .transform((text) => text.trimEnd())
  .pipe(z.string().max(NOTE_TEXT_MAX, `A note is at most ${NOTE_TEXT_MAX} characters.`));

const labelSchema = z
  .string()
  .trim()
  .max(NOTE_LABEL_MAX, `A label is at most ${NOTE_LABEL_MAX} characters.`)
  .nullable();

const noteFields = {
  label: labelSchema.default(null),
  text: noteTextSchema,
  tags: z.array(tagSchema).max(TAGS_PER_NOTE_MAX, `At most ${TAGS_PER_NOTE_MAX} tags.`),
  list: z.enum(COMPANY_LISTS).nullable().default(null),
};

/** Only a company goes on a list. */
const LIST_ON_LISTING = 'Only a company can be blocked or preferred.';

/** What `notes.save` writes: the subject, its label, text, tags and (company only) list. */
export const noteInputSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('listing'), id: listingRefSchema, ...noteFields }),
    z.object({ kind: z.literal('company'), id: resourceIdSchema, ...noteFields }),
  ])
  .refine((note) => note.kind === 'company' || note.list === null, {
    message: LIST_ON_LISTING,
    path: ['list'],
  });
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

/** One entry of a notes file: a note as stored. */
export const notesFileEntrySchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('listing'),
      id: listingRefSchema,
      ...noteFields,
      updatedAt: z.iso.datetime(),
    }),
    z.object({
      kind: z.literal('company'),
      id: resourceIdSchema,
      ...noteFields,
      updatedAt: z.iso.datetime(),
    }),
  ])
  .refine((note) => note.kind === 'company' || note.list === null, {
    message: LIST_ON_LISTING,
    path: ['list'],
  });
export type NotesFileEntry = z.output<typeof notesFileEntrySchema>;

/** The head of a notes file; `notes` is checked entry by entry with `notesFileEntrySchema`. */
const notesFileHeadSchema = z.object({
  format: z.literal(NOTES_FILE_FORMAT),
  version: z.literal(NOTES_FILE_VERSION),
  exportedAt: z.iso.datetime(),
  notes: z.array(z.unknown()).max(NOTES_FILE_ENTRIES_MAX),
});

/** The export file (JSON): `{ format: 'dispatch-notes', version: 1, exportedAt, notes: [...] }`. */
export interface NotesFile {
  format: typeof NOTES_FILE_FORMAT;
  version: typeof NOTES_FILE_VERSION;
  exportedAt: string;
  notes: NotesFileEntry[];
}

/**
 * What is wrong with a notes file or one of its entries, as a code the UI words (catalog
 * `notes.import.problem.<code>`) and `notesFileProblemSentence` words in English:
 * - `notNotesFile`: not a JSON object of this format and version; `tooManyEntries`: over 20,000;
 * - per entry: `notObject`, `kind` (neither listing nor company), `listingRef`, `companyId`,
 *   `label`, `textTooLong`, `tagEmpty`, `tagTooLong`, `tagLine`, `tooManyTags`, `list` (not blocked
 *   or preferred), `listOnListing`, `updatedAt`, `duplicate` (the same listing or company twice).
 */
export type NotesFileProblemCode =
  | 'notNotesFile'
  | 'tooManyEntries'
  | 'notObject'
  | 'kind'
  | 'listingRef'
  | 'companyId'
  | 'label'
  | 'textTooLong'
  | 'tagEmpty'
  | 'tagTooLong'
  | 'tagLine'
  | 'tooManyTags'
  | 'list'
  | 'listOnListing'
  | 'updatedAt'
  | 'duplicate';

/** One problem: `entry` is 1-based (the first note is entry 1), null for the file as a whole. */
export interface NotesFileProblem {
  entry: number | null;
  code: NotesFileProblemCode;
}

/** The outcome of checking a notes file: its entries, or every problem found (each entry's first problems, in order). */
export type NotesFileCheck =
  { ok: true; entries: NotesFileEntry[] } | { ok: false; problems: NotesFileProblem[] };

/**
 * Checks a parsed notes file (docs/notes.md §Export and import: "validated on import with a clear sentence
 * per bad entry"). Every entry is checked on its own, so each bad one is named; an entry's problems are
 * listed once per code. The same listing or company twice is `duplicate` on the later entry.
 */
export function checkNotesFile(data: unknown): NotesFileCheck {
  const head = notesFileHeadSchema.safeParse(data);
  if (!head.success) {
    const tooMany = head.error.issues.some((issue) => issue.path[0] === 'notes' && issue.code === 'too_big');
    return { ok: false, problems: [{ entry: null, code: tooMany ? 'tooManyEntries' : 'notNotesFile' }] };
  }
  const problems: NotesFileProblem[] = [];
  const entries: NotesFileEntry[] = [];
  const seen = new Set<string>();
  head.data.notes.forEach((raw, index) => {
    const entry = index + 1;
    const parsed = notesFileEntrySchema.safeParse(raw);
    if (!parsed.success) {
      const codes = new Set(parsed.error.issues.map((issue) => problemCode(raw, issue)));
      for (const code of codes) problems.push({ entry, code });
      return;
    }
    const key = `${parsed.data.kind}\n${parsed.data.id}`;
    if (seen.has(key)) problems.push({ entry, code: 'duplicate' });
    seen.add(key);
    entries.push(parsed.data);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, entries };
}

/** The problem code of one zod issue of an entry. */
function problemCode(raw: unknown, issue: z.core.$ZodIssue): NotesFileProblemCode {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'notObject';
  const [field] = issue.path;
  const kind = (raw as { kind?: unknown }).kind;
  switch (field) {
    case 'kind':
      return 'kind';
    case 'id':
      return kind === 'listing' ? 'listingRef' : 'companyId';
    case 'label':
      return 'label';
    case 'text':
      return 'textTooLong';
    case 'tags':
      if (issue.path.length === 1) return 'tooManyTags';
      if (issue.code === 'too_small') return 'tagEmpty';
      if (issue.code === 'too_big') return 'tagTooLong';
      return 'tagLine';
    case 'list':
      return issue.code === 'custom' ? 'listOnListing' : 'list';
    case 'updatedAt':
      return 'updatedAt';
    default:
      return kind === 'listing' || kind === 'company' ? 'notObject' : 'kind';
  }
}

/** English sentences of each problem code (the store's error message; the UI has its own catalog words). */
const PROBLEM_WORDS: Record<NotesFileProblemCode, string> = {
  notNotesFile: `This is not a Dispatch notes file (format "${NOTES_FILE_FORMAT}", version ${NOTES_FILE_VERSION}).`,
  tooManyEntries: `A notes file holds at most ${NOTES_FILE_ENTRIES_MAX} entries.`,
  notObject: 'the entry is not a note.',
  kind: 'a note is about a listing or a company.',
  listingRef: 'a listing code is FX- and 6 letters or digits.',
  companyId: 'a company id is not valid.',
  label: `a label is at most ${NOTE_LABEL_MAX} characters.`,
  textTooLong: `a note is at most ${NOTE_TEXT_MAX} characters.`,
  tagEmpty: 'a tag is empty.',
  tagTooLong: `a tag is at most ${TAG_MAX} characters.`,
  tagLine: 'a tag is one line without commas.',
  tooManyTags: `a note has at most ${TAGS_PER_NOTE_MAX} tags.`,
  list: 'a company list is blocked or preferred.',
  listOnListing: 'only a company can be blocked or preferred.',
  updatedAt: 'the time it was changed is not a date and time.',
  duplicate: 'this listing or company is already in the file.',
};

/** One problem as an English sentence: "Entry 3: a tag is at most 40 characters." */
export function notesFileProblemSentence(problem: NotesFileProblem): string {
  const words = PROBLEM_WORDS[problem.code];
  return problem.entry === null ? words : `Entry ${problem.entry}: ${words}`;
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
   * transaction. A bad file changes nothing: `invalid_input`, one field problem per bad entry
   * (`path: 'notes.<n>'`, 1-based; `code`: a `NotesFileProblemCode`), the sentences in the message.
   */
  'notes.import': call(z.object({ file: z.unknown() }), output<{ imported: number }>()),
} as const;
