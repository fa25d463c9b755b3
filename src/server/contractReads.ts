import { LRUCache } from 'lru-cache';
import type { ContractReads } from '../api/client';

/** At most this much (answer text and its checked JSON, in UTF-16 code units) is kept. */
const MAX_CHARS = 16_000_000;

/** The answers the server read through their contracts (src/api/client.ts), and the JSON each page carries of them. */
export interface ServerReads extends ContractReads {
  /** The JSON of a value `read` gave: made once per value (RecordingFetch's `checked`). */
  readonly json: (value: unknown) => string;
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/**
 * The server's memo of answers read through their contracts, keyed by the endpoint and the answer's text. Most of a
 * page's calls answer the same text on every page and every render (the sections, authors, topics, the header page;
 * a story until it is edited): parsing and checking them again was a tenth of an uncached render's CPU (issue 27).
 * An answer that changes is a new key, and the old one ages out (least recently used first). The values are shared
 * by every render that reads the same text, so they are frozen: no store may change an answer in place.
 */
export function contractReads(): ServerReads {
  const cache = new LRUCache<string, { value: unknown; json: string }>({
    maxSize: MAX_CHARS,
    sizeCalculation: (entry, key) => key.length + entry.json.length || 1,
  });
  const jsonOf = new WeakMap<object, string>();
  return {
    read<T>(endpoint: string, text: string, fresh: () => T): T {
      const key = `${endpoint}\n${text}`;
      const known = cache.get(key);
      if (known) return known.value as T;
      const value = fresh();
      const json = JSON.stringify(value);
      // An answer larger than a quarter of the memo is read every time rather than evicting everything else.
      if (key.length + json.length < MAX_CHARS / 4) {
        deepFreeze(value);
        cache.set(key, { value, json });
        if (value !== null && typeof value === 'object') jsonOf.set(value, json);
      }
      return value;
    },
    json: (value) => (value !== null && typeof value === 'object' ? jsonOf.get(value) : undefined) ?? JSON.stringify(value),
  };
}
