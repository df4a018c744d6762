/**
 * Calls about "My trucks" (docs/api.md §What a load earns), kept in the app's local database, never
 * sent to the exchange: each truck's name, cost per km (EUR or RON), usual loaded km a day and home
 * place; which one is the current truck and where it is ("Truck at" belongs to it); and the user's own
 * EUR↔RON rate with its date. Every call answers the whole of My trucks as it now is on disk.
 */
import { z } from 'zod';
import type { Place } from '../api/types';
import { DEFAULT_KM_PER_DAY, type ExchangeRate } from '../domain/earnings';
import { isoDateSchema, noInput, resourceIdSchema } from './common';
import { truckPlaceSchema } from './desk';
import { call, output } from './call';

/** Longest truck name, in characters (after trimming). */
export const TRUCK_NAME_MAX = 60;
/** Most trucks kept. */
export const TRUCKS_MAX = 50;
/** Highest cost per km accepted, in the truck's currency (RON's figures are about 5 × EUR's). */
export const COST_PER_KM_MAX = 100;

/** A truck's currency: the exchange's two (v1.json `Currency`). */
export const truckCurrencySchema = z.enum(['EUR', 'RON']);

/**
 * A truck as the user writes it: `id` absent for a new one. `costPerKm` in `currency`, 0 to 100 with
 * at most 2 decimals' worth kept as typed; `kmPerDay` whole km, 100 to 1,500 (600 unless set: EU
 * drivers' hours, docs/api.md §What a load earns); `home` a place as the place look-up gives it, or null.
 */
export const truckInputSchema = z.object({
  id: resourceIdSchema.optional(),
  name: z
    .string()
    .trim()
    .normalize('NFC')
    .min(1, 'Give the truck a name.')
    .max(TRUCK_NAME_MAX, `A name is at most ${TRUCK_NAME_MAX} characters.`)
    .regex(/^[^\p{Cc}]*$/u, 'A name is one line of text.'),
  costPerKm: z.number().min(0).max(COST_PER_KM_MAX),
  currency: truckCurrencySchema,
  kmPerDay: z.number().int().min(100).max(1500).default(DEFAULT_KM_PER_DAY),
  home: truckPlaceSchema.nullable().default(null),
});
export type TruckInput = z.input<typeof truckInputSchema>;

/** The user's EUR↔RON rate: RON for 1 EUR (above 0, at most 100) and the day it is of. */
export const exchangeRateSchema = z.object({
  ronPerEur: z.number().gt(0).max(100),
  date: isoDateSchema,
}) satisfies z.ZodType<ExchangeRate>;

/** A stored truck. */
export interface Truck {
  id: string;
  name: string;
  /** In `currency` per km. */
  costPerKm: number;
  currency: 'EUR' | 'RON';
  /** Whole km a day on the road. */
  kmPerDay: number;
  /** The truck's home place, or null. */
  home: Place | null;
  /** Where the truck is ("Truck at"), or null; only the current truck's is shown on Listings. */
  truckAt: Place | null;
}

/** My trucks: every truck by name, the current one's id (null when none) and the rate (null: none set). */
export interface MyTrucks {
  trucks: Truck[];
  currentId: string | null;
  rate: ExchangeRate | null;
}

/** My trucks as a notes file carries them (docs/notes.md §Export and import), checked on import. */
export const myTrucksFileSchema = z.strictObject({
  trucks: z
    .array(
      z.strictObject({
        ...truckInputSchema.shape,
        id: resourceIdSchema,
        truckAt: truckPlaceSchema.nullable().default(null),
      }),
    )
    .max(TRUCKS_MAX),
  currentId: resourceIdSchema.nullable(),
  rate: exchangeRateSchema.nullable(),
});

export const truckCalls = {
  /** My trucks as stored. */
  'trucks.get': call(noInput, output<MyTrucks>()),
  /** Adds a truck (`id` absent; the first one becomes the current truck) or changes one; `not_found` for an unknown id. */
  'trucks.save': call(truckInputSchema, output<MyTrucks>()),
  /** Deletes a truck; the current one deleted, none is current. */
  'trucks.delete': call(z.object({ id: resourceIdSchema }), output<MyTrucks>()),
  /** Makes a truck the current one (`not_found` for an unknown id). */
  'trucks.setCurrent': call(z.object({ id: resourceIdSchema }), output<MyTrucks>()),
  /** Sets where the current truck is ("Truck at"; null: unknown). Without a current truck nothing is kept. */
  'trucks.setTruckAt': call(z.object({ truckAt: truckPlaceSchema.nullable() }), output<MyTrucks>()),
  /** Sets the user's EUR↔RON rate with its date, or clears it (null). */
  'trucks.setRate': call(z.object({ rate: exchangeRateSchema.nullable() }), output<MyTrucks>()),
};
