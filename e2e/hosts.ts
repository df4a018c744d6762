/**
 * The servers of one Playwright worker: ports and tokens. Every worker starts its own set
 * (e2e/worker-hosts.ts, through the `hosts` worker fixture of e2e/fixtures.ts), so the specs of different
 * workers never share a host, a keychain or a sandbox, and the suite spreads over every worker instead of
 * waiting on one shared host (issue 47, docs/benchmarks.md §The CI's length).
 *
 * A worker's ports start at `E2E_PORT` (default 4517) + 100 × its slot, Playwright's
 * `TEST_PARALLEL_INDEX` (0 to workers − 1; a worker that replaces a failed one takes its slot, after the
 * failed one's servers have stopped). The private labs (e2e/private-lab.ts) take ports above the
 * sandbox's, inside the same hundred.
 */
import { randomBytes } from 'node:crypto';

/** Ports each worker's servers may use, from its first. */
const PORTS_A_SLOT = 100;
/** This process's slot: Playwright's parallel index in a worker, 0 elsewhere (the config's process). */
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const base = Number(process.env.E2E_PORT ?? 4517) + PORTS_A_SLOT * slot;

/** A token for this worker's browser host `name`: fixed once per process. */
function runToken(): string {
  return randomBytes(16).toString('hex');
}

/**
 * This worker's servers: `demo`, the browser host with the embedded sandbox (market held still), as a
 * new user starts the app; `lab`, a browser host pointed at `sandbox`, a separate sandbox with its control
 * routes on.
 */
export const e2eHosts = {
  demo: { url: `http://127.0.0.1:${base}`, port: base, token: runToken() },
  lab: { url: `http://127.0.0.1:${base + 2}`, port: base + 2, token: runToken() },
  sandbox: { url: `http://127.0.0.1:${base + 1}`, port: base + 1, token: '' },
} as const;

export type E2eHostName = 'demo' | 'lab';
