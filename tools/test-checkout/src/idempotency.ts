import { invalidRequest, StripeApiError } from './api-errors.js';

/** A reply as sent: kept as text so a replay is byte-for-byte the first answer. */
export interface StoredReply {
  status: number;
  body: string;
}

interface Entry {
  fingerprint: string;
  expiresAtMs: number;
  /** The first request's reply once it is known; null when it was not kept (see `run`). */
  settled: Promise<StoredReply | null>;
}

const MAX_KEY_LENGTH = 255;
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Stripe's `Idempotency-Key` semantics for POSTs. The first request with a key runs; a later one
 * with the same key and the same parameters gets the stored reply, and one sent while the first
 * is still running waits for it. The same key with other parameters is an idempotency_error.
 * Like Stripe, only requests that did something are kept: a refused request (4xx) may be retried
 * with its key once it is fixed. Keys are kept 24 hours.
 */
export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly nowMs: () => number = Date.now) {}

  async run(
    scope: string,
    key: string,
    fingerprint: string,
    execute: () => Promise<StoredReply>,
  ): Promise<{ reply: StoredReply; replayed: boolean }> {
    if (key.length > MAX_KEY_LENGTH) {
      throw invalidRequest(`Idempotency-Key is longer than ${MAX_KEY_LENGTH} characters.`);
    }
    this.forgetExpired();
    const entryKey = `${scope}\u0000${key}`;
    for (
      let existing = this.entries.get(entryKey);
      existing;
      existing = this.entries.get(entryKey)
    ) {
      if (existing.fingerprint !== fingerprint) {
        throw new StripeApiError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      const stored = await existing.settled;
      if (stored) return { reply: stored, replayed: true };
      // The first request was not kept: whoever wakes first runs it again, the rest wait on it.
    }
    let settle: (reply: StoredReply | null) => void = () => undefined;
    const settled = new Promise<StoredReply | null>((resolve) => {
      settle = resolve;
    });
    this.entries.set(entryKey, { fingerprint, expiresAtMs: this.nowMs() + KEEP_MS, settled });
    let kept: StoredReply | null = null;
    try {
      const reply = await execute();
      if (reply.status >= 200 && reply.status < 300) kept = reply;
      return { reply, replayed: false };
    } finally {
      if (!kept) this.entries.delete(entryKey);
      settle(kept);
    }
  }

  /** Entries are in insertion order, so expired ones are at the front. */
  private forgetExpired(): void {
    const now = this.nowMs();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAtMs > now) return;
      this.entries.delete(key);
    }
  }
}
