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
 * opened from it), `Cross-Origin-Opener-Policy: same-origin` (no other page keeps a handle on the app's
 * window) and `Cross-Origin-Resource-Policy: same-origin` (no other page embeds the app's files).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
});
