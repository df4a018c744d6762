import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** End-to-end tests: Debian's Chromium (never a downloaded browser) against the browser host, which
 * embeds the sandbox. Settings go to a fresh folder so a run starts as a new user's first start. */
const port = Number(process.env.E2E_PORT ?? 4517);
const settingsDir = mkdtempSync(join(tmpdir(), 'dispatch-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `npx tsx electron/browser-host/cli.ts --port ${port} --settings-dir ${settingsDir} --sandbox-tick 0`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
