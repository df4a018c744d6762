import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LONG_FIRST, longFirst } from './vitest-sequencer';

const root = join(import.meta.dirname, '..');
const file = (path: string) => ({ moduleId: join(root, path) });

describe('the long files first (build/vitest-sequencer.ts)', () => {
  it('puts the listed files first in the list’s order, the others after in their own order', () => {
    const given = [
      file('shared/a.test.ts'),
      file('electron/services/db/kill.test.ts'),
      file('renderer/z.test.tsx'),
      file('build/boot.test.ts'),
      file('places/b.test.ts'),
    ];
    expect(longFirst(given, root).map((f) => f.moduleId.slice(root.length + 1))).toEqual([
      'build/boot.test.ts',
      'electron/services/db/kill.test.ts',
      'shared/a.test.ts',
      'renderer/z.test.tsx',
      'places/b.test.ts',
    ]);
  });

  it('names files that exist (a renamed file would silently lose its place)', () => {
    expect(LONG_FIRST.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });
});
