import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../i18n/i18n';
import { APP_LANGUAGES, toAppLanguage, type AppLanguage } from '../shared/format/locale';

/**
 * The language menu of the navigation (react-aria `Menu`): English or Română, each named in its own
 * language; the choice applies at once and is remembered (renderer/i18n/i18n.ts).
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const current = toAppLanguage(i18n.resolvedLanguage ?? i18n.language);
  const names: Record<AppLanguage, string> = { en: t('language.en'), ro: t('language.ro') };
  return (
    <MenuTrigger>
      <Button className="language-button">{t('language.button', { language: names[current] })}</Button>
      <Popover placement="top start">
        <Menu
          aria-label={t('language.menuLabel')}
          className="language-menu"
          selectionMode="single"
          selectedKeys={[current]}
          onAction={(key) => void chooseLanguage(i18n, toAppLanguage(String(key)))}
        >
          {APP_LANGUAGES.map((language) => (
            <MenuItem key={language} id={language} lang={language} className="menu-item">
              {names[language]}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
