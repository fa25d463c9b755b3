import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  COMMENT_EDIT_WINDOW_MS,
  COMMENTS_PAGE_SIZE,
  COMMUNITY_ERRORS,
  type Comment,
  type CommentReportReason,
  type CommentSort,
} from '../../contracts/communityShapes';
import { DELETED_READER_ID } from '../../contracts/accountErrors';
import { familyFirstName, personName } from '../../contracts/personName';
import type { User } from '../../contracts/user';
import { ApiFailure } from '../api/client';
import { unreachableOrFailed } from '../api/errorCatalogue';
import { communityFailure, communityMessages } from '../i18n/communityMessages';
import type { LocalizedError } from '../i18n/formErrors';
import type { ActionOutcome, CommentValues, CommunityTarget } from '../lib/community';
import type { ConversationQuery } from '../lib/conversationQuery';
import { sendOutcome } from '../lib/sendOutcome';
import { validateComment } from '../lib/validation';
import type { Services } from './services';
import type { DraftsStore } from './DraftsStore';
import type { PopupsStore } from './PopupsStore';
import type { SessionStore } from './SessionStore';

/**
 * The conversation's requests and their contracts, fetched with the first one: a reader who only reads never loads
 * them (docs/decisions/114). A chunk that cannot be had fails the action like a request that cannot be sent.
 */
const calls = () => import('../api/community');

const key = (target: CommunityTarget) => `${target.kind}:${target.id}`;

const commentDraft = (target: CommunityTarget, text: string, parentId: string | undefined) => {
  const reply = parentId ? { parentId } : {};
  return target.kind === 'article'
    ? { draftCommentArticle: { articleId: target.id, text, ...reply } }
    : { draftCommentPost: { postId: target.id, text, ...reply } };
};

/** A top-level comment and its replies (oldest first), as a story shows them. */
export interface CommentThread {
  readonly comment: Comment;
  readonly replies: readonly Comment[];
}

/**
 * Comments in the server's order (each top-level comment, then its replies) as threads: a reply goes under its
 * top-level comment wherever it came; the first of two copies counts; a placeholder with no replies left is gone.
 */
export function groupThreads(comments: readonly Comment[]): CommentThread[] {
  const seen = new Set<string>();
  const tops: Comment[] = [];
  const replies = new Map<string, Comment[]>();
  for (const comment of comments) {
    if (seen.has(comment._id)) continue;
    seen.add(comment._id);
    if (comment.parentId) replies.set(comment.parentId, [...(replies.get(comment.parentId) ?? []), comment]);
    else tops.push(comment);
  }
  return tops
    .map((comment) => ({ comment, replies: replies.get(comment._id) ?? [] }))
    .filter((thread) => !thread.comment.removed || thread.replies.length > 0);
}

/** What a story page came with: the first page of its conversation, newest first, and how many threads it has. */
export interface LoadedConversation {
  readonly comments: readonly Comment[];
  readonly commentThreads: number;
}

/** The conversation as read since the page loaded: another order, or more pages. */
interface Reading {
  readonly sort: CommentSort;
  readonly comments: readonly Comment[];
  readonly pages: number;
  readonly threads: number;
}

/** A report being written: the comment, and what went wrong with the last try. */
export interface ReportDraft {
  readonly commentId: string;
  readonly error?: LocalizedError | undefined;
  readonly sending: boolean;
}

/** What a comment's author wrote gone: a placeholder keeps its place while replies hang under it. */
const placeholderOf = (comment: Comment): Comment => ({
  _id: comment._id,
  userId: DELETED_READER_ID,
  userName: '',
  text: '',
  createdAt: comment.createdAt,
  likes: 0,
  removed: true,
});

/** What CommentsStore uses: the shared services, and by name the stores it works with. */
export type CommentsDeps = Services & { readonly drafts: DraftsStore; readonly session: SessionStore; readonly popups: PopupsStore };

