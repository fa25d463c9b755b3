import { useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, MissingTranslationError, RawIntlProvider, type IntlShape } from 'react-intl';
import type { Locale } from '../../contracts/common';
import { INTL_LOCALE } from '../i18n/locales';
import type { Messages } from '../i18n/messages';
import type { RootStore } from '../stores/RootStore';
import { PhrasesProvider } from '../hooks/PhrasesContext';
import { StoresProvider } from '../hooks/StoresContext';

export interface AppProvidersProps {
  readonly store: RootStore;
  readonly locale: Locale;
  readonly messages: Messages;
  /** Tests and stories make a missing message fail loudly; readers get the English default instead. */
  readonly onMissingMessage?: (id: string) => void;
  readonly children: ReactNode;
}

function intlOf(locale: Locale, messages: Messages, onMissingMessage?: (id: string) => void): IntlShape {
  return createIntl(
    {
      locale: INTL_LOCALE[locale],
      messages,
      defaultLocale: 'en',
      onError: (error) => {
        if (error instanceof MissingTranslationError) {
          onMissingMessage?.(String(error.descriptor?.id ?? error.message));
          return;
        }
        console.error(error);
      },
    },
    createIntlCache(),
  );
}

/**
 * The readers' intl for each locale's messages, made once and shared by every render: it holds nothing of a reader,
 * only the messages and the formatters compiled from them (each message's IntlMessageFormat, each date format's
 * Intl.DateTimeFormat), which IntlProvider made again for every page the server rendered (issue 27: 9 % of its CPU).
 * Keyed by the messages object, which a locale's chunk makes once.
 */
const shared = new WeakMap<Messages, Map<Locale, IntlShape>>();

function sharedIntl(locale: Locale, messages: Messages): IntlShape {
  let byLocale = shared.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    shared.set(messages, byLocale);
  }
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = intlOf(locale, messages);
    byLocale.set(locale, intl);
  }
  return intl;
}

/** Everything a screen needs around it: the root store and the locale's messages. Used by the app, tests and stories. */
export function AppProviders({ store, locale, messages, onMissingMessage, children }: AppProvidersProps) {
  const intl = useMemo(
    () => (onMissingMessage ? intlOf(locale, messages, onMissingMessage) : sharedIntl(locale, messages)),
    [locale, messages, onMissingMessage],
  );
  return (
    <StoresProvider store={store}>
      <RawIntlProvider value={intl}>
        <PhrasesProvider source={store.phrases} locale={locale}>
          {children}
        </PhrasesProvider>
      </RawIntlProvider>
    </StoresProvider>
  );
}
