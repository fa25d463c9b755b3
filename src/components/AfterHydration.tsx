import type { ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated';

/** Renders `children` only in the browser, once the server's HTML has been hydrated; `fallback` until then. */
export function AfterHydration({ children, fallback = null }: { readonly children: ReactNode; readonly fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
