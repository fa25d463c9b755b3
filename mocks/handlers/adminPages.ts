/**
 * Ours: the editors' desk's "Header & home" (contracts/adminPages.ts, docs/decisions/043). The desk writes the
 * `page` rows readers' getPage reads (mocks/handlers/content.ts), so a saved banner, promo link or audio is in
 * every reader's header at once. Banners are stored as the articles' pictures are (the `picture` table, served
 * at PICTURES_PATH); audio files in their own table, served at AUDIO_PATH.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { http, HttpResponse } from 'msw';
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
import { mockNow } from '../clock';
import { db, docOf } from '../db';
import { fail, handle, ok, type Outcome } from '../respond';
import { BANNERS, WELCOME_AUDIO } from '../seed/media';
import { displayedSize, PICTURES_PATH } from '../../src/rules/pictures';
import { fromBase64, toBase64 } from '../ports';

/** Where readers' players load an uploaded audio file: a public GET on the API's origin. */
export const AUDIO_PATH = '/api/media/audio/';

const PICTURE_EXTENSIONS: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
/** image-size's names for the types a banner may be. */
const PICTURE_TYPES: Readonly<Record<string, string>> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The seed's own media, which the desk may keep choosing. */
const SEED_BANNER_PATHS = new Set(BANNERS.flatMap((banner) => [banner.path, banner.pathWebp]));
/** The seed's audio: mocks/public/media/audio/welcome.mp3, its real size. */
const SEED_AUDIO: AudioMedia = { path: WELCOME_AUDIO, name: 'welcome.mp3', size: 90_638, uploadedAt: null };

type Failure = Outcome<never>;
type PageRow = NonNullable<ReturnType<typeof db.page.findFirst>>;

const now = () => new Date(mockNow()).toISOString();

function pageRow(id: 'general' | 'main'): PageRow {
  return db.page.findFirst({ where: { id: { equals: id } }, strict: true });
}

function adminGeneralOf(row: PageRow): AdminGeneralPage {
  const page = docOf<GeneralPage>(row);
  return { pageId: 'general', version: row.version, updatedAt: row.updatedAt || null, updatedBy: row.updatedBy, data: page.data };
}

function adminMainOf(row: PageRow): AdminMainPage {
  const page = docOf<MainPage>(row);
  return { pageId: 'main', version: row.version, updatedAt: row.updatedAt || null, updatedBy: row.updatedBy, data: page.data };
}

function isKnownPicture(path: string): boolean {
  if (SEED_BANNER_PATHS.has(path)) return true;
  if (!path.startsWith(PICTURES_PATH)) return false;
  return db.picture.findFirst({ where: { id: { equals: path.slice(PICTURES_PATH.length) } } }) !== null;
}

function isKnownAudio(path: string): boolean {
  if (path === WELCOME_AUDIO) return true;
  if (!path.startsWith(AUDIO_PATH)) return false;
  return db.audio.findFirst({ where: { id: { equals: path.slice(AUDIO_PATH.length) } } }) !== null;
}

