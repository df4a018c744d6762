import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserHost, type RunningBrowserHost } from './server';

let host: RunningBrowserHost;
let rendererDir: string;
const calls: { name: string; input: unknown }[] = [];

/** A raw HTTP request (fetch can't set Host), resolving to status and body. */
function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const url = new URL(path, host.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const callHeaders = (extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  'x-dispatch-call': '1',
  host: new URL(host.url).host,
  ...extra,
});

beforeAll(async () => {
  rendererDir = mkdtempSync(join(tmpdir(), 'dispatch-renderer-'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Dispatch</title>');
  host = await startBrowserHost({
    port: 0,
    rendererDir,
    invoke: async (name, input) => {
      calls.push({ name, input });
      return { ok: true, value: { echoed: name } };
    },
  });
});

afterAll(async () => {
  await host.close();
  rmSync(rendererDir, { recursive: true, force: true });
});

describe('browser host', () => {
  it('listens on 127.0.0.1 only and serves the built renderer', async () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await send('/', { headers: { host: new URL(host.url).host } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Dispatch</title>');
  });

  it('passes a call with its input to the contract and answers its result', async () => {
    const answer = await send('/rpc/listings.search', {
      method: 'POST',
      headers: callHeaders({ origin: host.url }),
      body: JSON.stringify({ filters: {}, cursor: null }),
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true, value: { echoed: 'listings.search' } });
    expect(calls.at(-1)).toEqual({ name: 'listings.search', input: { filters: {}, cursor: null } });
  });

  it('refuses a request for another host name (DNS rebinding)', async () => {
    const before = calls.length;
    const answer = await send('/rpc/session.get', {
      method: 'POST',
      headers: callHeaders({ host: 'attacker.example:80' }),
      body: '{}',
    });
    expect(answer.status).toBe(421);
    expect(calls.length).toBe(before);
  });

  it('refuses a call without the X-Dispatch-Call header, or from another origin', async () => {
    const before = calls.length;
    const { 'x-dispatch-call': _omitted, ...withoutHeader } = callHeaders();
    const noHeader = await send('/rpc/keys.remove', { method: 'POST', headers: withoutHeader, body: '{}' });
    expect(noHeader.status).toBe(403);
    const foreign = await send('/rpc/keys.remove', {
      method: 'POST',
      headers: callHeaders({ origin: 'https://attacker.example' }),
      body: '{}',
    });
    expect(foreign.status).toBe(403);
    expect(calls.length).toBe(before);
  });

  it('refuses to start without a built renderer, saying how to build it', async () => {
    await expect(
      startBrowserHost({
        port: 0,
        rendererDir: join(rendererDir, 'missing'),
        invoke: async () => ({ ok: true, value: null }),
      }),
    ).rejects.toThrow(/npm run build:renderer/);
  });
});
