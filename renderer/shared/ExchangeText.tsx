import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './exchangeText.css';

/** Props of ExchangeText. */
export interface ExchangeTextProps {
  /** The exchange's own words, shown as they came (a listing's description, a vehicle's note). */
  text: string;
  /**
   * The BCP 47 language of `text` when the exchange says it (`ro`, `en`), else absent: the API gives
   * none today (shared/api/v1.json: `Listing.description`, `Vehicle.note` are bare strings), and a
   * guessed or `und` tag would mislead a screen reader more than none.
   */
  lang?: string;
}

/**
 * Free text that comes from the exchange, written by whoever published the listing or the vehicle
 * (in Romanian, English or another language), shown inside a marked block: a small label, "From the
 * exchange" ("Textul bursei"), and the text quoted as it came (`<figure>` named by its caption, the text
 * in a `<blockquote data-exchange-text>`), so that a reader knows it is not the app's translation
 * (docs/style-ro.md). e2e/language.spec.ts exempts the quoted text, and only it, from the Romanian
 * walk's hunt for English.
 */
export function ExchangeText({ text, lang }: ExchangeTextProps) {
  const { t } = useTranslation('common');
  const labelId = useId();
  return (
    <figure className="exchange-text" aria-labelledby={labelId}>
      <figcaption id={labelId} className="exchange-text-label">
        {t('exchangeText.label')}
      </figcaption>
      <blockquote className="exchange-text-body" data-exchange-text="" lang={lang}>
        {text}
      </blockquote>
    </figure>
  );
}
