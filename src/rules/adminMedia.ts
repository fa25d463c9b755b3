/**
 * Ours: the desk's media library (contracts/adminMedia.ts, docs/decisions/098). A library item is a row with a
 * lasting id, its alt texts and credit, pointing at a file kept as before: a picture by keepPicture (named by its
 * content's hash, with its renditions), a sound by keepSound. Replacing the file gives the item a new path and
 * rewrites every reference the magazine's documents hold; the old file stays, so pages already rendered and
 * revisions that name it keep working.
 */
import { fileTypeFromBuffer } from 'file-type';
import {
  ADMIN_MEDIA_ERRORS,
  deleteAdminMedia,
  getAdminMedia,
  listAdminMedia,
  MEDIA_LIMITS,
  replaceAdminMedia,
  updateAdminMedia,
  uploadAdminMedia,
  type MediaItem,
  type MediaKind,
  type MediaUse,
} from '../../contracts/adminMedia';
import { LOCALES, mapLocales, type ImageRef, type Locale } from '../../contracts/common';
import { readerColumns } from './articleRows';
import { fail, ok, type Failure } from './outcome';
import { displayedSize, keepPicture, PICTURE_TYPES } from './pictures';
import type { Ports, Reader, Tx } from './ports';
import { rule } from './rule';
import type { Row } from './schema';
import { foldScripts } from './scriptFold';
import { keepSound, soundPathOf } from './sounds';
import { keepVideo, VIDEOS } from './videos';

const DEFAULT_PAGE_SIZE = 24;

type ItemRow = Row<'mediaItem'>;

/** The sounds a library takes, by file-type's name of what the bytes are: the type and extension they are kept as. */
const SOUNDS: Readonly<Record<string, { readonly type: string; readonly extension: string }>> = {
  mp3: { type: 'audio/mpeg', extension: 'mp3' },
  m4a: { type: 'audio/mp4', extension: 'm4a' },
  ogg: { type: 'audio/ogg', extension: 'ogg' },
  oga: { type: 'audio/ogg', extension: 'ogg' },
  opus: { type: 'audio/ogg', extension: 'ogg' },
};

/** What a file is, by its bytes only (never its name or declared type): a picture, a sound, or neither. */
export async function mediaKindOf(
  bytes: Uint8Array,
): Promise<
  | { kind: 'picture'; type: string; size: { width: number; height: number } }
  | { kind: 'audio' | 'video'; type: string; extension: string }
  | null
> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  const sound = SOUNDS[found.ext];
  if (sound) return { kind: 'audio', ...sound };
  const video = VIDEOS[found.ext];
  if (video) return { kind: 'video', ...video };
  // A picture must also be measurable (image-size, as every desk upload): a broken one is refused, not kept.
  const size = displayedSize(bytes);
  const type = size ? PICTURE_TYPES[size.type] : undefined;
  return size && type && type === found.mime ? { kind: 'picture', type, size } : null;
}

const altOf = (row: ItemRow): Record<Locale, string> => {
  const saved = row.alt ? (JSON.parse(row.alt) as Partial<Record<Locale, string>>) : {};
  return mapLocales((locale) => saved[locale] ?? '');
};

const kindOf = (row: ItemRow): MediaKind => (row.kind === 'audio' || row.kind === 'video' ? row.kind : 'picture');

export function mediaItemOf(row: ItemRow): MediaItem {
  return {
    _id: row.id,
    kind: kindOf(row),
    name: row.name,
    path: row.path,
    image: row.image ? (JSON.parse(row.image) as ImageRef) : null,
    type: row.type,
    size: row.size,
    alt: altOf(row),
    credit: row.credit,
    createdAt: new Date(row.createdAt).toISOString(),
    createdBy: row.createdBy,
    updatedAt: new Date(row.updatedAt).toISOString(),
    updatedBy: row.updatedBy,
    version: row.version,
  };
}

/** A file's name as the desk shows it: one line, no folders, short. */
function cleanName(name: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, MEDIA_LIMITS.name) || fallback;
}

