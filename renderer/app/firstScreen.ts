/**
 * What the first screen needs, asked for before the app's modules have run (docs/benchmarks.md §The
 * cold load of Listings): the entry's modules take 180–300 ms to run, and the routes' loaders, the
 * results table's import and i18next would each ask only after them (or late among them).
 *
 * - The first reads, through the transport (`sendEarly`, renderer/shared/transport.ts): each answer is
 *   kept for the loader's own call of the same name and input, which then sends nothing. No read is
 *   sent twice, so the exchange's limits pay nothing for it. Only what the loaders will surely ask is
 *   sent: the session (every route's root loader), and page 1 of Listings when the app opens on
 *   Listings with no filter (the start, `#/` or `#/listings`). ./firstScreen.test.ts runs the real
 *   routes' loaders and fails if they would ask something else.
 * - The results table's chunk is not asked for here: the entry preloads it with the app's chunks, after
 *   the early paint (./early/preloadApp.ts). An `import()` would also run it, and with it the app's
 *   chunk it imports, before the early paint (./early/paintEarly.ts) could show page 1.
 * - The catalogs of the language the UI starts in (../i18n/catalogChunks.ts `likelyLanguage`, the rule
 *   i18next starts with).
 *
 * This module imports only the transport and the catalogs' chunk list, so that it can run before
 * everything else (./beginFirstScreen.ts, imported first by ../main.tsx).
 */
import type { CallInput, CallName } from '../../shared/contract/calls';
import { LANGUAGE_CATALOGS, likelyLanguage } from '../i18n/catalogChunks';
import { sendEarly } from '../shared/transport';

/** One read: a contract call's name and its input. */
type FirstRead = { [N in CallName]: { name: N; input: CallInput<N> } }[CallName];

/** The addresses (`location.hash`) that open on Listings with no filter. */
const PLAIN_LISTINGS: ReadonlySet<string> = new Set(['', '#', '#/', '#/listings']);

/** The input of page 1 of Listings with no filter: the first read of a plain start. */
export const FIRST_LISTINGS_PAGE: CallInput<'listings.search'> = { filters: {}, cursor: null };

/** Whether the address `hash` (`location.hash`) opens on Listings with no filter and nothing open. */
export function opensOnPlainListings(hash: string): boolean {
  return PLAIN_LISTINGS.has(hash);
}

/** Whether the address `hash` (`location.hash`) opens on Listings (filtered, or with a listing open). */
export function opensOnListings(hash: string): boolean {
  return PLAIN_LISTINGS.has(hash) || /^#\/listings(?:[/?]|$)/.test(hash);
}

/** The reads the routes' loaders will send first for the address `hash` (`location.hash`, `#` included). */
export function firstReadsFor(hash: string): FirstRead[] {
  const reads: FirstRead[] = [{ name: 'session.get', input: {} }];
  if (opensOnPlainListings(hash)) {
    reads.push({ name: 'listings.search', input: FIRST_LISTINGS_PAGE });
  }
  return reads;
}

/**
 * Asks now for what the first screen of the address `hash` needs (see the module's note). A chunk
 * that fails to load here fails the same way where the app imports it, which says so there.
 */
export function beginFirstScreen(hash: string): void {
  for (const read of firstReadsFor(hash)) sendEarly(read.name, read.input as never);
  LANGUAGE_CATALOGS[likelyLanguage()]().catch(() => undefined);
}
