import { makeAutoObservable, runInAction } from 'mobx';
import { integer, nullable } from 'superstruct';
import {
  ADMIN_ARTICLE_ERRORS,
  ArticleInput,
  editionState,
  publishedEditions,
  setAdminArticleStatus,
  type AdminArticle,
  type ArticleLocaleText,
  type EditionState,
} from '../../../contracts/adminArticles';
import { mapLocales, type DeskRole, type Locale } from '../../../contracts/common';
import { createAdminArticle, getAdminArticle, saveAdminArticle } from '../../api/adminArticles';
import { ARTICLE_FIELDS, blankInput, inputOf, saveProblems, shownProblems, withCover, withTopic, type FieldDifference, type FieldPath, type Problem, type TextField } from './articleValues';
import { suggestAlias } from './aliasSuggestion';
import { ArticleHistoryStore } from './ArticleHistoryStore';
import { ArticlePreviewStore } from './ArticlePreviewStore';
import { ArticlePublishingStore } from './ArticlePublishingStore';
import { ArticleScriptsStore } from './ArticleScriptsStore';
import { ArticleSeoStore } from './ArticleSeoStore';
import { CreateKey } from './CreateKey';
import type { DeskDeps } from './deskDeps';
import { BodyMediaStore } from './BodyMediaStore';
import { EditSession, problemFor, type SaveState } from './EditSession';
import type { MediaChoice } from './MediaChooserStore';
import { PictureUpload } from './pictureUpload';

/** How long after the first unsaved change the server gets an autosave; typing on keeps it coming this often. */
export const AUTOSAVE_MS = 4000;

/**
 * What happened last, for the status message (SPEC §3 success). 'savedPending': saved, and readers keep the live
 * page until 'updatedLive'; 'restoredRevision': a revision is the working copy again.
 */
export type EditorSuccess =
  | 'saved'
  | 'savedPending'
  | 'created'
  | 'published'
  | 'updatedLive'
  | 'scheduled'
  | 'unpublished'
  | 'deleted'
  | 'restoredRevision'
  | 'reviewed';

/** Where the editor was when someone else's save was met: the conflict view opens there (and takes focus). */
export type ConflictPlace = 'actions' | 'top';

/**
 * One article on the desk: its settings and its texts per language, checked as they are typed; created and saved.
 * Never losing the work is its EditSession's; publishing and deleting, the Chinese scripts and the history are
 * the stores it composes.
 */
export class ArticleEditorStore {
  readonly session: EditSession<ArticleInput, number | null, { readonly field: FieldPath }, AdminArticle, EditorSuccess>;
  readonly picture: PictureUpload;
  readonly history: ArticleHistoryStore;
  readonly scripts: ArticleScriptsStore;
  readonly publishing: ArticlePublishingStore;
  /** The search and sharing fields of each language, and what results and share cards will show. */
  readonly seo: ArticleSeoStore;
  /** The pictures the body's picture and gallery blocks take in (upload now, the media library later). */
  readonly bodyMedia: BodyMediaStore;
  /** The real reader's page of the saved copy, by a private link that expires (docs/decisions/105). */
  readonly preview: ArticlePreviewStore;
  /** An alias is being made from the title (pinyin loads on first use). */
  suggesting = false;
  /** The action bar's Save or Publish was pressed ('actions'), or the autosave ran ('top'). */
  conflictPlace: ConflictPlace = 'top';
  /** The create's idempotency key: one per create, kept while a try's answer is unknown. */
  private readonly createKey: CreateKey<ArticleInput>;

