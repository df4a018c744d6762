/**
 * Handlers of notes, tags and company lists (shared/contract/notes.ts, docs/notes.md): the note store
 * of the app's local database (electron/services/db/notes.ts), never sent to the exchange; the notes'
 * file carries My trucks too (electron/services/db/trucks.ts).
 */
import type { noteCalls } from '../../../../shared/contract/notes';
import { scrubHeldKeys } from '../../keys/held-keys';
import type { HandlerGroup, ServiceContext } from '../context';

/** The note handlers; the database opens on the first call. */
export function noteHandlers(context: ServiceContext): HandlerGroup<typeof noteCalls> {
  const notes = () => context.desk().notes;
  return {
    'notes.list': async ({ query }) => notes().list(query),
    'notes.get': async (subject) => notes().get(subject),
    'notes.save': async (input) => notes().save(input),
    'notes.delete': async (subject) => ({ deleted: notes().delete(subject) }),
    'notes.tags': async () => notes().tags(),
    // My trucks go with the notes (docs/notes.md §Export and import): checked with the notes' file, then
    // kept; the whole file scrubbed of every held key, as the notes are (a truck's name is typed text)
    'notes.export': async () =>
      scrubHeldKeys({ ...notes().exportFile(), trucks: context.desk().trucks.get() }),
    'notes.import': async ({ file }) => {
      const imported = notes().importFile(file);
      const trucks = (file as { trucks?: unknown }).trucks;
      if (trucks !== undefined) context.desk().trucks.replaceAll(trucks);
      return { imported };
    },
  };
}
