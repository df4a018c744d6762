// @ts-check
/**
 * i18next-parser: the message catalogs (renderer/i18n/locales/<lang>/<namespace>.json) against the
 * keys the renderer's code uses.
 *   npm run i18n:check   fails (exit 1) on a key used in code but missing from a catalog of either
 *                        language (plural forms included: en _one/_other, ro _one/_few/_other), on
 *                        a catalog key no code uses, on unsorted catalogs, and on a key that is not a
 *                        string literal (`t(\`x.${y}\`)`: write each key out, see renderer/shared/vocab).
 *   npm run i18n:update  writes the catalogs: adds missing keys (empty: fill them in), removes unused
 *                        ones, sorts. renderer/i18n/catalogs.test.ts then fails on any empty text.
 * Keys are found in `t('key')` calls; the namespace comes from `useTranslation('<ns>')` in the file,
 * an explicit `ns:key`, or `common` by default.
 */
export default {
  // shared/notify: the watch's sentences and notices, composed by the page and by the main process
  input: [
    'renderer/**/*.{ts,tsx}',
    'shared/notify/**/*.ts',
    '!renderer/**/*.test.{ts,tsx}',
    '!shared/**/*.test.ts',
    '!renderer/test/**',
  ],
  output: 'renderer/i18n/locales/$LOCALE/$NAMESPACE.json',
  locales: ['en', 'ro'],
  defaultNamespace: 'common',
  namespaceSeparator: ':',
  keySeparator: '.',
  pluralSeparator: '_',
  contextSeparator: '_',
  defaultValue: '',
  keepRemoved: false,
  createOldCatalogs: false,
  sort: true,
  indentation: 2,
  lineEnding: 'lf',
  verbose: false,
  lexers: {
    ts: [{ lexer: 'JavascriptLexer', functions: ['t'], namespaceFunctions: ['useTranslation', 'getFixedT'] }],
    tsx: [{ lexer: 'JsxLexer', functions: ['t'], namespaceFunctions: ['useTranslation', 'getFixedT'] }],
    default: ['JavascriptLexer'],
  },
};
