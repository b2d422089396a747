export interface ExpiringCacheOptions {
  /** How long a value is served after it was loaded. */
  ttlMs: number;
  /** The most entries kept; the least recently used goes first. */
  maxEntries: number;
  now?: () => number;
}

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

/**
 * A small in-memory cache of loads: each key is loaded once per `ttlMs` (callers arriving while a
 * load runs share it), at most `maxEntries` keys are kept (least recently used dropped first),
 * and a load that fails is forgotten at once so the next caller tries again.
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly now: () => number;

  constructor(private readonly options: ExpiringCacheOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  get size(): number {
    return this.entries.size;
  }

  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const cached = this.entries.get(key);
    this.entries.delete(key);
    if (cached !== undefined && cached.expiresAt > now) {
      this.entries.set(key, cached); // now the most recently used
      return cached.value;
    }
    const value = load();
    const entry = { value, expiresAt: now + this.options.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }
}
