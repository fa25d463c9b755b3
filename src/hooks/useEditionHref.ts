import { useLocation, useSearch } from 'wouter';
import type { Locale } from '../../contracts/common';

/**
 * The address of the page being read in another edition, as a wouter link inside the /:locale nest: '~' leaves the
 * nest, and only the locale segment changes, so the reader stays on the same page (and the same search).
 */
export function useEditionHref(): (edition: Locale) => string {
  const [path] = useLocation();
  const search = useSearch();
  return (edition) => `~/${edition}${path === '/' || path === '' ? '/' : path}${search ? `?${search}` : ''}`;
}
