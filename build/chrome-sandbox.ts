/**
 * Before `npm start` opens Electron on Linux: will Chromium's sandbox start? On Ubuntu 24.04 (and other
 * systems with AppArmor's `kernel.apparmor_restrict_unprivileged_userns = 1`) an unprivileged process
 * can't use user namespaces, so Chromium falls back to its setuid helper, `chrome-sandbox` beside the
 * Electron binary; npm installs it owned by the user, mode 0755, and Chromium then aborts with a
 * FATAL trace ("The SUID sandbox helper binary was found, but is not configured correctly ... make
 * sure that .../chrome-sandbox is owned by root and has mode 4755"). This module finds that case
 * beforehand and names the fix in one line (docs/packaging.md, "Linux: Chromium's sandbox").
 *
 * The rule is Chromium's own (its zygote host accepts the helper when it is owned by uid 0, setuid,
 * and executable by others: what `chown root:root` and `chmod 4755` make). The packaged deb does not
 * need this: electron-builder's after-install script installs an AppArmor profile that allows user
 * namespaces for the installed binary (app-builder-lib templates/linux/after-install.tpl).
 */
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { maybe, maybeReadText } from './maybe-read';

/** AppArmor's switch: `1` when unprivileged user namespaces are restricted (absent elsewhere). */
export const USERNS_RESTRICTION = '/proc/sys/kernel/apparmor_restrict_unprivileged_userns';

/** The file-system reads the check needs (tests pass fakes). `undefined`: the file is absent. */
export interface SandboxReaders {
  /** Owner uid and mode (with the setuid bit) of `path`. */
  stat(path: string): { uid: number; mode: number } | undefined;
  /** The text of `path`. */
  readText(path: string): string | undefined;
}

const S_ISUID = 0o4000;
const S_IXOTH = 0o001;

/** The readers of this machine's file system. */
const fileSystemReaders: SandboxReaders = {
  stat: (path) =>
    maybe(() => {
      const { uid, mode } = statSync(path);
      return { uid, mode };
    }),
  readText: maybeReadText,
};

/** `value` as one POSIX shell word (single-quoted). */
function shellWord(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * Why Chromium's sandbox would abort the Electron binary at `electronBinary`, as one line naming the
 * fix, or `undefined` when it will start: on another platform than Linux, where user namespaces are
 * not restricted (the AppArmor switch absent or not `1`), or where `chrome-sandbox` beside the binary
 * is owned by root, setuid and executable by others.
 */
export function chromeSandboxProblem(
  electronBinary: string,
  platform: NodeJS.Platform = process.platform,
  readers: SandboxReaders = fileSystemReaders,
): string | undefined {
  if (platform !== 'linux') return undefined;
  if (readers.readText(USERNS_RESTRICTION)?.trim() !== '1') return undefined;
  const helper = join(dirname(electronBinary), 'chrome-sandbox');
  const stat = readers.stat(helper);
  if (stat && stat.uid === 0 && (stat.mode & S_ISUID) !== 0 && (stat.mode & S_IXOTH) !== 0) return undefined;
  const fix = `sudo chown root:root ${shellWord(helper)} && sudo chmod 4755 ${shellWord(helper)}`;
  return stat
    ? `Electron's sandbox can't start here: AppArmor restricts user namespaces (${USERNS_RESTRICTION} is 1) and ${helper} is not owned by root with mode 4755. Fix: ${fix} (again after each npm ci); see docs/packaging.md.`
    : `Electron's sandbox can't start here: AppArmor restricts user namespaces (${USERNS_RESTRICTION} is 1) and ${helper} is missing. Fix: npm ci (it reinstalls Electron), then ${fix}; see docs/packaging.md.`;
}
