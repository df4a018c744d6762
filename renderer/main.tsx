import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { Root } from './app/App';
import { createQueryClient } from './app/queryClient';
import './styles.css';

// The CSP forbids eval: tell zod not to try its compiled (new Function) fast path.
z.config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <Root client={createQueryClient()} />
  </StrictMode>,
);
