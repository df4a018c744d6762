import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from './loopback';
import { isSandboxWebsiteUrl } from './website-link';

const API = 'http://127.0.0.1:4010';

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '127.8.9.10', 'localhost', 'LOCALHOST', '::1', '[::1]'])(
    '%s is this machine',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
    },
  );

  it.each(['128.0.0.1', '10.0.0.1', 'localhost.example', 'example.com', '::2', ''])('%s is not', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});

describe('isSandboxWebsiteUrl', () => {
  it.each([
    'http://127.0.0.1:4010/web/listings/FX-AB12CD',
    'http://127.0.0.1:4010/web/offers/5b0e7a4c-1111-4222-8333-444455556666',
    'http://localhost:4010/web/companies/x?y=1#z',
    'http://[::1]:4010/web/listings/FX-AB12CD',
  ])('a stand-in page of the sandbox at %s', (url) => {
    expect(isSandboxWebsiteUrl(url, API)).toBe(true);
  });

  it('takes the API origin by any loopback name, the default port written out or not', () => {
    expect(isSandboxWebsiteUrl('http://127.0.0.1:4010/web/x', 'http://localhost:4010')).toBe(true);
    expect(isSandboxWebsiteUrl('http://127.0.0.1/web/x', 'http://localhost:80')).toBe(true);
  });

  it.each([
    ['https', 'https://127.0.0.1:4010/web/listings/FX-AB12CD'],
    ['another port', 'http://127.0.0.1:4011/web/listings/FX-AB12CD'],
    ['the default port', 'http://127.0.0.1/web/listings/FX-AB12CD'],
    ['another host', 'http://exchange.example:4010/web/listings/FX-AB12CD'],
    ['a look-alike host', 'http://127.0.0.1.example:4010/web/listings/FX-AB12CD'],
    ['a private address', 'http://192.168.1.10:4010/web/listings/FX-AB12CD'],
    ['credentials', 'http://user:pass@127.0.0.1:4010/web/listings/FX-AB12CD'],
    ['a user name', 'http://user@127.0.0.1:4010/web/listings/FX-AB12CD'],
    ['a path outside /web/', 'http://127.0.0.1:4010/v1/listings/FX-AB12CD'],
    ['/web without its slash', 'http://127.0.0.1:4010/webx/listings'],
    ['the root', 'http://127.0.0.1:4010/'],
    ['javascript', 'javascript:alert(1)'],
    ['file', 'file:///web/listings'],
    ['not a URL', '127.0.0.1:4010/web/listings'],
  ])('refuses %s', (_case, url) => {
    expect(isSandboxWebsiteUrl(url, API)).toBe(false);
  });

  it('refuses every page when the API itself is not plain http on this machine', () => {
    const page = 'http://127.0.0.1:4010/web/listings/FX-AB12CD';
    expect(isSandboxWebsiteUrl(page, 'https://127.0.0.1:4010')).toBe(false);
    expect(isSandboxWebsiteUrl(page, 'http://api.example:4010')).toBe(false);
    expect(isSandboxWebsiteUrl(page, 'not an origin')).toBe(false);
  });
});
