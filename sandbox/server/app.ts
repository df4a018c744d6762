/**
 * The sandbox's Fastify server (spec 4, 5, 7; DECISIONS "Errors"): request ids, the key check and the
 * per-holder budget on /v1, the route groups, 404 for unknown routes, and one error body for all.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { ApiError, errorBody } from './api-error';
import { identifyCaller } from './auth';
import type { SandboxContext } from './context';
import { installFaultHooks } from './fault-hooks';
import type { Faults } from './faults';
import { companyRoutes } from './routes/companies';
import { costEstimateRoutes } from './routes/cost-estimate';
import { eventRoutes } from './routes/events';
import { listingRoutes } from './routes/listings';
import { offerRoutes } from './routes/offers';
import { placeRoutes } from './routes/places';
import { sandboxMetaRoutes } from './routes/sandbox-meta';
import { vehicleRoutes } from './routes/vehicles';

/** A route group: registers its routes (one file each under `routes/`). */
export type RouteGroup = (app: FastifyInstance, ctx: SandboxContext) => void;

/** The route groups of batch 1 implemented so far; add new groups here. */
export const ROUTE_GROUPS: readonly RouteGroup[] = [
  listingRoutes,
  offerRoutes,
  vehicleRoutes,
  placeRoutes,
  eventRoutes,
  costEstimateRoutes,
  companyRoutes,
  sandboxMetaRoutes,
];

/** True for a path under the version root (`/v1` or `/v1/...`), not `/v1.json`. */
export function isV1Path(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/v1' || path.startsWith('/v1/');
}

/**
 * Builds (does not start) the server over `ctx`. Every response carries `X-Request-Id` equal to the
 * body's `requestId` (a uuid per request). Logging is off unless `options.logger` is true.
 * `options.groups` replaces the route groups (default `ROUTE_GROUPS`; tests use it).
 * `options.faults`: injected faults applied to /v1 requests before anything else (`fault-hooks.ts`).
 */
export function buildServer(
  ctx: SandboxContext,
  options: { logger?: boolean; groups?: readonly RouteGroup[]; faults?: Faults } = {},
): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    exposeHeadRoutes: true,
    forceCloseConnections: true,
    frameworkErrors: (error, request, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      void reply
        .code(400)
        .header('X-Request-Id', request.id)
        .send(errorBody('invalid_request', `The request could not be read: ${error.message}`, request.id));
    },
  });
  app.decorateRequest('caller', null);
  if (options.faults) installFaultHooks(app, options.faults, isV1Path);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (!isV1Path(request.url)) return;
    request.caller = identifyCaller(
      request.headers.authorization,
      request.socket.remoteAddress,
      ctx.keys,
      ctx.environment,
    );
    ctx.budget.take(request.caller.holder);
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (error instanceof ApiError) {
      return reply
        .code(error.status)
        .headers(error.headers)
        .send(errorBody(error.code, error.message, request.id, error.fields));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = status === 404 ? 'not_found' : 'invalid_request';
      return reply
        .code(status)
        .send(errorBody(code, `The request could not be read: ${error.message}`, request.id));
    }
    request.log.error(error);
    return reply
      .code(500)
      .send(
        errorBody(
          'internal_error',
          'Something went wrong inside the sandbox; quote the request id.',
          request.id,
        ),
      );
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply
      .code(404)
      .send(errorBody('not_found', `There is no route ${request.method} ${path}.`, request.id));
  });

  for (const group of options.groups ?? ROUTE_GROUPS) group(app, ctx);
  return app;
}
