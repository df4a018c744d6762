/**
 * My trucks in "My desk" (tables `trucks` and `exchange_rate`, migration 9; shared/contract/trucks.ts;
 * docs/api.md §What a load earns): the user's trucks with their costs, the current one and where it is
 * ("Truck at"), and the user's EUR↔RON rate with its date. Local only, never sent to the exchange.
 *
 * Every write is one IMMEDIATE transaction and returns only after it committed; every call answers My
 * trucks as they now are. Errors are `AppFailure`s: `invalid_input` (with `fields`) for a bad input,
 * `not_found` for an unknown truck, `invalid_input` past TRUCKS_MAX trucks too.
 */
import type { Place } from '../../../shared/api/types';
import { truckPlaceSchema } from '../../../shared/contract/desk';
import {
  exchangeRateSchema,
  myTrucksFileSchema,
  TRUCKS_MAX,
  truckInputSchema,
  type MyTrucks,
  type Truck,
} from '../../../shared/contract/trucks';
import { appFailure, invalidInput } from '../errors';
import type { DeskDatabase } from './database';
import { immediateTransaction } from './sql';

/** My trucks, read and written in the local database. */
export interface TruckStore {
  /** My trucks: every truck by name (then id), the current one's id, the rate. */
  get(): MyTrucks;
  /** Adds a truck (no `id`; the first one becomes current) or changes one (its Truck at kept). */
  save(input: unknown): MyTrucks;
  /** Deletes a truck (an unknown id: `not_found`). */
  delete(id: string): MyTrucks;
  /** Makes `id` the current truck (an unknown id: `not_found`). */
  setCurrent(id: string): MyTrucks;
  /** Sets where the current truck is; without a current truck nothing is kept. */
  setTruckAt(truckAt: Place | null): MyTrucks;
  /** Sets the EUR↔RON rate with its date, or clears it (null). */
  setRate(rate: unknown): MyTrucks;
  /** Replaces My trucks with those of a notes file's `trucks` (checked first; `invalid_input`). */
  replaceAll(data: unknown): MyTrucks;
}

/** Options of `createTruckStore`. */
export interface TruckStoreOptions {
  /** Clock, ms since the epoch (default `Date.now`). */
  now?: () => number;
  /** New truck ids (default `crypto.randomUUID`). */
  newId?: () => string;
}

interface Row {
  id: string;
  name: string;
  cost_per_km: number;
  currency: 'EUR' | 'RON';
  km_per_day: number;
  home: string | null;
  truck_at: string | null;
  is_current: number;
}

const COLUMNS = 'id, name, cost_per_km, currency, km_per_day, home, truck_at, is_current';
const collator = new Intl.Collator('ro', { sensitivity: 'base', numeric: true });

