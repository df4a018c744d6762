import { useTranslation } from 'react-i18next';

/**
 * Said up front when the OS keychain cannot be reached (`SessionInfo.key.keychainUnavailable`): no key
 * can be saved or read, and what to do about it on Linux and on macOS.
 */
export function KeychainWarning() {
  const { t } = useTranslation('settings');
  return (
    <div role="alert" className="alert keychain-warning">
      <p>
        <strong>{t('keychain.title')}</strong>
      </p>
      <p>{t('keychain.body')}</p>
      <ul>
        <li>{t('keychain.linux')}</li>
        <li>{t('keychain.macos')}</li>
        <li>{t('keychain.windows')}</li>
      </ul>
      <p>{t('keychain.after')}</p>
    </div>
  );
}
