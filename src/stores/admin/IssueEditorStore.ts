import { makeAutoObservable, runInAction } from 'mobx';
import { integer, nullable } from 'superstruct';
import { ISSUE_ERRORS, ISSUE_LIMITS, type IssueStory, type IssueTexts, type NewsletterIssue } from '../../../contracts/adminNewsletters';
import type { Locale } from '../../../contracts/common';
import { createNewsletterIssue, listNewsletterIssues, previewNewsletterIssue, saveNewsletterIssue, sendNewsletterIssue, testNewsletterIssue } from '../../api/adminNewsletters';
import { ApiFailure } from '../../api/client';
import { listArticles, search } from '../../api/content';
import { Resource } from '../../lib/Resource';
import { CreateKey } from './CreateKey';
import type { DeskDeps } from './deskDeps';
import { deskFailure, EditSession, type DeskError } from './EditSession';
import { addressProblem, ISSUE_FIELDS, issueProblems, IssueValuesShape, sameIssue, textsOf, valuesOf, type IssueDifferenceAt, type IssueField, type IssueProblem, type IssueValues } from './issueValues';
import { isVersionConflict } from './versionConflict';

export type IssueSuccess = 'created' | 'saved' | 'testSent' | 'sent';

/** How many stories the picker offers at once: the newest of the edition, or those the words find. */
export const PICKER_SIZE = 10;

/** The mail as a subscriber will read it, and to how many confirmed subscribers it goes. */
export interface IssuePreview {
  readonly subject: string;
  readonly text: string;
  readonly recipients: number;
}

/**
 * One newsletter issue on the desk (/admin/newsletters/issues/new, /admin/newsletters/issues/:id; issue 25 item
 * 6): its subject, introduction and the stories chosen from those published in its edition (found, added,
 * ordered, removed), the mail as subscribers will read it, a test copy to an editor's address, and the send to the
 * edition's confirmed subscribers after a question that names them. Sent, it is kept as it went. Keeping the work
 * through a failure, an ended session, a page left or someone else's save is its EditSession's: every change is kept
 * on this device at once and offered back when the issue is opened again.
 */
export class IssueEditorStore {
  readonly session: EditSession<IssueValues, number | null, IssueDifferenceAt, NewsletterIssue, IssueSuccess>;
  /** The picker's words, and what it offers (the edition's newest stories until words are searched). */
  storyQuery = '';
  found: Resource<readonly IssueStory[]> | null = null;
  /** What a move just did, for the screen to keep the focus on the moved story and say where it went. */
  moved: { readonly id: string; readonly to: number; readonly by: -1 | 1 } | null = null;
  preview: Resource<IssuePreview> | null = null;
  previewWidth: 'phone' | 'desktop' = 'desktop';
  /** The test copy's address: the signed-in editor's own until changed. */
  testTo: string;
  /** Where the last test copy went, for the status line. */
  testedTo = '';
  /** A test or a send was tried: what it lacks (an address, a story) is said from now on. */
  tried: 'test' | 'send' | null = null;
  /** The send's question, open with the number it goes to; its own failure is said in it. */
  sendQuestion: { readonly recipients: number; readonly error: DeskError | null } | null = null;
  pending: 'preview' | 'test' | 'ask' | 'send' | null = null;
  private readonly createKey: CreateKey<IssueTexts & { edition: Locale }>;
  /** One key per send (kept across its retries) and per test copy's address: the server acts on each once. */
  private sendKey: string | null = null;
  private testKey: { readonly to: string; readonly key: string } | null = null;

  constructor(
    private readonly deps: DeskDeps,
    readonly id: string | null,
    edition: Locale,
    editorEmail: string,
  ) {
    this.testTo = editorEmail;
    this.session = new EditSession(
      deps,
      {
        // A new issue's copy is its edition's until the first save gives it an id of its own.
        key: () => deps.copyKey('issue', this.issue?._id ?? id ?? `new-${edition}`),
        values: IssueValuesShape,
        baseVersion: nullable(integer()),
        valuesOf,
        versionOf: (issue) => issue.version,
        conflict: { message: ISSUE_ERRORS.versionConflict, latest: () => this.latest() },
        notFound: ISSUE_ERRORS.issueNotFound,
        keep: 'always',
        same: sameIssue,
        fields: () => ISSUE_FIELDS,
        valid: () => this.problems.size === 0,
      },
      { values: { edition, subject: '', intro: '', stories: [] }, baseVersion: null, loadStatus: id === null ? 'ready' : 'loading' },
    );
    this.createKey = new CreateKey(this.newId);
    makeAutoObservable<this, 'deps' | 'createKey' | 'sendKey' | 'testKey'>(this, { deps: false, session: false, createKey: false, sendKey: false, testKey: false }, { autoBind: true });
  }

