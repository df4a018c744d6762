import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNavigationGuards } from './navigation';
import { isExchangeWebsiteUrl } from './website-links';

const WEBSITE = 'https://www.exchange.example/web/listings/FX-AB12CD';

function setup(openExternal = vi.fn(async (_url: string) => {})) {
  const log = vi.fn();
  const guards = createNavigationGuards({
    isWebsiteUrl: (url) => isExchangeWebsiteUrl(url, new Set(['www.exchange.example'])),
    openExternal,
    log,
  });
  return { guards, log, openExternal };
}

const event = (url: string, isMainFrame = true) => ({ url, isMainFrame, preventDefault: vi.fn() });

describe('navigation guards', () => {
  it('never lets the page navigate; a website link opens in the browser instead', () => {
    const { guards, openExternal, log } = setup();
    const toWebsite = event(WEBSITE);
    guards.willNavigate(toWebsite);
    expect(toWebsite.preventDefault).toHaveBeenCalled();
    expect(openExternal).toHaveBeenCalledExactlyOnceWith(WEBSITE);

    const elsewhere = event('https://attacker.example/login?key=secret');
    guards.willNavigate(elsewhere);
    expect(elsewhere.preventDefault).toHaveBeenCalled();
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('https://attacker.example'));
    expect(log.mock.calls.flat().join('\n')).not.toContain('secret');
  });

  it('prevents every frame navigation and every webview; only the main frame opens a website link', () => {
    const { guards, openExternal, log } = setup();
    for (const e of [
      event('app://dispatch/index.html', false),
      event(WEBSITE, false),
      event(WEBSITE, true),
    ]) {
      guards.willFrameNavigate(e);
      expect(e.preventDefault).toHaveBeenCalled();
    }
    expect(openExternal).toHaveBeenCalledExactlyOnceWith(WEBSITE);
    const webview = { preventDefault: vi.fn() };
    guards.willAttachWebview(webview);
    expect(webview.preventDefault).toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('webview'));
  });

  it.each([
    [WEBSITE, true],
    ['http://www.exchange.example/web/listings/FX-AB12CD', false],
    ['https://attacker.example/', false],
    ['file:///etc/passwd', false],
    ['javascript:alert(1)', false],
    ['app://dispatch/index.html', false],
  ])('never opens a window; %s opens in the browser: %s', (url, opens) => {
    const { guards, openExternal } = setup();
    expect(guards.windowOpen({ url })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(opens ? 1 : 0);
  });

  it('logs a browser that could not open the page, without throwing', async () => {
    const { guards, log } = setup(vi.fn(async () => Promise.reject(new Error('no browser'))));
    expect(guards.windowOpen({ url: WEBSITE })).toEqual({ action: 'deny' });
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('no browser')));
  });
});

describe('navigation guards on a web contents as Electron runs them (the stub)', () => {
  afterEach(() => void vi.unstubAllEnvs());

  it("a website link clicked in the page opens in the browser, though 'will-navigate' never fires", async () => {
    vi.resetModules();
    vi.stubEnv('ELECTRON_STUB_MODE', 'boot');
    const stubPath = '../../build/electron-stub/electron.mjs';
    /* eslint-disable @typescript-eslint/no-explicit-any -- the stub is plain JavaScript, without types */
    const { app, BrowserWindow } = (await import(/* @vite-ignore */ stubPath)) as any;
    await app.whenReady();
    const contents = new BrowserWindow({ show: false }).webContents as any;
    /* eslint-enable @typescript-eslint/no-explicit-any */
    const { guards, openExternal } = setup();
    // as electron/main.ts attaches them to every web contents
    const seen: string[] = [];
    contents.on('will-navigate', (e: Parameters<typeof guards.willNavigate>[0]) => {
      seen.push('will-navigate');
      guards.willNavigate(e);
    });
    contents.on('will-frame-navigate', (e: Parameters<typeof guards.willFrameNavigate>[0]) => {
      seen.push('will-frame-navigate');
      guards.willFrameNavigate(e);
    });
    expect(contents.navigate(WEBSITE)).toBe('cancelled');
    expect(seen).toEqual(['will-frame-navigate']);
    expect(openExternal).toHaveBeenCalledExactlyOnceWith(WEBSITE);
    // a subframe's link stays refused and opens nothing
    expect(contents.navigate(WEBSITE, { isMainFrame: false })).toBe('cancelled');
    expect(openExternal).toHaveBeenCalledTimes(1);
  });
});
