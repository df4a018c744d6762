import { cleanup, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
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
    // the intro says what Dispatch reads again by itself (the watch, docs/watch.md), not that it never
    // updates (issue 53 §7)
    expect(screen.getByText(/reads the exchange again for you/).textContent).toContain('Activity');
    expect(screen.queryByText(/does not update by itself/)).toBeNull();
    // each kind named in words, not by its code
    expect(
      within(listings)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['New load Planned', 'Transport stage changed Planned']);
    expect(within(listings).getByText('A load was published on the exchange.')).toBeTruthy();
    expect(within(listings).queryByText('listing.created')).toBeNull();
    const offers = screen.getByRole('region', { name: 'Offers' });
    expect(within(offers).getByRole('heading', { level: 3, name: 'Offer received Planned' })).toBeTruthy();
    expect(within(offers).getAllByText('Planned')).toHaveLength(1);
    // the exchange's own description, marked as the exchange's
    expect(within(offers).getByText("The exchange's text:").textContent).toBe(
      "The exchange's text: When offer.received happens.",
    );
    expect(screen.getByText(/None of these notifications is delivered yet/)).toBeTruthy();
    expect(screen.getByText(/Press Refresh to re-read an open screen/)).toBeTruthy();
    // the watch's settings not read (no watch.settings here): its default budget
    expect(screen.getByText(/reads the exchange again for you/).textContent).toContain(
      'at most 4 reads a minute',
    );
  });

  it('says the budget the watch reads at, as set in Settings → Watch, in both languages', async () => {
    const fake = installFakeTransport({
      'events.types': () => [entry('offer.received', 'offers:read')],
      'watch.settings': (() => ({ enabled: true, requestsPerMinute: 12 })) as never,
    });
    restore = fake.restore;
    renderApp('/events');
    await waitFor(() =>
      expect(screen.getByText(/reads the exchange again for you/).textContent).toContain(
        'at most 12 reads a minute',
      ),
    );
    const ro = i18next.getFixedT('ro', 'events');
    expect(ro('intro.refresh', { count: 12 })).toContain('cel mult 12 citiri pe minut');
    expect(ro('intro.refresh', { count: 20 })).toContain('cel mult 20 de citiri pe minut');
    expect(ro('intro.refresh', { count: 1 })).toContain('cel mult 1 citire pe minut');
  });

  it("names a kind the app does not know in words, with only the exchange's text", async () => {
    const fake = installFakeTransport({
      'events.types': () => [entry('listing.reposted', 'listings:read')],
    });
    restore = fake.restore;
    renderApp('/events');
    const listings = await screen.findByRole('region', { name: 'Listings' });
    expect(within(listings).getByRole('heading', { level: 3 }).textContent).toBe('Listing reposted Planned');
    expect(within(listings).getAllByRole('listitem')[0]!.querySelectorAll('p')).toHaveLength(1);
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