  private get newId(): () => string {
    return this.deps.newId ?? (() => crypto.randomUUID());
  }

  // What the screen and the tests read of the session; `conflict` is their issue, shown beside mine.
  get issue() { return this.session.server; }
  get values() { return this.session.values; }
  get edition() { return this.session.values.edition; }
  get loadStatus() { return this.session.loadStatus; }
  get error() { return this.session.error; }
  get success() { return this.session.success; }
  get updating() { return this.session.updating; }
  get dirty() { return this.session.dirty; }
  get conflict() { return this.session.conflict?.theirs ?? null; }
  get differences() { return this.session.differences; }

  /** Sent: kept as it went, read only, with the record of when, by whom and to how many. */
  get sent(): boolean {
    return this.issue?.state === 'sent';
  }

  /** Busy with anything the screen's buttons would start again. */
  get busy(): boolean {
    return this.updating || this.pending !== null;
  }

  /** Every problem of the values now (a missing subject is shown only once a save was tried). */
  get problems(): ReadonlyMap<IssueField, IssueProblem> {
    return issueProblems(this.values);
  }

  /** The message under a field: a text over its limit at once, what is missing once a save, test or send was tried. */
  problemOf(field: IssueField): IssueProblem | undefined {
    if (field === 'testTo') return this.tried === 'test' ? addressProblem(this.testTo) : undefined;
    if (field === 'stories') return this.tried !== null && this.values.stories.length === 0 ? { kind: 'noStories' } : undefined;
    const problem = this.problems.get(field);
    if (!problem) return undefined;
    return this.session.attempted !== false || this.tried !== null || problem.kind === 'tooLong' ? problem : undefined;
  }

  /** Loads the issue (a new one has nothing to load), then offers the edition's newest stories to choose from. */
  async load(): Promise<void> {
    await this.session.open(this.id === null ? null : () => this.latest(), (issue) => Date.parse(issue.updatedAt));
    if (this.loadStatus === 'ready' && !this.sent) await this.searchStories();
  }

  /** The issue as the server has it now: the list holds every issue, and the desk has no other read of one. */
  private async latest(): Promise<NewsletterIssue> {
    const id = this.issue?._id ?? this.id;
    const { issues } = await listNewsletterIssues(this.deps.api);
    const issue = issues.find((each) => each._id === id);
    if (!issue) throw new ApiFailure(404, { message: ISSUE_ERRORS.issueNotFound });
    return issue;
  }

  setSubject(subject: string): void {
    this.session.change({ ...this.values, subject });
  }

  setIntro(intro: string): void {
    this.session.change({ ...this.values, intro });
  }

  /** A copy on this device newer than the server's (a reload, a crash, a page left): offered back. */
  get restoreOffer() { return this.session.restoreOffer; }

  restore(): void {
    this.session.restore();
  }

  discardLocal(): void {
    this.session.discard();
  }

  // ---- the stories ---------------------------------------------------------------------------------------------

  get full(): boolean {
    return this.values.stories.length >= ISSUE_LIMITS.stories;
  }

  chosen(id: string): boolean {
    return this.values.stories.some((story) => story._id === id);
  }

  setStoryQuery(query: string): void {
    this.storyQuery = query.slice(0, 200);
  }