/** The truck store over an open local database (see database.ts). */
export function createTruckStore(db: DeskDatabase, options: TruckStoreOptions = {}): TruckStore {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const statements = {
    all: db.prepare(`SELECT ${COLUMNS} FROM trucks`),
    one: db.prepare('SELECT id FROM trucks WHERE id = ?'),
    count: db.prepare('SELECT count(*) AS n FROM trucks'),
    insert: db.prepare(
      `INSERT INTO trucks (id, name, cost_per_km, currency, km_per_day, home, truck_at, is_current, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    update: db.prepare(
      'UPDATE trucks SET name = ?, cost_per_km = ?, currency = ?, km_per_day = ?, home = ? WHERE id = ?',
    ),
    delete: db.prepare('DELETE FROM trucks WHERE id = ?'),
    deleteAll: db.prepare('DELETE FROM trucks'),
    noCurrent: db.prepare('UPDATE trucks SET is_current = 0 WHERE is_current = 1'),
    current: db.prepare('UPDATE trucks SET is_current = 1 WHERE id = ?'),
    truckAt: db.prepare('UPDATE trucks SET truck_at = ? WHERE is_current = 1'),
    rate: db.prepare('SELECT ron_per_eur, day FROM exchange_rate WHERE id = 1'),
    setRate: db.prepare(
      'INSERT INTO exchange_rate (id, ron_per_eur, day) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET ron_per_eur = excluded.ron_per_eur, day = excluded.day',
    ),
    clearRate: db.prepare('DELETE FROM exchange_rate'),
  };
  const write = (work: () => void): MyTrucks => {
    immediateTransaction(db, work);
    return read();
  };
  const read = (): MyTrucks => {
    const rows = statements.all.all() as unknown as Row[];
    const trucks = rows
      .map(toTruck)
      .sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
    const rate = statements.rate.get() as { ron_per_eur: number; day: string } | undefined;
    return {
      trucks,
      currentId: rows.find((row) => row.is_current === 1)?.id ?? null,
      rate: rate ? { ronPerEur: rate.ron_per_eur, date: rate.day } : null,
    };
  };
  const known = (id: string) => {
    if (statements.one.get(id) === undefined) throw appFailure('not_found', 'No such truck.');
  };
  return {
    get: read,
    save(input) {
      const parsed = truckInputSchema.safeParse(input);
      if (!parsed.success) throw invalidInput(parsed.error.issues);
      const { id, name, costPerKm, currency, kmPerDay, home } = parsed.data;
      const homeText = home ? JSON.stringify(home) : null;
      return write(() => {
        if (id !== undefined) {
          known(id);
          statements.update.run(name, costPerKm, currency, kmPerDay, homeText, id);
          return;
        }
        const { n } = statements.count.get() as { n: number };
        if (n >= TRUCKS_MAX) throw appFailure('invalid_input', `At most ${TRUCKS_MAX} trucks are kept.`);
        statements.insert.run(
          newId(),
          name,
          costPerKm,
          currency,
          kmPerDay,
          homeText,
          null,
          n === 0 ? 1 : 0,
          now(),
        );
      });
    },
    delete: (id) =>
      write(() => {
        known(id);
        statements.delete.run(id);
      }),
    setCurrent: (id) =>
      write(() => {
        known(id);
        statements.noCurrent.run();
        statements.current.run(id);
      }),
    setTruckAt(truckAt) {
      const parsed = truckPlaceSchema.nullable().safeParse(truckAt);
      if (!parsed.success) throw invalidInput(parsed.error.issues, 'truckAt');
      return write(() => {
        statements.truckAt.run(parsed.data ? JSON.stringify(parsed.data) : null);
      });
    },
    setRate(rate) {
      const parsed = exchangeRateSchema.nullable().safeParse(rate);
      if (!parsed.success) throw invalidInput(parsed.error.issues, 'rate');
      return write(() => {
        if (parsed.data === null) statements.clearRate.run();
        else statements.setRate.run(parsed.data.ronPerEur, parsed.data.date);
      });
    },
    replaceAll(data) {
      const parsed = myTrucksFileSchema.safeParse(data);
      if (!parsed.success) throw invalidInput(parsed.error.issues, 'trucks');
      const { trucks, currentId, rate } = parsed.data;
      return write(() => {
        statements.deleteAll.run();
        for (const truck of trucks) {
          statements.insert.run(
            truck.id,
            truck.name,
            truck.costPerKm,
            truck.currency,
            truck.kmPerDay,
            truck.home ? JSON.stringify(truck.home) : null,
            truck.truckAt ? JSON.stringify(truck.truckAt) : null,
            truck.id === currentId ? 1 : 0,
            now(),
          );
        }
        if (rate === null) statements.clearRate.run();
        else statements.setRate.run(rate.ronPerEur, rate.date);
      });
    },
  };
}

/** A stored JSON place, or null when absent or no longer valid. */
function placeOf(text: string | null): Place | null {
  if (text === null) return null;
  const parsed = truckPlaceSchema.safeParse(JSON.parse(text));
  return parsed.success ? (parsed.data as Place) : null;
}

function toTruck(row: Row): Truck {
  return {
    id: row.id,
    name: row.name,
    costPerKm: row.cost_per_km,
    currency: row.currency,
    kmPerDay: row.km_per_day,
    home: placeOf(row.home),
    truckAt: placeOf(row.truck_at),
  };
}
