/**
 * The app's i18n instance in English for the renderer's tests, with every catalog of both languages
 * there from the start (the app loads a language's catalogs as a chunk: renderer/i18n/i18n.ts), so a
 * test asserts the real English text and switches with `i18n.changeLanguage('ro')` and back, nothing
 * to wait for. The setup of both renderer projects (vitest.config.ts): `renderer-model`'s alone, and
 * `renderer`'s through renderer/test/setup.ts.
 */
import { initI18n } from '../i18n/i18n';
import { resources } from '../i18n/resources';

void initI18n({ lng: 'en', resources });
