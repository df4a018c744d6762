/**
 * Seen marks of the inbox (scope `inbox`, `seen.mark`; shared/contract/desk.ts): offers shown in the
 * inbox are marked seen on disk, so after a restart they are no longer new. The ids marked during this
 * run of the app are also kept here, so the navigation's count drops at once without re-reading the
 * exchange (the inbox is refreshed only when the user asks).
 */
import { create } from 'zustand';
import { call } from '../../../shared/transport';

/** The seen-marks scope of offers received. */
export const INBOX_SCOPE = 'inbox';

interface InboxSeenState {
  /** Offer ids marked seen during this run of the app. */
  marked: ReadonlySet<string>;
  add: (ids: readonly string[]) => void;
  reset: () => void;
}

/** The offer ids marked seen during this run (the inbox's new count leaves them out). */
export const useInboxSeen = create<InboxSeenState>((set) => ({
  marked: new Set(),
  add: (ids) =>
    set((state) => {
      if (ids.every((id) => state.marked.has(id))) return state;
      return { marked: new Set([...state.marked, ...ids]) };
    }),
  reset: () => set({ marked: new Set() }),
}));

/**
 * Marks `ids` (offer uuids, at most 1000) seen in scope `inbox`, then records them for this run.
 * Resolves once main confirmed the marks are on disk; rejects with the call's AppError otherwise
 * (the offers then stay new for the next visit).
 */
export async function markInboxSeen(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await call('seen.mark', { scope: INBOX_SCOPE, ids: [...ids] });
  useInboxSeen.getState().add(ids);
}
