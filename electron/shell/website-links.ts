/**
 * Links out of the app (Electron security checklist: "do not use shell.openExternal with untrusted
 * content"). The only pages the app opens are the exchange's website pages its API links to (a listing's
 * or an offer's `url`, docs/api.md §Resources: accepting an offer and contact data exist only there), in
 * the system browser, and only over https. Everything else is refused and logged by scheme and host
 * only (a URL's path or query might carry something private; never a key: the renderer has none).
 *
 * How main learns the website's host: from the API's own answers as they pass through it. Every
 * successful result of a resource call (`listings.*`, `offers.*`, `companies.*`, `vehicles.*`) is walked
 * for `url` fields and the https hosts found are allowed (`createWebsiteHosts`). The hosts therefore come from the exchange the user chose,
 * never from the page. The sandbox links to `http://127.0.0.1:<port>/web/...` and has no website behind
 * them (docs/api.md §Outside /v1): not https, so never opened. Choosing another environment forgets
 * the hosts learned so far.
 */

/** The calls whose results carry the API's resources (with their `url`): listings, offers, companies. */
const RESOURCE_CALLS = /^(listings|offers|companies|vehicles)\./;

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

/** The website hosts main has learned from the API's answers. */
export interface WebsiteHosts {
  /**
   * Learns from one call's result (`{ ok, value }`) when it is a resource call; a successful
   * `settings.setEnvironment` forgets every host.
   */
  learn(callName: string, result: unknown): void;
  /** The hosts allowed now. */
  hosts(): ReadonlySet<string>;
}

/** Creates an empty set of website hosts, learning at most `MAX_WEBSITE_HOSTS`. */
export function createWebsiteHosts(): WebsiteHosts {
  const hosts = new Set<string>();
  return {
    learn(callName, result) {
      if (typeof result !== 'object' || result === null || (result as { ok?: unknown }).ok !== true) return;
      if (callName === 'settings.setEnvironment') {
        hosts.clear();
        return;
      }
      if (!RESOURCE_CALLS.test(callName)) return;
      for (const host of websiteHostsIn((result as { value?: unknown }).value)) {
        if (hosts.size >= MAX_WEBSITE_HOSTS) break;
        hosts.add(host);
      }
    },
    hosts: () => hosts,
  };
}
