import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The dev server injects an inline React Refresh preamble and inline <style> tags, which the strict
 * Content-Security-Policy of renderer/index.html forbids. Drop the meta in `vite dev` only; builds
 * (what Electron and the browser host load) keep it.
 */
const relaxCspInDev: Plugin = {
  name: 'dispatch-relax-csp-in-dev',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace(/<meta\s+http-equiv="Content-Security-Policy"[\s\S]*?\/>/, ''),
};

/** Each language's catalogs' chunk (renderer/i18n/languages/<lang>.ts), as Rolldown names it. */
const CATALOG_CHUNK = /(^|\/)(en|ro)-[\w-]+\.js$/;

/** The renderer build: relative asset paths (Electron loads dist/renderer/index.html from file://). */
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react(), relaxCspInDev],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    // one stylesheet, linked by index.html: a lazy chunk's styles arriving after the first rows would
    // move them (e2e/laptop.spec.ts "the rows stay where they were first painted")
    cssCodeSplit: false,
    modulePreload: {
      // A lazy chunk that imports no other chunk (each language's catalogs) is fetched by `import()`
      // alone, and Chromium starts that fetch only once the running task ends: asked for early by
      // renderer/app/firstScreen.ts, it still waited for the whole entry to run. Named as its own
      // preload, Vite's import helper adds a `<link rel="modulepreload">` for it, fetched at once.
      resolveDependencies: (file, deps) => (deps.length === 0 && CATALOG_CHUNK.test(file) ? [file] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // renderer/csp.ts must run right after zod and before any schema is built (zod probes
          // `new Function` at the first z.object unless jitless is set, and the CSP reports it). When a
          // lazy screen shares zod and the contract with the entry, Rolldown moves them to a common
          // chunk that runs before the entry's own code; one chunk holding zod and csp.ts keeps the order.
          groups: [
            { name: 'csp', test: /renderer[\\/]csp\.ts$|node_modules[\\/]zod[\\/]/, priority: 100 },
            // Everything the entry imports statically (a group takes a module's imports with it), in one
            // chunk rather than some 25 shared ones: the browser opens six connections per host, and a
            // cold load spent rounds of them on small files before the first page's call could start.
            { name: 'startup', test: /renderer[\\/]main\.tsx$/, priority: 50 },
            // The map (docs/map.md): d3-geo, topojson-client and the Natural Earth outlines, loaded
            // the first time a map is shown.
            {
              name: 'map',
              test: /(renderer[\\/]shared[\\/]map[\\/](geometry|MapCanvas|placeLabel)\.tsx?$)|[\\/]node_modules[\\/](d3-geo|d3-array|topojson-client|world-atlas)[\\/]/,
              priority: 45,
            },
            // The results table and react-aria's grid machinery, loaded with the listings screen: one
            // request instead of five; the filters form (react-hook-form) too, in parallel with the
            // entry rather than in it; and the listing panel (there before a row can be clicked).
            {
              name: 'listings-table',
              test: /renderer[\\/]features[\\/]listings[\\/]components[\\/](ListingsTable|ListingDetail|FiltersForm)\.tsx$/,
              priority: 40,
            },
          ],
        },
      },
    },
  },
});
