/**
 * `npm run bench`'s `kill` section: the kill test at full length (issue 47: a soak is a benchmark, not a
 * test). Runs electron/services/db/kill.test.ts with 100 kills (`KILL_TEST_RUNS`) and reads the line it
 * prints. The test holds the goal itself (every confirmed write present, the file sound), so its verdict
 * is the figure's; `npm test` runs 30 kills.
 */
import { spawn } from 'node:child_process';

/** The kills of the full run (the test's `KILL_TEST_RUNS`). */
export const KILL_RUNS = 100;

/** What the full run measured. */
export interface KillFigures {
  passed: boolean;
  /** The kills' seconds, and the writes the children confirmed (all found after the kills when passed). */
  seconds: number;
  confirmed: number;
  /** A write's time in the child, median and p99, in µs. */
  medianMicros: number;
  p99Micros: number;
}

/**
 * Runs the kill test with {@link KILL_RUNS} kills; resolves to its figures.
 * @throws Error when the test printed no figures (it failed before its end): its output is in the message.
 */
export async function benchKill(): Promise<KillFigures> {
  let output = '';
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npx', ['vitest', 'run', 'electron/services/db/kill.test.ts'], {
      env: { ...process.env, KILL_TEST_RUNS: String(KILL_RUNS) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  const line =
    /kill test: (\d+) kills in ([\d.]+) s; (\d+) confirmed writes.*median (\d+) µs, p99 (\d+) µs/.exec(
      output,
    );
  if (!line) throw new Error(`The kill test measured nothing (exit ${code}):\n${output.slice(-4000)}`);
  return {
    passed: code === 0 && Number(line[1]) === KILL_RUNS,
    seconds: Number(line[2]),
    confirmed: Number(line[3]),
    medianMicros: Number(line[4]),
    p99Micros: Number(line[5]),
  };
}
