/**
 * The app services: every call of the renderer-main contract (shared/contract/calls.ts), one handler
 * file per resource (handlers/*.ts) over one session (session-state.ts: settings file, key stores,
 * rate-aware API client). Plain Node: the Electron host binds these handlers over IPC, the browser
 * host over loopback HTTP, both through `invokeCall`.
 */
import type { CallGroupName, CallGroups, EnvironmentChoice } from '../../../shared/contract/calls';
import { dirname } from 'node:path';
import { systemClock, type Clock } from '../clock';
import { openDesk, type Desk } from '../db/desk';
import type { PlaceNamesInput } from '../../../shared/contract/places';
import { createGazetteer } from '@dispatch/places/deadhead';
import { createExchangeClock, fetchNotingDate } from '../watch/exchange-clock';
import { createKeychainKeyStore } from '../keys/keychain';
import { createSettingsStore, type SettingsProblem, type SettingsStore } from '../settings/settings-store';
import type { DesktopPort, DesktopShellPort, HandlerGroup, Handlers, ServiceContext } from './context';
import { activityHandlers } from './handlers/activity';
import { companyHandlers } from './handlers/companies';
import { costHandlers } from './handlers/costs';
import { deskHandlers } from './handlers/desk';
import { desktopHandlers } from './handlers/desktop';
import { eventHandlers } from './handlers/events';
import { listingHandlers } from './handlers/listings';
import { noteHandlers } from './handlers/notes';
import { offerHandlers } from './handlers/offers';
import { placeHandlers } from './handlers/places';
import { sessionHandlers } from './handlers/session';
import { truckHandlers } from './handlers/trucks';
import { vehicleHandlers } from './handlers/vehicles';
import { startSandboxProcess } from '../sandbox-process/launcher';
import { forkWithNode } from '../sandbox-process/node-fork';
import { createSessionState, type EmbeddedSandbox, type KeyStoreFactory } from './session-state';
import { createWatchService, type WatchService, type WatchServiceOptions } from './watch-service';

export type { Handlers, DesktopPort, DesktopShellPort } from './context';
export type { EmbeddedSandbox, KeyStoreFactory } from './session-state';

/** Options of `createAppServices`. */
export interface AppServicesOptions {
  /** Directory of the settings file (default: the OS config dir of `dispatch`). */
  settingsDir?: string;
  /** Directory of the local database (default: the settings file's directory). */
  dataDir?: string;
  /** Key stores per keychain account (default: the OS keychain through keytar). */
  keyStore?: KeyStoreFactory;
  /**
   * Starts the embedded sandbox (default: in a child process of Node's, sandbox-process/node-fork.ts,
   * on a free loopback port, control routes off, market stepping every `embeddedTickSeconds`; the
   * desktop app passes Electron's utilityProcess instead); called lazily, at most once at a time, and
   * only when the environment is the embedded sandbox: nothing of the sandbox loads otherwise.
   */
  startEmbeddedSandbox?: () => Promise<EmbeddedSandbox>;
  /** Seconds between market steps of the default embedded sandbox (default `DEMO_TICK_SECONDS`; 0 = still). */
  embeddedTickSeconds?: number;
  /** The fetch the API client uses (default the global fetch). */
  fetch?: typeof fetch;
  /**
   * An environment for this run only (the browser host's `--api URL`), used instead of the saved one
   * and never written to the settings; choosing an environment in the app ends it.
   */
  environmentOverride?: EnvironmentChoice;
  /**
   * The desktop's notifier and badge (the Electron host's, electron/main.ts); without it
   * `desktop.notify` and `desktop.badge` answer `delivered: false` (docs/watch.md §On the desktop).
   */
  desktop?: DesktopPort;
  /**
   * The desktop app's settings and updates (the Electron host's, electron/desktop/), asked at each call
   * (the host makes it once the services exist); without it `desktop.settings` answers unavailable.
   */
  desktopShell?: () => DesktopShellPort | null;
  /** The watch's clock and timers (default the system's; tests and the bench drive a fake one). */
  watchClock?: Clock;
  /** The watch's read order and catch-up (watch-service.ts `order`; the bench's comparison only). */
  watchOrder?: WatchServiceOptions['order'];
}

