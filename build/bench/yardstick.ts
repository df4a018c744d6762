/**
 * The browser figures' yardstick (docs/benchmarks.md §The machine): absolute browser timings swing
 * about 2x with this machine's load, so each is also printed as a multiple of the same thing measured
 * on a bare page in the same run. The page: Vite + React (the app's own versions), one 20-row table
 * from an in-page array, a row's click opening a small panel beside it, built into
 * `node_modules/.cache/dispatch-bench-yardstick/` (inside the project, so `react` resolves) and served
 * from a loopback HTTP server; the bench loads it exactly as it loads the app (a new browser context,
 * the same first-row watcher, the same clicks).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { build, type PluginOption } from 'vite';

/** Where the yardstick's sources and build go (ignored by git with the rest of node_modules). */
const DIR = join('node_modules', '.cache', 'dispatch-bench-yardstick');

/** The page: a 20-row table, a row's click shows its ref in `.detail h2` (plain React, no JSX). */
const MAIN_JS = `import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';

const rows = Array.from({ length: 20 }, (_, i) => ({
  ref: 'FX-' + String(100000 + i),
  route: 'Cluj-Napoca, RO → München, DE',
  dates: (i % 28) + 1 + ' Oct 2026',
  load: (i + 1) * 1000 + ' kg',
  budget: 1000 + i * 50 + ' EUR',
}));
const columns = ['ref', 'route', 'dates', 'load', 'budget'];

function App() {
  const [open, setOpen] = useState(null);
  return h('main', { style: { display: 'flex', gap: '16px' } },
    h('table', null,
      h('thead', null, h('tr', null, columns.map((c) => h('th', { key: c }, c)))),
      h('tbody', null, rows.map((row) =>
        h('tr', { key: row.ref, tabIndex: -1, onClick: () => setOpen(row) },
          columns.map((c) => h('td', { key: c }, row[c])))))),
    open
      ? h('section', { className: 'detail', 'aria-label': 'Details' },
          h('h2', null, open.ref),
          h('dl', null, columns.map((c) => [h('dt', { key: c + 't' }, c), h('dd', { key: c + 'd' }, open[c])])))
      : null);
}

createRoot(document.getElementById('root')).render(h(App));
`;

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>yardstick</title></head>
<body><div id="root"></div><script type="module" src="./main.js"></script></body></html>
`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The yardstick page, served: its URL, and how to stop the server. */
export interface Yardstick {
  url: string;
  close(): Promise<void>;
}

/** Builds the yardstick page (a production build, as the app's) and serves it on 127.0.0.1. */
export function startYardstick(): Promise<Yardstick> {
  return buildAndServe(DIR, MAIN_JS);
}

/**
 * Writes a page (INDEX_HTML with the entry `mainJs`) into `dir`, builds it with Vite in production mode
 * (React's production build, as the app's) with `plugins`, and serves the build on 127.0.0.1: the
 * yardstick, and the bench's other built pages (./profit-columns.ts).
 */
export async function buildAndServe(
  dir: string,
  mainJs: string,
  plugins: PluginOption[] = [],
): Promise<Yardstick> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'main.js'), mainJs);
  await build({
    root: dir,
    base: './',
    configFile: false,
    logLevel: 'warn',
    plugins,
    // React's production build, as the app's (tsx may leave NODE_ENV unset or set to development)
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir: 'dist', emptyOutDir: true },
  });
  return serveFolder(join(dir, 'dist'));
}

/** Serves the built page in `outDir` (its `index.html` at `/`, nothing outside the folder) on 127.0.0.1. */
async function serveFolder(outDir: string): Promise<Yardstick> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(outDir, path === sep || path === '/' ? 'index.html' : path);
    if (!file.startsWith(outDir)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response
        .writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
        .end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
