import { useTranslation } from 'react-i18next';

/** The Saved searches screen (loaded lazily by its route): a placeholder until the feature lands. */
export function SavedSearchesScreen() {
  const { t } = useTranslation('savedSearches');
  return (
    <div className="screen placeholder-screen">
      <h1 className="screen-title">{t('title')}</h1>
      <p>{t('comingNext')}</p>
    </div>
  );
}
