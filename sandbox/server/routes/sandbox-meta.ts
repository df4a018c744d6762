/**
 * Routes outside /v1 (DECISIONS "Outside /v1"): `GET /v1.json`, the OpenAPI description read once
 * at start, and `GET /_sandbox/keys`, the demo test keys `{ data: DemoKey[] }`.
 */
import type { FastifyInstance } from 'fastify';
import { demoKeysOf, type SandboxContext } from '../context';

/** Registers `/v1.json` and `/_sandbox/keys` on `app`. */
export function sandboxMetaRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/v1.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(ctx.contract.text),
  );
  app.get('/_sandbox/keys', async () => ({ data: demoKeysOf(ctx.market) }));
}
