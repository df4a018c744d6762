/**
 * The browser host: a loopback HTTP server that serves the built renderer and binds the same
 * renderer -> main contract as Electron's IPC (`shared/contract/calls.ts`), so the app runs, and is
 * tested, in any browser where the Electron runtime is missing.
 *
 * Routes: `POST /rpc/<call name>` with the call's JSON input -> 200 with the `CallResult` JSON;
 * `POST /events/activity` -> the watch's pushes as Server-Sent Events, open while the page is
 * (`./activity-stream.ts`; the same refusals as a call); everything else: the static files of the
 * built renderer.
 *
 * Guarding a loopback server that holds an API key (every refusal happens before the body is read):
 * - it binds 127.0.0.1 only, and answers only requests whose Host header names this server: 421
 *   otherwise (no DNS rebinding);
 * - a call needs the per-launch token (`token.ts`) in `X-Dispatch-Token`, compared in constant time:
 *   403 without it or with another; the page gets it from the URL the host prints;
 * - a call needs `X-Dispatch-Call: 1` and, when the browser sends them, an Origin that is this server's
 *   and `Sec-Fetch-Site: same-origin`: 403 otherwise. Custom headers mean another page can't even send
 *   a call without a CORS preflight, which this server never grants;
 * - a call's body must be `Content-Type: application/json`: 415 otherwise (no `text/plain` "simple
 *   request" is ever parsed);
 * - a call's body is at most `CALL_BODY_MAX_BYTES` (64 KiB), except `notes.import`, on a route of its
 *   own, whose limit is the contract's largest valid notes file (`NOTES_IMPORT_JSON_MAX_BYTES`,
 *   shared/contract/notes.ts, computed from its maxima), so the two agree by construction. A larger
 *   body is never read: it answers 200 with a failed `CallResult` (`invalid_input`; for the import, the
 *   file problem `fileTooLarge`), which the page words like any other refusal;
 * - every answer, the static page included, carries `securityHeaders` (`../shell/content-security.ts`):
 *   the renderer's CSP with `frame-ancestors 'none'`, `X-Frame-Options: DENY`, nosniff, no referrer,
 *   and the opener policy unless the request's `Sec-Fetch-Site` says no other site started it.
 */
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppError, CallResult } from '../../shared/contract/errors';
import { NOTES_IMPORT_JSON_MAX_BYTES, notesFileRefusalFields } from '../../shared/contract/notes';
import { securityHeaders } from '../shell/content-security';
import { registerActivityStream, type ActivitySubscribe } from './activity-stream';
import { isHostTokenForm, TOKEN_HEADER, tokenMatches } from './token';

/**
 * Binds a call name and raw input to its result; never throws (see `invokeCall`). `call.signal`
 * aborts when the page withdraws the call (it closes the request before the answer).
 */
export type CallInvoker = (
  name: string,
  rawInput: unknown,
  call: { signal: AbortSignal },
) => Promise<CallResult<unknown>>;

export interface BrowserHostOptions {
  /** Port on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** Folder of the built renderer (`vite build` output, with index.html). */
  rendererDir: string;
  /** The contract's calls, bound to the app services. */
  invoke: CallInvoker;
  /** This launch's token (`hostTokenFrom`): hex, at least 32 characters. */
  token: string;
  /** The watch's pushes of activity, streamed to the page (the watch service's `onActivity`). */
  onActivity: ActivitySubscribe;
}

export interface RunningBrowserHost {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The address to open: `http://127.0.0.1:<port>/?token=<token>` (the page takes the token from it). */
  pageUrl: string;
  close(): Promise<void>;
}

const LOOPBACK = '127.0.0.1';

/** The largest body of a call, in bytes, but for those of `CALL_BODY_LIMITS`: a few filters and ids. */
export const CALL_BODY_MAX_BYTES = 64 * 1024;

/** The calls with a body limit of their own, in bytes, each from the contract's bounds of its input. */
const CALL_BODY_LIMITS: Readonly<Record<string, number>> = {
  'notes.import': NOTES_IMPORT_JSON_MAX_BYTES,
};

/**
 * Starts the browser host.
 * @throws Error when the token is not hex of at least 32 characters, when `rendererDir` has no
 *   index.html (run `npm run build:renderer`) or when the port is taken (the error says which).
 */
