import compress from '@fastify/compress';
import staticFiles from '@fastify/static';
import pLimit from 'p-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { JSDOM } from 'jsdom';
import { enableStaticRendering } from 'mobx-react-lite';
import { config } from '../config';
import { sanitizeStoryHtml, setSanitizerMemo, setSanitizerWindow } from '../lib/sanitizeHtml';
import { provideStorySanitizer } from '../lib/storySanitizer';
import { forwardedFor, registerApiProxy } from './apiProxy';
import { PRIVATE_PAGE } from '../app/pageRoutes';
import { DEGRADED_PAGE_CACHE, MOVED_CACHE, NO_STORE, NOT_FOUND_CACHE, PAGE_CACHE, PRIVATE_PAGE_CACHE } from './cacheHeaders';
import { contractReads } from './contractReads';
import { etagOf, matchesEtag } from './etag';
import { feedRoutes } from './feedRoutes';
import { DEFAULT_HEADERS_TIMEOUT_MS, DEFAULT_RENDER_CONCURRENCY, DEFAULT_REQUEST_TIMEOUT_MS } from './limits';
import { MicroCache } from './microCache';
import { LITE_OFF_PATH, LITE_ON_PATH, LITE_QUERY } from '../lib/lite';
import { safeRedirect } from '../lib/safeRedirect';
import { liteCookieHeader, PAGE_VARY, pageVariant, variantCacheKey, type PageVariant } from './liteChoice';
import { pageAddress } from './pageAddress';
import { renderPage, type PageResponse } from './renderPage';
import { sanitizedStories } from './sanitizedStories';
import { originOf as absoluteOrigin, registerSecurityHeaders } from './securityHeaders';
import { loadTemplate, splitAtNonces, withNonces, type NoncedPage } from './template';

export interface ServerOptions {
  /** The browser build (dist/): its index.html is the page template, its files are served as they are. */
  readonly clientDir: string;
  /** The API's absolute base URL, as the server reaches it. */
  readonly apiBaseUrl: string;
  /**
   * The API's public origin, when browsers call it there rather than at this site's /api/ (a browser build made
   * with an absolute API_BASE_URL): the policy lets pages reach it (PUBLIC_API_ORIGIN).
   */
  readonly publicApiOrigin?: string;
  /** Forward the browser's /api/ calls to apiBaseUrl (the API on the site's origin, as a CDN would route it). */
  readonly proxyApi: boolean;
  /** Milliseconds the API has to answer for one page. */
  readonly budgetMs: number;
  /**
   * The site's public origin (https://…). Without it (a server only this machine reaches, src/server/main.ts), the
   * address it listens at. Never the request's Host or X-Forwarded-Host (issue 29).
   */
  readonly origin?: string;
  /** Serve /media/ from this folder (offline: the mock API's pictures; in production a CDN or the API has them). */
  readonly mediaDir?: string;
  readonly logger?: boolean;
  /** How long a rendered page is reused by this process (MICRO_CACHE_MS); 0 (the default here) turns it off. */
  readonly microCacheMs?: number;
  /** A client must have sent its request's head within this (slow clients are cut off): 10 s. */
  readonly headersTimeoutMs?: number;
  /** …and the whole request within this: 15 s. */
  readonly requestTimeoutMs?: number;
  /** At most this many pages render at once in this process; the others wait their turn (RENDER_CONCURRENCY). */
  readonly renderConcurrency?: number;
  /** The fetch the renderer calls the API with (tests count calls through it). */
  readonly fetch?: typeof fetch;
}


// Parcel names every built file but index.html with a content hash: such a file never changes.
const HASHED = /\.[0-9a-f]{8,}\.\w+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const ERROR_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Huanyu 寰宇</title>
<p>Something went wrong on our side. Please try again in a moment. 出了点问题，请稍后再试。</p></html>`;
const BAD_ADDRESS_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Huanyu 寰宇</title>
<p>This address is not one of ours. <a href="/">Go to the home page</a>. 此网址无效，<a href="/">返回首页</a>。</p></html>`;

/** Where an address that cannot be decoded is answered (400). */
const BAD_ADDRESS_PATH = '/.bad-address';

