import { makeAutoObservable } from 'mobx';
import type { Author, Category } from '../../../contracts/content';
import { getAuthors, getCategories } from '../../api/content';
import { Resource } from '../../lib/Resource';
import type { RootStore } from '../RootStore';
import { ArticleEditorStore } from './ArticleEditorStore';
import { ArticlesListStore } from './ArticlesListStore';
import { CommercialDeskStore } from './CommercialDeskStore';
import type { DeskDeps } from './deskDeps';

/**
 * The editors' desk, made when /admin mounts (never part of the reader's RootStore, so none of it reaches a
 * reader's bundle). It holds the articles list, the sections and authors the forms choose from, the article
 * open in the editor, and the guard that asks before leaving unsaved work.
 */
export class AdminDeskStore {
  readonly deps: DeskDeps;
  readonly articles: ArticlesListStore;
  readonly commercial: CommercialDeskStore;
  readonly categories: Resource<readonly Category[]>;
  readonly authors: Resource<readonly Author[]>;
  editor: ArticleEditorStore | null = null;
  /** Where the editor wanted to go while the open article had unsaved changes; the screen asks first. */
  pendingLeave: string | null = null;

  constructor(root: RootStore, overrides: Partial<DeskDeps> = {}) {
    this.deps = {
      api: root.api,
      storage: root.storage,
      storagePrefix: root.keys.deskArticle,
      clock: root.clock,
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer),
      sessionExpired: () => root.admin.expireSession(),
      ...overrides,
    };
    const { api } = this.deps;
    this.articles = new ArticlesListStore(this.deps);
    this.commercial = new CommercialDeskStore(this.deps);
    this.categories = new Resource(async () => (await getCategories(api)).categories.filter((category) => category.kind === 'articles'));
    this.authors = new Resource(async () => (await getAuthors(api)).authors);
    makeAutoObservable<this, 'deps'>(this, { deps: false, articles: false, commercial: false, categories: false, authors: false }, { autoBind: true });
  }

  /** Opens an article (or a new one, id null) in the editor, loading the choices its settings need. */
  async open(id: string | null): Promise<ArticleEditorStore> {
    this.editor?.dispose();
    const editor = new ArticleEditorStore(this.deps, id);
    this.editor = editor;
    await Promise.all([this.categories.load(), this.authors.load()]);
    await editor.load({
      category: this.categories.data?.[0]?._id ?? '',
      authorId: this.authors.data?.[0]?._id ?? '',
    });
    return editor;
  }

  /** A page that takes over an open editor (a new article's first save moves it to its own address). */
  adopt(editor: ArticleEditorStore): void {
    this.editor = editor;
  }

  close(editor: ArticleEditorStore): void {
    editor.dispose();
    if (this.editor === editor) this.editor = null;
    // What it saved, published or deleted shows in the list next time.
    void this.articles.refresh();
  }

  /** True when leaving is fine now; otherwise the screen asks (pendingLeave) and leaves on confirmLeave. */
  requestLeave(href: string): boolean {
    if (!this.editor?.dirty) return true;
    this.pendingLeave = href;
    return false;
  }

  /** The editor chose to leave anyway: the target, and the work stays in the local copy. */
  confirmLeave(): string | null {
    const href = this.pendingLeave;
    this.pendingLeave = null;
    return href;
  }

  stay(): void {
    this.pendingLeave = null;
  }
}
