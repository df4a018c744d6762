/**
 * Carries out injected faults (`faults.ts`) on the server, for requests under /v1 only (never
 * /_sandbox or /v1.json): the delay, forced 429s, injected 5xx errors (the usual error body, code
 * `internal_error`), 200 answers with a truncated JSON body, and connections destroyed mid-body.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, rateLimited } from '../http/api-error';
import type { FaultVerdict, Faults } from './faults';

/** Whether `url` is under the version root; passed in to avoid a cycle with app.ts. */
type IsV1Path = (url: string) => boolean;

/**
 * Adds the fault hooks to `app`. Register before the other /v1 hooks: faults come first, as a
 * failing network or gateway would (so a faulted request does not use the holder's budget).
 */
export function installFaultHooks(app: FastifyInstance, faults: Faults, isV1Path: IsV1Path): void {
  const pending = new WeakMap<FastifyRequest, FaultVerdict>();

  app.addHook('onRequest', async (request) => {
    if (!isV1Path(request.url)) return;
    const delay = faults.latencyMs;
    if (delay > 0) await sleep(delay);
    const verdict = faults.next();
    switch (verdict.kind) {
      case 'rate_limited':
        throw rateLimited('Too many requests (injected by /_sandbox/faults); retry later.', 1);
      case 'error':
        throw new ApiError(
          verdict.status,
          'internal_error',
          `Injected fault: the server answered ${verdict.status} (set by /_sandbox/faults).`,
        );
      case 'drop':
      case 'malformed':
        pending.set(request, verdict);
        return;
      case 'none':
        return;
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const verdict = pending.get(request);
    if (!verdict) return payload;
    pending.delete(request);
    const text =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '{}';
    const body = Buffer.from(text.length > 0 ? text : '{}', 'utf8');
    const part = body.subarray(0, Math.max(1, Math.floor(body.length / 2)));
    if (verdict.kind === 'malformed') {
      reply.code(200).type('application/json; charset=utf-8');
      return part;
    }
    reply.header('content-length', String(body.length));
    return cutOff(part, () => request.raw.socket.destroy());
  });
}

/** A stream that yields `part`, then calls `destroy` once `part` went out instead of ending. */
function cutOff(part: Buffer, destroy: () => void): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(part);
        return;
      }
      // Asked for more: `part` was handed to the response; let it reach the socket, then cut.
      setTimeout(destroy, 20);
    },
  });
}
