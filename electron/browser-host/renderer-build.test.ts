import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rendererBuildState } from './renderer-build';

let root: string;
const built = () => join(root, 'dist', 'renderer');
const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'dispatch-renderer-build-'));
  mkdirSync(join(root, 'renderer', 'features'), { recursive: true });
  mkdirSync(join(root, 'shared'));
  writeFileSync(join(root, 'renderer', 'features', 'a.tsx'), 'a');
  writeFileSync(join(root, 'shared', 'b.ts'), 'b');
  writeFileSync(join(root, 'vite.config.ts'), 'c');
  writeFileSync(join(root, 'package.json'), '{}');
  for (const path of ['renderer/features/a.tsx', 'shared/b.ts', 'vite.config.ts', 'package.json'])
    at(join(root, path), 1_000);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('rendererBuildState', () => {
  it('is missing without an index.html', () => {
    expect(rendererBuildState(root, built())).toBe('missing');
  });

  it('is fresh when the build is newer than every source, stale after any source changes', () => {
    mkdirSync(built(), { recursive: true });
    writeFileSync(join(built(), 'index.html'), '<!doctype html>');
    at(join(built(), 'index.html'), 2_000);
    expect(rendererBuildState(root, built())).toBe('fresh');
    at(join(root, 'renderer', 'features', 'a.tsx'), 3_000);
    expect(rendererBuildState(root, built())).toBe('stale');
    at(join(root, 'renderer', 'features', 'a.tsx'), 1_000);
    at(join(root, 'shared', 'b.ts'), 3_000);
    expect(rendererBuildState(root, built())).toBe('stale');
  });
});
