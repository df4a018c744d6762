import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createQueryClient } from '../app/queryClient';

/** Renders `ui` with a fresh query client (as the app makes it); returns the client and a user. */
export function renderWithClient(ui: ReactElement) {
  const client = createQueryClient();
  const user = userEvent.setup();
  const result = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { ...result, client, user };
}
