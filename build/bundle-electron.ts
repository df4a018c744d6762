/**
 * Bundles the Electron entry points with esbuild: `electron/main.ts` -> `dist/electron/main.mjs`
 * (ESM, npm packages left external so native modules such as keytar load from node_modules) and
 * `electron/preload.ts` -> `dist/electron/preload.cjs` (CommonJS: sandboxed preloads can't be ESM).
 */
import { build } from 'esbuild';

/** Runs both bundles; throws esbuild's error when a bundle fails. */
export async function bundleElectron(): Promise<void> {
  await Promise.all([
    build({
      entryPoints: ['electron/main.ts'],
      outfile: 'dist/electron/main.mjs',
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'warning',
    }),
    build({
      entryPoints: ['electron/preload.ts'],
      outfile: 'dist/electron/preload.cjs',
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      external: ['electron'],
      logLevel: 'warning',
    }),
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await bundleElectron();
  console.log('Bundled dist/electron/main.mjs and dist/electron/preload.cjs');
}
