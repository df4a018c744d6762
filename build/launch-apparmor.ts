/**
 * `npm start` on Linux: is an AppArmor profile in place that lets the development Electron binary use
 * user namespaces (docs/packaging.md, "Linux: Chromium's sandbox": `/etc/apparmor.d/dispatch-dev`,
 * `profile dispatch-dev /path/to/node_modules/electron/dist/electron flags=(unconfined) { userns, }`)?
 * Then Chromium's sandbox starts though `chrome-sandbox` is not setuid root, and `npm start` opens
 * Electron rather than the browser host.
 *
 * A profile counts when a file directly in `/etc/apparmor.d` declares a profile whose attachment (the
 * path after its name, AppArmor globs `*`, `**`, `?` allowed) matches the binary's real path and whose
 * body allows `userns`; and, where the kernel's list of loaded profiles can be read
 * (`/sys/kernel/security/apparmor/profiles`, often root only), that profile is loaded. A profile written
 * but not loaded is named with the command that loads it.
 */
import { readdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { maybe, maybeReadText } from './maybe-read';

/** Where AppArmor's profiles are written. */
export const APPARMOR_DIR = '/etc/apparmor.d';
/** The kernel's list of loaded profiles (`name (mode)` a line). */
export const LOADED_PROFILES = '/sys/kernel/security/apparmor/profiles';

/** The file-system reads the check needs (tests pass fakes); `undefined` when unreadable. */
export interface AppArmorReaders {
  /** The names of the files directly in `dir`. */
  list(dir: string): string[] | undefined;
  readText(path: string): string | undefined;
  /** The path with its symbolic links resolved. */
  realpath(path: string): string;
}

const fileSystemReaders: AppArmorReaders = {
  list: (dir) =>
    maybe(() =>
      readdirSync(dir, { withFileTypes: true })
        .filter((item) => item.isFile())
        .map((item) => item.name),
    ),
  readText: maybeReadText,
  realpath: (path) => maybe(() => realpathSync(path)) ?? path,
};

/** An AppArmor attachment glob as a regular expression (`**` any path, `*` and `?` within a segment). */
function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** The profiles a file declares: name, attachment and whether their body allows `userns`. */
function profilesIn(text: string): { name: string; attachment: string; userns: boolean }[] {
  const uncommented = text.replace(/#.*$/gm, '');
  const found: { name: string; attachment: string; userns: boolean }[] = [];
  const header = /^\s*profile\s+("[^"]+"|\S+)\s+("[^"]+"|\/\S*)[^{\n]*\{/gm;
  for (let match = header.exec(uncommented); match; match = header.exec(uncommented)) {
    const body = uncommented.slice(match.index + match[0].length).split(/^\s*\}/m)[0] ?? '';
    found.push({
      name: match[1]!.replace(/"/g, ''),
      attachment: match[2]!.replace(/"/g, ''),
      userns: /^\s*(allow\s+)?userns\b[^,]*,/m.test(body),
    });
  }
  return found;
}

/** What the check found: a loaded profile, one written but not loaded, or none. */
export type DevProfile =
  | { state: 'loaded'; name: string; file: string }
  | { state: 'not-loaded'; name: string; file: string }
  | { state: 'none' };

/**
 * The development AppArmor profile for `electronBinary` (see the file comment). `loaded` also when
 * the kernel's list can't be read: the file is the best evidence there is.
 */
export function devAppArmorProfile(
  electronBinary: string,
  readers: AppArmorReaders = fileSystemReaders,
): DevProfile {
  const binary = readers.realpath(electronBinary);
  const loaded = readers.readText(LOADED_PROFILES);
  for (const fileName of readers.list(APPARMOR_DIR) ?? []) {
    const file = join(APPARMOR_DIR, fileName);
    const text = readers.readText(file);
    if (!text) continue;
    for (const profile of profilesIn(text)) {
      if (!profile.userns || !globToRegExp(profile.attachment).test(binary)) continue;
      const isLoaded =
        loaded === undefined ||
        loaded.split('\n').some((line) => line.replace(/\s+\([^)]*\)\s*$/, '') === profile.name);
      return { state: isLoaded ? 'loaded' : 'not-loaded', name: profile.name, file };
    }
  }
  return { state: 'none' };
}

/** The override: `DISPATCH_START=electron npm start` opens Electron whatever the sandbox check says. */
export const START_OVERRIDE = 'DISPATCH_START';

/**
 * Whether `npm start` opens Electron despite the sandbox check's `problem` (chrome-sandbox.ts; undefined:
 * none): yes with no problem, with the development profile loaded, or with the override
 * (`DISPATCH_START=electron`); otherwise the line to print before the browser host starts, naming the
 * profile to load when one is written but not loaded.
 */
export function sandboxVerdict(
  problem: string | undefined,
  profile: () => DevProfile,
  env: NodeJS.ProcessEnv = process.env,
): { electron: true; note?: string } | { electron: false; why: string } {
  if (!problem) return { electron: true };
  if (env[START_OVERRIDE] === 'electron')
    return {
      electron: true,
      note: `${START_OVERRIDE}=electron: opening Electron without the sandbox check.`,
    };
  const found = profile();
  if (found.state === 'loaded')
    return {
      electron: true,
      note: `AppArmor profile ${found.name} (${found.file}) allows Electron's sandbox.`,
    };
  if (found.state === 'not-loaded')
    return {
      electron: false,
      why: `${problem} The AppArmor profile ${found.name} is written but not loaded: sudo apparmor_parser -r ${found.file}.`,
    };
  return { electron: false, why: problem };
}
