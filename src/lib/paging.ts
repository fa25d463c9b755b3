/** Lists are twelve to a page: four rows of three on a desktop, an easy scroll on a phone. */
export const LIST_PAGE_SIZE = 12;

/** The `page` of a URL's query string: a whole number from 1, anything else is the first page. */
export function pageFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('page');
  if (raw === null || !/^\d{1,5}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? page : 1;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A list page's own address: page 1 has no `page`, so there is one URL for the first page. */
export function withPage(path: string, page: number, extra: Readonly<Record<string, string>> = {}): string {
  const params = new URLSearchParams(extra);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
