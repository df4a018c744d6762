/**
 * Starts the embedded sandbox in a process of its own (child.ts) and speaks to it (messages.ts). One
 * launcher for both hosts: the desktop app forks it with Electron's `utilityProcess` (electron/main.ts),
 * the browser host and the tests with Node's `child_process.fork` (node-fork.ts); both fit `ForkChild`.
 * Generating the market and answering requests then happen in that process: the app's main thread is
 * never blocked by the sandbox, whose start-up would hold the UI thread (docs/benchmarks.md).
 */
import type { EmbeddedSandbox } from '../app/session-state';
import { readChildMessage } from './messages';

/** A started child process, as the launcher uses it (the common part of UtilityProcess and ChildProcess). */
export interface SandboxChild {
  /** The OS process id, once spawned. */
  readonly pid?: number | undefined;
  postMessage(message: unknown): void;
  onMessage(listener: (message: unknown) => void): void;
  /** `code` is the exit code, or null when a signal ended it. */
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
}

/** Forks the sandbox's process with `args` (`[tickSeconds]`). */
export type ForkChild = (args: string[]) => SandboxChild;

/** Options of `startSandboxProcess`. Times in ms. */
export interface SandboxProcessOptions {
  /** Seconds between market steps (0 holds the market still). */
  tickSeconds: number;
  /** How long the child may take to say it listens (default 60 s: a cold start on a slow laptop). */
  startTimeoutMs?: number;
  /** How long `close()` waits for the child to exit before it is killed (default 5 s). */
  closeTimeoutMs?: number;
}

/**
 * Forks the child and resolves once it listens, to its v1 root, its demo keys and `close()` (which
 * asks the child to stop, kills it if it has not exited in time, and resolves once it has exited).
 * @throws Error with a sentence when the child fails to start, exits first, sends something that is
 *   not a message of ours (it is killed), or says nothing within `startTimeoutMs` (it is killed)
 */
export function startSandboxProcess(
  fork: ForkChild,
  options: SandboxProcessOptions,
): Promise<EmbeddedSandbox> {
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  const closeTimeoutMs = options.closeTimeoutMs ?? 5_000;
  const child = fork([String(options.tickSeconds)]);
  let exited = false;
  const exitWaiters: (() => void)[] = [];

  return new Promise<EmbeddedSandbox>((resolve, reject) => {
    let settled = false;
    const fail = (sentence: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!exited) child.kill();
      reject(new Error(sentence));
    };
    const timer = setTimeout(
      () =>
        fail(
          `The embedded sandbox did not start within ${startTimeoutMs < 1000 ? `${startTimeoutMs} ms` : `${Math.round(startTimeoutMs / 1000)} s`}.`,
        ),
      startTimeoutMs,
    );

    child.onExit((code) => {
      exited = true;
      for (const done of exitWaiters.splice(0)) done();
      fail(`The embedded sandbox's process ended before it was ready (exit code ${code ?? 'none: killed'}).`);
    });
    child.onMessage((value) => {
      if (settled) return;
      const message = readChildMessage(value);
      if (!message)
        return fail("The embedded sandbox's process sent something that is not a message of ours.");
      if (message.type === 'failed') return fail(message.message);
      settled = true;
      clearTimeout(timer);
      resolve({
        apiBaseUrl: message.apiBaseUrl,
        demoKeys: message.demoKeys,
        isAlive: () => !exited,
        close: () =>
          new Promise<void>((done) => {
            if (exited) return done();
            exitWaiters.push(done);
            child.postMessage({ type: 'close' });
            setTimeout(() => {
              if (!exited) child.kill();
            }, closeTimeoutMs).unref?.();
          }),
      });
    });
  });
}
