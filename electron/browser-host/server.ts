/**
 * The browser host: a loopback HTTP server that serves the built renderer and binds the same
 * renderer -> main contract as Electron's IPC (`shared/contract/calls.ts`), so the app runs, and is
 * tested, in any browser where the Electron runtime is missing.
 *
 * Routes: `POST /rpc/<call name>` with the call's JSON input -> 200 with the `CallResult` JSON;
 * everything else: the static files of the built renderer.
 *
 * Guarding a loopback server that holds an API key: it binds 127.0.0.1 only; it answers only requests
 * whose Host header names this server (no DNS rebinding); a call needs POST, `Content-Type:
 * application/json` and `X-Dispatch-Call: 1` (so another web page can't make one without a CORS
 * preflight, which this server never grants) and, when an Origin is sent, it must be this server's.
 */
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { CallResult } from '../../shared/contract/errors';

/** Binds a call name and raw input to its result; never throws (see `invokeCall`). */
export type CallInvoker = (name: string, rawInput: unknown) => Promise<CallResult<unknown>>;

export interface BrowserHostOptions {
  /** Port on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** Folder of the built renderer (`vite build` output, with index.html). */
  rendererDir: string;
  /** The contract's calls, bound to the app services. */
  invoke: CallInvoker;
}

export interface RunningBrowserHost {
  /** `http://127.0.0.1:<port>` */
  url: string;
  close(): Promise<void>;
}

const LOOPBACK = '127.0.0.1';

/**
 * Starts the browser host. Throws when `rendererDir` has no index.html (run `npm run build:renderer`)
 * or when the port is taken (the error says which).
 */
export async function startBrowserHost(options: BrowserHostOptions): Promise<RunningBrowserHost> {
  if (!existsSync(`${options.rendererDir}/index.html`)) {
    throw new Error(
      `The renderer is not built (${options.rendererDir}/index.html is missing): run npm run build:renderer.`,
    );
  }
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  let allowedHosts = new Set<string>();

  app.addHook('onRequest', async (request, reply) => {
    if (!allowedHosts.has(request.headers.host ?? '')) {
      return reply.code(421).type('text/plain').send('This server only answers on its loopback address.');
    }
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
  });

  registerRpc(app, options.invoke, () => allowedHosts);
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
  return { url: `http://${LOOPBACK}:${port}`, close: () => app.close() };
}

function registerRpc(app: FastifyInstance, invoke: CallInvoker, hosts: () => Set<string>): void {
  app.post<{ Params: { name: string } }>('/rpc/:name', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !hosts().has(origin.replace(/^http:\/\//, ''))) {
      return reply.code(403).type('text/plain').send('Calls are only taken from this app.');
    }
    if (request.headers['x-dispatch-call'] !== '1') {
      return reply.code(403).type('text/plain').send('Missing X-Dispatch-Call header.');
    }
    reply.header('Cache-Control', 'no-store');
    return invoke(request.params.name, request.body ?? {});
  });
}
