import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './build/check-system';
import { e2eHosts } from './e2e/hosts';

/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against two browser hosts (see
 * e2e/fixtures.ts): `demo` embeds the sandbox, `lab` talks to a separate sandbox whose control routes
 * a spec drives. Settings go to fresh folders so a run starts as a new user's first start.
 */
const demoSettings = mkdtempSync(join(tmpdir(), 'dispatch-e2e-demo-'));
const walkSettings = mkdtempSync(join(tmpdir(), 'dispatch-e2e-walk-'));
const labSettings = mkdtempSync(join(tmpdir(), 'dispatch-e2e-lab-'));
const { demo, lab, sandbox, walk } = e2eHosts;

/**
 * Specs that start their own sandbox and host (e2e/private-lab.ts, each on its own ports) share no state
 * with the others, so they run in a second worker beside the specs of the shared hosts. Within each
 * project the specs run one at a time: the shared hosts' keys and settings are set and reset by spec.
 */
const PRIVATE_LAB_SPECS = [
  'e2e/dialects.spec.ts',
  'e2e/faults.spec.ts',
  'e2e/key-leak.spec.ts',
  'e2e/long-session.spec.ts',
  'e2e/saved-searches.spec.ts',
  'e2e/watch-day.spec.ts',
];

/**
 * The walkers visit every screen (e2e/screens.ts) on a host of their own (`walk`, e2e/fixtures.ts
 * `projectHost`), so they run in the private labs' worker, after them, instead of in the shared hosts'
 * worker: the Romanian walker (language.spec) whole, and the a11y checks of the screens tagged `@walk`
 * (a11y.spec `ON_WALK_HOST`; those tagged `@shared` stay with the shared hosts), so the two workers end
 * about together. Two workers in all: never more than two browsers on the 2-core machine.
 */
const WALKER_SPECS = ['e2e/language.spec.ts', 'e2e/a11y.spec.ts'];

/** A browser host with the embedded sandbox, market held still, as a new user starts the app. */
function demoHost(host: { port: number; url: string; token: string }, settingsDir: string) {
  return {
    command: `npx tsx electron/browser-host/cli.ts --port ${host.port} --settings-dir ${settingsDir} --sandbox-tick 0`,
    url: `${host.url}/`,
    env: { DISPATCH_HOST_TOKEN: host.token },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  projects: [
    {
      name: 'shared-hosts',
      testIgnore: [...PRIVATE_LAB_SPECS, 'e2e/language.spec.ts'].map((spec) => `**/${spec}`),
      grepInvert: /@walk/,
      workers: 1,
    },
    { name: 'private-labs', testMatch: PRIVATE_LAB_SPECS.map((spec) => `**/${spec}`), workers: 1 },
    {
      name: 'walkers',
      testMatch: WALKER_SPECS.map((spec) => `**/${spec}`),
      grepInvert: /@shared/,
      workers: 1,
      metadata: { host: 'walk' },
    },
  ],
  retries: 0,
  forbidOnly: true,
  // 60 s a test: a flow with an axe run took over 30 s on a loaded 2-core machine (speed is never
  // asserted here; bench does that)
  timeout: 60_000,
  // 15 s for each web-first assertion, not Playwright's 5 s: on the 2-core CI machine, beside a second
  // run (load average 15-16), a panel's heading and an error sentence each took over 5 s to appear
  // (26 Nov 2026); an assertion that holds returns at once, so only a failing one waits this long
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: `npx tsx sandbox/cli.ts --port ${sandbox.port} --rate-limit 0`,
      url: `${sandbox.url}/v1.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    demoHost(demo, demoSettings),
    demoHost(walk, walkSettings),
    {
      // with a private, unlocked keychain: a key pasted in Settings is saved in a real Secret Service
      command: `npx tsx build/with-keyring.ts npx tsx electron/browser-host/cli.ts --port ${lab.port} --settings-dir ${labSettings} --api ${sandbox.url}/v1`,
      url: `${lab.url}/`,
      env: { DISPATCH_HOST_TOKEN: lab.token },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
  ],
});
