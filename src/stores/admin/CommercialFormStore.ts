import { makeAutoObservable, runInAction } from 'mobx';
import { array, enums, integer, nullable, object, string } from 'superstruct';
import { ADMIN_COMMERCIAL_ERRORS, COMMERCIAL_POSITIONS, CommercialText, type AdminCommercialBlock, type CommercialInput } from '../../../contracts/adminCommercial';
import { ADMIN_ARTICLE_ERRORS } from '../../../contracts/adminArticles';
import { ImageRef, Locale, perLocale } from '../../../contracts/common';
import { PageType } from '../../../contracts/content';
import { createAdminCommercial, listAdminCommercial, saveAdminCommercial } from '../../api/adminCommercial';
import { ApiFailure } from '../../api/client';
import type { UploadProgress } from '../../api/contact';
import { readStored, writeStored } from '../../lib/storage';
import {
  blankValues,
  inputOf,
  problemsOf,
  sameValues,
  valuesOf,
  waitsForSave,
  type CommercialFieldPath,
  type CommercialProblem,
  type CommercialTextField,
  type CommercialValues,
} from './commercialValues';
import { CreateKey } from './CreateKey';
import type { DeskDeps } from './deskDeps';
import { pictureProblem, uploadPicture } from './pictureUpload';
import { isVersionConflict } from './versionConflict';

/**
 * The dialog's work, kept on this device when the session ends under it (a 401): the desk remounts after the
 * sign-in, and reopens the dialog with it (docs/decisions/042).
 */
export const KeptForm = object({
  /** The block being edited, null while adding. */
  blockId: nullable(string()),
  /** The list it was opened from. */
  origin: PageType,
  baseVersion: nullable(integer()),
  values: object({
    pageType: PageType,
    categoryId: string(),
    position: enums(COMMERCIAL_POSITIONS),
    href: string(),
    image: nullable(ImageRef),
    locales: array(Locale),
    data: perLocale(CommercialText),
    startDate: string(),
    endDate: string(),
  }),
});
export type KeptForm = typeof KeptForm.TYPE;

/** Where the kept work lives, beside the articles' local copies. */
export const keptFormKey = (deps: DeskDeps) => `${deps.storagePrefix}:commercial-block`;

export function readKeptForm(deps: DeskDeps): KeptForm | undefined {
  return readStored(deps.storage, keptFormKey(deps), KeptForm);
}

/** What went wrong last in the form (SPEC §3 error), said by the screen. */
export type CommercialFormError =
  | { readonly kind: 'invalid' }
  | { readonly kind: 'offline' }
  | { readonly kind: 'sessionExpired' }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'imageType' }
  | { readonly kind: 'imageTooLarge' }
  | { readonly kind: 'server'; readonly message: string; readonly field?: string | undefined };

/**
 * One sponsor block in the add / edit dialog: the values as typed, their problems, the picture's upload, and the
 * save — refused here while a field is wrong, and a conflict (someone saved since) shown with theirs to choose.
 */
export class CommercialFormStore {
  values: CommercialValues;
  /** The server's block being edited; null while adding. */
  block: AdminCommercialBlock | null;
  /** The version a save is sent with: the block's, or theirs after "save mine over theirs". */
  baseVersion: number | null;
  /** Set once a save was tried: the "fill this in" messages show from then on. */
  attempted = false;
  updating = false;
  error: CommercialFormError | null = null;
  /** Their block, when a save met someone else's newer one. */
  conflict: AdminCommercialBlock | null = null;
  upload: UploadProgress | null = null;

  private readonly origin: AdminCommercialBlock['pageType'];
  /** The create's idempotency key: one per create, kept while a try's answer is unknown. */
  private readonly createKey: CreateKey;

  constructor(
    private readonly deps: DeskDeps,
    from: AdminCommercialBlock | { readonly pageType: AdminCommercialBlock['pageType'] },
    /** Told of the saved block (the list takes it in). */
    private readonly onSaved: (block: AdminCommercialBlock, created: boolean) => void,
    /** Work kept when a session ended under it, brought back as it was. */
    kept?: KeptForm,
  ) {
    const editing = '_id' in from ? from : null;
    this.origin = from.pageType;
    this.block = editing;
    this.baseVersion = kept ? kept.baseVersion : (editing?.version ?? null);
    this.values = kept ? kept.values : editing ? valuesOf(editing) : blankValues(from.pageType);
    this.createKey = new CreateKey(deps.newId ?? (() => crypto.randomUUID()));
    makeAutoObservable<this, 'deps' | 'onSaved' | 'origin' | 'createKey'>(
      this,
      { deps: false, onSaved: false, origin: false, createKey: false },
      { autoBind: true },
    );
  }

  get dirty(): boolean {
    return !sameValues(this.values, this.block ? valuesOf(this.block) : blankValues(this.values.pageType));
  }

  get problems(): Map<CommercialFieldPath, CommercialProblem> {
    return problemsOf(this.values);
  }

  /** The problems to show now: those that wait for a save only after one was tried. */
  get shownProblems(): Map<CommercialFieldPath, CommercialProblem> {
    return new Map([...this.problems].filter(([, problem]) => this.attempted || !waitsForSave(problem)));
  }

