import { Writable } from 'node:stream';
import { stringify } from 'devalue';
import { createIntl } from '@formatjs/intl';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Router } from 'wouter';
import { ApiClient, ApiFailure } from '../api/client';
import { App } from '../app/App';
import { loadMatchedPage } from '../app/loadMatchedPage';
import { matchPage } from '../app/matchPage';
import { config } from '../config';
import { HTML_LANG, INTL_LOCALE, isLocale } from '../i18n/locales';
import { withSupportedLocale } from '../i18n/localePath';
import { loadMessages } from '../i18n/messages';
import { SERVER_STATE_ID, type ServerState } from '../lib/prefetch';
import { RootStore } from '../stores/RootStore';
import type { ServerReads } from './contractReads';
import { RecordingFetch } from './recordingFetch';
import { surrogateKeys } from './surrogateKeys';
import { keptTapTexts } from './keptTapTexts';
import { liteData } from './liteData';
import { fillTemplate, NONCE_PLACEHOLDER, type Template } from './template';
import { escapeXml } from './xmlText';

export interface RenderOptions {
  /** The API's absolute base URL (API_BASE_URL). */
  readonly apiBaseUrl: string;
  /** How long the API may take for one page before the page is sent in its error state. */
  readonly budgetMs: number;
  readonly template: Template;
  /** The site's origin, as readers reach it. */
  readonly origin: string;
  readonly fetch?: typeof fetch;
  /** The process's memo of answers read through their contracts (src/server/contractReads.ts). */
  readonly reads?: ServerReads;
  /** The Lite page: the same HTML with the Lite script instead of the app's (docs/decisions/110). */
  readonly lite?: boolean;
}

export type PageResponse =
  | { readonly kind: 'redirect'; readonly status: 301 | 302; readonly location: string }
  | {
      readonly kind: 'page';
      readonly status: 200 | 404 | 410 | 503;
      readonly html: string;
      /** Its purge keys (surrogateKeys), from the render's own match of the route. */
      readonly keys: string;
      /**
       * A found page some secondary part of which failed (sponsors, the header page, a menu, authors): it is still
       * the page, shown with that part's own empty or error state, but kept by a cache for less time (issue 29).
       */
      readonly degraded?: boolean;
    };

