import { makeAutoObservable } from 'mobx';
import type { Author, Category, Topic } from '../../../contracts/content';
import { getAuthors, getCategories, getTopics } from '../../api/content';
import type { DeskRole } from '../../../contracts/common';
import { Resource } from '../../lib/Resource';
import { deskCopyKey } from '../../lib/storage';
import type { SaveFile } from '../../lib/saveFile';
import type { AdminStore } from '../AdminStore';
import type { Services } from '../services';
import { AdminPollsStore } from './AdminPollsStore';
import { ArticleEditorStore } from './ArticleEditorStore';
import { ArticlesListStore } from './ArticlesListStore';
import { CommentsModerationStore } from './CommentsModerationStore';
import { FrontPageStore } from './FrontPageStore';
import { HeaderHomeStore } from './HeaderHomeStore';
import { InboxStore } from './InboxStore';
import { NewsletterIssuesStore } from './NewsletterIssuesStore';
import { CommercialDeskStore } from './CommercialDeskStore';
import type { DeskDeps } from './deskDeps';
import { SectionsStore } from './SectionsStore';
import { SubscribersStore } from './SubscribersStore';
import { MediaChooserStore } from './MediaChooserStore';
import { MediaLibraryStore } from './MediaLibraryStore';
import { ReadersStore } from './ReadersStore';
import { PostsStore } from './PostsStore';
import { placeRole } from './deskPlaces';
import { TeamStore } from './TeamStore';
import { TopicsStore } from './TopicsStore';
import { WritersStore } from './WritersStore';
import { MultimediaDeskStore } from './MultimediaDeskStore';

/**
 * The editors' desk, made when /admin mounts (never part of the reader's RootStore, so none of it reaches a
 * reader's bundle). It holds the articles list, the sections, authors and topics the forms choose from, the article
 * open in the editor, and the guard that asks before leaving unsaved work.
 */
export class AdminDeskStore {
  readonly deps: DeskDeps;
  private readonly account: AdminStore;
  readonly articles: ArticlesListStore;
  /** The latest comments across the site, to hide, show again or delete. */
  readonly comments: CommentsModerationStore;
  readonly polls: AdminPollsStore;
  /** What readers send the editors: contact messages and contributions. */
  readonly inbox: InboxStore;
  /** Who receives each edition's newsletter. */
  readonly subscribers: SubscribersStore;
  /** Readers' accounts: verified by hand, blocked with a reason. */
  readonly readers: ReadersStore;
  /** Every picture and sound: uploaded, described per language, credited, replaced, found where used. */
  readonly media: MediaLibraryStore;
  /** Readers' posts: hidden with a reason, published again, featured. */
  readonly posts: PostsStore;
  /** /admin/multimedia: the videos and galleries of the multimedia pages, and the one being edited. */
  readonly multimedia: MultimediaDeskStore;
  /** /admin/writers: the readers' bylines — names, bios, portraits — and the writer being edited. */
  readonly writers: WritersStore;
  /** /admin/topics: the vocabulary the article editor's TopicPicker chooses from (it reads it again after a change). */
  readonly topicsDesk: TopicsStore;
  /** Each edition's newsletter issues: composed, tried, sent, and the record of what went to how many. */
  readonly issues: NewsletterIssuesStore;
  readonly commercial: CommercialDeskStore;
  readonly categories: Resource<readonly Category[]>;
  readonly authors: Resource<readonly Author[]>;
  readonly topics: Resource<readonly Topic[]>;
  /** "Header & home": the general and main pages (banner, promo link, audio). */
  readonly headerHome: HeaderHomeStore;
  /** "Front page": each edition's lead and the stories under it, as editors choose them. */
  readonly front: FrontPageStore;
  /** The sections' fronts opened so far, by section id (docs/decisions/102): each keeps its work as the home's does. */
  private readonly sectionFronts = new Map<string, FrontPageStore>();
  /** /admin/sections: the tree the articles' section pickers choose from (they read it again after each change). */
  readonly sections: SectionsStore;
  /** /admin/team: who is on the desk and in which role (administrators). */
  readonly team: TeamStore;
  editor: ArticleEditorStore | null = null;
  /** Where the editor wanted to go while the open article had unsaved changes; the screen asks first. */
  pendingLeave: string | null = null;

