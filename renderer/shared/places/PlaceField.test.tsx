import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useState } from 'react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Place } from '../../../shared/api/types';
import type { CallResult } from '../../../shared/contract/errors';
import { setTransport, type CallOptions } from '../transport';
import { PlaceField } from './PlaceField';

const BRASOV: Place = { city: 'Brașov', county: 'Brașov', country: 'RO', slug: 'brasov-brasov-ro' };
const BRAILA: Place = { city: 'Brăila', county: 'Brăila', country: 'RO', slug: 'braila-braila-ro' };
const BRATISLAVA: Place = {
  city: 'Bratislava',
  county: 'Bratislavský kraj',
  country: 'SK',
  slug: 'bratislava-bratislavsky-kraj-sk',
};

/** Renders `ui` with a fresh query client (no retries, as the app's) and a user. */
function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
  const user = userEvent.setup();
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { client, user };
}

interface Seen {
  q: string;
  signal?: AbortSignal;
}

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
  restore = undefined;
});

/** A transport answering places.search from `answer` (a promise, to hold a call open); records each call. */
function fakePlaces(answer: (q: string, options?: CallOptions) => Promise<Place[]> | Place[]) {
  const seen: Seen[] = [];
  restore = setTransport(async (name, input, options) => {
    if (name !== 'places.search') {
      return { ok: false, error: { kind: 'unexpected', message: `no fake for ${name}` } };
    }
    const { q } = input as { q: string };
    seen.push({ q, signal: options?.signal });
    try {
      return { ok: true, value: await answer(q, options) } satisfies CallResult<Place[]>;
    } catch {
      return { ok: false, error: { kind: 'cancelled', message: 'withdrawn' } };
    }
  });
  return seen;
}