/** The first refusal of a general page, in the screen's order: banner, then address, then text, per language. */
function checkGeneral(data: Record<Locale, GeneralPageInput>): Failure | null {
  for (const locale of LOCALES) {
    const { headerBanner, headerLink1Href = '', headerLink1Text = '' } = data[locale];
    if (!headerBanner.every((banner) => isKnownPicture(banner.path) && isKnownPicture(banner.pathWebp))) {
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

function checkMain(data: Record<Locale, MainPageInput>): Failure | null {
  for (const locale of LOCALES) {
    const { audioFile, audioTitle } = data[locale];
    if (!audioFile.every((file) => isKnownAudio(file.path))) return fail(400, ADMIN_PAGE_ERRORS.unknownAudio, `data.${locale}.audioFile`);
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

function store(row: PageRow, page: GeneralPage | MainPage, editor: string): PageRow {
  const updated = db.page.update({
    where: { id: { equals: row.id } },
    data: { doc: JSON.stringify(page), version: row.version + 1, updatedAt: now(), updatedBy: editor },
  });
  if (!updated) throw new Error(`page ${row.id} vanished while it was saved`);
  return updated;
}

/** Stores a picture under its content's hash (as the articles' pictures are); its public path. */
function keepPicture(bytes: Uint8Array, type: string, size: { width: number; height: number }, editor: string): string {
  const id = `${bytesToHex(sha256(bytes))}.${PICTURE_EXTENSIONS[type] ?? 'bin'}`;
  if (!db.picture.findFirst({ where: { id: { equals: id } } })) {
    db.picture.create({ id, type, size: bytes.byteLength, width: size.width, height: size.height, uploadedBy: editor, createdAt: mockNow() });
    db.file.create({ key: `pictures/${id}`, type, data: toBase64(bytes) });
  }
  return `${PICTURES_PATH}${id}`;
}

/** What the bytes are, whatever the name or the declared type says: MP3 (ID3 tag or a frame sync), M4A, Ogg. */
function audioKind(bytes: Uint8Array): { type: string; extension: string } | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return { type: 'audio/mpeg', extension: 'mp3' };
  if (ascii(4, 8) === 'ftyp') return { type: 'audio/mp4', extension: 'm4a' };
  if (ascii(0, 4) === 'OggS') return { type: 'audio/ogg', extension: 'ogg' };
  return null;
}

function audioMediaOf(row: NonNullable<ReturnType<typeof db.audio.findFirst>>): AudioMedia {
  return { path: `${AUDIO_PATH}${row.id}`, name: row.name, size: row.size, uploadedAt: new Date(row.createdAt).toISOString() };
}

export const adminPageHandlers = [
  handle(getAdminPages, () => ok({ general: adminGeneralOf(pageRow('general')), main: adminMainOf(pageRow('main')) })),

  handle(saveAdminGeneralPage, ({ body, admin }) => {
    const row = pageRow('general');
    if (body.version !== row.version) return fail(409, ADMIN_PAGE_ERRORS.versionConflict, 'version');
    const refused = checkGeneral(body.data);
    if (refused) return refused;
    const saved = store(row, readerGeneral(body.data), admin?.name ?? '');
    return ok({ page: adminGeneralOf(saved) });
  }),

  handle(saveAdminMainPage, ({ body, admin }) => {
    const row = pageRow('main');
    if (body.version !== row.version) return fail(409, ADMIN_PAGE_ERRORS.versionConflict, 'version');
    const refused = checkMain(body.data);
    if (refused) return refused;
    const saved = store(row, readerMain(body.data), admin?.name ?? '');
    return ok({ page: adminMainOf(saved) });
  }),

  handle(uploadAdminBanner, async ({ files, admin }) => {
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
    const path = keepPicture(bytes, type, size, editor);
    if (!webp || type === 'image/webp') return ok({ banner: { path, pathWebp: path } }, 201);
    const webpBytes = new Uint8Array(await webp.arrayBuffer());
    const webpSize = displayedSize(webpBytes);
    // The WebP must be this picture: a WebP, of the same size (a stray file would show only in WebP browsers).
    if (!webpSize || webpSize.type !== 'webp' || webpSize.width !== size.width || webpSize.height !== size.height) {
      return fail(400, ADMIN_PAGE_ERRORS.webpMismatch, 'webp');
    }
    return ok({ banner: { path, pathWebp: keepPicture(webpBytes, 'image/webp', webpSize, editor) } }, 201);
  }),

  handle(uploadAdminAudio, async ({ files, admin }) => {
    if (files.length !== 1) return fail(400, 'Send one audio file', 'file');
    const [file] = files as [File];
    if (!(PAGE_LIMITS.audioTypes as readonly string[]).includes(file.type)) return fail(400, ADMIN_PAGE_ERRORS.audioType, 'file');
    if (file.size > PAGE_LIMITS.audioBytes) return fail(413, ADMIN_PAGE_ERRORS.audioTooLarge, 'file');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = audioKind(bytes);
    if (!kind) return fail(400, ADMIN_PAGE_ERRORS.audioType, 'file');
    const id = `${bytesToHex(sha256(bytes))}.${kind.extension}`;
    const existing = db.audio.findFirst({ where: { id: { equals: id } } });
    const row =
      existing ??
      db.audio.create({
        id,
        type: kind.type,
        // Shown in the desk's list only; kept short and on one line.
        // eslint-disable-next-line no-control-regex
        name: file.name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || id,
        size: bytes.byteLength,
        uploadedBy: admin?.name ?? '',
        createdAt: mockNow(),
      });
    if (!existing) db.file.create({ key: `audio/${id}`, type: kind.type, data: toBase64(bytes) });
    return ok({ audio: audioMediaOf(row) }, 201);
  }),

  handle(listAdminAudio, () => {
    const uploaded = db.audio
      .getAll()
      .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id))
      .map(audioMediaOf);
    return ok({ items: [...uploaded, SEED_AUDIO] });
  }),

  /** An uploaded audio file, for everyone: its name is its content's hash, so it can be cached for ever. */
  http.get(`*${AUDIO_PATH}:file`, ({ params }) => {
    const audio = db.file.findFirst({ where: { key: { equals: `audio/${String(params.file)}` } } });
    if (!audio) return HttpResponse.json({ message: 'Audio not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
    return new HttpResponse(fromBase64(audio.data), {
      headers: {
        'Content-Type': audio.type,
        'Content-Length': String(fromBase64(audio.data).byteLength),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),
];
