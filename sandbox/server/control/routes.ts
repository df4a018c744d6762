/**
 * The `/_sandbox/...` control routes (docs/api.md §Outside /v1): for tests and demos, registered only
 * when the server is started as a sandbox (`startSandbox({ controlRoutes })`, default on), never under
 * /v1 (so neither the key check, the budget nor injected faults touch them). JSON in, JSON out; errors
 * use the API's error body and every answer carries `X-Request-Id`.
 * - `GET /_sandbox/keys` -> `{ data: DemoKey[] }`;
 * - each group's own `control-routes.ts`: listings, vehicles and offers in their folders; clock and
 *   market steps in `time/`; faults in `faults/`; the request counter in `rates/`.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteGroup } from '../http/app';
import type { SandboxClock } from '../time/clock';
import { demoKeysOf, type SandboxContext } from '../context';
import type { SandboxControl } from './control';
import type { Faults } from '../faults/faults';
import type { MarketMotion } from '../time/market-motion';
import { controlFaultRoutes } from '../faults/control-routes';
import { controlListingRoutes } from '../listings/control-routes';
import type { RequestCounter } from '../rates/request-counter';
import { controlOfferRoutes } from '../offers/control-routes';
import { controlVehicleRoutes } from '../vehicles/control-routes';
import { controlRequestRoutes } from '../rates/control-routes';
import { controlTimeRoutes } from '../time/control-routes';

/** What the control routes drive. */
export interface ControlDeps {
  control: SandboxControl;
  clock: SandboxClock;
  motion: MarketMotion;
  faults: Faults;
  requests: RequestCounter;
}

/** The route group of the control routes over `deps`. */
export function sandboxControlRoutes(deps: ControlDeps): RouteGroup {
  return (app: FastifyInstance, ctx: SandboxContext) => {
    app.get('/_sandbox/keys', async () => ({ data: demoKeysOf(ctx.market) }));
    controlListingRoutes(app, ctx, deps.control);
    controlVehicleRoutes(app, ctx, deps.control);
    controlOfferRoutes(app, ctx, deps.control);
    controlTimeRoutes(app, deps.clock, deps.motion);
    controlFaultRoutes(app, deps.faults);
    controlRequestRoutes(app, deps.requests);
  };
}
