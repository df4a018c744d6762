/**
 * Every screen of the app, as the walkers (a11y.spec.ts, language.spec.ts) visit them. Each entry
 * opens its screen and waits until it shows what a user would see, in any UI language (so it finds
 * things by role and structure, never by English words).
 *
 * A new screen adds one entry here: a name, and `open` (usually `openScreen(page, '/<path>')` plus a
 * wait for its content, e.g. a grid with rows). Both walkers then cover it.
 */
import { expect, type Page } from '@playwright/test';
import { appUrl, rpc, showApp } from './fixtures';

/** One screen to walk. */
export interface ScreenEntry {
  name: string;
  open: (page: Page) => Promise<void>;
}

/**
 * Shows the screen at `path` on the worker's demo host (e2e/fixtures.ts): opens the app, or moves to the
 * screen inside the app already open as the nav does (`showApp`); waits for the screen's single h1.
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  await showApp(page, appUrl(path));
  await expect(page.locator('main h1')).toHaveCount(1);
}

/** The listings grid's body rows (the first row holds the column headers). */
export function listingRows(page: Page) {
  return page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
}

/**
 * Places the truck in Cluj-Napoca with "Truck at" (any UI language) on the Listings screen, and waits
 * for the empty-run columns (`data-column`, renderer/features/listings/components/ListingsTable.tsx).
 */
export async function placeTruck(page: Page): Promise<void> {
  await page.locator('#truck-at').fill('Cluj-Nap');
  await page
    .getByRole('option', { name: /Cluj-Napoca/ })
    .first()
    .click();
  await expect(page.locator('table.listings th[data-column="perKmDeadhead"]')).toBeVisible();
}

/** The name of the saved search the walkers show (no word of either language: it is user data). */
const WALKER_SEARCH_NAME = 'RO → DE';

/**
 * The id of the walkers' saved search on the demo host (listings from RO to DE), made on first use
 * and kept for the run (the demo host's settings folder is a fresh temporary one).
 */
async function walkerSavedSearch(page: Page): Promise<string> {
  type Saved = { id: string; name: string };
  const find = async () =>
    (await rpc<Saved[]>(page.request, 'savedSearches.list', { kind: 'listings' })).value?.find(
      (search) => search.name === WALKER_SEARCH_NAME,
    );
  const found = await find();
  if (found) return found.id;
  const created = await rpc<Saved>(page.request, 'savedSearches.create', {
    kind: 'listings',
    name: WALKER_SEARCH_NAME,
    filters: { fromCountry: 'RO', toCountry: 'DE' },
  });
  const id = created.value?.id ?? (await find())?.id;
  if (!id) throw new Error(`could not save the walkers' search: ${JSON.stringify(created.error)}`);
  return id;
}

/** The buttons (Rename, Delete) of the first saved search listed. */
function savedSearchButtons(page: Page) {
  return page.locator('.saved-search-list > li').first().locator('.saved-search-actions button');
}

/** An activity entry as `activity.list` answers it (shared/contract/activity.ts). */
type ActivityFixtureEntry = {
  id: string;
  seq: number;
  type: string;
  subject: { kind: 'listing' | 'offer' | 'vehicle'; id: string };
  listingRef: string | null;
  occurredAt: null;
  data: Record<string, string | number | null>;
  source: 'watch';
  seenAt: string;
  readAt: string | null;
};

