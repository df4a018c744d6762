/**
 * What the first screen needs, asked for before the rest of the entry's modules have run
 * (docs/benchmarks.md §The cold load of Listings): the routes' loaders, the results table's import and
 * i18next would each ask only after them (or late among them).
 *
 * - The first reads, through the transport (`sendEarly`, renderer/shared/transport.ts): each answer is
 *   kept for the loader's own call of the same name and input, which then sends nothing. No read is
 *   sent twice, so the exchange's limits pay nothing for it. Only what the loaders will surely ask is
 *   sent: the session (every route's root loader), and page 1 of Listings when the app opens on
 *   Listings with no filter (the start, `#/` or `#/listings`). ./firstScreen.test.ts runs the real
 *   routes' loaders and fails if they would ask something else.
 * - The results table's chunk, when the app opens on Listings (the same module
 *   ../features/listings/components/ListingsScreen.tsx imports: one request).
 * - The catalogs of the language the UI starts in (../i18n/catalogChunks.ts `likelyLanguage`, the rule
 *   i18next starts with).
 *
 * This module imports only the transport and the catalogs' chunk list, so that it can run before
 * everything else but ../csp.ts (./beginFirstScreen.ts, imported right after it by ../main.tsx).
 */
import type { CallInput, CallName } from '../../shared/contract/calls';
import { LANGUAGE_CATALOGS, likelyLanguage } from '../i18n/catalogChunks';
import { sendEarly } from '../shared/transport';

/** One read: a contract call's name and its input. */
type FirstRead = { [N in CallName]: { name: N; input: CallInput<N> } }[CallName];

/** The addresses (`location.hash`) that open on Listings with no filter. */
const PLAIN_LISTINGS: ReadonlySet<string> = new Set(['', '#', '#/', '#/listings']);

/** Whether the address `hash` (`location.hash`) opens on Listings (filtered, or with a listing open). */
export function opensOnListings(hash: string): boolean {
  return PLAIN_LISTINGS.has(hash) || /^#\/listings(?:[/?]|$)/.test(hash);
}

/** The reads the routes' loaders will send first for the address `hash` (`location.hash`, `#` included). */
export function firstReadsFor(hash: string): FirstRead[] {
  const reads: FirstRead[] = [{ name: 'session.get', input: {} }];
  if (PLAIN_LISTINGS.has(hash)) {
    reads.push({ name: 'listings.search', input: { filters: {}, cursor: null } });
  }
  return reads;
}

/**
 * Asks now for what the first screen of the address `hash` needs (see the module's note). A chunk
 * that fails to load here fails the same way where the app imports it, which says so there.
 */
export function beginFirstScreen(hash: string): void {
  for (const read of firstReadsFor(hash)) sendEarly(read.name, read.input as never);
  const ignore = () => undefined;
  // the inside, not the front door: the door is in the entry's chunk, this asks for the table's own chunk
  if (opensOnListings(hash)) import('../features/listings/components/ListingsTable').catch(ignore);
  LANGUAGE_CATALOGS[likelyLanguage()]().catch(ignore);
}
