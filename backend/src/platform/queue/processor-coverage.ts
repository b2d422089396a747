import { WorkerHost } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Queue } from 'bullmq';

/** Registered queues that no processor serves, sorted. */
function queuesWithoutProcessor(
  registered: Iterable<string>,
  processed: Iterable<string>,
): string[] {
  const served = new Set(processed);
  return [...new Set(registered)].filter((name) => !served.has(name)).sort();
}

/**
 * Fails the worker's boot when a queue is registered (`QueueModule.forFeature`) but no processor
 * runs for it: its jobs would wait forever. Together with `JobHandlers` (a processor must handle
 * every job its queue declares, checked by the compiler) every job has a handler. Provided by the
 * processes that run processors only (ProcessorsModule), never by an API that only produces.
 */
@Injectable()
export class ProcessorCoverage implements OnApplicationBootstrap {
  constructor(private readonly discovery: DiscoveryService) {}

  /** Runs after onModuleInit, where @nestjs/bullmq starts a worker per processor. */
  onApplicationBootstrap(): void {
    const instances = this.discovery.getProviders().map((wrapper): unknown => wrapper.instance);
    const registered = instances.filter((i) => i instanceof Queue).map((queue) => queue.name);
    const processed = instances
      .filter((i): i is WorkerHost => i instanceof WorkerHost)
      .map((host) => host.worker.name);
    const missing = queuesWithoutProcessor(registered, processed);
    if (missing.length > 0) {
      throw new Error(
        `Queues without a processor (their jobs would never run): ${missing.join(', ')}`,
      );
    }
  }
}