/** The file as the library keeps it: where it is, how pages draw it, what it is. */
export interface KeptFile {
  readonly kind: MediaKind;
  readonly path: string;
  readonly image: ImageRef | null;
  readonly type: string;
  readonly size: number;
}

/** How many bytes file-type reads to tell a file's kind (its own sample size). */
const SNIFF_BYTES = 4100;

/** Reads one uploaded file, refuses what is not a picture or a sound by its bytes (or too large), keeps it. */
async function keepUpload(ports: Ports, files: readonly File[], editor: string, expected?: MediaKind): Promise<{ file: KeptFile; name: string } | Failure> {
  if (files.length !== 1) return fail(400, 'Send one file', 'file');
  const [upload] = files as [File];
  // The first bytes say which limit applies, before a file over it is read whole.
  const found = await fileTypeFromBuffer(new Uint8Array(await upload.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!found || !(found.ext in SOUNDS || found.ext in VIDEOS || found.mime.startsWith('image/'))) return fail(400, ADMIN_MEDIA_ERRORS.notMedia, 'file');
  const limit = limitOf(found.ext in SOUNDS ? 'audio' : found.ext in VIDEOS ? 'video' : 'picture');
  if (upload.size > limit.bytes) return fail(413, limit.error, 'file');
  return keepMedia(ports, new Uint8Array(await upload.arrayBuffer()), upload.name, editor, expected);
}

/** How large a file of a kind may be, and the refusal of a larger one. */
function limitOf(kind: MediaKind): { readonly bytes: number; readonly error: string } {
  if (kind === 'audio') return { bytes: MEDIA_LIMITS.audioBytes, error: ADMIN_MEDIA_ERRORS.audioTooLarge };
  if (kind === 'video') return { bytes: MEDIA_LIMITS.videoBytes, error: ADMIN_MEDIA_ERRORS.videoTooLarge };
  return { bytes: MEDIA_LIMITS.pictureBytes, error: ADMIN_MEDIA_ERRORS.pictureTooLarge };
}

/**
 * The library's rule for a file's bytes, wherever they came from (an upload, a contribution's attachment): a
 * picture, a sound or a film by its bytes, within its limit, kept (a picture with its renditions); anything else
 * refused, saying why.
 */
export async function keepMedia(ports: Ports, bytes: Uint8Array, name: string, editor: string, expected?: MediaKind): Promise<{ file: KeptFile; name: string } | Failure> {
  const what = await mediaKindOf(bytes);
  if (!what) return fail(400, ADMIN_MEDIA_ERRORS.notMedia, 'file');
  const limit = limitOf(what.kind);
  if (bytes.byteLength > limit.bytes) return fail(413, limit.error, 'file');
  // Refused before it is kept: a replacement's kind is the item's.
  if (expected && what.kind !== expected) return fail(400, ADMIN_MEDIA_ERRORS.kindChanged, 'file');
  if (what.kind === 'picture') {
    const image = await keepPicture(ports, bytes, what.type, what.size, editor, { renditions: true });
    return { file: { kind: 'picture', path: image.path, image, type: what.type, size: bytes.byteLength }, name };
  }
  if (what.kind === 'video') {
    const path = await keepVideo(ports, bytes, what);
    return { file: { kind: 'video', path, image: null, type: what.type, size: bytes.byteLength }, name };
  }
  const row = await keepSound(ports, bytes, what, name, editor);
  return { file: { kind: 'audio', path: soundPathOf(row), image: null, type: row.type, size: row.size }, name };
}

/**
 * The library's item for a file the desk keeps (an upload here, a cover or banner or home audio uploaded from its
 * own screen): the one already there for that file, else a new one with no alt text yet.
 */
export async function libraryItemFor(
  ports: Ports,
  file: KeptFile,
  name: string,
  editor: string,
  /** Within a transaction of the caller's; a new item's credit and the contribution it came from. */
  { store = ports.store, credit = '', sourceId = '' }: { readonly store?: Tx; readonly credit?: string; readonly sourceId?: string } = {},
): Promise<ItemRow> {
  const existing = await store.first('mediaItem', { path: file.path });
  const image = file.image ? JSON.stringify(file.image) : '';
  // Kept before without renditions (a banner), now with them: the item draws it with them.
  if (existing && existing.image !== image) return (await store.update('mediaItem', existing.id, { image })) ?? existing;
  if (existing) return existing;
  const now = ports.clock.now();
  return store.insert('mediaItem', {
    id: ports.ids.id('med'),
    kind: file.kind,
    name: cleanName(name, file.path.split('/').pop() ?? ''),
    path: file.path,
    image,
    type: file.type,
    size: file.size,
    alt: JSON.stringify(mapLocales(() => '')),
    credit: credit.slice(0, MEDIA_LIMITS.credit),
    createdAt: now,
    createdBy: editor,
    updatedAt: now,
    updatedBy: editor,
    version: 1,
    sourceId,
  });
}

/** A picture kept by another desk screen (a cover, a banner), in the library too. */
export function pictureInLibrary(ports: Ports, image: ImageRef, type: string, size: number, name: string, editor: string): Promise<ItemRow> {
  return libraryItemFor(ports, { kind: 'picture', path: image.path, image, type, size }, name, editor);
}

// ---- where an item is used -------------------------------------------------------------------------------------

/** A document's title for the desk: the story's or block's title, the writer's name, in the first language that has one. */
function titleOf(doc: unknown): string {
  const data = (doc as { data?: Partial<Record<Locale, { title?: string; name?: string }>> } | null)?.data;
  for (const locale of LOCALES) {
    const text = data?.[locale]?.title || data?.[locale]?.name;
    if (text) return text;
  }
  return '';
}

/** Every place whose stored documents name `path`, with the texts that name it. */
async function usesOf(store: Reader, path: string): Promise<MediaUse[]> {
  const uses: MediaUse[] = [];
  const [articles, pages, fronts, blocks, writers, multimedia] = await Promise.all([
    store.find('article', undefined, { columns: ['id', 'doc', 'adminDoc'], orderBy: [['id', 'asc']] }),
    store.find('page', undefined, { columns: ['id', 'doc'], orderBy: [['id', 'asc']] }),
    store.find('frontPage', undefined, { columns: ['id', 'edition', 'places'], orderBy: [['id', 'asc']] }),
    store.find('commercialBlock', undefined, { columns: ['id', 'doc'], orderBy: [['order', 'asc'], ['id', 'asc']] }),
    store.find('author', undefined, { columns: ['id', 'doc'], orderBy: [['order', 'asc']] }),
    store.find('media', undefined, { columns: ['id', 'doc'], orderBy: [['publishedAt', 'desc'], ['id', 'asc']] }),
  ]);
  for (const row of articles) {
    if (row.adminDoc.includes(path) || row.doc.includes(path)) uses.push({ kind: 'article', id: row.id, title: titleOf(JSON.parse(row.adminDoc || row.doc)) });
  }
  for (const row of pages) if (row.doc.includes(path)) uses.push({ kind: 'page', id: row.id, title: row.id });
  for (const row of fronts) if (row.places.includes(path)) uses.push({ kind: 'frontPage', id: row.id, title: row.edition });
  for (const row of blocks) if (row.doc.includes(path)) uses.push({ kind: 'sponsor', id: row.id, title: titleOf(JSON.parse(row.doc)) });
  for (const row of writers) if (row.doc.includes(path)) uses.push({ kind: 'writer', id: row.id, title: titleOf(JSON.parse(row.doc)) });
  for (const row of multimedia) if (row.doc.includes(path)) uses.push({ kind: 'multimedia', id: row.id, title: titleOf(JSON.parse(row.doc)) });
  return uses;
}

// ---- replacing a file everywhere it is named -------------------------------------------------------------------

/** The keys of an ImageRef that only some have: removed where the new picture has none. */
const OPTIONAL_IMAGE_KEYS = new Set(['widths', 'social']);

/** A picture's path without its extension: what its renditions' and share crop's names start with. */
const stemOf = (path: string) => path.replace(/\.[a-z0-9]+$/i, '');

/**
 * `value` with every reference to the old file made one to the new: an object whose `path` is the old file takes
 * the new file's fields (those it has: a banner keeps only path and pathWebp), and a text (a story's body) has the
 * old path and its renditions' names changed to the new ones.
 */
function rewritten(value: unknown, from: KeptFile, to: KeptFile, patch: Readonly<Record<string, unknown>>): unknown {
  if (typeof value === 'string') {
    if (!value.includes(from.path) && !(from.image && value.includes(`${stemOf(from.path)}-`))) return value;
    const text = value.replaceAll(from.path, to.path);
    return from.image && to.image ? text.replaceAll(`${stemOf(from.path)}-`, `${stemOf(to.path)}-`) : text;
  }
  if (Array.isArray(value)) return value.map((item) => rewritten(item, from, to, patch));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, rewritten(item, from, to, patch)] as const);
  const object: Record<string, unknown> = Object.fromEntries(entries);
  if ((value as { path?: unknown }).path !== from.path) return object;
  const imageLike = 'width' in object;
  for (const [key, item] of Object.entries(patch)) {
    if (!(key in object) && !(imageLike && OPTIONAL_IMAGE_KEYS.has(key))) continue;
    if (item === undefined) delete object[key];
    else object[key] = item;
  }
  return object;
}

