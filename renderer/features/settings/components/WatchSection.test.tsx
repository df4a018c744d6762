import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WatchSettings } from '../../../../shared/contract/activity';
import { makeWatchSettings } from '../../../../shared/notify/testEntries';
import { installFakeTransport } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/render';

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const initial = makeWatchSettings();

function fakeMain() {
  let current = initial;
  const fake = installFakeTransport({
    'watch.settings': () => current,
    'watch.update': ((patch: Partial<WatchSettings>) => {
      current = { ...current, ...patch } as WatchSettings;
      return current;
    }) as never,
    'keys.probe': () => ({ state: 'no_key', permissions: [] }) as never,
  });
  restore = fake.restore;
  return fake;
}

describe('Settings → Watch', () => {
  it('shows the budget an hour and says what is wrong in sentences, sending nothing', async () => {
    const fake = fakeMain();
    const { user } = renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Watch' });
    const rate = await within(section).findByLabelText('Budget: reads a minute, for all watching together');
    expect(within(section).getByText('about 240 requests an hour')).toBeTruthy();
    await user.clear(rate);
    await user.type(rate, '12');
    expect(within(section).getByText('about 720 requests an hour')).toBeTruthy();

    await user.clear(rate);
    await user.type(rate, '20');
    await user.click(within(section).getByRole('checkbox', { name: 'No notifications during quiet hours' }));
    await user.clear(within(section).getByLabelText('Until'));
    await user.type(within(section).getByLabelText('Until'), '22:00');
    await user.click(within(section).getByRole('button', { name: 'Save the watch settings' }));
    expect(within(section).getByText('Choose between 0.5 and 12 reads a minute.')).toBeTruthy();
    expect(
      within(section).getByText('Quiet hours start and end at the same time: choose two different times.'),
    ).toBeTruthy();
    expect(fake.of('watch.update')).toHaveLength(0);
  });

  it('saves the budget, sources, kinds and quiet hours with watch.update', async () => {
    const fake = fakeMain();
    const { user } = renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Watch' });
    const rate = await within(section).findByLabelText('Budget: reads a minute, for all watching together');
    await user.clear(rate);
    await user.type(rate, '6');
    await user.click(within(section).getByRole('checkbox', { name: 'No notifications during quiet hours' }));
    await user.click(within(section).getByRole('checkbox', { name: 'My free vehicles: new requests' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Offer declined' }));
    await user.click(within(section).getByRole('button', { name: 'Save the watch settings' }));
    await waitFor(() => expect(fake.of('watch.update')).toHaveLength(1));
    expect(fake.of('watch.update')[0]!.input).toMatchObject({
      enabled: true,
      requestsPerMinute: 6,
      sources: { my_vehicles: false, my_listings: true },
      notify: { 'offer.declined': false, 'offer.received': true },
      quietHours: { from: '22:00', to: '07:00' },
    });
    expect(await within(section).findByText('Saved.')).toBeTruthy();
  });

  it('asks the browser for notifications only on a click', async () => {
    const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    fakeMain();
    const { user } = renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Watch' });
    const button = await within(section).findByRole('button', { name: 'Turn on desktop notifications' });
    expect(requestPermission).not.toHaveBeenCalled();
    await user.click(button);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: 'Turn on desktop notifications' })).toBeNull(),
    );
  });
});
