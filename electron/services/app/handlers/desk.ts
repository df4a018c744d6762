/**
 * Handlers of "My desk" (shared/contract/desk.ts): saved searches and seen marks in the app's local
 * database (electron/services/db), never sent to the exchange.
 */
import type { HandlerGroup, ServiceContext } from '../context';

type DeskCall =
  | 'desk.status'
  | 'savedSearches.list'
  | 'savedSearches.create'
  | 'savedSearches.rename'
  | 'savedSearches.delete'
  | 'savedSearches.markRun'
  | 'seen.mark'
  | 'seen.unseen'
  | 'seen.forget';

/** The desk handlers; the database opens on the first call (a bad file is moved aside then, see `desk.status`). */
export function deskHandlers(context: ServiceContext): HandlerGroup<DeskCall> {
  const desk = () => context.desk();
  return {
    'desk.status': async () => ({ problem: desk().problem }),
    'savedSearches.list': async ({ kind }) => desk().savedSearches.list(kind),
    'savedSearches.create': async (input) => {
      const created = desk().savedSearches.create(input);
      context.watch.onSavedSearchesChanged();
      return created;
    },
    'savedSearches.rename': async ({ id, name }) => desk().savedSearches.rename(id, name),
    'savedSearches.delete': async ({ id }) => {
      desk().savedSearches.delete(id);
      context.watch.onSavedSearchDeleted(id);
      return { id };
    },
    'savedSearches.markRun': async ({ id }) => desk().savedSearches.markRun(id),
    'seen.mark': async ({ scope, ids }) => ({ added: desk().seenMarks.markSeen(scope, ids) }),
    'seen.unseen': async ({ scope, ids }) => desk().seenMarks.unseen(scope, ids),
    'seen.forget': async ({ scope }) => ({ removed: desk().seenMarks.forgetScope(scope) }),
  };
}
