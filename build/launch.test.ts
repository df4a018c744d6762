import { EventEmitter } from 'node:events';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { electronLaunch, nodeToolLaunch, run, type Spawn } from './launch';

const realPlatform = process.platform;
const setPlatform = (platform: NodeJS.Platform) =>
  Object.defineProperty(process, 'platform', { value: platform, configurable: true });
afterEach(() => setPlatform(realPlatform));

/** A spawn that records its call and exits with `code` at once. */
function fakeSpawn(code = 0) {
  const calls: { command: string; args: string[]; shell: unknown }[] = [];
  const spawn: Spawn = (command, args, options) => {
    calls.push({ command, args, shell: options.shell });
    const child = new EventEmitter();
    queueMicrotask(() => child.emit('exit', code));
    return child as never;
  };
  return { calls, spawn };
}

describe('npm start: how it starts programs', () => {
  const binaries = {
    win32: 'C:\\Users\\Jane Doe\\dispatch\\node_modules\\electron\\dist\\electron.exe',
    linux: '/home/Jane Doe/dispatch/node_modules/electron/dist/electron',
  } as const;

  for (const platform of ['win32', 'linux'] as const) {
    it(`spawns the Electron binary without a shell on ${platform}, its path as one argument`, async () => {
      setPlatform(platform);
      const { calls, spawn } = fakeSpawn(0);
      await expect(run(electronLaunch(binaries[platform], 'dist/electron/main.mjs'), spawn)).resolves.toBe(0);
      expect(calls).toEqual([
        { command: binaries[platform], args: ['dist/electron/main.mjs'], shell: false },
      ]);
    });
  }

  describe('for real, in a folder with a space in its name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dispatch-launch-'));
    const home = join(dir, 'Jane Doe', 'dist');
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('the program and its arguments arrive whole, and its exit code comes back', async () => {
      mkdirSync(home, { recursive: true });
      const record = join(home, 'argv.json');
      const program = join(home, 'fake electron');
      // a stand-in "Electron": records the arguments it got, exits 3
      writeFileSync(
        program,
        `#!${process.execPath}\nrequire('node:fs').writeFileSync(${JSON.stringify(record)}, JSON.stringify(process.argv.slice(2)));\nprocess.exit(3);\n`,
      );
      chmodSync(program, 0o755);
      const main = join(home, 'electron', 'main.mjs');
      await expect(run(electronLaunch(program, main))).resolves.toBe(3);
      expect(JSON.parse(readFileSync(record, 'utf8'))).toEqual([main]);
    });

    it('resolves 1 with a one-line reason when the program cannot start', async () => {
      await expect(run(electronLaunch(join(home, 'no such electron'), 'main.mjs'))).resolves.toBe(1);
    });
  });

  it('runs vite and tsx on this Node through their bin file (no npx, no .cmd shim)', () => {
    for (const [pkg, file] of [
      ['vite', 'bin/vite.js'],
      ['tsx', 'dist/cli.mjs'],
    ] as const) {
      const launch = nodeToolLaunch(pkg, ['build']);
      expect(launch.command).toBe(process.execPath);
      expect(launch.args[0]!.replace(/\\/g, '/').endsWith(`node_modules/${pkg}/${file}`)).toBe(true);
      expect(existsSync(launch.args[0]!)).toBe(true);
      expect(launch.args.slice(1)).toEqual(['build']);
    }
    expect(() => nodeToolLaunch('no-such-package-here', [])).toThrow();
  });
});
