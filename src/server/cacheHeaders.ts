/**
 * Cache-Control of the server's answers, one place for all of them (docs/decisions/031, step 2).
 *
 * Pages are the same for every reader (reader-specific parts come after hydration), so a CDN may keep them:
 * a minute fresh, then served stale for ten more while it asks again, so a published correction shows within a
 * minute and a slow API is hidden behind the CDN. Browsers keep nothing (no max-age) and revalidate.
 * Feeds and sitemaps are cached exactly like pages: they change when a page does.
 */
export const PAGE_FRESH_S = 60;
export const PAGE_STALE_S = 600;
/** A missing page may be published a moment later: kept half as long. */
export const NOT_FOUND_FRESH_S = 30;
/** While the API fails outright, a CDN may go on serving the copy it has, for a day (issue 29). */
export const PAGE_STALE_IF_ERROR_S = 86_400;
export const PAGE_CACHE = `public, s-maxage=${PAGE_FRESH_S}, stale-while-revalidate=${PAGE_STALE_S}, stale-if-error=${PAGE_STALE_IF_ERROR_S}`;
/**
 * A found page with a secondary part in its error state (sponsors, a menu…): still a 200, so monitors and crawlers
 * see the page, but kept a few seconds only, so the whole page is back soon after the part is.
 */
export const DEGRADED_PAGE_FRESH_S = 10;
export const DEGRADED_PAGE_CACHE = `public, s-maxage=${DEGRADED_PAGE_FRESH_S}, stale-while-revalidate=${PAGE_FRESH_S}, stale-if-error=${PAGE_STALE_IF_ERROR_S}`;
export const NOT_FOUND_CACHE = `public, s-maxage=${NOT_FOUND_FRESH_S}`;
/** A failure (the API down or slow) is never kept: the next request asks again. */
export const NO_STORE = 'no-store';
/**
 * A moved story's permanent redirect (docs/decisions/071): a 301 may be kept for ever by a browser, but the editor
 * may move the story again, even back to this address (a loop in a browser that kept the old answer): five minutes bound that.
 */
export const MOVED_CACHE = 'public, max-age=300';
/**
 * A private page (a story by its preview link, docs/decisions/105): no shared cache keeps it, and the browser keeps
 * no copy either, so a revoked or expired link is refused at the next visit.
 */
export const PRIVATE_PAGE_CACHE = 'private, no-store';
