/**
 * The build's part of the early paint (renderer/app/early/paintEarly.ts, docs/benchmarks.md §A faithful
 * early paint), a Vite plugin for `vite build`:
 * - each language's early frame (renderer/app/early/frames/<lang>.html, the app's own first frame of
 *   Listings, written and held by renderer/app/early/frame.test.tsx) goes into `index.html`'s `#root`
 *   as `<template data-early-frame="<lang>"><div class="early-frame" data-language="<lang>" hidden>`:
 *   a template's content is parsed but no part of the document, so the frames cost the page's start
 *   no style, layout or form scan (hidden `<div>`s did: Chromium's scan of their form fields at
 *   `DOMContentLoaded` held the first reads' answers back by ~17 ms, docs/benchmarks.md);
 * - the chunks the entry imports only after the paint are listed in `<meta>`s (PRELOADS), for the entry
 *   to preload as it imports the app, after the paint (renderer/app/early/preloadApp.ts): the app
 *   (renderer/app/start.tsx) and what it imports, always; the results table's, when the app opens on
 *   Listings. A `<link rel="modulepreload">` fetches and compiles a chunk without running it; in the
 *   page itself it would compete with the entry's own chunk, and an `import()` of the table's chunk
 *   would run the app's chunk with it, before the paint.
 * The build fails when the entry imports one of those chunks statically (it would wait for the app).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { APP_CHUNKS_META, earlyFrameTemplate, LISTINGS_CHUNKS_META } from '../shared/contract/indexHtml.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The languages of the frames, as renderer/shared/format/locale.ts `APP_LANGUAGES`. */
const LANGUAGES = ['en', 'ro'] as const;

/** Where the frames are, from the project's root. */
export const FRAMES_DIR = 'renderer/app/early/frames';

/** A `<meta>` of chunks to preload: its name and the module whose chunk it lists (with its imports). */
export interface Preload {
  meta: string;
  module: RegExp;
}

/**
 * The chunks the entry preloads (renderer/app/early/preloadApp.ts reads these names): the app, and
 * the results table's (less what the app's list has).
 */
export const PRELOADS: readonly Preload[] = [
  { meta: APP_CHUNKS_META, module: /[\\/]renderer[\\/]app[\\/]start\.tsx$/ },
  {
    meta: LISTINGS_CHUNKS_META,
    module: /[\\/]renderer[\\/]features[\\/]listings[\\/]components[\\/]ListingsTable\.tsx$/,
  },
];

/** `index.html`'s empty root, as renderer/index.html has it. */
const EMPTY_ROOT = '<div id="root"></div>';

/** The frames as `#root`'s children, each language's in a `<template>`, read from `dir`. */
export function earlyFrames(dir: string): string {
  return LANGUAGES.map((language) => {
    const frame = readFileSync(join(dir, `${language}.html`), 'utf8').trim();
    return earlyFrameTemplate(language, frame);
  }).join('');
}

/** The files of the chunk `file` and of every chunk it imports statically, in `bundle`, added to `files`. */
function staticClosure(bundle: OutputBundle, file: string, files: string[] = []): string[] {
  if (files.includes(file)) return files;
  files.push(file);
  const chunk = bundle[file];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, files);
  return files;
}

/**
 * For each of `preloads`, the files of the chunk holding its module and of every chunk that one imports
 * statically, less those the entry loads itself and those an earlier list has.
 * @throws Error when `bundle` has no entry, or no chunk for a module, or when the entry imports one
 *   statically: the entry would then wait for the app's code, and the paint with it
 */
export function preloadedChunks(bundle: OutputBundle, preloads: readonly Preload[] = PRELOADS): string[][] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk.');
  const listed = staticClosure(bundle, entry.fileName);
  return preloads.map(({ module }) => {
    const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => module.test(id)));
    if (!holder) throw new Error(`The build has no chunk for ${module.source}.`);
    if (listed.includes(holder.fileName)) {
      throw new Error(
        `The entry loads ${holder.fileName} (${module.source}) itself: it would run before the early paint.`,
      );
    }
    const files = staticClosure(bundle, holder.fileName).filter((file) => !listed.includes(file));
    listed.push(...files);
    return files;
  });
}

/** The plugin (see the module's note); `root` is the project's folder. */
export function earlyPaint(root: string): Plugin {
  return {
    name: 'dispatch-early-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}.`);
        if (!context.bundle) throw new Error('The early paint needs the bundle (vite build).');
        const lists = preloadedChunks(context.bundle);
        const metas = PRELOADS.map(
          ({ meta }, index) =>
            `<meta name="${meta}" content="${lists[index]!.map((file) => `./${file}`).join(' ')}">`,
        );
        return html
          .replace(EMPTY_ROOT, `<div id="root">${earlyFrames(join(root, FRAMES_DIR))}</div>`)
          .replace('</head>', `  ${metas.join('\n    ')}\n  </head>`);
      },
    },
  };
}
