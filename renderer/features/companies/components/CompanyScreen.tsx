import { useTranslation } from 'react-i18next';

/** The Company screen (loaded lazily by its route): a placeholder until the feature lands. */
export function CompanyScreen() {
  const { t } = useTranslation('companies');
  return (
    <div className="screen placeholder-screen">
      <h1 className="screen-title">{t('title')}</h1>
      <p>{t('comingNext')}</p>
    </div>
  );
}
