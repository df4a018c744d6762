import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { APP_CHUNKS_META, LISTINGS_CHUNKS_META } from '../shared/contract/indexHtml';
import { earlyFrames, earlyPaint, FRAMES_DIR, preloadedChunks, PRELOADS } from './vite-early-paint';

/** A chunk of a made-up bundle: its file, its modules, what it imports statically. */
function chunk(fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) {
  return { type: 'chunk', fileName, moduleIds, imports, isEntry } as unknown as Rolldown.OutputChunk;
}

/** A bundle as the app's build makes it: entry, early, app, zod, table, a catalog. */
function bundleOf(...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((item) => [item.fileName, item]));
}

const APP_BUILD = bundleOf(
  chunk('assets/index.js', ['/p/renderer/main.tsx'], ['assets/early.js', 'assets/runtime.js'], true),
  chunk('assets/early.js', ['/p/renderer/app/early/paintEarly.ts'], ['assets/runtime.js']),
  chunk('assets/runtime.js', ['\0rolldown/runtime.js']),
  chunk('assets/startup.js', ['/p/renderer/app/start.tsx'], ['assets/early.js', 'assets/csp.js']),
  chunk('assets/csp.js', ['/p/renderer/csp.ts', '/p/node_modules/zod/index.js']),
  chunk(
    'assets/listings-table.js',
    ['/p/renderer/features/listings/components/ListingsTable.tsx'],
    ['assets/startup.js', 'assets/early.js'],
  ),
  chunk('assets/en.js', ['/p/renderer/i18n/languages/en.ts']),
);

describe('preloadedChunks', () => {
  it("lists the app's chunks and the table's, each once, without what the entry loads itself", () => {
    expect(preloadedChunks(APP_BUILD)).toEqual([
      ['assets/startup.js', 'assets/csp.js'],
      ['assets/listings-table.js'],
    ]);
    expect(PRELOADS.map((preload) => preload.meta)).toEqual([APP_CHUNKS_META, LISTINGS_CHUNKS_META]);
  });

  it("fails the build when the entry imports the app's chunk statically", () => {
    const merged = bundleOf(
      chunk('assets/index.js', ['/p/renderer/main.tsx'], ['assets/startup.js'], true),
      chunk('assets/startup.js', [
        '/p/renderer/app/start.tsx',
        '/p/renderer/features/listings/components/ListingsTable.tsx',
      ]),
    );
    expect(() => preloadedChunks(merged)).toThrow(
      /The entry loads assets\/startup\.js .* before the early paint/,
    );
  });

  it('fails the build when a module has no chunk', () => {
    const { 'assets/listings-table.js': _table, ...withoutTable } = APP_BUILD;
    expect(() => preloadedChunks(withoutTable)).toThrow('The build has no chunk for');
  });
});

describe('the plugin', () => {
  const handler = () => {
    const hook = earlyPaint(process.cwd()).transformIndexHtml as {
      handler: (html: string, context: { bundle?: Rolldown.OutputBundle }) => string;
    };
    return hook.handler;
  };
  const indexHtml = readFileSync(join('renderer', 'index.html'), 'utf8');

  it("puts each language's frame, in a template, into #root, and the chunks' lists into <head>", () => {
    const html = handler()(indexHtml, { bundle: APP_BUILD });
    for (const language of ['en', 'ro']) {
      const frame = readFileSync(join(FRAMES_DIR, `${language}.html`), 'utf8').trim();
      // inert until painted: no part of the document while the page loads
      expect(html).toContain(
        `<template data-early-frame="${language}"><div class="early-frame" data-language="${language}" hidden>${frame}</div></template>`,
      );
    }
    expect(html).toContain(`<div id="root">${earlyFrames(FRAMES_DIR)}</div>`);
    expect(html).toMatch(
      /<meta name="dispatch-app-chunks" content="\.\/assets\/startup\.js \.\/assets\/csp\.js">\s*<meta name="dispatch-listings-chunks" content="\.\/assets\/listings-table\.js">\s*<\/head>/,
    );
  });

  it('fails without the empty #root of renderer/index.html', () => {
    expect(() =>
      handler()(indexHtml.replace('<div id="root"></div>', '<main></main>'), { bundle: APP_BUILD }),
    ).toThrow('index.html has no <div id="root"></div>.');
  });
});
