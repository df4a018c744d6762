/**
 * The app's settings file, over `conf` (JSON, written atomically): the environment choice, the
 * chosen demo account name of the embedded sandbox and the names of the keychain accounts that hold a
 * key, the watch's settings (watch-settings.ts) and the desktop's (desktop-settings.ts). Never a key (keys live in the keychain).
 *
 * A settings file that is not JSON, or whose content fails the schema (`environmentSchema` of
 * shared/contract/calls.ts), is not lost and does not stop the app: it is renamed beside itself to
 * `config.invalid-<time>.json`, the settings start over from the defaults (embedded sandbox, no demo
 * account), and `problem` reports what happened.
 *
 * The app is the file's only writer: after the first read, reads come from memory until the next write
 * (a change made to the file from outside while the app runs is seen at its next start).
 */
import { renameSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import Conf from 'conf';
import { z } from 'zod';
import type { WatchSettings } from '../../../shared/contract/activity';
import { environmentSchema, type EnvironmentChoice } from '../../../shared/contract/calls';
import { readDesktopSettings, type DesktopSettings } from './desktop-settings';
import { readWatchSettings } from './watch-settings';

/** What is stored; every field optional (absent means the default). */
const storedSettingsSchema = z.object({
  environment: environmentSchema.optional(),
  demoAccount: z.string().min(1).nullable().optional(),
  keyAccounts: z.array(z.string().min(1).max(2100)).max(100).optional(),
  /** Read leniently field by field (watch-settings.ts): never a reason to set the file aside. */
  watch: z.unknown().optional(),
  /** Read leniently field by field too (desktop-settings.ts). */
  desktop: z.unknown().optional(),
});
type StoredSettings = z.infer<typeof storedSettingsSchema>;

/** A settings file that could not be used, and where it was kept. */
export interface SettingsProblem {
  /** A plain sentence: what was wrong and where the file was moved. */
  message: string;
  /** The path the bad file was renamed to (null if even the rename failed). */
  keptAs: string | null;
}

/** The settings of the app. Setters write the file at once. */
export interface SettingsStore {
  /** The settings file's path. */
  readonly path: string;
  /** Set when the file found at start was corrupt or invalid (see the file comment); else null. */
  readonly problem: SettingsProblem | null;
  /** The chosen environment; `{ kind: 'embedded' }` by default. */
  getEnvironment(): EnvironmentChoice;
  /** Saves the environment choice (validated: throws a ZodError for an invalid one). */
  setEnvironment(environment: EnvironmentChoice): void;
  /** The chosen demo account of the embedded sandbox (its name, never its key), or null. */
  getDemoAccount(): string | null;
  /** Saves (or with null, forgets) the chosen demo account name. */
  setDemoAccount(account: string | null): void;
  /**
   * The keychain accounts (see `keychainAccount`) that hold a saved key: their names only, never a
   * key, so the app can offer to move a key when its environment's origin changes.
   */
  getKeyAccounts(): string[];
  /** Adds (`held` true) or drops an account from `getKeyAccounts()`. */
  setKeyAccount(account: string, held: boolean): void;
  /** The watch's settings; a missing or invalid stored field takes its default (watch-settings.ts). */
  getWatch(): WatchSettings;
  /** Saves the watch's settings (the whole of them, as `getWatch` returns). */
  setWatch(settings: WatchSettings): void;
  /** The desktop's settings; a missing or invalid stored field takes its default (desktop-settings.ts). */
  getDesktop(): DesktopSettings;
  /** Saves a change of the desktop's settings (only the fields given change); returns them now. */
  setDesktop(change: Partial<DesktopSettings>): DesktopSettings;
}

/** Options of `createSettingsStore`. */
export interface SettingsStoreOptions {
  /** Directory of the settings file (default: the OS config dir of project `dispatch`). Tests use a temp dir. */
  cwd?: string;
  /** Clock for the kept-aside file's name (default `Date.now`). */
  now?: () => number;
}

/**
 * Opens (or creates) the settings file. Never throws for a bad file (see the file comment); may throw
 * an OS error if the directory cannot be created or written.
 */
export function createSettingsStore(options: SettingsStoreOptions = {}): SettingsStore {
  const now = options.now ?? Date.now;
  let unreadable = false;
  const open = () =>
    new Conf<StoredSettings>({
      projectName: 'dispatch',
      ...(options.cwd ? { cwd: options.cwd } : {}),
      // conf throws at construction on bad JSON; note it instead, and handle it below.
      deserialize: (text: string) => {
        try {
          unreadable = false;
          return JSON.parse(text) as StoredSettings;
        } catch {
          unreadable = true;
          return {};
        }
      },
    });

  let conf = open();
  let problem: SettingsProblem | null = null;
  const parsed = unreadable ? null : storedSettingsSchema.safeParse(conf.store);
  if (unreadable || !parsed?.success) {
    const why = unreadable ? 'is not valid JSON' : 'holds values the app does not understand';
    const keptAs = keepAside(conf.path, now());
    problem = {
      message: keptAs
        ? `The settings file ${why}; it was kept as ${keptAs} and the settings start over (embedded sandbox).`
        : `The settings file ${why} and could not be moved aside; the settings start over (embedded sandbox).`,
      keptAs,
    };
    conf = open();
  }

  // The settings as last read: the app is the file's only writer, so a read is from memory, and a
  // write sets it aside to be read again once. Each call to the exchange reads the environment and the
  // demo account; from the file, that was a file read, a JSON parse and a schema check each time, on
  // Electron's main thread.
  let known: StoredSettings | null = null;
  const stored = (): StoredSettings => {
    if (known) return known;
    const raw: unknown = conf.store;
    const parsed = storedSettingsSchema.safeParse(raw);
    // a file spoilt while the app runs: the defaults, but the watch's fields are still read one by one
    const lenient = raw as { watch?: unknown; desktop?: unknown } | null;
    known = parsed.success ? parsed.data : { watch: lenient?.watch, desktop: lenient?.desktop };
    return known;
  };
  const write = (change: () => void) => {
    known = null;
    change();
  };

  return {
    get path() {
      return conf.path;
    },
    problem,
    getEnvironment() {
      const environment = stored().environment;
      return environment ? { ...environment } : { kind: 'embedded' };
    },
    setEnvironment(environment) {
      const valid = environmentSchema.parse(environment);
      write(() => conf.set('environment', valid));
    },
    getDemoAccount() {
      return stored().demoAccount || null;
    },
    setDemoAccount(account) {
      write(() => (account === null ? conf.delete('demoAccount') : conf.set('demoAccount', account)));
    },
    getKeyAccounts() {
      return [...(stored().keyAccounts ?? [])];
    },
    setKeyAccount(account, held) {
      const others = this.getKeyAccounts().filter((a) => a !== account);
      write(() => conf.set('keyAccounts', held ? [...others, account] : others));
    },
    getWatch() {
      return readWatchSettings(stored().watch);
    },
    setWatch(settings) {
      const valid = readWatchSettings(settings);
      write(() => conf.set('watch', valid));
    },
    getDesktop() {
      return readDesktopSettings(stored().desktop);
    },
    setDesktop(change) {
      const valid = readDesktopSettings({ ...readDesktopSettings(stored().desktop), ...change });
      write(() => conf.set('desktop', valid));
      return this.getDesktop();
    },
  };
}

/** Renames `path` to `<name>.invalid-<time>.json` beside it; returns the new path, or null on failure. */
function keepAside(path: string, time: number): string | null {
  const ext = extname(path);
  const target = join(dirname(path), `${basename(path, ext)}.invalid-${time}${ext || '.json'}`);
  try {
    renameSync(path, target);
    return target;
  } catch {
    return null;
  }
}
