/**
 * Parts of a screen that nobody needs to start reading (the language menu, the new-offer count, "Save
 * this search", "Truck at") load only once the app's first reads are done. Until then their chunks
 * would compete with the first page's call for the browser's six connections to the host and for the
 * main thread: on a cold load of Listings that held the first rows back (docs/benchmarks.md §The cold
 * load of Listings). Each such part is `lazyAfterFirstReads(...)` instead of `React.lazy(...)`, and the
 * shell (`renderer/app/App.tsx`) calls `releaseAfterFirstReads(client)` once.
 */
import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The longest the parts wait, ms, should a first read hang (they then load anyway). */
const FIRST_READS_WAIT_MS = 3_000;
/** The longest the parts then wait for an idle moment, ms. */
const IDLE_WAIT_MS = 500;

let release: () => void = () => undefined;
let released = false;
const firstReadsDone = new Promise<void>((resolve) => {
  release = () => {
    released = true;
    resolve();
  };
});

/**
 * `React.lazy(load)`, except that `load` starts only after the first reads (see the module's note);
 * the component is the module's export `name` (its default export when left out). A chunk that fails
 * to load rejects as with `React.lazy`: the nearest error boundary shows it.
 */
// `any` props, as React.lazy's own signature has them: a component of any props may be loaded
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyAfterFirstReads<M extends Record<K, ComponentType<any>>, K extends string = 'default'>(
  load: () => Promise<M>,
  name = 'default' as K,
): LazyExoticComponent<M[K]> {
  return lazy(() => firstReadsDone.then(load).then((module) => ({ default: module[name] })));
}

/**
 * Lets the waiting parts load once `client` has read something and nothing is being read any more, or
 * after `waitMs` (ms) at the latest, whichever comes first; then at the page's next idle moment (at
 * most 500 ms later), so that what was read is on screen first. Once released, it stays released for the
 * page's life (later calls do nothing). Returns a function that stops watching (the release then
 * waits for a later call).
 */
export function releaseAfterFirstReads(client: QueryClient, waitMs = FIRST_READS_WAIT_MS): () => void {
  if (released) return () => undefined;
  let sawRead = client.isFetching() > 0;
  const check = () => {
    if (client.isFetching() > 0) sawRead = true;
    else if (sawRead) done();
  };
  // a query's events arrive as its state changes; its fetch status is settled a microtask later
  const unsubscribe = client.getQueryCache().subscribe(() => queueMicrotask(check));
  const timer = setTimeout(() => done(), waitMs);
  const stop = () => {
    unsubscribe();
    clearTimeout(timer);
  };
  function done() {
    stop();
    // and once the page is idle: the answers are rendered (the first rows painted) before any part's
    // chunk is fetched and run
    if (typeof requestIdleCallback === 'function') requestIdleCallback(release, { timeout: IDLE_WAIT_MS });
    else setTimeout(release, 0);
  }
  return stop;
}
