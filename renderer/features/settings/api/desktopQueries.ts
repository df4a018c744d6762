/**
 * The desktop app's settings and update (shared/contract/desktop.ts; docs/watch.md §The tray and closing
 * the window, docs/packaging.md §Updates). Nothing polls: each is read when Settings mounts and again
 * when the window regains focus (react-query's default), and a change answers the settings as saved.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/transport';

/** The query keys of the desktop's reads. */
export const desktopKeys = {
  settings: () => ['desktop', 'settings'] as const,
  update: () => ['desktop', 'update'] as const,
};

/** The query-options factory of the desktop's reads. */
export const desktopQueries = {
  /** `desktop.settings`; never retried (a host without a desktop answers it at once). */
  settings: () =>
    queryOptions({
      queryKey: desktopKeys.settings(),
      queryFn: ({ signal }) => call('desktop.settings', {}, { signal }),
      retry: false,
    }),
  /** `update.status`, read again when the window regains focus. */
  update: () =>
    queryOptions({
      queryKey: desktopKeys.update(),
      queryFn: ({ signal }) => call('update.status', {}, { signal }),
      retry: false,
    }),
};
