import { makeAutoObservable, runInAction } from 'mobx';
import type { ArticleRevision, ArticleRevisionSummary } from '../../../contracts/adminArticles';
import { getArticleRevision, listArticleRevisions, restoreArticleRevision } from '../../api/adminArticles';
import type { ArticleEditorStore } from './ArticleEditorStore';
import { Resource } from '../../lib/Resource';
import type { DeskDeps } from './deskDeps';
import { deskCallFailed, reloadDesk, type DeskError } from './EditSession';
import { revisionDiff, type FieldDiff } from './revisionDiff';

/**
 * An article's history on the desk (docs/decisions/070): its revisions, newest first, with who saved each and when;
 * one chosen and compared with the revision before it; and a restore, which makes it the working copy as a new
 * revision (the server never rewrites history). The article's own session shows the restore's busy state,
 * refusals and conflicts, as it does a save's.
 */
export class ArticleHistoryStore {
  /** The history is shown (it loads when first opened, and again each time). */
  open = false;
  /** The revision compared, and the one before it (null for the first). */
  shown: { readonly revision: ArticleRevision; readonly previous: ArticleRevision | null } | null = null;
  /** The number being fetched to compare. */
  opening: number | null = null;
  error: DeskError | null = null;
  /** The last restore: the revision brought back and the new one it made. */
  restored: { readonly from: number; readonly as: number } | null = null;

  /** The revisions as the server last listed them. */
  private readonly list: Resource<ArticleRevisionSummary[]>;

  constructor(
    private readonly deps: DeskDeps,
    private readonly editor: ArticleEditorStore,
  ) {
    this.list = new Resource(async () => (await listArticleRevisions(deps.api, editor.id ?? '')).revisions);
    makeAutoObservable<this, 'deps' | 'editor' | 'list'>(this, { deps: false, editor: false, list: false }, { autoBind: true });
  }

  /** What changed in the revision shown, field by field. */
  get diff(): FieldDiff[] {
    const shown = this.shown;
    return shown ? revisionDiff(shown.previous?.article ?? null, shown.revision.article) : [];
  }

  get live(): ArticleRevisionSummary | undefined {
    return this.revisions.find((revision) => revision.live);
  }

  toggle(): Promise<void> {
    this.open = !this.open;
    if (!this.open) {
      this.shown = null;
      return Promise.resolve();
    }
    return this.load();
  }

  get status() {
    return this.list.status;
  }

  /** Newest first; what was last read stays while a new read fails. */
  get revisions(): readonly ArticleRevisionSummary[] {
    return this.list.data ?? [];
  }

  async load(): Promise<void> {
    if (this.editor.id === null) return;
    const error = await reloadDesk(this.deps, this.list);
    runInAction(() => (this.error = error));
  }

  /** Shows revision `number` against the one before it. */
  async show(number: number): Promise<void> {
    const id = this.editor.id;
    if (id === null) return;
    this.opening = number;
    try {
      const before = this.revisions.some((revision) => revision.number === number - 1);
      const [{ revision }, previous] = await Promise.all([
        getArticleRevision(this.deps.api, id, number),
        before ? getArticleRevision(this.deps.api, id, number - 1).then((answer) => answer.revision) : Promise.resolve(null),
      ]);
      runInAction(() => {
        this.shown = { revision, previous };
        this.error = null;
      });
    } catch (error) {
      runInAction(() => (this.error = deskCallFailed(this.deps, error)));
    } finally {
      runInAction(() => (this.opening = null));
    }
  }

  close(): void {
    this.shown = null;
  }

  /**
   * Makes revision `number` the working copy (a new revision); what was typed and not saved gives way to it. A
   * published story's readers keep their page until an editor updates it.
   */
  async restore(number: number): Promise<boolean> {
    const id = this.editor.id;
    const session = this.editor.session;
    if (id === null) return false;
    const done = await session.run(async () => {
      const { article } = await restoreArticleRevision(this.deps.api, id, { version: session.baseVersion ?? 1, number });
      runInAction(() => {
        session.cancelAutosave();
        session.take(article);
        session.dropCopy();
        session.attempted = false;
        session.success = 'restoredRevision';
      });
    });
    if (!done) return false;
    await this.load();
    runInAction(() => {
      this.restored = { from: number, as: this.revisions[0]?.number ?? number };
      this.shown = null;
    });
    return true;
  }
}