  constructor(root: Services & { readonly admin: AdminStore; readonly saveFile: SaveFile }, overrides: Partial<DeskDeps> = {}) {
    // The desk belongs to the session it was opened in (AdminApp builds one per sign-in).
    const session = root.admin.data?.token;
    this.deps = {
      api: root.api,
      storage: root.storage,
      copyKey: (document, id) => deskCopyKey(root.keys, document, id),
      clock: root.clock,
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer),
      sessionExpired: () => root.admin.expireSession(session),
      ...overrides,
    };
    const { api } = this.deps;
    this.articles = new ArticlesListStore(this.deps);
    this.commercial = new CommercialDeskStore(this.deps);
    this.headerHome = new HeaderHomeStore(this.deps);
    this.front = new FrontPageStore(this.deps);
    this.comments = new CommentsModerationStore(this.deps);
    this.polls = new AdminPollsStore(this.deps);
    this.inbox = new InboxStore(this.deps, (href) => root.navigation.load(href));
    this.subscribers = new SubscribersStore(this.deps, root.saveFile);
    this.readers = new ReadersStore(this.deps);
    this.media = new MediaLibraryStore(this.deps);
    this.posts = new PostsStore(this.deps);
    this.multimedia = new MultimediaDeskStore(this.deps);
    this.issues = new NewsletterIssuesStore(this.deps, () => root.admin.data?.admin.email ?? '');
    this.categories = new Resource(async () => (await getCategories(api)).categories.filter((category) => category.kind === 'articles'));
    this.authors = new Resource(async () => (await getAuthors(api)).authors);
    this.topics = new Resource(async () => (await getTopics(api)).topics);
    // Only a list already asked for is read again: one that was never loaded will be read fresh when it is.
    this.sections = new SectionsStore(this.deps, () => {
      if (this.categories.status !== 'idle') void this.categories.load(true);
      this.multimedia.sectionsChanged();
    });
    // Like the sections: the article editor's choices are read again, if they were ever read.
    this.writers = new WritersStore(this.deps, () => {
      if (this.authors.status !== 'idle') void this.authors.load(true);
    });
    this.topicsDesk = new TopicsStore(this.deps, () => {
      if (this.topics.status !== 'idle') void this.topics.load(true);
    });
    this.team = new TeamStore(this.deps, root.admin);
    this.account = root.admin;
    makeAutoObservable<this, 'deps' | 'account' | 'sectionFronts'>(this, { deps: false, account: false, sectionFronts: false, team: false, articles: false, commercial: false, headerHome: false, front: false, comments: false, inbox: false, subscribers: false, readers: false, media: false, posts: false, multimedia: false, writers: false, topicsDesk: false, issues: false, polls: false, sections: false, categories: false, authors: false, topics: false }, { autoBind: true });
  }

  /** Whether the signed-in editor's role may do what needs `least` (an endpoint's contract `role`). */
  may(least: DeskRole): boolean {
    return this.account.may(least);
  }

  /**
   * Whether the desk screen at `path` is the signed-in role's (src/stores/admin/deskPlaces.ts): the navigation
   * shows only those, and any other address answers that the role does not reach it.
   */
  mayOpen(path: string): boolean {
    return this.may(placeRole(path));
  }

  /** A fresh "choose from the media library" search (a cover picture, a picture in a story's text, a film's file). */
  mediaChooser(kind: 'picture' | 'video' = 'picture'): MediaChooserStore {
    return new MediaChooserStore(this.deps, kind);
  }

  /** Opens an article (or a new one, id null) in the editor, loading the choices its settings need. */
  async open(id: string | null): Promise<ArticleEditorStore> {
    this.editor?.dispose();
    const editor = new ArticleEditorStore(this.deps, id, (least) => this.may(least));
    // The body's picture and gallery blocks choose from the library through the desk's one chooser.
    editor.bodyMedia.useLibrary(this.mediaChooser());
    this.editor = editor;
    // The topics are a choice, not a need: an article opens without them (the picker says they did not load).
    await Promise.all([this.categories.load(), this.authors.load(), this.topics.load()]);
    await editor.load({
      category: this.categories.data?.[0]?._id ?? '',
      authorId: this.authors.data?.find((author) => author.active !== false)?._id ?? '',
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

  /** A section's front (docs/decisions/102); null for the home page's. */
  frontOf(section: string | null): FrontPageStore {
    if (section === null) return this.front;
    let front = this.sectionFronts.get(section);
    if (!front) {
      front = new FrontPageStore(this.deps, section);
      this.sectionFronts.set(section, front);
    }
    return front;
  }

  /** True when leaving is fine now; otherwise the screen asks (pendingLeave) and leaves on confirmLeave. */
  requestLeave(href: string): boolean {
    const frontsDirty = this.front.dirty || [...this.sectionFronts.values()].some((front) => front.dirty);
    const editing = [this.editor, this.polls.editor, this.issues.editor, this.writers.editor, this.multimedia.editor].some((editor) => editor?.dirty ?? false);
    if (!editing && !this.headerHome.dirty && !frontsDirty) return true;
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
