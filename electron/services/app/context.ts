/**
 * What every handler of the renderer-main contract is given: the session (environment, key, API
 * client) and, per call, an abort signal. One handler file per resource (handlers/*.ts) takes a
 * `ServiceContext` and returns its calls' handlers.
 */
import type { CallName, CallOutput, ParsedCallInput } from '../../../shared/contract/calls';
import type { ApiClient } from '../api/client';
import type { Desk } from '../db/desk';
import type { Gazetteer } from '../gazetteer/deadhead';
import type { SessionState } from './session-state';
import type { WatchService } from './watch-service';

/**
 * The desktop's notifier and badge (docs/watch.md §On the desktop), given by the Electron host
 * (electron/main.ts): a host without one (the browser host) leaves it out and
 * `desktop.notify`/`desktop.badge` answer `delivered: false`.
 */
export interface DesktopPort {
  /**
   * Shows a notification; a click on it opens `path` (an app route) in the main window. Returns
   * false when the system cannot show notifications.
   */
  notify(notification: { title: string; body: string; path: string }): boolean;
  /**
   * Shows `count` unread on the dock or taskbar icon, 0 clears it; `label` is what a screen reader
   * says of it where the icon shows no number (Windows). False when the system has no badge.
   */
  setBadge(count: number, label?: string): boolean;
}

/** Per-call context: `signal` aborts when the renderer withdraws the call (or its connection closes). */
export interface CallContext {
  signal?: AbortSignal;
}

/** One handler per contract call: takes the parsed input, resolves the call's output, rejects on failure. */
export type Handlers = {
  [N in CallName]: (input: ParsedCallInput<N>, call?: CallContext) => Promise<CallOutput<N>>;
};

/** The handlers of some calls (one resource's). */
export type HandlerGroup<N extends CallName> = Pick<Handlers, N>;

/** What handlers use of the running services. */
export interface ServiceContext {
  /** The API client of the current environment (see session-state.ts). */
  client(): Promise<ApiClient>;
  /** The session: environment, key, demo accounts. */
  session: SessionState;
  /** The app's own place data (deadhead distances). */
  gazetteer: Gazetteer;
  /** The local database of saved searches and seen marks, opened on first use. */
  desk(): Desk;
  /** The watch: activity log, settings, engine (watch-service.ts). */
  watch: WatchService;
  /** The desktop's notifier and badge, or null in a host without them. */
  desktop: DesktopPort | null;
}