  /**
   * The edition's published stories to choose from: the newest, or those whose words match (in either Chinese
   * script, as readers search). Only articles: an issue is made of the magazine's stories.
   */
  searchStories(): Promise<void> {
    const { api } = this.deps;
    const edition = this.edition;
    const query = this.storyQuery.trim();
    this.found = new Resource(async () => {
      try {
        if (query === '') {
          const { items } = await listArticles(api, { locale: edition, page: 1, pageSize: PICKER_SIZE });
          return items.map((article) => ({ _id: article._id, title: article.data[edition]?.title ?? '', standfirst: article.data[edition]?.description ?? '', path: `/${edition}/${article.slug}` }));
        }
        const { items } = await search(api, { query, locale: edition, page: 1, pageSize: PICKER_SIZE });
        return items.filter((hit) => hit.kind === 'article').map((hit) => ({ _id: hit._id, title: hit.title, standfirst: hit.excerpt, path: `/${edition}/${hit.slug}` }));
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 401) runInAction(() => this.session.endSession());
        throw error;
      }
    });
    return this.found.load();
  }

  /** Adds a story at the end (once; at most ISSUE_LIMITS.stories). */
  addStory(story: IssueStory): void {
    if (this.full || this.chosen(story._id)) return;
    this.moved = null;
    this.session.change({ ...this.values, stories: [...this.values.stories, story] });
  }

  removeStory(id: string): void {
    this.moved = null;
    this.session.change({ ...this.values, stories: this.values.stories.filter((story) => story._id !== id) });
  }

  /** Moves a story up (-1) or down (+1); remembered so the screen keeps the focus on it and says where it went. */
  moveStory(index: number, by: -1 | 1): void {
    const target = index + by;
    const stories = [...this.values.stories];
    const [moving] = stories.splice(index, 1);
    if (!moving || target < 0 || target > stories.length) return;
    stories.splice(target, 0, moving);
    this.session.change({ ...this.values, stories });
    this.moved = { id: moving._id, to: target, by };
  }

  // ---- saving ----------------------------------------------------------------------------------------------

  /** Creates or saves the issue; true when it went through. */
  save(): Promise<boolean> {
    return this.send(false);
  }

  /** `rebased`: the second try, from their version, after a conflict in which nothing differed. */
  private async send(rebased: boolean): Promise<boolean> {
    const session = this.session;
    if (this.sent) return false;
    session.attempted = 'save';
    if (this.problems.size > 0) return session.refuse({ kind: 'invalid' });
    session.begin();
    const creating = this.issue === null;
    const sent = this.values;
    try {
      const texts = textsOf(sent);
      const issue = this.issue ? (await saveNewsletterIssue(this.deps.api, this.issue._id, session.baseVersion ?? this.issue.version, texts)).issue : await this.create(texts);
      runInAction(() => {
        // A new issue's copy moves to its id: the edition's "new" one goes.
        if (creating) session.dropCopy();
        // What was typed while the save was on its way stays, and stays unsaved (and kept on this device).
        session.take(issue, this.values !== sent);
        session.keep();
        session.attempted = false;
        session.success = creating ? 'created' : 'saved';
      });
      return true;
    } catch (error) {
      if (isVersionConflict(error, ISSUE_ERRORS.alreadySent)) return this.sentMeanwhile(error);
      return (await session.met(error, rebased)) ? await this.send(true) : false;
    } finally {
      runInAction(() => (session.updating = false));
    }
  }

  /**
   * The create under its idempotency key: a retry after a lost answer gets the issue the first try made. When the
   * form changed between the tries, the form is saved over that answer.
   */
  private async create(texts: IssueTexts): Promise<NewsletterIssue> {
    const { api } = this.deps;
    const { issue } = await this.createKey.create(
      { edition: this.edition, ...texts },
      (key, first) => createNewsletterIssue(api, first, key),
      ({ issue: made }) => saveNewsletterIssue(api, made._id, made.version, texts),
    );
    return issue;
  }

  /**
   * Another editor sent the issue while this one changed it: the screen shows it as it went (read only), and says
   * that these changes were not in it.
   */
  private async sentMeanwhile(error: unknown): Promise<false> {
    try {
      const issue = await this.latest();
      runInAction(() => {
        this.session.take(issue, true);
        this.session.fail(error);
      });
    } catch (failure) {
      runInAction(() => this.session.fail(failure));
    }
    return false;
  }

  /** The conflict: drop what I typed, take their issue into the form. */
  keepTheirs(): void {
    this.session.keepTheirs();
  }

  /** The conflict: save mine over theirs, having seen them (as a save from their version). */
  saveMine(): Promise<boolean> {
    return this.session.adoptTheirs() ? this.save() : Promise.resolve(false);
  }

  /** Saved as it is now: unsaved changes (or a new issue) are saved first. */
  private async savedFirst(): Promise<NewsletterIssue | null> {
    if (this.issue && !this.dirty) return this.issue;
    return (await this.save()) ? this.issue : null;
  }

  // ---- preview, test, send ------------------------------------------------------------------------------------

  setPreviewWidth(width: 'phone' | 'desktop'): void {
    this.previewWidth = width;
  }

  /** The mail as subscribers will read it, from the server (unsaved changes saved first). */
  async showPreview(): Promise<boolean> {
    if (this.pending) return false;
    this.pending = 'preview';
    try {
      const issue = await this.savedFirst();
      if (!issue) return false;
      const preview = new Resource(() => this.guarded(() => previewNewsletterIssue(this.deps.api, issue._id)));
      runInAction(() => (this.preview = preview));
      await preview.load();
      return preview.status === 'ready';
    } finally {
      runInAction(() => (this.pending = null));
    }
  }

  closePreview(): void {
    this.preview = null;
  }

  setTestTo(to: string): void {
    this.testTo = to;
  }

  /** One copy to the address given, its subject marked as a test; the issue stays a draft. */
  async sendTest(): Promise<boolean> {
    if (this.pending || this.sent) return false;
    this.tried = 'test';
    const to = this.testTo.trim();
    if (addressProblem(to) || this.values.stories.length === 0) return this.session.refuse({ kind: 'invalid' });
    this.pending = 'test';
    try {
      const issue = await this.savedFirst();
      if (!issue) return false;
      if (this.testKey?.to !== to) this.testKey = { to, key: this.newId() };
      const key = this.testKey.key;
      this.session.begin();
      await testNewsletterIssue(this.deps.api, issue._id, to, key);
      runInAction(() => {
        this.testKey = null;
        this.tried = null;
        this.testedTo = to;
        this.session.answered();
        this.session.success = 'testSent';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        // Refused (not lost on the way): the next try is a new request.
        if (error instanceof ApiFailure && error.status >= 400 && error.status < 500) this.testKey = null;
        this.session.fail(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.pending = null;
        this.session.updating = false;
      });
    }
  }

  /**
   * Asks before sending: unsaved changes are saved, and the question names the edition and how many confirmed
   * subscribers the issue goes to now.
   */
  async askSend(): Promise<boolean> {
    if (this.pending || this.sent) return false;
    this.tried = 'send';
    if (this.values.stories.length === 0) return this.session.refuse({ kind: 'invalid' });
    this.pending = 'ask';
    try {
      const issue = await this.savedFirst();
      if (!issue) return false;
      const { recipients } = await previewNewsletterIssue(this.deps.api, issue._id);
      runInAction(() => {
        this.tried = null;
        this.sendQuestion = { recipients, error: null };
      });
      return true;
    } catch (error) {
      runInAction(() => this.session.fail(error));
      return false;
    } finally {
      runInAction(() => (this.pending = null));
    }
  }

  cancelSend(): void {
    if (this.pending !== 'send') this.sendQuestion = null;
  }

  /**
   * Sends the issue to the edition's confirmed subscribers, once: the key is kept across retries, and the server
   * answers a second send with the issue as it went. A failure is said in the question, which stays open.
   */
  async confirmSend(): Promise<boolean> {
    const question = this.sendQuestion;
    const issue = this.issue;
    if (!question || !issue || this.pending) return false;
    this.pending = 'send';
    this.sendKey ??= this.newId();
    try {
      const answer = await sendNewsletterIssue(this.deps.api, issue._id, this.sendKey);
      runInAction(() => {
        this.sendKey = null;
        this.session.take(answer.issue);
        this.session.dropCopy();
        this.session.answered();
        this.session.success = 'sent';
        this.sendQuestion = null;
        this.preview = null;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        const failure = deskFailure(error, ISSUE_ERRORS.issueNotFound);
        if (failure.kind === 'sessionExpired') {
          this.sendQuestion = null;
          this.session.endSession();
        } else this.sendQuestion = { ...question, error: failure };
      });
      return false;
    } finally {
      runInAction(() => (this.pending = null));
    }
  }

  /** A call whose 401 ends the desk's session (the work is kept), as the session's own calls do. */
  private async guarded<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 401) runInAction(() => this.session.endSession());
      throw error;
    }
  }
}
