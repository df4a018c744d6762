import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './build/check-system';

/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against browser hosts that each worker
 * starts for itself (e2e/hosts.ts, e2e/worker-hosts.ts, the `hosts` fixture of e2e/fixtures.ts): a `demo`
 * host with the embedded sandbox and a `lab` host against a sandbox whose control routes a spec drives.
 * A worker's specs run one at a time on its own hosts, so a spec sets and resets keys and settings as
 * before, and no two workers share a host: the files spread over every worker. The specs that start
 * their own sandbox and host (e2e/private-lab.ts) take ports inside their worker's hundred.
 *
 * Three workers on the 2-core machine: a test spends most of its time waiting on a browser, a host or a
 * sandbox, not computing, so a third worker fills what two leave idle (docs/benchmarks.md §The CI's
 * length). `E2E_WORKERS` sets another number.
 */
/**
 * The files that take longest as one chain (a file's tests run in order on one worker): started first,
 * so no worker is left with a long chain after the others have finished (measured 29 Nov 2026:
 * dialects 178 s, laptop 176 s, watch-day 103 s, faults 66 s; `npm test` prints each run's figures;
 * offers about 130 s since its inbox count waits for the watch's first pass).
 */
const LONG_FIRST = [
  'dialects',
  'laptop',
  'watch-day',
  'offers',
  'faults',
  'watch-background',
  'saved-searches',
  'map',
  'language',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'e2e',
  // a file's tests in order, on one worker; a file whose tests share nothing says `mode: 'parallel'`
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: true,
  // 120 s a test: a flow with an axe run took over 30 s on a loaded 2-core machine, and the unit tests
  // run beside (build/test-run.ts); a test that passes ends at once, only a hung one waits this long
  // (speed is never asserted here; bench does that)
  timeout: 120_000,
  // 15 s for each web-first assertion, not Playwright's 5 s: on the 2-core CI machine, beside a second
  // run (load average 15-16), a panel's heading and an error sentence each took over 5 s to appear
  // (26 Nov 2026); an assertion that holds returns at once, so only a failing one waits this long
  // (and the unit tests run beside since 29 Nov: 20 s)
  expect: { timeout: 20_000 },
  reporter: [['list']],
  // the first project's files are handed to the workers first
  projects: [
    { name: 'long', testMatch: LONG_FIRST },
    { name: 'rest', testIgnore: LONG_FIRST },
  ],
  use: {
    // a trace is recorded for every test and kept only on failure; on CI nobody can open it (only the log
    // comes back), so CI records none: snapshots of every action cost CPU the 2 cores lack
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
    },
  },
});
