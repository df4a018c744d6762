/**
 * The map's strings (namespace `map`, renderer/i18n/locales/<lang>/map.json) come with the map's own
 * chunks, not with the app's first JavaScript (docs/map.md §Offline and light: the initial JavaScript
 * does not grow). Importing this module adds them to i18next for both languages, once.
 */
import i18next from 'i18next';
import en from '../../i18n/locales/en/map.json';
import ro from '../../i18n/locales/ro/map.json';

/** The map's namespace. */
export const MAP_NS = 'map';

if (!i18next.hasResourceBundle('en', MAP_NS)) {
  i18next.addResourceBundle('en', MAP_NS, en);
  i18next.addResourceBundle('ro', MAP_NS, ro);
}
