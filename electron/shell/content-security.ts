/**
 * The security headers both hosts send with every answer (the browser host's loopback HTTP server and
 * Electron's `app://` protocol handler), so they can't drift apart.
 *
 * The Content-Security-Policy is the one in `renderer/index.html`'s meta tag (no eval, no inline
 * script or style, nothing loaded from elsewhere; the renderer only talks to its own origin) plus
 * `frame-ancestors 'none'`, which a meta tag can't carry: no other page may frame the app
 * (clickjacking). `content-security.test.ts` fails when the two policies disagree.
 */

/** The policy of `renderer/index.html`, directive by directive (kept equal by the test). */
export const RENDERER_CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
] as const;

/** The header value: the renderer's policy plus `frame-ancestors 'none'`. */
export const CONTENT_SECURITY_POLICY = [...RENDERER_CSP_DIRECTIVES, "frame-ancestors 'none'"].join('; ');

/**
 * Headers for every answer: the CSP, `X-Frame-Options: DENY` (the same rule for older engines),
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer` (no app URL reaches a website
 * opened from it) and `Cross-Origin-Resource-Policy: same-origin` (no other page embeds the app's
 * files). The opener policy: always under Electron's `app://` (`APP_PROTOCOL_HEADERS`); in the browser
 * host it depends on who started the request (`securityHeaders`).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
});

/** `Cross-Origin-Opener-Policy: same-origin`: the app's window leaves the group of whoever opened it. */
export const OPENER_POLICY: Readonly<Record<string, string>> = Object.freeze({
  'Cross-Origin-Opener-Policy': 'same-origin',
});

/**
 * The headers of every answer of Electron's `app://` handler (docs/architecture.md §The hosts' headers):
 * SECURITY_HEADERS and OPENER_POLICY, whatever the request. Chromium sends no `Sec-Fetch-Site` to a
 * custom scheme, so the browser host's rule (`securityHeaders`) read nothing there and only ever gave
 * the policy by default; it is now written as what it is.
 */
export const APP_PROTOCOL_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...SECURITY_HEADERS,
  ...OPENER_POLICY,
});

/**
 * The `Sec-Fetch-Site` values of a request no other site started (Fetch Metadata,
 * https://w3c.github.io/webappsec-fetch-metadata/): `none` is the user's own act (an address typed or
 * clicked outside any page, a bookmark, a reload), `same-origin` the app itself.
 */
const STARTED_BY_NO_OTHER_SITE: ReadonlySet<string> = new Set(['none', 'same-origin']);

/**
 * The browser host's headers of an answer to a request whose `Sec-Fetch-Site` is `fetchSite`
 * (undefined: the header is missing): SECURITY_HEADERS, `Vary: Sec-Fetch-Site`, and OPENER_POLICY unless no other site
 * started the request (docs/architecture.md §The hosts' headers).
 *
 * Why: the opener policy cuts the app's window off from a page of another site that opened it or led
 * it there (that page could otherwise keep a handle on the window and send it elsewhere). A window
 * the user opened has no such page, and the policy would cost every start a new renderer process
 * (Chromium cannot keep a document with the policy in the group of the blank page before it;
 * docs/benchmarks.md §The cold load of Listings, 10). A missing or unknown value
 * gets the policy: the safe side. And no page the app opens gets a handle on it:
 * every website link is `rel="noopener noreferrer"` (held by lint), Electron opens no window for a page.
 */
export function securityHeaders(fetchSite: string | undefined): Record<string, string> {
  const startedByAnotherSite = fetchSite === undefined || !STARTED_BY_NO_OTHER_SITE.has(fetchSite);
  return {
    ...SECURITY_HEADERS,
    ...(startedByAnotherSite ? OPENER_POLICY : {}),
    Vary: 'Sec-Fetch-Site',
  };
}
