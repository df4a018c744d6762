import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewSavedSearch } from '../../../../shared/contract/calls';
import { failWith, installFakeTransport } from '../../../test/fakeTransport';
import { SaveSearchButton, type SaveSearchButtonProps } from './SaveSearchButton';

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
  vi.useRealTimers();
});

/** Renders the button alone under a one-route router (its confirmation links to Saved searches). */
async function renderButton(props: SaveSearchButtonProps) {
  const rootRoute = createRootRoute({ component: () => <SaveSearchButton {...props} /> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('button', { name: 'Save this search' });
  return user;
}

describe('SaveSearchButton', () => {
  it('asks a name, saves the search with its kind and filters, and confirms', async () => {
    const fake = installFakeTransport({
      'savedSearches.create': ((input: NewSavedSearch) => ({
        id: 'n1',
        ...input,
        name: input.name.trim(),
        createdAt: '2026-10-01T00:00:00Z',
        lastRunAt: null,
        watchReadAt: null,
        watch: false,
        filtersProblem: null,
      })) as never,
    });
    restore = fake.restore;
    const user = await renderButton({ kind: 'vehicles', filters: { fromCountry: 'RO', vehicle: 'van' } });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), '  Vans from RO  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.of('savedSearches.create')[0]?.input).toEqual({
      kind: 'vehicles',
      filters: { fromCountry: 'RO', vehicle: 'van' },
      name: 'Vans from RO',
      relativeDates: null,
    });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(document.querySelector('.save-search-status')?.textContent).toContain('Saved as “Vans from RO”.');
    expect(screen.getByRole('link', { name: 'Open saved searches' })).toBeTruthy();
  });

  describe('relative dates', () => {
    const created = ((input: NewSavedSearch) => ({
      id: 'n1',
      ...input,
      createdAt: '2026-10-01T00:00:00Z',
      lastRunAt: null,
      watchReadAt: null,
      watch: false,
      filtersProblem: null,
    })) as never;

    it('offers, checked, to keep dates from today relative, and saves the rule', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 9, 14, 23, 30));
      const fake = installFakeTransport({ 'savedSearches.create': created });
      restore = fake.restore;
      const filters = { fromCountry: 'RO', dateFrom: '2026-10-14', dateTo: '2026-10-21' } as const;
      const user = await renderButton({ kind: 'listings', filters });
      await user.click(screen.getByRole('button', { name: 'Save this search' }));
      const dialog = await screen.findByRole('dialog');
      const keep = within(dialog).getByRole('checkbox', {
        name: 'Keep the dates relative to the day it runs: today and the next 7 days',
      }) as HTMLInputElement;
      expect(keep.checked).toBe(true);
      await user.type(within(dialog).getByLabelText('Name'), 'This week');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(fake.of('savedSearches.create')).toHaveLength(1));
      expect(fake.of('savedSearches.create')[0]?.input).toMatchObject({
        filters,
        relativeDates: { fromDays: 0, toDays: 7 },
      });
    });

    it('keeps the dates absolute when unchecked', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 11, 31, 9, 0));
      const fake = installFakeTransport({ 'savedSearches.create': created });
      restore = fake.restore;
      const user = await renderButton({ kind: 'vehicles', filters: { dateFrom: '2027-01-01' } });
      await user.click(screen.getByRole('button', { name: 'Save this search' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(
        within(dialog).getByRole('checkbox', {
          name: 'Keep the dates relative to the day it runs: from tomorrow',
        }),
      );
      await user.type(within(dialog).getByLabelText('Name'), 'New year');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(fake.of('savedSearches.create')).toHaveLength(1));
      expect(fake.of('savedSearches.create')[0]?.input).toMatchObject({ relativeDates: null });
    });

    it('does not offer it for a first date that is neither today nor tomorrow', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 9, 14, 9, 0));
      restore = installFakeTransport({}).restore;
      const user = await renderButton({ kind: 'listings', filters: { dateFrom: '2026-10-16' } });
      await user.click(screen.getByRole('button', { name: 'Save this search' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).queryByRole('checkbox')).toBeNull();
    });
  });

  it('saves "Truck at" with a listing search', async () => {
    const fake = installFakeTransport({
      'savedSearches.create': ((input: NewSavedSearch) => ({ id: 'n1', ...input })) as never,
    });
    restore = fake.restore;
    const cluj = { city: 'Cluj-Napoca', country: 'RO', county: 'Cluj', slug: 'cluj-napoca-cluj-ro' };
    const user = await renderButton({ kind: 'listings', filters: { toCountry: 'DE' }, truckAt: cluj });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'To Germany');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.of('savedSearches.create')).toHaveLength(1));
    expect(fake.of('savedSearches.create')[0]?.input).toMatchObject({
      kind: 'listings',
      filters: { toCountry: 'DE' },
      truckAt: cluj,
    });
  });

  it('keeps the dialog open with a clear message when the name is taken', async () => {
    const fake = installFakeTransport({
      'savedSearches.create': (() =>
        failWith('invalid_input', { fields: [{ path: 'name', code: 'duplicate_name' }] })) as never,
    });
    restore = fake.restore;
    const user = await renderButton({ kind: 'listings', filters: {} });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Cluj');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Another saved search of this kind already has this name. Choose another.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('.save-search-status')?.textContent).toBe('');
  });

  it('refuses a name over 80 characters without saving; Cancel closes', async () => {
    const fake = installFakeTransport({});
    restore = fake.restore;
    const user = await renderButton({ kind: 'listings', filters: {} });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'x'.repeat(81));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A name is at most 80 characters.')).toBeTruthy();
    expect(fake.of('savedSearches.create')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a store failure in the dialog', async () => {
    const fake = installFakeTransport({ 'savedSearches.create': (() => failWith('unexpected')) as never });
    restore = fake.restore;
    const user = await renderButton({ kind: 'listings', filters: {} });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Any');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
  });
});
