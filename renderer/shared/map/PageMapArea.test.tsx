import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MapPlace } from '../../../shared/domain/route-ends';
import { installFakeTransport } from '../../test/fakeTransport';
import { renderWithClient } from '../../test/render';
import { PageMapArea, type PageMapRow } from './PageMapArea';
import { useMapViewStore } from './viewStore';

// the map's module (d3-geo and the Natural Earth outlines) is loaded once before the test, with room
// for a busy machine: the test is about linking rows and arrows, not about how fast a chunk parses
beforeAll(async () => {
  await import('./PageMap');
}, 60_000);

const WHERE: Record<string, { lat: number; lon: number }> = {
  Brașov: { lat: 45.65, lon: 25.6 },
  Berlin: { lat: 52.52, lon: 13.4 },
  Sibiu: { lat: 45.8, lon: 24.15 },
  Wien: { lat: 48.2, lon: 16.37 },
};

const ROWS: PageMapRow[] = [
  { ref: 'FX-AAAAAA', fromCountry: 'RO', fromCity: 'Brașov', toCountry: 'DE', toCity: 'Berlin' },
  { ref: 'FX-BBBBBB', fromCountry: 'RO', fromCity: 'Brașov', toCountry: 'AT', toCity: 'Wien' },
  { ref: 'FX-CCCCCC', fromCountry: 'RO', fromCity: 'Sibiu', toCountry: 'DE', toCity: 'Berlin' },
  { ref: 'FX-DDDDDD', fromCountry: 'RO', fromCity: 'Atlantis', toCountry: 'DE', toCity: 'Berlin' },
];

/** The area above a stand-in table whose rows carry `role="row"` and `data-key`, as GridTable's do. */
function Screen({ onOpen }: { onOpen: (key: string) => void }) {
  const list = useRef<HTMLDivElement>(null);
  return (
    <div ref={list}>
      <PageMapArea kind="listings" rows={ROWS} listRef={list} onOpen={onOpen} />
      <table>
        <tbody>
          {ROWS.map((row) => (
            <tr key={'ref' in row ? row.ref : ''} role="row" data-key={'ref' in row ? row.ref : ''}>
              <th role="rowheader">{'ref' in row ? row.ref : ''}</th>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
  localStorage.clear();
  useMapViewStore.setState({ views: {} });
});

describe('PageMapArea', () => {
  it('draws the rows as arrows, links rows and arrows both ways on hover, and opens a row from its arrow', async () => {
    const fake = installFakeTransport({
      'places.coordinates': (input: { places: MapPlace[] }) =>
        input.places.map((place) => (place.city ? (WHERE[place.city] ?? null) : null)),
    });
    restore = fake.restore;
    const onOpen = vi.fn();
    const { user, container } = renderWithClient(<Screen onOpen={onOpen} />);

    expect(screen.queryByTestId('page-map')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Map' }));
    const map = await screen.findByTestId('page-map');
    await waitFor(() => expect(map.querySelectorAll('g[data-row]')).toHaveLength(3));
    expect(JSON.parse(localStorage.getItem('dispatch.mapView') ?? '{}').state.views).toEqual({
      listings: 'map',
    });
    // one local call for the rows on screen, each place once
    expect(fake.calls.filter((call) => call.name === 'places.coordinates')).toHaveLength(1);

    const arrow = (ref: string) => map.querySelector(`g[data-row="${ref}"]`)!;
    const row = (ref: string) => container.querySelector(`[role="row"][data-key="${ref}"]`)!;
    expect(arrow('FX-AAAAAA').getAttribute('data-from')).toBe('Brașov, RO');
    expect(arrow('FX-AAAAAA').getAttribute('data-to')).toBe('Berlin, DE');
    // Brașov's two loads start from one dot that counts them
    expect(map.querySelector('g[data-origin="Brașov, RO"]')?.getAttribute('data-count')).toBe('2');

    await user.hover(screen.getByRole('rowheader', { name: 'FX-CCCCCC' }));
    expect(arrow('FX-CCCCCC').getAttribute('data-hot')).toBe('true');
    expect(arrow('FX-AAAAAA').hasAttribute('data-hot')).toBe(false);

    await user.hover(arrow('FX-BBBBBB'));
    expect(row('FX-BBBBBB').hasAttribute('data-map-hot')).toBe(true);
    expect(row('FX-CCCCCC').hasAttribute('data-map-hot')).toBe(false);

    await user.click(arrow('FX-BBBBBB'));
    expect(onOpen).toHaveBeenCalledWith('FX-BBBBBB');

    // the text alternative: the same facts as a list, and the row it cannot draw
    const facts = within(map.querySelector('figcaption')!);
    expect(facts.getByText('From Brașov, RO: 2 loads')).toBeTruthy();
    expect(facts.getByText('FX-BBBBBB to Wien, AT')).toBeTruthy();
    expect(facts.getByText(/Not on the map: FX-DDDDDD \(Atlantis, RO → Berlin, DE\)/)).toBeTruthy();
  });
});
