/**
 * What the built `index.html` carries for the renderer's entry (build/vite-early-paint.ts writes it,
 * renderer/app/early reads it; docs/benchmarks.md §A faithful early paint).
 */

/** The class of each language's early frame in `#root` (`data-language` says which, `hidden` until painted). */
export const EARLY_FRAME_CLASS = 'early-frame';

/** The `<meta>` listing the app's chunks, space-separated: the entry preloads them at every start. */
export const APP_CHUNKS_META = 'dispatch-app-chunks';

/** The `<meta>` listing the results table's chunks: preloaded when the app opens on Listings. */
export const LISTINGS_CHUNKS_META = 'dispatch-listings-chunks';
