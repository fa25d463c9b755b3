/** The production server's defaults (src/server/main.ts reads the environment, app.ts applies them). */

/** How long a process reuses a rendered page (MICRO_CACHE_MS). */
export const DEFAULT_MICRO_CACHE_MS = 5000;
/** A client must have sent its request's head within this (HEADERS_TIMEOUT_MS)… */
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
/** …and the whole request within this (REQUEST_TIMEOUT_MS). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;
/** How many pages one process renders at once (RENDER_CONCURRENCY); the others wait their turn. */
export const DEFAULT_RENDER_CONCURRENCY = 4;
