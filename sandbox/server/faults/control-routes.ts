/**
 * Fault injection routes (docs/api.md §Outside /v1: inject faults); the faults hit /v1 requests only
 * (`fault-hooks.ts`).
 * - `GET /_sandbox/faults` -> `{ data: FaultSettings }` (what is in force; `force429` counts down);
 * - `POST /_sandbox/faults` `FaultSettings` REPLACES the faults in force (fields left out are off)
 *   -> `{ data: FaultSettings }`; the three rates may add up to at most 1;
 * - `DELETE /_sandbox/faults` turns them all off -> `{ data: {} }`.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { invalidRequest } from '../http/api-error';
import { readBody } from '../control/control-body';
import type { Faults } from './faults';

/** Largest injected latency, ms. */
export const MAX_LATENCY_MS = 60_000;

const rate = z.number().min(0).max(1);
const faultBody = z
  .object({
    latencyMs: z.int().min(0).max(MAX_LATENCY_MS),
    errorRate: rate,
    dropConnectionRate: rate,
    malformedJsonRate: rate,
    force429: z.int().min(0).max(1_000_000),
  })
  .partial()
  .strict();

const RATE_NAMES = ['errorRate', 'dropConnectionRate', 'malformedJsonRate'] as const;

/** Registers the fault routes. */
export function controlFaultRoutes(app: FastifyInstance, faults: Faults): void {
  app.get('/_sandbox/faults', async () => ({ data: faults.settings }));

  app.post('/_sandbox/faults', async (request) => {
    const settings = readBody(faultBody, request.body);
    const given = RATE_NAMES.filter((name) => settings[name] !== undefined);
    if (given.reduce((sum, name) => sum + (settings[name] ?? 0), 0) > 1 + 1e-9) {
      throw invalidRequest(
        given.map((name) => ({ path: `body.${name}`, code: 'out_of_range' })),
        'errorRate, dropConnectionRate and malformedJsonRate add up to more than 1',
      );
    }
    faults.set(settings);
    return { data: faults.settings };
  });

  app.delete('/_sandbox/faults', async () => {
    faults.clear();
    return { data: faults.settings };
  });
}
