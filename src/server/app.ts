import { createHash } from 'node:crypto';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import proxy from '@fastify/http-proxy';
import staticFiles from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { ApiClient } from '../api/client';
import { isLocale } from '../i18n/locales';
import { setSanitizerWindow } from '../lib/sanitizeHtml';
import { feedRoutes } from './feedRoutes';
import { renderPage } from './renderPage';
import { localeSitemapXml, robotsTxt, sitemapIndexXml } from './sitemap';
import { loadTemplate } from './template';

export interface ServerOptions {
  /** The browser build (dist/): its index.html is the page template, its files are served as they are. */
  readonly clientDir: string;
  /** The API's absolute base URL, as the server reaches it. */
  readonly apiBaseUrl: string;
  /** Forward the browser's /api/ calls to apiBaseUrl (the API on the site's origin, as a CDN would route it). */
  readonly proxyApi: boolean;
  /** Milliseconds the API has to answer for one page. */
  readonly budgetMs: number;
  /** The site's public origin (https://…); by default the one each request names. */
  readonly origin?: string;
  /** Serve /media/ from this folder (offline: the mock API's pictures; in production a CDN or the API has them). */
  readonly mediaDir?: string;
  readonly logger?: boolean;
}

// Parcel names every built file but index.html with a content hash: such a file never changes.
const HASHED = /\.[0-9a-f]{8,}\.\w+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

// Pages are the same for every reader (reader-specific parts come after hydration), so a CDN may keep them:
// a minute fresh, then served stale for ten more while it asks again, so a published correction shows within a
// minute and a slow API is hidden behind the CDN. Browsers keep nothing (no max-age) and revalidate by ETag.
const PAGE_FRESH_S = 60;
const PAGE_STALE_S = 600;
// A missing page may be published a moment later: kept half as long.
const NOT_FOUND_FRESH_S = 30;
const PAGE_CACHE = `public, s-maxage=${PAGE_FRESH_S}, stale-while-revalidate=${PAGE_STALE_S}`;
const NOT_FOUND_CACHE = `public, s-maxage=${NOT_FOUND_FRESH_S}`;

/** A strong validator: the hash of the HTML itself, so equal pages from any server process match. */
function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` does not matter, `*` matches any page. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

const ERROR_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Huanyu 寰宇</title>
<p>Something went wrong on our side. Please try again in a moment. 出了点问题，请稍后再试。</p></html>`;

/** The production web server: security headers, compression, the built files, and every page rendered. */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  // The sanitizer resolves a story's media URLs against the page's address, as the browser will: on the server,
  // jsdom's window stands at the site's public origin (relative media, the common case, resolve the same anyway).
  setSanitizerWindow(new JSDOM('', { url: options.origin ?? 'http://127.0.0.1/' }).window);
  const template = loadTemplate(options.clientDir);
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });

  // The CSP with a per-request nonce is the next step of issue 13; the other headers apply from now on.
  await app.register(helmet, { contentSecurityPolicy: false });
  await app.register(compress);
  await app.register(staticFiles, {
    root: options.clientDir,
    index: false,
    wildcard: false,
    // The template is never served raw: every page goes through the renderer.
    allowedPath: (path) => path !== '/index.html',
    setHeaders: (reply, path) => {
      if (HASHED.test(path)) reply.header('Cache-Control', IMMUTABLE);
    },
  });
  if (options.mediaDir) await app.register(staticFiles, { root: options.mediaDir, prefix: '/media/', decorateReply: false, index: false });
  if (options.proxyApi) await app.register(proxy, { upstream: options.apiBaseUrl, prefix: '/api', rewritePrefix: '/api' });

  app.setErrorHandler((error: { statusCode?: unknown }, request, reply) => {
    const code = error.statusCode;
    const status = typeof code === 'number' && code >= 400 && code < 500 ? code : 500;
    if (status === 500) request.log.error(error);
    // Never a stack trace: the reader gets a short page, a cache nothing.
    void reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(ERROR_PAGE);
  });

  const originOf = (request: { protocol: string; host: string }) => options.origin ?? `${request.protocol}://${request.host}`;

  await app.register(feedRoutes, options);
  app.get('/robots.txt', async (request, reply) =>
    reply.header('Cache-Control', PAGE_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(originOf(request))),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply.header('Cache-Control', PAGE_CACHE).type('application/xml; charset=utf-8').send(sitemapIndexXml(originOf(request))),
  );
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const locale = /^(.+)\.xml$/.exec(request.params.file)?.[1];
    if (!isLocale(locale)) return reply.status(404).header('Cache-Control', NOT_FOUND_CACHE).type('text/plain; charset=utf-8').send('Not found');
    const api = new ApiClient({ baseUrl: options.apiBaseUrl, timeoutMs: options.budgetMs });
    try {
      const xml = await localeSitemapXml(api, originOf(request), locale);
      return await reply.header('Cache-Control', PAGE_CACHE).type('application/xml; charset=utf-8').send(xml);
    } catch (error) {
      // An incomplete sitemap would tell crawlers the missing stories are gone: none at all, and not kept.
      request.log.error(error);
      return reply.status(503).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Try again later');
    }
  });

  app.get('/*', async (request, reply) => {
    const origin = originOf(request);
    const page = await renderPage(request.url, { apiBaseUrl: options.apiBaseUrl, budgetMs: options.budgetMs, template, origin });
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    if (page.status === 503) {
      return reply.status(503).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page.html);
    }
    if (page.status === 404) reply.header('Cache-Control', NOT_FOUND_CACHE);
    else {
      // A precondition applies only to a 2xx answer (RFC 9110 §13.2.1), so only a found page has a validator.
      const etag = etagOf(page.html);
      reply.header('Cache-Control', PAGE_CACHE).header('ETag', etag);
      if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    }
    return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
  });

  return app;
}
