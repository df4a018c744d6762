/**
 * The sandbox's Fastify server (docs/api.md §Routes, §Keys and environments, §Errors): request ids, the request guard
 * (Host, sizes), the key check and the per-holder budget on /v1, 405 for every method but GET/HEAD on a
 * /v1 route, the route groups, 404 for unknown routes, and one error body for all, including what
 * Node's HTTP parser refuses before Fastify sees it (docs/api.md §Errors).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { ApiError, errorBody, invalidRequest } from './api-error';
import { identifyCaller } from './auth';
import type { SandboxContext } from '../context';
import { dialectContext, installDialects, type DialectName } from '../dialects';
import { installFaultHooks } from '../faults/fault-hooks';
import type { Faults } from '../faults/faults';
import { holderName, type RequestCounter } from '../rates/request-counter';
import { methodRefusal, parserRefusal, writeRawAnswer, type ParserError } from './raw-answer';
import { guardProblem, PARSER_HEADER_LIMIT, type AllowedHosts } from './request-guard';
import { frameworkCodeNamed, methodNotAllowed, noRouteError } from './route-kit';
import { companyRoutes } from '../companies/routes';
import { costEstimateRoutes } from '../costs/routes';
import { eventRoutes } from '../events/routes';
import { listingRoutes } from '../listings/routes';
import { offerRoutes } from '../offers/routes';
import { placeRoutes } from '../places/routes';
import { sandboxMetaRoutes } from './meta-routes';
import { vehicleRoutes } from '../vehicles/routes';
import { websiteRoutes } from '../website/routes';
import { isV1Path, pathOf, V1Routes } from './v1-routes';

export type { AllowedHosts } from './request-guard';
export { isV1Path } from './v1-routes';

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
  websiteRoutes,
];

/** How `buildServer` sets the server up. */
export interface ServerOptions {
  /** Fastify's request log; default off. */
  logger?: boolean;
  /** Replaces the route groups (default `ROUTE_GROUPS`; tests use it). */
  groups?: readonly RouteGroup[];
  /** Injected faults applied to /v1 requests after the request guard (`fault-hooks.ts`). */
  faults?: Faults;
  /** Which Host headers are answered (`request-guard.ts`); default `any`. */
  allowedHosts?: AllowedHosts;
  /**
   * Dialects in force (`dialects/`): /v1 answers that differ from docs/api.md on points the published
   * API leaves open, like another exchange might. Default none: the standard answers.
   */
  dialects?: readonly DialectName[];
  /** Counts every /v1 request per holder and minute (`request-counter.ts`), before dialects and faults. */
  requests?: RequestCounter;
}

/**
 * Builds (does not start) the server over `ctx`. Every response carries `X-Request-Id` equal to the
 * body's `requestId` (a uuid per request), the parser's refusals included; every answer Fastify writes
 * carries a `Date` header on the sandbox clock (`ctx.now()`, whole seconds), not the machine's. Order of the checks: the
 * request guard (421 Host, 414 request-target over 8 KiB, 431 header fields over 16 KiB), then on /v1
 * the dialects' refusals (`options.dialects`), the injected faults, the key (401), the budget (429),
 * the method (405 `method_not_allowed` with `Allow: GET, HEAD` on a /v1 route), an unknown route
 * (404), then the route's own checks. The dialects also rewrite /v1 answers as they are sent.
 */
