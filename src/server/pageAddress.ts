import { pageSearch } from '../lib/pageQuery';

/** Longer addresses are refused with 414 (a sitemap's limit is 2,048; Node refuses request heads over 16 KB with 431). */
export const MAX_URL_CHARS = 8192;

export type PageAddress =
  | {
      readonly ok: true;
      /** What the renderer is given: the path and the whole (sorted) query. */
      readonly url: string;
      readonly pathname: string;
      /**
       * What the micro-cache keeps the page under: the path and the parameters the page is rendered from
       * (pageSearch), so a stranger's parameter cannot make every request render anew (issue 29). A CDN's cache key
       * is set up the same way (docs/deployment.md).
       */
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
  return { ok: true, url: `${parsed.pathname}${search}`, pathname: parsed.pathname, cacheKey: `${parsed.pathname}${pageSearch(search)}` };
}