/** A rendered page as the micro-cache keeps it: the HTML encoded and cut at its nonce placeholders, its ETag. */
type RenderedPage =
  | {
      readonly kind: 'page';
      readonly status: Extract<PageResponse, { kind: 'page' }>['status'];
      /** The HTML as it is sent, encoded once: each request adds its nonces. */
      readonly body: NoncedPage;
      readonly etag: string | null;
      /** Its purge keys (surrogateKeys), made from the render's own match of the route. */
      readonly keys: string;
      /** Kept briefly: a secondary part failed (renderPage). */
      readonly degraded: boolean;
      readonly size: number;
    }
  | { readonly kind: 'redirect'; readonly status: 301 | 302; readonly location: string; readonly size: number };

/** Only pages the same for everyone and not failures: 200 and 404 (never 503, never a redirect, never /admin). */
function keepable(rendered: RenderedPage): boolean {
  return rendered.kind === 'page' && (rendered.status === 200 || rendered.status === 404);
}

const isAdmin = (pathname: string) => /^\/[^/]+\/admin(?:\/|$)/.test(pathname);

/**
 * A private page's headers (a story by its preview link, docs/decisions/105): no cache but the reader's own keeps
 * it, no search engine indexes or follows it, its address (the token) goes to no other site, and the desk, on
 * this origin only, may show it in a frame at a phone's and a desktop's width.
 */
