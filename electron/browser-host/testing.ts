/**
 * A browser host for a test (server.test.ts, activity-stream.test.ts, notes-import.test.ts): on a free
 * loopback port, with a stand-in renderer folder and a fresh token, and the requests the app's page
 * sends to it (raw `node:http`: fetch cannot set `Host`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBrowserHost, type BrowserHostOptions, type RunningBrowserHost } from './server';

/** An answer: its status, headers and body (bytes). */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A running test host. */
export interface TestHost {
  host: RunningBrowserHost;
  /** This launch's token. */
  token: string;
  /** The stand-in renderer folder (an index.html). */
  rendererDir: string;
  /**
   * The headers of a call the app's own page sends (JSON, the call marker, the token, its Host and
   * Origin), with `extra` added or replacing them.
   */
  pageHeaders(extra?: Record<string, string>): Record<string, string>;
  /** One request to `path`; resolves once its whole answer has arrived. */
  send(
    path: string,
    options?: { method?: string; headers?: Record<string, string>; body?: string | Buffer },
  ): Promise<RawAnswer>;
  /** Stops the host and removes its renderer folder. */
  close(): Promise<void>;
}

/** Starts a browser host with `options` (the calls and the activity feed) for a test. */
export async function startTestHost(
  options: Pick<BrowserHostOptions, 'invoke' | 'onActivity'>,
): Promise<TestHost> {
  const rendererDir = mkdtempSync(join(tmpdir(), 'dispatch-renderer-'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Dispatch</title>');
  const token = randomBytes(16).toString('hex');
  const host = await startBrowserHost({ port: 0, rendererDir, token, ...options });
  const url = new URL(host.url);
  return {
    host,
    token,
    rendererDir,
    pageHeaders: (extra = {}) => ({
      'content-type': 'application/json',
      'x-dispatch-call': '1',
      'x-dispatch-token': token,
      host: url.host,
      origin: host.url,
      ...extra,
    }),
    send: (path, { method = 'GET', headers, body } = {}) =>
      new Promise((resolve, reject) => {
        const target = new URL(path, host.url);
        const req = request(
          { host: target.hostname, port: target.port, path: target.pathname, method, headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      }),
    close: async () => {
      await host.close();
      rmSync(rendererDir, { recursive: true, force: true });
    },
  };
}
