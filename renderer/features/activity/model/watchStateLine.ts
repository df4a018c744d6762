/**
 * The watch's state in one line (docs/watch.md §The budget "says so", §In the renderer "no screen says when
 * it was last read"; docs/watch.md "The budget": `engine.status()`), for the Activity screen: what it is
 * doing and the time that matters (local `HH:MM`, formatted by the caller).
 */
import type { WatchStatusView } from '../../../../shared/contract/activity';

/** Which sentence, and the instant it names (ISO 8601) where it names one. */
export type WatchLine =
  | { kind: 'off' }
  | { kind: 'stopped' }
  | { kind: 'paused' }
  | { kind: 'reading' }
  | { kind: 'notYet' }
  | { kind: 'checked'; at: string }
  | { kind: 'rateLimited'; until: string }
  | { kind: 'backingOff'; at: string };

/**
 * The line for `status` with the watch switched on (`enabled`) or off:
 * - off in Settings -> "The watch is off"; `stopped` (no key, nothing to read) -> "not watching";
 * - `paused` (asleep or offline); `reading` -> "Checking now";
 * - `rate_limited` -> "Waiting for the exchange until …" (`nextAt`, else `slowUntil`);
 * - `backing_off` -> "The exchange is not answering; trying again at …" (`nextAt`);
 * - otherwise "Checked at …" (`lastReadAt`), or "Not checked yet".
 */
export function watchLine(status: WatchStatusView, enabled: boolean): WatchLine {
  if (!enabled) return { kind: 'off' };
  switch (status.state) {
    case 'stopped':
      return { kind: 'stopped' };
    case 'paused':
      return { kind: 'paused' };
    case 'reading':
      return { kind: 'reading' };
    case 'rate_limited': {
      const until = status.nextAt ?? status.slowUntil;
      if (until) return { kind: 'rateLimited', until };
      break;
    }
    case 'backing_off':
      if (status.nextAt) return { kind: 'backingOff', at: status.nextAt };
      break;
    default:
      break;
  }
  return status.lastReadAt ? { kind: 'checked', at: status.lastReadAt } : { kind: 'notYet' };
}
