import { makeAutoObservable } from 'mobx';
import { CONTENT_ERRORS, type ArticleSummary, type Author } from '../../contracts/content';
import { ApiFailure } from '../api/client';
import { listArticles } from '../api/content';
import { LIST_PAGE_SIZE, pageCount } from '../lib/paging';
import { Resource } from '../lib/Resource';
import type { RootStore } from './RootStore';

export interface AuthorPageRequest {
  readonly slug: string;
  readonly page: number;
}

export interface AuthorPage {
  readonly author: Author;
  readonly articles: readonly ArticleSummary[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

function notFound(): ApiFailure {
  return new ApiFailure(404, { message: CONTENT_ERRORS.authorNotFound });
}

/**
 * /authors/{slug}: a writer and their articles, newest first, paged by URL. The writer comes from the author list
 * the article pages already load (one list, cached), the articles from listArticles' `author` filter, so the
 * one visibility rule of the backend decides which articles count.
 */
export class AuthorPageStore {
  current: Resource<AuthorPage> | null = null;
  private readonly pages = new Map<string, Resource<AuthorPage>>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root' | 'pages'>(this, { root: false, pages: false }, { autoBind: true });
  }

  /** Shows the page the URL names; a page seen before comes back at once. */
  open(request: AuthorPageRequest): Promise<void> {
    const key = `${request.slug}?${request.page}`;
    let resource = this.pages.get(key);
    if (!resource || resource.status === 'error') {
      resource = new Resource(() => this.fetch(request));
      this.pages.set(key, resource);
    }
    this.current = resource;
    return resource.load();
  }

  retry(): Promise<void> {
    return this.current ? this.current.retry() : Promise.resolve();
  }

  private async fetch(request: AuthorPageRequest): Promise<AuthorPage> {
    const { authors } = this.root.content;
    await authors.load();
    // "Not found" only from an author list that was answered and lacks the slug: anything else offers a retry.
    if (authors.status !== 'ready' || !authors.data) {
      const error = authors.error;
      throw error instanceof Error ? error : new Error('the author list has not loaded', { cause: error });
    }
    const author = authors.data.find((candidate) => candidate.slug === request.slug);
    if (!author) throw notFound();
    const result = await listArticles(this.root.api, { author: author.slug, page: request.page, pageSize: LIST_PAGE_SIZE });
    const pages = pageCount(result.total, result.pageSize);
    // A page past the end (an old link) is a missing page; a writer with no articles yet is an empty page.
    if (request.page > pages) throw notFound();
    return { author, articles: result.items, page: result.page, pageCount: pages, total: result.total };
  }
}
