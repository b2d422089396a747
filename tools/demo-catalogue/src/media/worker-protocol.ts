// Messages between the pool and its workers, plus the worker-side loop. Jobs and results must be
// structured-clone friendly (plain objects).
import { parentPort } from 'node:worker_threads';

export interface JobRequest<Job> {
  id: number;
  job: Job;
}

export type JobResponse<Result> =
  { id: number; ok: true; result: Result } | { id: number; ok: false; error: string };

/**
 * Call from a worker entry file: answers every request with `handler`'s result or error. Messages
 * cross a thread boundary, so each job is checked with `isJob` before it is handled.
 */
export function serveJobs<Job, Result>(
  isJob: (value: unknown) => value is Job,
  handler: (job: Job) => Promise<Result>,
): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs must be called inside a worker thread');
  const reply = (response: JobResponse<Result>): void => {
    port.postMessage(response);
  };
  port.on('message', (request: JobRequest<unknown>) => {
    if (!isJob(request.job)) {
      reply({ id: request.id, ok: false, error: 'Malformed job message' });
      return;
    }
    handler(request.job).then(
      (result) => {
        reply({ id: request.id, ok: true, result });
      },
      (error: unknown) => {
        reply({
          id: request.id,
          ok: false,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
      },
    );
  });
}
