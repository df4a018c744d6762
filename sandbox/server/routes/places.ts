/** `GET /v1/places` (spec 4; DECISIONS "Places"): `{ data: Place[] }`, at most 10, best first. */
import type { FastifyInstance } from 'fastify';
import { toPlace } from '../../places';
import type { SandboxContext } from '../context';
import { operationParams, readParams, readRoute } from '../route-kit';

/** Registers the places route on `app`; `q` is trimmed, then at least 2 chars (400 `too_short`). */
export function placeRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const params = operationParams(ctx.contract, '/places');
  readRoute(app, '/v1/places', (request) => {
    const { q } = readParams(params.query, request.query, 'query') as { q: string };
    return { data: ctx.places.search(q).slice(0, 10).map(toPlace) };
  });
}
