import type { EmbedLabels } from './storyBlocks';

/** src/lib/sanitizeHtml.ts's `sanitizeStoryHtml`: a story's body sanitized, its blocks in their reader's form. */
export type StorySanitizer = (html: string, locale: string, labels: EmbedLabels) => string;

let ready: StorySanitizer | null = null;
let loading: Promise<StorySanitizer> | null = null;

/**
 * DOMPurify (about 9 kB gz) comes to the browser only when the browser must clean a story's HTML itself: a body
 * the server rendered is adopted as the server cleaned it (RichText), so a page that is only read never loads it.
 * The server (src/server/app.ts) and the tests (tests/setup.ts) hand it in before they render, and have it at once.
 * docs/decisions/109.
 */
export function provideStorySanitizer(sanitizer: StorySanitizer | null): void {
  ready = sanitizer;
  if (!sanitizer) loading = null;
}

/** The sanitizer if it is here already (always on the server), else null: `loadStorySanitizer` brings it. */
export function storySanitizer(): StorySanitizer | null {
  return ready;
}

export function loadStorySanitizer(): Promise<StorySanitizer> {
  if (ready) return Promise.resolve(ready);
  loading ??= import('./sanitizeHtml').then((module) => (ready ??= module.sanitizeStoryHtml));
  return loading;
}
