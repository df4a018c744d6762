/**
 * `npm run web` on a fresh clone or after an edit: the browser host serves `dist/renderer`, so it
 * builds the renderer first when that build is missing or older than its sources (the `renderer/` and
 * `shared/` folders, `vite.config.ts`, `package.json`). Development only: the packaged app loads its
 * built renderer through `app://` and never runs this.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the build in `dist/renderer` is, against its sources. */
export type RendererBuildState = 'missing' | 'stale' | 'fresh';

/** The newest modification time (ms) of any file under `path` (a file or a folder); 0 when absent. */
export function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestChange(join(path, entry.name)));
  }
  return newest;
}

/**
 * Whether `rendererDir` holds a build of the sources under `projectRoot`: `missing` without an
 * index.html, `stale` when any source changed after it was written, else `fresh`.
 */
export function rendererBuildState(projectRoot: string, rendererDir: string): RendererBuildState {
  const index = join(rendererDir, 'index.html');
  if (!existsSync(index)) return 'missing';
  const built = statSync(index).mtimeMs;
  const sources = ['renderer', 'shared', 'vite.config.ts', 'package.json'].map((name) =>
    newestChange(join(projectRoot, name)),
  );
  return Math.max(...sources) > built ? 'stale' : 'fresh';
}

/**
 * Builds the renderer with Vite (the project's vite.config.ts) unless the build is fresh; says what
 * it does through `log`.
 * @throws Error when Vite is not installed (a production install) or the build fails.
 */
export async function ensureRendererBuilt(
  projectRoot: string,
  rendererDir: string,
  log: (message: string) => void,
): Promise<RendererBuildState> {
  const state = rendererBuildState(projectRoot, rendererDir);
  if (state === 'fresh') return state;
  log(
    state === 'missing'
      ? 'The renderer is not built yet: building it (vite build)…'
      : 'The renderer changed since its last build: building it again (vite build)…',
  );
  const vite = await import('vite');
  await vite.build({
    root: join(projectRoot, 'renderer'),
    configFile: join(projectRoot, 'vite.config.ts'),
    logLevel: 'warn',
  });
  return state;
}
