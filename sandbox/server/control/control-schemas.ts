/** zod building blocks of the `/_sandbox` control bodies (record fields as the market stores them). */
import { z } from 'zod';

/** ISO 3166-1 alpha-2 in any case, stored upper-case (docs/api.md §Errors: answered upper-case). */
export const country = z
  .string()
  .regex(/^[A-Za-z]{2}$/)
  .transform((c) => c.toUpperCase());

/** `YYYY-MM-DD`. */
export const day = z.iso.date();

/** An ISO date-time in UTC (`Z`), stored with ms precision (`2026-11-20T08:00:00.000Z`). */
export const dateTime = z.iso.datetime().transform((t) => new Date(t).toISOString());

/** A non-negative decimal as a string, at most 2 places (`1250`, `1250.50`). */
export const decimal = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/);
