import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyTrucks, TruckInput } from '../../../../shared/contract/trucks';
import { useTruckStore } from '../../../shared/search/truckAt';
import { installFakeTransport } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/render';

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
  localStorage.clear();
  useTruckStore.setState({ truckAt: null, replaced: null });
});

const CLUJ = { city: 'Cluj-Napoca', country: 'RO', county: 'Cluj', slug: 'cluj-napoca-cluj-ro' };
const A = '00000000-0000-4000-8000-000000000001';
const B = '00000000-0000-4000-8000-000000000002';

function fakeMain(start: MyTrucks = { trucks: [], currentId: null, rate: null }) {
  let mine = start;
  const fake = installFakeTransport({
    'keys.probe': () => ({ state: 'no_key', permissions: [] }) as never,
    'watch.settings': () => ({}) as never,
    'trucks.get': () => mine,
    'trucks.save': ((input: TruckInput) => {
      const truck = {
        id: A,
        name: input.name,
        costPerKm: input.costPerKm,
        currency: input.currency,
        kmPerDay: input.kmPerDay ?? 600,
        home: null,
        truckAt: null,
      };
      mine = { ...mine, trucks: [truck], currentId: A };
      return mine;
    }) as never,
    'trucks.setCurrent': (({ id }: { id: string }) => (mine = { ...mine, currentId: id })) as never,
    'trucks.setRate': (({ rate }: { rate: MyTrucks['rate'] }) => (mine = { ...mine, rate })) as never,
  });
  restore = fake.restore;
  return fake;
}

describe('Settings → My trucks', () => {
  it('adds a truck with its cost per km as typed, and says what is wrong first, sending nothing', async () => {
    const fake = fakeMain();
    const { user } = renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'My trucks' });
    await within(section).findByText('No truck yet: add one to see the profit of each load.');
    await user.type(within(section).getByLabelText('Cost per km'), 'abc');
    await user.click(within(section).getByRole('button', { name: 'Add the truck' }));
    expect(within(section).getByText('Give the truck a name of at most 60 characters.')).toBeTruthy();
    expect(
      within(section).getByText('Write the cost per km as a number from 0 to 100, for example 1.10.'),
    ).toBeTruthy();
    expect(fake.of('trucks.save')).toEqual([]);

    await user.type(within(section).getByLabelText('Truck'), 'MS 12 ABC');
    await user.clear(within(section).getByLabelText('Cost per km'));
    await user.type(within(section).getByLabelText('Cost per km'), '1.10');
    await user.click(within(section).getByRole('button', { name: 'Add the truck' }));
    await waitFor(() =>
      expect(fake.of('trucks.save')[0]?.input).toEqual({
        name: 'MS 12 ABC',
        costPerKm: 1.1,
        currency: 'EUR',
        kmPerDay: 600,
        home: null,
      }),
    );
    expect(await within(section).findByText('1.10 EUR/km')).toBeTruthy();
    expect(within(section).getByText('Current truck')).toBeTruthy();
  });

  it('makes another truck current and brings its Truck at to the field; keeps the rate with its date', async () => {
    const truck = { costPerKm: 1.1, currency: 'EUR' as const, kmPerDay: 600, home: null };
    const fake = fakeMain({
      trucks: [
        { ...truck, id: A, name: 'A', truckAt: null },
        { ...truck, id: B, name: 'B', truckAt: CLUJ },
      ],
      currentId: A,
      rate: null,
    });
    const { user } = renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'My trucks' });
    await user.click(await within(section).findByRole('button', { name: 'Make B the current truck' }));
    await waitFor(() => expect(useTruckStore.getState().truckAt).toEqual(CLUJ));

    await user.type(within(section).getByLabelText('RON for 1 EUR'), '4.97');
    await user.click(within(section).getByRole('button', { name: 'Save the rate' }));
    expect(within(section).getByText('Choose the day the rate is of.')).toBeTruthy();
    await user.type(within(section).getByLabelText('The rate’s date'), '2026-11-28');
    await user.click(within(section).getByRole('button', { name: 'Save the rate' }));
    await waitFor(() =>
      expect(fake.of('trucks.setRate')[0]?.input).toEqual({ rate: { ronPerEur: 4.97, date: '2026-11-28' } }),
    );
    expect(await within(section).findByText(/1 EUR = 4\.97 RON, the rate of/)).toBeTruthy();
  });
});
