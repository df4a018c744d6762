/**
 * Starts fetching the chunks the entry imports after the early paint, with `<link rel="modulepreload">`
 * (fetched and compiled now, run only when imported): the app's, and the results table's when the app
 * opens on Listings. build/vite-early-paint.ts lists them in `<meta>`s (its PRELOADS). Asked for once
 * the early paint is on screen (or will not be), as the entry imports the app: fetched and compiled
 * sooner, they took the CPU from the entry's chunk and the paint, and the app was no sooner for it
 * (docs/benchmarks.md §The early paint, evening). Without the `<meta>`s (`vite dev`), nothing.
 */
import { APP_CHUNKS_META, LISTINGS_CHUNKS_META } from '../../../shared/contract/indexHtml';
import { opensOnListings } from '../firstScreen';

/** Preloads the chunks of `doc`'s `<meta>`s for the address `hash` (`location.hash`); see the module's note. */
export function preloadApp(hash: string, doc: Document = document): void {
  const names = opensOnListings(hash) ? [APP_CHUNKS_META, LISTINGS_CHUNKS_META] : [APP_CHUNKS_META];
  for (const name of names) {
    const listed = doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
    for (const href of listed.split(' ').filter(Boolean)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
  }
}
