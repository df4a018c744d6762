/**
 * `npm start`: builds the app and opens it in Electron (demo mode: the embedded sandbox, unless the
 * settings name another environment). Where the Electron runtime is missing it says so in one line and
 * starts the browser host instead, printing the URL. Extra arguments go to the browser host
 * (`npm start -- --port 5180`).
 */
import { spawn } from 'node:child_process';
import { bundleElectron } from './bundle-electron';
import { findElectronRuntime } from './electron-runtime';

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const built = await run('npx', ['vite', 'build', '--logLevel', 'warn']);
if (built !== 0) process.exit(built);

const runtime = findElectronRuntime();
if ('path' in runtime) {
  await bundleElectron();
  process.exit(await run(runtime.path, ['dist/electron/main.mjs']));
}
console.log(`The Electron runtime is missing (${runtime.missing}); starting the browser host instead.`);
process.exit(await run('npx', ['tsx', 'electron/browser-host/cli.ts', ...process.argv.slice(2)]));
