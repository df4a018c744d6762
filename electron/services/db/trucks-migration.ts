/**
 * Migration 9: My trucks (docs/api.md §What a load earns; shared/contract/trucks.ts). `trucks`: one
 * row per truck, its cost per km in its currency (EUR or RON), whole km a day, its home place and
 * where it is ("Truck at"), each a JSON place `{ city, country, county, slug }` or null; `is_current`
 * 1 on at most one row (a partial unique index holds it). `exchange_rate`: at most one row, the user's
 * RON for 1 EUR and the day it is of.
 */
import type { DatabaseSync } from 'node:sqlite';

/** Creates the tables of My trucks. */
export function createTrucks(db: DatabaseSync): void {
  db.exec(`
    CREATE TABLE trucks (
      id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
      name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
      cost_per_km REAL NOT NULL CHECK (cost_per_km >= 0 AND cost_per_km <= 100),
      currency TEXT NOT NULL CHECK (currency IN ('EUR', 'RON')),
      km_per_day INTEGER NOT NULL CHECK (km_per_day BETWEEN 100 AND 1500),
      home TEXT CHECK (home IS NULL OR json_valid(home)),
      truck_at TEXT CHECK (truck_at IS NULL OR json_valid(truck_at)),
      is_current INTEGER NOT NULL DEFAULT 0 CHECK (is_current IN (0, 1)),
      created_at INTEGER NOT NULL
    ) STRICT, WITHOUT ROWID;
    CREATE UNIQUE INDEX trucks_one_current ON trucks (is_current) WHERE is_current = 1;
    CREATE TABLE exchange_rate (
      id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
      ron_per_eur REAL NOT NULL CHECK (ron_per_eur > 0 AND ron_per_eur <= 100),
      day TEXT NOT NULL CHECK (length(day) = 10)
    ) STRICT;
  `);
}
