import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionBar } from '../features/settings/components/SessionBar';
import { useAppliedTheme } from '../shared/theme/useAppliedTheme';
import { recallSearch, rememberSearch } from './lastSearch';
import { navGroups } from './navItems';

/** The language menu (react-aria Menu and Popover): its own chunk, loaded as the app starts. */
const LanguageMenu = lazy(() =>
  import('./LanguageMenu').then((module) => ({ default: module.LanguageMenu })),
);

/**
 * The app shell (the root route): the session bar on top, the left-hand navigation (the screens and
 * the language menu), and the current screen in `<main>`. Each screen brings its own single `<h1>`.
 */
export function Shell() {
  const { t } = useTranslation('common');
  const location = useRouterState({ select: (state) => state.location });
  useAppliedTheme();
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
                        search={recallSearch(item.to) as never}
                        activeProps={{ className: 'active' }}
                      >
                        {item.label}
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
        </nav>
        <main className="screen-area">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