/**
 * SPEC §3/§5/§7 comments on articles and posts, and their conversation (issue 28): replies one level deep, the
 * author's edit (15 minutes) and delete, reports to the desk, three orders and more pages. Signed in, a comment
 * or reply shows at once (unconfirmed, it cannot be liked yet) and is taken back if the server refuses; signed
 * out, it becomes a draft with its text (and the comment it answers). What the server sent with the page stays
 * in ContentStore; this store holds what was written, changed or read since.
 */
export class CommentsStore {
  /** Comments and replies written since the page loaded, newest first. */
  private readonly added = observable.map<string, Comment[]>();
  /** Comments shown before the server confirmed them. */
  private readonly unconfirmed = observable.set<string>();
  /** Numbers the comments shown before the server gives them an id; per store, so nothing outlives a request. */
  private unconfirmedCount = 0;
  /**
   * The key of a comment whose try may have reached the server (no answer, a 5xx), per story and comment
   * answered: sending the same text again repeats that key, so the server posts it once (issue 29).
   */
  private readonly retryKeys = new Map<string, { readonly text: string; readonly key: string }>();
  /** Per story: the order and pages read since the page loaded. */
  private readonly readings = observable.map<string, Reading>();
  /** Comments changed here (an edit's answer, a placeholder), by id. */
  private readonly changed = observable.map<string, Comment>();
  /** Comments their author deleted here, gone from the page. */
  private readonly gone = observable.set<string>();
  /** Per story, how many comments their author deleted here (the count follows). */
  private readonly removedCounts = observable.map<string, number>();
  /** Comments this reader reported. */
  private readonly reportedIds = observable.set<string>();
  /** Which comment's reply box is open, whose text is being edited, whose delete asks to confirm. */
  replyingTo: string | null = null;
  editing: string | null = null;
  confirmingDelete: string | null = null;
  /** The report dialog's comment, while it is open. */
  report: ReportDraft | null = null;
  /** A story whose next page or other order is being read. */
  reading: string | null = null;
  /** Why the last page could not be read, per story. */
  readonly readFailures = observable.map<string, LocalizedError>();

  constructor(private readonly deps: CommentsDeps) {
    makeAutoObservable<this, 'deps' | 'unconfirmedCount' | 'retryKeys'>(
      this,
      { deps: false, unconfirmedCount: false, retryKeys: false },
      { autoBind: true },
    );
  }

  /** The name a comment is signed with, as the site shows it (personName), while a reader is signed in. */
  get signedInAs(): string | undefined {
    const { session } = this.deps;
    return session.authorised && session.user ? personName(session.user) : undefined;
  }

  private get readerId(): string | undefined {
    const { session } = this.deps;
    return session.authorised ? session.user?._id : undefined;
  }

  /** The order the story's conversation is shown in. */
  sortOf(target: CommunityTarget): CommentSort {
    return this.readings.get(key(target))?.sort ?? 'newest';
  }

  /**
   * The threads to show: those written here first (the newest on top), then the pages read, each top-level comment
   * with its replies, oldest first; what was edited here as it is now, what was deleted gone, a placeholder whose
   * replies all went gone too.
   */
  threads(target: CommunityTarget, loaded: LoadedConversation): CommentThread[] {
    const read = this.readings.get(key(target))?.comments ?? loaded.comments;
    const added = this.added.get(key(target)) ?? [];
    // Replies written here are newest first: reversed, they follow the replies read, oldest first.
    const all = [...added.filter((one) => !one.parentId), ...read, ...added.filter((one) => one.parentId).reverse()];
    return groupThreads(all.filter((comment) => !this.gone.has(comment._id)).map((comment) => this.changed.get(comment._id) ?? comment));
  }

  /**
   * The threads of the page's HTML (the server's, and the browser's until hydration): the pages read, else the
   * page's own first page; nothing of this reader.
   */
  servedThreads(target: CommunityTarget, loaded: LoadedConversation): CommentThread[] {
    return groupThreads(this.readings.get(key(target))?.comments ?? loaded.comments);
  }

  /** How many pages of the conversation are shown (the page's own first page counts as one). */
  pagesOf(target: CommunityTarget): number {
    return this.readings.get(key(target))?.pages ?? 1;
  }

