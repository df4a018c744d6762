import { useTranslation } from 'react-i18next';

/** The My listings screen (loaded lazily by its route): a placeholder until the feature lands. */
export function MyListingsScreen() {
  const { t } = useTranslation('myListings');
  return (
    <div className="screen placeholder-screen">
      <h1 className="screen-title">{t('title')}</h1>
      <p>{t('comingNext')}</p>
    </div>
  );
}
