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
createRoot(container).render(
  <StrictMode>
    <Root client={queryClient} router={createAppRouter(createHashHistory(), queryClient)} />
  </StrictMode>,
);