/** The JSON text with the old file's references rewritten; the same text when it names none. */
function rewriteJson(json: string, from: KeptFile, to: KeptFile, patch: Readonly<Record<string, unknown>>): string {
  if (!json.includes(stemOf(from.path))) return json;
  return JSON.stringify(rewritten(JSON.parse(json), from, to, patch));
}

/**
 * Every document naming the old file names the new one (the article's working copy and what readers read). Each
 * rewritten document's version counts up, as a topic merge's do: an editor who has it open meets the change as a
 * conflict on Save instead of saving the old file's name back.
 */
async function rewriteReferences(tx: Tx, from: KeptFile, to: KeptFile, name: string, stamp: Stamp): Promise<void> {
  const patch: Record<string, unknown> = to.image
    ? { path: to.image.path, pathWebp: to.image.pathWebp, width: to.image.width, height: to.image.height, widths: to.image.widths, social: to.image.social }
    : { path: to.path, name, size: to.size };
  const again = (json: string) => rewriteJson(json, from, to, patch);
  const next = (row: { version: number }) => ({ version: row.version + 1, ...stamp });
  for (const row of await tx.find('article', undefined, { columns: ['id', 'doc', 'adminDoc', 'version'] })) {
    const [doc, adminDoc] = [again(row.doc), again(row.adminDoc)];
    if (doc !== row.doc || adminDoc !== row.adminDoc) await tx.update('article', row.id, { ...readerColumns(doc), adminDoc, ...next(row) });
  }
  for (const row of await tx.find('frontPage', undefined, { columns: ['id', 'places', 'version'] })) {
    const places = again(row.places);
    if (places !== row.places) await tx.update('frontPage', row.id, { places, ...next(row) });
  }
  for (const table of ['page', 'commercialBlock', 'author', 'media'] as const) {
    for (const row of await tx.find(table, undefined, { columns: ['id', 'doc', 'version'] })) {
      const doc = again(row.doc);
      if (doc !== row.doc) await tx.update(table, row.id, { doc, ...next(row) });
    }
  }
}

