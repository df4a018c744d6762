/**
 * Bundles the Electron entry points with esbuild:
 * - `electron/entry.ts` (which runs main.ts's shell) -> `dist/electron/main.mjs` and, split off, what
 *   main.ts imports only after `whenReady` (the services) -> `dist/electron/chunks/*.mjs`: ESM, npm packages left
 *   external so the native module (keytar) and the place data load from node_modules. An
 *   external deep import that Node's ESM loader can't find without its extension (`ajv/dist/2020`: ajv
 *   has no `exports` map) is rewritten to the file CommonJS resolution finds (`ajv/dist/2020.js`), so
 *   the bundle loads in Electron as it does under tsx;
 * - `electron/services/sandbox-process/child.ts` -> `dist/electron/sandbox-process.mjs`: the embedded
 *   sandbox's own process (Electron's utilityProcess in the app), ESM, packages external likewise but
 *   for the repository's own workspaces (`@dispatch/sandbox`, TypeScript the packaged app does not
 *   ship), which are bundled like the app's own files; the main bundle holds none of the sandbox's
 *   server (Fastify, ajv, the market), so the app starts without loading it and loads it only in demo
 *   mode;
 * - `electron/preload.ts` -> `dist/electron/preload.cjs` (CommonJS: sandboxed preloads can't be ESM);
 * - the gazetteer's store, `dist/electron/places.sqlite` (places/store-file.ts, docs/api.md §Places),
 *   which the two bundles open from their folder (`__DISPATCH_BUNDLE__`).
 */
import { createRequire } from 'node:module';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { loadPlaceRecords } from '../places/places';
import { ensurePlaceStore, placeStorePath, STORE_FILE } from '../places/store-file';

/**
 * What the bundles of the main process and the sandbox child are built with: `__DISPATCH_BUNDLE__`
 * tells places/store-file.ts that its store is in the bundle's folder (`bundleElectron` writes it there).
 */
const BUNDLE_DEFINE = { __DISPATCH_BUNDLE__: 'true' };

/** A bare import with a subpath: `pkg/sub/path` or `@scope/pkg/sub/path`. */
const DEEP_IMPORT = /^(?:@[^/]+\/)?[^./@][^/]*\/.+/;

/**
 * The specifier Node's ESM loader needs for the deep import `specifier` from `fromDir`. A package with
 * an `exports` map is resolved by Node through it: `specifier` is kept. Without one, Node's ESM loader
 * wants the file's exact path, so the specifier becomes the package name plus the path of the file
 * CommonJS resolution finds (`ajv/dist/2020` -> `ajv/dist/2020.js`). Unresolvable: kept unchanged
 * (the runtime reports it).
 */
export function esmSpecifier(specifier: string, fromDir: string): string {
  const require = createRequire(pathToFileURL(`${fromDir}/`).href);
  const name = specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : specifier.split('/')[0]!;
  try {
    const manifestPath = require.resolve(`${name}/package.json`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { exports?: unknown };
    if (manifest.exports !== undefined) return specifier;
    const file = require.resolve(specifier);
    return `${name}/${relative(dirname(manifestPath), file).split(sep).join('/')}`;
  } catch {
    return specifier;
  }
}

/** The repository's own workspaces (`@dispatch/sandbox`): their TypeScript sources are bundled. */
const WORKSPACE_IMPORT = /^@dispatch\//;

/**
 * Bundles an import of one of the repository's workspaces, which `packages: 'external'` would leave to
 * the packaged app, where there is neither the workspace nor a loader for TypeScript: resolved as Node
 * resolves it (the workspace's link in node_modules, its `exports`, then the real path), so the
 * workspace's files are the same modules as when the app imports them by path.
 */
const workspacePackages: Plugin = {
  name: 'bundle-workspaces',
  setup(build) {
    build.onResolve({ filter: WORKSPACE_IMPORT }, (args) => ({
      path: createRequire(pathToFileURL(`${args.resolveDir || process.cwd()}/`).href).resolve(args.path),
    }));
  },
};

/** Keeps npm packages external, with each deep import spelled as Node's ESM loader needs it. */
const externalPackages: Plugin = {
  name: 'external-packages-esm',
  setup(build) {
    build.onResolve({ filter: DEEP_IMPORT }, (args) => ({
      path: esmSpecifier(args.path, args.resolveDir || process.cwd()),
      external: true,
    }));
  },
};

/**
 * Runs both bundles into `outDir` (default `dist/electron`, a folder of the repository so the external
 * packages resolve from its node_modules); throws esbuild's error when a bundle fails.
 */
export async function bundleElectron(outDir = 'dist/electron'): Promise<void> {
  // the gazetteer's store beside the bundles, where places/store-file.ts looks for it once bundled: the
  // repository's, built from the committed lists when missing or stale (about 5 s of CPU,
  // docs/benchmarks.md) and copied, so the bundles a test run builds cost a copy each, not a build
  const store = join(outDir, STORE_FILE);
  mkdirSync(outDir, { recursive: true });
  copyFileSync(ensurePlaceStore(placeStorePath(), loadPlaceRecords), store);
  await Promise.all([
    build({
      // main.mjs, and what it imports after `whenReady` (the services) as chunks beside it
      entryPoints: { main: 'electron/entry.ts' },
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      packages: 'external',
      plugins: [workspacePackages, externalPackages],
      define: BUNDLE_DEFINE,
      logLevel: 'warning',
    }),
    build({
      entryPoints: ['electron/services/sandbox-process/child.ts'],
      outfile: `${outDir}/sandbox-process.mjs`,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      packages: 'external',
      plugins: [workspacePackages, externalPackages],
      define: BUNDLE_DEFINE,
      logLevel: 'warning',
    }),
    build({
      entryPoints: ['electron/preload.ts'],
      outfile: `${outDir}/preload.cjs`,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node24',
      external: ['electron'],
      logLevel: 'warning',
    }),
  ]);
}

/**
 * Whether the module at `metaUrl` (its `import.meta.url`) is the script Node was started with
 * (`argv1`, `process.argv[1]`): compared as paths, since a file URL spells a space `%20`, `%` as `%25`
 * and non-ASCII percent-encoded, and on Windows starts `file:///C:/`, so `file://${argv1}` never
 * matched there and `npm run build` shipped no main bundle.
 */
export function isMainModule(
  metaUrl: string,
  argv1: string | undefined,
  windows = process.platform === 'win32',
): boolean {
  if (!argv1) return false;
  const path = fileURLToPath(metaUrl, { windows });
  return windows ? path.toLowerCase() === argv1.toLowerCase() : path === resolve(argv1);
}

if (isMainModule(import.meta.url, process.argv[1])) {
  await bundleElectron();
  console.log('Bundled dist/electron/main.mjs and dist/electron/preload.cjs');
}
