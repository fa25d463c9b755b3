import { makeAutoObservable, runInAction } from 'mobx';
import { ADMIN_POST_ERRORS, POST_LIMITS, POST_STATES, type AdminPost, type PostState } from '../../../contracts/adminPosts';
import { listAdminPosts, setAdminPostFeatured, setAdminPostState } from '../../api/adminPosts';
import { ApiFailure } from '../../api/client';
import type { Resource } from '../../lib/Resource';
import type { DeskDeps } from './deskDeps';
import { deskListError, listResource, type DeskListError, oneOf, queryAndPage, searchOf, type ListPage } from './deskList';

export const POSTS_PAGE_SIZE = 20;

/** The list's filters; they live in the address (?query=…&state=hidden&section=cat_travel&featured=true&page=2). */
export interface PostFilters {
  readonly query: string;
  readonly state: PostState | '';
  /** A section's id, or '' for every section. */
  readonly section: string;
  readonly featured: boolean;
  readonly page: number;
}

export const NO_POST_FILTERS: PostFilters = { query: '', state: '', section: '', featured: false, page: 1 };

export function postFiltersFromSearch(search: string): PostFilters {
  const params = new URLSearchParams(search);
  const { query, page } = queryAndPage(params);
  const section = params.get('section') ?? '';
  return { query, state: oneOf(params.get('state'), POST_STATES), section: /^[\w-]{1,64}$/.test(section) ? section : '', featured: params.get('featured') === 'true', page };
}

export function searchFromPostFilters(filters: PostFilters): string {
  return searchOf(filters, ['state', 'section', 'featured']);
}

export type PostAction = 'hide' | 'restore' | 'feature' | 'unfeature';

/** What the last action did (said by features/admin/posts/postMessages.ts), about which post. */
export type PostsOutcome =
  | { readonly post: AdminPost; readonly success: 'hidden' | 'restored' | 'featured' | 'unfeatured'; readonly error?: undefined }
  | { readonly post: AdminPost; readonly error: DeskListError; readonly success?: undefined };

/** The hide being asked: which post, the reason typed so far (for the desk only), and what is wrong with it. */
export interface HideDraft {
  readonly post: AdminPost;
  readonly reason: string;
  readonly invalid: 'reasonRequired' | 'reasonTooLong' | null;
}

const SUCCESS: Record<PostAction, 'hidden' | 'restored' | 'featured' | 'unfeatured'> = {
  hide: 'hidden',
  restore: 'restored',
  feature: 'featured',
  unfeature: 'unfeatured',
};

/**
 * The desk's readers' posts (issue 25 item 7): every post, searched and filtered; hidden with a reason only the
 * desk reads (asked in a dialog that keeps what was typed whatever goes wrong), published again, featured.
 */
export class PostsStore {
  filters: PostFilters = NO_POST_FILTERS;
  results: Resource<ListPage<AdminPost>>;
  hiding: HideDraft | null = null;
  /** The post an action is under way for, and which. */
  pending: { readonly id: string; readonly action: PostAction } | null = null;
  outcome: PostsOutcome | null = null;

  constructor(private readonly deps: DeskDeps) {
    this.results = this.resourceFor(NO_POST_FILTERS);
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get filtered(): boolean {
    return Boolean(this.filters.query || this.filters.state || this.filters.section || this.filters.featured);
  }

  /** Shows the list for these filters (the address changed); the same filters again keep what is loaded. */
  show(filters: PostFilters): Promise<void> {
    if (JSON.stringify(filters) !== JSON.stringify(this.filters) || this.results.status === 'idle') {
      this.filters = filters;
      this.results = this.resourceFor(filters);
      this.outcome = null;
    }
    return this.results.load();
  }

  refresh(): Promise<void> {
    return this.results.load(true);
  }

  /** Opens the dialog that asks why the post is hidden. */
  askHide(post: AdminPost): void {
    if (this.pending) return;
    this.hiding = { post, reason: '', invalid: null };
    this.outcome = null;
  }

  type(reason: string): void {
    if (this.hiding) this.hiding = { ...this.hiding, reason, invalid: null };
  }

  cancelHide(): void {
    if (!this.pending) this.hiding = null;
  }

  /** Hides the post asked about; no reason, or too long a one, is refused here as the server would. */
  confirmHide(): Promise<boolean> {
    const draft = this.hiding;
    if (!draft) return Promise.resolve(false);
    const reason = draft.reason.trim();
    if (!reason || reason.length > POST_LIMITS.reason) {
      this.hiding = { ...draft, invalid: reason ? 'reasonTooLong' : 'reasonRequired' };
      return Promise.resolve(false);
    }
    return this.act(draft.post, 'hide', () => setAdminPostState(this.deps.api, draft.post._id, 'hidden', reason));
  }

  restore(post: AdminPost): Promise<boolean> {
    return this.act(post, 'restore', () => setAdminPostState(this.deps.api, post._id, 'published'));
  }

  feature(post: AdminPost, featured: boolean): Promise<boolean> {
    return this.act(post, featured ? 'feature' : 'unfeature', () => setAdminPostFeatured(this.deps.api, post._id, featured));
  }

  private async act(post: AdminPost, action: PostAction, send: () => Promise<{ readonly post: AdminPost }>): Promise<boolean> {
    if (this.pending) return false;
    this.pending = { id: post._id, action };
    this.outcome = null;
    try {
      const answer = await send();
      runInAction(() => {
        if (action === 'hide') this.hiding = null;
        // The row stays where it is with its new state, even where the filter no longer matches it: a row leaving
        // under the pointer would hide what just happened (and the undo beside it).
        this.replace(answer.post);
        this.outcome = { post: answer.post, success: SUCCESS[action] };
      });
      return true;
    } catch (error) {
      runInAction(() => {
        const refused = error instanceof ApiFailure && error.serverMessage === ADMIN_POST_ERRORS.reasonRequired;
        if (refused && this.hiding) this.hiding = { ...this.hiding, invalid: 'reasonRequired' };
        else this.outcome = { post, error: deskListError(this.deps, error) };
      });
      return false;
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
  }

  private replace(post: AdminPost): void {
    const page = this.results.data;
    if (!page) return;
    this.results.data = { ...page, items: page.items.map((item) => (item._id === post._id ? post : item)) };
  }

  private resourceFor(filters: PostFilters): Resource<ListPage<AdminPost>> {
    return listResource(this.deps, () =>
      listAdminPosts(this.deps.api, {
        ...(filters.query.trim() ? { query: filters.query.trim() } : {}),
        ...(filters.state ? { state: filters.state } : {}),
        ...(filters.section ? { section: filters.section } : {}),
        ...(filters.featured ? { featured: true } : {}),
        page: filters.page,
        pageSize: POSTS_PAGE_SIZE,
      }),
    );
  }
}
