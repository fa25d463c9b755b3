import { when } from 'mobx';
import { StrictMode } from 'react';
import { parse } from 'devalue';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { ApiClient } from './api/client';
import { lookUpLocation } from './api/weather';
import { App } from './app/App';
import { loadMatchedPage } from './app/loadMatchedPage';
import { matchPage } from './app/matchPage';
import { config } from './config';
import { DEFAULT_LOCALE, isLocale } from './i18n/locales';
import { loadMessages } from './i18n/messages';
import { pageTapKeeper } from './lib/keepTaps';
import { APP_READY_EVENT, HYDRATED_EVENT } from './lib/lite';
import { browserNavigation } from './lib/navigation';
import { IndexedDbOutboxPersistence } from './lib/outbox';
import { checkedByServer, InFlight, replayingFetch, SERVER_STATE_ID, trackedFetch, type ServerState } from './lib/prefetch';
import { BrowserCoordination } from './lib/tabs';
import { yieldToMain } from './lib/yieldToMain';
import { RootStore } from './stores/RootStore';

async function bootstrap(): Promise<void> {
  // The one place src/ reaches into mocks/. The literal process.env test (not config.mocks) lets Parcel drop
  // the branch, and with it every byte of MSW, from a build made for a real API.
  if (process.env.MOCKS === 'on') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }

  // Start-up in steps of a task each (yieldToMain): the entry's evaluation, ICU, the stores, their loaders. As one
  // task they blocked a phone's main thread for 190 ms after the page was painted (Total Blocking Time).
  await yieldToMain();
  // Fetched with the entry (the server's loader preloads it), evaluated while the stores load. Asked for only now,
  // with the entry's evaluation off the stack: DevTools (and Lighthouse) record where each request came from, and
  // placing a call in the entry's top level means re-parsing the whole entry (see mountApp).
  const mounting = import('./app/mountApp');
  const first = window.location.pathname.split('/')[1];
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  // The first use of Intl loads ICU's data (40-70 ms at a phone's speed, one call that cannot be split): here, in a
  // task of its own, instead of inside hydration's first task, where react-intl's provider would pay it.
  Intl.NumberFormat.supportedLocalesOf(locale);
  await yieldToMain();
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
  // The Chinese texts of the page in the phrases the server cut them into: hydrated as they were rendered.
  if (serverState?.phrases) store.phrases.adopt(locale, serverState.phrases);
  const messages = loadMessages(locale);
  await yieldToMain();
  if (serverState) {
    // The same loaders the server ran, answered from the page: the stores reach the state the HTML shows
    // before hydration compares the two, without a request.
    const path = window.location.pathname.slice(locale.length + 1) || '/';
    const page = matchPage(path, window.location.search.slice(1));
    // If the page's chunk cannot be had, the page stays as the server sent it (readable, its links real), rather
    // than hydrating into a mismatch.
    await loadMatchedPage(store, page);
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
        <App store={store} initialMessages={{ locale, messages: await messages }} hydrating={serverState !== null} />
      </Router>
    </StrictMode>
  );
  // Once the page is the app's and the reader's session is known, a Lite page's script passes on what the reader
  // reached for before (docs/decisions/110).
  const hydrated = new Promise((resolve) => window.addEventListener(HYDRATED_EVENT, resolve, { once: true }));
  void Promise.all([hydrated, when(() => store.session.profileChecked)]).then(() => window.dispatchEvent(new Event(APP_READY_EVENT)));
  const { mountApp } = await mounting;
  mountApp(container, app, serverState !== null);
}

// If the app cannot start (a chunk of it did not load, its data did not parse), the reader's kept tap is not held
// for ever: the page's tap keeper says the page could not get ready, and lets taps go (src/lib/keepTaps.ts).
bootstrap().catch((error: unknown) => {
  pageTapKeeper()?.failed(false);
  throw error;
});
