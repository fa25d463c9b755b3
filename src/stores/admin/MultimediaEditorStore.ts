import { makeAutoObservable, runInAction } from 'mobx';
import { ADMIN_MEDIA_ERRORS, MEDIA_LIMITS, type MediaItem } from '../../../contracts/adminMedia';
import { ADMIN_MULTIMEDIA_ERRORS, type AdminMultimedia, type MultimediaInput, type MultimediaKind } from '../../../contracts/adminMultimedia';
import { LOCALES, type ImageRef, type Locale } from '../../../contracts/common';
import { uploadAdminMedia } from '../../api/adminMedia';
import { createAdminMultimedia, getAdminMultimedia, saveAdminMultimedia } from '../../api/adminMultimedia';
import type { UploadProgress } from '../../api/contact';
import { converterFrom, otherScript, type ChineseLocale } from './chineseScript';
import { CreateKey } from './CreateKey';
import type { DeskDeps } from './deskDeps';
import { EditSession, problemFor } from './EditSession';
import type { MediaChoice } from './MediaChooserStore';
import {
  blankMultimedia,
  multimediaInputOf,
  MultimediaBase,
  multimediaFields,
  multimediaProblems,
  multimediaValuesOf,
  MultimediaValues,
  parseDuration,
  type MultimediaDifference,
  type GalleryValues,
  type MultimediaField,
  type MultimediaProblem,
  type VideoValues,
} from './multimediaValues';
import { percentOf, progressTransport } from './pictureUpload';

type TextField = 'title' | 'description';
type PictureText = 'caption' | 'credit';

/**
 * One video or gallery in the desk's editor (/admin/multimedia/{id}, or new): titles and descriptions per language
 * (simplified ↔ traditional filled by the article editor's converter), the multimedia section and subsection, the
 * publish time; a video's file, poster and length, a gallery's pictures in order with their captions and credits.
 * Files are chosen from the media library or uploaded into it here. Keeping the work across an ended session and
 * meeting someone else's save is its EditSession's.
 */
export class MultimediaEditorStore {
  readonly session: EditSession<MultimediaValues, MultimediaBase, MultimediaDifference, AdminMultimedia, 'saved' | 'created' | 'converted'>;
  /** A file on its way into the library, with its progress; null when none. */
  upload: { readonly kind: 'video' | 'picture'; readonly progress: UploadProgress | null } | null = null;
  converting: ChineseLocale | null = null;
  private readonly createKey: CreateKey<MultimediaInput>;

  constructor(
    private readonly deps: DeskDeps,
    readonly id: string | null,
    /** A new item's kind and first section (an existing one's come with it). */
    kind: MultimediaKind,
    category: string,
    /** Told of the saved item (the list reads itself again; a new one's page opens). */
    private readonly onSaved: (item: AdminMultimedia, created: boolean) => void = () => {},
  ) {
    this.session = new EditSession<MultimediaValues, MultimediaBase, MultimediaDifference, AdminMultimedia, 'saved' | 'created' | 'converted'>(
      deps,
      {
        // A new item's kind is its own from the start; an existing one's, once read (before any copy is kept).
        key: () => deps.copyKey(this.values.kind, this.id),
        values: MultimediaValues,
        baseVersion: MultimediaBase,
        valuesOf: multimediaValuesOf,
        versionOf: (item) => ({ item: item._id, version: item.version }),
        conflict: { message: ADMIN_MULTIMEDIA_ERRORS.versionConflict, latest: async () => (await getAdminMultimedia(deps.api, this.id ?? this.item?._id ?? '')).item },
        notFound: ADMIN_MULTIMEDIA_ERRORS.notFound,
        keep: 'sessionEnd',
        fields: multimediaFields,
        valid: () => this.problems.length === 0,
      },
      { values: blankMultimedia(kind, category, deps.clock()), baseVersion: { item: null, version: null }, loadStatus: id === null ? 'ready' : 'idle' },
    );
    this.createKey = new CreateKey(deps.newId ?? (() => crypto.randomUUID()));
    makeAutoObservable<this, 'deps' | 'onSaved' | 'createKey'>(this, { deps: false, onSaved: false, createKey: false, session: false, id: false }, { autoBind: true });
  }

