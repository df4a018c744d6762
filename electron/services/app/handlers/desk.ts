/**
 * Handlers of "My desk" (shared/contract/desk.ts): saved searches, seen marks and hidden loads in
 * the app's local database (electron/services/db), never sent to the exchange.
 */
import type { deskCalls } from '../../../../shared/contract/desk';
import type { HandlerGroup, ServiceContext } from '../context';

/** The desk handlers; the database opens on the first call (a bad file is moved aside then, see `desk.status`). */
export function deskHandlers(context: ServiceContext): HandlerGroup<typeof deskCalls> {
  const desk = () => context.desk();
  /** Tells the watch the saved searches changed (it plans afresh); returns `value`. */
  const changed = <T>(value: T): T => {
    context.watch.onSavedSearchesChanged();
    return value;
  };
  return {
    'desk.status': async () => ({ problem: desk().problem }),
    'savedSearches.list': async ({ kind }) => desk().savedSearches.list(kind),
    'savedSearches.create': async (input) => changed(desk().savedSearches.create(input)),
    'savedSearches.rename': async ({ id, name }) => changed(desk().savedSearches.rename(id, name)),
    'savedSearches.delete': async ({ id }) => {
      desk().savedSearches.delete(id);
      context.watch.onSavedSearchDeleted(id);
      return { id };
    },
    'savedSearches.markRun': async ({ id }) => desk().savedSearches.markRun(id),
    'savedSearches.setWatch': async ({ id, watch }) => changed(desk().savedSearches.setWatch(id, watch)),
    'savedSearches.reposts': async ({ id }) => desk().savedSearches.reposts(id),
    'savedSearches.watchBaseline': async ({ id }) => desk().savedSearches.watchBaseline(id),
    'seen.mark': async ({ scope, ids }) => {
      const added = desk().seenMarks.markSeen(scope, ids);
      // the inbox count is offers not yet seen in the inbox (docs/watch.md §The inbox count)
      if (scope === 'inbox' && added > 0) context.watch.onInboxSeen();
      return { added };
    },
    'seen.unseen': async ({ scope, ids }) => desk().seenMarks.unseen(scope, ids),
    'seen.forget': async ({ scope }) => ({ removed: desk().seenMarks.forgetScope(scope) }),
    'hiddenLoads.list': async () => desk().hiddenLoads.list(),
    'hiddenLoads.hide': async ({ ref, route }) => desk().hiddenLoads.hide(ref, route ?? null),
    'hiddenLoads.unhide': async ({ ref }) => ({ ref, removed: desk().hiddenLoads.unhide(ref) }),
  };
}
