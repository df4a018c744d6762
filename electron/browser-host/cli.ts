/**
 * `npm run web -- --port P [--api URL] [--settings-dir DIR] [--sandbox-tick S]`: the browser host on
 * 127.0.0.1:P. Without `--api` the app uses its settings (by default the embedded sandbox, whose market
 * takes a step every `--sandbox-tick` seconds, default 30, 0 holds it still); with `--api` it talks to
 * that v1 root for this run (as a custom, test-key environment). Prints the URL to open, which carries
 * this launch's token (`?token=`, see token.ts): `DISPATCH_HOST_TOKEN` sets it (hex, >= 32 characters,
 * or the host refuses to start), else it is random. It serves `dist/renderer`, building it first when
 * it is missing or older than its sources (./renderer-build.ts); `DISPATCH_RENDERER_DIR` serves
 * another built renderer instead, as it is.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createAppServices } from '../services/app/services';
import { invokeCall } from '../services/app/invoke';
import { ensureRendererBuilt } from './renderer-build';
import { startBrowserHost } from './server';
import { hostTokenFrom } from './token';

const usage = 'usage: npm run web -- --port P [--api URL] [--settings-dir DIR] [--sandbox-tick S]';

async function main(): Promise<void> {
  let values: { port?: string; api?: string; 'settings-dir'?: string; 'sandbox-tick'?: string };
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        api: { type: 'string' },
        'settings-dir': { type: 'string' },
        'sandbox-tick': { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  const port = Number(values.port ?? '5180');
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`--port must be a port number, not "${values.port}".\n${usage}`);
  if (values.api !== undefined && !URL.canParse(values.api))
    fail(`--api must be a URL such as http://127.0.0.1:4010/v1, not "${values.api}".`);

  const tick = values['sandbox-tick'] === undefined ? undefined : Number(values['sandbox-tick']);
  if (tick !== undefined && !(Number.isFinite(tick) && (tick === 0 || tick >= 0.05))) {
    fail(
      `--sandbox-tick must be 0 (still) or a number of seconds of at least 0.05, not "${values['sandbox-tick']}".`,
    );
  }

  let token: string;
  try {
    token = hostTokenFrom(process.env);
  } catch (error) {
    fail((error as Error).message);
  }

  const services = createAppServices({
    embeddedTickSeconds: tick,
    settingsDir: values['settings-dir'],
    environmentOverride: values.api ? { kind: 'custom', baseUrl: values.api } : undefined,
  });
  // DISPATCH_RENDERER_DIR: another built renderer (parallel test runs each build their own); else the
  // project's own dist/renderer, built first when missing or older than its sources
  let rendererDir = process.env.DISPATCH_RENDERER_DIR;
  if (rendererDir === undefined) {
    const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
    rendererDir = fileURLToPath(new URL('../../dist/renderer', import.meta.url));
    try {
      await ensureRendererBuilt(projectRoot, rendererDir, (message) => console.log(message));
    } catch (error) {
      await services.close();
      fail(`The renderer could not be built: ${(error as Error).message}`);
    }
  }
  const host = await startBrowserHost({
    port,
    rendererDir,
    token,
    invoke: (name, input, call) => invokeCall(services.handlers, name, input, call),
    // the page is pushed each change of the activity (docs/watch.md §How the page is told)
    onActivity: (listener) => services.watch.onActivity(listener),
  }).catch(async (error: Error) => {
    await services.close();
    fail(error.message);
  });
  console.log(`Dispatch is running at ${host.pageUrl} (browser host; Ctrl+C to stop)`);
  // The watch (docs/watch.md §Wiring): re-reads within its budget while the host runs.
  services.watch
    .start()
    .catch((error: Error) => console.error(`The watch could not start: ${error.message}`));

  const stop = async () => {
    await host.close();
    await services.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

await main();
