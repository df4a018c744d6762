import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeTransport } from '../../test/fakeTransport';
import { useNetworkToWatch } from './useNetworkToWatch';

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

describe('useNetworkToWatch', () => {
  it("tells the watch the page's network state on mount and on every online or offline event", async () => {
    const fake = installFakeTransport({ 'watch.online': () => ({ state: 'idle' }) });
    restore = fake.restore;
    const told = () => fake.calls.filter((c) => c.name === 'watch.online').map((c) => c.input);
    const { unmount } = renderHook(() => useNetworkToWatch());
    expect(told()).toEqual([{ online: window.navigator.onLine }]);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(told().slice(1)).toEqual([{ online: false }, { online: true }]);
    unmount();
    window.dispatchEvent(new Event('offline'));
    expect(told()).toHaveLength(3);
  });
});
