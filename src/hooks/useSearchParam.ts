import { useRouter } from 'wouter';

/** One parameter of a raw query string ('?query=%3Cb%3E' or 'query=…'), decoded once; '' when absent. */
export function searchParam(rawSearch: string, name: string): string {
  return new URLSearchParams(rawSearch).get(name) ?? '';
}

/**
 * A query-string parameter of the current location, decoded exactly once. wouter's useSearch() has already run
 * decodeURI over the search, so parsing its answer again decodes twice: '?query=%253Cb%253E' (a reader who
 * searched for the text "%3Cb%3E") would search for "<b>". This reads the router's raw search instead.
 */
export function useSearchParam(name: string): string {
  return searchParam(useRawSearch(), name);
}

/** The current location's query string as it is in the address (not yet decoded), for loaders that parse it. */
export function useRawSearch(): string {
  const router = useRouter();
  return router.searchHook(router);
}
