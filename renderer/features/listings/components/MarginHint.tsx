import { useTranslation } from 'react-i18next';
import type { Listing } from '../../../../shared/api/types';
import { NO_VALUE } from '../../../shared/format/numbers';
import { useLocale } from '../../../shared/format/useLocale';
import { marginOf } from '../model/margin';

/** One signed-percent format per locale (a table shows one per row; building one costs far more than using it). */
const percentFormats = new Map<string, Intl.NumberFormat>();

/** A signed whole percentage in `locale`: "+25%", "−20%", "0%". */
export function formatSignedPercent(diffPercent: number, locale: string): string {
  let percent = percentFormats.get(locale);
  if (!percent) {
    percent = new Intl.NumberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: 0,
      signDisplay: 'exceptZero',
    });
    percentFormats.set(locale, percent);
  }
  return percent.format(diffPercent / 100);
}

/**
 * The listing's budget against its estimated cost, in words and % (`marginOf`): "Below estimate
 * −20%", "Within estimate +2%", "Above estimate +25%"; "—" when either figure is missing. The mark is
 * in words, its class (`margin-below|within|above`) only adds colour.
 */
export function MarginHint({ listing }: { listing: Pick<Listing, 'budget' | 'estimatedCost'> }) {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  const margin = marginOf(listing.budget, listing.estimatedCost);
  if (!margin) return <span className="muted">{NO_VALUE}</span>;
  const percent = formatSignedPercent(margin.diffPercent, locale);
  const text =
    margin.mark === 'below'
      ? t('margin.below', { percent })
      : margin.mark === 'above'
        ? t('margin.above', { percent })
        : t('margin.within', { percent });
  return <span className={`margin margin-${margin.mark}`}>{text}</span>;
}