  /** The comments shown, in the order shown: each top-level comment, then its replies. */
  list(target: CommunityTarget, loaded: readonly Comment[]): Comment[] {
    return this.threads(target, { comments: loaded, commentThreads: 0 }).flatMap((thread) => [thread.comment, ...thread.replies]);
  }

  count(target: CommunityTarget, loaded: number): number {
    return loaded + (this.added.get(key(target))?.length ?? 0) - (this.removedCounts.get(key(target)) ?? 0);
  }

  /** More top-level comments wait on the server than the pages read so far hold. */
  hasMore(target: CommunityTarget, loaded: LoadedConversation): boolean {
    const reading = this.readings.get(key(target));
    return (reading?.pages ?? 1) * COMMENTS_PAGE_SIZE < (reading?.threads ?? loaded.commentThreads);
  }

  /** A comment shown before the server confirmed it (it cannot be liked yet). */
  isUnconfirmed(commentId: string): boolean {
    return this.unconfirmed.has(commentId);
  }

  isOwn(comment: Comment): boolean {
    return !comment.removed && this.readerId !== undefined && comment.userId === this.readerId;
  }

  /** The author may change the text for 15 minutes after posting (the server says the same). */
  canEdit(comment: Comment, now: number): boolean {
    return this.isOwn(comment) && !this.isUnconfirmed(comment._id) && now - Date.parse(comment.createdAt) <= COMMENT_EDIT_WINDOW_MS;
  }

  isReported(commentId: string): boolean {
    return this.reportedIds.has(commentId);
  }

  /** The text of a comment (or reply) the reader wrote here while signed out, still waiting for sign-in. */
  draftText(target: CommunityTarget, parentId?: string): string | undefined {
    const draft = this.deps.drafts.draft;
    const pending = target.kind === 'article' ? draft.draftCommentArticle : draft.draftCommentPost;
    if (!pending || pending.parentId !== parentId) return undefined;
    const id = 'articleId' in pending ? pending.articleId : pending.postId;
    return id === target.id ? pending.text : undefined;
  }

  /** The comment whose drafted reply waits for sign-in: its reply box opens again with the text. */
  draftedReplyTo(target: CommunityTarget): string | undefined {
    const draft = this.deps.drafts.draft;
    const pending = target.kind === 'article' ? draft.draftCommentArticle : draft.draftCommentPost;
    if (!pending?.parentId) return undefined;
    const id = 'articleId' in pending ? pending.articleId : pending.postId;
    return id === target.id ? pending.parentId : undefined;
  }

  startReply(commentId: string): void {
    this.replyingTo = commentId;
    this.editing = null;
  }

  startEdit(commentId: string): void {
    this.editing = commentId;
    this.replyingTo = null;
  }

  /** The reply or edit box closes (cancelled, or done). */
  closeBox(): void {
    this.replyingTo = null;
    this.editing = null;
  }

  askToDelete(commentId: string | null): void {
    this.confirmingDelete = commentId;
  }

