/**
 * Ours: the editors' desk's "Header & home" (contracts/adminPages.ts, docs/decisions/043). The desk writes the
 * `page` rows readers' getPage reads, so a saved banner, promo link or audio is in every reader's header at once.
 * Banners are stored as the articles' pictures are (the `picture` table, bytes under `pictures/{id}`, served at
 * PICTURES_PATH); audio files in their own table, bytes under `audio/{id}`, served at AUDIO_PATH.
 */
import {
  ADMIN_PAGE_ERRORS,
  getAdminPages,
  isPromoHref,
  listAdminAudio,
  PAGE_LIMITS,
  saveAdminGeneralPage,
  saveAdminMainPage,
  uploadAdminAudio,
  uploadAdminBanner,
  type AdminGeneralPage,
  type AdminMainPage,
  type AudioMedia,
  type GeneralPageInput,
  type MainPageInput,
} from '../../contracts/adminPages';
import { LOCALES, type Locale } from '../../contracts/common';
import type { GeneralPage, MainPage } from '../../contracts/content';
import { libraryItemFor, mediaKindOf, pictureInLibrary } from './adminMedia';
import { docOf } from './documents';
import { fail, ok, type Failure } from './outcome';
import { displayedSize, keepPicture, PICTURE_TYPES, PICTURES_PATH } from './pictures';
import type { Ports, Reader } from './ports';
import { rule, type FileRoute } from './rule';
import type { Row } from './schema';
import { AUDIO_PATH, keepSound, soundPathOf } from './sounds';



/**
 * The seed's own media, which the desk may keep choosing: files shipped with the site under /media/
 * (mocks/seed/media.ts's BANNERS and WELCOME_AUDIO, which the rules may not import).
 */
const SEED_BANNER_PATHS = new Set([1, 2].flatMap((n) => [`/media/banners/banner-${n}.jpg`, `/media/banners/banner-${n}.webp`]));
const WELCOME_AUDIO = '/media/audio/welcome.mp3';
/** The seed's audio: mocks/public/media/audio/welcome.mp3, its real size. */
const SEED_AUDIO: AudioMedia = { path: WELCOME_AUDIO, name: 'welcome.mp3', size: 90_638, uploadedAt: null };

type PageRow = Row<'page'>;

async function pageRow(store: Reader, id: 'general' | 'main'): Promise<PageRow> {
  const row = await store.get('page', id);
  if (!row) throw new Error(`page ${id} is missing`);
  return row;
}

function adminGeneralOf(row: PageRow): AdminGeneralPage {
  const page = docOf<GeneralPage>(row);
  return { pageId: 'general', version: row.version, updatedAt: row.updatedAt || null, updatedBy: row.updatedBy, data: page.data };
}

function adminMainOf(row: PageRow): AdminMainPage {
  const page = docOf<MainPage>(row);
  return { pageId: 'main', version: row.version, updatedAt: row.updatedAt || null, updatedBy: row.updatedBy, data: page.data };
}

async function isKnownPicture(store: Reader, path: string): Promise<boolean> {
  if (SEED_BANNER_PATHS.has(path)) return true;
  if (!path.startsWith(PICTURES_PATH)) return false;
  return (await store.get('picture', path.slice(PICTURES_PATH.length))) !== null;
}

async function isKnownAudio(store: Reader, path: string): Promise<boolean> {
  if (path === WELCOME_AUDIO) return true;
  if (!path.startsWith(AUDIO_PATH)) return false;
  return (await store.get('audio', path.slice(AUDIO_PATH.length))) !== null;
}

async function allKnown(paths: readonly string[], known: (path: string) => Promise<boolean>): Promise<boolean> {
  for (const path of paths) if (!(await known(path))) return false;
  return true;
}