/** One entry of each kind the watch gives, the newest first; the older half yesterday and read. */
const ACTIVITY_FIXTURE: ActivityFixtureEntry[] = (() => {
  const offer = { price: '1450.00', currency: 'EUR', carrier: 'Trans Carpatic SRL' };
  const route = { from: 'Cluj-Napoca', to: 'München' };
  const search = { searchId: 'walker', searchName: 'RO → DE', ...route };
  const kinds: [string, ActivityFixtureEntry['subject']['kind'], Record<string, string | number | null>][] = [
    ['offer.received', 'offer', offer],
    ['offer.withdrawn', 'offer', offer],
    ['offer.accepted', 'offer', offer],
    ['offer.declined', 'offer', offer],
    ['offer.expired', 'offer', offer],
    ['listing.stage_changed', 'listing', { from: 'loading', to: 'in_transit' }],
    ['listing.cancelled', 'listing', { from: 'published', to: 'cancelled' }],
    ['listing.closed', 'listing', { from: 'published', to: 'closed' }],
    ['listing.expired', 'listing', { from: 'published', to: 'expired' }],
    ['listing.created', 'listing', { ...search, budget: '1250.00', currency: 'EUR' }],
    ['vehicle.created', 'vehicle', search],
    ['vehicle.request_received', 'vehicle', { ...route, added: 2, requestCount: 3 }],
  ];
  const now = Date.now();
  return kinds.map(([type, kind, data], index) => {
    const seenAt = new Date(now - index * 2 * 3_600_000).toISOString();
    return {
      id: `${type}:walker-${index}`,
      seq: kinds.length - index,
      type,
      subject: { kind, id: kind === 'listing' ? 'FX-7K2M9Q' : `0000000${index}-0000-4000-8000-000000000000` },
      listingRef: kind === 'vehicle' ? null : 'FX-7K2M9Q',
      occurredAt: null,
      data,
      source: 'watch',
      seenAt,
      readAt: index % 3 === 0 ? null : seenAt,
    };
  });
})();

