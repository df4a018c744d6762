/**
 * The estimator's form values (all text, as inputs hold them) and their conversion to the contract's
 * `CostEstimateInput` (shared/contract/costs.ts, docs/api.md §Cost estimate): empty inputs become
 * absent, the price is read in the UI language (`1.590,5` in ro, `1,590.5` in en), then
 * `costEstimateInputSchema` decides. `estimateErrorText` gives a field's problem in the UI language.
 */
import type { TFunction } from 'i18next';
import type { Place } from '../../../../shared/api/types';
import { z } from 'zod';
import type { CostEstimateInput } from '../../../../shared/contract/calls';
import { costEstimateInputSchema, PRICE_MAX } from '../../../../shared/contract/costs';
import { formatInteger } from '../../../../shared/format/numbers';
import { parseLocaleNumber } from '../../../shared/format/parseNumber';
import type { CostEstimateSearch } from './search';

/** The form's fields, each as its input gives it. */
const formFields = z.object({
  fromCountry: z.string(),
  from: z.string(),
  toCountry: z.string(),
  to: z.string(),
  vehicle: z.string(),
  category: z.string(),
  price: z.string(),
  currency: z.string(),
});

/** What the form holds: every field as its input gives it. */
export type EstimateFormValues = z.infer<typeof formFields>;

/** The names of the form's fields. */
export type EstimateField = keyof EstimateFormValues;

/** The issue message of a price that is not a number in the UI language. */
const NOT_A_NUMBER = 'not_a_number';

/** The fields sent as their text (trimmed; left out when empty): all but the price. */
const TEXT_FIELDS = ['fromCountry', 'toCountry', 'from', 'to', 'vehicle', 'category', 'currency'] as const;

/** Romania: where a new estimate starts from (Dispatch is made for Romanian carriers). */
const DEFAULT_FROM_COUNTRY = 'RO';

/**
 * Form values -> CostEstimateInput, reading the price in `locale` (`ro-RO` or `en-GB`). Issues carry
 * the form field's path, so each message shows next to its input. For react-hook-form's zodResolver.
 */
export function estimateFormSchema(locale: string) {
  return formFields
    .transform((form, ctx) => {
      const input: Record<string, unknown> = {};
      for (const key of TEXT_FIELDS) {
        const value = form[key].trim();
        if (value !== '') input[key] = value;
      }
      const price = form.price.trim();
      if (price !== '') {
        const number = parseLocaleNumber(price, locale);
        if (number === null) ctx.addIssue({ code: 'custom', path: ['price'], message: NOT_A_NUMBER });
        else input.price = number;
      }
      return input;
    })
    .pipe(costEstimateInputSchema);
}

/** The form showing `search` (the URL's fields); a missing start country is Romania, currency EUR. */
export function toEstimateFormValues(search: CostEstimateSearch, locale: string): EstimateFormValues {
  return {
    fromCountry: search.fromCountry ?? DEFAULT_FROM_COUNTRY,
    from: search.from ?? '',
    toCountry: search.toCountry ?? '',
    to: search.to ?? '',
    vehicle: search.vehicle ?? '',
    category: search.category ?? '',
    price:
      search.price === undefined
        ? ''
        : new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(
            search.price,
          ),
    currency: search.currency ?? 'EUR',
  };
}

/**
 * The URL's fields as a complete estimate input, or null when they do not make one (no countries). A
 * place with its slug (`fromSlug`, `toSlug`: picked from the look-up) is sent by the slug.
 */
export function estimateInputOf(search: CostEstimateSearch): CostEstimateInput | null {
  const { fromSlug, toSlug, routeKm: _routeKm, ...fields } = search;
  const parsed = costEstimateInputSchema.safeParse({
    ...fields,
    ...(fromSlug !== undefined && fields.from !== undefined ? { from: fromSlug } : {}),
    ...(toSlug !== undefined && fields.to !== undefined ? { to: toSlug } : {}),
  });
  return parsed.success ? parsed.data : null;
}

/** A place picked from the look-up, as the estimator keeps it: the exchange's own Place. */
type PickedPlace = Pick<Place, 'city' | 'country' | 'slug'> | null;

/**
 * The slugs to keep beside a new input's place names (`fromSlug`, `toSlug`): for each end whose name is
 * the place picked from the look-up (same city and country), that place's slug; else, when the name
 * and country are the ones the URL showed, the URL's slug; else none (a typed name is sent as typed).
 */
export function placeSlugsOf(
  input: Pick<CostEstimateSearch, 'from' | 'to' | 'fromCountry' | 'toCountry'>,
  picked: { from: PickedPlace; to: PickedPlace },
  shown: CostEstimateSearch,
): Pick<CostEstimateSearch, 'fromSlug' | 'toSlug'> {
  const slugOf = (side: 'from' | 'to'): string | undefined => {
    const name = input[side];
    const country = side === 'from' ? input.fromCountry : input.toCountry;
    if (name === undefined) return undefined;
    const place = picked[side];
    if (place && place.city === name && place.country === country) return place.slug;
    const shownCountry = side === 'from' ? shown.fromCountry : shown.toCountry;
    return shown[side] === name && shownCountry === country ? shown[`${side}Slug`] : undefined;
  };
  const fromSlug = slugOf('from');
  const toSlug = slugOf('to');
  return { ...(fromSlug ? { fromSlug } : {}), ...(toSlug ? { toSlug } : {}) };
}

/** A field's problem (zod issue `code` and `message`) as a sentence of the `costEstimate` catalog. */
export function estimateErrorText(
  field: EstimateField,
  code: string | undefined,
  message: string | undefined,
  t: TFunction<'costEstimate'>,
  locale: string,
): string {
  if (field === 'fromCountry' || field === 'toCountry') return t('form.errors.country');
  if (field === 'price') {
    if (message === NOT_A_NUMBER) return t('form.errors.priceNumber');
    if (code === 'too_small' || code === 'too_big') {
      return t('form.errors.priceRange', { max: formatInteger(PRICE_MAX, locale) });
    }
  }
  return t('form.errors.invalid');
}
