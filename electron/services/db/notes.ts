/**
 * Private notes, tags and company lists (docs/notes.md; table `notes`, migration 8 in
 * notes-migration.ts; calls in shared/contract/notes.ts). A note belongs to a listing (by code) or a
 * company (by uuid); saving an empty one (no text, no tags, no list) deletes it.
 *
 * A note is stored scrubbed of every held key (docs/api.md §Keys and environments: no key reaches a
 * file): its label (the exchange's text, a company's name or a listing's route), its text and its
 * tags, each cut back to its limit after; the notes file (`exportFile`, written by the window as
 * `dispatch-notes-<date>.json`) is scrubbed again as a whole, for a key held only since a note was saved.
 *
 * Every write is one IMMEDIATE transaction and returns only after it committed (synchronous = FULL:
 * on disk), an import included: a file with any bad entry changes nothing. Errors are `AppFailure`s:
 * `invalid_input` with `fields` (zod's paths and codes; for an import, `notesFileRefusalFields`:
 * the problems of the first 50 bad entries and how many more, the message a short technical summary).
 */
import {
  checkNotesFile,
  noteInputSchema,
  noteSubjectSchema,
  notesFileRefusalFields,
  NOTE_LABEL_MAX,
  NOTE_TEXT_MAX,
  NOTES_FILE_FORMAT,
  NOTES_FILE_VERSION,
  TAG_MAX,
  type CompanyList,
  type Note,
  type NoteInput,
  type NotesFile,
  type NoteSubject,
  type NoteSubjectKind,
  type TagUse,
} from '../../../shared/contract/notes';
import { companyNameKey, foldForSearch } from '../../../shared/domain/company-name';
import { appFailure, invalidInput } from '../errors';
import { scrubHeldKeys, scrubHeldKeysText } from '../keys/held-keys';
import type { DeskDatabase } from './database';
import { immediateTransaction } from './sql';

/** Notes, read and written in the local database. */
export interface NoteStore {
  /** Notes holding every word of `query` in label, text or tags (case and diacritics ignored); all without one. Newest first. */
  list(query?: string): Note[];
  /** The note of a subject, or null. Throws `invalid_input` for a bad subject. */
  get(subject: NoteSubject): Note | null;
  /** Writes the subject's note (validated as `noteInputSchema`); an empty one is deleted (answers null). Throws `invalid_input`. */
  save(input: NoteInput): Note | null;
  /** Deletes a subject's note; false when it had none. */
  delete(subject: NoteSubject): boolean;
  /** Tags used before with their counts, most used first, then by name (Romanian collation). */
  tags(): TagUse[];
  /** Every note as a notes file (version 1), by kind then id. */
  exportFile(): NotesFile;
  /** Imports a notes file (parsed JSON) in one transaction; answers how many entries were written. Throws `invalid_input`. */
  importFile(data: unknown): number;
}

/** Options of `createNoteStore`. */
export interface NoteStoreOptions {
  /** Clock, ms since the epoch (default `Date.now`). */
  now?: () => number;
}

interface Row {
  kind: NoteSubjectKind;
  subject_id: string;
  label: string | null;
  body: string;
  tags: string;
  list: CompanyList | null;
  updated_at: number;
}

const COLUMNS = 'kind, subject_id, label, body, tags, list, updated_at';
const collator = new Intl.Collator('ro', { sensitivity: 'base', numeric: true });

/** A note's fields after validation, ready to write. */
interface Writable {
  kind: NoteSubjectKind;
  id: string;
  label: string | null;
  text: string;
  tags: string[];
  list: CompanyList | null;
}

