import { CONVERSATION_PARAMS, conversationQuery } from '../lib/conversationQuery';

/** Longer addresses are refused with 414 (a sitemap's limit is 2,048; Node refuses request heads over 16 KB with 431). */
export const MAX_URL_CHARS = 8192;

/**
 * The only query parameters a reader's page is rendered from: a list's `page` (src/lib/paging.ts), the search
 * page's `query`, and a story's conversation (its order and pages, src/lib/conversationQuery.ts, kept in the key
 * in their normalised form). The mailed links' tokens are followed in the browser, after the page; anything else
 * (`utm_*`, `?x=N`) changes nothing on the page. So the cache key keeps these alone (issue 29): a stranger's
 * parameter cannot make every request render anew. A CDN's cache key is set up the same way (docs/deployment.md).
 */
export const PAGE_QUERY_PARAMS: readonly string[] = ['page', 'query'];

export type PageAddress =
  | {
      readonly ok: true;
      /** What the renderer is given: the path and the whole (sorted) query. */
      readonly url: string;
      readonly pathname: string;
      /** What the micro-cache keeps the page under: the path and the parameters the page is rendered from. */
      readonly cacheKey: string;
    }
  | { readonly ok: false; readonly status: 400 | 414 };

/**
 * A page's address as the renderer and the micro-cache see it, or the 4xx it deserves: too long (414), or a
 * path whose percent-encoding does not decode (400; the routes would otherwise throw). The address is the
 * WHATWG URL parser's own form: `.` and `..` segments (also written %2e) resolved, so `/en/../x` is `/x` and
 * is redirected to a locale like any other address, never read as a file; the query's parameters are sorted,
 * so one page has one cache key.
 */
export function pageAddress(rawUrl: string): PageAddress {
  if (rawUrl.length > MAX_URL_CHARS) return { ok: false, status: 414 };
  let parsed: URL;
  try {
    parsed = new URL(rawUrl, 'http://page.invalid');
    decodeURIComponent(parsed.pathname);
  } catch {
    return { ok: false, status: 400 };
  }
  parsed.searchParams.sort();
  const search = parsed.searchParams.size > 0 ? `?${parsed.searchParams.toString()}` : '';
  const kept = new URLSearchParams([...parsed.searchParams].filter(([name]) => PAGE_QUERY_PARAMS.includes(name)));
  // As the loaders read it: `comments-pages=21` and `=99` are one page (the most there are), an unknown order the
  // newest; and the page's own (newest, one page) is the address without them. The same page, the same key.
  const conversation = conversationQuery(parsed.search);
  if (conversation) {
    kept.set(CONVERSATION_PARAMS.pages, String(conversation.pages));
    kept.set(CONVERSATION_PARAMS.sort, conversation.sort);
    kept.sort();
  }
  const keptSearch = kept.size > 0 ? `?${kept.toString()}` : '';
  return { ok: true, url: `${parsed.pathname}${search}`, pathname: parsed.pathname, cacheKey: `${parsed.pathname}${keptSearch}` };
}
