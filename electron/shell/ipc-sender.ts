/**
 * Who may make a contract call over IPC (Electron security checklist: "validate the sender of all IPC
 * messages"): only the top frame of a page of the app's own origin, `app://dispatch`. A page from
 * anywhere else that found its way into a window (it can't: navigation is refused, see
 * `navigation.ts`), a subframe, or a frame already gone (`senderFrame` null) is refused.
 */
import { APP_HOST, APP_ORIGIN, APP_SCHEME } from './app-protocol';

/** What the check reads of Electron's `WebFrameMain` (the IPC event's `senderFrame`). */
export interface SenderFrame {
  /** The frame's origin as Chromium serializes it (`app://dispatch`, `null` for opaque origins). */
  readonly origin: string;
  readonly url: string;
  /** The parent frame, null for a top frame. */
  readonly parent: unknown;
}

/** True when `frame` is the top frame of a page of `app://dispatch`: both its origin and its URL. */
export function isAppSender(frame: SenderFrame | null | undefined): boolean {
  if (!frame || frame.parent !== null) return false;
  if (frame.origin !== APP_ORIGIN) return false;
  try {
    const url = new URL(frame.url);
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST;
  } catch {
    return false;
  }
}
