/**
 * The place autocomplete in a browser (renderer/shared/places/PlaceField.tsx): the browser host
 * (embedded sandbox, market held still) opened on `#/cost-estimate` in headless Chromium; for each of
 * a set of distinct place queries (none cached), the time from the last keystroke to the first option
 * shown for that query (its matched part marked), in ms. It includes the field's 150 ms debounce, the `places.search` round trip through the
 * host and the render. Measured from Node (CDP adds a few ms).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../check-system';
import { startChild } from './child';

/** Queries as a dispatcher types them, each different (the field caches a query for the session). */
const AUTOCOMPLETE_QUERIES = [
  'bra',
  'cluj',
  'timis',
  'const',
  'iasi',
  'sibiu',
  'orad',
  'bacau',
  'pitest',
  'arad',
  'craio',
  'galat',
  'ploie',
  'suceav',
  'deva',
  'buzau',
  'targu',
  'alba',
  'zalau',
  'tulcea',
];

/** Keystroke-to-options times in ms, one per query found; `missed`: queries that showed no option. */
export interface AutocompleteFigures {
  timesMs: number[];
  missed: string[];
}

/** Starts the host, types each query in the From place field, stops everything. */
export async function benchAutocomplete(queries = AUTOCOMPLETE_QUERIES): Promise<AutocompleteFigures> {
  const token = randomBytes(16).toString('hex');
  const settingsDir = mkdtempSync(join(tmpdir(), 'dispatch-bench-'));
  const host = await startChild(
    'electron/browser-host/cli.ts',
    ['--port', '0', '--sandbox-tick', '0', '--settings-dir', settingsDir],
    { env: { DISPATCH_HOST_TOKEN: token } },
  );
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${host.origin}/?token=${token}#/cost-estimate`);
    const field = page.locator('#estimate-from');
    await field.waitFor({ timeout: 30_000 });
    const option = page.locator('[role="option"]').first();
    const timesMs: number[] = [];
    const missed: string[] = [];
    for (const query of queries) {
      await field.fill('');
      await option.waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
      await field.focus();
      await page.keyboard.type(query.slice(0, -1));
      const start = performance.now();
      await page.keyboard.press(query.slice(-1));
      try {
        // the options of this query (the previous, shorter query's options stay until the debounce ends)
        await page.waitForFunction(
          (typed) => {
            // Runs in the page (this file is typed for Node: no DOM types here).
            const doc = (
              globalThis as unknown as {
                document: { querySelectorAll(s: string): ArrayLike<{ textContent: string | null }> };
              }
            ).document;
            const marks = Array.from(doc.querySelectorAll('[role="option"] mark'), (mark) =>
              (mark.textContent ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
            );
            return marks.some((mark) => mark === typed);
          },
          query,
          { polling: 'raf', timeout: 5_000 },
        );
        timesMs.push(performance.now() - start);
      } catch {
        missed.push(query);
      }
    }
    return { timesMs, missed };
  } finally {
    await browser.close();
    await host.stop();
    rmSync(settingsDir, { recursive: true, force: true });
  }
}
