/**
 * `npm run web -- --port P [--api URL] [--settings-dir DIR]`: the browser host on 127.0.0.1:P.
 * Without `--api` the app uses its settings (by default the embedded sandbox); with `--api` it talks
 * to that v1 root for this run (as a custom, test-key environment). Prints the URL to open.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createAppServices } from '../services/app/services';
import { invokeCall } from '../services/app/invoke';
import { startBrowserHost } from './server';

const usage = 'usage: npm run web -- --port P [--api URL] [--settings-dir DIR]';

async function main(): Promise<void> {
  let values: { port?: string; api?: string; 'settings-dir'?: string };
  try {
    ({ values } = parseArgs({
      options: { port: { type: 'string' }, api: { type: 'string' }, 'settings-dir': { type: 'string' } },
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

  const services = await createAppServices({
    settingsDir: values['settings-dir'],
    environmentOverride: values.api ? { kind: 'custom', baseUrl: values.api } : undefined,
  });
  const rendererDir = fileURLToPath(new URL('../../dist/renderer', import.meta.url));
  const host = await startBrowserHost({
    port,
    rendererDir,
    invoke: (name, input) => invokeCall(services.handlers, name, input),
  }).catch(async (error: Error) => {
    await services.close();
    fail(error.message);
  });
  console.log(`Dispatch is running at ${host.url} (browser host; Ctrl+C to stop)`);

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
