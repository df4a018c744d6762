/**
 * Renderer test setup (vitest.config.ts, project `renderer`): the app's i18n instance in English, so
 * tests assert the real English text of the catalogs. A test that needs Romanian switches with
 * `i18n.changeLanguage('ro')` and back.
 */
import { initI18n } from '../i18n/i18n';

initI18n('en');

// jsdom has no CSS.escape; react-aria uses it to find a collection's items by key.
if (typeof CSS === 'undefined' || typeof CSS.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
  Object.defineProperty(globalThis, 'CSS', {
    value: { ...(globalThis.CSS ?? {}), escape },
    configurable: true,
  });
}
