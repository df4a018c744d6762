/**
 * Routes outside /v1 (docs/api.md §Outside /v1): `GET /v1.json`, the OpenAPI description read once
 * at start. The `/_sandbox/...` routes (demo keys and the other controls) are in `control/routes.ts`,
 * registered only when the server is started as a sandbox.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';

/** Registers `/v1.json` on `app`. */
export function sandboxMetaRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/v1.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(ctx.contract.text),
  );
}
