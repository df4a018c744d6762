/**
 * Bad input never breaks a contract call (docs/architecture.md §The test layers): generated inputs for every
 * call, run through `invokeCall` against a real sandbox. Properties:
 * - every call resolves to a `CallResult` (never throws, never hangs), never `unexpected`;
 * - the contract is at least as strict as the API: an input the contract accepts never earns a 400
 *   `invalid_request` or a 5xx from the sandbox (docs/api.md §Errors);
 * - what the contract refuses is refused before anything is sent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@dispatch/sandbox';
import { ACTIVITY_KINDS, WATCH_SOURCES } from '../../../shared/contract/activity';
import { CALL_NAMES, type CallName } from '../../../shared/contract/calls';
import {
  CURRENCIES,
  LISTING_CATEGORIES,
  MARKET_COUNTRIES,
  SEARCHABLE_CATEGORIES,
  TRUCK_TYPES,
} from '../../../shared/domain/vocabulary';
import { createMemoryKeyStore } from '../keys/memory';
import { invokeCall } from './invoke';
import { createAppServices, type AppServices } from './services';

let sandbox: RunningSandbox;
let services: AppServices;
let dir: string;
let wire = 0;

/** Kinds a call may end in: success, a refusal of the input, or an answer about the data. */
const ALLOWED = new Set([
  'invalid_input',
  'key_rejected',
  'not_found',
  'unauthorized',
  'forbidden',
  'cursor_invalid',
]);

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0 });
  dir = mkdtempSync(join(tmpdir(), 'dispatch-prop-'));
  services = createAppServices({
    settingsDir: dir,
    keyStore: (_account, environment) => createMemoryKeyStore({ environment }),
    fetch: (input, init) => {
      wire++;
      return fetch(input, init);
    },
    startEmbeddedSandbox: async () => ({ ...sandbox, close: async () => {} }),
  });
}, 30_000);
afterAll(async () => {
  await services.close();
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

const junk = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '..',
    '../..',
    '%00',
    'FX-',
    'RO',
    'ro',
    '1e309',
    'NaN',
    '\u202e',
    'ș'.repeat(300),
  ),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const date = fc
  .date({ min: new Date('2024-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const country = fc.oneof(fc.constantFrom(...MARKET_COUNTRIES), fc.constantFrom('ro', ' de ', 'XX', 'R0'));
const listingFilters = fc.record(
  {
    category: maybe(fc.constantFrom(...SEARCHABLE_CATEGORIES, 'assistance')),
    fromCountry: maybe(country),
    toCountry: maybe(country),
    dateFrom: maybe(date),
    dateTo: maybe(date),
    weightMax: maybe(fc.oneof(fc.integer({ min: -5, max: 200_000 }), fc.double())),
    volumeMax: maybe(fc.oneof(fc.double({ min: -1, max: 2_000, noNaN: true }), fc.constant(0))),
    truckTypes: maybe(fc.array(fc.constantFrom(...TRUCK_TYPES, 'spaceship'), { maxLength: 10 })),
  },
  { requiredKeys: [] },
);
const vehicleFilters = fc.record(
  {
    fromCountry: maybe(country),
    toCountry: maybe(country),
    dateFrom: maybe(date),
    dateTo: maybe(date),
    vehicle: maybe(fc.constantFrom(...TRUCK_TYPES, 'bike')),
  },
  { requiredKeys: [] },
);
const ref = fc.oneof(
  fc.stringMatching(/^FX-[0-9A-HJKMNP-TV-Z]{6}$/),
  fc.constantFrom(...['FX-000000', 'fx-7k2m9q', 'FX-ABCDEI']),
  fc.string({ maxLength: 20 }),
);
const id = fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }));
const seenScope = fc.oneof(
  fc.constantFrom('inbox', 'search:' + '0'.repeat(8)),
  fc.uuid().map((u) => `search:${u}`),
  fc.string({ maxLength: 110 }),
);
const limit = maybe(fc.oneof(fc.integer({ min: -2, max: 25 }), fc.double()));

/** Near-valid inputs per call (shapes of the contract with values at and past its bounds), or junk. */
const inputs: Record<CallName, fc.Arbitrary<unknown>> = {
  'session.get': junk,
  'settings.setEnvironment': fc.constant({ kind: 'embedded' }),
  'keys.save': fc.record({
    key: fc.oneof(fc.string({ maxLength: 60 }), fc.constant('fx_live_' + 'a'.repeat(32))),
  }),
  'keys.remove': fc.constant({ nothing: true }), // removing would drop the shipper key: harmless junk only
  'keys.useDemo': fc.record({ account: fc.oneof(fc.constantFrom('shipper'), fc.string({ maxLength: 70 })) }),
  'keys.probe': junk,
  'session.wait': junk,
  'listings.search': fc.record({ filters: listingFilters, cursor: fc.constant(null), limit }),
  'listings.get': fc.record({ ref }),
  'listings.mine': fc.record({ cursor: fc.constant(null), limit }),
  'vehicles.search': fc.record({ filters: vehicleFilters, cursor: fc.constant(null), limit }),
  'vehicles.get': fc.record({ id }),
  'vehicles.mine': fc.record({ cursor: fc.constant(null), limit }),
  'offers.forListing': fc.record({ ref, cursor: fc.constant(null), limit }),
  'offers.mine': fc.record({ cursor: fc.constant(null), limit }),
  'offers.get': fc.record({ id }),
  'offers.inbox': fc.record({ refs: fc.array(ref, { maxLength: 22 }) }),
  'places.search': fc.record({
    q: fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 120 })),
  }),
  'places.deadhead': fc.record({
    truckAt: fc.oneof(
      fc.constantFrom('brasov-brasov-ro', 'berlin-berlin-de', 'x-ro'),
      fc.string({ maxLength: 30 }),
    ),
    loadingPlaces: fc.array(
      fc.record({
        country: country,
        city: fc.oneof(fc.constant(null), fc.constantFrom('Sibiu', 'Iasi'), fc.string({ maxLength: 12 })),
      }),
      { maxLength: 22 },
    ),
  }),
  'places.coordinates': fc.record({
    places: fc.array(
      fc.record({
        country: country,
        city: fc.oneof(
          fc.constant(null),
          fc.constantFrom('Sibiu', 'Iasi', 'brasov-brasov-ro'),
          fc.string({ maxLength: 12 }),
        ),
      }),
      { maxLength: 44 },
    ),
  }),
  'places.names': fc.record({
    language: fc.constantFrom('en', 'ro'),
    places: fc.array(
      fc.record({
        country: country,
        city: fc.oneof(
          fc.constant(null),
          fc.constantFrom('Munchen', 'Wien', 'Frankfurt'),
          fc.string({ maxLength: 12 }),
        ),
      }),
      { maxLength: 44 },
    ),
  }),
  'places.routeSlugs': fc.record({
    from: fc.record({
      country: country,
      city: fc.oneof(fc.constant(null), fc.constantFrom('Călinești', 'Sibiu'), fc.string({ maxLength: 12 })),
    }),
    to: fc.record({
      country: country,
      city: fc.oneof(fc.constant(null), fc.constantFrom('Ipotești', 'Rediu'), fc.string({ maxLength: 12 })),
    }),
    km: fc.oneof(fc.integer({ min: -1, max: 100_001 }), fc.double()),
  }),
  'costs.estimate': fc.record(
    {
      fromCountry: country,
      toCountry: country,
      from: maybe(
        fc.oneof(fc.constantFrom('Brașov', 'brasov', 'Cluj-Napoca', 'Nowhere'), fc.string({ maxLength: 12 })),
      ),
      to: maybe(fc.constantFrom('Berlin', 'München', 'x')),
      vehicle: maybe(fc.constantFrom(...TRUCK_TYPES, 'ufo')),
      category: maybe(fc.constantFrom(...LISTING_CATEGORIES, 'pets')),
      price: maybe(fc.oneof(fc.integer({ min: -10, max: 20_000_000 }), fc.double())),
      currency: maybe(fc.constantFrom(...CURRENCIES, 'USD')),
    },
    { requiredKeys: ['fromCountry', 'toCountry'] },
  ),
  'companies.get': fc.record({ id }),
  'events.types': junk,
  'desk.status': junk,
  'savedSearches.list': fc.record({ kind: maybe(fc.constantFrom('listings', 'vehicles', 'loads')) }),
  'savedSearches.create': fc.oneof(
    fc.record({
      kind: fc.constant('listings'),
      name: fc.string({ unit: 'grapheme', maxLength: 90 }),
      filters: listingFilters,
    }),
    fc.record({ kind: fc.constant('vehicles'), name: fc.string({ maxLength: 20 }), filters: vehicleFilters }),
  ),
  'savedSearches.rename': fc.record({ id, name: fc.string({ maxLength: 90 }) }),
  'savedSearches.delete': fc.record({ id }),
  'savedSearches.markRun': fc.record({ id }),
  'savedSearches.setWatch': fc.record({ id, watch: fc.oneof(fc.boolean(), fc.constantFrom('yes', 1, null)) }),
  'savedSearches.reposts': fc.record({ id }),
  'savedSearches.watchBaseline': fc.record({ id }),
  'hiddenLoads.list': junk,
  'hiddenLoads.hide': fc.record({
    ref,
    route: maybe(fc.oneof(fc.string({ maxLength: 260 }), fc.constant(null))),
  }),
  'hiddenLoads.unhide': fc.record({ ref }),
  'seen.mark': fc.record({ scope: seenScope, ids: fc.array(fc.oneof(ref, fc.uuid()), { maxLength: 25 }) }),
  'seen.unseen': fc.record({ scope: seenScope, ids: fc.array(fc.oneof(ref, fc.uuid()), { maxLength: 25 }) }),
  'seen.forget': fc.record({ scope: seenScope }),
  'activity.list': fc.record(
    {
      limit: maybe(fc.oneof(fc.integer({ min: -2, max: 600 }), fc.double())),
      beforeSeq: maybe(fc.integer({ min: -1, max: 1_000 })),
      types: maybe(
        fc.array(fc.oneof(fc.constantFrom(...ACTIVITY_KINDS), fc.string({ maxLength: 70 })), {
          maxLength: 14,
        }),
      ),
    },
    { requiredKeys: [] },
  ),
  'activity.summary': junk,
  'activity.markRead': fc.record({
    ids: fc.array(fc.oneof(fc.constantFrom('offer.received:x'), fc.string({ maxLength: 210 })), {
      maxLength: 4,
    }),
  }),
  'activity.markAllRead': junk,
  'watch.settings': junk,
  'watch.update': fc.record(
    {
      enabled: maybe(fc.boolean()),
      requestsPerMinute: maybe(fc.oneof(fc.double({ min: -1, max: 20 }), fc.constantFrom(0.5, 4, 12))),
      sources: maybe(fc.dictionary(fc.constantFrom(...WATCH_SOURCES, 'radio'), fc.boolean(), { maxKeys: 3 })),
      notify: maybe(fc.dictionary(fc.constantFrom(...ACTIVITY_KINDS, 'x.y'), fc.boolean(), { maxKeys: 3 })),
      quietHours: maybe(
        fc.oneof(
          fc.constant(null),
          fc.record({ from: fc.constantFrom('22:00', '7:00', '24:00'), to: fc.constantFrom('07:00', 'x') }),
        ),
      ),
    },
    { requiredKeys: [] },
  ),
  'watch.checkNow': junk,
  'watch.online': fc.record({ online: fc.oneof(fc.boolean(), fc.constantFrom('no', 0, null)) }),
  'desktop.notify': fc.record({
    title: fc.string({ maxLength: 210 }),
    body: fc.string({ maxLength: 30 }),
    path: fc.oneof(fc.constantFrom('/inbox', '/listings/FX-7K2M9Q', 'https://x.test', '//x'), fc.string()),
  }),
  'desktop.setLanguage': fc.record({
    language: fc.oneof(fc.constantFrom('en', 'ro', 'de', ''), fc.string()),
  }),
  'desktop.badge': fc.record(
    {
      count: fc.oneof(fc.integer({ min: -2, max: 100_001 }), fc.double()),
      label: maybe(fc.string({ maxLength: 110 })),
    },
    { requiredKeys: ['count'] },
  ),
  'desktop.settings': junk,
  'desktop.updateSettings': fc.record(
    {
      keepInTray: fc.oneof(fc.boolean(), fc.constantFrom('yes', 1, null)),
      startAtLogin: fc.oneof(fc.boolean(), fc.constant('no')),
    },
    { requiredKeys: [] },
  ),
  'update.status': junk,
  'update.restart': junk,
  'notes.list': fc.record({ query: maybe(fc.string({ unit: 'grapheme', maxLength: 210 })) }),
  'notes.get': fc.record({ kind: fc.constantFrom('listing', 'company', 'truck'), id: fc.oneof(ref, id) }),
  'notes.save': fc.record({
    kind: fc.constantFrom('listing', 'company', 'truck'),
    id: fc.oneof(ref, id),
    label: maybe(fc.oneof(fc.constant(null), fc.string({ maxLength: 210 }))),
    text: fc.string({ unit: 'grapheme', maxLength: 60 }),
    tags: fc.array(fc.string({ maxLength: 45 }), { maxLength: 22 }),
    list: maybe(fc.constantFrom(null, 'blocked', 'preferred', 'liked')),
  }),
  'notes.delete': fc.record({ kind: fc.constantFrom('listing', 'company'), id: fc.oneof(ref, id) }),
  'notes.tags': junk,
  'notes.export': junk,
  'notes.import': fc.record({
    file: fc.oneof(
      junk,
      fc.record({
        format: fc.constant('dispatch-notes'),
        version: fc.constant(1),
        exportedAt: fc.constant('2026-01-01T00:00:00Z'),
        notes: fc.array(junk, { maxLength: 4 }),
      }),
    ),
  }),
  'trucks.get': junk,
  'trucks.save': fc.record(
    {
      id: maybe(fc.oneof(id, fc.string({ maxLength: 8 }))),
      name: fc.string({ unit: 'grapheme', maxLength: 70 }),
      costPerKm: fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(0, 1.1, 5.5, 101)),
      currency: fc.constantFrom('EUR', 'RON', 'USD'),
      kmPerDay: maybe(fc.integer({ min: 0, max: 2000 })),
      home: maybe(
        fc.constantFrom(null, { city: 'Brașov', country: 'RO', county: 'Brașov', slug: 'brasov-brasov-ro' }),
      ),
    },
    { requiredKeys: ['name', 'costPerKm', 'currency'] },
  ),
  'trucks.delete': fc.record({ id }),
  'trucks.setCurrent': fc.record({ id }),
  'trucks.setTruckAt': fc.record({
    truckAt: fc.constantFrom(null, {
      city: 'Cluj-Napoca',
      country: 'RO',
      county: 'Cluj',
      slug: 'cluj-napoca-cluj-ro',
    }),
  }),
  'trucks.setRate': fc.record({
    rate: fc.oneof(
      fc.constant(null),
      fc.record({
        ronPerEur: fc.oneof(fc.double({ noNaN: true }), fc.constant(4.97)),
        date: fc.constantFrom('2026-11-28', '28.11.2026'),
      }),
    ),
  }),
};

