import { makeAutoObservable, runInAction } from 'mobx';
import {
  INBOX_KINDS,
  INBOX_STATES,
  REPLY_LIMITS,
  type InboxEditor,
  type InboxItem, type InboxReply, type MARKABLE_STATES,
} from '../../../contracts/adminInbox';
import { assignInboxItem, inboxFileLink, listInbox, openInboxItem, replyToInboxItem, setInboxState, startDraftFromContribution } from '../../api/adminInbox';
import { REPLY_SUBJECTS } from '../../i18n/deskMessages';
import type { Resource } from '../../lib/Resource';
import { CreateKey } from './CreateKey';
import type { DeskDeps } from './deskDeps';
import { choiceFilters, deskListError, listResource, type DeskListError, type ListPage } from './deskList';

export const INBOX_PAGE_SIZE = 20;

const filters = choiceFilters({ state: INBOX_STATES, kind: INBOX_KINDS });

/** The list's filters; they live in the address (?query=…&state=new&kind=contribution&page=2). */
export type InboxFilters = ReturnType<typeof filters.fromSearch>;
export const NO_INBOX_FILTERS: InboxFilters = filters.none;
export const inboxFiltersFromSearch = filters.fromSearch;
export const searchFromInboxFilters = filters.toSearch;

export type InboxPage = ListPage<InboxItem> & { readonly newCount: number; readonly editors: readonly InboxEditor[] };

export type InboxAction = 'state' | 'assign' | 'reply' | 'download' | 'draft';

/** What the last action did, said by the screen (features/admin/inbox/inboxMessages.ts). */
export type InboxSuccess = 'new' | 'read' | 'archived' | 'restored' | 'assigned' | 'unassigned' | 'replied' | 'drafted';

export type InboxError = DeskListError;

export type InboxOutcome = { readonly success: InboxSuccess; readonly error?: undefined } | { readonly error: InboxError; readonly success?: undefined };

/** Why a reply's field cannot be sent (the screen says it: features/admin/inbox/inboxMessages.ts). */
export type ReplyProblem = 'required' | 'tooLong';

export interface ReplyErrors {
  readonly subject?: ReplyProblem;
  readonly text?: ReplyProblem;
}

function problemOf(value: string, limit: number): ReplyProblem | undefined {
  const trimmed = value.trim();
  if (!trimmed) return 'required';
  return trimmed.length > limit ? 'tooLong' : undefined;
}

/** Why a reply cannot be sent as written, per field; none when it can. */
export function replyErrors(reply: InboxReply): ReplyErrors {
  const subject = problemOf(reply.subject, REPLY_LIMITS.subject);
  const text = problemOf(reply.text, REPLY_LIMITS.text);
  return { ...(subject ? { subject } : {}), ...(text ? { text } : {}) };
}

/**
 * The desk's inbox (issue 25 item 5): contact messages and contributions, filtered and paged; one opened (which
 * marks it read), marked new again, archived or restored, assigned, answered by mail; its files downloaded through
 * a short-lived link. `pending` while an action runs, then `outcome` says what happened.
 */
export class InboxStore {
  filters: InboxFilters = NO_INBOX_FILTERS;
  results: Resource<InboxPage>;
  /** The item open at /inbox/:id, once its open call has answered. */
  current: InboxItem | null = null;
  /** Opening it failed (gone, offline…); null while it loads or once it is open. */
  openError: InboxError | null = null;
  pending: InboxAction | null = null;
  outcome: InboxOutcome | null = null;
  reply: InboxReply = { subject: '', text: '' };
  replyErrors: ReplyErrors = {};
  private readonly replyKey: CreateKey<InboxReply>;

  constructor(
    private readonly deps: DeskDeps,
    /** Follows a download link (the browser saves what it answers: an attachment). */
    private readonly download: (href: string) => void,
  ) {
    this.results = this.resourceFor(NO_INBOX_FILTERS);
    this.replyKey = new CreateKey(deps.newId ?? (() => crypto.randomUUID()));
    makeAutoObservable<this, 'deps' | 'download' | 'replyKey'>(this, { deps: false, download: false, replyKey: false }, { autoBind: true });
  }

  get filtered(): boolean {
    return Boolean(this.filters.query || this.filters.state || this.filters.kind);
  }

  /** Shows the list for these filters (the address changed); the same filters again keep what is loaded. */
  show(filters: InboxFilters): Promise<void> {
    if (JSON.stringify(filters) !== JSON.stringify(this.filters) || this.results.status === 'idle') {
      this.filters = filters;
      this.results = this.resourceFor(filters);
    }
    return this.results.load();
  }

  refresh(): Promise<void> {
    return this.results.load(true);
  }

  /** Opens one (it becomes read); the reply starts with the subject in the sender's language. */
  async open(id: string): Promise<void> {
    if (this.current?._id !== id) {
      this.current = null;
      this.outcome = null;
      this.replyErrors = {};
    }
    this.openError = null;
    // The editors to assign to come with the list: opened from a link, the list is read beside it.
    if (this.results.status === 'idle') void this.results.load();
    try {
      const { item } = await openInboxItem(this.deps.api, id);
      runInAction(() => {
        if (this.current?._id !== item._id) {
          this.reply = { subject: REPLY_SUBJECTS[item.locale][item.kind], text: '' };
          this.replyKey.answered();
        }
        this.place(item);
      });
    } catch (error) {
      runInAction(() => {
        this.openError = this.errorOf(error);
      });
    }
  }

