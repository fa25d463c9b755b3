import { makeAutoObservable, runInAction } from 'mobx';
import { boolean, integer, nullable, number, object, optional } from 'superstruct';
import {
  ADMIN_ARTICLE_ERRORS,
  ARTICLE_LIMITS,
  ArticleInput,
  editionState,
  publishedEditions,
  type AdminArticle,
  type ArticleLocaleText,
  type EditionState,
} from '../../../contracts/adminArticles';
import type { ImageRef, Locale } from '../../../contracts/common';
import {
  createAdminArticle,
  deleteAdminArticle,
  getAdminArticle,
  saveAdminArticle,
  setAdminArticleStatus,
} from '../../api/adminArticles';
import { ApiFailure } from '../../api/client';
import type { UploadProgress } from '../../api/contact';
import { readStored, writeStored } from '../../lib/storage';
import {
  blankInput,
  COMPARED_FIELDS,
  fieldText,
  inputOf,
  publishProblems,
  sameInput,
  saveProblems,
  TEXT_FIELDS,
  type FieldPath,
  type Problem,
  type TextField,
} from './articleValues';
import { converterFrom, otherScript, type ChineseLocale } from './chineseScript';
import { CreateKey } from './CreateKey';
import type { DeskDeps } from './deskDeps';
import { pictureProblem, uploadPicture } from './pictureUpload';
import { isVersionConflict } from './versionConflict';

/** How long after the first unsaved change the server gets an autosave; typing on keeps it coming this often. */
export const AUTOSAVE_MS = 4000;

/** The local copy: every change, at once, with the version it was written on. */
const LocalCopy = object({
  values: ArticleInput,
  baseVersion: nullable(integer()),
  savedAt: number(),
  /** Written when the admin session ended under the editor: restored without asking after the sign-in. */
  sessionExpired: optional(boolean()),
});
type LocalCopy = typeof LocalCopy.TYPE;

/** What happened last, for the status message (SPEC §3 success). */
export type EditorSuccess = 'saved' | 'created' | 'published' | 'scheduled' | 'unpublished' | 'deleted' | 'restored' | 'restoredAfterSignIn' | 'keptTheirs';

/** What went wrong last (SPEC §3 error), said by the screen. */
export type EditorError =
  | { readonly kind: 'invalid' }
  | { readonly kind: 'offline' }
  | { readonly kind: 'sessionExpired' }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'server'; readonly message: string; readonly field?: string | undefined }
  | { readonly kind: 'imageType' }
  | { readonly kind: 'imageTooLarge' }
  | { readonly kind: 'conversionUnavailable' };

export type SaveState = 'new' | 'saved' | 'saving' | 'unsaved' | 'offline' | 'conflict';

export interface Conflict {
  readonly theirs: AdminArticle;
  readonly mine: ArticleInput;
}

export interface FieldDifference {
  readonly field: FieldPath;
  readonly theirs: string;
  readonly mine: string;
}

/**
 * One article on the desk: loading it, the editor's values per language, and never losing them — every change is
 * kept locally at once, autosaved to the server while unsaved, offered back after a reload, kept across an
 * expired session and across someone else's save (the conflict view lets the editor choose).
 */
export class ArticleEditorStore {
  loadStatus: 'loading' | 'ready' | 'error' = 'loading';
  /** The server's copy as last seen; null for a new article. */
  article: AdminArticle | null = null;
  values: ArticleInput;
  /** The version saves are sent with (a restored copy keeps the version it was written on). */
  baseVersion: number | null = null;
  // SPEC §3 admin state.
  updating = false;
  error: EditorError | null = null;
  success: EditorSuccess | null = null;
  /** Set after a save or publish was refused here: the required-field messages show from then on. */
  attempted: 'save' | 'publish' | null = null;
  autosaving = false;
  offline = false;
  conflict: Conflict | null = null;
  /** A local copy newer than the server's, waiting for the editor's restore or discard. */
  restoreOffer: LocalCopy | null = null;
  upload: UploadProgress | null = null;
  converting: ChineseLocale | null = null;
  /** Set once the article is deleted (the screen goes back to the list) or first created (it moves to its page). */
  deleted = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The create's idempotency key: one per create, kept while a try's answer is unknown. */
  private readonly createKey: CreateKey;