  get uploadPercent(): number | null {
    const upload = this.upload;
    if (!upload || upload.total === null || upload.total === 0) return null;
    return Math.min(100, Math.floor((upload.loaded / upload.total) * 100));
  }

  set<K extends Exclude<keyof CommercialValues, 'data'>>(key: K, value: CommercialValues[K]): void {
    this.values = { ...this.values, [key]: value };
  }

  setText(locale: Locale, field: CommercialTextField, value: string): void {
    this.values = { ...this.values, data: { ...this.values.data, [locale]: { ...this.values.data[locale], [field]: value } } };
  }

  /** Ticks or unticks a language; its texts stay in the form either way, so ticking it again brings them back. */
  toggleLocale(locale: Locale, shown: boolean): void {
    const others = this.values.locales.filter((candidate) => candidate !== locale);
    this.set('locales', shown ? [...others, locale] : others);
  }

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
        this.set('image', image satisfies ImageRef);
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

  /** Adds or saves the block; false (with the reason shown) when it was not. */
  async save(): Promise<boolean> {
    this.attempted = true;
    if (this.problems.size > 0) {
      this.error = { kind: 'invalid' };
      return false;
    }
    this.updating = true;
    this.error = null;
    const input = inputOf(this.values);
    try {
      const { block } =
        this.block && this.baseVersion !== null
          ? await saveAdminCommercial(this.deps.api, this.block._id, this.baseVersion, input)
          : await this.create(input);
      const created = this.block === null;
      runInAction(() => {
        this.updating = false;
        this.conflict = null;
        this.block = block;
        this.baseVersion = block.version;
        this.values = valuesOf(block);
      });
      this.deps.storage.removeItem(keptFormKey(this.deps));
      this.onSaved(block, created);
      return true;
    } catch (error) {
      const theirs = isVersionConflict(error, ADMIN_COMMERCIAL_ERRORS.versionConflict) && this.block ? await this.latest(this.block) : null;
      runInAction(() => {
        this.updating = false;
        if (theirs) this.conflict = theirs;
        else this.fail(error);
      });
      return false;
    }
  }

  /**
   * The create under its idempotency key: a retry after a lost answer gets the block the first try made. When the
   * form changed between the tries, that answer may hold the first try's values, so the form is saved over it.
   */
  private async create(input: CommercialInput): Promise<{ block: AdminCommercialBlock }> {
    const { answer, changed } = await this.createKey.send(input, (key) => createAdminCommercial(this.deps.api, input, key));
    if (!changed) return answer;
    runInAction(() => {
      this.block = answer.block;
      this.baseVersion = answer.block.version;
    });
    return saveAdminCommercial(this.deps.api, answer.block._id, answer.block.version, input);
  }

  /** The conflict: drop mine, take theirs into the form. */
  keepTheirs(): void {
    const theirs = this.conflict;
    if (!theirs) return;
    this.conflict = null;
    this.block = theirs;
    this.baseVersion = theirs.version;
    this.values = valuesOf(theirs);
    this.onSaved(theirs, false);
  }

  /** The conflict: save mine over theirs, having seen them (as a save by hand from their version). */
  saveMineOverTheirs(): Promise<boolean> {
    const theirs = this.conflict;
    if (!theirs) return Promise.resolve(false);
    this.block = theirs;
    this.baseVersion = theirs.version;
    return this.save();
  }

  /** The block as the server has it now (null when it is gone or cannot be read). */
  private async latest(block: AdminCommercialBlock): Promise<AdminCommercialBlock | null> {
    try {
      const { blocks } = await listAdminCommercial(this.deps.api, block.pageType);
      return blocks.find((candidate) => candidate._id === block._id) ?? null;
    } catch {
      return null;
    }
  }

  private fail(error: unknown): void {
    this.error = failureOf(error);
    if (this.error.kind !== 'sessionExpired') return;
    const kept: KeptForm = { blockId: this.block?._id ?? null, origin: this.origin, baseVersion: this.baseVersion, values: { ...this.values, locales: [...this.values.locales] } };
    writeStored(this.deps.storage, keptFormKey(this.deps), kept);
    this.deps.sessionExpired();
  }
}

/** A failed call in the desk's words: a 401 ends the session (the dialog stays open with what was typed). */
export function failureOf(error: unknown): CommercialFormError {
  if (error instanceof ApiFailure && error.status === 401) return { kind: 'sessionExpired' };
  if (error instanceof ApiFailure && error.status === 0) return { kind: 'offline' };
  if (error instanceof ApiFailure && error.status === 404) return { kind: 'notFound' };
  if (error instanceof ApiFailure && error.serverMessage === ADMIN_ARTICLE_ERRORS.imageType) return { kind: 'imageType' };
  if (error instanceof ApiFailure && error.serverMessage === ADMIN_ARTICLE_ERRORS.imageTooLarge) return { kind: 'imageTooLarge' };
  const failure = error instanceof ApiFailure ? error : null;
  return { kind: 'server', message: failure?.serverMessage ?? 'Request failed', field: failure?.serverField };
}