  close(): void {
    this.current = null;
    this.openError = null;
    this.outcome = null;
    // What was read, replied or archived shows in the list.
    void this.refresh();
  }

  markAs(state: (typeof MARKABLE_STATES)[number]): Promise<boolean> {
    const item = this.current;
    if (!item) return Promise.resolve(false);
    const success: InboxSuccess = state === 'read' && item.state === 'archived' ? 'restored' : state;
    return this.change('state', async () => (await setInboxState(this.deps.api, item._id, state)).item, success);
  }

  assign(editorId: string | null): Promise<boolean> {
    const item = this.current;
    if (!item) return Promise.resolve(false);
    return this.change('assign', async () => (await assignInboxItem(this.deps.api, item._id, editorId)).item, editorId ? 'assigned' : 'unassigned');
  }

  editReply(patch: Partial<InboxReply>): void {
    this.reply = { ...this.reply, ...patch };
    // Editing a field clears its error (SPEC §5's rule for forms).
    const cleared = { ...this.replyErrors };
    if (patch.subject !== undefined) delete cleared.subject;
    if (patch.text !== undefined) delete cleared.text;
    this.replyErrors = cleared;
  }

  /** Sends the reply: checked first; one key for every try of it, so a retry after a lost answer mails once. */
  sendReply(): Promise<boolean> {
    const item = this.current;
    if (!item || this.pending) return Promise.resolve(false);
    const errors = replyErrors(this.reply);
    this.replyErrors = errors;
    if (errors.subject || errors.text) return Promise.resolve(false);
    const body = { subject: this.reply.subject.trim(), text: this.reply.text.trim() };
    return this.act('reply', async () => {
      const { answer } = await this.replyKey.send(body, (key, first) => replyToInboxItem(this.deps.api, item._id, first, key));
      return () => {
        this.settle(answer.item, 'replied');
        this.reply = { subject: REPLY_SUBJECTS[item.locale][item.kind], text: '' };
      };
    });
  }

  /**
   * Starts a draft story from the open contribution (docs/decisions/104), or finds the one it already started
   * (another editor's press, or this one's before): the story's id, for the page to open it; null when it failed
   * (the outcome says why). `created`: whether this press made it.
   */
  async startDraft(): Promise<{ readonly articleId: string; readonly created: boolean } | null> {
    const item = this.current;
    if (!item || item.kind !== 'contribution') return null;
    let started: { articleId: string; created: boolean } | null = null;
    await this.act('draft', async () => {
      const answer = await startDraftFromContribution(this.deps.api, item._id);
      return () => {
        this.settle(answer.item, 'drafted');
        started = answer.item.draft ? { articleId: answer.item.draft._id, created: answer.created } : null;
      };
    });
    return started;
  }

  /** Asks for a link of a minute to the file and follows it: the browser saves the attachment. */
  downloadFile(fileId: string): Promise<boolean> {
    return this.act('download', async () => {
      const { href } = await inboxFileLink(this.deps.api, fileId);
      return () => this.download(this.deps.api.address(href));
    });
  }

  /** A change of the open item: the answer replaces it, and the outcome says what was done. */
  private change(action: InboxAction, send: () => Promise<InboxItem>, success: InboxSuccess): Promise<boolean> {
    return this.act(action, async () => {
      const item = await send();
      return () => this.settle(item, success);
    });
  }

  /** Sends one action (one at a time): `work`'s answer is applied when it comes, or the outcome says why not. */
  private async act(action: InboxAction, work: () => Promise<() => void>): Promise<boolean> {
    if (this.pending) return false;
    this.pending = action;
    this.outcome = null;
    try {
      runInAction(await work());
      return true;
    } catch (error) {
      runInAction(() => {
        this.outcome = { error: this.errorOf(error) };
      });
      return false;
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
  }

  private settle(item: InboxItem, success: InboxSuccess): void {
    this.place(item);
    this.outcome = { success };
  }

  /** The item as the server answered it, open and in the list. */
  private place(item: InboxItem): void {
    this.current = item;
    const page = this.results.data;
    if (page) this.results.data = { ...page, items: page.items.map((each) => (each._id === item._id ? item : each)) };
  }

  private errorOf(error: unknown): InboxError {
    return deskListError(this.deps, error);
  }

  private resourceFor(filters: InboxFilters): Resource<InboxPage> {
    return listResource(this.deps, () =>
      listInbox(this.deps.api, {
        ...(filters.query.trim() ? { query: filters.query.trim() } : {}),
        ...(filters.state ? { state: filters.state } : {}),
        ...(filters.kind ? { kind: filters.kind } : {}),
        page: filters.page,
        pageSize: INBOX_PAGE_SIZE,
      }),
    );
  }
}
