/**
 * Run by the bench in a fresh process (`--mode process|in-process`): starts the embedded sandbox as the
 * app does now (`process`: its own process, electron/services/sandbox-process) or as it did before
 * (`in-process`: `startSandbox` on this thread), with a 1 ms event-loop delay monitor running, and
 * prints one JSON line: the start's wall time and the longest the event loop was blocked meanwhile.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { startSandbox } from '@dispatch/sandbox';
import { startSandboxProcess } from '../../electron/services/sandbox-process/launcher';
import { forkWithNode } from '../../electron/services/sandbox-process/node-fork';

/** What the probe prints. */
export interface SandboxStallProbe {
  mode: 'process' | 'in-process';
  /** From the call to the sandbox answering, ms. */
  startMs: number;
  /** The longest event-loop delay seen meanwhile, ms. */
  maxBlockMs: number;
}

const { values } = parseArgs({ options: { mode: { type: 'string' } } });
const mode = values.mode === 'in-process' ? 'in-process' : 'process';
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
// and a plain 1 ms interval: the longest gap between two of its ticks is the longest block
let last = performance.now();
let maxGap = 0;
const ticker = setInterval(() => {
  const now = performance.now();
  maxGap = Math.max(maxGap, now - last);
  last = now;
}, 1);
const started = performance.now();
const sandbox =
  mode === 'process'
    ? await startSandboxProcess(forkWithNode, { tickSeconds: 0 })
    : await startSandbox({ port: 0, host: '127.0.0.1', controlRoutes: false, allowedHosts: 'loopback-self' });
const startMs = performance.now() - started;
await new Promise((resolve) => setTimeout(resolve, 20)); // let both see the end of a last block
clearInterval(ticker);
delay.disable();
await sandbox.close();
const probe: SandboxStallProbe = { mode, startMs, maxBlockMs: Math.max(delay.max / 1e6, maxGap) };
console.log(JSON.stringify(probe));
