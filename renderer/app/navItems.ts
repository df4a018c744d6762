/**
 * The screens of the left-hand navigation, in order. Labels are keys of the `common` catalog
 * (`nav.*`); each item's `to` is a route of ./router.tsx.
 */
import type { TFunction } from 'i18next';

/** One navigation entry. */
export interface NavItem {
  to: '/listings' | '/vehicles' | '/cost-estimate' | '/desk' | '/settings';
  label: string;
}

/** The navigation entries in the UI language. */
export function navItems(t: TFunction<'common'>): NavItem[] {
  return [
    { to: '/listings', label: t('nav.listings') },
    { to: '/vehicles', label: t('nav.vehicles') },
    { to: '/cost-estimate', label: t('nav.costEstimate') },
    { to: '/desk', label: t('nav.desk') },
    { to: '/settings', label: t('nav.settings') },
  ];
}
