import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionBar } from '../features/settings';
import { ExchangeWait } from './ExchangeWait';
import { useKeyShortcut } from '../shared/keyboard/useKeyShortcut';
import { lazyAfterFirstReads } from '../shared/startup/afterFirstReads';
import { useAppliedTheme } from '../shared/theme/useAppliedTheme';
import { recallSearch, rememberSearch, screenOf } from '../shared/search/lastSearch';
import { navGroups } from './navItems';

/** The language menu (react-aria Menu and Popover): its own chunk, loaded after the first reads. */
const LanguageMenu = lazyAfterFirstReads(() => import('./LanguageMenu'), 'LanguageMenu');

/**
 * The nav counts (unread activity beside "Activity", new offers beside "Offer inbox"; docs/watch.md §In the
 * renderer): their own chunk, loaded after the first reads.
 */
const InboxActivityCount = lazyAfterFirstReads(() => import('./InboxActivityCount'), 'InboxActivityCount');
const ActivityNavCount = lazyAfterFirstReads(() => import('./ActivityNavCount'), 'ActivityNavCount');

/**
 * The shell's link to the watch (notifications, badge, fresh screens): its own chunk, loaded after the
 * first reads.
 */
const WatchBridge = lazyAfterFirstReads(() => import('./WatchBridge'), 'WatchBridge');

/**
 * The notice of a local database found unusable at start and moved aside (./DeskNotice.tsx): its own
 * chunk, loaded after the first reads; it reads `desk.status` once.
 */
const DeskNotice = lazyAfterFirstReads(() => import('./DeskNotice'), 'DeskNotice');

/** The keyboard shortcuts dialog: its own chunk, loaded the first time `?` is pressed. */
const ShortcutsDialog = lazy(() =>
  import('./ShortcutsDialog').then((module) => ({ default: module.ShortcutsDialog })),
);

/**
 * The app shell (the root route): the session bar on top, the left-hand navigation (the screens, the
 * language menu and the keyboard shortcuts button), and the current screen in `<main>`. Each screen
 * brings its own single `<h1>`. `?` (or the button) opens the shortcuts dialog (docs/keyboard.md). The
 * watch's bridge (./WatchBridge.tsx) keeps the nav counts, the badge and the notifications current.
 * Above the screen, once per start, the notice of a local database that was moved aside (./DeskNotice.tsx).
 */
/**
 * The search a navigation link to `to` carries: the current one on its own screen (remembered only after
 * the render, so the last one would be a search behind), the one the user left elsewhere
 * (shared/search/lastSearch.ts). The link stays highlighted whatever the search (`includeSearch: false`).
 */
function navSearch(to: string, location: { pathname: string; search: unknown }): Record<string, unknown> {
  return screenOf(location.pathname) === screenOf(to)
    ? (location.search as Record<string, unknown>)
    : recallSearch(to);
}

export function Shell() {
  const { t } = useTranslation('common');
  const location = useRouterState({ select: (state) => state.location });
  useAppliedTheme();
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [shortcutsLoaded, setShortcutsLoaded] = useState(false);
  const openShortcuts = () => {
    setShortcutsLoaded(true);
    setShortcutsOpen(true);
  };
  useKeyShortcut('?', openShortcuts);
  useEffect(() => {
    rememberSearch(location.pathname, location.search as Record<string, unknown>);
  }, [location]);

  return (
    <div className="app">
      <SessionBar />
      <div className="shell-body">
        <nav className="side-nav" aria-label={t('nav.label')}>
          <div className="nav-groups">
            {navGroups(t).map((group) => (
              <div key={group.id} className="nav-group">
                {group.label !== null && (
                  <h2 className="nav-group-label" id={`nav-${group.id}`}>
                    {group.label}
                  </h2>
                )}
                <ul aria-labelledby={group.label !== null ? `nav-${group.id}` : undefined}>
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <Link
                        to={item.to}
                        search={navSearch(item.to, location) as never}
                        activeProps={{ className: 'active' }}
                        activeOptions={{ includeSearch: false }}
                      >
                        {item.label}
                        {item.to === '/inbox' ? (
                          <Suspense fallback={null}>
                            <InboxActivityCount />
                          </Suspense>
                        ) : null}
                        {item.to === '/activity' ? (
                          <Suspense fallback={null}>
                            <ActivityNavCount />
                          </Suspense>
                        ) : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <Suspense fallback={null}>
            <LanguageMenu />
          </Suspense>
          <button type="button" className="shortcuts-button" aria-keyshortcuts="?" onClick={openShortcuts}>
            {t('shortcuts.button')}
          </button>
          {shortcutsLoaded ? (
            <Suspense fallback={null}>
              <ShortcutsDialog isOpen={shortcutsOpen} onOpenChange={setShortcutsOpen} />
            </Suspense>
          ) : null}
        </nav>
        <main className="screen-area">
          <Suspense fallback={null}>
            <DeskNotice />
          </Suspense>
          <Outlet />
        </main>
      </div>
      <ExchangeWait />
      <Suspense fallback={null}>
        <WatchBridge />
      </Suspense>
    </div>
  );
}
