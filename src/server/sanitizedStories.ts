import { LRUCache } from 'lru-cache';
import type { SanitizerMemo } from '../lib/sanitizeHtml';

/** At most this much HTML (raw and clean, in UTF-16 code units) is kept: a few hundred stories. */
const MAX_CHARS = 8_000_000;

/**
 * The server's memo of sanitized story bodies (src/lib/sanitizeHtml.ts): keyed by the HTML itself, so an edited
 * story is a new key and the old one ages out; bounded by size, least recently used first.
 */
export function sanitizedStories(): SanitizerMemo {
  const cache = new LRUCache<string, string>({ maxSize: MAX_CHARS, sizeCalculation: (clean, html) => clean.length + html.length || 1 });
  return {
    get: (html) => cache.get(html),
    set: (html, clean) => {
      // A body larger than the whole memo is cleaned every time rather than evicting everything else.
      if (clean.length + html.length < MAX_CHARS / 4) cache.set(html, clean);
    },
  };
}
