/**
 * Runs the MiniSearch comparison in a worker thread with room for its index (500k tracks take a
 * few GB of heap, more than the main thread's default): loads the catalogue, indexes it, answers
 * each query's first rows, and reports how long indexing and searching took.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

import { loadCatalogue } from './bulk-catalogue.mjs';
import { miniSearchEngine } from './minisearch-engine.mjs';

const HEAP_MB = 8192;

/**
 * @param {string} databaseUrl
 * @param {{ q: string, target: { list: string } }[]} queries
 * @returns {Promise<{ answers: object[][], indexSeconds: number, searchMs: number[] }>}
 */
export function miniSearchAnswers(databaseUrl, queries, limit) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { databaseUrl, queries, limit },
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`MiniSearch worker exited with ${code}`));
    });
  });
}

if (!isMainThread && workerData?.queries) {
  const { databaseUrl, queries, limit } = workerData;
  const started = performance.now();
  const engine = miniSearchEngine(await loadCatalogue(databaseUrl));
  const indexSeconds = (performance.now() - started) / 1000;
  const searchMs = [];
  const answers = queries.map(({ q, target }) => {
    const at = performance.now();
    const rows = engine.search(target.list, q, limit);
    searchMs.push(performance.now() - at);
    return rows.map(({ name, title, artist_name }) => ({ name, title, artist_name }));
  });
  parentPort.postMessage({ answers, indexSeconds, searchMs });
}
