import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { LongFirstSequencer } from './build/vitest-sequencer';

/** The main process's, the sandbox's, the places', the shared code's and the build's tests: plain Node. */
export const NODE_TESTS = [
  'shared/**/*.test.ts',
  'places/**/*.test.ts',
  'sandbox/**/*.test.ts',
  'electron/**/*.test.ts',
  'build/**/*.test.ts',
];
/** The renderer's tests of its `model/` folders: pure rules, run in Node, not in jsdom (`renderer-model`). */
const RENDERER_MODEL_TESTS = ['renderer/**/model/**/*.test.ts'];
/** Of those, the ones that need a process of their own (see the `node-process` project). */
const OWN_PROCESS_TESTS = ['electron/services/keys/keychain.integration.test.ts'];
/**
 * Of those, the ones that change what the other files of their worker would see: module mocks
 * (`vi.mock`), fake timers or a fixed system time, spies, stubbed globals, process.env or
 * process-wide listeners, or the electron stub's module state. They run in a fresh module graph each
 * (the `node-isolated` project); the others share their worker's (the `node` project). A new test file
 * doing any of these goes here: build/vitest-isolation.test.ts finds them.
 */
export const ISOLATED_TESTS = [
  'build/electron-stub/electron.net.test.ts',
  'build/electron-stub/electron.test.ts',
  'build/test-setup/fast-check-replay.test.ts',
  'electron/browser-host/activity-stream.test.ts',
  'electron/desktop/login-item.test.ts',
  'electron/desktop/session-end.test.ts',
  'electron/desktop/updater.test.ts',
  'electron/services/api/client.net-fetch.test.ts',
  'electron/services/api/client.net-redirect.test.ts',
  'electron/services/api/client.test.ts',
  'electron/services/api/pace.test.ts',
  'electron/services/api/paging-gate.test.ts',
  'electron/services/app/handlers/desk.test.ts',
  'electron/services/watch/budget-on-the-wire.test.ts',
  'electron/services/watch/engine.test.ts',
  'electron/services/watch/schedule.test.ts',
  'electron/shell/app-identity.test.ts',
  'electron/shell/navigation.test.ts',
  'electron/shell/net-request-fetch.test.ts',
  'sandbox/server/time/clock.test.ts',
];
/** What every Node project shares. */
const NODE_TEST: { environment: 'node'; testTimeout: number; setupFiles: string[] } = {
  environment: 'node',
  // builds of a whole market, real HTTP and child processes: seconds on 2 busy cores (5 s flaked), and
  // the end-to-end run goes on beside them (build/test-run.ts): a limit only a hung test reaches
  testTimeout: 40_000,
  // FC_SEED / FC_PATH replay a failed fast-check property (see the file)
  setupFiles: ['build/test-setup/fast-check-replay.ts'],
};

export default defineConfig({
  test: {
    // a worker more than the cores: most Node files wait on sockets and child processes, not the CPU,
    // and a third worker fills what two leave idle (2 cores: 218 s against 262 s for the whole run, the
    // same CPU; Vitest's default, one core left free, is one worker on CI and twice as long;
    // docs/benchmarks.md §The CI's length)
    maxWorkers: availableParallelism() + 1,
    // the longest files first, across the projects (a fresh clone has no cache of their lengths)
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        test: {
          name: 'node',
          ...NODE_TEST,
          // worker threads, not a process a file: the test's imports load faster (docs/benchmarks.md
          // §The CI's length)
          pool: 'threads',
          // the files of a worker share one module graph: the sandbox, the client and the contract are
          // loaded once a worker, not once a file (their loading was 236 of the 990 s these files took,
          // summed; docs/benchmarks.md §The CI's length). Safe for files that change nothing a module
          // or the process holds; the others are `node-isolated`.
          isolate: false,
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, ...OWN_PROCESS_TESTS, ...ISOLATED_TESTS],
        },
      },
      {
        test: {
          name: 'node-isolated',
          ...NODE_TEST,
          pool: 'threads',
          include: ISOLATED_TESTS,
        },
      },
      {
        test: {
          // a test that changes process.env for a native library (libsecret reads the real environment,
          // which a worker thread's process.env is only a copy of): a process of its own
          name: 'node-process',
          ...NODE_TEST,
          pool: 'forks',
          include: OWN_PROCESS_TESTS,
        },
      },
      {
        test: {
          // the renderer's pure rules (`model/` folders: sums, formats, orders, no DOM, no React): plain
          // Node, a thread a worker, not a jsdom page each, whose setting up took longer than most of
          // these files' tests (docs/benchmarks.md §The CI's length)
          name: 'renderer-model',
          environment: 'node',
          pool: 'threads',
          testTimeout: 40_000,
          include: RENDERER_MODEL_TESTS,
          setupFiles: ['renderer/test/setup-i18n.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'renderer',
          environment: 'jsdom',
          // each file in a fresh VM context inside a reused worker, not a fresh process: jsdom and the
          // app's modules are not loaded anew for each file (docs/benchmarks.md §The CI's length). A
          // worker is replaced once its heap passes the limit (VM contexts leak:
          // vitest.dev/config/vmmemorylimit).
          pool: 'vmForks',
          vmMemoryLimit: '1GB',
          // a whole-app render in jsdom (router, lazy screens) takes seconds on 2 busy cores (5 s flaked),
          // with the end-to-end run beside it (build/test-run.ts)
          testTimeout: 40_000,
          include: ['renderer/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...RENDERER_MODEL_TESTS],
          setupFiles: ['renderer/test/setup.ts'],
        },
      },
    ],
  },
});
