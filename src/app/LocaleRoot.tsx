import { useEffect, useState, type ReactNode } from 'react';
import type { Locale } from '../../contracts/common';
import { HTML_LANG } from '../i18n/locales';
import { loadMessages, type Messages } from '../i18n/messages';
import type { RootStore } from '../stores/RootStore';
import { AppProviders } from './AppProviders';

export interface LoadedMessages {
  readonly locale: Locale;
  readonly messages: Messages;
}

/**
 * Provides the URL's locale to everything below. A switch keeps showing the current language until the new
 * one's messages have arrived, so the page never flashes untranslated.
 */
export function LocaleRoot({
  locale,
  store,
  initial,
  children,
}: {
  readonly locale: Locale;
  readonly store: RootStore;
  readonly initial: LoadedMessages;
  readonly children: ReactNode;
}) {
  const [loaded, setLoaded] = useState<LoadedMessages>(initial);

  useEffect(() => {
    if (loaded.locale === locale) return undefined;
    let cancelled = false;
    void loadMessages(locale).then((messages) => {
      if (!cancelled) setLoaded({ locale, messages });
    });
    return () => {
      cancelled = true;
    };
  }, [locale, loaded.locale]);

  useEffect(() => {
    store.setLocale(loaded.locale);
    document.documentElement.lang = HTML_LANG[loaded.locale];
    // Another language than the page the server rendered: its Chinese texts are cut here (PhrasesStore).
    if (loaded.locale !== initial.locale) void store.phrases.load(loaded.locale);
  }, [store, loaded.locale, initial.locale]);

  return (
    <AppProviders store={store} locale={loaded.locale} messages={loaded.messages}>
      {children}
    </AppProviders>
  );
}
