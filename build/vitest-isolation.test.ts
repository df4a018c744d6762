/**
 * The Node test files that share their worker's module graph (vitest.config.ts, project `node`,
 * `isolate: false`) must change nothing a module or the process holds, or the next file of the worker
 * would start from what they left. Every file that does one of the things below is listed in
 * `ISOLATED_TESTS` (a fresh graph each): found here by its text, so a new one cannot slip in unlisted.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TESTS, NODE_TESTS } from '../vitest.config';

/**
 * What changes state beyond one file: module mocks and module resets, fake timers or a fixed system
 * time, spies (they patch a module's or a global's function), stubbed globals and environment
 * variables, a write to process.env or globalThis, process-wide listeners, the working folder, the
 * exit code, and a property defined on globalThis or process.
 */
const SHARED_STATE =
  /vi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers|spyOn|hoisted|resetModules|setSystemTime)|process\.env\.[A-Za-z_]+ *=[^=]|process\.env\[[^\]]+\] *=[^=]|delete process\.env|globalThis\.[a-zA-Z_]+ *=[^=]|process\.(chdir|on\(|once\(|exitCode|umask|removeAllListeners)|Object\.defineProperty\((globalThis|process)/;

/** The Node project's test files (vitest.config.ts NODE_TESTS), as git tracks them. */
function nodeTestFiles(): string[] {
  return execFileSync('git', ['ls-files', ...NODE_TESTS], { encoding: 'utf8' })
    .split('\n')
    .filter((path) => path !== '');
}

describe('vitest.config.ts: the Node files that share a module graph', () => {
  it('lists in ISOLATED_TESTS every Node test file that changes a module’s or the process’s state', () => {
    const changing = nodeTestFiles().filter(
      (path) => path !== 'build/vitest-isolation.test.ts' && SHARED_STATE.test(readFileSync(path, 'utf8')),
    );
    expect(changing.filter((path) => !ISOLATED_TESTS.includes(path))).toEqual([]);
  });

  it('lists only files that exist', () => {
    const files = new Set(nodeTestFiles());
    expect(ISOLATED_TESTS.filter((path) => !files.has(path))).toEqual([]);
  });
});
