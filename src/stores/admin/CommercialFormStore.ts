import { makeAutoObservable, runInAction } from 'mobx';
import { array, boolean, enums, integer, nullable, number, object, optional, string } from 'superstruct';
import { ADMIN_COMMERCIAL_ERRORS, COMMERCIAL_POSITIONS, CommercialText, type AdminCommercialBlock } from '../../../contracts/adminCommercial';
import { ImageRef, Locale, perLocale } from '../../../contracts/common';
import { PageType } from '../../../contracts/content';
import { createAdminCommercial, listAdminCommercial, saveAdminCommercial } from '../../api/adminCommercial';
import { readStored } from '../../lib/storage';
import { blankValues, comparedValues, inputOf, problemsOf, sameValues, valuesOf, waitsForSave, type CommercialFieldPath, type CommercialProblem, type CommercialTextField, type CommercialValues } from './commercialValues';
import { CreateKey } from './CreateKey';
import type { DeskDeps } from './deskDeps';
import { EditSession, type LocalCopy } from './EditSession';
import { PictureUpload } from './pictureUpload';

/** What a sponsor block's form is based on: the block (null while adding), the list it was opened from, its version. */
export const CommercialBase = object({ block: nullable(string()), origin: PageType, version: nullable(integer()) });
export type CommercialBase = typeof CommercialBase.TYPE;

const CommercialValuesShape = object({
  pageType: PageType,
  categoryId: string(),
  position: enums(COMMERCIAL_POSITIONS),
  href: string(),
  image: nullable(ImageRef),
  locales: array(Locale),
  data: perLocale(CommercialText),
  startDate: string(),
  endDate: string(),
});

/**
 * The dialog's work kept on this device when the session ends under it (a 401): the desk remounts after the
 * sign-in and reopens the dialog with it (docs/decisions/042).
 */
export function readKeptForm(deps: DeskDeps): LocalCopy<CommercialValues, CommercialBase> | undefined {
  const copy = object({ values: CommercialValuesShape, baseVersion: CommercialBase, savedAt: number(), sessionExpired: optional(boolean()) });
  return readStored(deps.storage, deps.copyKey('commercial'), copy);
}

/**
 * One sponsor block in the add / edit dialog: the values as typed, their problems, the picture's upload, and the
 * save — refused here while a field is wrong. Keeping the work across an ended session and someone else's save
 * (theirs shown, the editor chooses) is its EditSession's.
 */
export class CommercialFormStore {
  readonly session: EditSession<CommercialValues, CommercialBase, { readonly field: 'block' }, AdminCommercialBlock, 'saved'>;
  readonly picture: PictureUpload;
  /** The create's idempotency key: one per create, kept while a try's answer is unknown. */
  private readonly createKey: CreateKey<Parameters<typeof createAdminCommercial>[1]>;

  constructor(
    private readonly deps: DeskDeps,
    from: AdminCommercialBlock | { readonly pageType: AdminCommercialBlock['pageType'] },
    /** Told of the saved block (the list takes it in). */
    private readonly onSaved: (block: AdminCommercialBlock, created: boolean) => void,
    /** Work kept when a session ended under it, brought back as it was. */
    kept?: LocalCopy<CommercialValues, CommercialBase>,
  ) {
    const editing = '_id' in from ? from : null;
    const origin = from.pageType;
    const listed = (block: AdminCommercialBlock): CommercialBase => ({ block: block._id, origin, version: block.version });
    this.session = new EditSession(
      deps,
      {
        key: () => deps.copyKey('commercial'),
        values: CommercialValuesShape,
        baseVersion: CommercialBase,
        valuesOf,
        versionOf: listed,
        conflict: { message: ADMIN_COMMERCIAL_ERRORS.versionConflict, latest: () => this.latest() },
        keep: 'sessionEnd',
        same: sameValues,
        fields: () => [{ at: { field: 'block' }, read: comparedValues }],
        valid: () => this.problems.size === 0,
      },
      { values: blankValues(from.pageType), baseVersion: { block: null, origin, version: null }, loadStatus: 'ready' },
    );
    this.session.take(editing);
    if (kept) this.session.recall(0, { ...kept, sessionExpired: true });
    this.picture = new PictureUpload(deps, this.session);
    this.createKey = new CreateKey(deps.newId ?? (() => crypto.randomUUID()));
    makeAutoObservable<this, 'deps' | 'onSaved' | 'createKey'>(this, { deps: false, onSaved: false, createKey: false, session: false, picture: false }, { autoBind: true });
  }

