/** `GET /v1/events/types` (spec 6; DECISIONS "Events"): the catalog of planned event types. */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { EVENT_TYPES } from '../events-catalog';
import { readRoute } from '../route-kit';

/** Registers the event catalog route on `app`. */
export function eventRoutes(app: FastifyInstance, _ctx: SandboxContext): void {
  readRoute(app, '/v1/events/types', () => ({ data: EVENT_TYPES }));
}
