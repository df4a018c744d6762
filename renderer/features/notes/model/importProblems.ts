/**
 * Reading a notes file the user picked (docs/notes.md §Export and import: "validated on import with a clear
 * sentence per bad entry and nothing half-imported"): its text as JSON, then `checkNotesFile`
 * (shared/contract/notes.ts) entry by entry, before anything is sent. The store checks again and
 * answers the same problems as field problems (`notes.<n>` or `file`, code), read back here.
 */
import type {
  NotesFileEntry,
  NotesFileProblem,
  NotesFileProblemCode,
} from '../../../../shared/contract/calls';
import { checkNotesFile } from '../../../../shared/contract/notes';
import type { AppError } from '../../../../shared/contract/errors';

/** A file's text read: its parsed JSON and entries, or its problems (`notJson`: the text is not JSON). */
export type ReadNotesFile =
  | { ok: true; data: unknown; entries: NotesFileEntry[] }
  | { ok: false; problems: (NotesFileProblem | { entry: null; code: 'notJson' })[] };

/** Parses and checks a notes file's text. Never throws. */
export function readNotesFile(text: string): ReadNotesFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problems: [{ entry: null, code: 'notJson' }] };
  }
  const check = checkNotesFile(data);
  return check.ok ? { ok: true, data, entries: check.entries } : { ok: false, problems: check.problems };
}

/** The problems a refused `notes.import` names (its field problems), or null when it names none. */
export function problemsOfImportError(error: AppError): NotesFileProblem[] | null {
  if (error.kind !== 'invalid_input' || !error.fields?.length) return null;
  const problems = error.fields.flatMap((field): NotesFileProblem[] => {
    const match = /^notes\.(\d+)$/.exec(field.path);
    const code = field.code as NotesFileProblemCode;
    if (match) return [{ entry: Number(match[1]), code }];
    if (field.path === 'file') return [{ entry: null, code }];
    return [];
  });
  return problems.length > 0 ? problems : null;
}
