import { makeAutoObservable } from 'mobx';
import { CONTENT_ERRORS, type ArticleSummary, type Topic } from '../../contracts/content';
import { ApiFailure } from '../api/client';
import { listArticles } from '../api/content';
import { LIST_PAGE_SIZE, pageCount } from '../lib/paging';
import { Resource } from '../lib/Resource';
import type { RootStore } from './RootStore';

export interface TopicPageRequest {
  readonly slug: string;
  readonly page: number;
}

export interface TopicPage {
  readonly topic: Topic;
  readonly articles: readonly ArticleSummary[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

function notFound(): ApiFailure {
  return new ApiFailure(404, { message: CONTENT_ERRORS.topicNotFound });
}

/**
 * /topics/{slug}: a topic and its articles, newest first, paged by URL. The topic comes from the topics list the
 * article pages already load (one list, cached), the articles from listArticles' `topic` filter, so the one
 * visibility rule of the backend decides which articles count (drafts and scheduled articles never do).
 */
export class TopicPageStore {
  current: Resource<TopicPage> | null = null;
  private readonly pages = new Map<string, Resource<TopicPage>>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root' | 'pages'>(this, { root: false, pages: false }, { autoBind: true });
  }

  /** Shows the page the URL names; a page seen before comes back at once. */
  open(request: TopicPageRequest): Promise<void> {
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

  private async fetch(request: TopicPageRequest): Promise<TopicPage> {
    const { topics } = this.root.content;
    await topics.load();
    // "Not found" only from a topics list that was answered and lacks the slug: anything else offers a retry.
    if (topics.status !== 'ready' || !topics.data) {
      const error = topics.error;
      throw error instanceof Error ? error : new Error('the topics list has not loaded', { cause: error });
    }
    const topic = topics.data.find((candidate) => candidate.slug === request.slug);
    if (!topic) throw notFound();
    const result = await listArticles(this.root.api, { topic: topic.slug, page: request.page, pageSize: LIST_PAGE_SIZE });
    const pages = pageCount(result.total, result.pageSize);
    // A page past the end (an old link) is a missing page; a topic no article has yet is an empty page.
    if (request.page > pages) throw notFound();
    return { topic, articles: result.items, page: result.page, pageCount: pages, total: result.total };
  }
}
