/**
 * Ours: the desk's videos and galleries (issue 25 item 7, docs/decisions/103). The desk writes the `media` rows the
 * multimedia pages and the home page's band read: a video (its file and poster from the media library, its length)
 * or a gallery (two pictures or more from the library, each with a caption per language and a credit), with a title
 * and description per language, its multimedia section and subsection, and its publish date. Everyone at the desk
 * may list and read them; editors and administrators change them.
 */
import { array, assign, enums, integer, literal, min, nullable, object, optional, size, string, union, type Infer } from 'superstruct';
import { Acknowledged, defineEndpoint, Id, ImageRef, IsoDate, paginated, perLocale, queryInteger } from './common';
import { Gallery, Video } from './content';

export const MULTIMEDIA_KINDS = ['video', 'gallery'] as const;
export const MultimediaKind = enums(MULTIMEDIA_KINDS);
export type MultimediaKind = Infer<typeof MultimediaKind>;

export const MULTIMEDIA_LIMITS = {
  title: 200,
  description: 1000,
  caption: 300,
  credit: 120,
  /** A film's length in seconds: from one second to twelve hours. */
  durationSeconds: 12 * 60 * 60,
  minPictures: 2,
  maxPictures: 60,
} as const;

export const ADMIN_MULTIMEDIA_ERRORS = {
  notFound: 'Video or gallery not found',
  /** 409: the version sent is not the latest. */
  versionConflict: 'Someone else has changed this video or gallery since you opened it',
  /** field: 'data.{locale}.title'. */
  titleRequired: 'Give a title in every language',
  /** field: category or subcategory. Only a multimedia section, and one of its own subsections. */
  sectionInvalid: 'Choose a multimedia section, and one of its subsections',
  /** field: src. The video file is a video of the media library. */
  videoRequired: 'Choose a video from the media library',
  /** field: poster. */
  posterRequired: 'Choose a poster picture from the media library',
  /** field: durationSeconds. */
  durationInvalid: 'Give the length in minutes and seconds, at least one second',
  /** field: pictures. */
  tooFewPictures: 'A gallery needs two pictures or more',
  /** field: 'pictures.N.image'. */
  unknownPicture: 'Choose the pictures from the media library',
  /** field: 'pictures.N.data.{locale}.caption'. A caption is also the picture's text alternative. */
  captionRequired: 'Give every picture a caption in every language',
} as const;

const Texts = perLocale(object({ title: size(string(), 0, MULTIMEDIA_LIMITS.title), description: size(string(), 0, MULTIMEDIA_LIMITS.description) }));

/** What a save of a video sends: the file and poster by their library paths (the server takes their details from it). */
export const VideoInput = object({
  kind: literal('video'),
  category: Id,
  subcategory: nullable(Id),
  publishedAt: IsoDate,
  data: Texts,
  /** The library video's path; '' while none is chosen (refused on save). */
  src: size(string(), 0, 500),
  poster: optional(ImageRef),
  durationSeconds: integer(),
});
export type VideoInput = Infer<typeof VideoInput>;

export const GalleryPictureInput = object({
  image: ImageRef,
  data: perLocale(object({ caption: size(string(), 0, MULTIMEDIA_LIMITS.caption), credit: optional(size(string(), 0, MULTIMEDIA_LIMITS.credit)) })),
});
export type GalleryPictureInput = Infer<typeof GalleryPictureInput>;

export const GalleryInput = object({
  kind: literal('gallery'),
  category: Id,
  subcategory: nullable(Id),
  publishedAt: IsoDate,
  data: Texts,
  pictures: size(array(GalleryPictureInput), 0, MULTIMEDIA_LIMITS.maxPictures),
});
export type GalleryInput = Infer<typeof GalleryInput>;

export const MultimediaInput = union([VideoInput, GalleryInput]);
export type MultimediaInput = Infer<typeof MultimediaInput>;

/** What the desk knows beside what readers read: the version and who changed it last. */
const DeskFields = object({ version: min(integer(), 1), updatedAt: string(), updatedBy: string() });
export const AdminVideo = assign(Video, DeskFields);
export type AdminVideo = Infer<typeof AdminVideo>;
export const AdminGallery = assign(Gallery, DeskFields);
export type AdminGallery = Infer<typeof AdminGallery>;
export const AdminMultimedia = union([AdminVideo, AdminGallery]);
export type AdminMultimedia = Infer<typeof AdminMultimedia>;

/** Newest first; searched by title in any language, Simplified and Traditional alike. */
export const listAdminMultimedia = defineEndpoint({
  method: 'GET',
  path: '/api/admin/multimedia',
  query: object({
    query: optional(size(string(), 0, 200)),
    kind: optional(MultimediaKind),
    category: optional(Id),
    subcategory: optional(Id),
    page: optional(queryInteger(1, 10_000)),
    pageSize: optional(queryInteger(1, 100)),
  }),
  auth: 'admin',
  role: 'contributor',
  response: paginated(AdminMultimedia),
  errors: [],
});

export const getAdminMultimedia = defineEndpoint({
  method: 'GET',
  path: '/api/admin/multimedia/item',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'contributor',
  response: object({ item: AdminMultimedia }),
  errors: [ADMIN_MULTIMEDIA_ERRORS.notFound],
});

const WRITE_ERRORS = [
  ADMIN_MULTIMEDIA_ERRORS.titleRequired,
  ADMIN_MULTIMEDIA_ERRORS.sectionInvalid,
  ADMIN_MULTIMEDIA_ERRORS.videoRequired,
  ADMIN_MULTIMEDIA_ERRORS.posterRequired,
  ADMIN_MULTIMEDIA_ERRORS.durationInvalid,
  ADMIN_MULTIMEDIA_ERRORS.tooFewPictures,
  ADMIN_MULTIMEDIA_ERRORS.unknownPicture,
  ADMIN_MULTIMEDIA_ERRORS.captionRequired,
] as const;

export const createAdminMultimedia = defineEndpoint({
  /** A create retried after a lost answer makes one item (docs/decisions/048). */
  idempotent: true,
  method: 'POST',
  path: '/api/admin/multimedia',
  body: MultimediaInput,
  auth: 'admin',
  role: 'editor',
  response: object({ item: AdminMultimedia }),
  errors: [...WRITE_ERRORS],
});

/** A save keeps the item's kind: a video stays a video. */
export const saveAdminMultimedia = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/multimedia/item',
  query: object({ id: Id }),
  body: object({ version: min(integer(), 1), item: MultimediaInput }),
  auth: 'admin',
  role: 'editor',
  response: object({ item: AdminMultimedia }),
  errors: [ADMIN_MULTIMEDIA_ERRORS.notFound, ADMIN_MULTIMEDIA_ERRORS.versionConflict, ...WRITE_ERRORS],
});

export const deleteAdminMultimedia = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/multimedia/item',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'editor',
  response: Acknowledged,
  errors: [ADMIN_MULTIMEDIA_ERRORS.notFound],
});
