/**
 * Control routes over time (docs/api.md §Outside /v1: advance the clock): the sandbox clock and the
 * market's steps.
 * - `GET /_sandbox/clock` -> `{ data: { now: ISO, offsetSeconds } }`;
 * - `POST /_sandbox/clock/advance` `{ seconds }` (0 to 10 years) moves it forward -> the same shape;
 *   cursors issued before may then be expired (15 minutes, by this clock);
 * - `POST /_sandbox/market/step` `{ count? }` (1 to 100, default 1) runs that many market steps now
 *   -> `{ data: [{ step, changes: ChangeSummary[] }] }`, one entry per step.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxClock } from './clock';
import { readBody } from '../control/control-body';
import { summarise, type MarketMotion } from './market-motion';

/** Largest single clock advance, seconds (ten years of 365 days). */
export const MAX_ADVANCE_SECONDS = 10 * 365 * 86_400;
/** Most market steps one request may run. */
export const MAX_STEPS_PER_REQUEST = 100;

const advanceBody = z.object({ seconds: z.number().min(0).max(MAX_ADVANCE_SECONDS) }).strict();
const stepBody = z.object({ count: z.int().min(1).max(MAX_STEPS_PER_REQUEST).optional() }).strict();

/** Registers the clock and market-step control routes. */
export function controlTimeRoutes(app: FastifyInstance, clock: SandboxClock, motion: MarketMotion): void {
  const clockView = () => ({
    data: { now: new Date(clock.now()).toISOString(), offsetSeconds: clock.offsetMs / 1000 },
  });

  app.get('/_sandbox/clock', async () => clockView());

  app.post('/_sandbox/clock/advance', async (request) => {
    const { seconds } = readBody(advanceBody, request.body);
    clock.advance(seconds * 1000);
    return clockView();
  });

  app.post('/_sandbox/market/step', async (request) => {
    const { count = 1 } = readBody(stepBody, request.body);
    const steps = [];
    for (let i = 0; i < count; i++) {
      const changes = motion.step().map(summarise);
      steps.push({ step: motion.stepCount, changes });
    }
    return { data: steps };
  });
}
