import type { i18n as I18n } from 'i18next';
import type { ListingCellWords } from '../features/listings/model/cells';
import { listingFormat } from '../features/listings/model/format';
import { intlLocale, type AppLanguage } from '../shared/format/locale';
import { vocabLabels } from '../shared/vocab/labels';

/**
 * The listings table's cell words in `language`, as the table has them (its formats, the `listings`
 * catalog, the vocabulary, the language's `Intl` locale), from an i18next instance that has its
 * catalogs (the tests' setup).
 */
export function listingCellWords(i18n: Pick<I18n, 'getFixedT'>, language: AppLanguage): ListingCellWords {
  const t = i18n.getFixedT(language, 'listings');
  const locale = intlLocale(language);
  return { format: listingFormat(t, vocabLabels(i18n.getFixedT(language, 'vocab')), locale), t, locale };
}