export async function startBrowserHost(options: BrowserHostOptions): Promise<RunningBrowserHost> {
  if (!isHostTokenForm(options.token)) {
    throw new Error('The browser host token must be at least 32 hexadecimal characters (128 bits).');
  }
  if (!existsSync(`${options.rendererDir}/index.html`)) {
    throw new Error(
      `The renderer is not built (${options.rendererDir}/index.html is missing): run npm run build:renderer.`,
    );
  }
  // no request or connection timeout: the activity stream stays open as long as the page does
  const app = Fastify({
    logger: false,
    bodyLimit: CALL_BODY_MAX_BYTES,
    requestTimeout: 0,
    connectionTimeout: 0,
  });
  // Only JSON is ever parsed: a text/plain body (a "simple" cross-site request) has no parser.
  app.removeContentTypeParser('text/plain');
  let allowedHosts = new Set<string>();

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders(request.headers['sec-fetch-site']));
    if (!allowedHosts.has(request.headers.host ?? '')) {
      return reply.code(421).type('text/plain').send('This server only answers on its loopback address.');
    }
  });

  registerRpc(app, options, () => allowedHosts);
  registerActivityStream(app, {
    subscribe: options.onActivity,
    refusal: (request) => refusalOf(request, options.token, allowedHosts),
  });
  await app.register(fastifyStatic, { root: options.rendererDir, index: 'index.html' });

  try {
    await app.listen({ host: LOOPBACK, port: options.port });
  } catch (error) {
    throw new Error(
      `The browser host could not listen on ${LOOPBACK}:${options.port}: ${(error as Error).message}`,
    );
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  allowedHosts = new Set([`${LOOPBACK}:${port}`, `localhost:${port}`]);
  const url = `http://${LOOPBACK}:${port}`;
  return { url, pageUrl: `${url}/?token=${options.token}`, close: () => app.close() };
}

/** The media type of a Content-Type header, lower case, without parameters. */
function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Why a call is refused before its body is read, as [status, text], or null when it may run.
 * Order: origin and fetch site, token, call marker (403), then the body's type (415).
 */
export function refusalOf(
  request: Pick<FastifyRequest, 'headers'>,
  token: string,
  hosts: Set<string>,
): [number, string] | null {
  const { origin } = request.headers;
  if (origin !== undefined && !(origin.startsWith('http://') && hosts.has(origin.slice('http://'.length)))) {
    return [403, 'Calls are only taken from this app.'];
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return [403, 'Calls are only taken from this app.'];
  if (!tokenMatches(token, request.headers[TOKEN_HEADER])) {
    return [403, 'Open the address the browser host printed: it carries the token this call lacks.'];
  }
  if (request.headers['x-dispatch-call'] !== '1') return [403, 'Missing X-Dispatch-Call header.'];
  if (mediaType(request.headers['content-type']) !== 'application/json') {
    return [415, 'Calls are sent as application/json.'];
  }
  return null;
}

/**
 * The answer to a call whose body is over its limit (never read): a failed `CallResult`, so the page
 * words it as it words a refused input; for `notes.import`, the file problem `fileTooLarge`.
 */
function tooLargeResult(name: string, limit: number): CallResult<never> {
  const error: AppError =
    name === 'notes.import'
      ? {
          kind: 'invalid_input',
          message: `The notes file is larger than the largest valid one (${limit} bytes as JSON); it was not read.`,
          fields: notesFileRefusalFields([{ entry: null, code: 'fileTooLarge' }], 0),
        }
      : {
          kind: 'invalid_input',
          message: `The input of ${name} is larger than ${limit} bytes; it was not read.`,
        };
  return { ok: false, error };
}

function registerRpc(app: FastifyInstance, options: BrowserHostOptions, hosts: () => Set<string>): void {
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const refusal = refusalOf(request, options.token, hosts());
    if (refusal) return reply.code(refusal[0]).type('text/plain').send(refusal[1]);
  };
  const run = async (name: string, request: FastifyRequest, reply: FastifyReply) => {
    // the page aborts its fetch -> the connection closes before the answer -> the call is withdrawn
    const withdrawn = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableFinished) withdrawn.abort();
    };
    reply.raw.once('close', onClose);
    return options.invoke(name, request.body ?? {}, { signal: withdrawn.signal });
  };
  /** A body over `limit` answers `tooLargeResult`; any other error as Fastify answers it. */
  const tooLarge =
    (name: (request: FastifyRequest) => string, limit: number) =>
    (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.send(error);
      return reply.code(200).send(tooLargeResult(name(request), limit));
    };

  for (const [name, bodyLimit] of Object.entries(CALL_BODY_LIMITS)) {
    app.post(
      `/rpc/${name}`,
      { onRequest: guard, bodyLimit, errorHandler: tooLarge(() => name, bodyLimit) },
      (request, reply) => run(name, request, reply),
    );
  }
  app.post<{ Params: { name: string } }>(
    '/rpc/:name',
    {
      onRequest: guard,
      errorHandler: tooLarge((request) => (request.params as { name: string }).name, CALL_BODY_MAX_BYTES),
    },
    (request, reply) => run(request.params.name, request, reply),
  );
}
