/**
 * Links out of the app (Electron security checklist: "do not use shell.openExternal with untrusted
 * content"). The only pages the app opens are the exchange's website pages its API links to (a listing's
 * or an offer's `url`, docs/api.md §Resources: accepting an offer and contact data exist only there), in
 * the system browser. Everything else is refused and logged by scheme and host only (a URL's path or
 * query might carry something private; never a key: the renderer has none).
 *
 * Which hosts: the production exchange's website hosts the build names (`EXCHANGE_WEBSITE_HOSTS`,
 * ./exchange-website.ts, docs/packaging.md §The exchange's website), over https only, on the default
 * port, without credentials. Nothing is ever learned from an answer: a server the user pointed the
 * app at (or a proxy in between) names whatever `url` it likes, and none of them opens. The one
 * plain-http exception is a sandbox's own stand-in pages (`http://127.0.0.1:<port>/web/...`, docs/api.md
 * §Outside /v1): allowed only while the session main itself reports (a `SessionInfo` result) is a
 * sandbox environment, and only on that sandbox's origin, by the rule the renderer uses too
 * (shared/domain/website-link.ts). Choosing another environment forgets that origin.
 */
import { isSandboxWebsiteUrl } from '../../shared/domain/website-link';
import { EXCHANGE_WEBSITE_HOSTS } from './exchange-website';

/** The calls whose result is the session (`SessionInfo`, shared/contract/session.ts). */
const SESSION_CALLS = new Set([
  'session.get',
  'settings.setEnvironment',
  'keys.save',
  'keys.remove',
  'keys.useDemo',
]);

/**
 * True when `url` is an https URL without credentials whose host (name and default port) is one of
 * `allowedHosts` (lower-case host names, as URL parsing writes them). Any other scheme is false,
 * plain http, ws, wss, ftp and file on an allowed host included.
 */
export function isExchangeWebsiteUrl(url: string, allowedHosts: ReadonlySet<string>): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === 'https:' &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.port === '' &&
    allowedHosts.has(parsed.hostname)
  );
}

/** What a refused link is logged as: its scheme and host only (`https://elsewhere.example`). */
export function describeRefusedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.host ? `${parsed.protocol}//${parsed.host}` : parsed.protocol;
  } catch {
    return 'an address that is not a URL';
  }
}

/**
 * The configured hosts as a set, each checked to be a bare lower-case host name (what
 * `new URL('https://<host>/').hostname` gives back unchanged, no port, path or credentials).
 * @throws Error naming the first entry that is not one (a build configured wrongly fails at start)
 */
export function websiteHostSet(hosts: readonly string[]): ReadonlySet<string> {
  for (const host of hosts) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(`https://${host}/`);
    } catch {
      // not a host name: refused below
    }
    if (parsed?.hostname !== host || parsed.host !== host || host === '') {
      throw new Error(
        `The exchange's website host "${host}" is not a bare lower-case host name (electron/shell/exchange-website.ts).`,
      );
    }
  }
  return new Set(hosts);
}

/** The website hosts the shell may open, and the session's sandbox origin. */
export interface WebsiteHosts {
  /**
   * Follows the session from one call's result (`{ ok, value }`): a successful session call (its
   * value a `SessionInfo`) says whether the session is a sandbox, and its origin. Every other call,
   * and every failed one, changes nothing: the allowed https hosts never come from an answer.
   */
  followSession(callName: string, result: unknown): void;
  /** The https hosts allowed (the configured ones; fixed for the app's life). */
  hosts(): ReadonlySet<string>;
  /** The API origin of the session when it is a sandbox (`http://127.0.0.1:4010`), else null. */
  sandboxOrigin(): string | null;
  /**
   * True when `url` may open in the system browser: an https page on a configured host
   * (`isExchangeWebsiteUrl`), or a stand-in page of the session's sandbox (`isSandboxWebsiteUrl`).
   */
  allows(url: string): boolean;
}

/** The sandbox origin a `SessionInfo` names (`environment`: not production, API environment sandbox), else null. */
function sandboxOriginOf(info: unknown): string | null {
  const environment = (info as { environment?: Record<string, unknown> } | null)?.environment;
  if (typeof environment !== 'object' || environment === null) return null;
  const { kind, apiEnvironment, origin } = environment;
  return kind !== 'production' && apiEnvironment === 'sandbox' && typeof origin === 'string' ? origin : null;
}

/**
 * The website hosts of this build: `exchangeHosts` (default: the configured
 * `EXCHANGE_WEBSITE_HOSTS`), and no sandbox until a session call says so.
 * @throws Error when a configured host is not a bare host name (`websiteHostSet`)
 */
export function createWebsiteHosts(exchangeHosts: readonly string[] = EXCHANGE_WEBSITE_HOSTS): WebsiteHosts {
  const hosts = websiteHostSet(exchangeHosts);
  let sandbox: string | null = null;
  return {
    followSession(callName, result) {
      if (typeof result !== 'object' || result === null || (result as { ok?: unknown }).ok !== true) return;
      if (SESSION_CALLS.has(callName)) sandbox = sandboxOriginOf((result as { value?: unknown }).value);
    },
    hosts: () => hosts,
    sandboxOrigin: () => sandbox,
    allows: (url) =>
      isExchangeWebsiteUrl(url, hosts) || (sandbox !== null && isSandboxWebsiteUrl(url, sandbox)),
  };
}
