/**
 * Every message catalog of the app in both languages at once, for tests (renderer/test/setup.ts, the
 * catalogs' own checks): the app itself loads one language's catalogs at a time
 * (renderer/i18n/i18n.ts). Namespaces and how to add one: renderer/i18n/namespaces.ts.
 */
import { catalogs as en } from './languages/en';
import { catalogs as ro } from './languages/ro';

/** The catalogs by language, then namespace. */
export const resources = { en, ro };
