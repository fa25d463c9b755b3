import { LRUCache } from 'lru-cache';

export interface MicroCacheOptions {
  /** How long a rendered page is reused, in milliseconds; 0 turns the cache (and the coalescing) off. */
  readonly ttlMs: number;
  /** At most this many pages are kept (the least recently used go first). */
  readonly maxEntries?: number;
  /** At most this many characters of HTML in all. */
  readonly maxChars?: number;
}

export interface Lookup<T> {
  readonly value: T;
  /** 'HIT': from the cache or from another request's render of the same page still under way. */
  readonly cache: 'HIT' | 'MISS' | 'OFF';
}

/**
 * A few seconds' memory of rendered pages, in this process: under a burst (a story shared widely, a CDN asking
 * for a page many readers want at once) a page is rendered once per few seconds, not once per request.
 * Concurrent misses for one key share one render (coalescing), whatever it gives; only what `keep` accepts is
 * stored. Bounded by entries and by size (lru-cache). docs/decisions/035.
 */
export class MicroCache<T extends { readonly size: number }> {
  private readonly cache: LRUCache<string, T> | null;
  private readonly pending = new Map<string, Promise<T>>();

  constructor(options: MicroCacheOptions) {
    this.cache =
      options.ttlMs > 0
        ? new LRUCache<string, T>({
            ttl: options.ttlMs,
            max: options.maxEntries ?? 1000,
            maxSize: options.maxChars ?? 64 * 1024 * 1024,
            sizeCalculation: (value) => Math.max(1, value.size),
          })
        : null;
  }

  async get(key: string, produce: () => Promise<T>, keep: (value: T) => boolean): Promise<Lookup<T>> {
    if (!this.cache) return { value: await produce(), cache: 'OFF' };
    const cached = this.cache.get(key);
    if (cached !== undefined) return { value: cached, cache: 'HIT' };
    const inFlight = this.pending.get(key);
    if (inFlight) return { value: await inFlight, cache: 'HIT' };

    const render = produce();
    this.pending.set(key, render);
    try {
      const value = await render;
      if (keep(value)) this.cache.set(key, value);
      return { value, cache: 'MISS' };
    } finally {
      this.pending.delete(key);
    }
  }
}
