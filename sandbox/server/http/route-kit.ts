/**
 * Helpers every route group uses: registering a read route under /v1 (GET, HEAD, and 405 for every
 * other method), reading its contract parameters, and the caller of a request.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, notFound } from './api-error';
import type { Caller } from './auth';
import { operationParameters, type Contract } from '../contract';
import { JSON_CONTENT_TYPE } from './json-body';
import {
  assertNoProblems,
  compileParams,
  type ParamProblem,
  type ParamValues,
  type ParamValidator,
} from './params';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the /v1 `onRequest` hook: who is calling (null outside /v1). */
    caller: Caller | null;
  }
}

/** Methods answered 405 on a /v1 route (batch 1 is read-only; docs/api.md §Errors). */
const REFUSED_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * How an error message names the request's method: as sent when it is letters and hyphens (GET,
 * M-SEARCH, ACL), else "an unknown method". An answer never repeats text the client chose
 * (docs/api.md §Errors), and a method token may hold digits and `+`, so a made-up one could carry a
 * phone number; letters and hyphens cannot carry contact data.
 */
export function methodNamed(method: string): string {
  return /^[A-Za-z][A-Za-z-]{0,23}$/.test(method) ? method : 'an unknown method';
}

/**
 * How an error message names a framework error (Fastify's, Node's parser's): by its code alone when it
 * has one of the usual form (`FST_ERR_BAD_URL`, `HPE_INVALID_METHOD`), since its message may quote the
 * request. Returns ` (CODE)` or an empty string.
 */
export function frameworkCodeNamed(code: unknown): string {
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,59}$/.test(code) ? ` (${code})` : '';
}

/** 404 `not_found` for a method and path with no route; neither is quoted (docs/api.md §Errors). */
export function noRouteError(method: string): ApiError {
  return notFound(`There is no route for ${methodNamed(method)} at this path; /v1.json lists the routes.`);
}

/** The 405 error of a read-only route (`method` is only named when it is a standard one: `methodNamed`). */
export function methodNotAllowed(method: string): ApiError {
  return new ApiError(
    405,
    'method_not_allowed',
    `Only GET and HEAD are allowed on this route, not ${methodNamed(method)}: version 1 is read-only.`,
    undefined,
    { Allow: 'GET, HEAD' },
  );
}

/**
 * Registers `handler` for GET (and, through Fastify's `exposeHeadRoutes`, HEAD) on `url` (Fastify
 * syntax, e.g. `/v1/listings/:ref`), and a 405 `method_not_allowed` with `Allow: GET, HEAD` for the
 * other methods, refused before any body is read. The handler returns the body: a Buffer of JSON
 * written from the route's schema (`json-body.ts`), sent as it is with `Content-Type: application/json;
 * charset=utf-8`, or a value Fastify serializes.
 */
export function readRoute(
  app: FastifyInstance,
  url: string,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown,
): void {
  // Not async: a handler that answers at once costs no promise (Fastify sends a returned value).
  app.get(url, (request, reply) => {
    const body = handler(request, reply);
    if (body instanceof Promise) return body.then((value: unknown) => typedBody(reply, value));
    return typedBody(reply, body);
  });
  app.route({
    method: [...REFUSED_METHODS],
    url,
    onRequest: async (request) => {
      throw methodNotAllowed(request.method);
    },
    handler: async (request) => {
      throw methodNotAllowed(request.method);
    },
  });
}

/** `body`, with the JSON content type set when it is a Buffer written from the schema. */
function typedBody(reply: FastifyReply, body: unknown): unknown {
  if (Buffer.isBuffer(body)) void reply.type(JSON_CONTENT_TYPE);
  return body;
}

/** The compiled query and path validators of one contract operation. */
export interface OperationParams {
  query: ParamValidator;
  path: ParamValidator;
}

/**
 * Compiles the parameters `v1.json` declares for GET `openApiPath` (relative to the v1 root).
 * @throws Error when v1.json does not describe the operation
 */
export function operationParams(contract: Contract, openApiPath: string): OperationParams {
  const parameters = operationParameters(contract, openApiPath);
  return { query: compileParams(parameters, 'query'), path: compileParams(parameters, 'path') };
}

/**
 * Validates `raw` with `validator`, adds the route's own rules (`extra`, run only when the schema
 * passed for those names), and returns the values.
 * @throws ApiError 400 `invalid_request` with one `fields` entry per bad parameter
 */
export function readParams<T = ParamValues>(
  validator: ParamValidator,
  raw: unknown,
  location: 'query' | 'path',
  extra?: (values: ParamValues) => { result: T; problems: ParamProblem[] },
): T {
  const { values, problems } = validator.check(raw);
  if (problems.length === 0) {
    // The common case: nothing to leave out, nothing to merge.
    if (!extra) return values as T;
    const more = extra(values);
    assertNoProblems(location, more.problems);
    return more.result;
  }
  const bad = new Set(problems.map((p) => p.name));
  const more = extra
    ? extra(Object.fromEntries(Object.entries(values).filter(([k]) => !bad.has(k))))
    : undefined;
  assertNoProblems(location, [...problems, ...(more?.problems ?? [])]);
  return more ? more.result : (values as T);
}

/** The request's caller; throws when a /v1 route runs without the `onRequest` hook (a bug). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('no caller: the /v1 onRequest hook did not run');
  return request.caller;
}
