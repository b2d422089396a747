import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';

import type { Job, Queue } from 'bullmq';

import type { AcceptedPlayEvent } from '../../src/modules/analytics/analytics-queue.js';
import { acceptedEvent, countStored, sessionId } from './play-events.js';

const backendDir = join(import.meta.dirname, '..', '..');

/** The built worker (`npm run start:worker`) as its own process, by default with the test run's environment. */
export function startWorker(env: NodeJS.ProcessEnv = process.env): ChildProcess {
  return spawn(process.execPath, ['dist/src/worker.js'], {
    cwd: backendDir,
    env,
    stdio: 'ignore',
  });
}

/** Resolves with the exit code (null when killed by a signal). */
export async function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

/** Polls until some (but hopefully not all) of `ids` are stored; answers how many. */
export async function waitForFirstRows(
  ids: readonly string[],
  timeoutMs = 20_000,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stored = await countStored(ids);
    if (stored > 0 || Date.now() > deadline) return stored;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export interface Backlog {
  events: AcceptedPlayEvent[];
  tracks: string[];
  artists: string[];
}

/**
 * `jobs` small jobs queued straight into Redis, as the API would queue them, over a few tracks,
 * artists and listeners (so rollups see repeats): many group commits to interrupt.
 */
export async function queueBacklog(queue: Queue, jobs: number, perJob: number): Promise<Backlog> {
  const artists = Array.from({ length: 4 }, () => randomUUID());
  const tracks = Array.from({ length: 12 }, () => randomUUID());
  const listeners = Array.from({ length: 30 }, (_, i) =>
    i % 3 === 0 ? { userId: randomUUID(), session_id: sessionId() } : { session_id: sessionId() },
  );
  const types = ['play_start', 'pause', 'play_resume', 'track_complete', 'skip_forward'] as const;
  const pick = <T>(list: readonly T[], index = randomInt(list.length)): T => list[index] as T;
  const events = Array.from({ length: jobs * perJob }, (_, i) => {
    const track = i % tracks.length;
    const event_type = pick(types);
    return acceptedEvent({
      ...pick(listeners),
      track_id: pick(tracks, track),
      artist_id: pick(artists, track % artists.length),
      event_type,
      listening_time_ms: event_type === 'play_start' ? 0 : randomInt(200_000),
      skip_reason: event_type === 'skip_forward' ? 'user_skip' : null,
    });
  });
  await queue.addBulk(
    Array.from({ length: jobs }, (_, j) => ({
      name: 'play-events',
      data: { events: events.slice(j * perJob, (j + 1) * perJob) },
    })),
  );
  return { events, tracks, artists };
}

/**
 * Polls until no play-events job is waiting, active or delayed (the repeatable rollup job is
 * always scheduled, so it is left out).
 */
export async function waitUntilQueueIdle(queue: Queue, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const jobs = await queue.getJobs(['wait', 'active', 'delayed', 'prioritized'], 0, -1);
    const busy = jobs.filter((job) => (job as Job | undefined)?.name === 'play-events');
    if (busy.length === 0) return;
    const counts = await queue.getJobCounts('wait', 'active', 'delayed', 'prioritized');
    if (Date.now() > deadline) throw new Error(`queue still busy: ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
