import { createHashHistory } from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ListingPage } from '../../shared/api/types';
import { Root } from '../app/App';
import { createQueryClient } from '../app/queryClient';
import { createAppRouter } from '../app/router';
import { listingSearch } from '../features/listings/api/listingQueries';
import { installFakeTransport, makePage, makeSession } from './fakeTransport';

/**
 * Renders the whole app at `#/listings` as the entry starts it (hash history, a fresh query client,
 * the embedded sandbox's session with no key) with `page` as page 1, and resolves to its container once
 * the rows and the filters are there: the app's first frame of plain Listings
 * (renderer/app/early/frame.test.tsx). The caller mocks renderer/shared/startup/afterFirstReads.ts so
 * that the parts loaded after the first reads stay out, as in that frame.
 */
export async function renderFirstFrame(page: ListingPage = makePage('AA', 20, 'c2')): Promise<HTMLElement> {
  listingSearch.reset();
  const fake = installFakeTransport({
    'session.get': () => makeSession(),
    'listings.search': (() => page) as never,
  });
  try {
    window.location.hash = '#/listings';
    const client = createQueryClient();
    const router = createAppRouter(createHashHistory(), client);
    const { container } = render(<Root client={client} router={router} />);
    await waitFor(() => {
      expect(container.querySelectorAll('table tbody tr')).toHaveLength(page.data.length);
      expect(container.querySelector('form.filters')).not.toBeNull();
    });
    return container;
  } finally {
    fake.restore();
  }
}
