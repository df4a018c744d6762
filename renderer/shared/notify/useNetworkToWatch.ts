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
    const onOnline = () => tell(true);
    const onOffline = () => tell(false);
    tell(target.navigator.onLine);
    target.addEventListener('online', onOnline);
    target.addEventListener('offline', onOffline);
    return () => {
      target.removeEventListener('online', onOnline);
      target.removeEventListener('offline', onOffline);
    };
  }, [target]);
}
