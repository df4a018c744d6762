/**
 * `npm run bench`'s `session` section: the long session at full length (issue 47: a soak is a benchmark,
 * not a test). Runs e2e/long-session.spec.ts with 500 steps (`E2E_LONG_SESSION_STEPS`) on one Playwright
 * worker, and reads the line the spec prints: the page's JS heap, DOM nodes and event listeners after the
 * warm-up and after the day. The spec itself holds the goals (heap growth under 2 MB + 36 KB a step,
 * at most 60 nodes and 10 listeners more), so its verdict is the figure's.
 */
import { spawn } from 'node:child_process';

/** The full day's length, in steps (the spec's `STEPS`). */
export const SESSION_STEPS = 500;

/** What the full day measured. Heap in MB. */
export interface SessionFigures {
  passed: boolean;
  heapBefore: number;
  heapAfter: number;
  nodesBefore: number;
  nodesAfter: number;
  listenersBefore: number;
  listenersAfter: number;
  /** The run's length, in ms (the worker's servers' start included). */
  elapsedMs: number;
}

/**
 * Runs the long session with {@link SESSION_STEPS} steps; resolves to its figures.
 * @throws Error when the spec printed no figures (it failed before measuring): its output is in the message.
 */
export async function benchSession(): Promise<SessionFigures> {
  const started = performance.now();
  let output = '';
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npx', ['playwright', 'test', 'e2e/long-session.spec.ts', '--reporter=list'], {
      env: { ...process.env, E2E_LONG_SESSION_STEPS: String(SESSION_STEPS), E2E_WORKERS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  const line = /heap ([\d.]+) -> ([\d.]+) MB, DOM nodes (\d+) -> (\d+), listeners (\d+) -> (\d+)/.exec(
    output,
  );
  if (!line) throw new Error(`The long session measured nothing (exit ${code}):\n${output.slice(-4000)}`);
  const [heapBefore, heapAfter, nodesBefore, nodesAfter, listenersBefore, listenersAfter] = line
    .slice(1)
    .map(Number) as [number, number, number, number, number, number];
  return {
    passed: code === 0,
    heapBefore,
    heapAfter,
    nodesBefore,
    nodesAfter,
    listenersBefore,
    listenersAfter,
    elapsedMs: performance.now() - started,
  };
}
