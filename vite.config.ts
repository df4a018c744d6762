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

/** The renderer build: relative asset paths (Electron loads dist/renderer/index.html from file://). */
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react(), relaxCspInDev],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
  },
});
