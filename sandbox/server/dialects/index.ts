/**
 * The sandbox's dialects (`dialect.ts`): the registry, the parsing of `--dialect NAME[,NAME]`, and the
 * installer that puts the chosen ones on a server. Only answers under /v1 change (never `/v1.json` nor
 * `/_sandbox/...`); with no dialect nothing is installed and every answer is the standard one of
 * docs/api.md. HEAD answers get the same rewrite as GET, so their `Content-Length` still matches.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { isV1Path } from '../http/v1-routes';
import { allNulls } from './all-nulls';
import { bareWrappers } from './bare-wrappers';
import { DIALECT_NAMES, type Dialect, type DialectHooks, type DialectName } from './dialect';
import { errorCodes } from './error-codes';
import { estimateBody } from './estimate-body';
import { foreignEnums } from './foreign-enums';
import { localNames } from './local-names';
import { noRetryAfter } from './no-retry-after';
import { placesUnranked } from './places-unranked';
import { operationOf } from './response-schemas';

export { DIALECT_NAMES, type DialectName } from './dialect';

/**
 * Every dialect, in the order their rewrites run when several are combined: the schema-driven ones
 * (`all-nulls`, `foreign-enums`) read the standard body's shape, so they go before the ones that
 * reshape it (`estimate-body`, then `bare-wrappers`, which unwraps whatever `data` then holds);
 * `local-names` rewrites the cities of rows before they are unwrapped.
 */
export const DIALECTS: readonly Dialect[] = [
  allNulls,
  foreignEnums,
  placesUnranked,
  localNames,
  estimateBody,
  bareWrappers,
  errorCodes,
  noRetryAfter,
];

/** The dialect called `name`. */
export function dialectNamed(name: DialectName): Dialect {
  const dialect = DIALECTS.find((d) => d.name === name);
  if (!dialect)
    throw new RangeError(`"${name}" is not a dialect; the dialects are ${DIALECT_NAMES.join(', ')}`);
  return dialect;
}

/**
 * Reads dialect names as the command line gives them: each item may hold several, comma-separated
 * (`['bare-wrappers,all-nulls', 'error-codes']`); spaces around a name are ignored, repeats count once.
 * Returns them in `DIALECT_NAMES` order.
 * @throws RangeError with a one-line message naming the valid dialects, for an unknown or empty name
 */
export function parseDialects(items: readonly string[]): DialectName[] {
  const chosen = new Set<string>();
  for (const item of items) {
    for (const part of item.split(',')) {
      const name = part.trim();
      if (!(DIALECT_NAMES as readonly string[]).includes(name)) {
        const shown = name === '' ? 'an empty name' : `"${name.slice(0, 40)}"`;
        throw new RangeError(`${shown} is not a dialect; the dialects are ${DIALECT_NAMES.join(', ')}`);
      }
      chosen.add(name);
    }
  }
  return DIALECT_NAMES.filter((name) => chosen.has(name));
}

/**
 * The context the route groups see under `names`: `ctx` itself when no chosen dialect changes a route,
 * else a copy with the route settings they set (`placesAnswer`, read by `places/routes.ts`). The copy
 * shares every store, clock and codec with `ctx` (nothing reassigns a context's fields).
 */
export function dialectContext(ctx: SandboxContext, names: readonly DialectName[]): SandboxContext {
  const placesAnswer = names.map(dialectNamed).find((d) => d.placesAnswer)?.placesAnswer;
  return placesAnswer ? { ...ctx, placesAnswer } : ctx;
}

/**
 * Adds the hooks of the dialects `names` (any order; repeats count once) to `app`, over `ctx.contract`:
 * an `onRequest` hook for their refusals (the 429 of `no-retry-after`) and an `onSend` hook that removes
 * their headers and rewrites the serialized JSON body (parsed, rewritten in `DIALECTS` order, written
 * again). Register after the request guard and before the fault hooks: a dialect answers like the
 * exchange would, and injected faults (a truncated body, a cut connection) then act on that answer.
 * With no names it adds nothing. A body that does not parse (or a stream) is left as it is.
 * @throws RangeError for an unknown name; Error when a dialect cannot read v1.json (`foreign-enums`)
 */
export function installDialects(
  app: FastifyInstance,
  ctx: SandboxContext,
  names: readonly DialectName[],
): void {
  if (names.length === 0) return;
  const chosen = new Set(names.map((name) => dialectNamed(name).name));
  const hooks: DialectHooks[] = DIALECTS.filter((d) => chosen.has(d.name)).map((d) => d.create(ctx.contract));
  const refusing = hooks.filter((h) => h.refuse);
  const rewriting = hooks.filter((h) => h.rewrite);
  const dropping = hooks.filter((h) => h.dropHeaders);

  if (refusing.length > 0) {
    app.addHook('onRequest', async (request) => {
      if (!isV1Path(request.url)) return;
      for (const hook of refusing) {
        const refusal = hook.refuse!(request.url);
        if (refusal) throw refusal;
      }
    });
  }

  if (rewriting.length === 0 && dropping.length === 0) return;
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isV1Path(request.url)) return payload;
    for (const hook of dropping) {
      for (const name of hook.dropHeaders!(reply.statusCode)) reply.removeHeader(name);
    }
    if (rewriting.length === 0) return payload;
    const text =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
    if (text === undefined || text === '') return payload;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return payload;
    }
    const answer = { operation: operationOf(request.routeOptions.url), status: reply.statusCode, body };
    for (const hook of rewriting) answer.body = hook.rewrite!(answer);
    return Buffer.from(JSON.stringify(answer.body), 'utf8');
  });
}

/** The one-line summaries of the dialects, `name  summary` per line (for `--help`). */
export function dialectHelp(): string {
  const width = Math.max(...DIALECT_NAMES.map((n) => n.length));
  return DIALECT_NAMES.map((name) => `  ${name.padEnd(width)}  ${dialectNamed(name).summary}`).join('\n');
}
