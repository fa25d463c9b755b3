import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { GeneralPage, MainPage } from '../../contracts/content';
import { findMovedArticle, getArticle, getAuthors, getCategories, getPage, getPost, getTopics } from '../api/content';
import type { Locale } from '../../contracts/common';
import { PREVIEW_ERRORS } from '../../contracts/previewErrors';
import { ApiFailure } from '../api/client';
import { loadLegalTexts, type LegalTexts } from '../i18n/legalTexts';
import { Resource, resourcePer } from '../lib/Resource';
import type { Services } from './services';

type ArticleView = Awaited<ReturnType<typeof getArticle>>;
type PostView = Awaited<ReturnType<typeof getPost>>;

/**
 * A story read by its private preview link (docs/decisions/105): the article page's view, with no conversation
 * and no related stories (nobody has read it yet), and when the link stops working.
 */
export type PreviewView = ArticleView & { readonly expiresAt: string };

/** Why a preview link shows no story: its time is over, it was revoked, or it leads to none (wrong, or emptied). */
export type PreviewRefusal = 'expired' | 'revoked' | 'invalid';

/** SPEC §3 client state: categories, authors, topics, pages, the current article and post, what was viewed. */

/** What ContentStore uses: the shared services. */
export type ContentDeps = Services;

export class ContentStore {
  readonly categories: Resource<Awaited<ReturnType<typeof getCategories>>['categories']>;
  readonly authors: Resource<Awaited<ReturnType<typeof getAuthors>>['authors']>;
  readonly topics: Resource<Awaited<ReturnType<typeof getTopics>>['topics']>;
  readonly generalPage: Resource<GeneralPage>;
  readonly mainPage: Resource<MainPage>;
  currentArticle: Resource<ArticleView> | null = null;
  currentPost: Resource<PostView> | null = null;
  /** The story the preview page last asked for by its link's token. */
  currentPreview: Resource<PreviewView> | null = null;
  /**
   * The current alias of the story the article last asked for was found under once (an old alias), or null: the
   * page server answers the old address with a permanent redirect there (docs/decisions/071).
   */
  movedArticle: { readonly from: string; readonly to: string } | null = null;
  readonly viewedArticles = observable.set<string>();
  readonly viewedPosts = observable.set<string>();
  private readonly articles = new Map<string, Resource<ArticleView>>();
  private readonly posts = new Map<string, Resource<PostView>>();
  private readonly previewsByToken = new Map<string, Resource<PreviewView>>();
  /**
   * The privacy policy and the browsing notice of an edition: texts that ship with the code, one chunk per locale,
   * loaded through a Resource like any page's data so the server renders them before it sends the page.
   */
  readonly legal = resourcePer((locale: Locale) => new Resource<LegalTexts>(() => loadLegalTexts(locale)));

  constructor(private readonly deps: ContentDeps) {
    const api = deps.api;
    this.categories = new Resource(async () => (await getCategories(api)).categories);
    this.authors = new Resource(async () => (await getAuthors(api)).authors);
    this.topics = new Resource(async () => (await getTopics(api)).topics);
    this.generalPage = new Resource(async () => {
      const { page } = await getPage(api, 'general');
      if (page.pageId !== 'general') throw new Error('page general answered with another page');
      return page;
    });
    this.mainPage = new Resource(async () => {
      const { page } = await getPage(api, 'main');
      if (page.pageId !== 'main') throw new Error('page main answered with another page');
      return page;
    });
    makeAutoObservable<this, 'deps' | 'articles' | 'posts' | 'previewsByToken'>(
      this,
      { deps: false, articles: false, posts: false, previewsByToken: false, legal: false, categories: false, authors: false, topics: false, generalPage: false, mainPage: false },
      { autoBind: true },
    );
  }

  /** What every page's shell shows: the category menu, the banner and promo link, the main page's audio. */
  loadShell(): Promise<unknown> {
    return Promise.all([this.categories.load(), this.generalPage.load(), this.mainPage.load()]);
  }

  /** Shows the article with this slug; it counts as viewed once it has loaded. */
  async openArticle(slug: string): Promise<void> {
    // One per edition: an article may not exist in every one, and its related stories are the edition's.
    const locale = this.deps.locale;
    const key = `${locale}/${slug}`;
    let resource = this.articles.get(key);
    if (!resource) {
      resource = new Resource(() => getArticle(this.deps.api, slug, locale));
      this.articles.set(key, resource);
    }
    this.currentArticle = resource;
    this.movedArticle = null;
    await resource.load();
    runInAction(() => {
      if (resource.data) this.viewedArticles.add(resource.data.article._id);
    });
    // Not here: perhaps moved. Asked only then, so a found story costs no second call.
    if (resource.notFound && this.currentArticle === resource) {
      const moved = await findMovedArticle(this.deps.api, slug, locale).catch(() => null);
      runInAction(() => {
        if (moved && this.currentArticle === resource) this.movedArticle = { from: slug, to: moved.slug };
      });
    }
  }

  /** The preview page's story, by its link's token (once per page load: a revoke shows on the next). */
  async openPreview(token: string): Promise<void> {
    const api = this.deps.api;
    const resource = this.previews(token, () =>
      new Resource<PreviewView>(async () => {
        // The preview's contract reaches the desk's article shapes: it loads with the preview, not on every page.
        const { getArticlePreview } = await import('../api/articlePreviews');
        const { article, expiresAt } = await getArticlePreview(api, token);
        return { article, comments: [], commentThreads: 0, related: [], expiresAt };
      }),
    );
    this.currentPreview = resource;
    await resource.load();
  }

  /** Why the current preview link shows no story, once its answer says so; null otherwise. */
  get previewRefusal(): PreviewRefusal | null {
    const error = this.currentPreview?.error;
    if (!(error instanceof ApiFailure)) return null;
    if (error.status === 410) return error.serverMessage === PREVIEW_ERRORS.expired ? 'expired' : 'revoked';
    // A token of no link's form (the API's 400 names the field) leads nowhere, as a wrong one does.
    return error.status === 404 || (error.status === 400 && error.serverField === 'token') ? 'invalid' : null;
  }

  private previews(token: string, make: () => Resource<PreviewView>): Resource<PreviewView> {
    const kept = this.previewsByToken.get(token) ?? make();
    this.previewsByToken.set(token, kept);
    return kept;
  }

  async openPost(slug: string): Promise<void> {
    let resource = this.posts.get(slug);
    if (!resource) {
      resource = new Resource(() => getPost(this.deps.api, slug));
      this.posts.set(slug, resource);
    }
    this.currentPost = resource;
    await resource.load();
    runInAction(() => {
      if (resource.data) this.viewedPosts.add(resource.data.post._id);
    });
  }
}
