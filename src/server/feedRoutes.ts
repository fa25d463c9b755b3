import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { ApiClient } from '../api/client';
import { isLocale } from '../i18n/locales';
import { FEED_FORMATS, parseFeedPath } from '../lib/feedPaths';
import { etagOf, matchesEtag } from './etag';
import { feedXml } from './feeds';
import { PAGE_CACHE } from './cacheHeaders';
import { localeSitemapXml, newsSitemapXml, robotsTxt, sitemapIndexXml } from './sitemap';
import { answerXml, type XmlAnswer } from './xmlAnswer';

export interface FeedRouteOptions {
  /** The API's absolute base URL, as the server reaches it. */
  readonly apiBaseUrl: string;
  /** Milliseconds the API has to answer for one document. */
  readonly budgetMs: number;
  /**
   * The site's public origin (https://…), or how to find it (a server only this machine reaches: the address it
   * listens at). Never the request's Host (issue 29).
   */
  readonly origin: string | (() => string);
  /** The clock the news sitemap's two days are counted on (tests fix it). */
  readonly now?: () => number;
}

/**
 * What crawlers and feed readers fetch: robots.txt, the sitemap index, each locale's sitemap and news sitemap
 * (/sitemaps/{locale}.xml, /sitemaps/news/{locale}.xml), and the feeds (RSS and Atom per locale, section and
 * subsection, under /feeds/), read through src/api/ like the pages (docs/decisions/031, 037).
 */
export const feedRoutes: FastifyPluginCallback<FeedRouteOptions> = (app, options, done) => {
  const now = options.now ?? Date.now;
  const { origin } = options;
  const originOf = (_request: FastifyRequest) => (typeof origin === 'string' ? origin : origin());
  const api = () => new ApiClient({ baseUrl: options.apiBaseUrl, timeoutMs: options.budgetMs });
  const send = (request: FastifyRequest, reply: FastifyReply, answer: XmlAnswer) => {
    if (answer.failure) request.log.error(answer.failure);
    reply.header('Cache-Control', answer.cacheControl);
    if (answer.status === 200) {
      // Feed readers poll: an unchanged feed (its date is the newest story's, so equal feeds are equal bytes)
      // costs them a 304 and no body, as a page does.
      const etag = etagOf(answer.body);
      reply.header('ETag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    }
    return reply.status(answer.status).type(answer.contentType).send(answer.body);
  };
  // /feeds/{locale}.xml, /feeds/{locale}/{section}.xml, /feeds/{locale}/{section}/{subsection}.xml (and .atom).
  const feed = async (request: FastifyRequest<{ Params: { locale?: string; category?: string; file: string } }>, reply: FastifyReply) => {
    const { locale: first, category, file } = request.params;
    const parsed = parseFeedPath([first, category, file].filter((part) => part !== undefined));
    const locale = parsed?.locale;
    const answer = await answerXml(FEED_FORMATS[parsed?.format ?? 'rss'].contentType, async () =>
      parsed && isLocale(locale) ? feedXml(api(), originOf(request), { ...parsed, locale }, now()) : null,
    );
    return send(request, reply, answer);
  };

  app.get('/feeds/:file', feed);
  app.get('/feeds/:locale/:file', feed);
  app.get('/feeds/:locale/:category/:file', feed);
  app.get('/robots.txt', async (request, reply) =>
    reply.header('Cache-Control', PAGE_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(originOf(request))),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply.header('Cache-Control', PAGE_CACHE).type('application/xml; charset=utf-8').send(sitemapIndexXml(originOf(request))),
  );
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const locale = /^(.+)\.xml$/.exec(request.params.file)?.[1];
    const answer = await answerXml('application/xml', async () =>
      isLocale(locale) ? localeSitemapXml(api(), originOf(request), locale) : null,
    );
    return send(request, reply, answer);
  });
  app.get<{ Params: { file: string } }>('/sitemaps/news/:file', async (request, reply) => {
    const locale = /^(.+)\.xml$/.exec(request.params.file)?.[1];
    const answer = await answerXml('application/xml', async () =>
      isLocale(locale) ? newsSitemapXml(api(), originOf(request), locale, now()) : null,
    );
    return send(request, reply, answer);
  });
  done();
};
