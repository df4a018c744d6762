/**
 * The notes feature's front door (docs/architecture.md §Feature folders; the rules: docs/notes.md):
 * what other screens use of a dispatcher's notes. The editor on a listing's or company's page, the
 * marks in the lists' rows, the index the lists look notes up in, and the line that hides a blocked
 * company's rows. Anything else in renderer/features/notes is its inside (but the Notes screen, which
 * the shell's route `/notes` takes from there: the router loads with the entry, and this door in it
 * would bring the editor and the marks, which come with the listings table, into the entry's chunk:
 * eslint.config.js).
 */
export { BlockedLine } from './components/BlockedLine';
export { NoteEditor } from './components/NoteEditor';
export { CompanyNoteMark, ListingNoteMark } from './components/NoteMark';
export { useNotesIndex } from './api/useNotesIndex';
