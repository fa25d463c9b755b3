import { makeAutoObservable, runInAction } from 'mobx';
import { integer, object } from 'superstruct';
import { ADMIN_PAGE_ERRORS, GeneralPageInput, MainPageInput, PAGE_LIMITS, type AdminGeneralPage, type AdminMainPage, type AudioMedia } from '../../../contracts/adminPages';
import { mapLocales, perLocale, type Locale } from '../../../contracts/common';
import { getAdminPages, listAdminAudio, saveAdminGeneralPage, saveAdminMainPage, uploadAdminAudio, uploadAdminBanner } from '../../api/adminPages';
import { Resource } from '../../lib/Resource';
import type { DeskDeps } from './deskDeps';
import { EditSession, problemFor, type UploadRefusal } from './EditSession';
import { HOME_FIELDS, homeProblems, pagesValues, SHOWN_AT_ONCE, type DifferenceAt, type HomeDifference, type HomeField, type HomePages, type HomeProblem, type HomeValues, type LinkField } from './homeValues';

export type HomeSuccess = 'saved' | 'bannerUploaded' | 'audioUploaded';

type HomeVersions = { readonly [K in keyof HomePages]: number };

export interface HomeConflict {
  /** The pages someone else saved since they were opened here (null: not that one). */
  readonly general: AdminGeneralPage | null;
  readonly main: AdminMainPage | null;
}

/**
 * "Header & home": the general page (the header's banner and promo link) and the main page (the header player's
 * audio), per locale, as the editor changes them; saved with the versions they were opened at, uploads checked
 * here before they are sent. Keeping the work across an ended session and someone else's save is its
 * EditSession's.
 */
export class HeaderHomeStore {
  readonly session: EditSession<HomeValues, HomeVersions, DifferenceAt, HomePages, HomeSuccess>;
  /** The media library's audio files, to choose from. */
  readonly library: Resource<readonly AudioMedia[]>;
  /** What is being uploaded, and for which language. */
  uploading: { readonly kind: 'banner' | 'audio'; readonly locale: Locale } | null = null;

  constructor(private readonly deps: DeskDeps) {
    this.library = new Resource(() => this.session.guard(async () => (await listAdminAudio(deps.api)).items));
    this.session = new EditSession(
      deps,
      {
        key: () => deps.copyKey('home'),
        values: object({ general: perLocale(GeneralPageInput), main: perLocale(MainPageInput) }),
        baseVersion: object({ general: integer(), main: integer() }),
        valuesOf: pagesValues,
        versionOf: (pages) => ({ general: pages.general.version, main: pages.main.version }),
        conflict: { message: ADMIN_PAGE_ERRORS.versionConflict, latest: () => getAdminPages(deps.api) },
        keep: 'sessionEnd',
        fields: () => HOME_FIELDS,
        valid: () => homeProblems(this.session.values).length === 0,
      },
      { values: pagesValues({ general: emptyPage('general', { headerBanner: [] }), main: emptyPage('main', { audioFile: [], audioTitle: '' }) }), baseVersion: { general: 1, main: 1 }, loadStatus: 'idle' },
    );
    makeAutoObservable<this, 'deps'>(this, { deps: false, library: false, session: false }, { autoBind: true });
  }

  // What the screen and the tests read of the session: the pages, their values (null until loaded), versions.
  get general() { return this.session.server?.general ?? null; }
  get main() { return this.session.server?.main ?? null; }
  get values() { return this.session.server ? this.session.values : null; }
  get generalVersion() { return this.session.baseVersion.general; }
  get mainVersion() { return this.session.baseVersion.main; }
  get loadStatus() { return this.session.loadStatus; }
  get error() { return this.session.error; }
  get success() { return this.session.success; }
  get updating() { return this.session.updating; }
  get dirty() { return this.session.dirty; }
  get saveState() { return this.session.saveState; }
  get differences() { return this.session.differences as HomeDifference[]; }
  get generalDirty() { return this.session.partDirty('general'); }
  get mainDirty() { return this.session.partDirty('main'); }

  /** Their pages, where someone else saved since (a page that was not is null). */
  get conflict(): HomeConflict | null {
    const theirs = this.session.conflict?.theirs;
    if (!theirs) return null;
    const base = this.session.baseVersion;
    return { general: theirs.general.version !== base.general ? theirs.general : null, main: theirs.main.version !== base.main ? theirs.main : null };
  }

  get problems(): HomeProblem[] {
    const all = this.values ? homeProblems(this.values) : [];
    return this.session.attempted ? all : all.filter((problem) => SHOWN_AT_ONCE.includes(problem.kind));
  }

