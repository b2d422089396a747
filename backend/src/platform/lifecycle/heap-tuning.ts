import { setFlagsFromString } from 'node:v8';

/**
 * V8 counts the memory behind Buffers (each socket read of a request body is a fresh one) in its
 * global heap limit instead of under a separate external limit. Under the separate limit every
 * ~64 MB of request bodies started a full mark-compact of the whole heap: an upload of 1 GiB cost
 * the API about 40 of them, 141 % of a core, and half the throughput of a bare route on the same
 * machine (docs/performance.md, "Uploads"). Counted in the global limit, collections follow the
 * heap's real growth: 68–89 % of a core and 80–100 % of the bare route's throughput.
 *
 * Set before the app allocates anything of note; a flag V8 does not know is ignored, so a later
 * Node that drops it keeps running as before.
 */
export const HEAP_FLAGS = ['--external-memory-accounted-in-global-limit'] as const;

export function tuneHeap(): void {
  for (const flag of HEAP_FLAGS) setFlagsFromString(flag);
}
