/**
 * Navigation and new windows (Electron security checklist: "disable or limit navigation", "disable or
 * limit creation of new windows", "verify webview options"): the app's page never leaves
 * `app://dispatch` (its routes are `#/...` hashes, which are not navigations), no frame navigates, no
 * window is created, no `<webview>` is attached. A link to the exchange's website (see
 * `website-links.ts`) opens in the system browser instead; any other is refused and logged (scheme and
 * host only).
 *
 * main.ts installs these guards on every web contents the app creates (`web-contents-created`).
 */
import { describeRefusedUrl } from './website-links';

/** The part of Electron's navigation events the guards use. */
export interface NavigationEvent {
  preventDefault(): void;
  url: string;
  isMainFrame?: boolean;
}

export interface NavigationGuardOptions {
  /** True for a URL of the exchange's website (`createWebsiteHosts().allows`: the configured hosts). */
  isWebsiteUrl(url: string): boolean;
  /** `shell.openExternal`. */
  openExternal(url: string): Promise<void>;
  /** Where refusals are written (default `console.warn`). */
  log?: (message: string) => void;
}

/** The listeners main.ts attaches to each web contents. */
export interface NavigationGuards {
  /**
   * `will-navigate`: always prevented; a website link opens in the system browser. In Electron it
   * follows `will-frame-navigate` only when that was not prevented, so with these guards it never
   * fires: a second line for a contents that has no frame guard.
   */
  willNavigate(event: NavigationEvent): void;
  /**
   * `will-frame-navigate`, which Electron emits first for any frame, and a prevented one ends the
   * navigation there (shell/browser/electron_navigation_throttle.cc): always prevented; the main
   * frame's website link opens in the system browser (else refused and logged), a subframe's is logged.
   */
  willFrameNavigate(event: NavigationEvent): void;
  /** `will-attach-webview`: always prevented (webviewTag is off too). */
  willAttachWebview(event: { preventDefault(): void }): void;
  /** `setWindowOpenHandler`: never a new window; a website link opens in the system browser. */
  windowOpen(details: { url: string }): { action: 'deny' };
}

/** Creates the guards. They never throw; a failed `openExternal` is logged. */
export function createNavigationGuards(options: NavigationGuardOptions): NavigationGuards {
  const log = options.log ?? console.warn;
  const openOrRefuse = (url: string, what: string) => {
    if (options.isWebsiteUrl(url)) {
      options.openExternal(url).catch((error: unknown) => {
        log(
          `Dispatch could not open ${describeRefusedUrl(url)} in the browser: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    } else {
      log(
        `Dispatch refused ${what} to ${describeRefusedUrl(url)}: only the exchange's website opens, in the browser.`,
      );
    }
  };
  return {
    willNavigate(event) {
      event.preventDefault();
      openOrRefuse(event.url, 'a navigation');
    },
    willFrameNavigate(event) {
      event.preventDefault();
      if (event.isMainFrame === false)
        log(`Dispatch refused a frame navigation to ${describeRefusedUrl(event.url)}.`);
      else openOrRefuse(event.url, 'a navigation');
    },
    willAttachWebview(event) {
      event.preventDefault();
      log('Dispatch refused to attach a <webview>.');
    },
    windowOpen({ url }) {
      openOrRefuse(url, 'a new window');
      return { action: 'deny' };
    },
  };
}