  /**
   * SPEC §5 'Comment: message required'; signed out, the comment (or reply, with the comment it answers) is kept
   * as a draft with its text. A reply names its top-level comment (the screen answers a reply under its thread).
   */
  async submit(target: CommunityTarget, values: CommentValues, parentId?: string): Promise<ActionOutcome<CommentValues>> {
    const invalid = validateComment(values);
    if (invalid) return { errors: invalid };
    const text = (values.text ?? '').trim();
    const { session } = this.deps;
    const reader = session.authorised ? session.user : null;
    if (!reader) {
      this.deps.drafts.keepAndAskToSignIn(commentDraft(target, text, parentId));
      return { done: 'drafted' };
    }
    const at = key(target);
    const retryAt = `${at}:${parentId ?? ''}`;
    this.unconfirmedCount += 1;
    const shown: Comment = {
      _id: `unconfirmed-${this.unconfirmedCount}`,
      userId: reader._id,
      userName: personName(reader),
      text,
      createdAt: new Date(this.deps.clock()).toISOString(),
      likes: 0,
      ...(parentId ? { parentId } : {}),
    };
    this.added.set(at, [shown, ...(this.added.get(at) ?? [])]);
    this.unconfirmed.add(shown._id);
    const kept = this.retryKeys.get(retryAt);
    const sendKey = kept?.text === text ? kept.key : crypto.randomUUID();
    try {
      const { comment } = await this.dispatch(target, reader, text, sendKey, parentId);
      this.retryKeys.delete(retryAt);
      runInAction(() => {
        this.added.set(
          at,
          (this.added.get(at) ?? []).map((existing) => (existing._id === shown._id ? comment : existing)),
        );
        this.unconfirmed.delete(shown._id);
        if (parentId) this.replyingTo = null;
      });
      return { done: 'sent' };
    } catch (error) {
      runInAction(() => {
        this.added.set(
          at,
          (this.added.get(at) ?? []).filter((existing) => existing._id !== shown._id),
        );
        this.unconfirmed.delete(shown._id);
      });
      if (sendOutcome(error) === 'retry') this.retryKeys.set(retryAt, { text, key: sendKey });
      else this.retryKeys.delete(retryAt);
      if (session.endedBy(error)) {
        // The session expired: the text waits as a draft (the box keeps it too) and is posted after sign-in.
        this.deps.drafts.keepAndAskToSignIn(commentDraft(target, text, parentId), 'signIn');
        return { done: 'drafted' };
      }
      return { errors: { form: communityFailure(unreachableOrFailed(error), communityMessages.commentFailed) } };
    }
  }

  /**
   * The one way a comment reaches the server: the form, and the replay of a signed-out reader's draft (with the
   * draft's key, so a repeated replay posts it once).
   */
  async dispatch(target: CommunityTarget, author: Pick<User, '_id' | 'firstName' | 'lastName'>, text: string, key?: string, parentId?: string) {
    const { commentArticle, commentPost } = await calls();
    // SPEC §3's wire form; the server signs with the account's name as shown (personName), whatever this says.
    const input = { userId: author._id, userName: familyFirstName(author), text, ...(parentId ? { parentId } : {}) };
    return target.kind === 'article'
      ? commentArticle(this.deps.api, target.id, input, key)
      : commentPost(this.deps.api, target.id, input, key);
  }

  /** A comment posted outside the form (a replayed draft) shows on its page like one written here. */
  show(target: CommunityTarget, comment: Comment): void {
    const at = key(target);
    const others = (this.added.get(at) ?? []).filter((existing) => existing._id !== comment._id);
    this.added.set(at, [comment, ...others]);
  }

  /** The author's new text: the comment shows it, marked edited, once the server took it. */
  async saveEdit(comment: Comment, values: CommentValues): Promise<ActionOutcome<CommentValues>> {
    const invalid = validateComment(values);
    if (invalid) return { errors: invalid };
    const userId = this.readerId;
    if (!userId) return { errors: { form: { message: communityMessages.editFailed } } };
    try {
      const { editComment } = await calls();
      const answer = await editComment(this.deps.api, { commentId: comment._id, userId }, (values.text ?? '').trim());
      runInAction(() => {
        this.changed.set(comment._id, answer.comment);
        this.editing = null;
      });
      return { done: 'sent' };
    } catch (error) {
      // An ended session signs the reader out (the header offers sign-in again); the box keeps the text.
      this.deps.session.endedBy(error);
      const late = error instanceof ApiFailure && error.serverMessage === COMMUNITY_ERRORS.editWindowClosed;
      const message = late ? communityMessages.editWindowClosed : communityMessages.editFailed;
      return { errors: { form: communityFailure(unreachableOrFailed(error), message) } };
    }
  }

