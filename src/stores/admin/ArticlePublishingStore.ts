import { makeAutoObservable, runInAction } from 'mobx';
import { ADMIN_ARTICLE_ERRORS } from '../../../contracts/adminArticles';
import { deleteAdminArticle, setAdminArticleStatus } from '../../api/adminArticles';
import { publishProblems } from './articleValues';
import type { ArticleEditorStore } from './ArticleEditorStore';
import type { DeskDeps } from './deskDeps';

/**
 * Where an article stands for readers: published now, scheduled, taken back to a draft, or deleted. Unsaved work
 * is saved first (by hand, a revision); the busy state, refusals and conflicts are the editor's session's.
 */
export class ArticlePublishingStore {
  /** Set once the article is deleted (the screen goes back to the list). */
  deleted = false;

  constructor(
    private readonly deps: DeskDeps,
    private readonly editor: ArticleEditorStore,
  ) {
    makeAutoObservable<this, 'deps' | 'editor'>(this, { deps: false, editor: false }, { autoBind: true });
  }

  /** Publishes now. On a published story this is "Update live page": readers get the pending revision. */
  publish(): Promise<boolean> { return this.changeStatus('published'); }
  unpublish(): Promise<boolean> { return this.changeStatus('draft'); }

  /** Schedules for `publishAt` (an ISO time), which must be in the future. */
  schedule(publishAt: string): Promise<boolean> {
    const at = Date.parse(publishAt);
    if (Number.isNaN(at) || at <= this.deps.clock()) return Promise.resolve(this.editor.session.refuse({ kind: 'server', message: ADMIN_ARTICLE_ERRORS.scheduleInPast, field: 'publishAt' }, 'publish'));
    return this.changeStatus('scheduled', new Date(at).toISOString());
  }

  private async changeStatus(status: 'published' | 'scheduled' | 'draft', publishAt?: string): Promise<boolean> {
    const editor = this.editor;
    const session = editor.session;
    editor.conflictPlace = 'actions';
    const wasLive = editor.article?.status === 'published';
    if (status !== 'draft' && publishProblems(editor.values).length > 0) return session.refuse({ kind: 'invalid' }, 'publish');
    if ((editor.dirty || editor.id === null) && (!(await editor.save()) || editor.id === null)) return false;
    const change = { version: session.baseVersion ?? 1, status, ...(publishAt ? { publishAt } : {}) };
    return session.run(async () => {
      const { article } = await setAdminArticleStatus(this.deps.api, editor.id ?? '', change);
      runInAction(() => {
        session.attempted = false;
        session.take(article);
        session.success = status === 'published' ? (wasLive ? 'updatedLive' : 'published') : status === 'scheduled' ? 'scheduled' : 'unpublished';
      });
    });
  }

  /** Deletes the article (the screen asked for confirmation); the local copy goes with it. */
  async remove(): Promise<boolean> {
    const session = this.editor.session;
    const article = this.editor.article;
    const deleted = !article || (await session.run(() => deleteAdminArticle(this.deps.api, article._id, article.version).then(() => undefined)));
    runInAction(() => {
      if (!deleted) return;
      session.cancelAutosave();
      session.dropCopy();
      this.deleted = true;
      if (article) session.success = 'deleted';
    });
    return deleted;
  }
}