  constructor(
    private readonly deps: DeskDeps,
    /** The article's id, or null for a new one (until its first save). */
    public id: string | null,
    /** Whether the signed-in role may do what needs `least` (the desk's session; tests may leave it out). */
    private readonly may: (least: DeskRole) => boolean = () => true,
  ) {
    this.session = new EditSession(
      deps,
      {
        // A new article's copy is kept under 'new' until its first save gives it an id.
        key: () => deps.copyKey('article', this.article?._id ?? this.id),
        values: ArticleInput,
        baseVersion: nullable(integer()),
        valuesOf: inputOf,
        versionOf: (article) => article.version,
        conflict: { message: ADMIN_ARTICLE_ERRORS.versionConflict, latest: async () => (await getAdminArticle(deps.api, this.id ?? '')).article },
        keep: 'always',
        fields: () => ARTICLE_FIELDS,
        valid: () => this.problems.length === 0,
        // A new article is kept only on this device until its first save by hand gives it an alias and a page.
        autosave: {
          ms: AUTOSAVE_MS,
          when: () => this.id !== null && this.mayChange && saveProblems(this.values).length === 0,
          run: () => {
            this.conflictPlace = 'top';
            return this.session.send(() => this.write(false)).then(() => undefined);
          },
        },
      },
      { values: blankInput(), baseVersion: null, loadStatus: 'loading' },
    );
    this.picture = new PictureUpload(deps, this.session);
    this.history = new ArticleHistoryStore(deps, this);
    this.scripts = new ArticleScriptsStore(this);
    this.publishing = new ArticlePublishingStore(deps, this);
    this.seo = new ArticleSeoStore(deps, this);
    this.bodyMedia = new BodyMediaStore(deps, this);
    this.preview = new ArticlePreviewStore(deps, this);
    this.createKey = new CreateKey(deps.newId ?? (() => crypto.randomUUID()));
    makeAutoObservable<this, 'deps' | 'createKey' | 'may'>(this, { deps: false, createKey: false, may: false, session: false, picture: false, history: false, scripts: false, publishing: false, seo: false, bodyMedia: false, preview: false }, { autoBind: true });
  }

  // What the screen and the tests read of the session.
  get article() { return this.session.server; }
  get values() { return this.session.values; }
  get loadStatus() { return this.session.loadStatus; }
  get error() { return this.session.error; }
  get success() { return this.session.success; }
  get updating() { return this.session.updating; }
  get autosaving() { return this.session.autosaving; }
  get attempted() { return this.session.attempted; }
  get conflict() { return this.session.conflict; }
  get restoreOffer() { return this.session.restoreOffer; }
  get dirty() { return this.session.dirty; }
  get upload() { return this.picture.progress; }
  get uploadPercent() { return this.picture.percent; }
  get differences() { return this.session.differences as FieldDifference[]; }

  /** The role publishes, schedules, unpublishes and deletes: a contributor's editor has none of those controls. */
  get mayPublish(): boolean { return this.may(setAdminArticleStatus.role); }

  /**
   * The role may save this article: an editor always, a contributor while it is a draft (theirs: the API opens no
   * other to them). Once an editor schedules or publishes it, it is read only to its contributor.
   */
  get mayChange(): boolean { return this.mayPublish || (this.article?.status ?? 'draft') === 'draft'; }

  get saveState(): SaveState | 'new' {
    const state = this.session.saveState;
    // A new article nothing has been written in: there is nothing saved to speak of yet.
    return state === 'saved' && this.article === null ? 'new' : state;
  }

  /** Where each language stands (empty, started, complete), and the editions a publish puts out now. */
  get editionStates(): Record<Locale, EditionState> { return mapLocales((locale) => editionState(this.values.data[locale])); }
  get editions(): Locale[] { return publishedEditions(this.values); }

  /** The messages under fields: limits and the alias at once, what a save or publish needs once it was tried. */
  get problems(): Problem[] {
    return shownProblems(this.values, this.session.attempted);
  }

  problemFor(field: FieldPath): Problem | undefined { return problemFor(this.problems, field); }

  /** Published, with saved changes readers do not see yet (or changes not saved): "Update live page" puts them out. */
  get pendingUpdate(): boolean { return this.article?.status === 'published' && (this.article.pendingUpdate === true || this.dirty); }

