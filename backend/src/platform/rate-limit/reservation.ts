/**
 * A reservation takes an attempt's place in its limits *before* the guarded work runs (a password
 * check, a code check, a mail), in one atomic Redis script: parallel attempts each see the ones
 * ahead of them, so no limit can be passed by sending many at the same moment (issue 23).
 */

/** A counter the attempt is checked against and, when it goes ahead, counted in. */
export interface ReservedCounter {
  key: string;
  /** The window starts with the counter's first attempt. */
  windowSeconds: number;
  /** From this count on, attempts wait until the window ends… */
  waitFrom?: number;
  /** …unless this key exists (e.g. a pair that logged in from here before). */
  waitUnless?: string;
  /** From this count on, attempts must carry a solved proof of work. */
  proofFrom?: number;
  /**
   * An escalating wait: once an attempt's count reaches `free`, it sets the counter's lock to
   * 2^(count − free) seconds, at most `maxSeconds`. The lock is set when the attempt is reserved
   * and holds while it is being checked (at most CHECK_ALLOWANCE_MS more); `startBackoff` then
   * starts the wait from the moment the check failed.
   */
  backoff?: { lockKey: string; free: number; maxSeconds: number };
}

export interface ReservationPlan {
  /** Keys whose presence makes the attempt wait for as long as they last. */
  locks?: readonly string[];
  counters: readonly ReservedCounter[];
  /** The attempt carries a proof of work that was verified: `proofFrom` does not stop it. */
  proofOffered?: boolean;
}

export type Reservation =
  /** `backoffLocks`: the locks this attempt set, whose wait starts when it has been checked. */
  | { kind: 'go'; backoffLocks: string[] }
  | { kind: 'wait'; seconds: number }
  | { kind: 'proof_required' };

/** The plan as the script reads it: key names in KEYS, everything else by 1-based index. */
export function encodePlan(
  plan: ReservationPlan,
  keyPrefix = '',
): { keys: string[]; plan: string } {
  const keys: string[] = [];
  const index = (key: string): number => {
    const at = keys.indexOf(keyPrefix + key);
    if (at >= 0) return at + 1;
    keys.push(keyPrefix + key);
    return keys.length;
  };
  const encoded = {
    locks: (plan.locks ?? []).map(index),
    proofOffered: plan.proofOffered === true,
    counters: plan.counters.map((counter) => ({
      key: index(counter.key),
      window: counter.windowSeconds,
      waitFrom: counter.waitFrom,
      waitUnless: counter.waitUnless === undefined ? undefined : index(counter.waitUnless),
      proofFrom: counter.proofFrom,
      backoff: counter.backoff && {
        lock: index(counter.backoff.lockKey),
        free: counter.backoff.free,
        max: counter.backoff.maxSeconds,
      },
    })),
  };
  return { keys, plan: JSON.stringify(encoded) };
}

/** How long an attempt's check may take at most while it holds its backoff lock. */
export const CHECK_ALLOWANCE_MS = 10_000;

/**
 * ARGV[1]: the encoded plan; ARGV[2]: CHECK_ALLOWANCE_MS. Waits first (the longest lock or full
 * counter), then proofs, then every counter is incremented (its window starting with its first
 * attempt) and backoff locks set. Answers { 'go' | 'wait' | 'proof', milliseconds, …the indexes
 * of the backoff locks set }. A backoff lock's value is `wait:<ms>`, its wait: while its attempt
 * is being checked nobody is told to come back later than that.
 */
export const RESERVE_LUA = `
local plan = cjson.decode(ARGV[1])
local wait = 0
for _, i in ipairs(plan.locks) do
  local ttl = redis.call('PTTL', KEYS[i])
  local own = tonumber(string.match(redis.call('GET', KEYS[i]) or '', '^wait:(%d+)$'))
  if own and own < ttl then ttl = own end
  if ttl > wait then wait = ttl end
end
local counts = {}
for n, c in ipairs(plan.counters) do
  counts[n] = tonumber(redis.call('GET', KEYS[c.key]) or '0')
  if c.waitFrom and counts[n] >= c.waitFrom then
    local exempt = c.waitUnless and redis.call('EXISTS', KEYS[c.waitUnless]) == 1
    if not exempt then
      local ttl = redis.call('PTTL', KEYS[c.key])
      if ttl > wait then wait = ttl end
    end
  end
end
if wait > 0 then return { 'wait', wait } end
if not plan.proofOffered then
  for n, c in ipairs(plan.counters) do
    if c.proofFrom and counts[n] >= c.proofFrom then return { 'proof', 0 } end
  end
end
local set = {}
for _, c in ipairs(plan.counters) do
  local count = redis.call('INCR', KEYS[c.key])
  redis.call('EXPIRE', KEYS[c.key], c.window, 'NX')
  if c.backoff and count >= c.backoff.free then
    local ms = math.min(2 ^ (count - c.backoff.free), c.backoff.max) * 1000
    redis.call('SET', KEYS[c.backoff.lock], 'wait:' .. ms, 'PX', ms + tonumber(ARGV[2]))
    set[#set + 1] = c.backoff.lock
  end
end
return { 'go', 0, unpack(set) }`;

/** The attempt that set these locks failed: each one's wait starts now. */
export const START_BACKOFF_LUA = `
for _, key in ipairs(KEYS) do
  local ms = tonumber(string.match(redis.call('GET', key) or '', '^wait:(%d+)$'))
  if ms then redis.call('SET', key, 'wait:' .. ms, 'PX', ms) end
end
return 0`;

/** Takes one attempt back off each counter that still exists (never below zero, never unexpiring). */
export const GIVE_BACK_LUA = `
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 and redis.call('DECR', key) <= 0 then
    redis.call('DEL', key)
  end
end
return 0`;

/** `keys`: the plan's KEYS as sent (prefixed); `keyPrefix`: what to strip from them again. */
export function decodeReservation(
  reply: unknown,
  keys: readonly string[],
  keyPrefix = '',
): Reservation {
  const [kind, ms, ...locks] = Array.isArray(reply) ? (reply as unknown[]) : [];
  if (kind === 'go') {
    const backoffLocks = locks.map((i) => (keys[Number(i) - 1] ?? '').slice(keyPrefix.length));
    return { kind: 'go', backoffLocks };
  }
  if (kind === 'proof') return { kind: 'proof_required' };
  if (kind === 'wait') return { kind: 'wait', seconds: Math.max(Number(ms) / 1000, 0.001) };
  throw new Error(`Unexpected reservation reply from Redis: ${JSON.stringify(reply)}`);
}
