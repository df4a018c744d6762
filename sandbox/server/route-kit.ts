/**
 * Helpers every route group uses: registering a read route under /v1 (GET, HEAD, and 405 for every
 * other method), reading its contract parameters, and the caller of a request.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import type { Caller } from './auth';
import { operationParameters, type Contract } from './contract';
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

/** The 405 error of a read-only route. */
export function methodNotAllowed(method: string, url: string): ApiError {
  return new ApiError(
    405,
    'method_not_allowed',
    `${method} is not allowed on ${url.split('?')[0] ?? url}: version 1 is read-only (GET, HEAD).`,
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
      throw methodNotAllowed(request.method, request.url);
    },
    handler: async (request) => {
      throw methodNotAllowed(request.method, request.url);
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
  const parameters = operationParameters(contract, openApiPath, 'get');
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
