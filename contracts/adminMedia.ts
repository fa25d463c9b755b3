/**
 * Ours: the desk's media library (issue 25 item 3, docs/decisions/098). Every picture and sound the magazine uses,
 * in one searchable place: uploaded once (what a file is decided by its bytes), described per language, credited,
 * reused, replaced under the same id (every reference follows), and deleted only when nothing uses it.
 */
import { array, enums, integer, min, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { ADMIN_ARTICLE_ERRORS, ARTICLE_LIMITS } from './adminArticles';
import { ADMIN_PAGE_ERRORS, PAGE_LIMITS } from './adminPages';
import { Acknowledged, defineEndpoint, Id, ImageRef, IsoDate, paginated, perLocale, queryInteger } from './common';

export const MEDIA_KINDS = ['picture', 'audio', 'video'] as const;
export const MediaKind = enums(MEDIA_KINDS);
export type MediaKind = Infer<typeof MediaKind>;

export const MEDIA_LIMITS = {
  /** The file's name as the desk shows it and searches it. */
  name: 200,
  alt: ARTICLE_LIMITS.imageAlt,
  credit: ARTICLE_LIMITS.imageCredit,
  pictureBytes: ARTICLE_LIMITS.imageBytes,
  audioBytes: PAGE_LIMITS.audioBytes,
  /** A video file (MP4 or WebM, docs/decisions/103): what one request may carry. */
  videoBytes: 25 * 1024 * 1024,
  videoTypes: ['video/mp4', 'video/webm'],
  /** What the file picker offers; the server decides by the bytes whatever the browser declares. */
  accept: [...ARTICLE_LIMITS.imageTypes, ...PAGE_LIMITS.audioTypes, 'video/mp4', 'video/webm'],
} as const;

export const ADMIN_MEDIA_ERRORS = {
  notFound: 'Media item not found',
  /** field: file. Neither a picture nor a sound by its bytes, whatever its name says (a PDF named .jpg). */
  notMedia: 'This file is not a picture (JPEG, PNG, WebP), a sound (MP3, M4A, Ogg) or a video (MP4, WebM)',
  pictureTooLarge: ADMIN_ARTICLE_ERRORS.imageTooLarge,
  audioTooLarge: ADMIN_PAGE_ERRORS.audioTooLarge,
  /** field: file. */
  videoTooLarge: 'A video may be 25 MB at most',
  /** field: file. A replacement keeps the item's kind: the pages using it expect a picture, a sound or a video. */
  kindChanged: 'Replace a picture with a picture, a sound with a sound, a video with a video',
  /** field: id. Deleting would leave a page without its picture or sound: the item says where it is used. */
  inUse: 'This item is in use; remove it from those pages first',
  versionConflict: 'Someone else changed this item; reload it',
} as const;

/**
 * Where an item is used: a story (its cover, sharing picture or text), the header or home page, a front, a sponsor,
 * a writer's portrait, a video or gallery of the multimedia pages.
 */
export const MEDIA_USE_KINDS = ['article', 'page', 'frontPage', 'sponsor', 'writer', 'multimedia'] as const;
export const MediaUse = object({
  kind: enums(MEDIA_USE_KINDS),
  /** The article's, front's or block's id; `general` or `main` for the pages. */
  id: string(),
  /** Its title or name in English where it has one (else the first language it has). */
  title: string(),
});
export type MediaUse = Infer<typeof MediaUse>;

export const MediaItem = object({
  _id: Id,
  kind: MediaKind,
  /** The uploaded file's name (the seed's: its file name). */
  name: string(),
  /** Where readers load the file now; a replacement gives a new one. */
  path: string(),
  /** A picture as pages draw it (its renditions, size); null for a sound or a video. */
  image: nullable(ImageRef),
  /** The file's type, by its bytes. */
  type: string(),
  size: min(integer(), 0),
  /** What it shows or says, per language; '' where not written yet. */
  alt: perLocale(string()),
  /** Who made it ("Photo: …"). */
  credit: string(),
  createdAt: IsoDate,
  createdBy: string(),
  updatedAt: IsoDate,
  updatedBy: string(),
  /** Up by one with every change; an edit from an older one is a conflict. */
  version: min(integer(), 1),
});
export type MediaItem = Infer<typeof MediaItem>;

export const listAdminMedia = defineEndpoint({
  method: 'GET',
  path: '/api/admin/media',
  query: object({
    /** Words of the name, the alt text in any language or the credit (Simplified and Traditional alike). */
    query: optional(size(string(), 0, 200)),
    kind: optional(MediaKind),
    page: optional(queryInteger(1, 10_000)),
    pageSize: optional(queryInteger(1, 100)),
  }),
  auth: 'admin',
  role: 'contributor',
  response: paginated(MediaItem),
  errors: [],
});

export const getAdminMedia = defineEndpoint({
  method: 'GET',
  path: '/api/admin/media/item',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'contributor',
  response: object({ item: MediaItem, uses: array(MediaUse) }),
  errors: [ADMIN_MEDIA_ERRORS.notFound],
});

/** A picture, a sound or a video: multipart, one file field; what it is, the bytes say. */
export const uploadAdminMedia = defineEndpoint({
  method: 'POST',
  path: '/api/admin/media',
  encoding: 'multipart',
  body: object({}),
  auth: 'admin',
  role: 'contributor',
  response: object({ item: MediaItem }),
  errors: [ADMIN_MEDIA_ERRORS.notMedia, ADMIN_MEDIA_ERRORS.pictureTooLarge, ADMIN_MEDIA_ERRORS.audioTooLarge, ADMIN_MEDIA_ERRORS.videoTooLarge],
});

export const MediaTextsInput = object({
  version: min(integer(), 1),
  alt: perLocale(size(string(), 0, MEDIA_LIMITS.alt)),
  credit: size(string(), 0, MEDIA_LIMITS.credit),
});
export type MediaTextsInput = Infer<typeof MediaTextsInput>;

export const updateAdminMedia = defineEndpoint({
  method: 'POST',
  path: '/api/admin/media/item',
  query: object({ id: Id }),
  body: MediaTextsInput,
  auth: 'admin',
  role: 'editor',
  response: object({ item: MediaItem }),
  errors: [ADMIN_MEDIA_ERRORS.notFound, ADMIN_MEDIA_ERRORS.versionConflict],
});

/** A new file for the same item: every story, page and front using it shows the new one. */
export const replaceAdminMedia = defineEndpoint({
  method: 'POST',
  path: '/api/admin/media/replace',
  encoding: 'multipart',
  query: object({ id: Id }),
  body: object({}),
  auth: 'admin',
  role: 'editor',
  response: object({ item: MediaItem, uses: array(MediaUse) }),
  errors: [
    ADMIN_MEDIA_ERRORS.notFound,
    ADMIN_MEDIA_ERRORS.notMedia,
    ADMIN_MEDIA_ERRORS.pictureTooLarge,
    ADMIN_MEDIA_ERRORS.audioTooLarge,
    ADMIN_MEDIA_ERRORS.videoTooLarge,
    ADMIN_MEDIA_ERRORS.kindChanged,
  ],
});

export const deleteAdminMedia = defineEndpoint({
  method: 'POST',
  path: '/api/admin/media/delete',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'editor',
  response: Acknowledged,
  errors: [ADMIN_MEDIA_ERRORS.notFound, ADMIN_MEDIA_ERRORS.inUse],
});