export function buildServer(ctx: SandboxContext, options: ServerOptions = {}): FastifyInstance {
  const routes = new V1Routes();
  const allowedHosts = options.allowedHosts ?? 'any';
  let port: number | undefined;
  const ownPort = (): number | undefined => {
    if (port === undefined) {
      const address = app.server.address();
      if (address !== null && typeof address === 'object') port = address.port;
    }
    return port;
  };
  const guard = (raw: IncomingMessage): ApiError | null =>
    guardProblem(
      { target: raw.url ?? '', rawHeaders: raw.rawHeaders, host: raw.headers.host },
      allowedHosts,
      ownPort(),
    );

  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    exposeHeadRoutes: true,
    forceCloseConnections: true,
    // The parser reads up to 64 KiB of request line and headers so that the guard, not the parser,
    // answers a long URL (414) or large headers (431) with the error body; a missing Host reaches the
    // guard too (Node would answer 400 on its own).
    http: { maxHeaderSize: PARSER_HEADER_LIMIT, requireHostHeader: false },
    // Path parameters of any length reach the route, which answers with its own rule (400 or 404).
    routerOptions: { maxParamLength: PARSER_HEADER_LIMIT },
    clientErrorHandler: (error, socket) => {
      const answer = parserRefusal(error as unknown as ParserError, routes);
      if (answer) writeRawAnswer(socket, answer);
      else socket.destroy();
    },
    frameworkErrors: (error, request, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      const refusal =
        guard(request.raw) ?? unreadablePath(request.url, routes, (error as { code?: unknown }).code);
      void reply
        .code(refusal.status)
        .headers(refusal.headers)
        .header('X-Request-Id', request.id)
        .send(errorBody(refusal.code, refusal.message, request.id, refusal.fields));
    },
  });
  app.decorateRequest('caller', null);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('GET') && isV1Path(route.url)) routes.add(route.url);
  });
  // CONNECT never reaches the router; an unknown Expect is ignored (RFC 9110 lets a server go on).
  app.server.on('connect', (request: IncomingMessage, socket) => {
    writeRawAnswer(socket, guard(request) ?? methodRefusal('CONNECT', request.url ?? '', routes));
  });
  app.server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    app.server.emit('request', request, response);
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    // The exchange's clock is the sandbox clock (`--clock`, `/_sandbox/clock/advance`), so the `Date`
    // header (RFC 9110 §6.6.1) reads it too, not the machine's time that Node would send on its own:
    // the app dates the watch's start on it (docs/api.md §Outside /v1; docs/watch.md §News from the
    // first read). Set before any check, so every answer that goes through Fastify carries it.
    reply.header('Date', new Date(ctx.now()).toUTCString());
    const problem = guard(request.raw);
    if (problem) throw problem;
    if (request.is404 && !isV1Path(request.url)) throw noRouteError(request.method);
  });
  const requests = options.requests;
  if (requests) {
    app.addHook('onRequest', async (request) => {
      if (isV1Path(request.url)) requests.count(holderName(request.headers.authorization, ctx.keys));
    });
  }
  // Dialects answer like another exchange would; injected faults then act on that answer.
  const dialects = options.dialects ?? [];
  installDialects(app, ctx, dialects);
  if (options.faults) installFaultHooks(app, options.faults, isV1Path);

  app.addHook('onRequest', async (request) => {
    if (!isV1Path(request.url)) return;
    request.caller = identifyCaller(
      request.headers.authorization,
      request.socket.remoteAddress,
      ctx.keys,
      ctx.environment,
    );
    ctx.budget.take(request.caller.holder);
    const method = request.method;
    const isRoute = routes.has(pathOf(request.url));
    if (method !== 'GET' && method !== 'HEAD' && isRoute) throw methodNotAllowed(method);
    // Before any body is read (a QUERY or POST to an unknown route is 404, not a body error). An empty
    // path segment is no route, though Fastify's router lets a last parameter be empty
    // (`/v1/vehicles/` is not `GET /vehicles/{id}` with an empty id).
    if (request.is404 || !isRoute) throw noRouteError(request.method);
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
      // Fastify's own message may quote the request (a media type, a header): only its code is named.
      return reply
        .code(status)
        .send(errorBody(code, `The request could not be read${frameworkCodeNamed(error.code)}.`, request.id));
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
    return reply.code(404).send(errorBody('not_found', noRouteError(request.method).message, request.id));
  });

  const routeCtx = dialectContext(ctx, dialects);
  for (const group of options.groups ?? ROUTE_GROUPS) group(app, routeCtx);
  return app;
}

/**
 * The answer to a path the router cannot decode (broken percent-encoding): on a /v1 route, 400
 * `invalid_request` naming each path parameter that does not decode (`invalid_format`); elsewhere 400
 * without `fields`.
 */
function unreadablePath(url: string, routes: V1Routes, code: unknown): ApiError {
  const params = routes.undecodableParams(pathOf(url));
  if (params && params.length > 0) {
    return invalidRequest(
      params.map((name) => ({ path: `path.${name}`, code: 'invalid_format' })),
      params.map((name) => `path.${name} is not valid percent-encoded UTF-8 (invalid_format)`).join('; '),
    );
  }
  return new ApiError(400, 'invalid_request', `The request could not be read${frameworkCodeNamed(code)}.`);
}
