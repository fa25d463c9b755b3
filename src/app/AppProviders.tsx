import type { ReactNode } from 'react';
import { IntlProvider, MissingTranslationError } from 'react-intl';
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

/** Everything a screen needs around it: the root store and the locale's messages. Used by the app, tests and stories. */
export function AppProviders({ store, locale, messages, onMissingMessage, children }: AppProvidersProps) {
  return (
    <StoresProvider store={store}>
      <IntlProvider
        locale={INTL_LOCALE[locale]}
        messages={messages}
        defaultLocale="en"
        onError={(error) => {
          if (error instanceof MissingTranslationError) {
            onMissingMessage?.(String(error.descriptor?.id ?? error.message));
            return;
          }
          console.error(error);
        }}
      >
        <PhrasesProvider source={store.phrases} locale={locale}>
          {children}
        </PhrasesProvider>
      </IntlProvider>
    </StoresProvider>
  );
}
