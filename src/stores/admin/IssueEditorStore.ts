import { makeAutoObservable, runInAction } from 'mobx';
import { integer, nullable } from 'superstruct';
import { ISSUE_ERRORS, ISSUE_LIMITS, type IssueStory, type IssueTexts, type NewsletterIssue } from '../../../contracts/adminNewsletters';
import type { Locale } from '../../../contracts/common';
import { createNewsletterIssue, listNewsletterIssues, saveNewsletterIssue } from '../../api/adminNewsletters';
import { ApiFailure } from '../../api/client';
import { listArticles, search } from '../../api/content';
import { Resource } from '../../lib/Resource';
import { CreateKey } from './CreateKey';
import type { DeskDeps } from './deskDeps';
import { EditSession } from './EditSession';
import { IssueMailStore } from './IssueMailStore';
import { addressProblem, ISSUE_FIELDS, issueProblems, IssueValuesShape, sameIssue, textsOf, valuesOf, type IssueDifferenceAt, type IssueField, type IssueProblem, type IssueValues } from './issueValues';
import { isVersionConflict } from './versionConflict';

export type IssueSuccess = 'created' | 'saved' | 'testSent' | 'sent';
export type { IssuePreview } from './IssueMailStore';

/** How many stories the picker offers at once: the newest of the edition, or those the words find. */
export const PICKER_SIZE = 10;

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
  /** The mail: its preview, a test copy and the send. */
  readonly mail: IssueMailStore;
  private readonly createKey: CreateKey<IssueTexts & { edition: Locale }>;

  constructor(
    private readonly deps: DeskDeps,
    readonly id: string | null,
    edition: Locale,
    editorEmail: string,
  ) {
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
    this.mail = new IssueMailStore(deps, this, editorEmail);
    this.createKey = new CreateKey(deps.newId ?? (() => crypto.randomUUID()));
    makeAutoObservable<this, 'deps' | 'createKey'>(this, { deps: false, session: false, mail: false, createKey: false }, { autoBind: true });
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
  get conflict() { return this.session.theirs; }
  get differences() { return this.session.differences; }

  // What the screen and the tests read of the mail, and ask of it.
  get preview() { return this.mail.preview; }
  get previewWidth() { return this.mail.previewWidth; }
  get testTo() { return this.mail.testTo; }
  get testedTo() { return this.mail.testedTo; }
  get tried() { return this.mail.tried; }
  get sendQuestion() { return this.mail.sendQuestion; }
  get pending() { return this.mail.pending; }
  setPreviewWidth(width: 'phone' | 'desktop'): void { this.mail.setPreviewWidth(width); }
  setTestTo(to: string): void { this.mail.setTestTo(to); }
  showPreview(): Promise<boolean> { return this.mail.showPreview(); }
  closePreview(): void { this.mail.closePreview(); }
  sendTest(): Promise<boolean> { return this.mail.sendTest(); }
  askSend(): Promise<boolean> { return this.mail.askSend(); }
  cancelSend(): void { this.mail.cancelSend(); }
  confirmSend(): Promise<boolean> { return this.mail.confirmSend(); }

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
    this.found = new Resource(() =>
      this.session.guard(async () => {
        if (query === '') {
          const { items } = await listArticles(api, { locale: edition, page: 1, pageSize: PICKER_SIZE });
          return items.map((article) => ({ _id: article._id, title: article.data[edition]?.title ?? '', standfirst: article.data[edition]?.description ?? '', path: `/${edition}/${article.slug}` }));
        }
        const { items } = await search(api, { query, locale: edition, page: 1, pageSize: PICKER_SIZE });
        return items.filter((hit) => hit.kind === 'article').map((hit) => ({ _id: hit._id, title: hit.title, standfirst: hit.excerpt, path: `/${edition}/${hit.slug}` }));
      }),
    );
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
    if (this.sent) return Promise.resolve(false);
    const { api } = this.deps;
    const calls = {
      create: async (key: string, first: IssueTexts & { edition: Locale }) => (await createNewsletterIssue(api, first, key)).issue,
      save: async (id: string, version: number, { edition: _edition, ...texts }: IssueTexts & { edition: Locale }) => (await saveNewsletterIssue(api, id, version, texts)).issue,
    };
    return this.session.save(
      async (issue) => {
        try {
          return await this.createKey.write(issue, this.session.baseVersion, { edition: this.edition, ...textsOf(this.values) }, calls);
        } catch (error) {
          // Another editor sent the issue while this one changed it: the screen shows it as it went (read only), and
          // says that these changes were not in it.
          if (isVersionConflict(error, ISSUE_ERRORS.alreadySent)) await this.sentMeanwhile();
          throw error;
        }
      },
      () => undefined,
      'saved',
      'created',
    );
  }

  private async sentMeanwhile(): Promise<void> {
    const issue = await this.latest();
    runInAction(() => this.session.take(issue, true));
  }

  /** The conflict: drop what I typed, take their issue into the form. */
  keepTheirs(): void {
    this.session.keepTheirs();
  }

  /** The conflict: save mine over theirs, having seen them (as a save from their version). */
  saveMine(): Promise<boolean> {
    return this.session.adoptTheirs() ? this.save() : Promise.resolve(false);
  }
}
