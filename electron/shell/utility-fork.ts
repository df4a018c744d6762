/**
 * The embedded sandbox's process in the desktop app: an Electron `utilityProcess` (a Node child
 * launched through Chromium's services, Electron 41 docs/api/utility-process.md) running the bundled
 * `dist/electron/sandbox-process.mjs` beside the main bundle, adapted to the launcher's `ForkChild`
 * (electron/services/sandbox-process/launcher.ts). `utilityProcess.fork` may only be called once the
 * app is ready: the launcher forks on the first call that needs the sandbox, after `whenReady`.
 * Takes `utilityProcess` as a parameter, so this file imports nothing of Electron's.
 */
import type { ForkChild } from '../services/sandbox-process/launcher';

/** The part of Electron's `utilityProcess` used here (docs/api/utility-process.md). */
export interface UtilityProcessApi {
  fork(
    modulePath: string,
    args?: string[],
    options?: { serviceName?: string; stdio?: 'inherit' | 'ignore' | 'pipe' },
  ): {
    readonly pid: number | undefined;
    postMessage(message: unknown): void;
    on(event: 'message', listener: (message: unknown) => void): unknown;
    once(event: 'exit', listener: (code: number) => void): unknown;
    kill(): boolean;
  };
}

/** The name the sandbox's process has in `app.getAppMetrics()` and `child-process-gone`. */
const SANDBOX_SERVICE_NAME = 'Dispatch sandbox';

/** `ForkChild` over `utilityProcess.fork(modulePath, args, { serviceName, stdio: 'inherit' })`. */
export function utilityFork(utilityProcess: UtilityProcessApi, modulePath: string): ForkChild {
  return (args) => {
    const child = utilityProcess.fork(modulePath, args, {
      serviceName: SANDBOX_SERVICE_NAME,
      stdio: 'inherit',
    });
    return {
      get pid() {
        return child.pid;
      },
      postMessage: (message) => child.postMessage(message),
      onMessage: (listener) => void child.on('message', listener),
      onExit: (listener) => void child.once('exit', (code) => listener(code)),
      kill: () => void child.kill(),
    };
  };
}
