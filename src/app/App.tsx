import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { NotFoundPage } from '../features/notFound/NotFoundPage';
import { isLocale } from '../i18n/locales';
import { withSupportedLocale } from '../i18n/localePath';
import type { RootStore } from '../stores/RootStore';
import { LocaleRoot, type LoadedMessages } from './LocaleRoot';
import { PublicLayout } from './PublicLayout';

export interface AppProps {
  readonly store: RootStore;
  readonly initialMessages: LoadedMessages;
}

/** The locale is the first path segment (/en/…, /zh-cn/…, /zh-tw/…); everything else routes below it. */
export function App({ store, initialMessages }: AppProps) {
  const [location] = useLocation();
  const search = useSearch();
  const fixed = withSupportedLocale(location);
  if (fixed !== null) return <Redirect to={`${fixed}${search ? `?${search}` : ''}`} replace />;
  return (
    <Route path="/:locale" nest>
      {(params) =>
        isLocale(params.locale) ? (
          <LocaleRoot locale={params.locale} store={store} initial={initialMessages}>
            <PublicLayout>
              <Switch>
                <Route path="/" />
                <Route component={NotFoundPage} />
              </Switch>
            </PublicLayout>
          </LocaleRoot>
        ) : null
      }
    </Route>
  );
}