function parsedBody(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** Everything React rendered that belongs in <head>: it writes hoisted <title>, <meta> and <link> first. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/**
 * One public page, rendered for everyone alike (no reader is known here): a fresh RootStore, the route's
 * loaders through the same stores as the browser, then React's HTML with the API answers for the browser.
 */
export async function renderPage(url: string, options: RenderOptions): Promise<PageResponse> {
  const { pathname, search } = new URL(url, 'http://page.invalid');
  const fixed = withSupportedLocale(pathname);
  if (fixed !== null) return { kind: 'redirect', status: 302, location: `${fixed}${search}` };
  const locale = pathname.split('/')[1];
  if (!isLocale(locale)) throw new Error(`no locale in ${pathname}`);
  const path = pathname.slice(locale.length + 1) || '/';
  // The editors' desk is not public and not for crawlers: the browser renders it, as before.
  if (path === '/admin' || path.startsWith('/admin/')) {
    // The desk is an application, not a page to read: without scripts it says so, in the edition's language.
    const intl = createIntl({ locale: INTL_LOCALE[locale], messages: await loadMessages(locale) });
    const needsScript = intl.formatMessage({ id: 'desk.needsScript', defaultMessage: 'The editors’ desk needs JavaScript.' });
    const body = `<noscript><p>${escapeXml(needsScript)}</p></noscript>`;
    const html = fillTemplate(options.template, { lang: HTML_LANG[locale], head: '', body, state: '' });
    return { kind: 'page', status: 200, html, keys: surrogateKeys(locale, null) };
  }

  const { reads } = options;
  const recording = new RecordingFetch(options.fetch ?? globalThis.fetch.bind(globalThis), options.budgetMs, reads?.json);
  try {
    const store = new RootStore({
      api: new ApiClient({
        baseUrl: options.apiBaseUrl,
        timeoutMs: options.budgetMs,
        fetch: recording.fetch,
        onRead: recording.checked,
        ...(reads ? { reads } : {}),
      }),
      locale,
      slug: config.product.slug,
      domain: options.origin,
    });
    const page = matchPage(path, search.slice(1));
    const [messages] = await Promise.all([loadMessages(locale), loadMatchedPage(store, page), store.phrases.load(locale)]);
    await recording.settled();

    const main = page?.loader.main(store) ?? null;
    // Only the route's main call decides the status (issue 29): its data missing is a 404, its failure (an error,
    // no answer within the budget) a 503. Any other call failing leaves a page that is still the page.
    // The API refuses an address's slug that cannot be one (`..%2f..`, contracts' Slug) with a 400 naming it: no
    // such page. Any other 400 is no "not found" but our own fault, a 503 no cache keeps.
    const badSlug =
      main?.status === 'error' &&
      recording.recorded.some((answer) => !('failed' in answer) && answer.status === 400 && new ApiFailure(400, parsedBody(answer.body)).serverField === 'slug');
    const missing = !page || main?.notFound === true || badSlug;
    // Gone for good (an expired or revoked preview link): the page says so, and is no failure of ours.
    const gone = !missing && main?.gone === true;
    const mainFailed = !missing && !gone && main !== null && main.status !== 'ready';
    const otherFailed = recording.timedOut || recording.recorded.some((answer) => 'failed' in answer || answer.status >= 400 && answer.status !== 404);
    const status = mainFailed ? 503 : missing ? 404 : gone ? 410 : 200;
    // A story whose alias changed: its old address moved for good (docs/decisions/071), with the query kept.
    const movedTo = status === 404 && page ? page.loader.movedTo?.(store) : null;
    if (movedTo) return { kind: 'redirect', status: 301, location: `/${locale}${movedTo}${search}` };
    const degraded = status === 200 && otherFailed;

    const ssrContext: { redirectTo?: string } = {};
    const rendered = await renderToString(
      <StrictMode>
        <Router ssrPath={pathname} ssrSearch={search.slice(1)} ssrContext={ssrContext}>
          <App store={store} initialMessages={{ locale, messages }} hydrating />
        </Router>
      </StrictMode>,
    );
    // A page inside the locale's routes redirects with wouter's '~' (from the root), as the browser navigates.
    if (ssrContext.redirectTo) return { kind: 'redirect', status: 302, location: ssrContext.redirectTo.replace(/^~/, '') };

    const head = HOISTED.exec(rendered)?.[0] ?? '';
    // Sorted by request, not in the order the answers arrived: the same page is then the same bytes (and ETag)
    // on every render, whichever API answer came first (the sort is stable: one key asked twice keeps its order).
    const responses = [...recording.recorded].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const phrases = store.phrases.rendered(locale);
    const state: ServerState = phrases.length > 0 ? { responses, phrases } : { responses };
    const bundles = page ? [page.chunk, locale] : [locale];
    const { liteScripts } = options.template;
    const lite = options.lite === true && liteScripts !== null;
    const intl = lite ? createIntl({ locale: INTL_LOCALE[locale], messages }) : null;
    const html = fillTemplate(options.template, {
      lang: HTML_LANG[locale],
      // The page's own styles, inline; its script and its language's messages load with the entry, after the paint.
      head: `${options.template.styles(page ? [page.chunk] : [])}${head}`,
      // Lite: the Lite script, which loads the app only when the reader reaches for what needs it.
      scripts: lite && intl ? liteScripts(bundles, (app) => liteData(locale, intl, app)) : options.template.scripts(bundles),
      // A reader's taps are kept until the app (or on a Lite page, the Lite script) can answer them.
      early: options.template.early(keptTapTexts(locale, messages)),
      lite,
      body: rendered.slice(head.length),
      // devalue escapes '<' and U+2028/2029: no text of an article can close this element or break the parse.
      state: `<script type="application/json" id="${SERVER_STATE_ID}">${stringify(state)}</script>`,
    });
    return { kind: 'page', status, html, keys: surrogateKeys(locale, page), ...(degraded ? { degraded } : {}) };
  } finally {
    recording.dispose();
  }
}

/**
 * React's streaming renderer, read to the end once everything is ready (onAllReady): the status depends on the
 * data, which is loaded before rendering, so the render itself is short and nothing is gained by sending a
 * shell first; crawlers and link-preview robots get the whole page, and no inline script is needed to swap
 * fallbacks for content.
 */
function renderToString(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Any script React writes carries the nonce (the request's own is put in when the page is sent).
      nonce: NONCE_PLACEHOLDER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      // Read whole, every boundary is complete: none may be written as a fallback with its content in a hidden
      // <div> for an inline script to swap in (React does that past 12,800 bytes), or a reader without
      // JavaScript, a crawler or a share card sees "Loading…" where the story is.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
  });
}
