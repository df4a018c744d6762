/**
 * `GET /v1/places` (docs/api.md §Routes, §Places): `{ data: Place[] }`, at most 10, best first; or, when
 * the context sets another `placesAnswer` (the `places-unranked` dialect), up to that many of the best
 * matches sorted by name.
 */
import type { FastifyInstance } from 'fastify';
import { SEARCH_LIMIT, toPlace, type PlaceRecord } from '../../places';
import type { PlacesAnswer, SandboxContext } from '../context';
import { BodyWriter } from '../http/json-body';
import { operationParams, readParams, readRoute } from '../http/route-kit';

/** Most answers kept: the places never change, so a type-ahead prefix asked again is answered as before. */
const ANSWERS_KEPT = 1024;

/** The standard answer (docs/api.md §Places): at most 10, ranked best first. */
export const STANDARD_PLACES_ANSWER: PlacesAnswer = { limit: SEARCH_LIMIT, order: 'rank' };

/**
 * Registers the places route on `app`; `q` is trimmed, then at least 2 chars (400 `too_short`).
 * `ctx.placesAnswer` (default `STANDARD_PLACES_ANSWER`) is read once here: the answer cache belongs to
 * this registration, so it only ever holds answers of that one setting.
 */
export function placeRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const params = operationParams(ctx.contract, '/places');
  const list = BodyWriter.forRoute<PlaceRecord>(ctx.contract, '/places');
  const setting = ctx.placesAnswer ?? STANDARD_PLACES_ANSWER;
  const answers = new Map<string, Buffer>();
  readRoute(app, '/v1/places', (request) => {
    const { q } = readParams(params.query, request.query, 'query') as { q: string };
    let body = answers.get(q);
    if (!body) {
      body = list.body(placesFor(ctx, q, setting).map((place) => list.item(place, toPlace)));
      if (answers.size >= ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
      answers.set(q, body);
    }
    return body;
  });
}

/** The places answered for `q` under `setting`: the best `limit` matches, ranked or sorted by name. */
function placesFor(ctx: SandboxContext, q: string, setting: PlacesAnswer): PlaceRecord[] {
  const found = ctx.places.search(q, setting.limit).slice(0, setting.limit);
  if (setting.order === 'rank') return found;
  return [...found].sort((a, b) => a.city.localeCompare(b.city, 'ro') || a.slug.localeCompare(b.slug));
}
