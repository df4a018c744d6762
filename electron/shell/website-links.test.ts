import { describe, expect, it } from 'vitest';
import {
  createWebsiteHosts,
  describeRefusedUrl,
  isExchangeWebsiteUrl,
  MAX_WEBSITE_HOSTS,
  websiteHostsIn,
} from './website-links';

const allowed = new Set(['www.exchange.example']);

describe('exchange website links', () => {
  it('allows an https page of the website', () => {
    expect(isExchangeWebsiteUrl('https://www.exchange.example/web/listings/FX-AB12CD', allowed)).toBe(true);
    expect(isExchangeWebsiteUrl('https://WWW.Exchange.example/web/offers/1?x=1#y', allowed)).toBe(true);
  });

  it.each([
    ['http', 'http://www.exchange.example/web/listings/FX-AB12CD'],
    ['another host', 'https://attacker.example/web/listings/FX-AB12CD'],
    ['a look-alike host', 'https://www.exchange.example.attacker.example/'],
    ['a subdomain', 'https://evil.www.exchange.example/'],
    ['credentials', 'https://user:pass@www.exchange.example/'],
    ['another port', 'https://www.exchange.example:8443/'],
    ['file', 'file:///etc/passwd'],
    ['javascript', 'javascript:alert(1)'],
    ['a custom protocol', 'ms-msdt:/id PCWDiagnostic'],
    ['smb', 'smb://www.exchange.example/share'],
    ['not a URL', 'www.exchange.example/web'],
  ])('refuses %s', (_case, url) => {
    expect(isExchangeWebsiteUrl(url, allowed)).toBe(false);
  });

  it('allows nothing before a host is learned', () => {
    expect(isExchangeWebsiteUrl('https://www.exchange.example/', new Set())).toBe(false);
  });

  it('logs a refused link by scheme and host only', () => {
    expect(describeRefusedUrl('https://attacker.example/path?key=secret#x')).toBe('https://attacker.example');
    expect(describeRefusedUrl('javascript:alert(1)')).toBe('javascript:');
    expect(describeRefusedUrl('nope')).toBe('an address that is not a URL');
  });
});

describe('website hosts learned from the API', () => {
  const listingPage = (url: string) => ({
    ok: true,
    value: {
      data: [{ ref: 'FX-AB12CD', url, description: 'see https://elsewhere.example' }],
      hasMore: false,
    },
  });

  it("learns the https host of listings' and offers' url fields", () => {
    const hosts = createWebsiteHosts();
    hosts.learn('listings.search', listingPage('https://www.exchange.example/web/listings/FX-AB12CD'));
    hosts.learn('offers.get', {
      ok: true,
      value: { id: '1', url: 'https://offers.exchange.example/web/offers/1' },
    });
    expect([...hosts.hosts()].sort()).toEqual(['offers.exchange.example', 'www.exchange.example']);
  });

  it("never learns the sandbox's http loopback links, failed calls, or other calls' fields", () => {
    const hosts = createWebsiteHosts();
    hosts.learn('listings.search', listingPage('http://127.0.0.1:4010/web/listings/FX-AB12CD'));
    hosts.learn('listings.get', { ok: false, error: { kind: 'not_found', url: 'https://x.example/' } });
    hosts.learn('desk.status', { ok: true, value: { url: 'https://typed-by-user.example/' } });
    hosts.learn('session.get', { ok: true, value: { url: 'https://typed-by-user.example/' } });
    expect(hosts.hosts().size).toBe(0);
  });

  it('forgets every host when the environment changes', () => {
    const hosts = createWebsiteHosts();
    hosts.learn('listings.search', listingPage('https://www.exchange.example/web/listings/FX-AB12CD'));
    hosts.learn('settings.setEnvironment', { ok: false, error: { kind: 'invalid_input', message: '' } });
    expect(hosts.hosts().size).toBe(1);
    hosts.learn('settings.setEnvironment', { ok: true, value: {} });
    expect(hosts.hosts().size).toBe(0);
  });

  it(`keeps at most ${MAX_WEBSITE_HOSTS} hosts`, () => {
    const hosts = createWebsiteHosts();
    const many = Array.from({ length: 20 }, (_, i) => ({ url: `https://h${i}.example/` }));
    hosts.learn('listings.mine', { ok: true, value: { data: many } });
    expect(hosts.hosts().size).toBe(MAX_WEBSITE_HOSTS);
  });

  it('walks nested objects and arrays', () => {
    expect([...websiteHostsIn({ a: [{ b: { url: 'https://deep.example/x' } }] })]).toEqual(['deep.example']);
    expect(websiteHostsIn('https://top.example').size).toBe(0);
  });
});

describe("a sandbox session's own stand-in pages", () => {
  const sandboxSession = (origin: string, kind = 'embedded') => ({
    ok: true,
    value: { environment: { kind, apiEnvironment: 'sandbox', baseUrl: `${origin}/v1`, origin } },
  });
  const page = 'http://127.0.0.1:4010/web/listings/FX-AB12CD';

  it('opens only once main itself has said the session is that sandbox', () => {
    const hosts = createWebsiteHosts();
    expect(hosts.allows(page)).toBe(false);
    hosts.learn('session.get', sandboxSession('http://127.0.0.1:4010'));
    expect(hosts.sandboxOrigin()).toBe('http://127.0.0.1:4010');
    expect(hosts.allows(page)).toBe(true);
    expect(hosts.allows('http://localhost:4010/web/offers/5b0e7a4c-1111-4222-8333-444455556666')).toBe(true);
  });

  it.each([
    ['another port', 'http://127.0.0.1:9999/web/listings/FX-AB12CD'],
    ['outside /web/', 'http://127.0.0.1:4010/_sandbox/keys'],
    ['another host', 'http://192.168.1.2:4010/web/listings/FX-AB12CD'],
    ['a user name', 'http://me@127.0.0.1:4010/web/listings/FX-AB12CD'],
    ['file', 'file:///etc/passwd'],
  ])('never opens %s', (_case, url) => {
    const hosts = createWebsiteHosts();
    hosts.learn('session.get', sandboxSession('http://127.0.0.1:4010'));
    expect(hosts.allows(url)).toBe(false);
  });

  it('forgets the sandbox when the session becomes production, and never learns it from a resource', () => {
    const hosts = createWebsiteHosts();
    hosts.learn('listings.search', sandboxSession('http://127.0.0.1:4010'));
    expect(hosts.allows(page)).toBe(false);
    hosts.learn('keys.useDemo', sandboxSession('http://127.0.0.1:4010'));
    expect(hosts.allows(page)).toBe(true);
    hosts.learn('settings.setEnvironment', {
      ok: true,
      value: {
        environment: {
          kind: 'production',
          apiEnvironment: 'production',
          baseUrl: 'https://api.exchange.example/v1',
          origin: 'https://api.exchange.example',
        },
      },
    });
    expect(hosts.sandboxOrigin()).toBeNull();
    expect(hosts.allows(page)).toBe(false);
    // a "production" session that claims to be a sandbox is still production
    hosts.learn('session.get', sandboxSession('http://127.0.0.1:4010', 'production'));
    expect(hosts.allows(page)).toBe(false);
  });
});
