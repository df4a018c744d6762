/**
 * The app itself: imported by the entry (../main.tsx) once the first screen is painted, or at once when
 * it is not (./early/paintEarly.ts). React's first commit replaces whatever `#root` holds (an early
 * paint included) in one step.
 */
// first: settings the Content-Security-Policy needs before any other module of the app runs
import '../csp';
import { createHashHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n/i18n';
import { releaseAfterFirstReads } from '../shared/startup/afterFirstReads';
import { Root } from './App';
import { isEarlyPaintShown } from './early/paintEarly';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';

// The UI language's catalogs: loading since the entry ran (the same i18next start, ../i18n/i18n.ts).
const catalogsLoaded = initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const queryClient = createQueryClient();
const router = createAppRouter(createHashHistory(), queryClient);
// The first render waits for the catalogs, and the first reads may be done before it: watch for them
// from now, not from the shell's first effect, or the parts waiting for them would wait the full 3 s
// (renderer/shared/startup/afterFirstReads.ts; the shell's own call then adds nothing).
releaseAfterFirstReads(queryClient);
// The first screen's loaders (and so its first reads) start now, rather than after React's first
// render and effects, so they go sooner (docs/benchmarks.md §The cold load of Listings).
// The router's own mount sees this load under way and does not start a second one.
const routesLoaded = router.load();
// The first render once the words are there: no key shows untranslated (a chunk that cannot load
// leaves the keys, after i18next's retries, rather than no app at all). Over an early paint, also once
// the routes have loaded (the listings route waits for page 1 and the table's code): the first commit
// replaces the paint, and must not replace it with a frame still waiting for them.
const painted = isEarlyPaintShown(container);
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <Root client={queryClient} router={router} />
    </StrictMode>,
  );
const ready = painted ? Promise.allSettled([catalogsLoaded, routesLoaded]) : catalogsLoaded;
void ready.then(render, render);
