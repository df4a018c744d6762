import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Root } from '../app/App';
import { createQueryClient } from '../app/queryClient';
import { createAppRouter } from '../app/router';

/** Renders `ui` with a fresh query client (as the app makes it); returns the client and a user. */
export function renderWithClient(ui: ReactElement) {
  const client = createQueryClient();
  const user = userEvent.setup();
  const result = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { ...result, client, user };
}

/**
 * Renders the whole app (shell, router, every screen) at the router path `path` (`/listings`,
 * `/listings?category=%22car%22`, ...), in memory history, with a fresh query client. Returns the
 * client, the router (its `history` and `state.location` tell where the app is) and a user.
 */
export function renderApp(path = '/listings') {
  const client = createQueryClient();
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }), client);
  const user = userEvent.setup();
  const result = render(<Root client={client} router={router} />);
  return { ...result, client, router, user };
}
