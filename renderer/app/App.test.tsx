import { cleanup, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../shared/contract/calls';
import { listingSearch } from '../features/listings/api/listingQueries';
import { LANGUAGE_STORAGE_KEY } from '../i18n/catalogChunks';
import { failWith, installFakeTransport, makeKey, makePage, makeSession } from '../test/fakeTransport';
import { dateField } from '../test/dateField';
import { renderApp } from '../test/render';

/** Well-formed but made-up keys, built so no literal key stands in the code. */
const PASTED_TEST_KEY = `test_fx_${'abcd1234'.repeat(4)}`;
const PASTED_LIVE_KEY = `fx_live_${'abcd1234'.repeat(4)}`;

type SearchInput = { filters: Record<string, unknown>; cursor: string | null };

let restore: (() => void) | undefined;
beforeEach(() => listingSearch.reset());
afterEach(() => {
  cleanup();
  restore?.();
});

/** A fake main process: a session that the key and environment calls change, and two pages. */
function fakeMain(rejectKeys = false) {
  let session: SessionInfo = makeSession();
  const fake = installFakeTransport({
    'session.get': () => session,
    'keys.useDemo': ((input: { account: string }) => {
      // as the real main reports it: a demo key is held in memory, not saved in the keychain
      session = { ...session, key: makeKey({ kind: 'test', demoAccount: input.account }) };
      return session;
    }) as never,
    'keys.save': () => {
      if (rejectKeys)
        return failWith('key_rejected', {
          message: 'That is a live key; the sandbox only accepts test keys.',
        });
      session = { ...session, key: makeKey({ saved: true, kind: 'test', last4: '1234' }) };
      return session;
    },
    'keys.remove': () => {
      session = { ...session, key: makeKey() };
      return session;
    },
    'settings.setEnvironment': ((input: { kind: 'production'; baseUrl: string }) => {
      session = {
        ...session,
        environment: { ...input, apiEnvironment: 'production', origin: new URL(input.baseUrl).origin },
        key: makeKey(),
        demoAccounts: [],
      };
      return session;
    }) as never,
    'listings.search': ((input: SearchInput) =>
      input.cursor === null ? makePage('AA', 20, 'c2') : makePage('BB', 3, null)) as never,
  });
  restore = fake.restore;
  return fake;
}

const bar = () => screen.getByRole('banner');

describe('session bar', () => {
  it('shows the app, environment and key status, and uses a demo key in one click', async () => {
    const fake = fakeMain();
    const { user } = renderApp('/listings');
    await screen.findByRole('banner');
    await within(bar()).findByText('Demo sandbox');
    expect(within(bar()).getByText('Dispatch')).toBeTruthy();
    expect(within(bar()).getByText('No API key')).toBeTruthy();

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Page 1 · 20 listings'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Page 2 · 3 listings'));

    await user.selectOptions(screen.getByLabelText('Demo account'), 'carrier');
    await user.click(screen.getByRole('button', { name: 'Use demo key' }));
    await within(bar()).findByText('Demo key: Carrier');
    expect(fake.of('keys.useDemo')[0]?.input).toEqual({ account: 'carrier' });

    // Cursors are bound to the holder: the search starts over at page 1, no old cursor is re-sent.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Page 1 · 20 listings'));
    const cursors = fake.of('listings.search').map((c) => (c.input as SearchInput).cursor);
    expect(cursors).toEqual([null, 'c2', null]);

    // The demo key can be removed from the API key panel.
    await user.click(screen.getByRole('button', { name: 'API key' }));
    await user.click(screen.getByRole('button', { name: 'Remove key' }));
    await within(bar()).findByText('No API key');
    expect(fake.of('keys.remove')).toHaveLength(1);
  });

  it('saves and removes a key from the API key panel, checking for an empty key first', async () => {
    const fake = fakeMain();
    const { user } = renderApp('/listings');
    await screen.findByRole('banner');
    await within(bar()).findByText('No API key');
    await user.click(screen.getByRole('button', { name: 'API key' }));

    await user.click(screen.getByRole('button', { name: 'Save key' }));
    expect(await screen.findByText('Paste your API key.')).toBeTruthy();
    expect(fake.of('keys.save')).toHaveLength(0);
    // Escape in the panel closes it and gives the focus back to its button (issue 53 §9)
    expect(screen.getByRole('region', { name: 'Connection settings' })).toBeTruthy();
    await user.click(screen.getByLabelText('API key'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Connection settings' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'API key' }));
    await user.click(screen.getByRole('button', { name: 'API key' }));

    const input = screen.getByLabelText('API key') as HTMLInputElement;
    expect(input.type).toBe('password');
    await user.type(input, PASTED_TEST_KEY);
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    await within(bar()).findByText('Test key saved');
    expect(fake.of('keys.save')[0]?.input).toEqual({ key: PASTED_TEST_KEY });
    expect(input.value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Remove key' }));
    // a key saved in the keychain is removed only after a question (react-aria alertdialog)
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove key' }),
    );
    await within(bar()).findByText('No API key');
    expect(fake.of('keys.remove')).toHaveLength(1);
  });

  it('refuses a key of the wrong kind before sending it', async () => {
    const fake = fakeMain(true);
    const { user } = renderApp('/listings');
    await screen.findByRole('banner');
    await within(bar()).findByText('No API key');
    await user.click(screen.getByRole('button', { name: 'API key' }));
    await user.type(screen.getByLabelText('API key'), PASTED_LIVE_KEY);
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    expect(await screen.findByText(/^That is a live key; the sandbox only takes test keys/)).toBeTruthy();
    expect(fake.of('keys.save')).toHaveLength(0);
  });

  it('validates the environment before saving it, then shows its host', async () => {
    const fake = fakeMain();
    const { user } = renderApp('/listings');
    await screen.findByRole('banner');
    await within(bar()).findByText('Demo sandbox');
    await user.click(screen.getByRole('button', { name: 'API key' }));
    await user.click(screen.getByLabelText('Production'));
    await user.type(screen.getByLabelText('Base URL'), 'http://api.example.com/v1');
    await user.click(screen.getByRole('button', { name: 'Save environment' }));
    expect(await screen.findByText(/starting with https:\/\//)).toBeTruthy();
    expect(fake.of('settings.setEnvironment')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Base URL'));
    await user.type(screen.getByLabelText('Base URL'), 'https://api.example.com/v1');
    await user.click(screen.getByRole('button', { name: 'Save environment' }));
    await within(bar()).findByText('api.example.com');
    expect(fake.of('settings.setEnvironment')[0]?.input).toEqual({
      kind: 'production',
      baseUrl: 'https://api.example.com/v1',
    });
    expect(screen.queryByLabelText('Demo account')).toBeNull();
  });
});

describe('shell', () => {
  afterEach(async () => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    await i18next.changeLanguage('en');
  });

  it('redirects / to Listings and reaches every screen from the navigation, one h1 each', async () => {
    fakeMain();
    const { user, router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings'));
    const nav = screen.getByRole('navigation', { name: 'Screens' });
    const screens: [string, string, string][] = [
      ['Free vehicles', '/vehicles', 'Free vehicles'],
      ['Cost estimate', '/cost-estimate', 'Cost estimate'],
      ['Offer inbox', '/inbox', 'Offer inbox'],
      ['My listings', '/desk/listings', 'My listings'],
      ['My vehicles', '/desk/vehicles', 'My vehicles'],
      ['Offers sent', '/offers/sent', 'Offers sent'],
      ['Saved searches', '/saved-searches', 'Saved searches'],
      ['Notes', '/notes', 'Notes'],
      ['Coming soon', '/events', 'Coming soon'],
      ['Settings', '/settings', 'Settings'],
      ['Listings', '/listings', 'Listings'],
    ];
    for (const [link, path, heading] of screens) {
      await user.click(within(nav).getByRole('link', { name: link }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      const h1 = await screen.findByRole('heading', { level: 1, name: heading });
      expect(screen.getAllByRole('heading', { level: 1 })).toEqual([h1]);
      expect(within(nav).getByRole('link', { name: link }).getAttribute('aria-current')).toBe('page');
    }
  });

  it('takes Listings back to the search the user left', async () => {
    fakeMain();
    const { user, router } = renderApp('/listings?fromCountry=%22RO%22');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Page 1 · 20 listings'));
    const nav = screen.getByRole('navigation', { name: 'Screens' });
    await user.click(within(nav).getByRole('link', { name: 'Free vehicles' }));
    await screen.findByRole('heading', { level: 1, name: 'Free vehicles' });
    await user.click(within(nav).getByRole('link', { name: 'Listings' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ fromCountry: 'RO' }));
  });

  it('keeps Listings highlighted after a new search, linking to that search, not the one before', async () => {
    fakeMain();
    const { router } = renderApp('/listings?fromCountry=%22RO%22');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Page 1 · 20 listings'));
    await router.navigate({ to: '/listings', search: { fromCountry: 'DE' } as never });
    await waitFor(() => expect(router.state.location.search).toEqual({ fromCountry: 'DE' }));
    const link = within(screen.getByRole('navigation', { name: 'Screens' })).getByRole('link', {
      name: 'Listings',
    });
    await waitFor(() => expect(link.getAttribute('href')).toContain('DE'));
    expect(link.getAttribute('href')).not.toContain('RO');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.className).toContain('active');
  });

  it('switches to Romanian from the language menu, remembers it, and sets <html lang>', async () => {
    fakeMain();
    const { user } = renderApp('/listings');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Page 1 · 20 listings'));
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Română' }));
    await screen.findByRole('heading', { level: 1, name: 'Încărcături' });
    expect(screen.getByRole('status').textContent).toBe('Pagina 1 · 20 de încărcături');
    expect(screen.getByRole('button', { name: 'Pagina următoare' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ro');
    expect(document.documentElement.lang).toBe('ro');
  });

  it('opens the keyboard shortcuts with ?, in the current language, and not while typing', async () => {
    fakeMain();
    const { user } = renderApp('/listings');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Page 1 · 20 listings'));
    await user.click(within(await dateField('Loading from')).getAllByRole('spinbutton')[0]!);
    await user.keyboard('?');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('heading', { level: 1 }));
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('nNext page (while the list, not an open item, has the focus)');
    expect(rows).toContain('pPrevious page (the same rule)');
    expect(rows).toContain('j or ↓Next row');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    try {
      await i18next.changeLanguage('ro');
      await user.click(screen.getByRole('button', { name: 'Scurtături de tastatură' }));
      const ro = await screen.findByRole('dialog', { name: 'Scurtături de tastatură' });
      expect(
        within(ro)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toContain('pPagina anterioară (aceeași regulă)');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