  // What the screen and the tests read of the session: the block being edited (null while adding), theirs.
  get block() { return this.session.server; }
  get values() { return this.session.values; }
  get error() { return this.session.error; }
  get updating() { return this.session.updating; }
  get attempted() { return this.session.attempted !== false; }
  get dirty() { return this.session.dirty; }
  get conflict() { return this.session.conflict?.theirs ?? null; }
  get upload() { return this.picture.progress; }
  get uploadPercent() { return this.picture.percent; }

  get problems(): Map<CommercialFieldPath, CommercialProblem> {
    return problemsOf(this.values);
  }

  /** The problems to show now: those that wait for a save only after one was tried. */
  get shownProblems(): Map<CommercialFieldPath, CommercialProblem> {
    return new Map([...this.problems].filter(([, problem]) => this.attempted || !waitsForSave(problem)));
  }

  set<K extends Exclude<keyof CommercialValues, 'data'>>(key: K, value: CommercialValues[K]): void {
    this.session.change({ ...this.values, [key]: value });
  }

  setText(locale: Locale, field: CommercialTextField, value: string): void {
    this.session.change({ ...this.values, data: { ...this.values.data, [locale]: { ...this.values.data[locale], [field]: value } } });
  }

  /** Ticks or unticks a language; its texts stay in the form either way, so ticking it again brings them back. */
  toggleLocale(locale: Locale, shown: boolean): void {
    const others = this.values.locales.filter((candidate) => candidate !== locale);
    this.set('locales', shown ? [...others, locale] : others);
  }

  uploadImage(file: File): Promise<boolean> {
    return this.picture.send(file, (image) => this.set('image', image));
  }

  /** Adds or saves the block; false (with the reason shown) when it was not. `rebased`: the second try, once. */
  save(rebased = false): Promise<boolean> {
    const session = this.session;
    if (this.problems.size > 0) return Promise.resolve(session.refuse({ kind: 'invalid' }, 'save'));
    session.attempted = 'save';
    const input = inputOf(this.values);
    const { api } = this.deps;
    const created = this.block === null;
    return session.run(
      async () => {
        const block = this.block;
        const { block: stored } = block
          ? await saveAdminCommercial(api, block._id, session.baseVersion.version ?? block.version, input)
          : await this.createKey.create(input, (key, first) => createAdminCommercial(api, first, key), ({ block: made }) => saveAdminCommercial(api, made._id, made.version, input));
        runInAction(() => session.take(stored));
        session.dropCopy();
        this.onSaved(stored, created);
      },
      rebased ? undefined : () => this.save(true),
    );
  }

  /** The conflict: drop mine, take theirs into the form (the list takes it in too). */
  keepTheirs(): void {
    const theirs = this.conflict;
    this.session.keepTheirs();
    if (theirs) this.onSaved(theirs, false);
  }

  /** The conflict: save mine over theirs, having seen them (as a save by hand from their version). */
  saveMineOverTheirs(): Promise<boolean> {
    return this.session.adoptTheirs() ? this.save() : Promise.resolve(false);
  }

  /** The block as the server has it now. */
  private async latest(): Promise<AdminCommercialBlock> {
    const block = this.block;
    const { blocks } = await listAdminCommercial(this.deps.api, block?.pageType ?? this.values.pageType);
    const theirs = blocks.find((candidate) => candidate._id === block?._id);
    if (!theirs) throw new Error('the block is gone');
    return theirs;
  }
}