/** The note store over an open local database (see database.ts). */
export function createNoteStore(db: DeskDatabase, options: NoteStoreOptions = {}): NoteStore {
  const now = options.now ?? Date.now;
  const statements = {
    all: db.prepare(`SELECT ${COLUMNS} FROM notes ORDER BY updated_at DESC, kind, subject_id`),
    byId: db.prepare(`SELECT ${COLUMNS} FROM notes WHERE kind = ? AND subject_id = ?`),
    tags: db.prepare('SELECT tags FROM notes'),
    upsert: db.prepare(
      `INSERT INTO notes (kind, subject_id, label, body, tags, list, name_key, search_text, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (kind, subject_id) DO UPDATE SET label = excluded.label, body = excluded.body,
         tags = excluded.tags, list = excluded.list, name_key = excluded.name_key,
         search_text = excluded.search_text, updated_at = excluded.updated_at`,
    ),
    delete: db.prepare('DELETE FROM notes WHERE kind = ? AND subject_id = ?'),
  };

  const find = (kind: string, id: string): Note | null => {
    const row = statements.byId.get(kind, id) as Row | undefined;
    return row ? toNote(row) : null;
  };
  /** Writes (or deletes, when empty) one validated note at `time`; runs inside the caller's transaction. */
  const put = (input: Writable, time: number): void => {
    const note = {
      ...input,
      label: input.label === null ? null : clean(input.label, NOTE_LABEL_MAX) || null,
      text: clean(input.text, NOTE_TEXT_MAX),
    };
    const tags = uniqueTags(input.tags.map((tag) => clean(tag, TAG_MAX)));
    if (note.text === '' && tags.length === 0 && note.list === null) {
      statements.delete.run(note.kind, note.id);
      return;
    }
    const search = foldForSearch([note.label ?? '', note.id, note.text, ...tags].join(' \n '));
    statements.upsert.run(
      note.kind,
      note.id,
      note.label,
      note.text,
      JSON.stringify(tags),
      note.list,
      note.kind === 'company' && note.label ? companyNameKey(note.label) : '',
      search,
      time,
    );
  };
  const write = <T>(work: () => T): T => immediateTransaction(db, work);

  return {
    list(query) {
      const rows = statements.all.all() as unknown as Row[];
      const words = foldForSearch(query ?? '')
        .split(' ')
        .filter((word) => word !== '');
      if (words.length === 0) return rows.map(toNote);
      const matching = db.prepare(
        `SELECT ${COLUMNS} FROM notes WHERE ${words.map(() => 'instr(search_text, ?) > 0').join(' AND ')}
         ORDER BY updated_at DESC, kind, subject_id`,
      );
      return (matching.all(...words) as unknown as Row[]).map(toNote);
    },
    get(subject) {
      const parsed = noteSubjectSchema.safeParse(subject);
      if (!parsed.success) throw invalidInput(parsed.error.issues);
      return find(parsed.data.kind, parsed.data.id);
    },
    save(input) {
      const parsed = noteInputSchema.safeParse(input);
      if (!parsed.success) throw invalidInput(parsed.error.issues);
      const note = parsed.data;
      return write(() => {
        put(note, now());
        return find(note.kind, note.id);
      });
    },
    delete(subject) {
      const parsed = noteSubjectSchema.safeParse(subject);
      if (!parsed.success) throw invalidInput(parsed.error.issues);
      return write(() => Number(statements.delete.run(parsed.data.kind, parsed.data.id).changes) > 0);
    },
    tags() {
      const counts = new Map<string, TagUse>();
      for (const row of statements.tags.all() as unknown as { tags: string }[]) {
        for (const tag of JSON.parse(row.tags) as string[]) {
          const key = tag.toLocaleLowerCase('ro');
          const use = counts.get(key);
          if (use) use.count += 1;
          else counts.set(key, { tag, count: 1 });
        }
      }
      return [...counts.values()].sort((a, b) => b.count - a.count || collator.compare(a.tag, b.tag));
    },
    exportFile() {
      const notes = (statements.all.all() as unknown as Row[])
        .map(toNote)
        .sort((a, b) => (a.kind + a.id < b.kind + b.id ? -1 : 1))
        .map(({ kind, id, label, text, tags, list, updatedAt }) => ({
          kind,
          id,
          label,
          text,
          tags,
          list,
          updatedAt,
        }));
      return scrubHeldKeys({
        format: NOTES_FILE_FORMAT,
        version: NOTES_FILE_VERSION,
        exportedAt: new Date(now()).toISOString(),
        notes,
      } as NotesFile);
    },
    importFile(data) {
      const check = checkNotesFile(data);
      if (!check.ok) {
        const named = check.problems.map(({ entry, code }) =>
          entry === null ? code : `entry ${entry}: ${code}`,
        );
        const more = check.moreBadEntries > 0 ? `; and ${check.moreBadEntries} more bad entries` : '';
        throw appFailure(
          'invalid_input',
          `The notes file was not imported: ${named.join(', ')}${more}.`,
          notesFileRefusalFields(check.problems, check.moreBadEntries),
        );
      }
      return write(() => {
        for (const entry of check.entries) put(entry, Date.parse(entry.updatedAt));
        return check.entries.length;
      });
    },
  };
}

/** `text` scrubbed of every held key, cut back to `max` characters (a mark is longer than 8). */
function clean(text: string, max: number): string {
  return scrubHeldKeysText(text).slice(0, max);
}

/** Tags each once, ignoring case (the first spelling kept), in the given order. */
function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase('ro');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function toNote(row: Row): Note {
  return {
    kind: row.kind,
    id: row.subject_id,
    label: row.label,
    text: row.body,
    tags: JSON.parse(row.tags) as string[],
    list: row.list,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
