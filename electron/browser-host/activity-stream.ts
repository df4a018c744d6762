/**
 * The browser host's push of the watch's activity to the page (docs/watch.md §How the page is told):
 * `POST /events/activity` answers a Server-Sent Events stream that stays open while the page is, one
 * event per `ActivityPush` (shared/contract/activity.ts) from the watch service's `onActivity`. The
 * page reads it with `fetch` (renderer/shared/notify/activityFeed.ts), so it carries the token and the
 * call marker like any call and passes the same refusals (`refusalOf`, ./server.ts) before its body is
 * read. Nothing polls.
 *
 * The stream:
 * - `data: <the push as one line of JSON>` then a blank line, for each push, in the order told;
 * - no first event: the page reads the summary itself once the stream has opened (its `onConnected`),
 *   and the host subscribes before the answer's headers go out, so nothing told after that read is
 *   missed;
 * - a comment (`: keep-alive`) every `KEEP_ALIVE_MS`, so no proxy or idle check between the two ends
 *   takes a quiet stream for a dead one;
 * - it ends when the page goes (the connection closes: the listener is dropped) or the host closes
 *   (every open stream is ended first, so closing never waits on a page).
 * The answer is written on the raw response after `reply.hijack()`: no handler or body timeout of
 * Fastify applies to it (the server's own `requestTimeout` and `connectionTimeout` are 0, ./server.ts).
 */
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ActivityPush } from '../../shared/contract/activity';

/** The route of the stream (the page's `ACTIVITY_STREAM_PATH`, renderer/shared/notify/activityFeed.ts). */
export const ACTIVITY_STREAM_PATH = '/events/activity';

/** Milliseconds between two keep-alive comments of an open stream. */
export const KEEP_ALIVE_MS = 25_000;

/** The largest body the stream's request may carry, in bytes (the page sends `{}`). */
const STREAM_BODY_MAX_BYTES = 1024;

/**
 * Subscribes a listener to every push of the activity; returns the function that unsubscribes it (the
 * watch service's `onActivity`, electron/services/app/watch-service.ts).
 */
export type ActivitySubscribe = (listener: (push: ActivityPush) => void) => () => void;

export interface ActivityStreamOptions {
  /** Where the pushes come from. */
  subscribe: ActivitySubscribe;
  /** Why a request is refused before its body is read, as [status, text], or null (./server.ts). */
  refusal: (request: FastifyRequest) => [number, string] | null;
}

/** One push as an SSE event: its JSON (which never holds a line break) on one `data:` line. */
export function eventOf(push: ActivityPush): string {
  return `data: ${JSON.stringify(push)}\n\n`;
}

/**
 * Registers `POST /events/activity` on `app`, and a `preClose` hook that ends the streams still open
 * when the host closes.
 */
export function registerActivityStream(app: FastifyInstance, options: ActivityStreamOptions): void {
  const open = new Set<ServerResponse>();
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const refusal = options.refusal(request);
    if (refusal) return reply.code(refusal[0]).type('text/plain').send(refusal[1]);
  };

  app.post(
    ACTIVITY_STREAM_PATH,
    { onRequest: guard, bodyLimit: STREAM_BODY_MAX_BYTES },
    (_request, reply) => {
      reply.hijack();
      const raw = reply.raw;
      // the page may be gone before 'close' runs: a write then is skipped, and a write that fails is
      // the page going, never an uncaught error in the host
      const send = (text: string) => {
        if (!raw.writableEnded && !raw.destroyed) raw.write(text);
      };
      raw.on('error', () => {});
      // subscribed before the headers go out: the page's read on opening sees all that came before
      const unsubscribe = options.subscribe((push) => send(eventOf(push)));
      const keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS);
      open.add(raw);
      raw.once('close', () => {
        clearInterval(keepAlive);
        unsubscribe();
        open.delete(raw);
      });
      // the security headers set on every answer (./server.ts onRequest), which hijack would skip
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) raw.setHeader(name, value);
      }
      raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
      raw.flushHeaders();
    },
  );

  app.addHook('preClose', async () => {
    for (const raw of open) raw.end();
  });
}
