import { afterEach, describe, expect, it } from 'vitest';
import { APP_CHUNKS_META, LISTINGS_CHUNKS_META } from '../../../shared/contract/indexHtml';
import { preloadApp } from './preloadApp';

/** `<head>` as the build writes it (build/vite-early-paint.ts). */
function builtHead() {
  document.head.innerHTML = `<meta name="${APP_CHUNKS_META}" content="./assets/startup.js ./assets/csp.js"><meta name="${LISTINGS_CHUNKS_META}" content="./assets/listings-table.js">`;
}

/** The module preloads `<head>` holds, as written. */
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => document.head.replaceChildren());

describe('preloadApp', () => {
  it("preloads the app's chunks and, opening on Listings, the table's", () => {
    builtHead();
    preloadApp('#/listings');
    expect(preloads()).toEqual(['./assets/startup.js', './assets/csp.js', './assets/listings-table.js']);
    // as the module scripts: the same fetch, so the preload is the one the import uses
    expect(document.head.querySelector('link')?.getAttribute('crossorigin')).toBe('');
  });

  it("preloads the app's chunks alone for another screen", () => {
    builtHead();
    preloadApp('#/vehicles');
    expect(preloads()).toEqual(['./assets/startup.js', './assets/csp.js']);
  });

  it('preloads nothing without the lists (vite dev)', () => {
    preloadApp('#/listings');
    expect(preloads()).toEqual([]);
  });
});
