import { makeAutoObservable } from 'mobx';
import type { AdminArticleSummary, ArticleStatus } from '../../../contracts/adminArticles';
import { ARTICLE_STATUSES } from '../../../contracts/adminArticles';
import { LOCALES, type Locale } from '../../../contracts/common';
import { listAdminArticles } from '../../api/adminArticles';
import type { Resource } from '../../lib/Resource';
import type { DeskDeps } from './deskDeps';
import { listResource, oneOf, queryAndPage, searchOf, type ListPage } from './deskList';

export const ARTICLES_PAGE_SIZE = 20;

/** The list's filters; they live in the address (?query=…&status=…), so a filtered list can be linked and reloaded. */
export interface ArticleFilters {
  readonly query: string;
  readonly category: string;
  readonly locale: Locale | '';
  readonly status: ArticleStatus | '';
  readonly page: number;
}

export const NO_FILTERS: ArticleFilters = { query: '', category: '', locale: '', status: '', page: 1 };

/** The filters a search string names; anything unknown is left out rather than refused. */
export function filtersFromSearch(search: string): ArticleFilters {
  const params = new URLSearchParams(search);
  const { query, page } = queryAndPage(params);
  return { query, category: params.get('category') ?? '', locale: oneOf(params.get('locale'), LOCALES), status: oneOf(params.get('status'), ARTICLE_STATUSES), page };
}

/** The search string for some filters: only what is set, page 1 left out. */
export function searchFromFilters(filters: ArticleFilters): string {
  return searchOf(filters, ['category', 'locale', 'status']);
}

export type ArticlesPage = ListPage<AdminArticleSummary>;

/** The desk's articles list: the filters shown, and the page they find (loading, empty and error as elsewhere). */
export class ArticlesListStore {
  filters: ArticleFilters = NO_FILTERS;
  results: Resource<ArticlesPage>;

  constructor(private readonly deps: DeskDeps) {
    this.results = this.resourceFor(NO_FILTERS);
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get filtered(): boolean {
    const { query, category, locale, status } = this.filters;
    return Boolean(query || category || locale || status);
  }

  /** Shows the list for these filters (the address changed); the same filters again keep what is loaded. */
  show(filters: ArticleFilters): Promise<void> {
    if (JSON.stringify(filters) !== JSON.stringify(this.filters) || this.results.status === 'idle') {
      this.filters = filters;
      this.results = this.resourceFor(filters);
    }
    return this.results.load();
  }

  /** After a save, a publish or a delete elsewhere on the desk: the list is read again when next shown. */
  refresh(): Promise<void> {
    return this.results.load(true);
  }

  private resourceFor(filters: ArticleFilters): Resource<ArticlesPage> {
    return listResource(this.deps, () =>
      listAdminArticles(this.deps.api, {
        ...(filters.query.trim() ? { query: filters.query.trim() } : {}),
        ...(filters.category ? { category: filters.category } : {}),
        ...(filters.locale ? { locale: filters.locale } : {}),
        ...(filters.status ? { status: filters.status } : {}),
        page: filters.page,
        pageSize: ARTICLES_PAGE_SIZE,
      }),
    );
  }
}
