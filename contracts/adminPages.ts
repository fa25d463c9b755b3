/**
 * Ours: the editors' desk's "Header & home" (issue 14 part 6). The general page (the header's banner and promo
 * link) and the main page (the header player's audio) are edited per locale and saved with the version they
 * started from; readers' `content.getPage` reads the same rows, so the header changes at once.
 * docs/decisions/043 says why a banner's WebP is made in the editor's browser.
 */
import { array, integer, literal, min, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { ADMIN_ARTICLE_ERRORS, ARTICLE_LIMITS } from './adminArticles';
import { defineEndpoint, IsoDate, isWebLink, perLocale } from './common';
import { HeaderBanner } from './content';

/** The longest values the desk accepts, in UTF-16 code units; the screen checks the same numbers as one types. */
export const PAGE_LIMITS = {
  linkHref: 500,
  linkText: 80,
  audioTitle: 200,
  /** Paths of banners and audio files: the desk's own uploads and the seed's media. */
  path: 500,
  /** The header shows the first banner and plays the first file; a short list leaves room to keep the seed's. */
  listItems: 5,
  bannerBytes: ARTICLE_LIMITS.imageBytes,
  bannerTypes: ARTICLE_LIMITS.imageTypes,
  audioBytes: 10 * 1024 * 1024,
  /** What browsers declare for MP3, M4A (Chrome says audio/x-m4a, Firefox audio/mp4) and Ogg files. */
  audioTypes: ['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/ogg'],
} as const;

export const ADMIN_PAGE_ERRORS = {
  /** 409: the version sent is not the latest; fetch the pages to compare. */
  versionConflict: 'Someone else has saved this page since you opened it',
  /** field: 'data.{locale}.headerLink1Href' */
  linkHrefInvalid: 'A link starts with https://, or is a path of this site starting with /',
  /** field: 'data.{locale}.headerLink1Text' — an address without a text shows nothing in the header. */
  linkTextRequired: 'Give the link a text',
  /** field: 'data.{locale}.headerLink1Href' — a text without an address shows nothing either. */
  linkHrefRequired: 'Give the link an address, or clear its text',
  /** field: 'data.{locale}.headerBanner' */
  unknownBanner: 'Choose a banner uploaded on the desk',
  /** field: 'data.{locale}.audioFile' */
  unknownAudio: 'Choose an audio file from the media library',
  /** field: 'data.{locale}.audioTitle' — the player names what it plays. */
  audioTitleRequired: 'Give the audio a title',
  /** Banner upload: the same texts as a cover picture's, field 'file'. */
  imageType: ADMIN_ARTICLE_ERRORS.imageType,
  imageTooLarge: ADMIN_ARTICLE_ERRORS.imageTooLarge,
  /** Banner upload, field 'webp': the second file is the first one's WebP, so it must be one, of the same size. */
  webpMismatch: 'The second file must be the same picture as WebP',
  /** Audio upload, field 'file'. */
  audioType: 'Use an MP3, M4A or Ogg audio file',
  audioTooLarge: 'The audio file is larger than 10 MB',
} as const;

/**
 * A promo link's address the header may show: a web link (isWebLink), or a path of this site ('/zh-cn/...').
 * Nothing else: no `javascript:`, `data:`, protocol-relative `//host`, backslashes or spaces (which browsers
 * drop or reinterpret). Checked the same on the desk and by the server.
 */
export function isPromoHref(href: string): boolean {
  const value = href.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\u0000-\u0020\u007f-\u009f\u2028\u2029\\]/.test(value);
  return isWebLink(value);
}

/** One language of the general page as the desk sends it: the reader's shape, with limits. */
export const GeneralPageInput = object({
  headerBanner: size(array(object({ path: size(string(), 1, PAGE_LIMITS.path), pathWebp: size(string(), 1, PAGE_LIMITS.path) })), 0, PAGE_LIMITS.listItems),
  headerLink1Href: optional(size(string(), 0, PAGE_LIMITS.linkHref)),
  headerLink1Text: optional(size(string(), 0, PAGE_LIMITS.linkText)),
});
export type GeneralPageInput = Infer<typeof GeneralPageInput>;

