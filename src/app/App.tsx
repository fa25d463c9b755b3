import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { Loader } from '../components/Loader';
import { isLocale } from '../i18n/locales';
import { withSupportedLocale } from '../i18n/localePath';
import type { RootStore } from '../stores/RootStore';
import { HydrationProvider } from './HydrationProvider';
import { LocaleRoot, type LoadedMessages } from './LocaleRoot';
import { PublicLayout } from './PublicLayout';
import { PublicRoutes } from './PublicRoutes';

const AdminApp = lazy(() => import('../features/admin/AdminApp').then((m) => ({ default: m.AdminApp })));

export interface AppProps {
  readonly store: RootStore;
  readonly initialMessages: LoadedMessages;
  /** Rendered to be hydrated (the server, and the browser over its HTML): see HydrationProvider. */
  readonly hydrating?: boolean;
}

/**
 * The locale is the first path segment (/en/…, /zh-cn/…); everything else routes below it. Two
 * layouts: the admin area has its own shell; every other page has the public one.
 */
export function App({ store, initialMessages, hydrating = false }: AppProps) {
  const [location] = useLocation();
  const search = useSearch();
  const fixed = withSupportedLocale(location);
  if (fixed !== null) return <Redirect to={`${fixed}${search ? `?${search}` : ''}`} replace />;
  return (
    <HydrationProvider hydrating={hydrating}>
      <Route path="/:locale" nest>
        {(params) =>
          isLocale(params.locale) ? (
            <LocaleRoot locale={params.locale} store={store} initial={initialMessages}>
              <Switch>
                <Route path="/admin" nest>
                  <Suspense fallback={<Loader />}>
                    <AdminApp />
                  </Suspense>
                </Route>
                <Route>
                  <PublicLayout>
                    {/* No boundary here: each page has its own, or none when it hydrates with the shell (lazyPage). */}
                    <PublicRoutes />
                  </PublicLayout>
                </Route>
              </Switch>
            </LocaleRoot>
          ) : null
        }
      </Route>
    </HydrationProvider>
  );
}
