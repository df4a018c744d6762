/**
 * Every screen of the app, as the walkers (a11y.spec.ts, language.spec.ts) visit them. Each entry
 * opens its screen and waits until it shows what a user would see, in any UI language (so it finds
 * things by role and structure, never by English words).
 *
 * A new screen adds one entry here: a name, and `open` (usually `openScreen(page, '/<path>')` plus a
 * wait for its content, e.g. a grid with rows). Both walkers then cover it.
 */
import { expect, type Page } from '@playwright/test';
import { openApp } from './fixtures';

/** One screen to walk. */
export interface ScreenEntry {
  name: string;
  open: (page: Page) => Promise<void>;
}

/** Opens the app at `path` (demo host) and waits for the screen's single h1. */
export async function openScreen(page: Page, path: string): Promise<void> {
  await openApp(page, path);
  await expect(page.locator('main h1')).toHaveCount(1);
}

/** The listings grid's body rows (the first row holds the column headers). */
export function listingRows(page: Page) {
  return page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
}

export const SCREENS: ScreenEntry[] = [
  {
    name: 'Listings with results',
    open: async (page) => {
      await openScreen(page, '/listings');
      await expect(listingRows(page)).toHaveCount(20);
    },
  },
  {
    name: 'A listing',
    open: async (page) => {
      await openScreen(page, '/listings');
      await expect(listingRows(page)).toHaveCount(20);
      await listingRows(page).first().click();
      await expect(page.locator('section.detail dl')).toBeVisible();
    },
  },
  { name: 'Free vehicles', open: (page) => openScreen(page, '/vehicles') },
  { name: 'Cost estimate', open: (page) => openScreen(page, '/cost-estimate') },
  { name: 'Coming soon', open: (page) => openScreen(page, '/events') },
  { name: 'Offer inbox', open: (page) => openScreen(page, '/inbox') },
  { name: 'My listings', open: (page) => openScreen(page, '/desk/listings') },
  { name: 'My vehicles', open: (page) => openScreen(page, '/desk/vehicles') },
  { name: 'Offers sent', open: (page) => openScreen(page, '/offers/sent') },
  { name: 'Saved searches', open: (page) => openScreen(page, '/saved-searches') },
  { name: 'Settings', open: (page) => openScreen(page, '/settings') },
];
