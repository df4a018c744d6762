/** `GET /v1/events/types` (docs/api.md §Events): the catalog of planned event types. */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { EVENT_TYPES } from './catalog';
import { BodyWriter } from '../http/json-body';
import { readRoute } from '../http/route-kit';

/** Registers the event catalog route on `app`. */
export function eventRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const list = BodyWriter.forRoute(ctx.contract, '/events/types');
  readRoute(app, '/v1/events/types', () => list.body(EVENT_TYPES.map((type) => list.item(type, (t) => t))));
}
