import { useEffect } from 'react';
import { call } from '../transport';

/**
 * Tells the watch whether the page is online (shared/contract/activity.ts `watch.online`;
 * docs/watch.md "The budget": offline, the watch starts no read; back online, one catch-up pass):
 * `navigator.onLine` once when mounted, then on every `online` and `offline` event of `target`
 * (default `window`). A failed call is dropped: the next event says it again.
 */
export function useNetworkToWatch(target: Window = window): void {
  useEffect(() => {
    const tell = (online: boolean) => void call('watch.online', { online }).catch(() => undefined);
    const listening = new AbortController();
    const { signal } = listening;
    tell(target.navigator.onLine);
    target.addEventListener('online', () => tell(true), { signal });
    target.addEventListener('offline', () => tell(false), { signal });
    return () => listening.abort();
  }, [target]);
}
