/**
 * The last search params of each screen, so the navigation takes the user back to the search they
 * left (Listings -> Free vehicles -> Listings keeps the listing filters). Kept in memory for the
 * window's life; updated after every navigation (renderer/app/Shell.tsx). Features read it to link
 * into another screen without losing that screen's search: an offer's listing link opens the listing
 * beside the Listings search the user left, never an empty one.
 */

const lastSearch = new Map<string, Record<string, unknown>>();

/** The screen a path belongs to: its first segment (`/listings/FX-7K2M9Q` -> `/listings`). */
export function screenOf(pathname: string): string {
  return `/${pathname.split('/').filter(Boolean)[0] ?? ''}`;
}

/** Remembers the search params of the location just shown. */
export function rememberSearch(pathname: string, search: Record<string, unknown>): void {
  lastSearch.set(screenOf(pathname), search);
}

/** The search params the screen `to` last had (empty when never shown). */
export function recallSearch(to: string): Record<string, unknown> {
  return lastSearch.get(screenOf(to)) ?? {};
}
