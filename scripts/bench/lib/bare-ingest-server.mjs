/**
 * The ingest benchmark's baseline: a bare Fastify route that does what the API's log-play accept
 * does to Redis, and nothing else — no validation, no token, no rate limit, no Nest. Events
 * arriving within 4 ms share one BullMQ job (the API's micro-batch), and each reply waits for its
 * job to be in Redis. Run as a child process: `node bare-ingest-server.mjs <port> <redis-url>`.
 */
import { randomUUID } from 'node:crypto';

import { Queue } from 'bullmq';
import Fastify from 'fastify';

const [port, redisUrl] = process.argv.slice(2);
const LINGER_MS = 4;
const MAX_BATCH = 200;

const queue = new Queue('bench-bare-ingest', {
  connection: { url: redisUrl, maxRetriesPerRequest: null },
  prefix: 'bench-bare',
});
let pending = [];
let timer = null;

function flush() {
  clearTimeout(timer);
  timer = null;
  const batch = pending.splice(0, MAX_BATCH);
  if (pending.length > 0) timer = setTimeout(flush, LINGER_MS);
  queue.add('play-events', { events: batch.map((waiting) => waiting.event) }).then(
    () => batch.forEach((waiting) => waiting.resolve()),
    (error) => batch.forEach((waiting) => waiting.reject(error)),
  );
}

const app = Fastify({ bodyLimit: 8 * 1024 });
app.post('/api/analytics/log-play', async (request, reply) => {
  const event = { ...request.body, id: randomUUID(), receivedAt: new Date().toISOString() };
  await new Promise((resolve, reject) => {
    pending.push({ event, resolve, reject });
    if (pending.length >= MAX_BATCH) flush();
    else timer ??= setTimeout(flush, LINGER_MS);
  });
  return reply.code(202).send({ id: event.id });
});
app.get('/api/health', async () => ({ status: 'ok' }));

process.on('SIGTERM', async () => {
  await app.close();
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  process.exit(0);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
