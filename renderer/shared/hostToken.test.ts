import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureHostToken, hostToken } from './hostToken';
import { call } from './transport';

const token = 'c0ffee'.repeat(6);

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('host token (browser host)', () => {
  it('takes ?token= from the address, keeps it for the tab and removes it, keeping the route', () => {
    window.history.replaceState({ key: 'router-state' }, '', `/?token=${token}#/listings?from=RO`);
    expect(captureHostToken()).toBe(token);
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/listings?from=RO');
    expect(window.history.state).toEqual({ key: 'router-state' });
    expect(window.sessionStorage.getItem('dispatch.hostToken')).toBe(token);
    expect(hostToken()).toBe(token);
  });

  it('keeps the other query parameters', () => {
    window.history.replaceState(null, '', `/?lang=ro&token=${token}#/`);
    captureHostToken();
    expect(window.location.search).toBe('?lang=ro');
    expect(window.location.hash).toBe('#/');
  });

  it('drops a token of the wrong form from the address without keeping it', () => {
    const before = hostToken();
    window.history.replaceState(null, '', '/?token=<script>#/');
    expect(captureHostToken()).toBe(before);
    expect(window.location.search).toBe('');
    expect(window.sessionStorage.getItem('dispatch.hostToken')).not.toBe('<script>');
  });

  it('a newer address token wins over the kept one', () => {
    window.history.replaceState(null, '', `/?token=${token}#/`);
    captureHostToken();
    const newer = 'ab'.repeat(20);
    window.history.replaceState(null, '', `/?token=${newer}#/`);
    expect(captureHostToken()).toBe(newer);
    expect(hostToken()).toBe(newer);
  });

  it('is sent as X-Dispatch-Token on a call', async () => {
    window.history.replaceState(null, '', `/?token=${token}#/`);
    captureHostToken();
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ ok: true, value: [] }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await call('events.types', {});
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['X-Dispatch-Token']).toBe(token);
  });

  it('turns a 403 into a message that says to open the printed address', async () => {
    vi.stubGlobal('fetch', async () => new Response('no', { status: 403 }));
    await expect(call('session.get', {})).rejects.toThrow(/HTTP 403: open the address it printed/);
  });
});
