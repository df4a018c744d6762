/**
 * The sentence for a 404 `not_found` of the cost estimate (docs/api.md §Cost estimate: `from`/`to`
 * match a place within the given country; no match is 404): it names the place the exchange does not
 * know, e.g. "The exchange does not know the place “Xyz” in Romania".
 */
import type { TFunction } from 'i18next';
import type { CostEstimateInput } from '../../../../shared/contract/calls';
import type { AppError } from '../../../../shared/contract/errors';
import { countryName } from '../../../shared/format/countries';

/**
 * Which end was unknown: the one whose name the API's message quotes; when only one place was given,
 * that one; when no place was given, the country itself is not covered. Both named when it can't tell.
 */
export function notFoundText(
  error: AppError,
  input: CostEstimateInput,
  t: TFunction<'costEstimate'>,
  locale: string,
): string {
  const ends = [
    { place: input.from, country: input.fromCountry },
    { place: input.to, country: input.toCountry },
  ];
  const named = ends.filter((end) => end.place !== undefined && end.place !== '');
  const sentence = (end: { place?: string; country: string }) =>
    t('result.unknownPlace', { place: end.place, country: countryName(end.country, locale) });
  if (named.length === 0) {
    const country = error.message.includes(input.toCountry) ? input.toCountry : input.fromCountry;
    return t('result.unknownCountry', { country: countryName(country, locale) });
  }
  const quoted = named.filter((end) => error.message.includes(`"${end.place}"`));
  const [only] = quoted.length === 1 ? quoted : named.length === 1 ? named : [];
  if (only) return sentence(only);
  return t('result.unknownEither', {
    from: input.from,
    fromCountry: countryName(input.fromCountry, locale),
    to: input.to,
    toCountry: countryName(input.toCountry, locale),
  });
}