/** The first refusal of a general page, in the screen's order: banner, then address, then text, per language. */
async function checkGeneral(store: Reader, data: Record<Locale, GeneralPageInput>): Promise<Failure | null> {
  for (const locale of LOCALES) {
    const { headerBanner, headerLink1Href = '', headerLink1Text = '' } = data[locale];
    const banners = headerBanner.flatMap((banner) => [banner.path, banner.pathWebp]);
    if (!(await allKnown(banners, (path) => isKnownPicture(store, path)))) {
      return fail(400, ADMIN_PAGE_ERRORS.unknownBanner, `data.${locale}.headerBanner`);
    }
    const href = headerLink1Href.trim();
    const text = headerLink1Text.trim();
    if (href !== '' && !isPromoHref(href)) return fail(400, ADMIN_PAGE_ERRORS.linkHrefInvalid, `data.${locale}.headerLink1Href`);
    if (href !== '' && text === '') return fail(400, ADMIN_PAGE_ERRORS.linkTextRequired, `data.${locale}.headerLink1Text`);
    if (href === '' && text !== '') return fail(400, ADMIN_PAGE_ERRORS.linkHrefRequired, `data.${locale}.headerLink1Href`);
  }
  return null;
}

async function checkMain(store: Reader, data: Record<Locale, MainPageInput>): Promise<Failure | null> {
  for (const locale of LOCALES) {
    const { audioFile, audioTitle } = data[locale];
    const paths = audioFile.map((file) => file.path);
    if (!(await allKnown(paths, (path) => isKnownAudio(store, path)))) return fail(400, ADMIN_PAGE_ERRORS.unknownAudio, `data.${locale}.audioFile`);
    if (audioFile.length > 0 && audioTitle.trim() === '') return fail(400, ADMIN_PAGE_ERRORS.audioTitleRequired, `data.${locale}.audioTitle`);
  }
  return null;
}

/**
 * The general page as readers get it: trimmed, and an empty link left out (the reader's contract has it
 * optional, and the header shows a link only when both parts are there).
 */
function readerGeneral(data: Record<Locale, GeneralPageInput>): GeneralPage {
  const perLocale = Object.fromEntries(
    LOCALES.map((locale) => {
      const { headerBanner, headerLink1Href = '', headerLink1Text = '' } = data[locale];
      const href = headerLink1Href.trim();
      const text = headerLink1Text.trim();
      return [locale, href && text ? { headerBanner, headerLink1Href: href, headerLink1Text: text } : { headerBanner }];
    }),
  ) as GeneralPage['data'];
  return { pageId: 'general', data: perLocale };
}

function readerMain(data: Record<Locale, MainPageInput>): MainPage {
  const perLocale = Object.fromEntries(
    LOCALES.map((locale) => [locale, { audioFile: data[locale].audioFile, audioTitle: data[locale].audioTitle.trim() }]),
  ) as MainPage['data'];
  return { pageId: 'main', data: perLocale };
}

/**
 * Writes the page only while it is still at the version the editor saw: of two saves from that version, one is
 * kept and the other is a conflict (null), however close together they came.
 */
function store(ports: Ports, row: PageRow, page: GeneralPage | MainPage, editor: string): Promise<PageRow | null> {
  const patch = { doc: JSON.stringify(page), version: row.version + 1, updatedAt: new Date(ports.clock.now()).toISOString(), updatedBy: editor };
  return ports.store.update('page', row.id, patch, { version: row.version });
}

function audioMediaOf(row: Row<'audio'>): AudioMedia {
  return { path: soundPathOf(row), name: row.name, size: row.size, uploadedAt: new Date(row.createdAt).toISOString() };
}

