/**
 * Run by the bench in a fresh process (`--scale N [--steps K]`): times `startSandbox` in-process (the
 * places, the market, the stores, the index and the server, cold: nothing loaded before but the
 * modules), then, with `--steps`, K market steps one after another (the sandbox clock moved 10
 * minutes between steps, so listings and vehicles also expire by date), each step timed as it blocks
 * the event loop and the loop's delay watched meanwhile. Prints one JSON line.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setImmediate as tick } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { startSandbox } from '@dispatch/sandbox';

/** What the probe prints. */
export interface StartupProbe {
  scale: number;
  /** `startSandbox` wall time, ms. */
  startMs: number;
  /** Each step's duration, ms (empty without `--steps`). */
  stepsMs: number[];
  /** Largest event-loop delay seen during the steps, ms (0 without `--steps`). */
  loopDelayMaxMs: number;
}

const { values } = parseArgs({ options: { scale: { type: 'string' }, steps: { type: 'string' } } });
const scale = Number(values.scale ?? 1);
const steps = Number(values.steps ?? 0);

const started = performance.now();
const sandbox = await startSandbox({ port: 0, scale, rateLimitPerMinute: 0 });
const startMs = performance.now() - started;

const stepsMs: number[] = [];
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
for (let i = 0; i < steps; i++) {
  sandbox.clock.advance(10 * 60_000);
  await tick();
  const t = performance.now();
  sandbox.control.step();
  stepsMs.push(performance.now() - t);
}
await tick();
delay.disable();
await sandbox.close();

const probe: StartupProbe = {
  scale,
  startMs,
  stepsMs,
  loopDelayMaxMs: steps > 0 ? delay.max / 1e6 : 0,
};
console.log(JSON.stringify(probe));