  /** Fills the alias from the title (pinyin for a Chinese one); the editor may change it. False when there is no title. */
  async suggestAlias(): Promise<boolean> {
    this.suggesting = true;
    try {
      const alias = await suggestAlias(this.values);
      if (alias !== '') runInAction(() => this.setSetting('alias', alias));
      return alias !== '';
    } catch {
      runInAction(() => (this.session.error = { kind: 'offline' }));
      return false;
    } finally {
      runInAction(() => (this.suggesting = false));
    }
  }

  /**
   * Loads the article (or starts a new one with the given section and author); a copy written under an expired
   * session comes back at once, any other newer than the server's is offered.
   */
  load(defaults: { category: string; authorId: string } = { category: '', authorId: '' }): Promise<void> {
    const id = this.id;
    const fetch = id === null ? null : async () => (await getAdminArticle(this.deps.api, id)).article;
    return this.session.open(fetch, (article) => Date.parse(article.updatedAt), blankInput(defaults.category, defaults.authorId));
  }

  // The copy found on this device, brought back or dropped; someone's save met, kept or saved over knowingly.
  restore(): void { this.session.restore(); }
  discardLocal(): void { this.session.discard(); }
  keepTheirs(): void { this.session.keepTheirs(); }
  saveMine(): Promise<boolean> { return this.session.adoptTheirs() ? this.save() : Promise.resolve(false); }

  setSetting<K extends 'alias' | 'category' | 'subcategory' | 'authorId' | 'image'>(name: K, value: ArticleInput[K]): void {
    const next = { ...this.values, [name]: value };
    // A subsection belongs to its section: choosing another section clears it.
    if (name === 'category' && value !== this.values.category) next.subcategory = null;
    this.session.change(next);
  }

  /** A picture chosen from the media library as the cover, with its texts (withCover). */
  chooseCover(choice: Pick<MediaChoice, 'image' | 'alt' | 'credit'>): void {
    this.session.change(withCover(this.values, choice));
  }

  /** Chooses or drops a topic: up to ARTICLE_LIMITS.topics (the picker offers no more once that many are chosen). */
  toggleTopic(id: string): void {
    this.session.change(withTopic(this.values, id));
  }

  setText(locale: Locale, field: TextField, value: string): void {
    const text: ArticleLocaleText = { ...this.values.data[locale], [field]: value };
    this.session.change({ ...this.values, data: { ...this.values.data, [locale]: text } });
  }

  /**
   * Saves by hand: a revision. A published story's readers keep the live page until an editor updates it; marks of
   * conversions stay until an editor confirms them (confirmReview). A new story needs all it shows; a saved one only
   * what a save does.
   */
  save(): Promise<boolean> {
    this.conflictPlace = 'actions';
    const valid = () => saveProblems(this.values).length === 0 && (this.id !== null || this.problems.length === 0);
    const saved = (): EditorSuccess => (this.article?.pendingUpdate ? 'savedPending' : 'saved');
    return this.session.save(() => this.write(true), (article) => (this.id = article._id), saved, 'created', valid);
  }

  /** The values sent, by hand (a revision) or by the autosave: made (the first time) or saved. */
  private write(byHand: boolean): Promise<AdminArticle> {
    const { api } = this.deps;
    const save = async (id: string, version: number, article: ArticleInput) => (await saveAdminArticle(api, id, { version, byHand, article })).article;
    const create = async (key: string, article: ArticleInput) => (await createAdminArticle(api, article, key)).article;
    const sent = this.values;
    return this.id ? save(this.id, this.session.baseVersion ?? 1, sent) : this.createKey.create(sent, create, (made) => save(made._id, made.version, sent));
  }

  /** A cover picture: type and size checked here, then uploaded with its progress. */
  uploadImage(file: File): Promise<boolean> { return this.picture.send(file, (image) => this.setSetting('image', image)); }

  /** The screen leaves: no autosave fires after it, the local copy stays. */
  dispose(): void { this.session.cancelAutosave(); }
}
