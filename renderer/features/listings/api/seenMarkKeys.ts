/**
 * Query keys of the seen marks (`seen.unseen`, `seen.mark`; shared/contract/desk.ts), local to the app
 * (docs/watch.md §Seen and hidden loads; docs/architecture.md §Query keys). A mark belongs to a scope
 * (`opened`, `search:<id>`, ...):
 *
 *   ['seenMarks', scope]                           every read of one scope (what a mark invalidates)
 *   ['seenMarks', scope, ids]                      which of `ids` were marked in `scope`
 *   ['seenMarks', scope, 'run', run, ids]          one saved-search run's page (renderer/features/saved-searches)
 */
export const seenMarkKeys = {
  all: ['seenMarks'] as const,
  scope: (scope: string) => [...seenMarkKeys.all, scope] as const,
  of: (scope: string, ids: readonly string[]) => [...seenMarkKeys.scope(scope), [...ids]] as const,
  run: (scope: string, run: number, ids: readonly string[]) =>
    [...seenMarkKeys.scope(scope), 'run', run, [...ids]] as const,
};
