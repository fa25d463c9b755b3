import { makeAutoObservable } from 'mobx';
import type { AdminArticleSummary, ArticleStatus } from '../../../contracts/adminArticles';
import { ARTICLE_STATUSES } from '../../../contracts/adminArticles';
import { LOCALES, type Locale } from '../../../contracts/common';
import { listAdminArticles } from '../../api/adminArticles';
import { ApiFailure } from '../../api/client';
import { Resource } from '../../lib/Resource';
import type { DeskDeps } from './deskDeps';

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
  const locale = params.get('locale') ?? '';
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    query: (params.get('query') ?? '').slice(0, 200),
    category: params.get('category') ?? '',
    locale: (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : '',
    status: (ARTICLE_STATUSES as readonly string[]).includes(status) ? (status as ArticleStatus) : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The search string for some filters: only what is set, page 1 left out. */
export function searchFromFilters(filters: ArticleFilters): string {
  const params = new URLSearchParams();
  if (filters.query.trim()) params.set('query', filters.query.trim());
  if (filters.category) params.set('category', filters.category);
  if (filters.locale) params.set('locale', filters.locale);
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export interface ArticlesPage {
  readonly items: readonly AdminArticleSummary[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

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
    const { deps } = this;
    return new Resource(async () => {
      const answer = await listAdminArticles(deps.api, {
        ...(filters.query.trim() ? { query: filters.query.trim() } : {}),
        ...(filters.category ? { category: filters.category } : {}),
        ...(filters.locale ? { locale: filters.locale } : {}),
        ...(filters.status ? { status: filters.status } : {}),
        page: filters.page,
        pageSize: ARTICLES_PAGE_SIZE,
      }).catch((error: unknown) => {
        // An ended session ends the desk's session, as in the editor: a retry could only be refused again.
        if (error instanceof ApiFailure && error.status === 401) deps.sessionExpired();
        throw error;
      });
      return {
        items: answer.items,
        page: answer.page,
        total: answer.total,
        pageCount: Math.max(1, Math.ceil(answer.total / answer.pageSize)),
      };
    });
  }
}
