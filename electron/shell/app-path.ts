/**
 * An app path: a route inside Dispatch that a notification's click may open (docs/watch.md §On the desktop
 * "Clicking one opens the item"), such as `/inbox` or `/listings/FX-7K2M9Q?tab=offers`. The same rule as the
 * contract's `desktop.notify` path (shared/contract/activity.ts): it starts with one `/` (never `//`,
 * which a URL parser reads as another host), and holds only letters, digits and `/_.~%?=&-`. No
 * dependencies, so the preload can bundle it.
 */

/** The longest app path taken (the contract's bound). */
export const APP_PATH_MAX_LENGTH = 200;

const APP_PATH = /^\/(?!\/)[A-Za-z0-9/_.~%?=&-]*$/;

/** Whether `value` is an app path (see the file comment). */
export function isAppPath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= APP_PATH_MAX_LENGTH && APP_PATH.test(value);
}
