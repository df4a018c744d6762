/**
 * The app in a browser: the browser host (`electron/browser-host/cli.ts`, embedded sandbox, market
 * held still, settings in a fresh folder) opened on `#/listings` in headless Chromium, timed from
 * navigation start to the first result row visible, in a new browser context each time (no cache).
 * The first load also starts the embedded sandbox and is reported on its own; the goal figure is the
 * median of the next five. Also: the JavaScript `index.html` loads eagerly, gzipped (goal <= 200 KB).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../check-system';
import { startChild } from './child';

/**
 * The build measured: `DISPATCH_RENDERER_DIR` when set (the browser host serves that folder too: the
 * child inherits this process's environment), else `dist/renderer`.
 */
const RENDERER = process.env.DISPATCH_RENDERER_DIR ?? 'dist/renderer';

/** Builds the renderer (`npx vite build`) into RENDERER when it is missing or `rebuild` is set. */
export function ensureRenderer(rebuild = false): { built: boolean; builtAt: Date } {
  let built = false;
  if (rebuild || !existsSync(join(RENDERER, 'index.html'))) {
    const outDir = process.env.DISPATCH_RENDERER_DIR;
    const args = outDir ? ['vite', 'build', '--outDir', outDir, '--emptyOutDir'] : ['vite', 'build'];
    const result = spawnSync('npx', args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('npx vite build failed');
    built = true;
  }
  return { built, builtAt: statSync(join(RENDERER, 'index.html')).mtime };
}

/** The scripts `index.html` loads eagerly (entry and module preloads), their sizes in bytes. */
export interface EagerScripts {
  files: { file: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

/** Reads `dist/renderer/index.html` and gzips (level 9) each script it loads before the app runs. */
export function eagerScripts(): EagerScripts {
  const html = readFileSync(join(RENDERER, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((m) => m[1]!);
  const files = [...new Set(sources)].map((src) => {
    const content = readFileSync(join(RENDERER, src.replace(/^\.?\//, '')));
    return { file: src, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  if (files.length === 0) throw new Error(`${RENDERER}/index.html loads no script`);
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** Cold loads of the listings screen, ms from navigation start to the first row visible. */
export interface BrowserFigures {
  /** The first load (the embedded sandbox starts behind it). */
  firstMs: number;
  /** The next loads, each in a new context. */
  loadsMs: number[];
}

/** Starts the host, loads `#/listings` `1 + loads` times, stops everything. */
export async function benchBrowser(loads = 5): Promise<BrowserFigures> {
  const token = randomBytes(16).toString('hex');
  const settingsDir = mkdtempSync(join(tmpdir(), 'dispatch-bench-'));
  const host = await startChild(
    'electron/browser-host/cli.ts',
    ['--port', '0', '--sandbox-tick', '0', '--settings-dir', settingsDir],
    { env: { DISPATCH_HOST_TOKEN: token } },
  );
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const times: number[] = [];
    for (let i = 0; i <= loads; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${host.origin}/?token=${token}#/listings`, { waitUntil: 'commit' });
      // performance.now() in the page counts from its navigation start.
      const handle = await page.waitForFunction(
        () => {
          // Runs in the page (this file is typed for Node: no DOM types here).
          const page = globalThis as unknown as {
            document: {
              querySelector(selector: string): { getBoundingClientRect(): { height: number } } | null;
            };
          };
          const row = page.document.querySelector('table tbody tr');
          return row !== null && row.getBoundingClientRect().height > 0 ? performance.now() : false;
        },
        undefined,
        { polling: 'raf', timeout: 30_000 },
      );
      times.push((await handle.jsonValue()) as number);
      await context.close();
    }
    return { firstMs: times[0]!, loadsMs: times.slice(1) };
  } finally {
    await browser.close();
    await host.stop();
    rmSync(settingsDir, { recursive: true, force: true });
  }
}