describe('every contract call, generated inputs, real sandbox', () => {
  beforeEach(async () => {
    // every property runs with the shipper's key (keys.remove's property drops it)
    expect((await invokeCall(services.handlers, 'keys.useDemo', { account: 'shipper' })).ok).toBe(true);
  });

  it('has a generator for every call', () => {
    expect(Object.keys(inputs).sort()).toEqual([...CALL_NAMES].sort());
  });

  for (const name of CALL_NAMES) {
    it(`${name}: never throws, never unexpected; the API never refuses what the contract accepted`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof({ weight: 4, arbitrary: inputs[name] }, { weight: 1, arbitrary: junk }),
          async (input) => {
            const before = wire;
            const result = await invokeCall(services.handlers, name, input);
            if (result.ok) return;
            const { kind } = result.error;
            expect(
              ALLOWED.has(kind),
              `${name} ${JSON.stringify(input)} -> ${JSON.stringify(result.error)}`,
            ).toBe(true);
            if (kind === 'invalid_input') expect(wire, 'refused input must send nothing').toBe(before);
          },
        ),
        { numRuns: 200 },
      );
    }, 60_000);
  }

  it('a junk cursor is refused before sending, or read by the API as a lost page position', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), fc.string({ minLength: 513, maxLength: 600 })),
        async (cursor) => {
          const result = await invokeCall(services.handlers, 'vehicles.search', { filters: {}, cursor });
          expect(result.ok).toBe(false);
          if (!result.ok) expect(['invalid_input', 'cursor_invalid']).toContain(result.error.kind);
        },
      ),
      { numRuns: 12 },
    );
  }, 30_000);
});
