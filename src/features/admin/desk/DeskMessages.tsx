import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Locale } from '../../../../contracts/common';
import { Loader } from '../../../components/Loader';
import { loadDeskMessages } from '../../../i18n/deskMessages';
import type { Messages } from '../../../i18n/messages';
import { useStores } from '../../../hooks/StoresContext';

/**
 * The desk's own texts on top of the site's: a reader's page never downloads them (src/i18n/messages.ts). Until
 * they arrive the desk shows the loader; a language switch keeps the current texts until the new ones are in.
 */
export function DeskMessages({ children }: { readonly children: ReactNode }) {
  const intl = useIntl();
  const { locale } = useStores();
  const [loaded, setLoaded] = useState<{ readonly locale: Locale; readonly messages: Messages } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void loadDeskMessages(locale).then((messages) => {
      if (!cancelled) setLoaded({ locale, messages });
    });
    return () => {
      cancelled = true;
    };
  }, [locale]);

  const messages = useMemo(() => (loaded ? ({ ...intl.messages, ...loaded.messages } as Messages) : null), [intl.messages, loaded]);
  if (!messages) return <Loader />;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages} onError={intl.onError}>
      {children}
    </IntlProvider>
  );
}
