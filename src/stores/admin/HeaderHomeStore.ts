import { makeAutoObservable, runInAction } from 'mobx';
import { boolean, object, optional } from 'superstruct';
import {
  ADMIN_PAGE_ERRORS,
  GeneralPageInput,
  isPromoHref,
  MainPageInput,
  PAGE_LIMITS,
  type AdminGeneralPage,
  type AdminMainPage,
  type AudioMedia,
} from '../../../contracts/adminPages';
import { LOCALES, perLocale, type Locale } from '../../../contracts/common';
import { getAdminPages, listAdminAudio, saveAdminGeneralPage, saveAdminMainPage, uploadAdminAudio, uploadAdminBanner } from '../../api/adminPages';
import { ApiFailure } from '../../api/client';
import { Resource } from '../../lib/Resource';
import { readStored, writeStored } from '../../lib/storage';
import type { DeskDeps } from './deskDeps';
import { isVersionConflict } from './versionConflict';

/** The editable copy of both pages, per locale; links are '' rather than missing, so two copies compare by value. */
export interface HomeValues {
  readonly general: Record<Locale, GeneralPageInput>;
  readonly main: Record<Locale, MainPageInput>;
}

export type LinkField = 'headerLink1Href' | 'headerLink1Text';
/** A field the screen shows a message under: `${locale}.${field}`. */
export type HomeField = `${Locale}.${LinkField | 'audioTitle' | 'headerBanner' | 'audioFile'}`;

export type HomeProblem =
  | { readonly field: HomeField; readonly kind: 'hrefInvalid' | 'textRequired' | 'hrefRequired' | 'titleRequired' }
  | { readonly field: HomeField; readonly kind: 'tooLong'; readonly max: number };

export type HomeSuccess = 'saved' | 'bannerUploaded' | 'audioUploaded' | 'keptTheirs' | 'restoredAfterSignIn';

export type HomeError =
  | { readonly kind: 'invalid' }
  | { readonly kind: 'offline' }
  | { readonly kind: 'sessionExpired' }
  | { readonly kind: 'server'; readonly message: string; readonly field?: string | undefined }
  | { readonly kind: 'bannerType' }
  | { readonly kind: 'bannerTooLarge' }
  | { readonly kind: 'audioType' }
  | { readonly kind: 'audioTooLarge' };

export interface HomeConflict {
  /** The pages someone else saved since they were opened here, as the server has them now. */
  readonly general: AdminGeneralPage | null;
  readonly main: AdminMainPage | null;
  readonly mine: HomeValues;
}

export interface HomeDifference {
  readonly locale: Locale;
  readonly field: LinkField | 'headerBanner' | 'audioFile' | 'audioTitle';
  readonly theirs: string;
  readonly mine: string;
}

/** The work kept on this device when the admin session ended under it, with the versions it was based on. */
const KeptWork = object({
  general: perLocale(GeneralPageInput),
  main: perLocale(MainPageInput),
  sessionExpired: optional(boolean()),
});

function generalValues(page: AdminGeneralPage): HomeValues['general'] {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const data = page.data[locale];
      return [locale, { headerBanner: data.headerBanner, headerLink1Href: data.headerLink1Href ?? '', headerLink1Text: data.headerLink1Text ?? '' }];
    }),
  ) as HomeValues['general'];
}

