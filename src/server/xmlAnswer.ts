import { ApiFailure } from '../api/client';
import { NO_STORE, NOT_FOUND_CACHE, PAGE_CACHE } from './cacheHeaders';

/** What the server sends for a feed or sitemap: never a rejection, so never a raw 500. */
export interface XmlAnswer {
  readonly status: 200 | 404 | 503;
  readonly cacheControl: string;
  readonly contentType: string;
  readonly body: string;
  /** Why the answer is a 503, for the log. */
  readonly failure?: unknown;
}

/**
 * Builds a document from the API: 200 cached like a page; 404 when it names nothing (null, or the API's own 404);
 * 503 `no-store` on any failure of the API, never a partial document (an incomplete sitemap or feed would tell
 * crawlers and readers the missing stories are gone).
 */
export async function answerXml(contentType: string, build: () => Promise<string | null>): Promise<XmlAnswer> {
  const type = `${contentType}; charset=utf-8`;
  const notFound: XmlAnswer = { status: 404, cacheControl: NOT_FOUND_CACHE, contentType: 'text/plain; charset=utf-8', body: 'Not found' };
  try {
    const body = await build();
    return body === null ? notFound : { status: 200, cacheControl: PAGE_CACHE, contentType: type, body };
  } catch (failure) {
    if (failure instanceof ApiFailure && failure.status === 404) return notFound;
    return { status: 503, cacheControl: NO_STORE, contentType: 'text/plain; charset=utf-8', body: 'Try again later', failure };
  }
}
