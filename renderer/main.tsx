/**
 * The entry. Its first modules ask for what the first screen needs and take the user's theme while the
 * rest of the app's modules run; then the router's first load starts, and React renders once the UI
 * language's catalogs are there.
 */
// first: settings the Content-Security-Policy needs before any other module builds a schema or renders
import './csp';
// second: the first screen's reads and code are asked for now, while the modules below run
// (./app/firstScreen.ts)
import './app/beginFirstScreen';
// third: the page takes the user's theme now, not at the shell's first effect
// (./shared/theme/beginTheme.ts)
import './shared/theme/beginTheme';
import { createHashHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './app/App';
import { createQueryClient } from './app/queryClient';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import { releaseAfterFirstReads } from './shared/startup/afterFirstReads';
import './styles.css';

// The UI language's catalogs: loading since ./app/beginFirstScreen ran (a chunk of their own,
// ./i18n/i18n.ts).
const catalogsLoaded = initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const queryClient = createQueryClient();
const router = createAppRouter(createHashHistory(), queryClient);
// The first render waits for the catalogs, and the first reads may be done before it: watch for them
// from now, not from the shell's first effect, or the parts waiting for them would wait their full
// bound (./shared/startup/afterFirstReads.ts; the shell's own call then adds nothing).
releaseAfterFirstReads(queryClient);
// The first screen's loaders start now rather than after React's first render and effects
// (docs/benchmarks.md §The cold load of Listings). The router's own mount sees this load under way
// and does not start a second one.
void router.load();
// The first render once the words are there: no key shows untranslated (a chunk that cannot load
// leaves the keys, after i18next's retries, rather than no app at all).
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <Root client={queryClient} router={router} />
    </StrictMode>,
  );
void catalogsLoaded.then(render, render);
