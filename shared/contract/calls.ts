/**
 * The one contract for renderer -> main calls. Each call has a zod input schema (validated at runtime
 * by whichever host binds it: Electron IPC or the browser host) and an output type. Hosts bind every
 * name in `calls` once; the renderer calls them through its transport.
 */
import { z } from 'zod';
import type { EventType, Listing, ListingPage, Place } from '../api/types';
import type { KeyKind } from '../domain/keys';
import { PAGE_LIMIT_MAX, SEARCHABLE_CATEGORIES, TRUCK_TYPES } from '../domain/vocabulary';

/** ISO 3166-1 alpha-2 country code, any case in, upper-case out (DECISIONS "Errors": codes in any case). */
export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'A country is two letters, for example RO or DE.')
  .transform((code) => code.toUpperCase());

/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date('A date is written YYYY-MM-DD.');

/**
 * Filters of `GET /listings` (spec 4; DECISIONS "Filters"): weights in kg (whole), volumes in m3.
 * `dateFrom` after `dateTo` is refused, as the API refuses it (400 `out_of_range`).
 */
export const listingFiltersSchema = z
  .object({
    category: z.enum(SEARCHABLE_CATEGORIES).optional(),
    fromCountry: countryCodeSchema.optional(),
    toCountry: countryCodeSchema.optional(),
    dateFrom: isoDateSchema.optional(),
    dateTo: isoDateSchema.optional(),
    weightMax: z.number().int('Weight is whole kilograms.').positive('Weight must be above 0 kg.').optional(),
    volumeMax: z.number().positive('Volume must be above 0 m3.').optional(),
    truckTypes: z.array(z.enum(TRUCK_TYPES)).optional(),
  })
  .refine((f) => !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo, {
    message: 'The first date must not be after the last date.',
    path: ['dateTo'],
  });
export type ListingFilters = z.infer<typeof listingFiltersSchema>;

/** A page size, 1 to 20 (spec 8). */
export const pageLimitSchema = z.number().int().min(1).max(PAGE_LIMIT_MAX);

/** A cursor as the API gave it (`nextCursor`), or null for the first page. */
export const cursorSchema = z.string().min(1).max(512).nullable();

/** The environments the app can talk to; `embedded` is the sandbox the app starts in-process. */
export const environmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('embedded') }),
  z.object({ kind: z.literal('production'), baseUrl: z.url({ protocol: /^https$/ }) }),
  z.object({ kind: z.literal('custom'), baseUrl: z.url({ protocol: /^https?$/ }) }),
]);
export type EnvironmentChoice = z.infer<typeof environmentSchema>;

/** What the renderer may know of the session: never the key itself. */
export interface SessionInfo {
  environment: EnvironmentChoice & { apiEnvironment: 'sandbox' | 'production'; baseUrl: string };
  /**
   * `saved`: a key of this environment is saved in the OS keychain. A demo account's key is held in
   * memory only: then `saved` is false, `demoAccount` names the account and `kind` is `test`.
   */
  key: { saved: boolean; kind: KeyKind | null; demoAccount: string | null };
  /** Demo accounts of the embedded sandbox (empty elsewhere): pick one to use its test key. */
  demoAccounts: { id: string; label: string; description: string }[];
}

export const calls = {
  'session.get': { input: z.object({}) },
  'settings.setEnvironment': { input: environmentSchema },
  'keys.save': { input: z.object({ key: z.string().trim().min(1, 'Paste your API key.') }) },
  'keys.remove': { input: z.object({}) },
  'keys.useDemo': { input: z.object({ account: z.string().min(1) }) },
  'listings.search': {
    input: z.object({
      filters: listingFiltersSchema,
      cursor: cursorSchema,
      limit: pageLimitSchema.optional(),
    }),
  },
  'listings.get': { input: z.object({ ref: z.string().trim().min(1).max(32) }) },
  'places.search': { input: z.object({ q: z.string().trim().min(2, 'Type at least 2 letters.') }) },
  'events.types': { input: z.object({}) },
} as const;

/** Output type of each call. */
export interface CallOutputs {
  'session.get': SessionInfo;
  'settings.setEnvironment': SessionInfo;
  'keys.save': SessionInfo;
  'keys.remove': SessionInfo;
  'keys.useDemo': SessionInfo;
  'listings.search': ListingPage;
  'listings.get': Listing;
  'places.search': Place[];
  'events.types': EventType[];
}

export type CallName = keyof typeof calls;
export type CallInput<N extends CallName> = z.input<(typeof calls)[N]['input']>;
export type ParsedCallInput<N extends CallName> = z.output<(typeof calls)[N]['input']>;
export type CallOutput<N extends CallName> = CallOutputs[N];

/** Every call name, in a stable order (hosts bind each once). */
export const CALL_NAMES = Object.keys(calls) as CallName[];