/** One language of the main page as the desk sends it. */
export const MainPageInput = object({
  audioFile: size(array(object({ path: size(string(), 1, PAGE_LIMITS.path) })), 0, PAGE_LIMITS.listItems),
  audioTitle: size(string(), 0, PAGE_LIMITS.audioTitle),
});
export type MainPageInput = Infer<typeof MainPageInput>;

/** What the server keeps about a page besides its data. */
const kept = {
  /** Goes up by one with every save; a save must name the version it started from (409 otherwise). */
  version: min(integer(), 1),
  /** null while it is the seed's. */
  updatedAt: nullable(IsoDate),
  /** The editor who saved it last; '' for the seed's. */
  updatedBy: string(),
};

export const AdminGeneralPage = object({ pageId: literal('general'), ...kept, data: perLocale(GeneralPageInput) });
export type AdminGeneralPage = Infer<typeof AdminGeneralPage>;

export const AdminMainPage = object({ pageId: literal('main'), ...kept, data: perLocale(MainPageInput) });
export type AdminMainPage = Infer<typeof AdminMainPage>;

/** An audio file the main page may play: the seed's and every one uploaded on the desk. */
export const AudioMedia = object({
  path: string(),
  /** The file's name as uploaded (the seed's: its file name). */
  name: string(),
  size: min(integer(), 0),
  /** null for the seed's. */
  uploadedAt: nullable(IsoDate),
});
export type AudioMedia = Infer<typeof AudioMedia>;

export const getAdminPages = defineEndpoint({
  method: 'GET',
  path: '/api/admin/pages',
  auth: 'admin',
  role: 'editor',
  response: object({ general: AdminGeneralPage, main: AdminMainPage }),
  errors: [],
});

/** Saves the header's banners and promo links; readers' getPage('general') answers them at once. */
export const saveAdminGeneralPage = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/pages/general',
  body: object({ version: min(integer(), 1), data: perLocale(GeneralPageInput) }),
  auth: 'admin',
  role: 'editor',
  response: object({ page: AdminGeneralPage }),
  errors: [
    ADMIN_PAGE_ERRORS.versionConflict,
    ADMIN_PAGE_ERRORS.linkHrefInvalid,
    ADMIN_PAGE_ERRORS.linkTextRequired,
    ADMIN_PAGE_ERRORS.linkHrefRequired,
    ADMIN_PAGE_ERRORS.unknownBanner,
  ],
});

/** Saves the main page's audio; the header's player plays it at once. */
export const saveAdminMainPage = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/pages/main',
  body: object({ version: min(integer(), 1), data: perLocale(MainPageInput) }),
  auth: 'admin',
  role: 'editor',
  response: object({ page: AdminMainPage }),
  errors: [ADMIN_PAGE_ERRORS.versionConflict, ADMIN_PAGE_ERRORS.unknownAudio, ADMIN_PAGE_ERRORS.audioTitleRequired],
});

/**
 * A header banner: multipart, the picture (JPEG, PNG or WebP) and, for a JPEG or PNG, optionally its WebP as a
 * second file (the desk makes it in the browser). Answers the banner: `pathWebp` is the WebP, or the picture
 * itself when none was sent.
 */
export const uploadAdminBanner = defineEndpoint({
  method: 'POST',
  path: '/api/admin/banners',
  encoding: 'multipart',
  body: object({}),
  auth: 'admin',
  role: 'editor',
  response: object({ banner: HeaderBanner }),
  errors: [ADMIN_PAGE_ERRORS.imageType, ADMIN_PAGE_ERRORS.imageTooLarge, ADMIN_PAGE_ERRORS.webpMismatch],
});

/** An audio file for the main page (MP3, M4A or Ogg, checked by its bytes); it joins the media library. */
export const uploadAdminAudio = defineEndpoint({
  method: 'POST',
  path: '/api/admin/audio',
  encoding: 'multipart',
  body: object({}),
  auth: 'admin',
  role: 'editor',
  response: object({ audio: AudioMedia }),
  errors: [ADMIN_PAGE_ERRORS.audioType, ADMIN_PAGE_ERRORS.audioTooLarge],
});

/** The audio files the main page may choose from, newest upload first, the seed's last. */
export const listAdminAudio = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audio',
  auth: 'admin',
  role: 'editor',
  response: object({ items: array(AudioMedia) }),
  errors: [],
});
