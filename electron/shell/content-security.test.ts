import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  APP_PROTOCOL_HEADERS,
  CONTENT_SECURITY_POLICY,
  OPENER_POLICY,
  RENDERER_CSP_DIRECTIVES,
  SECURITY_HEADERS,
  securityHeaders,
} from './content-security';

/** The policy of the renderer's meta tag, as directives. */
function metaPolicy(): string[] {
  const html = readFileSync(new URL('../../renderer/index.html', import.meta.url), 'utf8');
  const match = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('renderer/index.html has no Content-Security-Policy meta tag');
  return match[1].split(';').map((directive) => directive.trim().replace(/\s+/g, ' '));
}

describe('content security', () => {
  it("sends the renderer's own policy, directive by directive", () => {
    expect([...RENDERER_CSP_DIRECTIVES].sort()).toEqual(metaPolicy().sort());
  });

  it("adds frame-ancestors 'none' and X-Frame-Options DENY (no page frames the app)", () => {
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(SECURITY_HEADERS['Content-Security-Policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('DENY');
  });

  it('allows no eval, no inline script and nothing from another origin', () => {
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|unsafe-inline|https?:|\*/);
  });

  it.each([
    ['cross-site', true],
    ['same-site', true],
    [undefined, true],
    ['something-new', true],
    ['none', false],
    ['same-origin', false],
  ] as const)(
    'Sec-Fetch-Site %s: the opener policy %s (only a start no other site made goes without it)',
    (site, withPolicy) => {
      const headers = securityHeaders(site);
      expect(headers['Cross-Origin-Opener-Policy']).toBe(withPolicy ? 'same-origin' : undefined);
      expect(headers).toMatchObject(SECURITY_HEADERS);
      expect(headers.Vary).toBe('Sec-Fetch-Site');
      expect(OPENER_POLICY['Cross-Origin-Opener-Policy']).toBe('same-origin');
    },
  );

  it('app://: the security headers and the opener policy, with no rule on Sec-Fetch-Site', () => {
    expect(APP_PROTOCOL_HEADERS).toEqual({ ...SECURITY_HEADERS, ...OPENER_POLICY });
    expect(APP_PROTOCOL_HEADERS).not.toHaveProperty('Vary');
  });
});
