import { makeAutoObservable } from 'mobx';
import type { Locale } from '../../contracts/common';
import type { ArticleSummary, SearchHit } from '../../contracts/content';
import { listArticles, search } from '../api/content';
import { LIST_PAGE_SIZE, pageCount } from '../lib/paging';
import { Resource, resourcePer } from '../lib/Resource';
import { searchTerms, type MatchRange } from '../../contracts/searchMatch';
import { highlightParts, type TextPart } from '../lib/highlightParts';
import type { Services } from './services';
import type { SearchStore } from './SearchStore';

export interface SearchResults {
  readonly query: string;
  readonly hits: readonly SearchHit[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

/** How many of the newest stories a search that found nothing suggests. */
export const SUGGESTED_STORIES = 4;

/** SPEC §2 search results: /search?query= in the current locale, paged, with the header's box kept in step. */

/** What SearchResultsStore uses: the shared services, and by name the stores it works with. */
export type SearchResultsDeps = Services & { readonly search: SearchStore };

export class SearchResultsStore {
  query = '';
  current: Resource<SearchResults> | null = null;
  private readonly cache = new Map<string, Resource<SearchResults>>();

  constructor(private readonly deps: SearchResultsDeps) {
    makeAutoObservable<this, 'deps' | 'cache' | 'latestIn'>(this, { deps: false, cache: false, latest: false, latestIn: false }, { autoBind: true });
  }

  /** The URL changed (or the locale): the box shows the URL's query, and its results load. */
  open(rawQuery: string, page: number, locale: Locale = this.deps.locale): Promise<void> {
    this.deps.search.syncFromUrl(rawQuery);
    // The contract caps a query at 200 characters: a longer paste searches its beginning rather than failing.
    const query = rawQuery.trim().slice(0, 200);
    this.query = query;
    if (!query) {
      this.current = null;
      return Promise.resolve();
    }
    const key = `${locale}\n${query}\n${page}`;
    let resource = this.cache.get(key);
    if (!resource || resource.status === 'error') {
      resource = new Resource(async () => {
        const result = await search(this.deps.api, { query, locale, page, pageSize: LIST_PAGE_SIZE });
        return {
          query,
          hits: result.items,
          page: result.page,
          pageCount: pageCount(result.total, result.pageSize),
          total: result.total,
        };
      });
      this.cache.set(key, resource);
    }
    this.current = resource;
    const found = resource;
    // Nothing found: the page suggests the newest stories instead of a dead end (loaded before the server renders).
    return resource.load().then(() => (found.data?.total === 0 ? this.latest.load() : undefined));
  }

  private readonly latestIn = resourcePer(
    (locale: Locale) =>
      new Resource<ArticleSummary[]>(async () => (await listArticles(this.deps.api, { locale, page: 1, pageSize: SUGGESTED_STORIES })).items),
  );

  /** The edition's newest stories, suggested when a search finds nothing (the sections come from the shell's menu). */
  get latest(): Resource<ArticleSummary[]> {
    return this.latestIn(this.deps.locale);
  }

  retry(): Promise<void> {
    return this.current?.retry() ?? Promise.resolve();
  }

  /** Nothing typed yet: the page asks for a query instead of searching for everything. */
  get needsQuery(): boolean {
    return this.query.length === 0;
  }

  get terms(): string[] {
    return searchTerms(this.query);
  }

  highlight(text: string, given?: readonly MatchRange[]): TextPart[] {
    return highlightParts(text, this.terms, given);
  }
}
