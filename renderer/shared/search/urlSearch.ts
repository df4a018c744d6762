/**
 * A screen's state as URL search params (`#/listings?fromCountry=%22RO%22&...`), decided by one of the
 * contract's zod object schemas, so Back/Forward move between searches and a saved search can be just
 * its URL. A param that does not pass is dropped; the rest still applies.
 */
import type { z } from 'zod';

/** What `urlSearch(schema)` gives a route and its screen. */
export interface UrlSearch<T extends Record<string, unknown>> {
  /** The schema's field names: the search params the route owns. */
  keys: (keyof T)[];
  /** Only the fields that are set, in the schema's order (no unknown params, no undefined values). */
  valuesOf: (search: Record<string, unknown>) => T;
  /**
   * The URL's search params, valid ones kept and any bad one dropped (a route's `validateSearch`).
   * Every field name is in the result (undefined when not set), because the router lays a route's
   * validated search over the raw one: a dropped param must be overwritten, not left out.
   */
  validate: (raw: Record<string, unknown>) => T;
}

/** The URL-search helpers of one zod object schema (with or without cross-field refinements). */
export function urlSearch<S extends z.ZodObject>(schema: S): UrlSearch<z.infer<S>> {
  type T = z.infer<S>;
  const keys = Object.keys(schema.shape) as (keyof T)[];
  const valuesOf = (search: Record<string, unknown>): T => {
    const values: Record<string, unknown> = {};
    for (const key of keys as string[]) if (search[key] !== undefined) values[key] = search[key];
    return values as T;
  };
  const validate = (raw: Record<string, unknown>): T => {
    const cleared = Object.fromEntries((keys as string[]).map((key) => [key, undefined]));
    let candidate: Record<string, unknown> = valuesOf(raw);
    for (let attempt = 0; attempt <= keys.length; attempt += 1) {
      const parsed = schema.safeParse(candidate);
      if (parsed.success) return { ...cleared, ...(parsed.data as object) } as T;
      const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
      if (bad.has('')) break;
      candidate = Object.fromEntries(Object.entries(candidate).filter(([key]) => !bad.has(key)));
    }
    return cleared as T;
  };
  return { keys, valuesOf, validate };
}