  constructor(
    private readonly deps: DeskDeps,
    /** The article's id, or null for a new one. */
    public id: string | null,
  ) {
    this.values = blankInput();
    this.createKey = new CreateKey(deps.newId ?? (() => crypto.randomUUID()));
    makeAutoObservable<this, 'deps' | 'timer' | 'createKey'>(this, { deps: false, timer: false, createKey: false }, { autoBind: true });
  }

  private get storageKey(): string {
    return `${this.deps.storagePrefix}:${this.id ?? 'new'}`;
  }

  /** The server's values, or a blank article's. */
  private get savedValues(): ArticleInput {
    return this.article ? inputOf(this.article) : blankInput(this.values.category, this.values.authorId);
  }

  get dirty(): boolean {
    if (this.article === null) return !sameInput(this.values, blankInput(this.values.category, this.values.authorId));
    return !sameInput(this.values, this.savedValues) || this.baseVersion !== this.article.version;
  }

  get saveState(): SaveState {
    if (this.conflict) return 'conflict';
    if (this.updating || this.autosaving) return 'saving';
    if (this.offline) return 'offline';
    if (this.dirty) return 'unsaved';
    // A new article nothing has been written in: there is nothing saved to speak of yet.
    return this.article === null ? 'new' : 'saved';
  }

  /** Where each language stands: empty, started or complete (contracts' editionState). */
  get editionStates(): Record<Locale, EditionState> {
    const data = this.values.data;
    return { en: editionState(data.en), 'zh-cn': editionState(data['zh-cn']), 'zh-tw': editionState(data['zh-tw']) };
  }

  /** The editions a publish puts out now: the languages written in full. */
  get editions(): Locale[] {
    return publishedEditions(this.values);
  }

  /** The messages under fields: limits and the alias at once, what a save or publish needs once it was tried. */
  get problems(): Problem[] {
    if (this.attempted === 'publish') return publishProblems(this.values);
    return saveProblems(this.values).filter((problem) => this.attempted === 'save' || problem.kind !== 'required');
  }

  problemFor(field: FieldPath): Problem | undefined {
    return this.problems.find((problem) => problem.field === field);
  }

  /** The languages whose texts were filled by conversion and not yet saved by hand. */
  convertedFrom(locale: Locale): ChineseLocale | null {
    return this.values.data[locale].convertedFrom ?? null;
  }

  get differences(): FieldDifference[] {
    const conflict = this.conflict;
    if (!conflict) return [];
    const theirs = inputOf(conflict.theirs);
    return COMPARED_FIELDS.map((field) => ({ field, theirs: fieldText(theirs, field), mine: fieldText(conflict.mine, field) })).filter(
      (difference) => difference.theirs !== difference.mine,
    );
  }

  get uploadPercent(): number | null {
    const upload = this.upload;
    if (!upload || upload.total === null || upload.total === 0) return null;
    return Math.min(100, Math.floor((upload.loaded / upload.total) * 100));
  }

  /**
   * Loads the article (or starts a new one with the given section and author) and looks for a local copy: one
   * written under an expired session comes back at once; any other newer than the server's is offered.
   */
  async load(defaults: { category: string; authorId: string } = { category: '', authorId: '' }): Promise<void> {
    this.loadStatus = 'loading';
    const local = readStored(this.deps.storage, this.storageKey, LocalCopy) ?? null;
    if (this.id === null) {
      runInAction(() => {
        this.values = blankInput(defaults.category, defaults.authorId);
        this.loadStatus = 'ready';
        this.offerOrRestore(local, null);
      });
      return;
    }
    try {
      const { article } = await getAdminArticle(this.deps.api, this.id);
      runInAction(() => {
        this.takeServerCopy(article);
        this.loadStatus = 'ready';
        this.offerOrRestore(local, article);
      });
    } catch (error) {
      runInAction(() => {
        this.loadStatus = 'error';
        this.fail(error);
      });
    }
  }

  private offerOrRestore(local: LocalCopy | null, article: AdminArticle | null): void {
    if (!local || sameInput(local.values, this.values)) return;
    const serverTime = article ? Date.parse(article.updatedAt) : 0;
    if (local.sessionExpired) {
      this.applyLocal(local);
      this.success = 'restoredAfterSignIn';
    } else if (local.savedAt > serverTime) {
      this.restoreOffer = local;
    } else {
      // Saved on the server since (by this editor elsewhere, or someone else): the old copy is no longer newer.
      this.deps.storage.removeItem(this.storageKey);
    }
  }

