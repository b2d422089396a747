import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Calls `task(i)` `rate × seconds` times on a wall-clock schedule, open loop: each call starts at
 * its scheduled time whether or not earlier ones have finished, so a slow server meets growing
 * concurrency as real users would. `ms` runs from the scheduled time to the task's end, so a
 * lagging load generator can only make the numbers worse, never better.
 * @template T
 * @param {number} rate calls per second
 * @param {number} seconds
 * @param {(index: number, due: number) => Promise<T>} task must not reject
 * @returns {Promise<{ samples: (T & { ms: number })[], maxLagMs: number, elapsedSeconds: number }>}
 */
export async function runOpenLoop(rate, seconds, task) {
  const interval = 1000 / rate;
  const total = Math.max(1, Math.round(rate * seconds));
  const started = performance.now();
  const pending = [];
  let maxLagMs = 0;
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    maxLagMs = Math.max(maxLagMs, performance.now() - due);
    pending.push(task(i, due).then((result) => ({ ...result, ms: performance.now() - due })));
  }
  const samples = await Promise.all(pending);
  return { samples, maxLagMs, elapsedSeconds: (performance.now() - started) / 1000 };
}
