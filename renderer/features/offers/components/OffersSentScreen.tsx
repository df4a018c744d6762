import { useTranslation } from 'react-i18next';

/** The Offers sent screen (loaded lazily by its route): a placeholder until the feature lands. */
export function OffersSentScreen() {
  const { t } = useTranslation('offers');
  return (
    <div className="screen placeholder-screen">
      <h1 className="screen-title">{t('sentTitle')}</h1>
      <p>{t('comingNext')}</p>
    </div>
  );
}