  private applyLocal(local: LocalCopy): void {
    this.values = local.values;
    if (this.article) this.baseVersion = local.baseVersion ?? this.article.version;
    this.restoreOffer = null;
    this.keepLocally();
    this.scheduleAutosave();
  }

  restore(): void {
    if (!this.restoreOffer) return;
    this.applyLocal(this.restoreOffer);
    this.success = 'restored';
  }

  discardLocal(): void {
    this.restoreOffer = null;
    this.deps.storage.removeItem(this.storageKey);
  }

  setSetting<K extends 'alias' | 'category' | 'subcategory' | 'authorId' | 'image'>(name: K, value: ArticleInput[K]): void {
    const next = { ...this.values, [name]: value };
    // A subsection belongs to its section: choosing another section clears it.
    if (name === 'category' && value !== this.values.category) next.subcategory = null;
    this.change(next);
  }

  /** Chooses or drops a topic: up to ARTICLE_LIMITS.topics (the picker offers no more once that many are chosen). */
  toggleTopic(id: string): void {
    const topics = this.values.topics ?? [];
    if (topics.includes(id)) this.change({ ...this.values, topics: topics.filter((topic) => topic !== id) });
    else if (topics.length < ARTICLE_LIMITS.topics) this.change({ ...this.values, topics: [...topics, id] });
  }

  setText(locale: Locale, field: TextField, value: string): void {
    const text: ArticleLocaleText = { ...this.values.data[locale], [field]: value };
    this.change({ ...this.values, data: { ...this.values.data, [locale]: text } });
  }

  private change(next: ArticleInput): void {
    this.values = next;
    this.success = null;
    if (this.error?.kind === 'invalid' && this.problems.length === 0) this.error = null;
    this.keepLocally();
    this.scheduleAutosave();
  }

  /** Written at once on every change: a crash, a reload or a lost session loses nothing. */
  private keepLocally(sessionExpired = false): void {
    if (!this.dirty && !sessionExpired) {
      this.deps.storage.removeItem(this.storageKey);
      return;
    }
    const copy: LocalCopy = { values: this.values, baseVersion: this.baseVersion, savedAt: this.deps.clock() };
    writeStored(this.deps.storage, this.storageKey, sessionExpired ? { ...copy, sessionExpired: true } : copy);
  }