function Harness({ onChange, country }: { onChange?: (place: Place | null) => void; country?: string }) {
  const [value, setValue] = useState<Place | null>(null);
  return (
    <>
      <PlaceField
        label="Loading place"
        value={value}
        country={country}
        onChange={(place) => {
          setValue(place);
          onChange?.(place);
        }}
      />
      <output data-testid="chosen">{value?.slug ?? 'none'}</output>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Loading place' });
/**
 * Types `text` one letter after another with no pause between: each letter is a synchronous change,
 * so the debounce (PLACE_DEBOUNCE_MS) can't fall between two of them however loaded the machine is
 * (user.type awaits between keystrokes, and a slow machine made a pause of it). An empty text clears.
 */
function typeWithoutPause(text: string) {
  const field = input();
  act(() => field.focus());
  if (text === '') fireEvent.change(field, { target: { value: '' } });
  for (let end = 1; end <= text.length; end += 1) {
    fireEvent.change(field, { target: { value: text.slice(0, end) } });
  }
}
const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('PlaceField', () => {
  it("writes each option in the UI's language, the exchange's spelling beside it where it differs", async () => {
    const vienna: Place = { city: 'Vienna', county: 'Vienna', country: 'AT', slug: 'vienna-vienna-at' };
    const asked: string[] = [];
    restore = setTransport(async (name, input) => {
      if (name === 'places.search') return { ok: true, value: [vienna, BRATISLAVA] };
      if (name === 'places.names') {
        const { places } = input as { places: { city: string }[] };
        asked.push(places.map((place) => place.city).join());
        // the gazetteer's Romanian name of Vienna; Bratislava is written the same
        return { ok: true, value: places.map((place) => (place.city === 'Vienna' ? 'Viena' : null)) };
      }
      return { ok: false, error: { kind: 'unexpected', message: `no fake for ${name}` } };
    });
    renderWithClient(<Harness />);
    typeWithoutPause('viena');
    const option = await screen.findByRole('option', { name: /Vienna/ });
    await waitFor(() => expect(option.textContent).toContain('Viena (on the exchange: Vienna)'));
    expect(screen.getByRole('option', { name: /Bratislava/ }).textContent).not.toContain('exchange');
    expect(asked.some((cities) => cities.includes('Vienna'))).toBe(true);
  });

  it("writes each option's region in Romanian: its Romanian name, else its own, never the English", async () => {
    const munich: Place = { city: 'Munich', county: 'Bavaria', country: 'DE', slug: 'munich-bavaria-de' };
    const linz: Place = {
      city: 'Linz',
      county: 'Upper Austria',
      country: 'AT',
      slug: 'linz-upper-austria-at',
    };
    const lodz: Place = {
      city: 'Łódź',
      county: 'Łódź Voivodeship',
      country: 'PL',
      slug: 'lodz-lodz-voivodeship-pl',
    };
    restore = setTransport(async (name, input) => {
      if (name === 'places.search') return { ok: true, value: [munich, linz, lodz] };
      if (name === 'places.names') {
        const { places } = input as { places: { city: string }[] };
        return { ok: true, value: places.map((place) => (place.city === 'Munich' ? 'München' : null)) };
      }
      return { ok: false, error: { kind: 'unexpected', message: `no fake for ${name}` } };
    });
    await act(() => i18n.changeLanguage('ro'));
    try {
      renderWithClient(<Harness />);
      typeWithoutPause('li');
      const option = (city: RegExp) => screen.findByRole('option', { name: city });
      await waitFor(async () => expect((await option(/Munich/)).textContent).toContain('Bayern, Germania'));
      expect((await option(/Linz/)).textContent).toContain('Austria superioară, Austria');
      expect((await option(/Łódź/)).textContent).toContain('Łódzkie, Polonia');
      const texts = screen.getAllByRole('option').map((each) => each.textContent ?? '');
      expect(texts.join('|')).not.toMatch(/Bavaria|Upper Austria|Voivodeship/);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('sends no look-up under 2 characters and says so', async () => {
    const seen = fakePlaces(() => [BRASOV]);
    const { user } = renderWithClient(<Harness />);
    await user.type(input(), 'b');
    await sleep(300);
    expect(seen).toHaveLength(0);
    expect(screen.getAllByText('Type at least 2 letters of the place.').length).toBeGreaterThan(0);
  });

  it('waits for the typing to pause: one look-up for the whole word', async () => {
    const seen = fakePlaces(() => [BRASOV]);
    renderWithClient(<Harness />);
    typeWithoutPause('brasov');
    await waitFor(() => expect(seen.map((call) => call.q)).toEqual(['brasov']));
    await sleep(300);
    expect(seen).toHaveLength(1);
  });

  it('caches each query for the session: the same text again sends nothing', async () => {
    const seen = fakePlaces(() => [BRASOV]);
    renderWithClient(<Harness />);
    typeWithoutPause('brasov');
    await waitFor(() => expect(seen).toHaveLength(1));
    typeWithoutPause('');
    typeWithoutPause('Brașov');
    await sleep(300);
    expect(seen).toHaveLength(1);
    expect(await screen.findByRole('option', { name: /Brașov/ })).toBeTruthy();
  });

  it('withdraws a stale look-up when a newer text is typed', async () => {
    const seen = fakePlaces(
      (q, options) =>
        new Promise<Place[]>((resolve, reject) => {
          if (q === 'bra') resolve([BRASOV, BRAILA]);
          options?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const { user } = renderWithClient(<Harness />);
    await user.type(input(), 'br');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.signal?.aborted).toBe(false);
    await user.type(input(), 'a');
    await waitFor(() => expect(seen.map((call) => call.q)).toEqual(['br', 'bra']));
    expect(seen[0]?.signal?.aborted).toBe(true);
    expect(await screen.findByRole('option', { name: /Brăila/ })).toBeTruthy();
  });

  it('keeps the options that still match while a longer text is looked up, and a click there picks', async () => {
    // the look-up of "bras" stays out: only the answer to "bra" is there to click
    fakePlaces((q) => (q === 'bra' ? [BRASOV, BRAILA] : new Promise<Place[]>(() => undefined)));
    const onChange = vi.fn();
    const { user } = renderWithClient(<Harness onChange={onChange} />);
    typeWithoutPause('bra');
    expect(await screen.findByRole('option', { name: /Brăila/ })).toBeTruthy();
    typeWithoutPause('bras');
    await sleep(300);
    expect(screen.getAllByText('Looking up places…').length).toBeGreaterThan(0);
    expect(screen.queryByRole('option', { name: /Brăila/ })).toBeNull();
    await user.click(screen.getByRole('option', { name: /Brașov/ }));
    expect(onChange).toHaveBeenLastCalledWith(BRASOV);
    expect(input()).toHaveProperty('value', 'Brașov');
  });

  it('shows a place set from outside, and clears the text when it is cleared from outside', async () => {
    fakePlaces(() => []);
    function Outside() {
      const [value, setValue] = useState<Place | null>(null);
      return (
        <>
          <PlaceField label="Loading place" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue(BRASOV)}>
            set
          </button>
          <button type="button" onClick={() => setValue(null)}>
            clear
          </button>
        </>
      );
    }
    const { user } = renderWithClient(<Outside />);
    await user.click(screen.getByRole('button', { name: 'set' }));
    expect(input()).toHaveProperty('value', 'Brașov');
    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(input()).toHaveProperty('value', '');
  });

  it('marks the matched part with diacritics folded and picks with the keyboard', async () => {
    fakePlaces(() => [BRASOV, BRAILA]);
    const onChange = vi.fn();
    const { user } = renderWithClient(<Harness onChange={onChange} />);
    typeWithoutPause('brasov');
    const option = await screen.findByRole('option', { name: /Brașov/ });
    expect([...option.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Brașov']);
    expect(option.textContent).toContain('Romania');
    const other = screen.getByRole('option', { name: /Brăila/ });
    expect(other.querySelectorAll('mark')).toHaveLength(0);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(BRASOV);
    expect(input()).toHaveProperty('value', 'Brașov');
    expect(screen.getByTestId('chosen').textContent).toBe('brasov-brasov-ro');
  });

  it('keeps only the places of the given country', async () => {
    fakePlaces(() => [BRASOV, BRATISLAVA]);
    const { user } = renderWithClient(<Harness country="SK" />);
    await user.type(input(), 'bra');
    expect(await screen.findByRole('option', { name: /Bratislava/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Brașov/ })).toBeNull();
  });

  it('says when no place matches', async () => {
    fakePlaces(() => []);
    const { user } = renderWithClient(<Harness />);
    await user.type(input(), 'xyzq');
    await waitFor(() => expect(screen.getAllByText('No place matches “xyzq”.').length).toBeGreaterThan(0));
  });
});
