/**
 * `npm run api:check`: fails when the committed `shared/api/v1.d.ts` is not what `npm run api:types`
 * (openapi-typescript) would generate from `shared/api/v1.json` (docs/api.md §Versioning: v1.json is the single
 * source of API types).
 *
 * It runs the very same openapi-typescript CLI, from the repository root, into a temporary file and
 * compares the bytes (line endings normalised), so the check and `npm run api:types` cannot disagree.
 * No network: the input is the local file. Exit 0 when fresh; exit 1 with one line when stale or when
 * the generator fails.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (this file lives in `build/`). */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = 'shared/api/v1.json';
const COMMITTED = 'shared/api/v1.d.ts';
const CLI = join(ROOT, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');

/** Same text modulo line endings (a Windows checkout may turn LF into CRLF). */
function normalise(text: string): string {
  return text.replace(/\r\n/g, '\n');
}

/**
 * Generates the types of `root/shared/api/v1.json` with the openapi-typescript CLI into a temporary
 * file and returns them. Throws when the CLI fails (its stderr is in the error).
 */
function generateApiTypes(root: string = ROOT): string {
  const dir = mkdtempSync(join(tmpdir(), 'api-check-'));
  try {
    const out = join(dir, 'v1.d.ts');
    execFileSync(process.execPath, [CLI, SOURCE, '-o', out], { cwd: root, stdio: 'pipe' });
    return readFileSync(out, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** True when the committed `shared/api/v1.d.ts` under `root` equals freshly generated types. */
function apiTypesAreFresh(root: string = ROOT): boolean {
  const path = join(root, COMMITTED);
  if (!existsSync(path)) return false;
  return normalise(readFileSync(path, 'utf8')) === normalise(generateApiTypes(root));
}

function main(): void {
  let fresh: boolean;
  try {
    fresh = apiTypesAreFresh();
  } catch (error) {
    const detail = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : String(error);
    console.error(`openapi-typescript failed on ${SOURCE}: ${detail}`);
    process.exit(1);
  }
  if (!fresh) {
    console.error(`${COMMITTED} is stale: run npm run api:types`);
    process.exit(1);
  }
  console.log(`${COMMITTED} is up to date with ${SOURCE}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
