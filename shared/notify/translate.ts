/**
 * A translate function over one message catalog, for a host without i18next (the main process: i18next
 * is kept out of app.asar, build/electron-builder.yml). It reads the catalogs as the renderer's
 * i18next does (renderer/i18n/i18n.ts): nested keys separated by `.`, plural forms by `_` and
 * `Intl.PluralRules` of the language (`offers_one`, `offers_few`, `offers_other`), `{{name}}`
 * interpolation without escaping (`interpolation.escapeValue: false`), and no fallback language.
 * docs/watch.md §On the desktop: main composes notifications in the UI's language from the same
 * catalogs as the page.
 */

/** A catalog as its JSON file holds it: strings, nested. */
export interface Catalog {
  [key: string]: string | Catalog;
}

/** What a translate function takes besides the key: interpolated values, `count` choosing the plural. */
export type TranslateOptions = Record<string, unknown> & { count?: number };

/** Translates `key`; a key the catalog lacks answers the key itself (as i18next does). */
export type Translate = (key: string, options?: TranslateOptions) => string;

function lookup(catalog: Catalog, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The translate function of `catalog` in `language` (a BCP 47 tag: `en`, `ro`). With a numeric
 * `count` the plural form of the language is tried first (`key_few`), then `key_other`, then `key`.
 */
export function catalogTranslator(catalog: Catalog, language: string): Translate {
  const plurals = new Intl.PluralRules(language);
  return (key, options = {}) => {
    const { count } = options;
    const text =
      (typeof count === 'number'
        ? (lookup(catalog, `${key}_${plurals.select(count)}`) ?? lookup(catalog, `${key}_other`))
        : undefined) ?? lookup(catalog, key);
    if (text === undefined) return key;
    return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
      Object.hasOwn(options, name) ? String(options[name]) : whole,
    );
  };
}
