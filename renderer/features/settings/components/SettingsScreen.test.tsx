import { cleanup, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { KeyInfo, PermissionProbe, SessionInfo } from '../../../../shared/contract/calls';
import { failWith, installFakeTransport, makeKey, makeSession } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/render';
import { useThemeStore } from '../../../shared/theme/themeStore';
import { useHomeCountryStore } from '../../../shared/search/homeCountryStore';

const TEST_KEY = `test_fx_${'Ab12'.repeat(8)}`;
const LIVE_KEY = `fx_live_${'Ab12'.repeat(8)}`;

let restore: (() => void) | undefined;
afterEach(async () => {
  cleanup();
  restore?.();
  useThemeStore.getState().setChoice('system');
  localStorage.clear();
  await i18next.changeLanguage('en');
});

const lab = (key: Partial<KeyInfo> = {}): SessionInfo =>
  makeSession({
    environment: {
      kind: 'custom',
      baseUrl: 'http://127.0.0.1:6301/v1',
      apiEnvironment: 'sandbox',
      origin: 'http://127.0.0.1:6301',
    },
    key: makeKey(key),
    demoAccounts: [],
  });

/** A fake main: a session in memory; save/remove change it; the probe answers `probe`. */
function fakeMain(initial: SessionInfo, probe: PermissionProbe['state'][] = ['held', 'held', 'held']) {
  let session = initial;
  const fake = installFakeTransport({
    'session.get': () => session,
    'keys.save': ((input: { key: string }) => {
      session = { ...session, key: makeKey({ saved: true, kind: 'test', last4: input.key.slice(-4) }) };
      return session;
    }) as never,
    'keys.remove': () => {
      session = { ...session, key: makeKey() };
      return session;
    },
    'keys.probe': () =>
      (['listings:read', 'offers:read', 'vehicles:read'] as const).map((permission, i) => ({
        permission,
        state: probe[i],
      })),
  });
  restore = fake.restore;
  return fake;
}

const main = () => screen.getByRole('main');

describe('Settings', () => {
  it('refuses a bad key before saving, saves a good one, probes it and removes it after a question', async () => {
    const fake = fakeMain(lab(), ['held', 'missing', 'missing']);
    const { user } = renderApp('/settings');
    await screen.findByRole('main');
    await within(main()).findByText('No API key');
    expect(within(main()).getByText(/Paste an API key/)).toBeTruthy();
    expect(fake.of('keys.probe')).toHaveLength(0);

    const field = within(main()).getByLabelText('API key') as HTMLInputElement;
    expect(field.type).toBe('password');
    await user.type(field, 'test_fx_tooShort');
    await user.click(within(main()).getByRole('button', { name: 'Save key' }));
    expect(await within(main()).findByText(/That is not a test key/)).toBeTruthy();
    await user.clear(field);
    await user.type(field, LIVE_KEY);
    await user.click(within(main()).getByRole('button', { name: 'Save key' }));
    expect(await within(main()).findByText(/That is a live key/)).toBeTruthy();
    expect(fake.of('keys.save')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, TEST_KEY);
    await user.click(within(main()).getByRole('button', { name: 'Save key' }));
    await within(main()).findByText('Test key saved');
    expect(within(main()).getByText('· ending in …Ab12')).toBeTruthy();
    // one sentence, each part said once (issue 53 §7: not "Key for …: Demo key: … ending in")
    expect(main().querySelector('.key-summary')?.textContent).toMatch(
      /^[^·]+ · Test key saved · ending in …Ab12$/,
    );
    expect(fake.of('keys.save')[0]?.input).toEqual({ key: TEST_KEY });
    expect(field.value).toBe('');

    const table = await within(main()).findByRole('grid', { name: 'Permissions of the key in use' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('gridcell')[0]?.textContent)).toEqual([
      'Held',
      'Not held',
      'Not held',
    ]);
    expect(within(rows[1]!).getByText('Offer inbox, Offers sent')).toBeTruthy();

    await user.click(within(main()).getByRole('button', { name: 'Remove key' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/ending in Ab12/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep key' }));
    expect(fake.of('keys.remove')).toHaveLength(0);
    await user.click(within(main()).getByRole('button', { name: 'Remove key' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove key' }),
    );
    await within(main()).findByText('No API key');
    expect(fake.of('keys.remove')).toHaveLength(1);
  });

  it('says so up front when the keychain cannot be reached', async () => {
    fakeMain(lab({ keychainUnavailable: true }));
    renderApp('/settings');
    await screen.findByRole('main');
    const alert = await within(main()).findByText(/cannot reach this computer’s keychain/);
    expect(alert.closest('[role="alert"]')?.textContent).toMatch(/GNOME Keyring/);
    expect(alert.closest('[role="alert"]')?.textContent).toMatch(/login/);
  });

  it("says main's key_rejected from the catalog, not main's English", async () => {
    const fake = fakeMain(lab());
    fake.restore();
    const again = installFakeTransport({
      'session.get': () => lab(),
      'keys.save': () => failWith('key_rejected', { message: 'English from main' }),
      'keys.probe': () => [],
    });
    restore = again.restore;
    const { user } = renderApp('/settings');
    await screen.findByRole('main');
    await within(main()).findByText('No API key');
    await user.type(within(main()).getByLabelText('API key'), TEST_KEY);
    await user.click(within(main()).getByRole('button', { name: 'Save key' }));
    const alert = await within(main()).findByText(/Dispatch refused that key: the sandbox takes a test key/);
    expect(alert).toBeTruthy();
    expect(screen.queryByText('English from main')).toBeNull();
  });

  it('says plainly that a key saved for another address must be pasted again, and offers no move', async () => {
    const prod = (key: Partial<KeyInfo>): SessionInfo =>
      makeSession({
        environment: {
          kind: 'production',
          baseUrl: 'https://api.new.example/v1',
          apiEnvironment: 'production',
          origin: 'https://api.new.example',
        },
        key: makeKey(key),
        demoAccounts: [],
      });
    const fake = installFakeTransport({
      'session.get': () => prod({ savedElsewhere: ['https://api.old.example', 'https://api.older.example'] }),
      'keys.probe': () => [],
    });
    restore = fake.restore;
    const { user } = renderApp('/settings');
    await screen.findByRole('main');
    expect(
      await within(main()).findByText(
        'Keys are saved for https://api.old.example and https://api.older.example. A key never follows a change of address: to use one with api.new.example, paste it here again.',
      ),
    ).toBeTruthy();
    expect(within(main()).queryByRole('button', { name: /^move/i })).toBeNull();
    expect(within(main()).queryByLabelText(/confirm/i)).toBeNull();

    await user.click(within(main()).getByRole('radio', { name: 'Română' }));
    expect(
      await within(main()).findByText(
        'Ai chei salvate pentru https://api.old.example și https://api.older.example. O cheie nu urmează niciodată o schimbare de adresă: ca să folosești una cu api.new.example, lipește-o din nou aici.',
      ),
    ).toBeTruthy();
  });

  it('switches language and theme, and names demo accounts from the catalog', async () => {
    fakeMain(makeSession());
    const { user } = renderApp('/settings');
    await screen.findByRole('main');
    await user.click(await within(main()).findByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(useThemeStore.getState().choice).toBe('dark');
    await user.click(within(main()).getByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));

    await user.click(within(main()).getByRole('radio', { name: 'Română' }));
    await within(main()).findByRole('heading', { level: 1, name: 'Setări' });
    expect(localStorage.getItem('dispatch.language')).toBe('ro');
    const picker = within(main()).getByLabelText('Cont demo') as HTMLSelectElement;
    expect(Array.from(picker.options).map((o) => o.textContent)).toEqual(['Expeditor', 'Transportator']);
  });

  it('keeps the home country of "Loads back from here": Romania until chosen, remembered once chosen', async () => {
    useHomeCountryStore.setState({ homeCountry: 'RO' });
    fakeMain(makeSession());
    const { user } = renderApp('/settings');
    const home = (await within(await screen.findByRole('main')).findByLabelText(
      'Home country',
    )) as HTMLSelectElement;
    expect(home.value).toBe('RO');
    expect(home.selectedOptions[0]?.textContent).toBe('Romania (RO)');
    await user.selectOptions(home, 'BG');
    expect(useHomeCountryStore.getState().homeCountry).toBe('BG');
    expect(JSON.parse(localStorage.getItem('dispatch.homeCountry') ?? '{}')).toMatchObject({
      state: { homeCountry: 'BG' },
    });
    // a home country outside the sandbox's market (issue 50 §2)
    await user.selectOptions(home, 'CH');
    expect(home.selectedOptions[0]?.textContent).toBe('Switzerland (CH)');
    expect(useHomeCountryStore.getState().homeCountry).toBe('CH');
  });
});
