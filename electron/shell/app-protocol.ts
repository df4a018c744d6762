/**
 * The renderer's own origin in Electron: `app://dispatch`, a custom scheme registered as standard and
 * secure (Electron security checklist: "avoid file://, prefer a custom protocol"). The page never has
 * file:// (so no access to the disk by URL, no same-origin with other local files), gets a real origin
 * that the IPC sender check (`ipc-sender.ts`) compares, and is answered with the security headers
 * (`content-security.ts`) as real HTTP headers, not only the meta tag.
 *
 * `createAppProtocolHandler(rendererDir)` is the `protocol.handle('app', ...)` handler: plain Node
 * (`Request` -> `Response`), so it is tested without Electron.
 */
import { readFile } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { APP_PROTOCOL_HEADERS } from './content-security';

/** The scheme and host of the app's page: `app://dispatch/index.html`. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'dispatch';
/** The page's origin as Chromium serializes it (what `WebFrameMain.origin` reports). */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
/** The address the window loads. */
export const APP_INDEX_URL = `${APP_ORIGIN}/index.html`;

/**
 * The argument of `protocol.registerSchemesAsPrivileged` (before the app is ready): `standard` (an
 * origin, relative URLs, so ES modules load), `secure` (a secure context, like https),
 * `supportFetchAPI` and `codeCache` (faster second start). Not `bypassCSP`, not `corsEnabled`, no
 * service workers.
 */
export const APP_SCHEME_PRIVILEGES = [
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
  },
];

/** Content types of the files `vite build` writes (anything else is served as bytes). */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The file under `rendererDir` that `url` names, or null when it names none: another scheme or host,
 * a path that can't be decoded, holds a NUL, or leads outside `rendererDir` (`..`, encoded `%2e%2e`,
 * `%2f` or `\`, an absolute path). `/` is `index.html`.
 */
export function rendererFileOf(rendererDir: string, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return null;
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  if (path === '/' || path === '') path = '/index.html';
  const root = resolve(rendererDir);
  const file = resolve(join(root, path));
  const inside = relative(root, file);
  if (inside === '' || inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside)) return null;
  return file;
}

/**
 * An answer with the security headers and the opener policy, whatever the request
 * (`APP_PROTOCOL_HEADERS`: Chromium sends a custom scheme no `Sec-Fetch-Site`).
 */
function answer(
  status: number,
  body: ConstructorParameters<typeof Response>[0],
  headers: Record<string, string> = {},
): Response {
  return new Response(body, { status, headers: { ...APP_PROTOCOL_HEADERS, ...headers } });
}

/**
 * The `app://` handler serving `rendererDir` (the `vite build` output): GET and HEAD only (405
 * otherwise); 404 for any URL `rendererFileOf` refuses or a file that is missing (also a folder);
 * 200 with the file, its content type and the security headers (`APP_PROTOCOL_HEADERS`) otherwise. Never throws.
 */
export function createAppProtocolHandler(rendererDir: string): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return answer(405, null, { Allow: 'GET, HEAD' });
    }
    const file = rendererFileOf(rendererDir, request.url);
    if (file === null) return answer(404, 'Not found.', { 'Content-Type': 'text/plain; charset=utf-8' });
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch {
      return answer(404, 'Not found.', { 'Content-Type': 'text/plain; charset=utf-8' });
    }
    const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    return answer(200, request.method === 'HEAD' ? null : new Uint8Array(bytes), {
      'Content-Type': type,
      'Cache-Control': 'no-cache',
    });
  };
}
