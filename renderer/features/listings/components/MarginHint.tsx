import { useTranslation } from 'react-i18next';
import type { Listing } from '../../../../shared/api/types';
import { useLocale } from '../../../shared/format/useLocale';
import { marginWords } from '../model/cells';
import type { MarginMark } from '../model/margin';

/**
 * A margin's words (`marginWords`) as the UI shows them: the mark is in words, its class
 * (`margin-below|within|above`) only adds colour; "—" muted when there is no margin.
 */
export function MarginText({ text, mark }: { text: string; mark: MarginMark | null }) {
  return mark === null ? (
    <span className="muted">{text}</span>
  ) : (
    <span className={`margin margin-${mark}`}>{text}</span>
  );
}

/**
 * The listing's budget against its estimated cost, in words and % (../model/cells.ts `marginWords`):
 * "Below estimate −20%", "Within estimate +2%", "Above estimate +25%"; "—" when either figure is
 * missing.
 */
export function MarginHint({ listing }: { listing: Pick<Listing, 'budget' | 'estimatedCost'> }) {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  return <MarginText {...marginWords(listing, t, locale)} />;
}
