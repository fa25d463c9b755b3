/**
 * Ours: the editors' desk's articles (contracts/adminArticles.ts, docs/decisions/041). The desk writes the same
 * rows readers read (mocks/articleRows.ts): a publish shows on every public call at once, an unpublish or a
 * delete takes the article off them at once.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { imageSize } from 'image-size';
import { http, HttpResponse } from 'msw';
import {
  ADMIN_ARTICLE_ERRORS,
  ALIAS_PATTERN,
  ARTICLE_LIMITS,
  createAdminArticle,
  deleteAdminArticle,
  getAdminArticle,
  isBlankText,
  languagesToFinish,
  listAdminArticles,
  NEEDED_TO_PUBLISH,
  saveAdminArticle,
  setAdminArticleStatus,
  uploadAdminImage,
  type ArticleInput,
} from '../../contracts/adminArticles';
import { LOCALES, type ImageRef } from '../../contracts/common';
import type { Category } from '../../contracts/content';
import { adminArticleOf, adminSummaryOf, readerDocOf, statusOf, workingCopyOf, type ArticleRow } from '../articleRows';
import { mockNow } from '../clock';
import { db, docOf, newId } from '../db';
import { fail, handle, ok, type Outcome } from '../respond';
import type { SeedArticle } from '../seed/types';
import { foldScripts } from '../../src/rules/scriptFold';

/** Where readers load an uploaded picture: a public GET, on the API's origin (proxied by the site's server). */
export const PICTURES_PATH = '/api/media/pictures/';

/**
 * The first path segments the public site keeps for its own pages (src/app/pageLoaders.ts's PAGE_ROUTES, and the
 * desk at /{locale}/admin): an article at /{locale}/search would never be reached, so these aliases are taken.
 * tests/adminArticlesHandler.test.ts checks the list against the routes.
 */
export const RESERVED_ALIASES: readonly string[] = ['admin', 'authors', 'categories', 'multimedia', 'notice', 'posts', 'privacy', 'search', 'topics'];

const DEFAULT_PAGE_SIZE = 20;

const EXTENSIONS: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
/** image-size's names for the types the desk takes. */
const DETECTED: Readonly<Record<string, string>> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

type Row = ArticleRow;
type Failure = Outcome<never>;

const now = () => new Date(mockNow()).toISOString();

function findRow(id: string): Row | null {
  return db.article.findFirst({ where: { id: { equals: id } } });
}

/** Every check a working copy must pass to be stored, whatever its status; the first failure, or null. */
function checkInput(input: ArticleInput, id: string | null): Failure | null {
  if (input.alias !== '') {
    if (!ALIAS_PATTERN.test(input.alias)) return fail(400, ADMIN_ARTICLE_ERRORS.aliasInvalid, 'alias');
    const holder = db.article.findFirst({ where: { slug: { equals: input.alias } } });
    // 409, as for an email already in use: the request is sound, the state of the server refuses it.
    if ((holder && holder.id !== id) || RESERVED_ALIASES.includes(input.alias)) {
      return fail(409, ADMIN_ARTICLE_ERRORS.aliasTaken, 'alias');
    }
  }
  const categoryRow = db.category.findFirst({ where: { id: { equals: input.category } } });
  const category = categoryRow ? docOf<Category>(categoryRow) : null;
  if (!category || category.kind !== 'articles') return fail(400, ADMIN_ARTICLE_ERRORS.unknownSection, 'category');
  if (input.subcategory !== null && !category.subcategories.some((sub) => sub._id === input.subcategory)) {
    return fail(400, ADMIN_ARTICLE_ERRORS.unknownSection, 'subcategory');
  }
  if (!db.author.findFirst({ where: { id: { equals: input.authorId } } })) return fail(400, ADMIN_ARTICLE_ERRORS.unknownAuthor, 'authorId');
  // `pollId` is not checked: which poll an article shows is the poll desk's (docs/decisions/045), and a save that
  // sends the one it loaded must not fail because that poll was deleted meanwhile.
  return null;
}

/**
 * What readers need before an article goes out: at least one language in full, every language started finished
 * (editionState), then the picture, then an alias. The complete languages are the editions published.
 */
function checkComplete(input: ArticleInput): Failure | null {
  // The first gap of the first language to finish (with nothing written, the first language's title).
  for (const locale of languagesToFinish(input)) {
    const field = NEEDED_TO_PUBLISH.find((needed) => isBlankText(needed, input.data[locale][needed]));
    if (field) return fail(400, ADMIN_ARTICLE_ERRORS.incomplete, `data.${locale}.${field}`);
  }
  if (!input.image) return fail(400, ADMIN_ARTICLE_ERRORS.incomplete, 'image');
  // An article without an alias has no address: the same rule as a malformed one.
  if (!ALIAS_PATTERN.test(input.alias)) return fail(400, ADMIN_ARTICLE_ERRORS.aliasInvalid, 'alias');
  return null;
}

