import { makeAutoObservable, runInAction } from 'mobx';
import type { ReaderBlockEvent } from '../../../contracts/adminReaders';
import { ADMIN_COMMENT_ERRORS, COMMENT_STATES, type AdminComment, type CommentState } from '../../../contracts/adminComments';
import { deleteAdminComment, listAdminComments, setAdminCommentState } from '../../api/adminComments';
import { ApiFailure } from '../../api/client';
import type { Resource } from '../../lib/Resource';
import type { DeskDeps } from './deskDeps';
import { listResource, oneOf, queryAndPage, searchOf, type ListPage } from './deskList';
import { ReaderBlockStore } from './ReaderBlockStore';

export const COMMENTS_PAGE_SIZE = 20;

/** The list's filters; they live in the address (?query=…&state=hidden&reported=true&page=2), as the articles list's do. */
export interface CommentFilters {
  readonly query: string;
  readonly state: CommentState | '';
  /** Only the comments readers reported: the moderation queue (issue 28). */
  readonly reported: boolean;
  readonly page: number;
}

export const NO_COMMENT_FILTERS: CommentFilters = { query: '', state: '', reported: false, page: 1 };

/** The filters a search string names; anything unknown is left out rather than refused. */
export function commentFiltersFromSearch(search: string): CommentFilters {
  const params = new URLSearchParams(search);
  const { query, page } = queryAndPage(params);
  return { query, state: oneOf(params.get('state'), COMMENT_STATES), reported: params.get('reported') === 'true', page };
}

/** The search string for some filters: only what is set, page 1 left out. */
export function searchFromCommentFilters(filters: CommentFilters): string {
  return searchOf(filters, ['state', 'reported']);
}

export type CommentsPage = ListPage<AdminComment>;

export type ModerationAction = 'hide' | 'show' | 'delete';

/** What the last action did, said by the screen (features/admin/comments/commentMessages.ts). */
export type ModerationSuccess = 'hidden' | 'shown' | 'deleted' | 'blocked';

export type ModerationError =
  | { readonly kind: 'offline' }
  | { readonly kind: 'sessionExpired' }
  /** Gone meanwhile: its story was deleted, or another editor deleted it. */
  | { readonly kind: 'notFound' }
  | { readonly kind: 'deleted' }
  /** The commenter's account is gone (a block asked for nobody). */
  | { readonly kind: 'readerNotFound' }
  | { readonly kind: 'server'; readonly message: string };

/** The outcome of the last action, and the comment it was about (the screen says which). */
export type ModerationOutcome =
  | { readonly comment: AdminComment; readonly success: ModerationSuccess; readonly error?: undefined }
  | { readonly comment: AdminComment; readonly error: ModerationError; readonly success?: undefined };

/**
 * The desk's comments (issue 14 item 9): the latest across the site, filtered and paged; hide, show again and
 * delete (asked first). SPEC §3's admin state for this screen: `updating` while an action runs, then `outcome`
 * says what happened (a success or an error), about which comment.
 */
export class CommentsModerationStore {
  filters: CommentFilters = NO_COMMENT_FILTERS;
  results: Resource<CommentsPage>;
  /** The comment an action is being sent for, and which action. */
  pending: { readonly id: string; readonly action: ModerationAction } | null = null;
  outcome: ModerationOutcome | null = null;
  /** The comment the editor asked to delete: the screen asks to confirm first. */
  confirmingDelete: AdminComment | null = null;
  /** Blocking a commenter: the readers desk's question and rule (ReaderBlockStore). */
  readonly blocking: ReaderBlockStore;
  /** The comment whose author is being blocked: the outcome names it. */
  private blockingFrom: AdminComment | null = null;

  constructor(private readonly deps: DeskDeps) {
    this.results = this.resourceFor(NO_COMMENT_FILTERS);
    this.blocking = new ReaderBlockStore(deps, {
      done: (reader) => {
        const from = this.blockingFrom;
        // Every comment of theirs on the page says so at once; the next load reads it from the server.
        this.markAuthor(reader._id, reader.block);
        if (from) this.outcome = { comment: from, success: 'blocked' };
      },
      failed: (error) => {
        if (this.blockingFrom) this.outcome = { comment: this.blockingFrom, error: error.kind === 'notFound' ? { kind: 'readerNotFound' } : error };
      },
    });
    makeAutoObservable<this, 'deps' | 'blockingFrom'>(this, { deps: false, blocking: false, blockingFrom: false }, { autoBind: true });
  }

  get filtered(): boolean {
    return Boolean(this.filters.query || this.filters.state || this.filters.reported);
  }

  get updating(): boolean {
    return this.pending !== null;
  }

