import { useLocation, useSearch } from 'wouter';
import type { Locale } from '../../contracts/common';
import { useStores } from '../hooks/StoresContext';
import { matchPage } from './matchPage';

/** How to read the editions of the page at this address (its loader's `editions`), for PageEditionsProvider. */
export function usePageEditionsReader(): () => readonly Locale[] | undefined {
  const store = useStores();
  const [location] = useLocation();
  const search = useSearch();
  const page = matchPage(location, search);
  return () => page?.loader.editions?.(store);
}
