/**
 * Ours: the desk's videos and galleries (contracts/adminMultimedia.ts, docs/decisions/103). The desk writes the
 * `media` rows the multimedia pages and the home page's band read: the reader's document (`doc`) is made from the
 * desk's values on every save. The files come from the media library: a video's file and poster, a gallery's
 * pictures are library items (or the ones the item already has), and the library counts them where used.
 */
import {
  ADMIN_MULTIMEDIA_ERRORS,
  createAdminMultimedia,
  deleteAdminMultimedia,
  getAdminMultimedia,
  listAdminMultimedia,
  MULTIMEDIA_LIMITS,
  saveAdminMultimedia,
  type AdminMultimedia,
  type MultimediaInput,
} from '../../contracts/adminMultimedia';
import { LOCALES, mapLocales, type ImageRef } from '../../contracts/common';
import type { Category, Gallery, MediaItem as ReaderMedia, Video } from '../../contracts/content';
import { matchesTerm, searchTerms } from '../../contracts/searchMatch';
import { docOf } from './documents';
import { fail, ok, type Failure } from './outcome';
import type { Reader } from './ports';
import { rule } from './rule';
import type { Row } from './schema';
import { foldScripts } from './scriptFold';
import type { AdminRow } from './sessions';

type MediaRow = Row<'media'>;

const DEFAULT_PAGE_SIZE = 20;
const NEWEST_FIRST = { orderBy: [['publishedAt', 'desc'], ['id', 'asc']] } as const;

