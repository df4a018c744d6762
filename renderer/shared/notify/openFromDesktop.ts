/**
 * A click on one of the desktop app's notifications opens its item (docs/watch.md §In the renderer): main
 * sends the notice's path to the renderer, which the preload hands over through `window.dispatch.onOpenPath`
 * (renderer/global.d.ts). In the browser host there is no such bridge: web notifications call `open`
 * themselves (./deliver.ts).
 */
import { useEffect } from 'react';

/** Only app paths are opened (`/offers/…`, never `//host`), as `desktop.notify` accepts them. */
const APP_PATH = /^\/(?!\/)[A-Za-z0-9/_.~%?=&-]*$/;

/** Calls `open(path)` for each path the desktop app sends while mounted (`open`: a stable callback). */
export function useOpenFromDesktop(open: (path: string) => void): void {
  useEffect(() => {
    const subscribe = window.dispatch?.onOpenPath;
    if (!subscribe) return;
    return subscribe((path) => {
      if (typeof path === 'string' && APP_PATH.test(path)) open(path);
    });
  }, [open]);
}
