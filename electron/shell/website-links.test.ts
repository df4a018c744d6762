import { describe, expect, it } from 'vitest';
import { EXCHANGE_WEBSITE_HOSTS } from './exchange-website';
import {
  createWebsiteHosts,
  describeRefusedUrl,
  isExchangeWebsiteUrl,
  websiteHostSet,
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

  it('allows nothing without a host', () => {
    expect(isExchangeWebsiteUrl('https://www.exchange.example/', new Set())).toBe(false);
  });

  it('logs a refused link by scheme and host only', () => {
    expect(describeRefusedUrl('https://attacker.example/path?key=secret#x')).toBe('https://attacker.example');
    expect(describeRefusedUrl('javascript:alert(1)')).toBe('javascript:');
    expect(describeRefusedUrl('nope')).toBe('an address that is not a URL');
  });
});

describe('the website hosts a build allows', () => {
  const listingPage = (url: string) => ({
    ok: true,
    value: { data: [{ ref: 'FX-AB12CD', url }], hasMore: false, nextCursor: null },
  });

  it('allows the configured hosts, and only them, from the start', () => {
    expect([...createWebsiteHosts().hosts()]).toEqual([...EXCHANGE_WEBSITE_HOSTS]);
    const hosts = createWebsiteHosts(['www.exchange.example', 'offers.exchange.example']);
    expect(hosts.allows('https://www.exchange.example/web/listings/FX-AB12CD')).toBe(true);
    expect(hosts.allows('https://offers.exchange.example/web/offers/1')).toBe(true);
    expect(hosts.allows('https://exchange.example/')).toBe(false);
  });

  it('never learns a host from an answer: a server that names evil.example in a url opens nothing there', () => {
    const hosts = createWebsiteHosts(['www.exchange.example']);
    const evil = 'https://evil.example/x';
    for (const call of [
      'listings.search',
      'listings.get',
      'offers.get',
      'companies.get',
      'vehicles.search',
    ]) {
      hosts.followSession(call, listingPage(evil));
    }
    hosts.followSession('session.get', { ok: true, value: { url: evil, environment: { url: evil } } });
    expect(hosts.allows(evil)).toBe(false);
    expect([...hosts.hosts()]).toEqual(['www.exchange.example']);
  });

  it.each([
    ['http', 'http://www.exchange.example/web/listings/FX-AB12CD'],
    ['ws', 'ws://www.exchange.example/'],
    ['wss', 'wss://www.exchange.example/'],
    ['ftp', 'ftp://www.exchange.example/'],
    ['file', 'file://www.exchange.example/etc/passwd'],
    ['a blob of the host', 'blob:https://www.exchange.example/5b0e7a4c-1111-4222-8333-444455556666'],
  ])('opens only https on a configured host: %s is refused', (_case, url) => {
    const hosts = createWebsiteHosts(['www.exchange.example']);
    expect(hosts.allows(url)).toBe(false);
    // a sandbox session changes nothing for a production host's other schemes
    hosts.followSession('session.get', {
      ok: true,
      value: {
        environment: { kind: 'embedded', apiEnvironment: 'sandbox', origin: 'http://www.exchange.example' },
      },
    });
    expect(hosts.allows(url)).toBe(false);
  });

  it.each([
    ['a scheme', 'https://www.exchange.example'],
    ['a port', 'www.exchange.example:8443'],
    ['a path', 'www.exchange.example/web'],
    ['capitals', 'WWW.exchange.example'],
    ['credentials', 'me@www.exchange.example'],
    ['nothing', ''],
  ])('refuses a configured host with %s, at start', (_case, host) => {
    expect(() => createWebsiteHosts([host])).toThrow(/not a bare lower-case host name/);
  });

  it('the configured hosts of this build are bare host names', () => {
    expect(() => websiteHostSet(EXCHANGE_WEBSITE_HOSTS)).not.toThrow();
    expect(EXCHANGE_WEBSITE_HOSTS.length).toBeGreaterThan(0);
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
    hosts.followSession('session.get', sandboxSession('http://127.0.0.1:4010'));
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
    hosts.followSession('session.get', sandboxSession('http://127.0.0.1:4010'));
    expect(hosts.allows(url)).toBe(false);
  });

  it('forgets the sandbox when the session becomes production, and never learns it from a resource', () => {
    const hosts = createWebsiteHosts();
    hosts.followSession('listings.search', sandboxSession('http://127.0.0.1:4010'));
    expect(hosts.allows(page)).toBe(false);
    hosts.followSession('keys.useDemo', sandboxSession('http://127.0.0.1:4010'));
    expect(hosts.allows(page)).toBe(true);
    hosts.followSession('settings.setEnvironment', {
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
    hosts.followSession('session.get', sandboxSession('http://127.0.0.1:4010', 'production'));
    expect(hosts.allows(page)).toBe(false);
  });
});
