/**
 * The request counter's routes (docs/api.md §Outside /v1; `request-counter.ts`):
 * - `GET /_sandbox/requests` -> `{ data: { since, holders: { <holder>: { <ISO minute>: count } } } }`;
 * - `DELETE /_sandbox/requests` forgets the counts -> the same shape, empty, `since` now.
 */
import type { FastifyInstance } from 'fastify';
import type { RequestCounter } from './request-counter';

/** Registers the request counter's routes. */
export function controlRequestRoutes(app: FastifyInstance, requests: RequestCounter): void {
  app.get('/_sandbox/requests', async () => ({ data: requests.counts() }));
  app.delete('/_sandbox/requests', async () => {
    requests.reset();
    return { data: requests.counts() };
  });
}
