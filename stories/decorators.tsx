import type { Decorator, StoryContext } from '@storybook/react-vite';
import { useLayoutEffect, useState, type ComponentType } from 'react';
import { Route, Router, useLocation, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Locale } from '../contracts/common';
import en from '../locales/en.json';
import zhCn from '../locales/zh-cn.json';
import zhTw from '../locales/zh-tw.json';
import { ApiClient } from '../src/api/client';
import { lookUpLocation } from '../src/api/weather';
import { config } from '../src/config';
import { AppProviders } from '../src/app/AppProviders';
import { HTML_LANG, isLocale } from '../src/i18n/locales';
import { RootStore } from '../src/stores/RootStore';

const MESSAGES: Record<Locale, Record<string, string>> = { en, 'zh-cn': zhCn, 'zh-tw': zhTw };

/** The fixed "now" of stories (2026-11-22 10:00 UTC), so dates and years never change a story. */
export const STORY_NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

const shown: { store: RootStore | null } = { store: null };

/** The store of the story being shown: play functions use it to sign in or to read what a control did. */
export function storyStore(): RootStore {
  if (!shown.store) throw new Error('storyStore() is only available inside a story');
  return shown.store;
}

function StoryApp({ Story, context }: { Story: ComponentType; context: StoryContext }) {
  const requested = context.globals.locale as string | undefined;
  const locale: Locale = isLocale(requested) ? requested : 'en';
  const route = (context.parameters.route as string | undefined) ?? '/';
  // The story's page, under its locale, as in the app: '/' is /en/ (or /zh-cn/ …).
  const [location] = useState(() => memoryLocation({ path: `/${locale}${route}`, record: true }));
  const [store] = useState(
    () =>
      new RootStore({
        api: new ApiClient({ baseUrl: '', timeoutMs: 10000 }),
        locale,
        clock: () => STORY_NOW,
        lookUpLocation: () => lookUpLocation(config.geoLookupUrl),
        navigation: {
          current: () => location.history?.at(-1) ?? `/${locale}${route}`,
          go: (path) => location.navigate(path),
          replace: (path) => location.navigate(path, { replace: true }),
          load: (path) => location.navigate(path),
          reload: () => {},
          scrollY: () => window.scrollY,
          scrollTo: (y) => window.scrollTo(0, y),
        },
      }),
  );
  useLayoutEffect(() => {
    shown.store = store;
  }, [store]);
  useLayoutEffect(() => {
    store.setLocale(locale);
    document.documentElement.lang = HTML_LANG[locale];
  }, [store, locale]);
  return (
    <Router hook={location.hook}>
      <AppProviders
        key={locale}
        store={store}
        locale={locale}
        messages={MESSAGES[locale]}
        onMissingMessage={(id) => {
          throw new Error(`Message '${id}' is missing from locales/${locale}.json`);
        }}
      >
        <Route path="/:locale" nest>
          <Story />
        </Route>
      </AppProviders>
      {context.parameters.showLocation === true && <LocationProbe />}
    </Router>
  );
}

/** Shows the memory router's address, for stories that check where an action went (`parameters.showLocation`). */
function LocationProbe() {
  const [path] = useLocation();
  const search = useSearch();
  return <output data-testid="location">{`${path}${search ? `?${search}` : ''}`}</output>;
}

/**
 * Wraps every story in what the app gives a screen: a fresh root store (talking to the mock API through the
 * Storybook MSW worker), the toolbar's locale with its messages, and a memory router at `parameters.route`.
 * A message id missing from the locale throws, so the story fails.
 */
export const withApp: Decorator = (Story, context) => <StoryApp Story={Story} context={context} />;
