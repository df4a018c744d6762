import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * What a screen shows when it failed to render or to load (a bug, or a lazy screen's file that could
 * not load): one plain sentence, the technical detail in small print, and "Try again".
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('common');
  return (
    <div className="screen placeholder-screen">
      <h1 className="screen-title">{t('routeError.title')}</h1>
      <div role="alert" className="alert">
        <p>{t('error.unexpected')}</p>
        <p className="alert-detail">
          {t('error.details', { detail: error instanceof Error ? error.message : String(error) })}
        </p>
        <button type="button" onClick={reset}>
          {t('action.tryAgain')}
        </button>
      </div>
    </div>
  );
}
