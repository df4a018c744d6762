/**
 * Servers the bench runs in child processes (the sandbox as `npm run sandbox` starts it, the hello
 * server, probes): started with tsx and the server-timing preload, found by the URL they print, asked
 * for their stats over IPC, and stopped.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { ServerStats } from './server-timing';

/** A running child server. */
export interface ChildServer {
  child: ChildProcess;
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** ms from spawn to the URL printed (module loading included). */
  readyMs: number;
  /** Server-side timings per path since the last reset, and the RSS (after a GC). */
  stats(reset?: boolean): Promise<ServerStats>;
  stop(): Promise<void>;
}

const TIMING = new URL('./server-timing.ts', import.meta.url).pathname;

/**
 * Starts `script` (a path relative to the repository root) with `args` under tsx, the server-timing
 * preload and `--expose-gc`; resolves once it printed `http://127.0.0.1:PORT`.
 * @throws Error when it exits first or prints no URL within `timeoutMs`
 */
export async function startChild(
  script: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<ChildServer> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--import', TIMING, script, ...args],
    { stdio: ['ignore', 'pipe', 'inherit', 'ipc'], env: { ...process.env, ...options.env } },
  );
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} printed no URL in time`)),
      options.timeoutMs ?? 60_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) before it printed its URL`));
    });
  });
  const readyMs = performance.now() - started;
  return {
    child,
    origin,
    readyMs,
    stats: (reset = false) =>
      new Promise<ServerStats>((resolve) => {
        const onMessage = (message: ServerStats) => {
          if (message?.type !== 'stats') return;
          child.off('message', onMessage);
          resolve(message);
        };
        child.on('message', onMessage);
        child.send({ type: 'stats', reset });
      }),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Runs `script` with `args` under tsx (or, `plain`, a bundled `.mjs` in plain Node, as the app runs
 * its code) and returns the JSON it prints on its last stdout line (a probe that measures something in
 * a fresh process).
 * @throws Error when it fails or prints no JSON
 */
export async function runProbe<T>(script: string, args: string[], plain = false): Promise<T> {
  const child = spawn(process.execPath, [...(plain ? [] : ['--import', 'tsx']), script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  const last = output.trim().split('\n').at(-1) ?? '';
  if (code !== 0) throw new Error(`${script} exited with ${code}: ${last}`);
  return JSON.parse(last) as T;
}
