import { makeAutoObservable, runInAction } from 'mobx';
import type { Locale } from '../../contracts/common';
import type { ArticleSummary } from '../../contracts/content';
import { ApiFailure } from '../api/client';
import { listArticles } from '../api/content';
import { LIST_PAGE_SIZE, pageCount } from '../lib/paging';
import { Resource } from '../lib/Resource';
import type { Services } from './services';
import type { ContentStore } from './ContentStore';

export interface SubjectPageRequest {
  readonly slug: string;
  readonly page: number;
}

/** One page of a named subject's articles: the subject (a writer, a topic) and its articles, newest first. */
export interface SubjectPage<Subject> {
  readonly subject: Subject;
  readonly articles: readonly ArticleSummary[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

/** What a subject's page needs to know of its kind of subject. */
export interface SubjectKind<Subject> {
  /** The list the subject is found in (loaded once, cached, shared with the article pages). */
  readonly subjects: (content: ContentStore) => Resource<readonly Subject[]>;
  /** listArticles' filter that names it. */
  readonly filter: 'author' | 'topic';
  /** The 404's message (contracts' CONTENT_ERRORS). */
  readonly notFound: string;
  /**
   * Where a subject found under one of its old slugs is now (a writer whose slug changed): its current slug, or a
   * rejection. Asked only after the slug was not found, so a found page costs no second call.
   */
  readonly moved?: (deps: SubjectPageDeps, slug: string) => Promise<string>;
}


/** What SubjectPageStore uses: the shared services, and by name the stores it works with. */
export type SubjectPageDeps = Services & { readonly content: ContentStore };

/**
 * /authors/{slug} and /topics/{slug}: a subject and its articles, newest first, paged by URL. The subject comes
 * from its list, the articles from listArticles' filter, so the one visibility rule of the backend decides which
 * articles count (drafts and scheduled articles never do).
 */
export class SubjectPageStore<Subject extends { readonly slug: string }> {
  current: Resource<SubjectPage<Subject>> | null = null;
  /**
   * The slug the page last asked for belongs to a subject that moved (an old slug) and where it is now, or null:
   * the page server answers the old address with a permanent redirect (docs/decisions/071, 099).
   */
  moved: { readonly from: string; readonly to: string } | null = null;
  private readonly pages = new Map<string, Resource<SubjectPage<Subject>>>();

  constructor(
    private readonly deps: SubjectPageDeps,
    private readonly kind: SubjectKind<Subject>,
  ) {
    makeAutoObservable<this, 'deps' | 'kind' | 'pages'>(this, { deps: false, kind: false, pages: false }, { autoBind: true });
  }

  /** Shows the page the URL names; a page seen before comes back at once. */
  open(request: SubjectPageRequest): Promise<void> {
    const locale = this.deps.locale;
    const key = `${locale}/${request.slug}?${request.page}`;
    let resource = this.pages.get(key);
    if (!resource || resource.status === 'error') {
      resource = new Resource(() => this.fetch(request, locale));
      this.pages.set(key, resource);
    }
    this.current = resource;
    this.moved = null;
    return this.follow(resource, request.slug);
  }

  /** Loads the page; a subject not found is looked for among the moved ones. */
  private async follow(resource: Resource<SubjectPage<Subject>>, slug: string): Promise<void> {
    await resource.load();
    const moved = this.kind.moved;
    if (!moved || !resource.notFound || this.current !== resource) return;
    const to = await moved(this.deps, slug).catch(() => null);
    runInAction(() => {
      if (to && this.current === resource) this.moved = { from: slug, to };
    });
  }

  retry(): Promise<void> {
    return this.current ? this.current.retry() : Promise.resolve();
  }

  private async fetch(request: SubjectPageRequest, locale: Locale): Promise<SubjectPage<Subject>> {
    const subjects = this.kind.subjects(this.deps.content);
    await subjects.load();
    // "Not found" only from a list that was answered and lacks the slug: anything else offers a retry.
    if (subjects.status !== 'ready' || !subjects.data) {
      const error = subjects.error;
      throw error instanceof Error ? error : new Error(`the ${this.kind.filter} list has not loaded`, { cause: error });
    }
    const subject = subjects.data.find((candidate) => candidate.slug === request.slug);
    if (!subject) throw this.notFound();
    const result = await listArticles(this.deps.api, { [this.kind.filter]: subject.slug, locale, page: request.page, pageSize: LIST_PAGE_SIZE });
    const pages = pageCount(result.total, result.pageSize);
    // A page past the end (an old link) is a missing page; a subject with no articles yet is an empty page.
    if (request.page > pages) throw this.notFound();
    return { subject, articles: result.items, page: result.page, pageCount: pages, total: result.total };
  }

  private notFound(): ApiFailure {
    return new ApiFailure(404, { message: this.kind.notFound });
  }
}
