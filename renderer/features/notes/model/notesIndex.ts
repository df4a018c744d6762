/**
 * The notes as the lists look them up (docs/notes.md §Where notes show: "shown as a mark in every list where
 * that listing or company appears"): by listing code, by company id, and, for companies on a list (blocked or
 * preferred), by their name's key (`companyNameKey`, shared/domain/company-name.ts), because offers
 * name their carrier without an id ("match on the carrier's name and say so").
 */
import type { Note } from '../../../../shared/contract/calls';
import { companyNameKey } from '../../../../shared/domain/company-name';

/** A company's note as a list shows it: `byName` when it was found by the name alone. */
export interface CompanyMatch {
  note: Note;
  byName: boolean;
}

/** The look-ups of one set of notes. */
export interface NotesIndex {
  /** The note of a listing code, if any. */
  listing(ref: string): Note | undefined;
  /**
   * The note of a company: by `id` when given and noted; else, when `name` is given, a listed
   * company (blocked or preferred) whose name has the same key (`byName: true`). Null when none.
   * Two listed companies with one key: the most recently changed one.
   */
  company(id: string | null | undefined, name?: string | null): CompanyMatch | null;
}

/** Builds the index of `notes` (the store's order: newest first). */
export function notesIndex(notes: readonly Note[]): NotesIndex {
  const listings = new Map<string, Note>();
  const companies = new Map<string, Note>();
  const listedNames = new Map<string, Note>();
  for (const note of notes) {
    if (note.kind === 'listing') listings.set(note.id, note);
    else {
      companies.set(note.id, note);
      const key = note.label ? companyNameKey(note.label) : '';
      if (note.list !== null && key !== '' && !listedNames.has(key)) listedNames.set(key, note);
    }
  }
  return {
    listing: (ref) => listings.get(ref),
    company(id, name) {
      const byId = id ? companies.get(id) : undefined;
      if (byId) return { note: byId, byName: false };
      const key = name ? companyNameKey(name) : '';
      const byName = key === '' ? undefined : listedNames.get(key);
      return byName ? { note: byName, byName: true } : null;
    },
  };
}

/** The index of no notes (while they load, or when they could not be read). */
export const EMPTY_NOTES_INDEX = notesIndex([]);
