import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client';
import type { ServiceContext } from '../context';
import { placeHandlers } from './places';

/** The exchange's answer to `q=brasov` in an order of its own: 25 places, the best match sixth. */
const ANSWER = [
  'Brăila',
  'Râșnov',
  'Săcele',
  'Codlea',
  'Ghimbav',
  'Brașov',
  'Predeal',
  'Zărnești',
  'Făgăraș',
  'Rupea',
  'Victoria',
  'Brașov-Nord',
  'Prejmer',
  'Hărman',
  'Bod',
  'Sânpetru',
  'Feldioara',
  'Vulcan',
  'Cristian',
  'Teliu',
  'Budila',
  'Zizin',
  'Tărlungeni',
  'Drumul Brașovului',
  'Apața',
].map((city) => ({ city, county: 'Brașov', country: 'RO', slug: `${city.toLowerCase()}-bv-ro` }));

describe('places.search', () => {
  it('ranks what the exchange answered (exact, prefix, word), at most 10, whatever its order', async () => {
    const client = { get: async () => ({ data: ANSWER }) } as unknown as ApiClient;
    const handlers = placeHandlers({ client: async () => client } as unknown as ServiceContext);
    const shown = await handlers['places.search']({ q: 'brasov' });
    expect(shown.map((p) => p.city).slice(0, 3)).toEqual(['Brașov', 'Brașov-Nord', 'Drumul Brașovului']);
    expect(shown).toHaveLength(10);
  });
});

describe('places.coordinates', () => {
  it('answers from the gazetteer only, never asking the exchange', async () => {
    const client = vi.fn();
    const coordinates = vi.fn(() => [{ lat: 45.65, lon: 25.6 }, null]);
    const handlers = placeHandlers({
      client,
      gazetteer: { coordinates },
    } as unknown as ServiceContext);
    const places = [
      { country: 'RO', city: 'Brașov' },
      { country: 'RO', city: 'Atlantis' },
    ];
    expect(await handlers['places.coordinates']({ places })).toEqual([{ lat: 45.65, lon: 25.6 }, null]);
    expect(coordinates).toHaveBeenCalledWith({ places });
    expect(client).not.toHaveBeenCalled();
  });
});
