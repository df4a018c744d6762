/**
 * The import-cycle check, `npm run lint:cycles` (dpdm with `dpdm.config.json`; docs/architecture.md §The
 * layers and what each may import): it walks every file of the repository's code, follows a workspace's
 * name to its real folder, leaves type-only imports out and counts dynamic ones. Each of those is tried
 * here on a small tree of files written for the test, with the options the config gives.
 */
import { execFileSync } from 'node:child_process';
import { globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { afterAll, describe, expect, it } from 'vitest';

/** dpdm.config.json, the options `npm run lint:cycles` runs with. */
const config = JSON.parse(readFileSync('dpdm.config.json', 'utf8')) as {
  files: string[];
  exclude: string;
  transform: boolean;
  exitCode: string;
};

const root = mkdtempSync(join(tmpdir(), 'dispatch-cycles-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes `files` (path → text) under a fresh folder of `root`; returns that folder. */
function tree(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** The cycles dpdm finds from `entries` in `cwd`, with the config's options (paths relative to `cwd`). */
async function cycles(cwd: string, entries: string[]): Promise<string[][]> {
  const found = await parseDependencyTree(entries, {
    cwd,
    context: cwd,
    transform: config.transform,
    exclude: new RegExp(config.exclude),
  });
  return parseCircular(found);
}

// dpdm compiles each file with TypeScript: a second on a quiet machine, more beside the other tests
describe('npm run lint:cycles (dpdm.config.json)', { timeout: 60_000 }, () => {
  it('finds a cycle between two modules', async () => {
    const dir = tree('plain', {
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(await cycles(dir, ['a.ts'])).toEqual([['a.ts', 'b.ts']]);
  });

  it('leaves out an import of types only: nothing of it is loaded at run time', async () => {
    const dir = tree('types', {
      'a.ts': "import type { B } from './b';\nexport interface A { b?: B }\nexport const a = 1;\n",
      'b.ts': "import { a } from './a';\nexport interface B { n: number }\nexport const b = a;\n",
    });
    expect(await cycles(dir, ['a.ts', 'b.ts'])).toEqual([]);
  });

  it('counts a dynamic import (a lazy screen that imports its router back is a cycle)', async () => {
    const dir = tree('dynamic', {
      'router.ts': "export const load = () => import('./screen');\n",
      'screen.ts': "import { load } from './router';\nexport const screen = load;\n",
    });
    expect(await cycles(dir, ['router.ts'])).toHaveLength(1);
  });

  it('follows a workspace’s name to its real folder, so a cycle through @dispatch/... is seen', async () => {
    // as npm links a workspace: node_modules/@dispatch/sandbox -> ../../sandbox
    const dir = tree('workspace', {
      'sandbox/package.json': JSON.stringify({ name: '@dispatch/sandbox', main: 'index.ts' }),
      'sandbox/index.ts': "import { cost } from '../shared/cost';\nexport const start = () => cost;\n",
      'shared/cost.ts': "import { start } from '@dispatch/sandbox';\nexport const cost = () => start;\n",
    });
    mkdirSync(join(dir, 'node_modules', '@dispatch'), { recursive: true });
    symlinkSync('../../sandbox', join(dir, 'node_modules', '@dispatch', 'sandbox'));
    expect(await cycles(dir, ['shared/cost.ts'])).toEqual([['shared/cost.ts', 'sandbox/index.ts']]);
  });

  it('walks every file of code the repository tracks, and fails the run when it finds a cycle', () => {
    const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mts', '*.mjs'], { encoding: 'utf8' })
      .split('\n')
      .filter((path) => path !== '' && !path.endsWith('.d.ts'));
    const walked = new Set(globSync(config.files));
    expect(tracked.filter((path) => !walked.has(path))).toEqual([]);
    expect(config.exitCode).toBe('circular:1');
  });
});
