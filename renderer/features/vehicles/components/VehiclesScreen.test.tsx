import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Vehicle, VehiclePage } from '../../../../shared/api/types';
import { failWith, installFakeTransport, makeVehicle } from '../../../test/fakeTransport';
import { dateField, typeDate } from '../../../test/dateField';
import { renderApp } from '../../../test/render';
import { vehicleSearch } from '../api/vehicleQueries';

vi.setConfig({ testTimeout: 20_000 });

const COMPANY = '22222222-2222-4222-8222-222222222222';

function vehicleOf(n: number, prefix: string, overrides: Partial<Vehicle> = {}): Vehicle {
  return makeVehicle({
    id: `${prefix}000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    toCity: `City ${prefix}${n}`,
    companyId: COMPANY,
    ...overrides,
  });
}

function page(prefix: string, count: number, nextCursor: string | null): VehiclePage {
  return {
    data: Array.from({ length: count }, (_, i) => vehicleOf(i + 1, prefix)),
    hasMore: nextCursor !== null,
    nextCursor,
  };
}

let restore: (() => void) | undefined;
beforeEach(() => vehicleSearch.reset());
afterEach(() => {
  cleanup();
  restore?.();
});

function install(extra: Parameters<typeof installFakeTransport>[0] = {}) {
  const pages: Record<string, VehiclePage> = { first: page('aa', 20, 'c2'), c2: page('bb', 3, null) };
  const fake = installFakeTransport({
    'vehicles.search': ((input: { cursor: string | null }) => pages[input.cursor ?? 'first']) as never,
    'vehicles.get': ((input: { id: string }) => vehicleOf(1, 'aa', { id: input.id })) as never,
    ...extra,
  });
  restore = fake.restore;
  return fake;
}

const status = (text: string) => waitFor(() => expect(screen.getByRole('status').textContent).toBe(text));

describe('VehiclesScreen', () => {
  it('an empty first page says that nothing matches, with no "Page 1 · 0" and no pager', async () => {
    install({ 'vehicles.search': (() => page('aa', 0, null)) as never });
    renderApp('/vehicles');
    expect(await screen.findByText('No free vehicles match these filters.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('sends every filter, the vehicle kind chosen by its name', async () => {
    const fake = install();
    const { user, router } = renderApp('/vehicles');
    await status('Page 1 · 20 free vehicles');
    await user.selectOptions(screen.getByLabelText('From country'), 'RO');
    await user.selectOptions(screen.getByLabelText('To country'), 'DE');
    await typeDate(user, 'Available from', '01102026');
    await typeDate(user, 'Available until', '31102026');
    await user.selectOptions(screen.getByLabelText('Vehicle'), 'Refrigerated');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fake.of('vehicles.search')).toHaveLength(2));
    expect(fake.of('vehicles.search')[1]?.input).toEqual({
      filters: {
        fromCountry: 'RO',
        toCountry: 'DE',
        dateFrom: '2026-10-01',
        dateTo: '2026-10-31',
        vehicle: 'refrigerated',
      },
      cursor: null,
    });
    expect(router.state.location.search).toMatchObject({ vehicle: 'refrigerated' });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('blocks dates out of order with a message by the field', async () => {
    const fake = install();
    const { user } = renderApp('/vehicles');
    await status('Page 1 · 20 free vehicles');
    await typeDate(user, 'Available from', '20102026');
    await typeDate(user, 'Available until', '01102026');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dateTo = await dateField('Available until');
    await waitFor(() =>
      expect(dateTo.getAttribute('aria-describedby')).toContain('vehicle-filter-dateTo-error'),
    );
    expect(document.getElementById('vehicle-filter-dateTo-error')?.textContent).toBe(
      'The last date, 1 Oct 2026, is before the first, 20 Oct 2026.',
    );
    expect(fake.of('vehicles.search')).toHaveLength(1);
  });

  it('keeps half a date as typed and says what is missing; Tomorrow fills both dates', async () => {
    const fake = install();
    const { user } = renderApp('/vehicles');
    await status('Page 1 · 20 free vehicles');
    await typeDate(user, 'Available from', '2010');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const from = await dateField('Available from');
    await waitFor(() =>
      expect(document.getElementById('vehicle-filter-dateFrom-error')?.textContent).toBe(
        'Type the whole date: day, month and a four-digit year.',
      ),
    );
    expect(from.textContent).toBe('20/10/yyyy');
    expect(fake.of('vehicles.search')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    const now = new Date();
    const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    const [day, month] = [tomorrow.getDate(), tomorrow.getMonth() + 1].map((n) => String(n).padStart(2, '0'));
    // the form changed the value, so the field starts again from it (a new group)
    const shown = `${day}/${month}/${tomorrow.getFullYear()}`;
    await waitFor(async () => expect((await dateField('Available from')).textContent).toBe(shown));
    expect((await dateField('Available until')).textContent).toBe(shown);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fake.of('vehicles.search')).toHaveLength(2));
    const iso = `${tomorrow.getFullYear()}-${month}-${day}`;
    expect(fake.of('vehicles.search')[1]?.input).toEqual({
      filters: { dateFrom: iso, dateTo: iso },
      cursor: null,
    });
  });

  it('pages by cursor, keeping the focus on Next page', async () => {
    const fake = install();
    const { user } = renderApp('/vehicles');
    await status('Page 1 · 20 free vehicles');
    const next = screen.getByRole('button', { name: 'Next page' });
    await user.click(next);
    await status('Page 2 · 3 free vehicles');
    expect(document.activeElement).toBe(next);
    expect(fake.of('vehicles.search').map((c) => (c.input as { cursor: string | null }).cursor)).toEqual([
      null,
      'c2',
    ]);
    expect(next.getAttribute('aria-disabled')).toBe('true');
  });

  it('opens a vehicle with Enter, links its company, and Escape gives the focus back to its row', async () => {
    install();
    const { user } = renderApp('/vehicles');
    await status('Page 1 · 20 free vehicles');
    const grid = screen.getByRole('grid', { name: 'Free vehicles' });
    const firstRow = within(grid).getAllByRole('row')[1] as HTMLElement;
    firstRow.focus();
    await user.keyboard('{Enter}');
    const detail = await screen.findByRole('region', { name: 'Free vehicle details' });
    await waitFor(() => expect(within(detail).getByText('Back load wanted')).toBeTruthy());
    const link = within(detail).getByRole('link', { name: 'Company profile: Trans Carpați SRL' });
    expect(link.getAttribute('href')).toContain(`/companies/${COMPANY}`);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Free vehicle details' })).toBeNull());
    await waitFor(() => expect(document.activeElement?.getAttribute('data-key')).toBe(firstRow.dataset.key));
  });

  it('triages from the keyboard: j/k move, r re-reads the open vehicle, n reads the next page once', async () => {
    const fake = install();
    const { user } = renderApp('/vehicles');
    await status('Page 1 · 20 free vehicles');
    const grid = screen.getByRole('grid', { name: 'Free vehicles' });
    const rows = within(grid).getAllByRole('row').slice(1) as HTMLElement[];
    rows[0]?.focus();
    await user.keyboard('jj');
    expect(document.activeElement).toBe(rows[2]);
    await user.keyboard('k{Enter}');
    const detail = await screen.findByRole('region', { name: 'Free vehicle details' });
    await waitFor(() => expect(fake.of('vehicles.get')).toHaveLength(1));
    await user.keyboard('r');
    await waitFor(() => expect(fake.of('vehicles.get')).toHaveLength(2));
    expect(fake.of('vehicles.get')[1]?.input).toEqual({ id: rows[1]?.dataset.key });
    expect(detail.isConnected).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Free vehicle details' })).toBeNull());
    await user.keyboard('n');
    await status('Page 2 · 3 free vehicles');
    await user.keyboard('n');
    expect(fake.of('vehicles.search')).toHaveLength(2);
  });

  it('says a vehicle that is gone in words', async () => {
    install({ 'vehicles.get': (() => failWith('not_found', { status: 404 })) as never });
    renderApp('/vehicles/99999999-9999-4999-8999-999999999999');
    expect(await screen.findByText('This vehicle is no longer on the exchange.')).toBeTruthy();
  });

  it('keeps the rows on screen when the next page fails, with the sentence beside them', async () => {
    install({
      'vehicles.search': ((input: { cursor: string | null }) =>
        input.cursor ? failWith('network') : page('aa', 20, 'c2')) as never,
    });
    const { user } = renderApp('/vehicles');
    await status('Page 1 · 20 free vehicles');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(within(screen.getByRole('grid', { name: 'Free vehicles' })).getAllByRole('row')).toHaveLength(21);
  });

  it('hides the free vehicles of a blocked company with a line that says how many, and shows them on demand', async () => {
    const BLOCKED = '33333333-3333-4333-8333-333333333333';
    const data = page('aa', 20, null).data.map((vehicle, i) =>
      i === 1
        ? { ...vehicle, companyId: BLOCKED, displayName: 'Rău Trans SRL' }
        : i === 4
          ? { ...vehicle, companyId: null, displayName: 'RAU TRANS S.R.L.' }
          : vehicle,
    );
    install({
      'vehicles.search': (() => ({ data, hasMore: false, nextCursor: null })) as never,
      'notes.list': (() => [
        {
          kind: 'company',
          id: BLOCKED,
          label: 'Rău Trans SRL',
          text: '',
          tags: [],
          list: 'blocked',
          updatedAt: '2026-11-25T08:00:00.000Z',
        },
      ]) as never,
    });
    const { user } = renderApp('/vehicles');
    const line = await screen.findByText(/free vehicles of blocked companies hidden/);
    expect(line.textContent).toBe('2 free vehicles of blocked companies hidden · Show');
    const grid = screen.getByRole('grid', { name: 'Free vehicles' });
    expect(within(grid).getAllByRole('row')).toHaveLength(19);
    expect(within(grid).queryByText(/Rău Trans|RAU TRANS/)).toBeNull();
    await user.click(within(line).getByRole('button', { name: 'Show' }));
    expect(within(grid).getAllByRole('row')).toHaveLength(21);
    expect(within(grid).getByText('Blocked company', { exact: true })).toBeTruthy();
    expect(within(grid).getByText('Blocked company (matched by name)')).toBeTruthy();
    expect(screen.getByText(/2 free vehicles of blocked companies shown/)).toBeTruthy();
  });

  it("never hides a preferred company's free vehicles, nor counts them as blocked", async () => {
    const BLOCKED = '33333333-3333-4333-8333-333333333333';
    const PREFERRED = '44444444-4444-4444-8444-444444444444';
    const data = page('aa', 20, null).data.map((vehicle, i) =>
      i === 1
        ? { ...vehicle, companyId: BLOCKED, displayName: 'Rău Trans SRL' }
        : i === 2 || i === 3
          ? { ...vehicle, companyId: PREFERRED, displayName: 'Bun Cargo SRL' }
          : i === 5
            ? { ...vehicle, companyId: null, displayName: 'BUN CARGO S.R.L.' }
            : vehicle,
    );
    const note = (id: string, label: string, list: 'blocked' | 'preferred') => ({
      kind: 'company',
      id,
      label,
      text: '',
      tags: [],
      list,
      updatedAt: '2026-11-25T08:00:00.000Z',
    });
    install({
      'vehicles.search': (() => ({ data, hasMore: false, nextCursor: null })) as never,
      'notes.list': (() => [
        note(BLOCKED, 'Rău Trans SRL', 'blocked'),
        note(PREFERRED, 'Bun Cargo SRL', 'preferred'),
      ]) as never,
    });
    renderApp('/vehicles');
    const line = await screen.findByText(/blocked compan(y|ies) hidden/);
    expect(line.textContent).toBe('1 free vehicle of a blocked company hidden · Show');
    const grid = screen.getByRole('grid', { name: 'Free vehicles' });
    // 20 vehicles, one of them blocked: the header and 19 rows, the three preferred among them
    expect(within(grid).getAllByRole('row')).toHaveLength(20);
    expect(within(grid).getAllByText('Preferred company', { exact: true })).toHaveLength(2);
    expect(within(grid).getByText('Preferred company (matched by name)')).toBeTruthy();
    expect(within(grid).queryByText(/Rău Trans/)).toBeNull();
  });
});
