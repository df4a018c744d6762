import { useTranslation } from 'react-i18next';
import { useNotifyPermission } from './permission';
import './notify.css';

/**
 * "Turn on desktop notifications" (docs/watch.md §In the renderer) where the browser has not been asked yet:
 * a button that asks it on the user's click, never on load. After a refusal, a sentence saying where to allow
 * them. Renders nothing in the desktop app, once allowed, or where the browser has no notifications.
 */
export function NotifyPermission() {
  const { t } = useTranslation('activity');
  const { permission, ask } = useNotifyPermission();
  if (permission === 'default') {
    return (
      <div className="notify-permission">
        <p>{t('permission.why')}</p>
        <button type="button" onClick={() => void ask()}>
          {t('permission.turnOn')}
        </button>
      </div>
    );
  }
  if (permission === 'denied') {
    return <p className="notify-permission muted">{t('permission.denied')}</p>;
  }
  return null;
}
