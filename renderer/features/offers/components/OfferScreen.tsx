import { useTranslation } from 'react-i18next';

/** The Offer screen (loaded lazily by its route): a placeholder until the feature lands. */
export function OfferScreen() {
  const { t } = useTranslation('offers');
  return (
    <div className="screen placeholder-screen">
      <h1 className="screen-title">{t('offerTitle')}</h1>
      <p>{t('comingNext')}</p>
    </div>
  );
}