function adminItemOf(row: MediaRow): AdminMultimedia {
  return { ...docOf<ReaderMedia>(row), version: row.version, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
}

/** Every term in one of the titles, Simplified and Traditional alike (the readers' search's matching rule). */
function matches(row: MediaRow, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const doc = docOf<ReaderMedia>(row);
  return terms.every((term) => LOCALES.some((locale) => matchesTerm(doc.data[locale].title, term, foldScripts)));
}

/** A library item of this kind at `path`: its picture as the library draws it (null for a video), or undefined. */
async function libraryFile(store: Reader, path: string, kind: 'picture' | 'video'): Promise<{ image: ImageRef | null } | undefined> {
  const row = await store.first('mediaItem', { path, kind });
  if (!row) return undefined;
  return { image: row.image ? (JSON.parse(row.image) as ImageRef) : null };
}

/** The pictures and file the item has now: kept as they are on a save that does not change them. */
function filesOf(current: ReaderMedia | null): Set<string> {
  if (!current) return new Set();
  return current.kind === 'video' ? new Set([current.src, current.poster.path]) : new Set(current.pictures.map((picture) => picture.image.path));
}

/** The item's section: a multimedia one, and one of its subsections (or none). */
async function sectionRefused(store: Reader, input: MultimediaInput): Promise<Failure | null> {
  const row = await store.get('category', input.category);
  const category = row ? docOf<Category>(row) : null;
  if (!category || category.kind !== 'multimedia') return fail(400, ADMIN_MULTIMEDIA_ERRORS.sectionInvalid, 'category');
  if (input.subcategory !== null && !category.subcategories.some((sub) => sub._id === input.subcategory)) {
    return fail(400, ADMIN_MULTIMEDIA_ERRORS.sectionInvalid, 'subcategory');
  }
  return null;
}

/** The reader's document for these values (its files as the library draws them), or the first refusal. */
async function documentOf(store: Reader, id: string, input: MultimediaInput, current: ReaderMedia | null): Promise<ReaderMedia | Failure> {
  for (const locale of LOCALES) {
    if (!input.data[locale].title.trim()) return fail(400, ADMIN_MULTIMEDIA_ERRORS.titleRequired, `data.${locale}.title`);
  }
  const section = await sectionRefused(store, input);
  if (section) return section;
  const kept = filesOf(current);
  const data = mapLocales((locale) => ({ title: input.data[locale].title.trim(), description: input.data[locale].description.trim() }));
  const common = { _id: id, category: input.category, subcategory: input.subcategory, publishedAt: new Date(input.publishedAt).toISOString(), data };
  if (input.kind === 'video') {
    if (!input.src || !(kept.has(input.src) || (await libraryFile(store, input.src, 'video')))) return fail(400, ADMIN_MULTIMEDIA_ERRORS.videoRequired, 'src');
    const poster = input.poster;
    const posterFile = poster && !kept.has(poster.path) ? await libraryFile(store, poster.path, 'picture') : undefined;
    if (!poster || (!kept.has(poster.path) && !posterFile)) return fail(400, ADMIN_MULTIMEDIA_ERRORS.posterRequired, 'poster');
    if (!Number.isInteger(input.durationSeconds) || input.durationSeconds < 1 || input.durationSeconds > MULTIMEDIA_LIMITS.durationSeconds) {
      return fail(400, ADMIN_MULTIMEDIA_ERRORS.durationInvalid, 'durationSeconds');
    }
    const video: Video = { ...common, kind: 'video', src: input.src, poster: posterFile?.image ?? poster, durationSeconds: input.durationSeconds };
    return video;
  }
  if (input.pictures.length < MULTIMEDIA_LIMITS.minPictures) return fail(400, ADMIN_MULTIMEDIA_ERRORS.tooFewPictures, 'pictures');
  const pictures: Gallery['pictures'] = [];
  for (const [n, picture] of input.pictures.entries()) {
    const file = kept.has(picture.image.path) ? undefined : await libraryFile(store, picture.image.path, 'picture');
    if (!kept.has(picture.image.path) && !file) return fail(400, ADMIN_MULTIMEDIA_ERRORS.unknownPicture, `pictures.${n}.image`);
    for (const locale of LOCALES) {
      if (!picture.data[locale].caption.trim()) return fail(400, ADMIN_MULTIMEDIA_ERRORS.captionRequired, `pictures.${n}.data.${locale}.caption`);
    }
    pictures.push({
      image: file?.image ?? picture.image,
      data: mapLocales((locale) => {
        const credit = picture.data[locale].credit?.trim();
        return { caption: picture.data[locale].caption.trim(), ...(credit ? { credit } : {}) };
      }),
    });
  }
  return { ...common, kind: 'gallery', pictures } satisfies Gallery;
}

function columnsOf(doc: ReaderMedia, admin: AdminRow | null, now: number) {
  return {
    kind: doc.kind,
    categoryId: doc.category,
    subcategoryId: doc.subcategory ?? '',
    publishedAt: doc.publishedAt,
    doc: JSON.stringify(doc),
    updatedAt: new Date(now).toISOString(),
    updatedBy: admin?.name ?? '',
  };
}

const isFailure = (value: ReaderMedia | Failure): value is Failure => !('_id' in value);

export const adminMultimediaRules = [
  rule(listAdminMultimedia, async ({ query }, { store }) => {
    const rows = await store.find(
      'media',
      {
        ...(query.kind ? { kind: query.kind } : {}),
        ...(query.category ? { categoryId: query.category } : {}),
        ...(query.subcategory ? { subcategoryId: query.subcategory } : {}),
      },
      NEWEST_FIRST,
    );
    const terms = searchTerms(query.query ?? '');
    const listed = rows.filter((row) => matches(row, terms));
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    return ok({ items: listed.slice((page - 1) * pageSize, page * pageSize).map(adminItemOf), page, pageSize, total: listed.length });
  }),

  rule(getAdminMultimedia, async ({ query }, { store }) => {
    const row = await store.get('media', query.id);
    return row ? ok({ item: adminItemOf(row) }) : fail(404, ADMIN_MULTIMEDIA_ERRORS.notFound, 'id');
  }),

  rule(createAdminMultimedia, async ({ body, admin }, ports) => {
    const now = ports.clock.now();
    const id = ports.ids.id(body.kind === 'video' ? 'vid' : 'gal');
    const doc = await documentOf(ports.store, id, body, null);
    if (isFailure(doc)) return doc;
    const row = await ports.store.insert('media', { id, version: 1, ...columnsOf(doc, admin, now) });
    return ok({ item: adminItemOf(row) }, 201);
  }),

  rule(saveAdminMultimedia, async ({ query, body, admin }, ports) => {
    const now = ports.clock.now();
    return ports.store.transaction(async (tx) => {
      const row = await tx.get('media', query.id);
      // A save keeps the kind: no video of this id is a gallery.
      if (!row || row.kind !== body.item.kind) return fail(404, ADMIN_MULTIMEDIA_ERRORS.notFound, 'id');
      if (body.version !== row.version) return fail(409, ADMIN_MULTIMEDIA_ERRORS.versionConflict, 'version');
      const doc = await documentOf(tx, row.id, body.item, docOf<ReaderMedia>(row));
      if (isFailure(doc)) return doc;
      // Only while it is still the version the editor saw: of two saves from one version, one is kept.
      const updated = await tx.update('media', row.id, { version: row.version + 1, ...columnsOf(doc, admin, now) }, { version: row.version });
      return updated ? ok({ item: adminItemOf(updated) }) : fail(409, ADMIN_MULTIMEDIA_ERRORS.versionConflict, 'version');
    });
  }),

  rule(deleteAdminMultimedia, async ({ query }, { store }) => {
    const row = await store.get('media', query.id);
    if (!row) return fail(404, ADMIN_MULTIMEDIA_ERRORS.notFound, 'id');
    await store.delete('media', row.id);
    return ok({ status: 'deleted' });
  }),
];
