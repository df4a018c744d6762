import { describe, expect, it } from 'vitest';
import { isAppSender } from './ipc-sender';

const top = (origin: string, url: string) => ({ origin, url, parent: null });

describe('IPC sender check', () => {
  it("takes the top frame of the app's page, whatever its route", () => {
    expect(isAppSender(top('app://dispatch', 'app://dispatch/index.html'))).toBe(true);
    expect(isAppSender(top('app://dispatch', 'app://dispatch/index.html#/listings?from=RO'))).toBe(true);
  });

  it.each([
    ['a web page', top('https://attacker.example', 'https://attacker.example/')],
    ['a file:// page', top('null', 'file:///home/user/index.html')],
    ['another app:// host', top('app://other', 'app://other/index.html')],
    ['an origin that lies about its URL', top('app://dispatch', 'https://attacker.example/')],
    ['a URL that lies about its origin', top('https://attacker.example', 'app://dispatch/index.html')],
    ['an opaque origin', top('null', 'app://dispatch/index.html')],
    ['about:blank', top('app://dispatch', 'about:blank')],
  ])('refuses %s', (_case, frame) => {
    expect(isAppSender(frame)).toBe(false);
  });

  it('refuses a subframe, even of the app, and a frame that is gone', () => {
    const parent = top('app://dispatch', 'app://dispatch/index.html');
    expect(isAppSender({ origin: 'app://dispatch', url: 'app://dispatch/index.html', parent })).toBe(false);
    expect(isAppSender(null)).toBe(false);
    expect(isAppSender(undefined)).toBe(false);
  });
});
