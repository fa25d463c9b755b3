import { startTransition, StrictMode } from 'react';
import { parse } from 'devalue';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { ApiClient } from './api/client';
import { lookUpLocation } from './api/weather';
import { App } from './app/App';
import { matchPage } from './app/matchPage';
import { loadShell } from './app/pageLoaders';
import { preloadPage } from './app/PublicRoutes';
import { config } from './config';
import { DEFAULT_LOCALE, isLocale } from './i18n/locales';
import { loadMessages } from './i18n/messages';
import { browserNavigation } from './lib/navigation';
import { IndexedDbOutboxPersistence } from './lib/outbox';
import { checkedByServer, InFlight, replayingFetch, SERVER_STATE_ID, trackedFetch, type ServerState } from './lib/prefetch';
import { BrowserCoordination } from './lib/tabs';
import { RootStore } from './stores/RootStore';

async function bootstrap(): Promise<void> {
  // The one place src/ reaches into mocks/. The literal process.env test (not config.mocks) lets Parcel drop
  // the branch, and with it every byte of MSW, from a build made for a real API.
  if (process.env.MOCKS === 'on') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }

  const first = window.location.pathname.split('/')[1];
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  // A page the server rendered carries the API answers it was made from: the stores load them from here.
  const stateElement = document.getElementById(SERVER_STATE_ID);
  const serverState = stateElement?.textContent ? (parse(stateElement.textContent) as ServerState) : null;
  const replay = replayingFetch(serverState?.responses ?? [], globalThis.fetch.bind(globalThis));
  const inFlight = new InFlight();
  const store = new RootStore({
    api: new ApiClient({
      baseUrl: config.apiBaseUrl,
      timeoutMs: config.requestTimeoutMs,
      fetch: trackedFetch(replay.fetch, inFlight),
      checked: checkedByServer,
    }),
    locale,
    storage: window.localStorage,
    sessionStorage: window.sessionStorage,
    navigation: browserNavigation((path, options) => navigate(path, options)),
    slug: config.product.slug,
    lookUpLocation: () => lookUpLocation(config.geoLookupUrl),
    domain: window.location.origin,
    outbox: {
      ...(typeof indexedDB === 'object' ? { persistence: new IndexedDbOutboxPersistence(config.product.slug) } : {}),
      coordination: new BrowserCoordination(config.product.slug, 'outbox'),
    },
    // Sign-in, sign-out and the draft's replay reach the site's other tabs; one tab replays a draft.
    tabs: new BrowserCoordination(config.product.slug, 'session'),
  });
  const messages = loadMessages(locale);
  if (serverState) {
    // The same loaders the server ran, answered from the page: the stores reach the state the HTML shows
    // before hydration compares the two, without a request.
    const path = window.location.pathname.slice(locale.length + 1) || '/';
    const page = matchPage(path, window.location.search.slice(1));
    // In the order the effects run (the page's before the shell's), as on the server (src/server/renderPage.tsx).
    // The page's chunk too, so the page hydrates with the shell, in one pass (lazyPage). If it cannot be had, the
    // page stays as the server sent it (readable, its links real), rather than hydrating into a mismatch.
    await Promise.all([page?.loader.load(store, page.request), loadShell(store), page && preloadPage(page.route)]);
    await inFlight.settled();
    replay.forget();
  }

  // SPEC §4 at start: the profile with the stored token; the loaded flag once the window has loaded. Only in
  // the browser, and after the server's state is in: what they show renders after hydration (useHydrated).
  void store.session.loadProfile();
  // The place a sign-in's reload is to return to (issue 15), before the shell's first scroll to the top.
  store.place.recall();
  store.weather.start();
  // What failed to send on an earlier visit (or in another tab) goes now, and whenever the connection returns.
  store.outbox.start();
  if (document.readyState === 'complete') store.markLoaded();
  else window.addEventListener('load', () => store.markLoaded(), { once: true });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const app = (
    <StrictMode>
      <Router>
        <App store={store} initialMessages={{ locale, messages: await messages }} />
      </Router>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task (TBT).
  if (serverState) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void bootstrap();
