import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Locale } from '../contracts/common';
import en from '../locales/en.json';
import zhCn from '../locales/zh-cn.json';
import zhTw from '../locales/zh-tw.json';
import { ApiClient } from '../src/api/client';
import { AppProviders } from '../src/app/AppProviders';
import { lookUpLocation } from '../src/api/weather';
import { RecordingNavigation } from '../src/lib/navigation';
import type { OutboxDeps } from '../src/stores/OutboxStore';
import type { SaveFile } from '../src/lib/saveFile';
import { RootStore } from '../src/stores/RootStore';
import type { TabCoordination } from '../src/lib/tabs';
import { MemoryStorage, type KeyValueStorage } from '../src/lib/storage';
import { DEFAULT_GEO_LOOKUP_URL, type GeoLookupResponse } from '../contracts/weather';

export const MESSAGES: Record<Locale, Record<string, string>> = { en, 'zh-cn': zhCn, 'zh-tw': zhTw };

/** 2026-11-22 10:00 UTC: the fixed "now" of tests. */
export const TEST_NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

export interface TestStoreOptions {
  readonly locale?: Locale;
  readonly timeoutMs?: number;
  readonly storage?: KeyValueStorage;
  /** The tab's own storage (sessionStorage): hand the reloaded page the same one. */
  readonly sessionStorage?: KeyValueStorage;
  readonly navigation?: RecordingNavigation;
  readonly clock?: () => number;
  readonly lookUpLocation?: () => Promise<GeoLookupResponse>;
  /** Where failed sends wait: hand two stores the same persistence and coordination to play two tabs. */
  readonly outbox?: OutboxDeps;
  /** Hand two stores the same storage and LocalCoordination to play two tabs of one browser. */
  readonly tabs?: TabCoordination;
  /** Records the files handed to the reader (the account's data download). */
  readonly saveFile?: SaveFile;
}

/** A fresh root store on the msw/node mock, with memory storage and a navigation that records. */
export function createTestStore(options: TestStoreOptions = {}): RootStore {
  const api = new ApiClient({ baseUrl: '', timeoutMs: options.timeoutMs ?? 2000 });
  return new RootStore({
    api,
    locale: options.locale ?? 'en',
    clock: options.clock ?? (() => TEST_NOW),
    storage: options.storage ?? new MemoryStorage(),
    sessionStorage: options.sessionStorage ?? new MemoryStorage(),
    navigation: options.navigation ?? new RecordingNavigation('/en/'),
    lookUpLocation: options.lookUpLocation ?? (() => lookUpLocation(DEFAULT_GEO_LOOKUP_URL)),
    ...(options.outbox ? { outbox: options.outbox } : {}),
    ...(options.tabs ? { tabs: options.tabs } : {}),
    ...(options.saveFile ? { saveFile: options.saveFile } : {}),
  });
}

export interface RenderOptions {
  readonly locale?: Locale;
  readonly store?: RootStore;
  readonly path?: string;
}

/** Renders a screen inside the app's providers; a message id missing from the locale fails the test. */
export function renderWithApp(
  ui: ReactElement,
  { locale = 'en', store = createTestStore({ locale }), path = '/' }: RenderOptions = {},
): RenderResult & { store: RootStore } {
  const { hook } = memoryLocation({ path });
  const result = render(
    <Router hook={hook}>
      <AppProviders
        store={store}
        locale={locale}
        messages={MESSAGES[locale]}
        onMissingMessage={(id) => {
          throw new Error(`Message '${id}' is missing from locales/${locale}.json`);
        }}
      >
        {ui}
      </AppProviders>
    </Router>,
  );
  return { ...result, store };
}
