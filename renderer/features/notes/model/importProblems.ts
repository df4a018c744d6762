/**
 * Reading a notes file the user picked (docs/notes.md §Export and import: "validated on import with a clear
 * sentence per bad entry and nothing half-imported"): its text as JSON, then `checkNotesFile`
 * (shared/contract/notes.ts) entry by entry, before anything is sent. The store checks again and
 * answers the same problems as field problems (`notesFileRefusalFields`), read back here. Either way
 * the problems of the first 50 bad entries are named and the rest counted.
 */
import type { NotesFileEntry, NotesFileProblem } from '../../../../shared/contract/calls';
import { checkNotesFile, notesFileRefusalOf } from '../../../../shared/contract/notes';
import type { AppError } from '../../../../shared/contract/errors';

/** What a refused file shows: its named problems (`notJson`: the text is not JSON) and how many bad entries were not named. */
export interface FileProblems {
  problems: (NotesFileProblem | { entry: null; code: 'notJson' })[];
  moreBadEntries: number;
}

/** A file's text read: its parsed JSON and entries, or its problems. */
export type ReadNotesFile =
  { ok: true; data: unknown; entries: NotesFileEntry[] } | ({ ok: false } & FileProblems);

/** Parses and checks a notes file's text. Never throws. */
export function readNotesFile(text: string): ReadNotesFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problems: [{ entry: null, code: 'notJson' }], moreBadEntries: 0 };
  }
  const check = checkNotesFile(data);
  return check.ok
    ? { ok: true, data, entries: check.entries }
    : { ok: false, problems: check.problems, moreBadEntries: check.moreBadEntries };
}

/** The problems a refused `notes.import` names (its field problems), or null when it names none. */
export function problemsOfImportError(error: AppError): FileProblems | null {
  if (error.kind !== 'invalid_input' || !error.fields?.length) return null;
  return notesFileRefusalOf(error.fields);
}
