/** `GET /v1/places` (docs/api.md §Routes, §Places): `{ data: Place[] }`, at most 10, best first. */
import type { FastifyInstance } from 'fastify';
import { toPlace, type PlaceRecord } from '../../places';
import type { SandboxContext } from '../context';
import { BodyWriter } from '../json-body';
import { operationParams, readParams, readRoute } from '../route-kit';

/** Most answers kept: the places never change, so a type-ahead prefix asked again is answered as before. */
const ANSWERS_KEPT = 1024;

/** Registers the places route on `app`; `q` is trimmed, then at least 2 chars (400 `too_short`). */
export function placeRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const params = operationParams(ctx.contract, '/places');
  const list = BodyWriter.forRoute<PlaceRecord>(ctx.contract, '/places');
  const answers = new Map<string, Buffer>();
  readRoute(app, '/v1/places', (request) => {
    const { q } = readParams(params.query, request.query, 'query') as { q: string };
    let body = answers.get(q);
    if (!body) {
      body = list.body(
        ctx.places
          .search(q)
          .slice(0, 10)
          .map((place) => list.item(place, toPlace)),
      );
      if (answers.size >= ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
      answers.set(q, body);
    }
    return body;
  });
}
