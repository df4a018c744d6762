/**
 * Query keys of every keyset list (docs/api.md §Lists and cursors): one prefix, `['list']`, so a
 * session change can reset every list at once without knowing any of them. The cursor pages are their
 * own family, apart from the resources' `xxxKeys` factories (plural root, `[root, 'detail', id]`,
 * `[root, 'list', params]`): docs/architecture.md §Query keys.
 *
 *   ['list', <listName>]                                  every page of one list
 *   ['list', <listName>, 'page', <filters>, <cursor>]     one page (cursor null: page 1)
 */
import type { QueryKey } from '@tanstack/react-query';

/** The first element of every list page's query key. */
export const LIST_KEY_ROOT = 'list';

/** The key of every page of list `name`. */
export function listKey(name: string) {
  return [LIST_KEY_ROOT, name] as const;
}

/** The key of one page: the list, its filters and the cursor that reads it (null for page 1). */
export function listPageKey<F>(name: string, filters: F, cursor: string | null) {
  return [LIST_KEY_ROOT, name, 'page', filters, cursor] as const;
}

/** True for the key of any list page (of any list). */
export function isListKey(key: QueryKey): boolean {
  return key[0] === LIST_KEY_ROOT;
}