  problemFor(field: HomeField): HomeProblem | undefined {
    return problemFor(this.problems, field);
  }

  /** Loads both pages, and the library beside them; work kept when the session ended under it comes back at once. */
  load(): Promise<void> {
    void this.library.load();
    return this.session.open(() => getAdminPages(this.deps.api));
  }

  setLink(locale: Locale, field: LinkField, value: string): void {
    this.changePage('general', locale, { [field]: value });
  }

  setAudioTitle(locale: Locale, value: string): void {
    this.changePage('main', locale, { audioTitle: value });
  }

  /** Chooses the locale's audio from the library (null: no audio in that language). */
  chooseAudio(locale: Locale, path: string | null): void {
    this.changePage('main', locale, { audioFile: path === null ? [] : [{ path }] });
  }

  /** No banner in that language: the header shows its default picture. */
  removeBanner(locale: Locale): void {
    this.changePage('general', locale, { headerBanner: [] });
  }

  private changePage<K extends keyof HomeValues>(page: K, locale: Locale, change: Partial<HomeValues[K][Locale]>): void {
    const values = this.session.values;
    if (this.values) this.session.change({ ...values, [page]: { ...values[page], [locale]: { ...values[page][locale], ...change } } });
  }

  /**
   * A banner for `locale`: type and size checked here, then sent with its WebP, which `toWebp` makes (the
   * screen's makes it in the browser; null when it cannot, and the server then serves the picture for both).
   */
  uploadBanner(locale: Locale, file: File, toWebp: (file: File) => Promise<File | null> = () => Promise.resolve(null)): Promise<boolean> {
    return this.upload('banner', locale, file, PAGE_LIMITS.bannerTypes, PAGE_LIMITS.bannerBytes, async () => {
      const webp = await toWebp(file);
      // A WebP that came out larger than the limit is not worth sending: the picture alone serves.
      const { banner } = await uploadAdminBanner(this.deps.api, file, webp && webp.size <= PAGE_LIMITS.bannerBytes ? webp : null);
      runInAction(() => {
        // The header shows the first banner: the new one replaces what it showed.
        this.changePage('general', locale, { headerBanner: [banner] });
        this.session.success = 'bannerUploaded';
      });
    });
  }

  /** An audio file for `locale`: checked here, uploaded, added to the library and chosen. */
  uploadAudio(locale: Locale, file: File): Promise<boolean> {
    return this.upload('audio', locale, file, PAGE_LIMITS.audioTypes, PAGE_LIMITS.audioBytes, async () => {
      const { audio } = await uploadAdminAudio(this.deps.api, file);
      runInAction(() => {
        this.chooseAudio(locale, audio.path);
        this.session.success = 'audioUploaded';
      });
      // The library shows it among the others (it is first there, the newest).
      await this.library.load(true);
    });
  }

  private async upload(kind: 'banner' | 'audio', locale: Locale, file: File, types: readonly string[], bytes: number, send: () => Promise<void>): Promise<boolean> {
    const refusal: UploadRefusal | null = !types.includes(file.type) ? `${kind}Type` : file.size > bytes ? `${kind}TooLarge` : null;
    if (refusal) return this.session.refuse({ kind: refusal });
    this.uploading = { kind, locale };
    return this.session.aside(send, () => (this.uploading = null));
  }

  /** Saves what changed: the general page, then the main page, each with the version it was opened at. */
  save(): Promise<boolean> {
    const { api } = this.deps;
    return this.session.saveParts(
      ['general', 'main'] as const,
      async (page, version, sent) => {
        // Each page is saved on its own; a conflict on either is met once both were tried.
        const { page: saved } = page === 'general' ? await saveAdminGeneralPage(api, { version, data: sent.general }) : await saveAdminMainPage(api, { version, data: sent.main });
        return { saved, version: saved.version };
      },
      'saved',
    );
  }

  /** The conflict: their pages become the editor's; what was mine in them is dropped (it was seen). */
  keepTheirs(): void {
    this.session.keepTheirs();
  }

  /** The conflict: mine is saved over theirs, knowingly (with their versions). */
  saveMine(): Promise<boolean> {
    return this.session.adoptTheirs() ? this.save() : Promise.resolve(false);
  }
}

/** A page as it is before the server's is in: nothing on it. */
function emptyPage<K extends keyof HomePages>(pageId: K, data: HomePages[K]['data'][Locale]): HomePages[K] {
  return { pageId, version: 1, updatedAt: null, updatedBy: '', data: mapLocales(() => data) } as HomePages[K];
}