/** Who changed a document, and when, as the desk's editors record it. */
interface Stamp {
  readonly updatedAt: string;
  readonly updatedBy: string;
}

const fileOf = (row: ItemRow): KeptFile => ({
  kind: kindOf(row),
  path: row.path,
  image: row.image ? (JSON.parse(row.image) as ImageRef) : null,
  type: row.type,
  size: row.size,
});

// ---- search ----------------------------------------------------------------------------------------------------

const words = (query: string | undefined) => foldScripts((query ?? '').toLowerCase()).split(/\s+/).filter(Boolean);

function matches(row: ItemRow, wanted: readonly string[]): boolean {
  if (wanted.length === 0) return true;
  const text = foldScripts(`${row.name} ${Object.values(altOf(row)).join(' ')} ${row.credit}`.toLowerCase());
  return wanted.every((word) => text.includes(word));
}

export const adminMediaRules = [
  rule(listAdminMedia, async ({ query }, ports) => {
    const rows = await ports.store.find('mediaItem', query.kind ? { kind: query.kind } : undefined, { orderBy: [['createdAt', 'desc'], ['id', 'desc']] });
    const wanted = words(query.query);
    const listed = rows.filter((row) => matches(row, wanted));
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    return ok({ items: listed.slice((page - 1) * pageSize, page * pageSize).map(mediaItemOf), page, pageSize, total: listed.length });
  }),

  rule(getAdminMedia, async ({ query }, ports) => {
    const row = await ports.store.get('mediaItem', query.id);
    if (!row) return fail(404, ADMIN_MEDIA_ERRORS.notFound, 'id');
    return ok({ item: mediaItemOf(row), uses: await usesOf(ports.store, row.path) });
  }),

  rule(uploadAdminMedia, async ({ files, admin }, ports) => {
    const editor = admin?.name ?? '';
    const kept = await keepUpload(ports, files, editor);
    if ('kind' in kept) return kept;
    return ok({ item: mediaItemOf(await libraryItemFor(ports, kept.file, kept.name, editor)) }, 201);
  }),

  rule(updateAdminMedia, async ({ query, body, admin }, ports) => {
    const row = await ports.store.get('mediaItem', query.id);
    if (!row) return fail(404, ADMIN_MEDIA_ERRORS.notFound, 'id');
    if (body.version !== row.version) return fail(409, ADMIN_MEDIA_ERRORS.versionConflict, 'version');
    const patch = {
      alt: JSON.stringify(mapLocales((locale) => body.alt[locale].trim())),
      credit: body.credit.trim(),
      version: row.version + 1,
      updatedAt: ports.clock.now(),
      updatedBy: admin?.name ?? '',
    };
    // Of two edits from one version, one is kept and the other is a conflict, however close together they came.
    const saved = await ports.store.update('mediaItem', row.id, patch, { version: row.version });
    return saved ? ok({ item: mediaItemOf(saved) }) : fail(409, ADMIN_MEDIA_ERRORS.versionConflict, 'version');
  }),

  rule(replaceAdminMedia, async ({ query, files, admin }, ports) => {
    const row = await ports.store.get('mediaItem', query.id);
    if (!row) return fail(404, ADMIN_MEDIA_ERRORS.notFound, 'id');
    const editor = admin?.name ?? '';
    const kept = await keepUpload(ports, files, editor, kindOf(row));
    if ('kind' in kept) return kept;
    const name = cleanName(kept.name, row.name);
    const saved = await ports.store.transaction(async (tx) => {
      const stamp = { updatedAt: new Date(ports.clock.now()).toISOString(), updatedBy: editor };
      if (kept.file.path !== row.path) await rewriteReferences(tx, fileOf(row), kept.file, name, stamp);
      const { path, image, type, size } = kept.file;
      return tx.update('mediaItem', row.id, {
        path,
        image: image ? JSON.stringify(image) : '',
        type,
        size,
        name,
        version: row.version + 1,
        updatedAt: ports.clock.now(),
        updatedBy: editor,
      });
    });
    const item = saved ?? row;
    return ok({ item: mediaItemOf(item), uses: await usesOf(ports.store, item.path) });
  }),

  rule(deleteAdminMedia, async ({ query }, ports) => {
    const row = await ports.store.get('mediaItem', query.id);
    if (!row) return fail(404, ADMIN_MEDIA_ERRORS.notFound, 'id');
    if ((await usesOf(ports.store, row.path)).length > 0) return fail(409, ADMIN_MEDIA_ERRORS.inUse, 'id');
    // The file stays: a revision or a page already rendered may still name it, and it costs nothing unnamed.
    await ports.store.delete('mediaItem', row.id);
    return ok({ status: 'deleted' });
  }),
];
