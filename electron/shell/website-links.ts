/**
 * Links out of the app (Electron security checklist: "do not use shell.openExternal with untrusted
 * content"). The only pages the app opens are the exchange's website pages its API links to (a listing's
 * or an offer's `url`, docs/api.md §Resources: accepting an offer and contact data exist only there), in
 * the system browser. Everything else is refused and logged by scheme and host only (a URL's path or
 * query might carry something private; never a key: the renderer has none).
 *
 * How main learns the website's host: from the API's own answers as they pass through it. Every
 * successful result of a resource call (`listings.*`, `offers.*`, `companies.*`, `vehicles.*`) is walked
 * for `url` fields and the https hosts found are allowed (`createWebsiteHosts`). The hosts therefore come
 * from the exchange the user chose, never from the page. The one plain-http exception is a sandbox's
 * own stand-in pages (`http://127.0.0.1:<port>/web/...`, docs/api.md §Outside /v1): allowed only while
 * the session main itself reports (a `SessionInfo` result) is a sandbox environment, and only on that
 * sandbox's origin, by the rule the renderer uses too (shared/domain/website-link.ts). Choosing another
 * environment forgets what was learned.
 */
import { isSandboxWebsiteUrl } from '../../shared/domain/website-link';

/** The calls whose results carry the API's resources (with their `url`): listings, offers, companies. */
const RESOURCE_CALLS = /^(listings|offers|companies|vehicles)\./;

/** The calls whose result is the session (`SessionInfo`, shared/contract/session.ts). */
const SESSION_CALLS = new Set([
  'session.get',
  'settings.setEnvironment',
  'keys.save',
  'keys.remove',
  'keys.move',
  'keys.useDemo',
]);

/** How many website hosts are kept at most (an exchange has one; the cap bounds a misbehaving server). */
export const MAX_WEBSITE_HOSTS = 8;

/** How deep a result is walked for `url` fields (a page of listings is 3 levels deep). */
const MAX_DEPTH = 6;

/**
 * True when `url` is an https URL without credentials whose host (name and default port) is one of
 * `allowedHosts` (lower-case host names, as URL parsing writes them).
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

/** The https hosts of every `url` string field in `value` (objects and arrays, to `MAX_DEPTH`). */
export function websiteHostsIn(value: unknown, depth = 0, found = new Set<string>()): Set<string> {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return found;
  if (Array.isArray(value)) {
    for (const item of value) websiteHostsIn(item, depth + 1, found);
    return found;
  }
  for (const [key, field] of Object.entries(value)) {
    if (key === 'url' && typeof field === 'string') {
      try {
        const parsed = new URL(field);
        if (parsed.protocol === 'https:' && parsed.port === '' && parsed.username === '') {
          found.add(parsed.hostname);
        }
      } catch {
        // not a URL: not a website link
      }
    } else {
      websiteHostsIn(field, depth + 1, found);
    }
  }
  return found;
}

/** The website hosts main has learned from the API's answers, and the session's sandbox origin. */
export interface WebsiteHosts {
  /**
   * Learns from one call's result (`{ ok, value }`) when it is a resource call (https hosts of its
   * `url` fields) or a session call (whether the session is a sandbox, and its origin); a successful
   * `settings.setEnvironment` forgets every host first.
   */
  learn(callName: string, result: unknown): void;
  /** The hosts allowed now. */
  hosts(): ReadonlySet<string>;
  /** The API origin of the session when it is a sandbox (`http://127.0.0.1:4010`), else null. */
  sandboxOrigin(): string | null;
  /**
   * True when `url` may open in the system browser: an https page on a learned host
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

/** Creates an empty set of website hosts, learning at most `MAX_WEBSITE_HOSTS`. */
export function createWebsiteHosts(): WebsiteHosts {
  const hosts = new Set<string>();
  let sandbox: string | null = null;
  return {
    learn(callName, result) {
      if (typeof result !== 'object' || result === null || (result as { ok?: unknown }).ok !== true) return;
      const value = (result as { value?: unknown }).value;
      if (callName === 'settings.setEnvironment') hosts.clear();
      if (SESSION_CALLS.has(callName)) {
        sandbox = sandboxOriginOf(value);
        return;
      }
      if (!RESOURCE_CALLS.test(callName)) return;
      for (const host of websiteHostsIn(value)) {
        if (hosts.size >= MAX_WEBSITE_HOSTS) break;
        hosts.add(host);
      }
    },
    hosts: () => hosts,
    sandboxOrigin: () => sandbox,
    allows: (url) =>
      isExchangeWebsiteUrl(url, hosts) || (sandbox !== null && isSandboxWebsiteUrl(url, sandbox)),
  };
}