/** The marks of texts filled by conversion, all cleared: an editor has now looked at them (saved or published by hand). */
function reviewed(input: ArticleInput): ArticleInput {
  const data = Object.fromEntries(
    LOCALES.map((locale) => {
      const { convertedFrom: _mark, ...text } = input.data[locale];
      return [locale, text];
    }),
  ) as ArticleInput['data'];
  return { ...input, data };
}

/**
 * Writes a change: the working copy, who made it and when, the next version, and — for an article readers see or
 * will see — the reader's document made again from the working copy.
 */
function store(
  row: Row,
  copy: ArticleInput,
  editor: string,
  change: { status?: 'draft' | 'scheduled' | 'published'; publishAt?: string } = {},
): Row {
  const before = statusOf(row);
  // A scheduled article whose time has come is stored as what it now is.
  const status = change.status ?? before;
  const publishAt = change.publishAt ?? (status === 'draft' ? '' : row.publishAt);
  const timestamp = now();
  let doc = '';
  let publishedAt = row.publishedAt;
  if (status !== 'draft') {
    publishedAt = publishAt;
    // A correction to what readers have already read carries its time; publishing again keeps the last one's.
    let corrected: string | undefined;
    if (before === 'published' && status === 'published') {
      corrected = change.status === undefined ? timestamp : row.doc ? docOf<SeedArticle>(row).updatedAt : undefined;
    }
    doc = JSON.stringify(readerDocOf(row.id, copy, row.baseLikes, publishAt, corrected));
  }
  const updated = db.article.update({
    where: { id: { equals: row.id } },
    data: {
      slug: copy.alias,
      categoryId: copy.category,
      subcategoryId: copy.subcategory ?? '',
      publishedAt,
      doc,
      status,
      publishAt,
      version: row.version + 1,
      updatedAt: timestamp,
      updatedBy: editor,
      adminDoc: JSON.stringify(copy),
    },
  });
  if (!updated) throw new Error(`article ${row.id} vanished while it was saved`);
  return updated;
}

/** Words of a title or the alias, in any language and either Chinese script; every word must be found. */
function matches(row: Row, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const copy = workingCopyOf(row);
  const haystack = foldScripts([copy.alias, ...LOCALES.map((locale) => copy.data[locale].title)].join('\n').toLowerCase());
  return words.every((word) => haystack.includes(word));
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let at = 0; at < binary.length; at += 1) bytes[at] = binary.charCodeAt(at);
  return bytes;
}

/** The picture's size as a reader's browser shows it: EXIF orientations 5–8 turn it a quarter. */
export function displayedSize(bytes: Uint8Array): { width: number; height: number; type: string } | null {
  try {
    const { width, height, type, orientation } = imageSize(bytes);
    if (!width || !height || !type) return null;
    return orientation !== undefined && orientation >= 5 ? { width: height, height: width, type } : { width, height, type };
  } catch {
    return null;
  }
}

