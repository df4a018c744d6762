import { describe, expect, it } from 'vitest';
import { websiteLink, type LinkEnvironment } from './websiteLink';

const embedded: LinkEnvironment = {
  kind: 'embedded',
  apiEnvironment: 'sandbox',
  origin: 'http://127.0.0.1:4010',
};
const customSandbox: LinkEnvironment = {
  kind: 'custom',
  apiEnvironment: 'sandbox',
  origin: 'http://localhost:4010',
};
const production: LinkEnvironment = {
  kind: 'production',
  apiEnvironment: 'production',
  origin: 'https://api.exchange.example',
};
const sandboxPage = 'http://127.0.0.1:4010/web/listings/FX-AB12CD';

describe('websiteLink', () => {
  it('links an https page in every environment, and before the session is known', () => {
    const page = 'https://www.exchange.example/listings/FX-AB12CD?x=1#y';
    for (const environment of [embedded, customSandbox, production, null, undefined]) {
      expect(websiteLink(page, environment)).toBe(page);
    }
  });

  it("links the sandbox's own http stand-in pages in the demo and on a custom sandbox server", () => {
    expect(websiteLink(sandboxPage, embedded)).toBe(sandboxPage);
    expect(websiteLink(sandboxPage, customSandbox)).toBe(sandboxPage);
    expect(websiteLink('http://[::1]:4010/web/offers/1', embedded)).toBe('http://[::1]:4010/web/offers/1');
  });

  it('never links plain http in production, or before the session is known', () => {
    expect(websiteLink(sandboxPage, production)).toBeNull();
    // a production environment that says "sandbox" is still production
    expect(
      websiteLink(sandboxPage, { ...production, apiEnvironment: 'sandbox', origin: 'http://127.0.0.1:4010' }),
    ).toBeNull();
    expect(websiteLink(sandboxPage, null)).toBeNull();
    expect(websiteLink(sandboxPage, undefined)).toBeNull();
  });

  it.each([
    ['http on another host', 'http://exchange.example/web/listings/FX-AB12CD'],
    ['http on a private address', 'http://192.168.1.20:4010/web/listings/FX-AB12CD'],
    ['http on another loopback port', 'http://127.0.0.1:9999/web/listings/FX-AB12CD'],
    ['http outside /web/', 'http://127.0.0.1:4010/_sandbox/keys'],
    ['https with credentials', 'https://user:pass@www.exchange.example/'],
    ['http with credentials', 'http://user:pass@127.0.0.1:4010/web/listings/FX-AB12CD'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<b>x</b>'],
    ['file', 'file:///etc/passwd'],
    ['ftp', 'ftp://127.0.0.1:4010/web/x'],
    ['not a URL', 'www.exchange.example/listings'],
    ['empty', ''],
  ])('never links %s', (_case, url) => {
    expect(websiteLink(url, embedded)).toBeNull();
  });
});
