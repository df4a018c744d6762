/**
 * Test seam: a fake contract transport (renderer/shared/transport.ts `setTransport`) that records every
 * call and answers from per-call handlers. No fetch, no Electron.
 */
import type { Listing, ListingPage, Vehicle } from '../../shared/api/types';
import type { CallName, KeyInfo, SessionInfo } from '../../shared/contract/calls';
import type { AppError, AppErrorKind, CallResult } from '../../shared/contract/errors';
import { setTransport } from '../shared/transport';

/** One recorded call. */
export interface RecordedCall {
  name: CallName;
  input: unknown;
}

/** A handler answers a call's input with a value, or with `failWith(...)` for an error. */
export type Handler = (input: never) => unknown;

const FAILURE = Symbol('failure');

/** A handler result that makes the call fail with this AppError kind. */
export function failWith(kind: AppErrorKind, extra: Partial<AppError> = {}): unknown {
  return { [FAILURE]: { kind, message: `fake ${kind}`, ...extra } };
}

/**
 * Installs the fake; `restore` puts the previous transport back. `session.get` answers
 * `makeSession()` unless a handler is given (every screen sits under the session bar).
 */
export function installFakeTransport(handlers: Partial<Record<CallName, Handler>>) {
  const calls: RecordedCall[] = [];
  const all: Partial<Record<CallName, Handler>> = { 'session.get': () => makeSession(), ...handlers };
  const restore = setTransport(async (name, input) => {
    calls.push({ name, input });
    const handler = all[name];
    if (!handler) return { ok: false, error: { kind: 'unexpected', message: `no fake for ${name}` } };
    const value = await (handler as (input: unknown) => unknown)(input);
    if (typeof value === 'object' && value !== null && FAILURE in value) {
      return { ok: false, error: (value as { [FAILURE]: AppError })[FAILURE] } satisfies CallResult<never>;
    }
    return { ok: true, value };
  });
  return { calls, restore, of: (name: CallName) => calls.filter((c) => c.name === name) };
}

/** A free vehicle with plausible fields (Cluj-Napoca → München, a tautliner of 24 t); override any. */
export function makeVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    fromCountry: 'RO',
    toCountry: 'DE',
    fromCity: 'Cluj-Napoca',
    toCity: 'München',
    dateFrom: '2026-10-12',
    dateTo: '2026-10-15',
    vehicle: 'tautliner',
    capacity: '24 t',
    seats: null,
    volumeM3: '90',
    payloadT: '24',
    pallets: 33,
    via: null,
    note: 'Back load wanted',
    status: 'active',
    createdAt: '2026-10-01T08:30:00Z',
    companyId: null,
    displayName: 'Trans Carpați SRL',
    ...overrides,
  };
}

/** A published listing with plausible fields; override any. */
export function makeListing(overrides: Partial<Listing> = {}): Listing {
  return {
    ref: 'FX-7K2M9Q',
    category: 'freight',
    fromCity: 'Cluj-Napoca',
    fromCountry: 'RO',
    toCity: 'München',
    toCountry: 'DE',
    dateType: 'exact',
    dateFrom: '2026-10-12',
    dateTo: '2026-10-12',
    description: 'Palletised machine parts',
    budget: '1250.00',
    currency: 'EUR',
    urgent: false,
    needsInvoice: false,
    paymentDays: 30,
    weightKg: 12000,
    volumeM3: '33',
    truckTypes: ['tautliner'],
    status: 'published',
    createdAt: '2026-10-01T08:30:00Z',
    expiresAt: '2026-10-15T08:30:00Z',
    estimatedCost: '1400.00',
    distanceKm: 1234,
    url: 'https://exchange.example/listings/FX-7K2M9Q',
    ...overrides,
  };
}

/** A page of `count` listings with refs FX-<prefix>0001...; `nextCursor` null means the last page. */
export function makePage(prefix: string, count: number, nextCursor: string | null): ListingPage {
  return {
    data: Array.from({ length: count }, (_, i) =>
      makeListing({ ref: `FX-${prefix}${String(i + 1).padStart(4, '0')}` }),
    ),
    hasMore: nextCursor !== null,
    nextCursor,
  };
}

/** Key info with no key in use; override any field. */
export function makeKey(overrides: Partial<KeyInfo> = {}): KeyInfo {
  return {
    saved: false,
    kind: null,
    last4: null,
    demoAccount: null,
    savedElsewhere: [],
    keychainUnavailable: false,
    ...overrides,
  };
}

/** The embedded sandbox session with no key, two demo accounts. */
export function makeSession(overrides: Partial<SessionInfo> = {}): SessionInfo {
  return {
    environment: {
      kind: 'embedded',
      apiEnvironment: 'sandbox',
      baseUrl: 'http://127.0.0.1:4010/v1',
      origin: 'http://127.0.0.1:4010',
    },
    key: makeKey(),
    demoAccounts: [
      { id: 'shipper', label: 'Shipper', description: 'Publishes listings' },
      { id: 'carrier', label: 'Carrier', description: 'Sends offers' },
    ],
    ...overrides,
  };
}
