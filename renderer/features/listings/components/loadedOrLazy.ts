import { lazy, type ComponentType } from 'react';

/**
 * The component `pick` takes of a chunk whose download has started (`chunk`, an `import()`), as
 * `component` (read at render): React.lazy until the chunk has arrived, then the component itself. React.lazy suspends on its
 * first render even when the chunk is already there, and React then holds the reveal back (about
 * 300 ms), which the first page or a click would pay. A chunk that failed: React.lazy rejects too, and
 * the route's error boundary says it.
 */
export function loadedOrLazy<M, P extends object>(
  chunk: Promise<M>,
  pick: (module: M) => ComponentType<P>,
): { readonly component: ComponentType<P> } {
  let loaded: ComponentType<P> | null = null;
  void chunk.then(
    (module) => {
      loaded = pick(module);
    },
    () => undefined,
  );
  const Lazy = lazy(() => chunk.then((module) => ({ default: pick(module) })));
  return {
    get component() {
      return loaded ?? Lazy;
    },
  };
}
