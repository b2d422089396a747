import type { INestApplicationContext } from '@nestjs/common';

const DEADLINE_MS = 25_000;

/**
 * On SIGTERM/SIGINT: stop accepting work, let in-flight requests and the current jobs finish
 * (app.close() runs every shutdown hook: HTTP drains, BullMQ workers close, ORM and Redis
 * disconnect), then exit 0. A second signal, or the deadline, exits at once with 1.
 */
export function installGracefulShutdown(
  app: INestApplicationContext,
  log: (message: string) => void,
): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) process.exit(1);
    closing = true;
    log(`${signal} received: finishing in-flight work, then exiting`);
    setTimeout(() => process.exit(1), DEADLINE_MS).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