  get item() { return this.session.server; }
  get values() { return this.session.values; }
  get kind(): MultimediaKind { return this.values.kind; }
  get error() { return this.session.error; }
  get dirty() { return this.session.dirty; }
  get conflict() { return this.session.theirs; }
  get differences() { return this.session.differences; }

  /** Loads the item; a copy kept when the session ended comes back at once. A new one has nothing to load. */
  load(): Promise<void> {
    return this.session.openById(this.id, async (id) => (await getAdminMultimedia(this.deps.api, id)).item);
  }

  /** The problems shown now (those that wait for a save once one was tried). */
  get problems(): MultimediaProblem[] {
    return multimediaProblems(this.values, this.session.attempted !== false);
  }

  problemFor(field: MultimediaField): MultimediaProblem | undefined {
    return problemFor(this.problems, field);
  }

  /** The field the server refused (a section that is not a multimedia one, a file not in the library), or null. */
  get refusedField(): string | null {
    return this.session.refusedField;
  }

  private change(next: MultimediaValues): void {
    this.session.change(next);
  }

  private video(): VideoValues | null {
    return this.values.kind === 'video' ? this.values : null;
  }

  private gallery(): GalleryValues | null {
    return this.values.kind === 'gallery' ? this.values : null;
  }

  setText(locale: Locale, field: TextField, value: string): void {
    const values = this.values;
    this.change({ ...values, data: { ...values.data, [locale]: { ...values.data[locale], [field]: value } } });
  }

  /** The section and, optionally, one of its subsections. */
  setSection(category: string, subcategory: string | null): void {
    this.change({ ...this.values, category, subcategory });
  }

  setPublishedAt(value: string): void {
    this.change({ ...this.values, publishedAt: value });
  }

  // ---- a video -------------------------------------------------------------------------------------------------

  chooseVideo(item: MediaItem): void {
    const video = this.video();
    if (video && item.kind === 'video') this.change({ ...video, src: item.path });
  }

  choosePoster(image: ImageRef): void {
    const video = this.video();
    if (video) this.change({ ...video, poster: image });
  }

  setDuration(text: string): void {
    const video = this.video();
    if (video) this.change({ ...video, duration: text });
  }

  /** The length the browser read from the file: taken when the editor has typed none. */
  offerDuration(seconds: number): void {
    const video = this.video();
    if (!video || video.duration.trim() !== '' || !Number.isFinite(seconds) || seconds < 1) return;
    const whole = Math.round(seconds);
    this.change({ ...video, duration: `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}` });
  }

  // ---- a gallery -----------------------------------------------------------------------------------------------

  /** A library picture added at the end, its captions and credit from the library's texts; one already there stays once. */
  addPicture(choice: MediaChoice): void {
    const gallery = this.gallery();
    if (!gallery || gallery.pictures.some((picture) => picture.image.path === choice.image.path)) return;
    const data = Object.fromEntries(
      LOCALES.map((locale) => [locale, { caption: choice.alt[locale] ?? '', ...(choice.credit ? { credit: choice.credit } : {}) }]),
    ) as GalleryValues['pictures'][number]['data'];
    this.change({ ...gallery, pictures: [...gallery.pictures, { image: choice.image, data }] });
  }

  removePicture(index: number): void {
    const gallery = this.gallery();
    if (gallery) this.change({ ...gallery, pictures: gallery.pictures.filter((_, n) => n !== index) });
  }

  movePicture(index: number, direction: 'up' | 'down'): void {
    const gallery = this.gallery();
    const to = direction === 'up' ? index - 1 : index + 1;
    if (!gallery || to < 0 || to >= gallery.pictures.length) return;
    const pictures = [...gallery.pictures];
    [pictures[index], pictures[to]] = [pictures[to]!, pictures[index]!];
    this.change({ ...gallery, pictures });
  }

  setPictureText(index: number, locale: Locale, field: PictureText, value: string): void {
    const gallery = this.gallery();
    const picture = gallery?.pictures[index];
    if (!gallery || !picture) return;
    const text = { ...picture.data[locale], [field]: value };
    if (field === 'credit' && value === '') delete text.credit;
    const pictures = gallery.pictures.map((one, n) => (n === index ? { ...picture, data: { ...picture.data, [locale]: text } } : one));
    this.change({ ...gallery, pictures });
  }

