import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_INDEX_URL,
  APP_ORIGIN,
  APP_SCHEME_PRIVILEGES,
  createAppProtocolHandler,
  rendererFileOf,
} from './app-protocol';
import { CONTENT_SECURITY_POLICY } from './content-security';

let base: string;
let rendererDir: string;
let handle: (request: Request) => Promise<Response>;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'dispatch-protocol-'));
  rendererDir = join(base, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Dispatch</title>');
  writeFileSync(join(rendererDir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(base, 'secret.txt'), 'outside the renderer');
  writeFileSync(join(base, 'renderer-other.txt'), 'a sibling folder with the same prefix');
  handle = createAppProtocolHandler(rendererDir);
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('app:// protocol', () => {
  it('is registered standard and secure, without CSP bypass', () => {
    expect(APP_ORIGIN).toBe('app://dispatch');
    expect(APP_INDEX_URL).toBe('app://dispatch/index.html');
    expect(APP_SCHEME_PRIVILEGES).toEqual([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true }),
      }),
    ]);
    const privileges = APP_SCHEME_PRIVILEGES[0]!.privileges as Record<string, unknown>;
    expect(privileges.bypassCSP).toBeUndefined();
    expect(privileges.corsEnabled).toBeUndefined();
  });

  it('serves the page and its files with their type and the security headers', async () => {
    for (const url of ['app://dispatch/', APP_INDEX_URL]) {
      const page = await handle(new Request(url));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Dispatch</title>');
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const script = await handle(new Request('app://dispatch/assets/index-abc.js'));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log(1)');
  });

  it.each(['cross-site', 'none', 'same-origin', null])(
    'answers with the opener policy whatever the request says (Sec-Fetch-Site %s), and no Vary on it',
    async (site) => {
      const request = new Request(
        APP_INDEX_URL,
        site === null ? {} : { headers: { 'Sec-Fetch-Site': site } },
      );
      const page = await handle(request);
      expect(page.status).toBe(200);
      expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(page.headers.get('vary')).toBeNull();
      const refused = await handle(new Request('app://dispatch/missing.js', request));
      expect(refused.status).toBe(404);
      expect(refused.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    },
  );

  it.each([
    'app://dispatch/../secret.txt',
    'app://dispatch/%2e%2e/secret.txt',
    'app://dispatch/..%2fsecret.txt',
    'app://dispatch/%2e%2e%2fsecret.txt',
    'app://dispatch/assets/..%2f..%2fsecret.txt',
    'app://dispatch/..%2frenderer-other.txt',
    'app://dispatch/..%5csecret.txt',
    'app://dispatch/%2fetc%2fpasswd',
    'app://dispatch/index.html%00.js',
    'app://dispatch/%E0%A4%A',
    'app://other/index.html',
    'file:///etc/passwd',
  ])('refuses %s (404, nothing outside the renderer)', async (url) => {
    const refused = await handle(new Request(url));
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toMatch(/outside the renderer|same prefix|root:/);
    expect(refused.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('answers 404 for a missing file or a folder, 405 for another method', async () => {
    expect((await handle(new Request('app://dispatch/missing.js'))).status).toBe(404);
    expect((await handle(new Request('app://dispatch/assets'))).status).toBe(404);
    const post = await handle(new Request(APP_INDEX_URL, { method: 'POST', body: 'x' }));
    expect(post.status).toBe(405);
  });

  it('maps a URL to a file only inside the renderer folder', () => {
    expect(rendererFileOf(rendererDir, APP_INDEX_URL)).toBe(join(rendererDir, 'index.html'));
    expect(rendererFileOf(rendererDir, 'app://dispatch/%2e%2e%2f%2e%2e%2fsecret.txt')).toBeNull();
    expect(rendererFileOf(rendererDir, 'not a url')).toBeNull();
  });
});
