/**
 * The one exception to "the exchange's website is https" (docs/api.md §Resources `url`, §Outside /v1):
 * a sandbox's own stand-in pages. The sandbox writes every `url` as `<its origin>/web/...`, plain http
 * on this machine (`http://127.0.0.1:<port>/web/listings/FX-...`), and answers those paths with a short
 * page of its own (sandbox/server/website/routes.ts). Both sides use this rule for them: the renderer
 * to show the link (renderer/shared/format/websiteLink.ts), the desktop shell to open it in the
 * system browser (electron/shell/website-links.ts). Whether the session is a sandbox at all is each
 * side's check; this file only says whether a URL is a page of the sandbox at `apiOrigin`.
 */
import { isLoopbackHost } from './loopback';

/** The path under which the sandbox's stand-in pages live (docs/api.md §Outside /v1). */
const SANDBOX_WEBSITE_PATH = '/web/';

/** The port a parsed http URL names, its default (80) written out. */
function httpPort(url: URL): string {
  return url.port === '' ? '80' : url.port;
}

/**
 * True when `url` is a stand-in page of the sandbox whose API origin is `apiOrigin`
 * (`http://127.0.0.1:4010`): both are plain `http:` on a loopback host (127.0.0.0/8, `localhost`,
 * `::1`), on the same port (`localhost` and `127.0.0.1` name the same machine: the sandbox writes its
 * links with the address it listens on, the user may have typed either), and the URL's path starts
 * with `/web/`, without a user name or password. Anything else (https, another host or port, another
 * path, a URL that does not parse) is false: https links follow the general rule of each side.
 */
export function isSandboxWebsiteUrl(url: string, apiOrigin: string): boolean {
  let page: URL;
  let api: URL;
  try {
    page = new URL(url);
    api = new URL(apiOrigin);
  } catch {
    return false;
  }
  return (
    page.protocol === 'http:' &&
    api.protocol === 'http:' &&
    page.username === '' &&
    page.password === '' &&
    isLoopbackHost(page.hostname) &&
    isLoopbackHost(api.hostname) &&
    httpPort(page) === httpPort(api) &&
    page.pathname.startsWith(SANDBOX_WEBSITE_PATH)
  );
}
