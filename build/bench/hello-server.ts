/**
 * The bench's yardstick: a bare Fastify server answering `GET /` with `{"hello":"world"}`, started
 * like the sandbox (a child process under tsx). Prints its URL; SIGTERM stops it.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`hello server at http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