export const adminArticleHandlers = [
  handle(listAdminArticles, ({ query }) => {
    const words = foldScripts((query.query ?? '').toLowerCase()).split(/\s+/).filter(Boolean);
    const rows = db.article
      .getAll()
      .filter((row) => !query.category || row.categoryId === query.category)
      .filter((row) => !query.status || statusOf(row) === query.status)
      .filter((row) => !query.locale || workingCopyOf(row).data[query.locale].title.trim() !== '')
      .filter((row) => matches(row, words))
      // Newest change first; among changes in the same millisecond, the newest article.
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    return ok({ items: rows.slice((page - 1) * pageSize, page * pageSize).map(adminSummaryOf), page, pageSize, total: rows.length });
  }),

  handle(getAdminArticle, ({ query }) => {
    const row = findRow(query.id);
    return row ? ok({ article: adminArticleOf(row) }) : fail(404, ADMIN_ARTICLE_ERRORS.notFound, 'id');
  }),

  handle(createAdminArticle, ({ body, admin }) => {
    const refused = checkInput(body, null);
    if (refused) return refused;
    const timestamp = now();
    const row = db.article.create({
      id: newId('art'),
      slug: body.alias,
      categoryId: body.category,
      subcategoryId: body.subcategory ?? '',
      publishedAt: '',
      baseLikes: 0,
      doc: '',
      status: 'draft',
      publishAt: '',
      version: 1,
      createdAt: timestamp,
      updatedAt: timestamp,
      updatedBy: admin?.name ?? '',
      adminDoc: JSON.stringify(body),
    });
    return ok({ article: adminArticleOf(row) }, 201);
  }),

  handle(saveAdminArticle, ({ query, body, admin }) => {
    const row = findRow(query.id);
    if (!row) return fail(404, ADMIN_ARTICLE_ERRORS.notFound, 'id');
    if (body.version !== row.version) return fail(409, ADMIN_ARTICLE_ERRORS.versionConflict, 'version');
    const sent = body.reviewed ? reviewed(body.article) : body.article;
    // A desk that says nothing of topics (it has no picker yet) leaves the article's topics as they were.
    const kept = workingCopyOf(row).topics;
    const copy = sent.topics === undefined && kept ? { ...sent, topics: kept } : sent;
    const refused = checkInput(copy, row.id) ?? (statusOf(row) === 'draft' ? null : checkComplete(copy));
    if (refused) return refused;
    return ok({ article: adminArticleOf(store(row, copy, admin?.name ?? '')) });
  }),

  handle(setAdminArticleStatus, ({ query, body, admin }) => {
    const row = findRow(query.id);
    if (!row) return fail(404, ADMIN_ARTICLE_ERRORS.notFound, 'id');
    if (body.version !== row.version) return fail(409, ADMIN_ARTICLE_ERRORS.versionConflict, 'version');
    const editor = admin?.name ?? '';
    const copy = workingCopyOf(row);
    if (body.status === 'draft') return ok({ article: adminArticleOf(store(row, copy, editor, { status: 'draft', publishAt: '' })) });
    const incomplete = checkComplete(copy);
    if (incomplete) return incomplete;
    if (body.status === 'scheduled') {
      const at = body.publishAt === undefined ? Number.NaN : Date.parse(body.publishAt);
      if (!(at > mockNow())) return fail(400, ADMIN_ARTICLE_ERRORS.scheduleInPast, 'publishAt');
      const scheduled = store(row, reviewed(copy), editor, { status: 'scheduled', publishAt: new Date(at).toISOString() });
      return ok({ article: adminArticleOf(scheduled) });
    }
    // Published already: it keeps the day readers first saw it.
    const since = statusOf(row) === 'published' ? row.publishAt : now();
    return ok({ article: adminArticleOf(store(row, reviewed(copy), editor, { status: 'published', publishAt: since })) });
  }),

  handle(deleteAdminArticle, ({ query }) => {
    const row = findRow(query.id);
    if (!row) return fail(404, ADMIN_ARTICLE_ERRORS.notFound, 'id');
    if (query.version !== row.version) return fail(409, ADMIN_ARTICLE_ERRORS.versionConflict, 'version');
    // What hung on the article leaves with it: its comments, their likes, its own likes.
    const comments = db.comment.findMany({ where: { targetKind: { equals: 'article' }, targetId: { equals: row.id } } });
    for (const comment of comments) {
      db.like.deleteMany({ where: { targetKind: { equals: 'articleComment' }, targetId: { equals: comment.id } } });
    }
    db.comment.deleteMany({ where: { targetKind: { equals: 'article' }, targetId: { equals: row.id } } });
    db.like.deleteMany({ where: { targetKind: { equals: 'article' }, targetId: { equals: row.id } } });
    // Its poll stays, on no story, for the poll desk to attach elsewhere.
    db.poll.updateMany({ where: { storyKind: { equals: 'article' }, storyId: { equals: row.id } }, data: { storyKind: '', storyId: '' } });
    db.article.delete({ where: { id: { equals: row.id } } });
    return ok({ status: 'deleted' });
  }),

  handle(uploadAdminImage, async ({ files, admin }) => {
    if (files.length !== 1) return fail(400, 'Send one picture', 'file');
    const [file] = files as [File];
    if (!(ARTICLE_LIMITS.imageTypes as readonly string[]).includes(file.type)) return fail(400, ADMIN_ARTICLE_ERRORS.imageType, 'file');
    // 413 like every other "too large" answer of this API (contact.fileTooLarge, the request limits).
    if (file.size > ARTICLE_LIMITS.imageBytes) return fail(413, ADMIN_ARTICLE_ERRORS.imageTooLarge, 'file');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const size = displayedSize(bytes);
    // The bytes decide, not the name or the declared type: a renamed file is served as what it is, and a file
    // that is no picture of these kinds (or one too broken to measure) is refused.
    const type = size ? DETECTED[size.type] : undefined;
    if (!size || !type) return fail(400, ADMIN_ARTICLE_ERRORS.imageType, 'file');
    const id = `${bytesToHex(sha256(bytes))}.${EXTENSIONS[type] ?? 'bin'}`;
    if (!db.picture.findFirst({ where: { id: { equals: id } } })) {
      db.picture.create({
        id,
        type,
        size: bytes.byteLength,
        width: size.width,
        height: size.height,
        uploadedBy: admin?.name ?? '',
        createdAt: mockNow(),
      });
      db.file.create({ key: `pictures/${id}`, type, data: toBase64(bytes) });
    }
    const path = `${PICTURES_PATH}${id}`;
    // No WebP is made from a JPEG or PNG here: pathWebp is the file itself, and the reader's <Picture> offers a
    // WebP source only when pathWebp is another file (src/components/Picture.tsx), so no JPEG is labelled WebP.
    const image: ImageRef = { path, pathWebp: path, width: size.width, height: size.height };
    return ok({ image }, 201);
  }),

  /** The uploaded picture, for everyone: its name is its content's hash, so it can be cached for ever. */
  http.get(`*${PICTURES_PATH}:file`, ({ params }) => {
    const picture = db.file.findFirst({ where: { key: { equals: `pictures/${String(params.file)}` } } });
    if (!picture) return HttpResponse.json({ message: 'Picture not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
    return new HttpResponse(fromBase64(picture.data), {
      headers: {
        'Content-Type': picture.type,
        'Content-Length': String(fromBase64(picture.data).byteLength),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),
];