function mainValues(page: AdminMainPage): HomeValues['main'] {
  return Object.fromEntries(LOCALES.map((locale) => [locale, { audioFile: page.data[locale].audioFile, audioTitle: page.data[locale].audioTitle }])) as HomeValues['main'];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every message the values deserve now; `attempted` adds the ones about what is missing. */
export function homeProblems(values: HomeValues): HomeProblem[] {
  const problems: HomeProblem[] = [];
  for (const locale of LOCALES) {
    const href = values.general[locale].headerLink1Href ?? '';
    const text = values.general[locale].headerLink1Text ?? '';
    const title = values.main[locale].audioTitle;
    if (href.length > PAGE_LIMITS.linkHref) problems.push({ field: `${locale}.headerLink1Href`, kind: 'tooLong', max: PAGE_LIMITS.linkHref });
    else if (href.trim() !== '' && !isPromoHref(href)) problems.push({ field: `${locale}.headerLink1Href`, kind: 'hrefInvalid' });
    else if (href.trim() === '' && text.trim() !== '') problems.push({ field: `${locale}.headerLink1Href`, kind: 'hrefRequired' });
    if (text.length > PAGE_LIMITS.linkText) problems.push({ field: `${locale}.headerLink1Text`, kind: 'tooLong', max: PAGE_LIMITS.linkText });
    else if (href.trim() !== '' && text.trim() === '') problems.push({ field: `${locale}.headerLink1Text`, kind: 'textRequired' });
    if (title.length > PAGE_LIMITS.audioTitle) problems.push({ field: `${locale}.audioTitle`, kind: 'tooLong', max: PAGE_LIMITS.audioTitle });
    else if (values.main[locale].audioFile.length > 0 && title.trim() === '') problems.push({ field: `${locale}.audioTitle`, kind: 'titleRequired' });
  }
  return problems;
}

/** Shown as one types: a wrong address, a text over its limit. What is missing waits for a save (`attempted`). */
const SHOWN_AT_ONCE: readonly HomeProblem['kind'][] = ['hrefInvalid', 'tooLong'];

/**
 * "Header & home": the general page (the header's banner and promo link) and the main page (the header player's
 * audio), per locale, as the editor changes them; saved with the versions they were opened at (someone else's
 * save since is a conflict the editor resolves), uploads checked here before they are sent.
 */
export class HeaderHomeStore {
  loadStatus: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  general: AdminGeneralPage | null = null;
  main: AdminMainPage | null = null;
  values: HomeValues | null = null;
  generalVersion = 1;
  mainVersion = 1;
  /** The media library's audio files, to choose from. */
  readonly library: Resource<readonly AudioMedia[]>;
  // SPEC §3 admin state.
  updating = false;
  error: HomeError | null = null;
  success: HomeSuccess | null = null;
  attempted = false;
  conflict: HomeConflict | null = null;
  /** What is being uploaded, and for which language. */
  uploading: { readonly kind: 'banner' | 'audio'; readonly locale: Locale } | null = null;

  constructor(private readonly deps: DeskDeps) {
    this.library = new Resource(async () => {
      try {
        return (await listAdminAudio(deps.api)).items;
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 401) runInAction(() => this.endSession());
        throw error;
      }
    });
    makeAutoObservable<this, 'deps'>(this, { deps: false, library: false }, { autoBind: true });
  }

  get generalDirty(): boolean {
    return this.values !== null && this.general !== null && (!same(this.values.general, generalValues(this.general)) || this.generalVersion !== this.general.version);
  }

  get mainDirty(): boolean {
    return this.values !== null && this.main !== null && (!same(this.values.main, mainValues(this.main)) || this.mainVersion !== this.main.version);
  }

  get dirty(): boolean {
    return this.generalDirty || this.mainDirty;
  }

  get saveState(): 'saved' | 'saving' | 'unsaved' | 'conflict' {
    if (this.conflict) return 'conflict';
    if (this.updating) return 'saving';
    return this.dirty ? 'unsaved' : 'saved';
  }

  get problems(): HomeProblem[] {
    if (!this.values) return [];
    const all = homeProblems(this.values);
    return this.attempted ? all : all.filter((problem) => SHOWN_AT_ONCE.includes(problem.kind));
  }

  problemFor(field: HomeField): HomeProblem | undefined {
    return this.problems.find((problem) => problem.field === field);
  }

  get differences(): HomeDifference[] {
    const conflict = this.conflict;
    if (!conflict) return [];
    const out: HomeDifference[] = [];
    const push = (locale: Locale, field: HomeDifference['field'], theirs: string, mine: string) => {
      if (theirs !== mine) out.push({ locale, field, theirs, mine });
    };
    for (const locale of LOCALES) {
      if (conflict.general) {
        const theirs = generalValues(conflict.general)[locale];
        const mine = conflict.mine.general[locale];
        push(locale, 'headerBanner', theirs.headerBanner[0]?.path ?? '', mine.headerBanner[0]?.path ?? '');
        push(locale, 'headerLink1Href', theirs.headerLink1Href ?? '', mine.headerLink1Href ?? '');
        push(locale, 'headerLink1Text', theirs.headerLink1Text ?? '', mine.headerLink1Text ?? '');
      }
      if (conflict.main) {
        const theirs = conflict.main.data[locale];
        const mine = conflict.mine.main[locale];
        push(locale, 'audioFile', theirs.audioFile[0]?.path ?? '', mine.audioFile[0]?.path ?? '');
        push(locale, 'audioTitle', theirs.audioTitle, mine.audioTitle);
      }
    }
    return out;
  }

  /**
   * Loads both pages, and the library beside them. Work kept when the session ended under it comes back at once
   * (its versions are the ones it was opened at: someone's save since is then a conflict, not overwritten).
   */
  async load(): Promise<void> {
    this.loadStatus = 'loading';
    void this.library.load();
    try {
      const pages = await getAdminPages(this.deps.api);
      runInAction(() => {
        this.takeGeneral(pages.general);
        this.takeMain(pages.main);
        this.loadStatus = 'ready';
        // An answer came: what an earlier try reported (offline, a server error) is over.
        this.error = null;
        const kept = readStored(this.deps.storage, this.deps.homeStorageKey, KeptWork);
        this.deps.storage.removeItem(this.deps.homeStorageKey);
        if (kept?.sessionExpired && this.values && !same({ general: kept.general, main: kept.main }, this.values)) {
          this.values = { general: kept.general, main: kept.main };
          this.success = 'restoredAfterSignIn';
        }
      });
    } catch (error) {
      runInAction(() => {
        this.loadStatus = 'error';
        this.fail(error);
      });
    }
  }

  setLink(locale: Locale, field: LinkField, value: string): void {
    const values = this.values;
    if (!values) return;
    this.change({ ...values, general: { ...values.general, [locale]: { ...values.general[locale], [field]: value } } });
  }

  setAudioTitle(locale: Locale, value: string): void {
    const values = this.values;
    if (!values) return;
    this.change({ ...values, main: { ...values.main, [locale]: { ...values.main[locale], audioTitle: value } } });
  }

  /** Chooses the locale's audio from the library (null: no audio in that language). */
  chooseAudio(locale: Locale, path: string | null): void {
    const values = this.values;
    if (!values) return;
    const audioFile = path === null ? [] : [{ path }];
    this.change({ ...values, main: { ...values.main, [locale]: { ...values.main[locale], audioFile } } });
  }

  /** No banner in that language: the header shows its default picture. */
  removeBanner(locale: Locale): void {
    const values = this.values;
    if (!values) return;
    this.change({ ...values, general: { ...values.general, [locale]: { ...values.general[locale], headerBanner: [] } } });
  }

  private setBanner(locale: Locale, banner: GeneralPageInput['headerBanner'][number]): void {
    const values = this.values;
    if (!values) return;
    // The header shows the first banner: the new one replaces what it showed.
    this.change({ ...values, general: { ...values.general, [locale]: { ...values.general[locale], headerBanner: [banner] } } });
  }

  private change(next: HomeValues): void {
    this.values = next;
    this.success = null;
    if (this.error?.kind === 'invalid' && homeProblems(next).length === 0) this.error = null;
  }

  /**
   * A banner for `locale`: type and size checked here, then sent with its WebP, which `toWebp` makes (the
   * screen's makes it in the browser; null when it cannot, and the server then serves the picture for both).
   */
  async uploadBanner(locale: Locale, file: File, toWebp: (file: File) => Promise<File | null> = () => Promise.resolve(null)): Promise<boolean> {
    if (!(PAGE_LIMITS.bannerTypes as readonly string[]).includes(file.type)) {
      this.error = { kind: 'bannerType' };
      return false;
    }
    if (file.size > PAGE_LIMITS.bannerBytes) {
      this.error = { kind: 'bannerTooLarge' };
      return false;
    }
    return this.upload('banner', locale, async () => {
      const webp = await toWebp(file);
      // A WebP that came out larger than the limit is not worth sending: the picture alone serves.
      const { banner } = await uploadAdminBanner(this.deps.api, file, webp && webp.size <= PAGE_LIMITS.bannerBytes ? webp : null);
      runInAction(() => {
        this.setBanner(locale, banner);
        this.success = 'bannerUploaded';
      });
    });
  }

  /** An audio file for `locale`: checked here, uploaded, added to the library and chosen. */
  async uploadAudio(locale: Locale, file: File): Promise<boolean> {
    if (!(PAGE_LIMITS.audioTypes as readonly string[]).includes(file.type)) {
      this.error = { kind: 'audioType' };
      return false;
    }
    if (file.size > PAGE_LIMITS.audioBytes) {
      this.error = { kind: 'audioTooLarge' };
      return false;
    }
    return this.upload('audio', locale, async () => {
      const { audio } = await uploadAdminAudio(this.deps.api, file);
      runInAction(() => {
        this.chooseAudio(locale, audio.path);
        this.success = 'audioUploaded';
      });
      // The library shows it among the others (it is first there, the newest).
      await this.library.load(true);
    });
  }

  private async upload(kind: 'banner' | 'audio', locale: Locale, send: () => Promise<void>): Promise<boolean> {
    this.uploading = { kind, locale };
    this.error = null;
    this.success = null;
    try {
      await send();
      runInAction(() => (this.uploading = null));
      return true;
    } catch (error) {
      runInAction(() => {
        this.uploading = null;
        this.fail(error);
      });
      return false;
    }
  }

  /** Saves what changed: the general page, then the main page, each with the version it was opened at. */
  async save(): Promise<boolean> {
    const values = this.values;
    if (!values) return false;
    this.attempted = true;
    if (homeProblems(values).length > 0) {
      this.error = { kind: 'invalid' };
      this.success = null;
      return false;
    }
    this.updating = true;
    this.error = null;
    this.success = null;
    const conflicted = { general: false, main: false };
    try {
      if (this.generalDirty) {
        try {
          const { page } = await saveAdminGeneralPage(this.deps.api, { version: this.generalVersion, data: values.general });
          runInAction(() => this.takeGeneral(page, this.values?.general !== values.general));
        } catch (error) {
          if (!isVersionConflict(error, ADMIN_PAGE_ERRORS.versionConflict)) throw error;
          conflicted.general = true;
        }
      }
      if (this.mainDirty) {
        try {
          const { page } = await saveAdminMainPage(this.deps.api, { version: this.mainVersion, data: values.main });
          runInAction(() => this.takeMain(page, this.values?.main !== values.main));
        } catch (error) {
          if (!isVersionConflict(error, ADMIN_PAGE_ERRORS.versionConflict)) throw error;
          conflicted.main = true;
        }
      }
      if (conflicted.general || conflicted.main) {
        await this.openConflict(values, conflicted);
        runInAction(() => (this.updating = false));
        return false;
      }
      runInAction(() => {
        this.updating = false;
        this.attempted = false;
        this.success = 'saved';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.updating = false;
        this.fail(error);
      });
      return false;
    }
  }

  /** Someone saved since: load theirs and show what differs; mine stays in the form. */
  private async openConflict(mine: HomeValues, which: { general: boolean; main: boolean }): Promise<void> {
    const pages = await getAdminPages(this.deps.api);
    runInAction(() => {
      this.conflict = { general: which.general ? pages.general : null, main: which.main ? pages.main : null, mine };
    });
  }

  /** The conflict: their pages become the editor's; what was mine in them is dropped (it was seen). */
  keepTheirs(): void {
    const conflict = this.conflict;
    if (!conflict) return;
    this.conflict = null;
    if (conflict.general) this.takeGeneral(conflict.general);
    if (conflict.main) this.takeMain(conflict.main);
    this.attempted = false;
    this.success = 'keptTheirs';
  }

  /** The conflict: mine is saved over theirs, knowingly (with their versions). */
  saveMine(): Promise<boolean> {
    const conflict = this.conflict;
    if (!conflict) return Promise.resolve(false);
    this.conflict = null;
    if (conflict.general) {
      this.general = conflict.general;
      this.generalVersion = conflict.general.version;
    }
    if (conflict.main) {
      this.main = conflict.main;
      this.mainVersion = conflict.main.version;
    }
    this.values = conflict.mine;
    return this.save();
  }

  /** Takes the server's page; `keepTyped`: what was typed while the save was on its way stays (and unsaved). */
  private takeGeneral(page: AdminGeneralPage, keepTyped = false): void {
    this.general = page;
    this.generalVersion = page.version;
    if (!keepTyped || !this.values) this.values = { general: generalValues(page), main: this.values?.main ?? mainValues(this.main ?? emptyMain()) };
  }

  private takeMain(page: AdminMainPage, keepTyped = false): void {
    this.main = page;
    this.mainVersion = page.version;
    if (!keepTyped || !this.values) this.values = { general: this.values?.general ?? generalValues(this.general ?? emptyGeneral()), main: mainValues(page) };
  }

  private endSession(): void {
    this.error = { kind: 'sessionExpired' };
    this.deps.sessionExpired();
  }

  private fail(error: unknown): void {
    if (error instanceof ApiFailure && error.status === 401) {
      // The work stays on this device and comes back after the sign-in (the desk is made again then).
      if (this.dirty && this.values) writeStored(this.deps.storage, this.deps.homeStorageKey, { ...this.values, sessionExpired: true });
      this.endSession();
    } else if (error instanceof ApiFailure && error.status === 0) {
      this.error = { kind: 'offline' };
    } else {
      const failure = error instanceof ApiFailure ? error : null;
      this.error = { kind: 'server', message: failure?.serverMessage ?? 'Request failed', field: failure?.serverField };
    }
  }
}

function emptyGeneral(): AdminGeneralPage {
  const data = { headerBanner: [] };
  return { pageId: 'general', version: 1, updatedAt: null, updatedBy: '', data: { en: data, 'zh-cn': data, 'zh-tw': data } };
}

function emptyMain(): AdminMainPage {
  const data = { audioFile: [], audioTitle: '' };
  return { pageId: 'main', version: 1, updatedAt: null, updatedBy: '', data: { en: data, 'zh-cn': data, 'zh-tw': data } };
}
