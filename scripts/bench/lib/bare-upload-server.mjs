/**
 * The upload benchmark's baseline: a bare Fastify route that writes a request body to a file and
 * nothing else — no tus, no token, no database, no Nest. What the tus route's throughput is
 * compared with. Run as a child process: `node bare-upload-server.mjs <port> <file>`.
 */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';

import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);

const app = Fastify({ logger: false });
// The body stays a stream, as tus reads it.
app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));
app.put('/bare', async (request, reply) => {
  await pipeline(request.raw, createWriteStream(file));
  return reply.code(204).send();
});
app.get('/health', async () => ({ ok: true }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