  /**
   * While unsaved, the server gets the work every AUTOSAVE_MS (not after a pause: one who types on is saved too).
   * A new article is kept only locally until its first save by hand gives it an alias and a page.
   */
  private scheduleAutosave(): void {
    if (this.timer !== null || this.id === null || this.conflict) return;
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      void this.autosave();
    }, AUTOSAVE_MS);
  }

  private async autosave(): Promise<void> {
    if (!this.dirty || this.updating || this.autosaving || this.conflict || saveProblems(this.values).length > 0) return;
    this.autosaving = true;
    await this.send(false);
    runInAction(() => {
      this.autosaving = false;
      // Changed while it was sent, or it failed offline: the next one follows (not with an ended session, where
      // every try would be refused; the work waits locally for the sign-in).
      if (this.dirty && this.error?.kind !== 'sessionExpired') this.scheduleAutosave();
    });
  }

  /** Saves by hand: converted texts count as reviewed from now on. */
  async save(): Promise<boolean> {
    this.attempted = this.attempted ?? 'save';
    if (saveProblems(this.values).length > 0 || (this.id === null && this.problems.length > 0)) {
      this.attempted = 'save';
      this.error = { kind: 'invalid' };
      this.success = null;
      return false;
    }
    this.begin();
    const saved = await this.send(true);
    runInAction(() => {
      this.updating = false;
      if (saved) {
        this.attempted = null;
        this.success = this.success ?? 'saved';
      }
    });
    return saved;
  }

  /** Sends the values (create or save); true when the server has them. */
  private async send(reviewed: boolean, rebased = false): Promise<boolean> {
    const sent = this.values;
    try {
      const creation =
        this.id === null ? await this.createKey.send(sent, (key) => createAdminArticle(this.deps.api, sent, key)) : null;
      const saving = { version: this.baseVersion ?? 1, reviewed, article: sent };
      const { article } = creation?.answer ?? (await saveAdminArticle(this.deps.api, this.id ?? '', saving));
      // A retried create answered with what the first try stored: what was typed since is saved over it.
      const stale = creation?.changed ?? false;
      runInAction(() => {
        const created = this.id === null;
        const movedFrom = this.storageKey;
        this.id = article._id;
        if (created) {
          this.deps.storage.removeItem(movedFrom);
          this.success = 'created';
        }
        this.offline = false;
        // The failure an earlier save reported is over once a save went through (the status says "saved").
        if (this.error?.kind === 'offline' || this.error?.kind === 'server') this.error = null;
        this.article = article;
        this.baseVersion = article.version;
        // What was typed while the save was on its way stays (and stays unsaved).
        if (sameInput(this.values, sent) && !stale) this.values = inputOf(article);
        this.keepLocally();
      });
      return stale ? this.send(reviewed, rebased) : true;
    } catch (error) {
      if (!isVersionConflict(error, ADMIN_ARTICLE_ERRORS.versionConflict)) {
        runInAction(() => this.fail(error));
        return false;
      }
      // Their version says what mine says in every field the editor can see: nothing to choose between. Mine is
      // sent again on top of theirs (what differs is a review mark or nothing at all), once.
      const theirs = await this.openConflict(sent);
      if (theirs === null || !this.conflict || this.differences.length > 0 || rebased) return false;
      runInAction(() => {
        this.conflict = null;
        this.article = theirs;
        this.baseVersion = theirs.version;
      });
      return this.send(reviewed, true);
    }
  }

  /** Someone saved since: load theirs and show both; the work stays in the values and locally. */
  private async openConflict(mine: ArticleInput): Promise<AdminArticle | null> {
    if (this.id === null) return null;
    try {
      const { article } = await getAdminArticle(this.deps.api, this.id);
      runInAction(() => {
        this.conflict = { theirs: article, mine };
        this.error = null;
        // Theirs came back: whatever "offline" an earlier call found is over.
        this.offline = false;
        this.cancelAutosave();
      });
      return article;
    } catch (error) {
      runInAction(() => this.fail(error));
      return null;
    }
  }

  /** The conflict: their version becomes the editor's; what was mine is dropped (it was seen). */
  keepTheirs(): void {
    const conflict = this.conflict;
    if (!conflict) return;
    this.conflict = null;
    this.takeServerCopy(conflict.theirs);
    this.deps.storage.removeItem(this.storageKey);
    this.success = 'keptTheirs';
  }

  /** The conflict: my version is saved over theirs, knowingly (with their version). */
  async saveMine(): Promise<boolean> {
    const conflict = this.conflict;
    if (!conflict) return false;
    this.conflict = null;
    this.article = conflict.theirs;
    this.baseVersion = conflict.theirs.version;
    this.values = conflict.mine;
    return this.save();
  }

  /** Publishes now: the values are saved first (by hand, so reviewed), then the status changes. */
  publish(): Promise<boolean> {
    return this.changeStatus('published');
  }

  /** Schedules for `publishAt` (an ISO time), which must be in the future. */
  schedule(publishAt: string): Promise<boolean> {
    const at = Date.parse(publishAt);
    if (Number.isNaN(at) || at <= this.deps.clock()) {
      this.attempted = 'publish';
      this.error = { kind: 'server', message: ADMIN_ARTICLE_ERRORS.scheduleInPast, field: 'publishAt' };
      this.success = null;
      return Promise.resolve(false);
    }
    return this.changeStatus('scheduled', new Date(at).toISOString());
  }

  unpublish(): Promise<boolean> {
    return this.changeStatus('draft');
  }

  private async changeStatus(status: 'published' | 'scheduled' | 'draft', publishAt?: string): Promise<boolean> {
    if (status !== 'draft' && publishProblems(this.values).length > 0) {
      this.attempted = 'publish';
      this.error = { kind: 'invalid' };
      this.success = null;
      return false;
    }
    if (this.dirty || this.id === null) {
      const saved = await this.save();
      if (!saved || this.id === null) return false;
    }
    const id = this.id;
    this.begin();
    try {
      const { article } = await setAdminArticleStatus(this.deps.api, id, {
        version: this.baseVersion ?? 1,
        status,
        ...(publishAt ? { publishAt } : {}),
      });
      runInAction(() => {
        this.updating = false;
        this.attempted = null;
        this.takeServerCopy(article);
        this.success = status === 'published' ? 'published' : status === 'scheduled' ? 'scheduled' : 'unpublished';
      });
      return true;
    } catch (error) {
      if (isVersionConflict(error, ADMIN_ARTICLE_ERRORS.versionConflict)) await this.openConflict(this.values);
      runInAction(() => {
        this.updating = false;
        if (!this.conflict) this.fail(error);
      });
      return false;
    }
  }

  /** Deletes the article (the screen asked for confirmation); the local copy goes with it. */
  async remove(): Promise<boolean> {
    if (this.id === null || !this.article) {
      this.deps.storage.removeItem(this.storageKey);
      this.deleted = true;
      return true;
    }
    this.begin();
    try {
      await deleteAdminArticle(this.deps.api, this.id, this.article.version);
      runInAction(() => {
        this.updating = false;
        this.cancelAutosave();
        this.deps.storage.removeItem(this.storageKey);
        this.deleted = true;
        this.success = 'deleted';
      });
      return true;
    } catch (error) {
      if (isVersionConflict(error, ADMIN_ARTICLE_ERRORS.versionConflict)) await this.openConflict(this.values);
      runInAction(() => {
        this.updating = false;
        if (!this.conflict) this.fail(error);
      });
      return false;
    }
  }

  /** A cover picture: type and size checked here, then uploaded with its progress. */
  async uploadImage(file: File): Promise<boolean> {
    const problem = pictureProblem(file);
    if (problem) {
      this.error = { kind: problem };
      return false;
    }
    this.error = null;
    this.upload = { loaded: 0, total: file.size || null };
    try {
      const image = await uploadPicture(this.deps, file, (progress) => runInAction(() => (this.upload = progress)));
      runInAction(() => {
        this.upload = null;
        // An answer came: the connection is back, whatever an earlier call found.
        this.offline = false;
        this.setSetting('image', image satisfies ImageRef);
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.upload = null;
        this.fail(error);
      });
      return false;
    }
  }

  /**
   * Fills the other Chinese script from `from` (title, standfirst, body, picture alt) with OpenCC's phrase-aware
   * conversion; the texts stay editable and carry "converted, not reviewed" until a save by hand.
   */
  async convert(from: ChineseLocale): Promise<boolean> {
    const to = otherScript(from);
    this.converting = to;
    try {
      const convert = await converterFrom(from);
      runInAction(() => {
        const source = this.values.data[from];
        const target: ArticleLocaleText = { ...this.values.data[to], convertedFrom: from };
        for (const field of TEXT_FIELDS) {
          const text = source[field] ?? '';
          if (text !== '') target[field] = convert(text);
        }
        this.converting = null;
        this.change({ ...this.values, data: { ...this.values.data, [to]: target } });
      });
      return true;
    } catch {
      runInAction(() => {
        this.converting = null;
        this.error = { kind: 'conversionUnavailable' };
      });
      return false;
    }
  }

  /** The screen leaves: no autosave fires after it, the local copy stays. */
  dispose(): void {
    this.cancelAutosave();
  }

  private cancelAutosave(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
  }

  private takeServerCopy(article: AdminArticle): void {
    this.article = article;
    this.baseVersion = article.version;
    this.values = inputOf(article);
  }

  private begin(): void {
    this.updating = true;
    this.error = null;
    this.success = null;
  }

  private fail(error: unknown): void {
    if (error instanceof ApiFailure && error.status === 401) {
      // The admin session ended: the work is kept locally, marked to come back after the sign-in. A load that
      // failed has no work of the editor's in the form (only blank values): it leaves the local copy as it was.
      if (this.loadStatus === 'ready') this.keepLocally(true);
      this.cancelAutosave();
      this.error = { kind: 'sessionExpired' };
      this.deps.sessionExpired();
    } else if (error instanceof ApiFailure && error.status === 0) {
      this.offline = true;
      this.error = { kind: 'offline' };
    } else if (error instanceof ApiFailure && error.status === 404) {
      this.error = { kind: 'notFound' };
    } else {
      const failure = error instanceof ApiFailure ? error : null;
      this.error = { kind: 'server', message: failure?.serverMessage ?? 'Request failed', field: failure?.serverField };
    }
  }
}
