/**
 * The screens of the left-hand navigation, in groups and in order. Labels are keys of the `common`
 * catalog (`nav.*`); each item's `to` is a route of ./router.tsx.
 */
import type { TFunction } from 'i18next';

/** A route the navigation links to. */
export type NavPath =
  | '/listings'
  | '/vehicles'
  | '/cost-estimate'
  | '/inbox'
  | '/desk/listings'
  | '/desk/vehicles'
  | '/offers/sent'
  | '/saved-searches'
  | '/activity'
  | '/notes'
  | '/events'
  | '/settings';

/** One navigation entry. */
export interface NavItem {
  to: NavPath;
  label: string;
}

/** A labelled group of entries (`label` null: a group without a heading). */
export interface NavGroup {
  id: 'find' | 'desk' | 'app';
  label: string | null;
  items: NavItem[];
}

/** The navigation groups in the UI language: Find work, My desk, then the app's own screens. */
export function navGroups(t: TFunction<'common'>): NavGroup[] {
  return [
    {
      id: 'find',
      label: t('nav.findWork'),
      items: [
        { to: '/listings', label: t('nav.listings') },
        { to: '/vehicles', label: t('nav.vehicles') },
        { to: '/cost-estimate', label: t('nav.costEstimate') },
      ],
    },
    {
      id: 'desk',
      label: t('nav.desk'),
      items: [
        { to: '/activity', label: t('nav.activity') },
        { to: '/inbox', label: t('nav.inbox') },
        { to: '/desk/listings', label: t('nav.myListings') },
        { to: '/desk/vehicles', label: t('nav.myVehicles') },
        { to: '/offers/sent', label: t('nav.offersSent') },
        { to: '/saved-searches', label: t('nav.savedSearches') },
        { to: '/notes', label: t('nav.notes') },
      ],
    },
    {
      id: 'app',
      label: null,
      items: [
        { to: '/events', label: t('nav.events') },
        { to: '/settings', label: t('nav.settings') },
      ],
    },
  ];
}
