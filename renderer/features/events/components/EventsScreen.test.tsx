import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failWith, installFakeTransport } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/render';

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
});

const entry = (type: string, permission: string) => ({
  type,
  permission,
  status: 'planned',
  description: `When ${type} happens.`,
  apiVersion: '1.0',
});

describe('EventsScreen', () => {
  it('shows the catalog grouped by permission, with the explanation', async () => {
    const fake = installFakeTransport({
      'events.types': () => [
        entry('offer.received', 'offers:read'),
        entry('listing.created', 'listings:read'),
        entry('listing.stage_changed', 'listings:read'),
      ],
    });
    restore = fake.restore;
    renderApp('/events');
    const listings = await screen.findByRole('region', { name: 'Listings' });
    expect(
      within(listings)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('code')?.textContent),
    ).toEqual(['listing.created', 'listing.stage_changed']);
    const offers = screen.getByRole('region', { name: 'Offers' });
    expect(within(offers).getByText('offer.received')).toBeTruthy();
    expect(within(offers).getAllByText('Planned')).toHaveLength(1);
    expect(screen.getByText(/None of these notifications is delivered yet/)).toBeTruthy();
    expect(screen.getByText(/press Refresh/)).toBeTruthy();
  });

  it('says what failed in a sentence', async () => {
    const fake = installFakeTransport({
      'events.types': () => failWith('server_error', { server: 'remote' }),
    });
    restore = fake.restore;
    renderApp('/events');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
