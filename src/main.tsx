import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { ApiClient } from './api/client';
import { lookUpLocation } from './api/weather';
import { App } from './app/App';
import { config } from './config';
import { DEFAULT_LOCALE, isLocale } from './i18n/locales';
import { loadMessages } from './i18n/messages';
import { browserNavigation } from './lib/navigation';
import { IndexedDbOutboxPersistence } from './lib/outbox';
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
  const store = new RootStore({
    api: new ApiClient({ baseUrl: config.apiBaseUrl, timeoutMs: config.requestTimeoutMs }),
    locale,
    storage: window.localStorage,
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
  // SPEC §4 at start: the profile with the stored token; the loaded flag once the window has loaded.
  void store.session.loadProfile();
  store.weather.start();
  // What failed to send on an earlier visit (or in another tab) goes now, and whenever the connection returns.
  store.outbox.start();
  if (document.readyState === 'complete') store.markLoaded();
  else window.addEventListener('load', () => store.markLoaded(), { once: true });

  const messages = await loadMessages(locale);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <Router>
        <App store={store} initialMessages={{ locale, messages }} />
      </Router>
    </StrictMode>,
  );
}

void bootstrap();
