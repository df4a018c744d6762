import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** A URL that names no screen (an old bookmark): says so and links to Listings. */
export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <div className="screen placeholder-screen">
      <h1 className="screen-title">{t('notFound.title')}</h1>
      <p>
        <Link to="/listings">{t('notFound.toListings')}</Link>
      </p>
    </div>
  );
}
