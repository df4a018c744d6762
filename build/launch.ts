/**
 * How the build scripts (`npm start`, `npm run test:package`) start another program: always directly,
 * never through a shell. With `shell: true` Node joins the command and its arguments with spaces into
 * one command line for cmd.exe or /bin/sh (Node's child_process docs, "spawn", option `shell`), so a
 * project under `C:\Users\Jane Doe\` ran `C:\Users\Jane` with `Doe\…\electron.exe` as its argument.
 * Without a shell each argument reaches the program as given, spaces and all (docs/packaging.md,
 * "npm start").
 *
 * The JavaScript tools (vite, tsx) run through this same Node (`process.execPath`) and their package's
 * `bin` file: no `npx`, and no `.cmd` shim, which only a shell can start on Windows. The Electron
 * binary is an executable (`electron`, `electron.exe`) and starts directly.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (build/..): where the tools resolve from. */
const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');

/** One program to start: the executable's path and its arguments, each passed as one argument. */
export interface Launch {
  command: string;
  args: string[];
}

/** The part of `child_process.spawn` that `run` uses (tests pass a fake). */
export type Spawn = (command: string, args: string[], options: SpawnOptions) => Pick<ChildProcess, 'on'>;

/**
 * The launch of an npm package's command-line tool on this Node: `process.execPath <its bin file>
 * ...args`. `bin` is read from the package's package.json (a string, or the entry named like the
 * package).
 * @throws Error when the package is not installed or has no such bin entry
 */
export function nodeToolLaunch(pkg: string, args: string[], from = ROOT): Launch {
  const require = createRequire(join(from, 'package.json'));
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    bin?: string | Record<string, string>;
  };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[pkg];
  if (!bin) throw new Error(`${pkg} has no command-line entry (package.json "bin").`);
  return { command: process.execPath, args: [join(dirname(manifestPath), bin), ...args] };
}

/** The launch of the Electron binary `binary` on the bundled main process `main` (a path). */
export function electronLaunch(binary: string, main: string): Launch {
  return { command: binary, args: [main] };
}

/**
 * Starts `launch` with the terminal's stdio, without a shell, and resolves to its exit code (1 when
 * it was killed by a signal, or could not start at all: the reason is printed in one line).
 */
export function run(launch: Launch, spawnImpl: Spawn = spawn): Promise<number> {
  return new Promise((resolve) => {
    const child = spawnImpl(launch.command, launch.args, { stdio: 'inherit', shell: false });
    child.on('error', (error: Error) => {
      console.error(`Could not start ${launch.command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code: number | null) => resolve(code ?? 1));
  });
}
