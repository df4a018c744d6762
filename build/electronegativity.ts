/**
 * `npm run security:electron`: Electronegativity (Doyensec's checker of Electron's security checklist)
 * over `electron/` and `renderer/`, through its programmatic `run()`, which never fails by itself. This
 * script fails (exit 1) on any HIGH or MEDIUM finding that the allow-list below does not name, and on
 * any file the checker could not parse (its checks would silently not have run).
 *
 * The sources are copied, without tests (`*.test.ts(x)`, `renderer/test/`: fakes of Electron objects,
 * never shipped), into one temporary folder, so the global checks (navigation limited, permission
 * handler, CSP) see main and renderer together. Checks of the Electron version use the installed
 * `electron` package's version. `AvailableSecurityFixesGlobalCheck` is left out: it downloads
 * Electron's release list, which a machine without network can't, and the version is pinned in
 * package.json and kept current by updating it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One finding as Electronegativity reports it (the fields used here). */
export interface Finding {
  id: string;
  file: string;
  severity: { name: string };
  confidence: { name: string };
  location: { line: number; column: number };
  manualReview?: boolean;
}

/** A finding that was reviewed and accepted: its check, its file and how many it may have there. */
export interface Allowed {
  id: string;
  file: string;
  /** At most this many findings of `id` in `file` (a new one beyond it fails the gate). */
  count: number;
  /** Why it is acceptable. */
  reason: string;
}

/**
 * The reviewed findings (Electronegativity flags these for manual review whatever the code does).
 * Keep it short: fix a finding rather than adding it here.
 */
export const ALLOWED: readonly Allowed[] = [
  {
    id: 'OPEN_EXTERNAL_JS_CHECK',
    file: 'electron/main.ts',
    count: 1,
    reason:
      "shell.openExternal is only reached through the navigation guards, after isExchangeWebsiteUrl: https, the exchange website's host learned from the API (electron/shell/website-links.ts).",
  },
  {
    id: 'OPEN_EXTERNAL_JS_CHECK',
    file: 'electron/shell/navigation.ts',
    count: 1,
    reason:
      'The guard itself: options.openExternal runs only when isWebsiteUrl(url) is true (navigation.test.ts).',
  },
  {
    id: 'PRELOAD_JS_CHECK',
    file: 'electron/main.ts',
    count: 1,
    reason:
      'Our own preload (electron/preload.ts): it exposes one function, invoke(name, input), on one IPC channel whose sender main checks (preload.test.ts, main.test.ts).',
  },
];

/** Severities that fail the gate. */
const GATED = new Set(['HIGH', 'MEDIUM']);

/**
 * The HIGH and MEDIUM findings `allowed` does not cover (paths compared with `/`). Per allow-list
 * entry, the first `count` matching findings are covered; any further one is returned.
 */
export function unexpectedFindings(findings: readonly Finding[], allowed: readonly Allowed[]): Finding[] {
  const left = new Map(allowed.map((entry) => [`${entry.id} ${entry.file}`, entry.count]));
  return findings.filter((finding) => {
    if (!GATED.has(finding.severity.name)) return false;
    const key = `${finding.id} ${finding.file.split(sep).join('/')}`;
    const count = left.get(key) ?? 0;
    if (count > 0) {
      left.set(key, count - 1);
      return false;
    }
    return true;
  });
}

/** The result of `run()` (the fields used here). */
interface RunResult {
  errors: { file: string; message: string; tolerable: boolean }[];
  issues: Finding[];
}

type Run = (options: Record<string, unknown>) => Promise<RunResult>;

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');

/** True for files the scan skips: tests and the renderer's test helpers. */
function isTestFile(path: string): boolean {
  const normal = path.split(sep).join('/');
  return (
    /\.test\.tsx?$/.test(normal) || normal.includes('/renderer/test/') || normal.endsWith('/renderer/test')
  );
}

/** The installed `electron` package's version (the runtime the app is packaged with). */
function installedElectronVersion(): string {
  const manifest = join(ROOT, 'node_modules', 'electron', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * Runs Electronegativity over copies of `root`'s `electron/` and `renderer/` (without tests); resolves
 * to its result. `root` is the repository by default (tests pass a fixture).
 */
export async function scan(root: string = ROOT): Promise<RunResult> {
  const require = createRequire(import.meta.url);
  const run = require('@doyensec/electronegativity') as Run;
  const electronVersion = installedElectronVersion();
  const work = mkdtempSync(join(tmpdir(), 'dispatch-electronegativity-'));
  try {
    for (const dir of ['electron', 'renderer']) {
      cpSync(join(root, dir), join(work, dir), { recursive: true, filter: (path) => !isTestFile(path) });
    }
    process.env.LANG = 'en-US'; // its messages in English (it looks them up by LANG)
    return await run({
      input: work,
      isRelative: true,
      electronVersionOverride: electronVersion,
      excludeFromScan: ['AvailableSecurityFixesGlobalCheck'],
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const result = await scan();
  const broken = result.errors.filter((error) => !error.tolerable);
  const unexpected = unexpectedFindings(result.issues, ALLOWED);
  const gated = result.issues.filter((finding) => GATED.has(finding.severity.name));
  for (const finding of result.issues) {
    const mark = unexpected.includes(finding)
      ? 'FAIL'
      : GATED.has(finding.severity.name)
        ? 'allowed'
        : 'info';
    console.log(
      `${mark.padEnd(7)} ${finding.severity.name.padEnd(6)} ${finding.id} ${finding.file}:${finding.location.line}`,
    );
  }
  for (const error of broken) console.error(`could not parse ${error.file}: ${error.message}`);
  if (unexpected.length > 0 || broken.length > 0) {
    console.error(
      `Electronegativity: ${unexpected.length} HIGH/MEDIUM finding(s) not in the allow-list of build/electronegativity.ts, ${broken.length} file(s) not parsed.`,
    );
    process.exit(1);
  }
  console.log(
    `Electronegativity: no unexpected HIGH/MEDIUM finding (${gated.length} reviewed, in the allow-list; ${result.issues.length - gated.length} LOW/informational).`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