/** Answers the page's `activity.list` calls with `entries` (one page), whatever the host's log holds. */
async function answerActivity(page: Page, entries: ActivityFixtureEntry[]): Promise<void> {
  await page.route('**/rpc/activity.list', (route) =>
    route.fulfill({ json: { ok: true, value: { entries, nextBeforeSeq: null } } }),
  );
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
  {
    name: 'Listings with the truck placed',
    open: async (page) => {
      await openScreen(page, '/listings');
      await expect(listingRows(page)).toHaveCount(20);
      await placeTruck(page);
    },
  },
  {
    name: 'Free vehicles',
    open: async (page) => {
      await openScreen(page, '/vehicles');
      await expect(listingRows(page)).toHaveCount(20);
    },
  },
  {
    name: 'A free vehicle',
    open: async (page) => {
      await openScreen(page, '/vehicles');
      await expect(listingRows(page)).toHaveCount(20);
      await listingRows(page).first().click();
      await expect(page.locator('section.detail dl')).toBeVisible();
    },
  },
  {
    // a company named by a free vehicle of the demo market
    name: 'Company profile',
    open: async (page) => {
      type Vehicles = { data: { companyId: string | null }[] };
      const vehicles = await rpc<Vehicles>(page.request, 'vehicles.search', { filters: {}, cursor: null });
      const companyId = vehicles.value?.data.find((vehicle) => vehicle.companyId)?.companyId;
      await openScreen(page, `/companies/${companyId}`);
      await expect(page.locator('.company-screen dl')).toBeVisible();
    },
  },
  {
    name: 'Cost estimate',
    open: async (page) => {
      await openScreen(page, '/cost-estimate');
      await expect(page.locator('form.estimate-form [role="combobox"]')).toHaveCount(2);
    },
  },
  {
    name: 'Cost estimate with a result',
    open: async (page) => {
      await openScreen(
        page,
        '/cost-estimate?fromCountry=RO&from=Bucure%C8%99ti&toCountry=DE&to=Berlin&price=1500',
      );
      await expect(page.locator('.estimate-result .estimate-position')).toBeVisible();
    },
  },
  {
    name: 'Coming soon',
    open: async (page) => {
      await openScreen(page, '/events');
      await expect(page.locator('section.event-group').first()).toBeVisible();
    },
  },
  {
    // An empty activity log (answered by the test, whatever the demo host's watch noticed).
    name: 'Activity',
    open: async (page) => {
      await answerActivity(page, []);
      await openScreen(page, '/activity');
      await expect(page.locator('.activity-empty')).toBeVisible();
    },
  },
  {
    // One entry of every kind the watch gives, two days, read and unread (answered by the test).
    name: 'Activity with entries',
    open: async (page) => {
      await answerActivity(page, ACTIVITY_FIXTURE);
      await openScreen(page, '/activity');
      await expect(page.locator('.activity-item')).toHaveCount(ACTIVITY_FIXTURE.length);
    },
  },
  {
    // No key (reloaded, so the page reads the session afresh): the notice with the Settings link.
    name: 'Offer inbox',
    open: async (page) => {
      await rpc(page.request, 'keys.remove');
      await openScreen(page, '/inbox');
      await page.reload();
      await expect(page.locator('.key-notice')).toBeVisible();
    },
  },
  {
    // The demo shipper's key for the open, removed once the groups show (the page keeps them).
    name: 'Offer inbox with offers',
    open: async (page) => {
      await rpc(page.request, 'keys.useDemo', { account: 'shipper' });
      await openScreen(page, '/inbox');
      await page.reload();
      await expect(page.locator('.inbox-table [role="row"][data-key]').first()).toBeVisible();
      await rpc(page.request, 'keys.remove');
    },
  },
  {
    // The demo shipper's key for the open, removed once the rows show (the page keeps them).
    name: 'My listings with a listing’s offers',
    open: async (page) => {
      await rpc(page.request, 'keys.useDemo', { account: 'shipper' });
      await openScreen(page, '/desk/listings');
      await page.reload();
      const rows = page.locator('.my-listings-screen [role="row"][data-key]');
      await expect(rows.first()).toBeVisible();
      await rows.first().click();
      // its page of offers, or (none yet) its sentence alone: an empty first page has no pager
      await expect(
        page.locator('section.listing-offers [role="status"], section.listing-offers p.empty').first(),
      ).toBeVisible();
      await rpc(page.request, 'keys.remove');
    },
  },
  {
    // The demo carrier's key for the open, removed once the rows show (the page keeps them).
    name: 'My vehicles with data',
    open: async (page) => {
      await rpc(page.request, 'keys.useDemo', { account: 'carrier' });
      await openScreen(page, '/desk/vehicles');
      await page.reload();
      await expect(page.locator('.my-vehicles-screen [role="row"][data-key]').first()).toBeVisible();
      await rpc(page.request, 'keys.remove');
    },
  },
  {
    // No key (reloaded, so the page reads the session afresh): the notice with the Settings link.
    name: 'My listings',
    open: async (page) => {
      await rpc(page.request, 'keys.remove');
      await openScreen(page, '/desk/listings');
      await page.reload();
      await expect(page.locator('.key-notice')).toBeVisible();
    },
  },
  {
    name: 'My vehicles',
    open: async (page) => {
      await rpc(page.request, 'keys.remove');
      await openScreen(page, '/desk/vehicles');
      await page.reload();
      await expect(page.locator('.key-notice')).toBeVisible();
    },
  },
  {
    name: 'Offers sent',
    open: async (page) => {
      await rpc(page.request, 'keys.remove');
      await openScreen(page, '/offers/sent');
      await page.reload();
      await expect(page.locator('.key-notice')).toBeVisible();
    },
  },
  {
    // The demo carrier's key for the open, removed once the offer shows (the page keeps it).
    name: 'Offers sent and an offer',
    open: async (page) => {
      await rpc(page.request, 'keys.useDemo', { account: 'carrier' });
      await openScreen(page, '/offers/sent');
      await page.reload();
      const rows = page.locator('.offers-sent-screen [role="row"][data-key]');
      await expect(rows.first()).toBeVisible();
      await rows.first().locator('[role="gridcell"]').nth(1).click();
      await expect(page.locator('.offer-page dl').first()).toBeVisible();
      await rpc(page.request, 'keys.remove');
    },
  },
  {
    name: 'Saved searches',
    open: async (page) => {
      await walkerSavedSearch(page);
      await openScreen(page, '/saved-searches');
      await expect(page.locator('.saved-search-list > li').first()).toBeVisible();
    },
  },
  {
    name: 'Saved searches: rename',
    open: async (page) => {
      await walkerSavedSearch(page);
      await openScreen(page, '/saved-searches');
      await savedSearchButtons(page).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'Saved searches: delete',
    open: async (page) => {
      await walkerSavedSearch(page);
      await openScreen(page, '/saved-searches');
      await savedSearchButtons(page).last().click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  },
  {
    name: 'A saved search re-run',
    open: async (page) => {
      const id = await walkerSavedSearch(page);
      await openScreen(page, `/saved-searches/${id}`);
      await expect(listingRows(page)).toHaveCount(20);
    },
  },
  {
    name: 'Settings',
    open: async (page) => {
      await openScreen(page, '/settings');
      // the demo host: no key, the key form, the demo accounts, environment, language and theme
      await expect(page.locator('main form.key-form')).toBeVisible();
      await expect(page.locator('main .choice-group')).toHaveCount(2);
    },
  },
];
