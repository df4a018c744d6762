/**
 * The newest activity entry already told on this desktop (docs/watch.md §In the renderer), per environment:
 * the `seq` of the activity log (shared/contract/activity.ts `activity.summary.newestSeq`) kept in
 * localStorage, so a reload does not tell the same entries again. Each environment (the embedded sandbox, a
 * local server, the exchange) has its own log, hence its own mark.
 */
import type { SessionInfo } from '../../../shared/contract/calls';

/** The localStorage key prefix; the environment's kind and address follow. */
export const LAST_NOTIFIED_KEY = 'dispatch.notify.lastSeq';

/** The storage key of an environment's mark. */
export function lastNotifiedKey(environment: SessionInfo['environment']): string {
  return `${LAST_NOTIFIED_KEY}:${environment.kind}:${environment.baseUrl}`;
}

/** The mark of `key`, or null when none is kept (or storage is unavailable or holds something else). */
export function readLastNotified(key: string): number | null {
  try {
    const value = localStorage.getItem(key);
    if (value === null) return null;
    const seq = Number(value);
    return Number.isSafeInteger(seq) && seq >= 0 ? seq : null;
  } catch {
    return null;
  }
}

/** Keeps `seq` as the mark of `key` (a storage that refuses is ignored: the worst is a repeat). */
export function writeLastNotified(key: string, seq: number): void {
  try {
    localStorage.setItem(key, String(seq));
  } catch {
    // private mode or a full storage: nothing to do
  }
}
