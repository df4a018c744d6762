/**
 * The app's two languages and the `Intl` locale each formats with: Romanian as written in Romania
 * (`ro-RO`: `1.590 EUR`, `12 oct. 2026`) and English as written in the UK and the EU (`en-GB`:
 * `1,590 EUR`, `12 Oct 2026`).
 */

/** The languages the app speaks, in menu order. */
export const APP_LANGUAGES = ['en', 'ro'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

/** The `Intl` locale of each language. */
const INTL_LOCALES: Record<AppLanguage, string> = { en: 'en-GB', ro: 'ro-RO' };

/**
 * The app language for a BCP 47 tag from the OS, the browser or a saved choice: any `ro` tag
 * (`ro`, `ro-RO`, `ro-MD`) is Romanian, anything else (or nothing) is English.
 */
export function toAppLanguage(tag: string | null | undefined): AppLanguage {
  return tag && /^ro(?:[-_]|$)/i.test(tag.trim()) ? 'ro' : 'en';
}

/** The `Intl` locale for a language tag (`ro…` -> `ro-RO`, else `en-GB`). */
export function intlLocale(tag: string | null | undefined): string {
  return INTL_LOCALES[toAppLanguage(tag)];
}
