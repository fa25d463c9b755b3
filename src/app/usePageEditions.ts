import { useLocation, useSearch } from 'wouter';
import type { Locale } from '../../contracts/common';
import { useStores } from '../hooks/StoresContext';
import { matchPage } from './matchPage';

/**
 * The editions the page being read exists in, when its loader knows it can be fewer than all (PageLoader.editions);
 * undefined means every edition. Read inside an observer: it follows the page's data.
 */
export function usePageEditions(): readonly Locale[] | undefined {
  const store = useStores();
  const [location] = useLocation();
  const search = useSearch();
  return matchPage(location, search)?.loader.editions?.(store);
}