function privatePage(reply: FastifyReply): void {
  const policy = reply.getHeader('Content-Security-Policy');
  if (typeof policy === 'string') reply.header('Content-Security-Policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  reply
    .header('Cache-Control', PRIVATE_PAGE_CACHE)
    .header('X-Robots-Tag', 'noindex, nofollow')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Frame-Options', 'SAMEORIGIN');
}

/** The desk shows the site's own preview pages in frames: its policy allows frames of this origin too. */
function deskPage(reply: FastifyReply): void {
  const policy = reply.getHeader('Content-Security-Policy');
  if (typeof policy === 'string') reply.header('Content-Security-Policy', policy.replace('frame-src ', "frame-src 'self' "));
}

/** The page's address without `?lite` (pageAddress sorted the query, which stays sorted). */
function withoutLiteQuery(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  if (!query.has(LITE_QUERY)) return url;
  query.delete(LITE_QUERY);
  return query.size > 0 ? `${url.slice(0, at)}?${query.toString()}` : url.slice(0, at);
}

/** The origin a server without PUBLIC_ORIGIN answers at: the loopback address it listens at (src/server/publicOrigin.ts). */
function listeningOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') return 'http://127.0.0.1';
  return `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
}

function withForwardedFor(base: typeof fetch, chain: string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('X-Forwarded-For', chain);
    return base(input, { ...init, headers });
  };
}

/** The production web server: security headers, compression, the built files, and every page rendered. */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  // A page is rendered once and never re-rendered here: observers need not track what they read (each made a
  // Reaction per render, about a tenth of the CPU and half the memory growth, issue 27). Set here rather than in
  // main.ts: this module loads after NODE_ENV is set, and an import of mobx-react-lite there would be hoisted by
  // Parcel above it and load React's development build.
  enableStaticRendering(true);
  // The sanitizer resolves a story's media URLs against the page's address, as the browser will: on the server,
  // jsdom's window stands at the site's public origin (relative media, the common case, resolve the same anyway).
  setSanitizerWindow(new JSDOM('', { url: options.origin ?? 'http://127.0.0.1/' }).window);
  // Sanitizing a story on jsdom is a fifth of an uncached render's CPU: each story's body is cleaned once.
  setSanitizerMemo(sanitizedStories());
  // The server renders every story body sanitized, at once (the browser loads the sanitizer only when it must).
  provideStorySanitizer(sanitizeStoryHtml);
  // …and each answer the API gives again and again is parsed and checked once.
  const reads = contractReads();
  const template = loadTemplate(options.clientDir);
  const headersTimeout = options.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    // A slow client (headers trickled in, a body that never ends) is cut off with 408, checked every second.
    requestTimeout: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    http: { headersTimeout, connectionsCheckingInterval: Math.min(1000, headersTimeout) },
    // A path whose percent-encoding does not decode would stop Fastify's router before any hook (a bare JSON
    // 400 without the security headers): it is sent to the bad-address page instead, through every hook.
    rewriteUrl: (raw) => {
      const url = raw.url ?? '/';
      const address = pageAddress(url);
      return !address.ok && address.status === 400 ? BAD_ADDRESS_PATH : url;
    },
    // Anything else the router cannot read still gets a short page, not JSON.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.status(400).header('Cache-Control', NO_STORE).type('text/html; charset=utf-8').send(BAD_ADDRESS_PAGE);
    },
  });
  const pages = new MicroCache<RenderedPage>({ ttlMs: options.microCacheMs ?? 0 });
  // Rendering is CPU work: fifty at once on two cores would each take fifty times as long, run past the API's
  // time budget (503 for all) and hold fifty pages' memory. A few at a time finish quickly; the rest wait
  // before their budget starts.
  const renders = pLimit(options.renderConcurrency ?? DEFAULT_RENDER_CONCURRENCY);

  await registerSecurityHeaders(app, {
    // Public origins only (issue 29): the API where browsers call it (none when it is this origin's /api/; never
    // the address this server reaches it at, which may be internal) and the weather's IP lookup.
    connect: [...absoluteOrigin(options.publicApiOrigin ?? ''), ...absoluteOrigin(config.geoLookupUrl)],
    media: absoluteOrigin(options.publicApiOrigin ?? ''),
  });
  await app.register(compress);
  await app.register(staticFiles, {
    root: options.clientDir,
    index: false,
    wildcard: false,
    // The template is never served raw: every page goes through the renderer.
    allowedPath: (path) => path !== '/index.html' && path !== '/lite.html',
    setHeaders: (reply, path) => {
      if (HASHED.test(path)) reply.header('Cache-Control', IMMUTABLE);
    },
  });
  if (options.mediaDir) await app.register(staticFiles, { root: options.mediaDir, prefix: '/media/', decorateReply: false, index: false });
  if (options.proxyApi) await registerApiProxy(app, options.apiBaseUrl);

  app.setErrorHandler((error: { statusCode?: unknown }, request, reply) => {
    const code = error.statusCode;
    const status = typeof code === 'number' && code >= 400 && code < 500 ? code : 500;
    if (status === 500) request.log.error(error);
    // Never a stack trace: the reader gets a short page, a cache nothing.
    void reply.status(status).header('Cache-Control', NO_STORE).type('text/html; charset=utf-8').send(ERROR_PAGE);
  });

  const originOf = () => options.origin ?? listeningOrigin(app);

  await app.register(feedRoutes, { ...options, origin: originOf });
  app.get(BAD_ADDRESS_PATH, async (_request, reply) =>
    reply.status(400).header('Cache-Control', NO_STORE).type('text/html; charset=utf-8').send(BAD_ADDRESS_PAGE),
  );

  // The footer's switches (docs/decisions/110): remember the reader's choice in the cookie CDNs key on, and go back
  // to the page they were on (a path on this site, else the home page). Links, so they work without scripts.
  const remember = (variant: PageVariant) => async (request: FastifyRequest, reply: FastifyReply) => {
    const to = (request.query as Record<string, unknown>).to;
    const back = safeRedirect(typeof to === 'string' ? to : null) ?? '/';
    return reply
      .header('Cache-Control', NO_STORE)
      .header('Set-Cookie', liteCookieHeader(variant, originOf().startsWith('https:')))
      .redirect(back, 303);
  };
  app.get(LITE_ON_PATH, remember('lite'));
  app.get(LITE_OFF_PATH, remember('full'));

  app.get('/*', async (request, reply) => {
    const address = pageAddress(request.url);
    if (!address.ok) {
      return reply.status(address.status).header('Cache-Control', NO_STORE).type('text/html; charset=utf-8').send(BAD_ADDRESS_PAGE);
    }
    const origin = originOf();
    const variant = pageVariant({
      search: new URL(address.url, 'http://page.invalid').search,
      cookie: request.headers.cookie,
      saveData: request.headers['save-data'],
    });
    // `?lite` chooses the variant and is no part of the page: rendered without it, one page is one HTML.
    const url = withoutLiteQuery(address.url);
    const admin = isAdmin(address.pathname);
    const personal = PRIVATE_PAGE.test(address.pathname);
    // The desk and a reader's private pages are forms to work in, not pages to read: always the full app.
    const lite = variant === 'lite' && !admin && !personal;
    const render = async (): Promise<RenderedPage> => {
      const page = await renders(renderPage, url, {
        lite,
        apiBaseUrl: options.apiBaseUrl,
        budgetMs: options.budgetMs,
        template,
        origin,
        reads,
        // The API's per-address limits count the reader who asked for the page, not this server.
        fetch: withForwardedFor(options.fetch ?? globalThis.fetch.bind(globalThis), forwardedFor(request)),
      });
      if (page.kind !== 'page') return { ...page, size: page.location.length };
      // Encoded once: hashed and cut at its placeholders as bytes.
      const bytes = Buffer.from(page.html);
      // The ETag names the page with the nonce placeholder: the same for every request and every process.
      return {
        kind: 'page',
        status: page.status,
        body: splitAtNonces(bytes),
        etag: page.status === 200 ? etagOf(bytes) : null,
        keys: page.keys,
        degraded: page.degraded === true,
        size: page.html.length,
      };
    };
    // Neither the desk nor a private page is kept: a revoked link is refused at once.
    const { value, cache } =
      admin || personal ? { value: await render(), cache: 'OFF' } : await pages.get(`${origin}${variantCacheKey(address.cacheKey, variant)}`, render, keepable);
    // Full and Lite are two answers at one address: caches keep one of each (docs/deployment.md, the CDN).
    reply.header('X-Cache', cache).header('Vary', PAGE_VARY);
    if (admin) deskPage(reply);
    if (value.kind === 'redirect') {
      // A moved story's old address: caches may keep the answer, briefly (an editor may move it again, or back). Not
      // when the address has a parameter outside the cache key (utm_*): its Location repeats it, and a cache keyed
      // without it would send the next reader on with the first one's.
      if (value.status === 301) reply.header('Cache-Control', address.url === address.cacheKey ? MOVED_CACHE : NO_STORE);
      // A redirect keeps the query, this request's own: readers asking at once share one render (MicroCache), and
      // one reader's parameters must not send another on.
      return reply.redirect(`${value.location.replace(/\?.*$/, '')}${new URL(address.url, 'http://page.invalid').search}`, value.status);
    }
    const { status, body, etag, keys, degraded } = value;
    if (personal && status !== 503) {
      privatePage(reply);
      return reply.status(status).type('text/html; charset=utf-8').send(withNonces(body, reply.cspNonce));
    }
    if (status === 503) {
      return reply.status(503).header('Cache-Control', NO_STORE).type('text/html; charset=utf-8').send(withNonces(body, reply.cspNonce));
    }
    // One list of purge keys under both CDN dialects: Fastly's space-separated Surrogate-Key, and the
    // comma-separated Cache-Tag of Cloudflare and Akamai. A CDN strips the one it reads before the browser sees it.
    reply.header('Surrogate-Key', keys).header('Cache-Tag', keys.replaceAll(' ', ','));
    if (etag === null) reply.header('Cache-Control', NOT_FOUND_CACHE);
    else {
      // A precondition applies only to a 2xx answer (RFC 9110 §13.2.1), so only a found page has a validator.
      reply.header('Cache-Control', degraded ? DEGRADED_PAGE_CACHE : PAGE_CACHE).header('ETag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        // The stored copy (a browser's, a CDN's) keeps the body it has, with that body's nonces, and a 304's headers
        // update the stored ones (RFC 9111 §4.3.4): a new request's policy would name nonces the copy does not
        // carry, and its styles and loader would be refused. So a 304 carries no policy: the stored one stays.
        reply.removeHeader('Content-Security-Policy');
        return reply.status(304).send();
      }
    }
    return reply.status(status).type('text/html; charset=utf-8').send(withNonces(body, reply.cspNonce));
  });

  return app;
}
