/**
 * The app in a browser: the browser host (`electron/browser-host/cli.ts`, embedded sandbox, market
 * held still, settings in a fresh folder) opened on `#/listings` in headless Chromium, timed from
 * navigation start to the first result row visible, in a new browser context each time (no cache).
 * The page times itself (a small watcher script); the bench only asks it, over CDP.
 * The first load also starts the embedded sandbox and is reported on its own; the goal figure is the
 * median of the next five. Also: the JavaScript `index.html` loads eagerly, gzipped (goal <= 200 KB).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';
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

/**
 * What the page runs before its own scripts (CDP `Page.addScriptToEvaluateOnNewDocument`): at every
 * animation frame it looks for the first result row with a height, and keeps the moment it saw it
 * (`performance.now()`, ms from navigation start) in `window.__firstRowMs`. A string, not a function:
 * the page's CSP forbids evaluating one, and a bundler may rename what a function refers to.
 */
const FIRST_ROW_WATCHER = `(() => {
  const look = () => {
    const row = document.querySelector('table tbody tr');
    if (row !== null && row.getBoundingClientRect().height > 0) window.__firstRowMs = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/** How often the bench asks the page whether it saw the first row, ms (the page times itself). */
const ASK_EVERY_MS = 50;

/**
 * Opens `url` in a new page of `context` and resolves to ms from navigation start to the first row
 * visible. Only the Chrome DevTools Protocol is used, never Playwright's page helpers: those inject
 * Playwright's own script into the page, some 60 ms of the page's main thread while the app's modules
 * arrive (a Chromium trace shows it as one `EvaluateScript`), which no user's page runs.
 * @throws Error when no row is seen within `timeoutMs`
 */
async function timeFirstRow(context: BrowserContext, url: string, timeoutMs = 30_000): Promise<number> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: FIRST_ROW_WATCHER });
  await cdp.send('Page.navigate', { url });
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS));
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: 'window.__firstRowMs',
      returnByValue: true,
    });
    if (typeof result.value === 'number') return result.value;
  }
  throw new Error(`no result row was visible on ${url} within ${timeoutMs} ms`);
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
      times.push(await timeFirstRow(context, `${host.origin}/?token=${token}#/listings`));
      await context.close();
    }
    return { firstMs: times[0]!, loadsMs: times.slice(1) };
  } finally {
    await browser.close();
    await host.stop();
    rmSync(settingsDir, { recursive: true, force: true });
  }
}
