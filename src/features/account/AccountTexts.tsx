import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Messages } from '../../i18n/messages';

/**
 * The account page's own texts (`account.*`, src/i18n/accountMessages.ts) laid over the site's, for the page
 * below: they come with the page's stores, not with every page's messages (docs/decisions/109).
 */
export function AccountTexts({ messages, children }: { readonly messages: Messages; readonly children: ReactNode }) {
  const intl = useIntl();
  const merged = useMemo(() => ({ ...intl.messages, ...messages }) as Messages, [intl.messages, messages]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={merged} onError={intl.onError}>
      {children}
    </IntlProvider>
  );
}
