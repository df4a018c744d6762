/**
 * What the built `index.html` carries for the renderer's entry (build/vite-early-paint.ts writes it,
 * renderer/app/early reads it; docs/benchmarks.md §A faithful early paint).
 */

/** The class of an early frame (`data-language` says which): `hidden` until painted. */
export const EARLY_FRAME_CLASS = 'early-frame';

/**
 * The attribute of each language's `<template>` in `#root` (its value the language), whose content
 * is that language's early frame. Inert until the paint takes one: a template's content is no part
 * of the document, so the frames cost no style, layout or form scan while the page loads.
 */
export const EARLY_TEMPLATE_ATTRIBUTE = 'data-early-frame';

/** The `<meta>` listing the app's chunks, space-separated: the entry preloads them at every start. */
export const APP_CHUNKS_META = 'dispatch-app-chunks';

/** The `<meta>` listing the results table's chunks: preloaded when the app opens on Listings. */
export const LISTINGS_CHUNKS_META = 'dispatch-listings-chunks';

/**
 * The markup of one language's early frame in `#root`: `frame` (the app's first frame of Listings,
 * renderer/app/early/frames/<language>.html) in `.early-frame`, hidden, inside its template.
 */
export function earlyFrameTemplate(language: string, frame: string): string {
  return `<template ${EARLY_TEMPLATE_ATTRIBUTE}="${language}"><div class="${EARLY_FRAME_CLASS}" data-language="${language}" hidden>${frame}</div></template>`;
}