/** The running services. */
export interface AppServices {
  handlers: Handlers;
  /**
   * Places' names in a UI language from the app's gazetteer (`places.names`, local), for the words of
   * the watch's notifications (watch-words.ts; docs/api.md §Places, A place in the UI's language).
   */
  placeNames: (input: PlaceNamesInput) => (string | null)[];
  /** Set when the settings file found at start was unusable and was kept aside (see settings-store.ts). */
  settingsProblem: SettingsProblem | null;
  /** The settings file (the desktop host reads and writes its own settings there, electron/desktop/). */
  settings: SettingsStore;
  /**
   * The watch (docs/watch.md §Wiring): the hosts call `watch.start()` once, and
   * `pause()`/`resume()` while the machine sleeps. Without `start` the services read nothing of their own.
   */
  watch: WatchService;
  /** Closes the local database and stops the embedded sandbox if they were opened. */
  close(): Promise<void>;
}

/**
 * What makes each resource's handlers from the services, by the resource's name in the contract's
 * `callGroups` (shared/contract/calls.ts). Checked against them: a missing or extra resource, or a
 * resource whose handlers miss a call, add one or answer another output type, does not compile
 * (docs/architecture.md §How to add → A call).
 */
export type HandlerFactories = {
  [G in CallGroupName]: (context: ServiceContext) => HandlerGroup<CallGroups[G]>;
};

/** Each resource's handlers, by its name in `callGroups`; merged, they are every call's `Handlers`. */
export const handlerGroups = {
  session: sessionHandlers,
  listings: listingHandlers,
  vehicles: vehicleHandlers,
  offers: offerHandlers,
  places: placeHandlers,
  costs: costHandlers,
  companies: companyHandlers,
  events: eventHandlers,
  desk: deskHandlers,
  activity: activityHandlers,
  notes: noteHandlers,
  desktop: desktopHandlers,
  trucks: truckHandlers,
} satisfies HandlerFactories;

/** How often the demo's embedded market takes a step, in seconds: gentle enough to read a page. */
export const DEMO_TICK_SECONDS = 120;

/** Creates the services. Nothing is started until a handler needs it (the sandbox, keytar). */
export function createAppServices(options: AppServicesOptions = {}): AppServices {
  const settings = createSettingsStore(options.settingsDir ? { cwd: options.settingsDir } : {});
  // The exchange's clock, from every answer's Date header (docs/watch.md §News from the first read).
  const exchangeClock = createExchangeClock();
  const watchClock = options.watchClock ?? systemClock;
  const session = createSessionState({
    settings,
    makeKeyStore:
      options.keyStore ?? ((account, environment) => createKeychainKeyStore({ account, environment })),
    startEmbedded:
      options.startEmbeddedSandbox ??
      (() =>
        startSandboxProcess(forkWithNode, { tickSeconds: options.embeddedTickSeconds ?? DEMO_TICK_SECONDS })),
    fetch: fetchNotingDate(
      () => options.fetch ?? globalThis.fetch,
      exchangeClock,
      () => watchClock.now(),
    ),
    environmentOverride: options.environmentOverride,
  });
  let desk: Desk | null = null;
  const openDeskOnce = () => (desk ??= openDesk({ dir: options.dataDir ?? dirname(settings.path) }));
  const watch = createWatchService({
    settings,
    desk: openDeskOnce,
    session,
    clock: options.watchClock,
    exchangeClock,
    order: options.watchOrder,
  });
  const context = {
    session,
    client: () => session.client(),
    gazetteer: createGazetteer(),
    desk: openDeskOnce,
    watch,
    desktop: options.desktop ?? null,
    desktopShell: options.desktopShell ?? (() => null),
  };
  const handlers: Handlers = Object.assign(
    {},
    ...Object.values(handlerGroups).map((makeHandlers) => makeHandlers(context)),
  );
  return {
    handlers,
    placeNames: (input) => context.gazetteer.names(input),
    settingsProblem: settings.problem,
    settings,
    watch,
    async close() {
      watch.close();
      desk?.close();
      desk = null;
      await session.close();
    },
  };
}