  /** The author deletes: with replies a placeholder stays, without it is gone. */
  async remove(target: CommunityTarget, comment: Comment): Promise<LocalizedError | undefined> {
    const userId = this.readerId;
    if (!userId) return { message: communityMessages.deleteFailed };
    try {
      const { deleteComment } = await calls();
      const { placeholder } = await deleteComment(this.deps.api, { commentId: comment._id, userId });
      runInAction(() => {
        if (placeholder) this.changed.set(comment._id, placeholderOf(comment));
        else this.gone.add(comment._id);
        this.confirmingDelete = null;
        this.removedCounts.set(key(target), (this.removedCounts.get(key(target)) ?? 0) + 1);
      });
      return undefined;
    } catch (error) {
      this.deps.session.endedBy(error);
      return communityFailure(unreachableOrFailed(error), communityMessages.deleteFailed);
    }
  }

  /** Report opens its dialog; signed out, the reader is asked to sign in first (a report is no draft). */
  openReport(commentId: string): void {
    if (!this.readerId) {
      this.deps.popups.open('signIn');
      return;
    }
    this.report = { commentId, sending: false };
  }

  closeReport(): void {
    this.report = null;
  }

  /** Sent once: a second report of the same comment (another tab) counts as done. */
  async sendReport(reason: CommentReportReason | undefined, note: string): Promise<void> {
    const report = this.report;
    const userId = this.readerId;
    if (!report || !userId) return;
    if (!reason) {
      this.report = { ...report, error: { message: communityMessages.reportReasonRequired } };
      return;
    }
    this.report = { commentId: report.commentId, sending: true };
    try {
      const { reportComment } = await calls();
      await reportComment(this.deps.api, { commentId: report.commentId, userId }, { reason, ...(note.trim() ? { note: note.trim() } : {}) });
      this.reported(report.commentId);
    } catch (error) {
      if (error instanceof ApiFailure && error.serverMessage === COMMUNITY_ERRORS.alreadyReported) {
        this.reported(report.commentId);
        return;
      }
      this.deps.session.endedBy(error);
      runInAction(() => {
        this.report = { commentId: report.commentId, sending: false, error: communityFailure(unreachableOrFailed(error), communityMessages.reportFailed) };
      });
    }
  }

  private reported(commentId: string): void {
    this.reportedIds.add(commentId);
    this.report = null;
  }

  /**
   * The conversation as the page's address asks (conversationQuery): its order, pages 1 to `pages`, read before
   * the page renders, on the server as in the browser.
   */
  async openAt(target: CommunityTarget, { sort, pages }: ConversationQuery): Promise<void> {
    for (let page = 1; page <= pages; page += 1) {
      await this.read(target, sort, page, page === 1 ? [] : (this.readings.get(key(target))?.comments ?? []));
      const reading = this.readings.get(key(target));
      if (!reading || this.readFailures.has(key(target)) || page * COMMENTS_PAGE_SIZE >= reading.threads) return;
    }
  }

  /** Another order: its first page is read from the server. */
  async sortBy(target: CommunityTarget, sort: CommentSort): Promise<void> {
    if (sort === this.sortOf(target)) return;
    await this.read(target, sort, 1);
  }

  /** The next page, in the order shown, after those read (the page's own first page, until another order). */
  async more(target: CommunityTarget, loaded: LoadedConversation): Promise<void> {
    const reading = this.readings.get(key(target));
    await this.read(target, this.sortOf(target), (reading?.pages ?? 1) + 1, reading?.comments ?? loaded.comments);
  }

  private async read(target: CommunityTarget, sort: CommentSort, page: number, before: readonly Comment[] = []): Promise<void> {
    const at = key(target);
    this.reading = at;
    this.readFailures.delete(at);
    try {
      const { listComments } = await calls();
      const answer = await listComments(this.deps.api, { kind: target.kind, storyId: target.id, sort, page });
      runInAction(() => {
        this.readings.set(at, { sort, comments: [...before, ...answer.comments], pages: page, threads: answer.threads });
      });
    } catch (error) {
      runInAction(() => this.readFailures.set(at, communityFailure(unreachableOrFailed(error), communityMessages.commentsNotRead)));
    } finally {
      runInAction(() => {
        if (this.reading === at) this.reading = null;
      });
    }
  }
}
