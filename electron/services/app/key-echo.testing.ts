/**
 * A hostile exchange for the key-echo tests (key-echo.test.ts, key-echo.watch.test.ts): a loopback
 * server that may quote the key it receives anywhere in its answers, and the app services pointed at
 * it (a custom environment) with `key` saved, as a user would have it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '../clock';
import { createMemoryKeyStore } from '../keys/memory';
import { KEY_RUN_LENGTH } from '../keys/scrub';
import { invokeCall } from './invoke';
import { createAppServices, type AppServices } from './services';

/** Every run of KEY_RUN_LENGTH characters of `key` (bar its prefix alone) found in `text`. */
export function runsOfKey(key: string, text: string): string[] {
  const runs: string[] = [];
  for (let i = 1; i + KEY_RUN_LENGTH <= key.length; i++) {
    const run = key.slice(i, i + KEY_RUN_LENGTH);
    if (text.includes(run)) runs.push(run);
  }
  return runs;
}

/** The hostile server's answer to one request; `key` is what its Authorization carried ('' if none). */
export type EchoHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  key: string,
  authorization: string,
) => void;

/** A running hostile exchange and the services that read from it. */
export interface KeyEcho {
  services: AppServices;
  /** The app's folder: its settings and database. */
  dir: string;
  /** Requests that carried a key so far. */
  echoed(): number;
  /** Closes the services and the server, and removes the folder. */
  close(): Promise<void>;
}

/**
 * Starts the server answering with `handle`, and app services on a fresh folder (memory keychain,
 * `watchClock` if given) set to the server's `/v1` with `key` saved.
 * @throws Error when the key could not be saved
 */
export async function startKeyEcho(options: {
  key: string;
  handle: EchoHandler;
  watchClock?: Clock;
}): Promise<KeyEcho> {
  let echoed = 0;
  const server = createServer((request, response) => {
    const authorization = request.headers.authorization ?? '';
    const key = authorization.replace(/^Bearer\s+/i, '');
    if (key !== '') echoed++;
    options.handle(request, response, key, authorization);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  const dir = mkdtempSync(join(tmpdir(), 'dispatch-echo-'));
  const services = createAppServices({
    settingsDir: dir,
    keyStore: (_account, environment) => createMemoryKeyStore({ environment }),
    ...(options.watchClock ? { watchClock: options.watchClock } : {}),
  });
  await invokeCall(services.handlers, 'settings.setEnvironment', { kind: 'custom', baseUrl });
  const saved = await invokeCall(services.handlers, 'keys.save', { key: options.key });
  if (!saved.ok) throw new Error(`keys.save: ${saved.error.message}`);
  return {
    services,
    dir,
    echoed: () => echoed,
    close: async () => {
      await services.close();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
