/**
 * What every handler of the renderer-main contract is given: the session (environment, key, API
 * client) and, per call, an abort signal. One handler file per resource (handlers/*.ts) takes a
 * `ServiceContext` and returns its calls' handlers.
 */
import type { z } from 'zod';
import type { CallGroup, CallSpec, OutputOf } from '../../../shared/contract/call';
import type { CallName, Calls } from '../../../shared/contract/calls';
import type { DesktopSettingsView, UpdateView } from '../../../shared/contract/desktop';
import type { ApiClient } from '../api/client';
import type { Desk } from '../db/desk';
import type { Gazetteer } from '@dispatch/places/deadhead';
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

/**
 * The desktop app's own settings and updates (shared/contract/desktop.ts; electron/desktop/), given by
 * the Electron host: a host without one (the browser host) leaves it out and the `desktop.settings` and
 * `update.*` calls answer as unavailable.
 */
export interface DesktopShellPort {
  settings(): DesktopSettingsView;
  /** Applies the given settings. @throws the system's refusal of the login item (a file not written) */
  updateSettings(patch: { keepInTray?: boolean; startAtLogin?: boolean }): DesktopSettingsView;
  update(): UpdateView;
  /** Restarts into the downloaded update; false while none is downloaded. */
  restartToUpdate(): boolean;
  /**
   * Told when the page changed the UI's language (`desktop.setLanguage`): main's own words (the tray's
   * menu and tooltip) are written again in it, not at their next change.
   */
  languageChanged?(): void;
}

/** Per-call context: `signal` aborts when the renderer withdraws the call (or its connection closes). */
export interface CallContext {
  signal?: AbortSignal;
}

/**
 * The handler of one call spec (shared/contract/call.ts): takes the input as its schema parsed it,
 * resolves the output declared beside it, rejects on failure (an `AppFailure`, electron/services/errors.ts).
 */
export type HandlerOf<S extends CallSpec> = (
  input: z.output<S['input']>,
  call?: CallContext,
) => Promise<OutputOf<S>>;

/** The handler of contract call `N`. */
export type Handler<N extends CallName> = HandlerOf<Calls[N]>;

/**
 * The handlers of one resource's calls, typed from its contract group: `HandlerGroup<typeof vehicleCalls>`
 * has exactly one handler per call of `vehicleCalls`, so a missing or extra handler, or one answering
 * another output type, does not compile.
 */
export type HandlerGroup<G extends CallGroup> = { [N in keyof G]: HandlerOf<G[N]> };

/** One handler per contract call (every group's, merged). */
export type Handlers = HandlerGroup<Calls>;

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
  /** The desktop app's settings and updates, or null in a host without them. */
  desktopShell(): DesktopShellPort | null;
}
