import { makeAutoObservable, runInAction } from 'mobx';
import { ISSUE_ERRORS, type NewsletterIssue } from '../../../contracts/adminNewsletters';
import { previewNewsletterIssue, sendNewsletterIssue, testNewsletterIssue } from '../../api/adminNewsletters';
import { ApiFailure } from '../../api/client';
import { Resource } from '../../lib/Resource';
import type { DeskDeps } from './deskDeps';
import { deskFailure, type DeskError } from './EditSession';
import type { IssueEditorStore } from './IssueEditorStore';
import { addressProblem } from './issueValues';

/** The mail as a subscriber will read it, and to how many confirmed subscribers it goes. */
export interface IssuePreview {
  readonly subject: string;
  readonly text: string;
  readonly recipients: number;
}

/**
 * A newsletter issue's mail (issue 25 item 6): as subscribers will read it, a test copy to an editor's address, and
 * the send to the edition's confirmed subscribers after a question that names them. Each works on the issue as
 * saved (unsaved changes are saved first); the busy state, refusals and failures are the editor's session's.
 */
export class IssueMailStore {
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
  /** One key per send (kept across its retries) and per test copy's address: the server acts on each once. */
  private sendKey: string | null = null;
  private testKey: { readonly to: string; readonly key: string } | null = null;

  constructor(
    private readonly deps: DeskDeps,
    private readonly editor: IssueEditorStore,
    editorEmail: string,
  ) {
    this.testTo = editorEmail;
    makeAutoObservable<this, 'deps' | 'editor' | 'sendKey' | 'testKey'>(this, { deps: false, editor: false, sendKey: false, testKey: false }, { autoBind: true });
  }

  private newId(): string {
    return (this.deps.newId ?? (() => crypto.randomUUID()))();
  }

  /** Saved as it is now: unsaved changes (or a new issue) are saved first. */
  private async savedFirst(): Promise<NewsletterIssue | null> {
    if (this.editor.issue && !this.editor.dirty) return this.editor.issue;
    return (await this.editor.save()) ? this.editor.issue : null;
  }

  setPreviewWidth(width: 'phone' | 'desktop'): void {
    this.previewWidth = width;
  }

  /** The mail as subscribers will read it, from the server (unsaved changes saved first). */
  showPreview(): Promise<boolean> {
    return this.pendingWith('preview', async (issue) => {
      const preview = new Resource(() => this.editor.session.guard(() => previewNewsletterIssue(this.deps.api, issue._id)));
      runInAction(() => (this.preview = preview));
      await preview.load();
      return preview.status === 'ready';
    });
  }

  closePreview(): void {
    this.preview = null;
  }

  setTestTo(to: string): void {
    this.testTo = to;
  }

  /** One copy to the address given, its subject marked as a test; the issue stays a draft. */
  sendTest(): Promise<boolean> {
    if (this.pending || this.editor.sent) return Promise.resolve(false);
    this.tried = 'test';
    const to = this.testTo.trim();
    if (addressProblem(to) || this.editor.values.stories.length === 0) return Promise.resolve(this.editor.session.refuse({ kind: 'invalid' }));
    return this.pendingWith('test', (issue) => {
      if (this.testKey?.to !== to) this.testKey = { to, key: this.newId() };
      const key = this.testKey.key;
      return this.editor.session.run(async () => {
        try {
          await testNewsletterIssue(this.deps.api, issue._id, to, key);
        } catch (error) {
          // Refused (not lost on the way): the next try is a new request.
          if (error instanceof ApiFailure && error.status >= 400 && error.status < 500) this.testKey = null;
          throw error;
        }
        runInAction(() => {
          this.testKey = null;
          this.tried = null;
          this.testedTo = to;
          this.editor.session.answered();
          this.editor.session.success = 'testSent';
        });
      });
    });
  }

  /**
   * Asks before sending: unsaved changes are saved, and the question names the edition and how many confirmed
   * subscribers the issue goes to now.
   */
  askSend(): Promise<boolean> {
    if (this.pending || this.editor.sent) return Promise.resolve(false);
    this.tried = 'send';
    if (this.editor.values.stories.length === 0) return Promise.resolve(this.editor.session.refuse({ kind: 'invalid' }));
    return this.pendingWith('ask', async (issue) => {
      const { recipients } = await previewNewsletterIssue(this.deps.api, issue._id);
      runInAction(() => {
        this.tried = null;
        this.sendQuestion = { recipients, error: null };
      });
      return true;
    });
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
    const issue = this.editor.issue;
    if (!question || !issue || this.pending) return false;
    this.pending = 'send';
    this.sendKey ??= this.newId();
    try {
      const answer = await sendNewsletterIssue(this.deps.api, issue._id, this.sendKey);
      runInAction(() => {
        this.sendKey = null;
        this.editor.session.take(answer.issue);
        this.editor.session.dropCopy();
        this.editor.session.answered();
        this.editor.session.success = 'sent';
        this.sendQuestion = null;
        this.preview = null;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        const failure = deskFailure(error, ISSUE_ERRORS.issueNotFound);
        if (failure.kind === 'sessionExpired') {
          this.sendQuestion = null;
          this.editor.session.endSession();
        } else this.sendQuestion = { ...question, error: failure };
      });
      return false;
    } finally {
      runInAction(() => (this.pending = null));
    }
  }

  /**
   * One of the mail's calls, on the issue saved as it is now (unsaved changes saved first): one at a time, `pending`
   * meanwhile, its failure said.
   */
  private async pendingWith(kind: 'preview' | 'test' | 'ask', work: (issue: NewsletterIssue) => Promise<boolean>): Promise<boolean> {
    if (this.pending) return false;
    this.pending = kind;
    try {
      const issue = await this.savedFirst();
      return issue !== null && (await work(issue));
    } catch (error) {
      runInAction(() => this.editor.session.fail(error));
      return false;
    } finally {
      runInAction(() => (this.pending = null));
    }
  }
}