  // ---- files and scripts ---------------------------------------------------------------------------------------

  /**
   * Uploads a file into the media library and uses it: the video, or a picture (the poster, or the gallery's next).
   * The bytes decide what it is: a file that turns out not to be the kind asked for is kept in the library but not used.
   */
  async uploadFile(file: File, kind: 'video' | 'picture', take: (item: MediaItem) => void): Promise<boolean> {
    if (this.upload) return false;
    // Refused before it is sent, as the library would: a picture over its limit, a video over its own.
    if (file.type.startsWith('video/') && file.size > MEDIA_LIMITS.videoBytes) {
      return this.session.refuse({ kind: 'server', message: ADMIN_MEDIA_ERRORS.videoTooLarge, field: 'src' });
    }
    if (file.type.startsWith('image/') && file.size > MEDIA_LIMITS.pictureBytes) return this.session.refuse({ kind: 'imageTooLarge' });
    this.upload = { kind, progress: null };
    this.session.error = null;
    try {
      const transport = progressTransport(this.deps, (progress) => runInAction(() => (this.upload = { kind, progress })));
      const { item } = await uploadAdminMedia(this.deps.api, file, transport);
      runInAction(() => {
        this.session.answered();
        if (item.kind !== kind) this.session.error = { kind: 'server', message: ADMIN_MULTIMEDIA_ERRORS[kind === 'video' ? 'videoRequired' : 'unknownPicture'], field: kind === 'video' ? 'src' : 'poster' };
        else take(item);
      });
      return item.kind === kind;
    } catch (error) {
      runInAction(() => this.session.fail(error));
      return false;
    } finally {
      runInAction(() => (this.upload = null));
    }
  }

  /** The other script's texts (titles, descriptions, captions, credits) filled from `from`'s, Taiwan phrasing for 繁體. */
  async convert(from: ChineseLocale): Promise<boolean> {
    const to = otherScript(from);
    this.converting = from;
    try {
      const convert = await converterFrom(from, to);
      runInAction(() => {
        const values = this.values;
        const source = values.data[from];
        const data = { ...values.data, [to]: { title: convert(source.title), description: convert(source.description) } };
        if (values.kind === 'video') this.change({ ...values, data });
        else {
          const pictures = values.pictures.map((picture) => {
            const { caption, credit } = picture.data[from];
            return { ...picture, data: { ...picture.data, [to]: { caption: convert(caption), ...(credit ? { credit: convert(credit) } : {}) } } };
          });
          this.change({ ...values, data, pictures });
        }
        this.session.success = 'converted';
      });
      return true;
    } catch {
      runInAction(() => (this.session.error = { kind: 'conversionUnavailable' }));
      return false;
    } finally {
      runInAction(() => (this.converting = null));
    }
  }

  /** Adds or saves the item; false (the reason shown) when it was not. */
  save(): Promise<boolean> {
    const { api } = this.deps;
    const calls = {
      create: async (key: string, input: MultimediaInput) => (await createAdminMultimedia(api, input, key)).item,
      save: async (id: string, version: number, input: MultimediaInput) => (await saveAdminMultimedia(api, id, version, input)).item,
    };
    const write = (item: AdminMultimedia | null) => this.createKey.write(item, this.session.baseVersion.version, multimediaInputOf(this.values), calls);
    return this.session.save(write, this.onSaved, 'saved', 'created');
  }

  keepTheirs(): void {
    this.session.keepTheirs();
  }

  saveMineOverTheirs(): Promise<boolean> {
    return this.session.adoptTheirs() ? this.save() : Promise.resolve(false);
  }

  /** Whole percent of the file on its way, or null while its size is not known (or none is). */
  get uploadPercent(): number | null {
    return percentOf(this.upload?.progress);
  }

  /** Whether the length typed is one (for the hint under the field). */
  get durationSeconds(): number | null {
    const video = this.video();
    return video ? parseDuration(video.duration) : null;
  }
}