export const adminPageRules = [
  rule(getAdminPages, async (_context, ports) => {
    const [general, main] = await Promise.all([pageRow(ports.store, 'general'), pageRow(ports.store, 'main')]);
    return ok({ general: adminGeneralOf(general), main: adminMainOf(main) });
  }),

  rule(saveAdminGeneralPage, async ({ body, admin }, ports) => {
    const row = await pageRow(ports.store, 'general');
    if (body.version !== row.version) return fail(409, ADMIN_PAGE_ERRORS.versionConflict, 'version');
    const refused = await checkGeneral(ports.store, body.data);
    if (refused) return refused;
    const saved = await store(ports, row, readerGeneral(body.data), admin?.name ?? '');
    if (!saved) return fail(409, ADMIN_PAGE_ERRORS.versionConflict, 'version');
    return ok({ page: adminGeneralOf(saved) });
  }),

  rule(saveAdminMainPage, async ({ body, admin }, ports) => {
    const row = await pageRow(ports.store, 'main');
    if (body.version !== row.version) return fail(409, ADMIN_PAGE_ERRORS.versionConflict, 'version');
    const refused = await checkMain(ports.store, body.data);
    if (refused) return refused;
    const saved = await store(ports, row, readerMain(body.data), admin?.name ?? '');
    if (!saved) return fail(409, ADMIN_PAGE_ERRORS.versionConflict, 'version');
    return ok({ page: adminMainOf(saved) });
  }),

  rule(uploadAdminBanner, async ({ files, admin }, ports) => {
    if (files.length < 1 || files.length > 2) return fail(400, 'Send the picture, and at most its WebP', 'file');
    const [file, webp] = files as [File, File | undefined];
    if (!(PAGE_LIMITS.bannerTypes as readonly string[]).includes(file.type)) return fail(400, ADMIN_PAGE_ERRORS.imageType, 'file');
    if (file.size > PAGE_LIMITS.bannerBytes || (webp?.size ?? 0) > PAGE_LIMITS.bannerBytes) {
      return fail(413, ADMIN_PAGE_ERRORS.imageTooLarge, webp && webp.size > PAGE_LIMITS.bannerBytes ? 'webp' : 'file');
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const size = displayedSize(bytes);
    // The bytes decide, as for cover pictures: a renamed file is stored as what it is, a non-picture refused.
    const type = size ? PICTURE_TYPES[size.type] : undefined;
    if (!size || !type) return fail(400, ADMIN_PAGE_ERRORS.imageType, 'file');
    const editor = admin?.name ?? '';
    const kept = await keepPicture(ports, bytes, type, size, editor);
    const { path } = kept;
    await pictureInLibrary(ports, kept, type, bytes.byteLength, file.name, editor);
    if (!webp || type === 'image/webp') return ok({ banner: { path, pathWebp: path } }, 201);
    const webpBytes = new Uint8Array(await webp.arrayBuffer());
    const webpSize = displayedSize(webpBytes);
    // The WebP must be this picture: a WebP, of the same size (a stray file would show only in WebP browsers).
    if (!webpSize || webpSize.type !== 'webp' || webpSize.width !== size.width || webpSize.height !== size.height) {
      return fail(400, ADMIN_PAGE_ERRORS.webpMismatch, 'webp');
    }
    return ok({ banner: { path, pathWebp: (await keepPicture(ports, webpBytes, 'image/webp', webpSize, editor)).path } }, 201);
  }),

  rule(uploadAdminAudio, async ({ files, admin }, ports) => {
    if (files.length !== 1) return fail(400, 'Send one audio file', 'file');
    const [file] = files as [File];
    if (!(PAGE_LIMITS.audioTypes as readonly string[]).includes(file.type)) return fail(400, ADMIN_PAGE_ERRORS.audioType, 'file');
    if (file.size > PAGE_LIMITS.audioBytes) return fail(413, ADMIN_PAGE_ERRORS.audioTooLarge, 'file');
    const bytes = new Uint8Array(await file.arrayBuffer());
    // What the bytes are, whatever the name or the declared type says: the media library's one rule (file-type).
    const kind = await mediaKindOf(bytes);
    if (kind?.kind !== 'audio') return fail(400, ADMIN_PAGE_ERRORS.audioType, 'file');
    const editor = admin?.name ?? '';
    const row = await keepSound(ports, bytes, kind, file.name, editor);
    await libraryItemFor(ports, { kind: 'audio', path: soundPathOf(row), image: null, type: row.type, size: row.size }, file.name, editor);
    return ok({ audio: audioMediaOf(row) }, 201);
  }),

  rule(listAdminAudio, async (_context, ports) => {
    // Newest first; uploads of one millisecond by their name, which is their content's hash.
    const uploaded = await ports.store.find('audio', {}, { orderBy: [['createdAt', 'desc'], ['id', 'desc']] });
    return ok({ items: [...uploaded.map(audioMediaOf), SEED_AUDIO] });
  }),
];

/** An uploaded audio file, for everyone: its name is its content's hash, so it can be cached for ever. */
export const audioFileRoute: FileRoute = {
  prefix: AUDIO_PATH,
  async serve(name, ports) {
    const file = await ports.files.get(`audio/${name}`);
    return file ? { kind: 'file', bytes: file.bytes, type: file.type } : { kind: 'missing', message: 'Audio not found' };
  },
};