  /** Shows the list for these filters (the address changed); the same filters again keep what is loaded. */
  show(filters: CommentFilters): Promise<void> {
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

  hide(comment: AdminComment): Promise<boolean> {
    return this.changeState(comment, 'hidden');
  }

  unhide(comment: AdminComment): Promise<boolean> {
    return this.changeState(comment, 'visible');
  }

  /** Asks why the comment's author is to be blocked (the readers desk's dialog); nothing for an account that is gone. */
  askBlock(comment: AdminComment): void {
    if (!comment.author || comment.author.block || this.pending) return;
    this.blockingFrom = comment;
    this.outcome = null;
    this.blocking.ask({ readerId: comment.userId, name: comment.userName }, 'block');
  }

  askDelete(comment: AdminComment): void {
    this.confirmingDelete = comment;
  }

  cancelDelete(): void {
    this.confirmingDelete = null;
  }

  /** Deletes the comment the editor confirmed; the dialog stays open (busy) until the answer, and closes on it. */
  confirmDelete(): Promise<boolean> {
    const comment = this.confirmingDelete;
    if (!comment || this.pending) return Promise.resolve(false);
    return this.act(comment, 'delete', async () => {
      await deleteAdminComment(this.deps.api, comment._id);
      return () => {
        this.remove(comment._id);
        this.outcome = { comment, success: 'deleted' };
      };
    });
  }

  private changeState(comment: AdminComment, state: CommentState): Promise<boolean> {
    if (this.pending) return Promise.resolve(false);
    return this.act(comment, state === 'hidden' ? 'hide' : 'show', async () => {
      const answer = await setAdminCommentState(this.deps.api, comment._id, state);
      return () => {
        // The row stays where it is with its new state, even where the filter no longer matches it: a row
        // leaving under the pointer would hide what just happened (and the undo beside it).
        this.replace(answer.comment);
        this.outcome = { comment: answer.comment, success: state === 'hidden' ? 'hidden' : 'shown' };
      };
    });
  }

  /** Sends one action: the comment is busy until the answer, then the list and the outcome say what happened. */
  private async act(comment: AdminComment, action: ModerationAction, send: () => Promise<() => void>): Promise<boolean> {
    this.begin(comment, action);
    try {
      runInAction(await send());
      return true;
    } catch (error) {
      runInAction(() => this.fail(comment, error));
      return false;
    } finally {
      runInAction(() => {
        this.pending = null;
        if (action === 'delete') this.confirmingDelete = null;
      });
    }
  }

  private begin(comment: AdminComment, action: ModerationAction): void {
    this.pending = { id: comment._id, action };
    this.outcome = null;
  }

  private replace(comment: AdminComment): void {
    const page = this.results.data;
    if (!page) return;
    this.results.data = { ...page, items: page.items.map((item) => (item._id === comment._id ? comment : item)) };
  }

  private markAuthor(userId: string, block: ReaderBlockEvent | null): void {
    const page = this.results.data;
    if (!page) return;
    this.results.data = { ...page, items: page.items.map((item) => (item.userId === userId && item.author ? { ...item, author: { ...item.author, block } } : item)) };
  }

  private remove(id: string): void {
    const page = this.results.data;
    if (!page || !page.items.some((item) => item._id === id)) return;
    this.results.data = { ...page, items: page.items.filter((item) => item._id !== id), total: Math.max(0, page.total - 1) };
  }

  private fail(comment: AdminComment, error: unknown): void {
    let reason: ModerationError;
    if (error instanceof ApiFailure && error.status === 401) {
      reason = { kind: 'sessionExpired' };
      this.deps.sessionExpired();
    } else if (error instanceof ApiFailure && error.status === 0) {
      reason = { kind: 'offline' };
    } else if (error instanceof ApiFailure && error.status === 404) {
      reason = { kind: 'notFound' };
      this.remove(comment._id);
    } else if (error instanceof ApiFailure && error.serverMessage === ADMIN_COMMENT_ERRORS.deleted) {
      // Another editor deleted it meanwhile: it is gone from the list as from the site.
      reason = { kind: 'deleted' };
      this.remove(comment._id);
    } else {
      reason = { kind: 'server', message: (error instanceof ApiFailure && error.serverMessage) || 'Request failed' };
    }
    this.outcome = { comment, error: reason };
  }

  private resourceFor(filters: CommentFilters): Resource<CommentsPage> {
    return listResource(this.deps, () =>
      listAdminComments(this.deps.api, {
        ...(filters.query.trim() ? { query: filters.query.trim() } : {}),
        ...(filters.state ? { state: filters.state } : {}),
        ...(filters.reported ? { reported: true } : {}),
        page: filters.page,
        pageSize: COMMENTS_PAGE_SIZE,
      }),
    );
  }
}
