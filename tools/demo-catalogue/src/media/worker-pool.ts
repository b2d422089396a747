// A minimal worker_threads pool: N workers pull jobs from a shared queue until it is empty, then
// exit. The first failure rejects the whole run and stops the workers.
import { Worker } from 'node:worker_threads';
import type { JobRequest, JobResponse } from './worker-protocol.js';

export interface WorkerSource {
  /** Creates one worker running the job-serving entry file. */
  spawn(): Worker;
}

/**
 * Worker for a compiled entry (`.js` beside this file in dist/) or, when this module itself is
 * TypeScript source (jest, ts runners), for the `.ts` entry run through Node's type stripping. A
 * tiny resolve hook maps the `.js` import specifiers used in source to the `.ts` files on disk.
 * Returns null when neither is possible (TS source on a Node without type stripping).
 */
export function workerSource(entryBaseName: string, moduleUrl: string): WorkerSource | null {
  if (!moduleUrl.endsWith('.ts')) {
    const url = new URL(`./${entryBaseName}.js`, moduleUrl);
    return { spawn: () => new Worker(url) };
  }
  if (!process.features.typescript) return null;
  const entry = new URL(`./${entryBaseName}.ts`, moduleUrl).href;
  return { spawn: () => new Worker(TS_BOOTSTRAP, { eval: true, workerData: { entry } }) };
}

const TS_BOOTSTRAP = `
const { registerHooks } = process.getBuiltinModule('node:module');
const { existsSync } = process.getBuiltinModule('node:fs');
const { fileURLToPath } = process.getBuiltinModule('node:url');
const { workerData } = process.getBuiltinModule('node:worker_threads');
registerHooks({
  resolve(specifier, context, next) {
    if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
      const candidate = new URL(specifier.slice(0, -3) + '.ts', context.parentURL);
      if (existsSync(fileURLToPath(candidate))) return next(candidate.href, context);
    }
    return next(specifier, context);
  },
});
import(workerData.entry);
`;

export interface PoolOptions<Result> {
  size: number;
  /** Called as each job completes (in completion order, not job order). */
  onResult?: (index: number, result: Result) => void;
}

/** Runs `jobs` (structured-clone friendly data) on `options.size` workers; results in job order. */
export async function runPool<Result>(
  source: WorkerSource,
  jobs: readonly unknown[],
  options: PoolOptions<Result>,
): Promise<Result[]> {
  const results = new Array<Result>(jobs.length);
  if (jobs.length === 0) return results;
  const size = Math.max(1, Math.min(options.size, jobs.length));
  const workers: Worker[] = [];
  let next = 0;
  let finished = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (worker: Worker): void => {
        if (next >= jobs.length) return;
        const id = next++;
        const request: JobRequest<unknown> = { id, job: jobs[id] };
        worker.postMessage(request);
      };
      for (let i = 0; i < size; i++) {
        const worker = source.spawn();
        workers.push(worker);
        worker.on('message', (response: JobResponse<Result>) => {
          if (!response.ok) {
            reject(new Error(`Worker job ${response.id} failed: ${response.error}`));
            return;
          }
          results[response.id] = response.result;
          finished += 1;
          options.onResult?.(response.id, response.result);
          if (finished === jobs.length) resolve();
          else feed(worker);
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (finished < jobs.length) reject(new Error(`Worker exited early with code ${code}`));
        });
        feed(worker);
      }
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return results;
}
