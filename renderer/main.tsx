// first: settings the Content-Security-Policy needs before any other module runs
import './csp';
import { createHashHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './app/App';
import { createQueryClient } from './app/queryClient';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import './styles.css';

initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const queryClient = createQueryClient();
const router = createAppRouter(createHashHistory(), queryClient);
// The first screen's loaders (and so its first reads) start now, rather than after React's first
// render and effects, so they go sooner (docs/benchmarks.md §The cold load of Listings).
// The router's own mount sees this load under way and does not start a second one.
void router.load();
createRoot(container).render(
  <StrictMode>
    <Root client={queryClient} router={router} />
  </StrictMode>,
);
