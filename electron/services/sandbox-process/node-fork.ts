/**
 * The sandbox's process forked by Node (`child_process.fork`): the browser host's and the tests' way
 * (the desktop app uses Electron's utilityProcess instead: electron/main.ts). From the bundle
 * (`dist/electron/*.mjs`, or a chunk in `dist/electron/chunks/`) it runs the bundled
 * `dist/electron/sandbox-process.mjs`; from the sources (tsx,
 * vitest) it runs child.ts through tsx's loader, from the repository's root.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ForkChild } from './launcher';

/** Where the child's code is, and how Node must be started to run it. */
export function childEntry(moduleUrl: string = import.meta.url): {
  path: string;
  execArgv: string[];
  cwd?: string;
} {
  if (moduleUrl.endsWith('.ts')) {
    return {
      path: fileURLToPath(new URL('./child.ts', moduleUrl)),
      execArgv: ['--import', 'tsx'],
      cwd: fileURLToPath(new URL('../../../', moduleUrl)),
    };
  }
  // bundled: beside main.mjs, one folder up from a split-off chunk (dist/electron/chunks/)
  const beside = /\/chunks\/[^/]+$/.test(moduleUrl) ? '../sandbox-process.mjs' : './sandbox-process.mjs';
  return { path: fileURLToPath(new URL(beside, moduleUrl)), execArgv: [] };
}

/** `ForkChild` over `child_process.fork`: IPC for the messages, the child's output on this terminal. */
export const forkWithNode: ForkChild = (args) => {
  const entry = childEntry();
  const child = fork(entry.path, args, {
    execArgv: entry.execArgv,
    ...(entry.cwd ? { cwd: entry.cwd } : {}),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  });
  return {
    get pid() {
      return child.pid;
    },
    postMessage: (message) => {
      if (child.connected) child.send(message as object);
    },
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => child.once('exit', (code) => listener(code)),
    kill: () => child.kill('SIGKILL'),
  };
};
