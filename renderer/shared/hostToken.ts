/**
 * The browser host's per-launch token, on the page's side (the server's side is
 * electron/browser-host/token.ts). As Jupyter does it: the address the host prints carries
 * `?token=<hex>`; the page takes it from `location.search`, keeps it in `sessionStorage` (a reload of
 * this tab keeps working, another tab or site never sees it) and removes it from the address bar at
 * once (`history.replaceState`, the `#/...` route and the router's history state kept), so it is neither
 * bookmarked nor shown. `transport.ts` sends it as `X-Dispatch-Token` on every `/rpc` call; the host
 * refuses a call without it (403). Unused in Electron, whose calls go over IPC.
 *
 * Importing this module captures the token (the transport imports it when the app starts, before the
 * router reads the address).
 */

/** Where the token is kept for this tab. */
const STORAGE_KEY = 'dispatch.hostToken';

/** The form the host gives (hex, >= 128 bits); anything else in `?token=` is dropped, never sent. */
const TOKEN_FORM = /^[0-9a-f]{32,}$/i;

/** The token this page took from its address (the freshest; also kept when storage is refused). */
let remembered: string | null = null;

/** The session storage, or null where the browser refuses it (storage off). */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Takes `?token=` out of the address (keeping the path, other parameters and the `#/...` route) and
 * keeps a well-formed one in session storage. Returns the token of this tab: the one just taken, else
 * the one kept earlier, else null.
 */
export function captureHostToken(): string | null {
  const url = new URL(window.location.href);
  const given = url.searchParams.get('token');
  if (given !== null) {
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (TOKEN_FORM.test(given)) {
      try {
        storage()?.setItem(STORAGE_KEY, given);
      } catch {
        // storage full or refused: the token still works for this page's life
      }
      remembered = given;
      return given;
    }
  }
  return hostToken();
}

/** This tab's token, or null when the page was opened without one (the host then answers 403). */
export function hostToken(): string | null {
  if (remembered !== null) return remembered;
  try {
    return storage()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

if (typeof window !== 'undefined' && window.location) captureHostToken();
