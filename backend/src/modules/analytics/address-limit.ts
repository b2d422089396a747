import type { WindowCount } from '../../platform/rate-limit/index.js';

/** Per client address: a listener sends a few events a track, so this serves a busy shared IP. */
export const EVENTS_PER_ADDRESS_PER_MINUTE = 600;
export const ADDRESS_WINDOW_SECONDS = 60;

export const addressKey = (ip: string): string => `analytics:ip:${ip}`;

/** How many times each address occurs, keyed as the rate limiter stores it. */
export function hitsByAddress(ips: readonly string[]): Map<string, number> {
  const hits = new Map<string, number>();
  for (const ip of ips) hits.set(addressKey(ip), (hits.get(addressKey(ip)) ?? 0) + 1);
  return hits;
}

/**
 * For a batch of arrivals (their addresses, in order) and each address's window count after
 * counting the whole batch: null for an arrival within the limit, else the seconds until its
 * address may send again. Within a batch, earlier arrivals of an address come first.
 */
export function limitVerdicts(
  ips: readonly string[],
  windows: ReadonlyMap<string, WindowCount>,
  limit = EVENTS_PER_ADDRESS_PER_MINUTE,
): (number | null)[] {
  const inBatch = hitsByAddress(ips);
  const seen = new Map<string, number>();
  return ips.map((ip) => {
    const key = addressKey(ip);
    const nth = (seen.get(key) ?? 0) + 1;
    seen.set(key, nth);
    const window = windows.get(key) ?? { count: 0, resetsInSeconds: 0 };
    const before = window.count - (inBatch.get(key) ?? 0);
    return before + nth <= limit ? null : window.resetsInSeconds;
  });
}
