/**
 * Ours: the editors' desk's articles (contracts/adminArticles.ts, docs/decisions/041). The desk writes the same
 * rows readers read (src/rules/articleRows.ts): a publish shows on every public call at once, an unpublish or a
 * delete takes the article off them (and out of search) at once.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
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
import { adminArticleOf, adminSummaryOf, readerDocOf, statusOf, workingCopyOf, type ArticleRow } from './articleRows';
import { docOf, type StoredArticle } from './documents';
import { fail, ok, type Failure } from './outcome';
import { displayedSize, PICTURES_PATH } from './pictures';
import { isUniqueViolation, type Ports, type Reader, type Tx } from './ports';
import { rule, type FileRoute } from './rule';
import { foldScripts } from './scriptFold';
import { reindexStory } from './searchIndex';

/**
 * The first path segments the public site keeps for its own pages (src/app/pageRoutes.ts's PAGE_ROUTES, and the
 * desk at /{locale}/admin): an article at /{locale}/search would never be reached, so these aliases are taken.
 * tests/adminArticlesHandler.test.ts checks the list against the routes.
 */
export const RESERVED_ALIASES: readonly string[] = ['admin', 'authors', 'categories', 'multimedia', 'notice', 'posts', 'privacy', 'search', 'topics'];

const DEFAULT_PAGE_SIZE = 20;

const EXTENSIONS: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
/** image-size's names for the types the desk takes. */
const DETECTED: Readonly<Record<string, string>> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const iso = (ms: number) => new Date(ms).toISOString();

const aliasTaken = () => fail(409, ADMIN_ARTICLE_ERRORS.aliasTaken, 'alias');
const versionConflict = () => fail(409, ADMIN_ARTICLE_ERRORS.versionConflict, 'version');

/** Every check a working copy must pass to be stored, whatever its status; the first failure, or null. */
async function checkInput(store: Reader, input: ArticleInput, id: string | null): Promise<Failure | null> {
  if (input.alias !== '') {
    if (!ALIAS_PATTERN.test(input.alias)) return fail(400, ADMIN_ARTICLE_ERRORS.aliasInvalid, 'alias');
    const holder = await store.first('article', { slug: input.alias });
    // 409, as for an email already in use: the request is sound, the state of the server refuses it.
    if ((holder && holder.id !== id) || RESERVED_ALIASES.includes(input.alias)) return aliasTaken();
  }
  const categoryRow = await store.get('category', input.category);
  const category = categoryRow ? docOf<Category>(categoryRow) : null;
  if (!category || category.kind !== 'articles') return fail(400, ADMIN_ARTICLE_ERRORS.unknownSection, 'category');
  if (input.subcategory !== null && !category.subcategories.some((sub) => sub._id === input.subcategory)) {
    return fail(400, ADMIN_ARTICLE_ERRORS.unknownSection, 'subcategory');
  }
  if (!(await store.get('author', input.authorId))) return fail(400, ADMIN_ARTICLE_ERRORS.unknownAuthor, 'authorId');
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
 * will see — the reader's document made again from the working copy, with its search rows. Only while the row is
 * still at the version it was read at: null when another editor's change came first (the database decides).
 */
async function store(
  tx: Tx,
  now: number,
  row: ArticleRow,
  copy: ArticleInput,
  editor: string,
  change: { status?: 'draft' | 'scheduled' | 'published'; publishAt?: string } = {},
): Promise<ArticleRow | null> {
  const before = statusOf(row, now);
  // A scheduled article whose time has come is stored as what it now is.
  const status = change.status ?? before;
  const publishAt = change.publishAt ?? (status === 'draft' ? '' : row.publishAt);
  const timestamp = iso(now);
  let reader: StoredArticle | null = null;
  let publishedAt = row.publishedAt;
  if (status !== 'draft') {
    publishedAt = publishAt;
    // A correction to what readers have already read carries its time; publishing again keeps the last one's.
    let corrected: string | undefined;
    if (before === 'published' && status === 'published') {
      corrected = change.status === undefined ? timestamp : row.doc ? docOf<StoredArticle>(row).updatedAt : undefined;
    }
    reader = readerDocOf(row.id, copy, row.baseLikes, publishAt, corrected);
  }
  const patch = {
    slug: copy.alias,
    categoryId: copy.category,
    subcategoryId: copy.subcategory ?? '',
    publishedAt,
    doc: reader ? JSON.stringify(reader) : '',
    status,
    publishAt,
    version: row.version + 1,
    updatedAt: timestamp,
    updatedBy: editor,
    adminDoc: JSON.stringify(copy),
  };
  const saved = await tx.update('article', row.id, patch, { version: row.version });
  if (!saved) return null;
  // Search finds what readers read: made again with the reader's document, gone with it (an unpublish).
  if (reader || row.doc !== '') await reindexStory(tx, 'article', row.id, reader?.data ?? null);
  return saved;
}

/** Words of a title or the alias, in any language and either Chinese script; every word must be found. */
function matches(row: ArticleRow, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const copy = workingCopyOf(row);
  const haystack = foldScripts([copy.alias, ...LOCALES.map((locale) => copy.data[locale].title)].join('\n').toLowerCase());
  return words.every((word) => haystack.includes(word));
}

/**
 * Runs a desk's change of one article in one transaction: the row read, the change's checks, the write at the
 * version read. Another article's alias taken meanwhile (the unique index decides) is the alias-taken answer.
 */
async function change(ports: Ports, write: (tx: Tx) => Promise<ArticleRow | Failure>): Promise<ArticleRow | Failure> {
  try {
    return await ports.store.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error, 'article')) return aliasTaken();
    throw error;
  }
}

const isFailure = (result: ArticleRow | Failure): result is Failure => 'kind' in result;

export const adminArticleRules = [
  rule(listAdminArticles, async ({ query }, ports) => {
    const now = ports.clock.now();
    const words = foldScripts((query.query ?? '').toLowerCase()).split(/\s+/).filter(Boolean);
    const rows = (
      await ports.store.find('article', query.category ? { categoryId: query.category } : {}, {
        // Newest change first; among changes in the same millisecond, the newest article.
        orderBy: [
          ['updatedAt', 'desc'],
          ['createdAt', 'desc'],
          ['id', 'desc'],
        ],
      })
    )
      // A scheduled article whose time has come is listed as published: the status is read, not stored.
      .filter((row) => !query.status || statusOf(row, now) === query.status)
      .filter((row) => !query.locale || workingCopyOf(row).data[query.locale].title.trim() !== '')
      .filter((row) => matches(row, words));
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const items = rows.slice((page - 1) * pageSize, page * pageSize).map((row) => adminSummaryOf(row, now));
    return ok({ items, page, pageSize, total: rows.length });
  }),

  rule(getAdminArticle, async ({ query }, ports) => {
    const row = await ports.store.get('article', query.id);
    return row ? ok({ article: await adminArticleOf(ports, row) }) : fail(404, ADMIN_ARTICLE_ERRORS.notFound, 'id');
  }),

  rule(createAdminArticle, async ({ body, admin }, ports) => {
    const refused = await checkInput(ports.store, body, null);
    if (refused) return refused;
    const timestamp = iso(ports.clock.now());
    let row: ArticleRow;
    try {
      row = await ports.store.insert('article', {
        id: ports.ids.id('art'),
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
    } catch (error) {
      // Another editor took the alias between the check and the write.
      if (isUniqueViolation(error, 'article')) return aliasTaken();
      throw error;
    }
    return ok({ article: await adminArticleOf(ports, row) }, 201);
  }),

  rule(saveAdminArticle, async ({ query, body, admin }, ports) => {
    const saved = await change(ports, async (tx) => {
      const row = await tx.get('article', query.id);
      if (!row) return fail(404, ADMIN_ARTICLE_ERRORS.notFound, 'id');
      if (body.version !== row.version) return versionConflict();
      const now = ports.clock.now();
      const sent = body.reviewed ? reviewed(body.article) : body.article;
      // A desk that says nothing of topics (it has no picker yet) leaves the article's topics as they were.
      const kept = workingCopyOf(row).topics;
      const copy = sent.topics === undefined && kept ? { ...sent, topics: kept } : sent;
      const refused = (await checkInput(tx, copy, row.id)) ?? (statusOf(row, now) === 'draft' ? null : checkComplete(copy));
      if (refused) return refused;
      return (await store(tx, now, row, copy, admin?.name ?? '')) ?? versionConflict();
    });
    return isFailure(saved) ? saved : ok({ article: await adminArticleOf(ports, saved) });
  }),

  rule(setAdminArticleStatus, async ({ query, body, admin }, ports) => {
    const saved = await change(ports, async (tx) => {
      const row = await tx.get('article', query.id);
      if (!row) return fail(404, ADMIN_ARTICLE_ERRORS.notFound, 'id');
      if (body.version !== row.version) return versionConflict();
      const now = ports.clock.now();
      const editor = admin?.name ?? '';
      const copy = workingCopyOf(row);
      let stored: ArticleRow | null;
      if (body.status === 'draft') stored = await store(tx, now, row, copy, editor, { status: 'draft', publishAt: '' });
      else {
        const incomplete = checkComplete(copy);
        if (incomplete) return incomplete;
        if (body.status === 'scheduled') {
          const at = body.publishAt === undefined ? Number.NaN : Date.parse(body.publishAt);
          if (!(at > now)) return fail(400, ADMIN_ARTICLE_ERRORS.scheduleInPast, 'publishAt');
          stored = await store(tx, now, row, reviewed(copy), editor, { status: 'scheduled', publishAt: iso(at) });
        } else {
          // Published already: it keeps the day readers first saw it.
          const since = statusOf(row, now) === 'published' ? row.publishAt : iso(now);
          stored = await store(tx, now, row, reviewed(copy), editor, { status: 'published', publishAt: since });
        }
      }
      return stored ?? versionConflict();
    });
    return isFailure(saved) ? saved : ok({ article: await adminArticleOf(ports, saved) });
  }),

  rule(deleteAdminArticle, async ({ query }, ports) => {
    const refused = await ports.store.transaction(async (tx): Promise<Failure | null> => {
      const row = await tx.get('article', query.id);
      if (!row) return fail(404, ADMIN_ARTICLE_ERRORS.notFound, 'id');
      if (query.version !== row.version) return versionConflict();
      // Only at the version the editor saw: a change that came first wins, and nothing below happens.
      if ((await tx.deleteWhere('article', { id: row.id, version: query.version })) === 0) return versionConflict();
      // What hung on the article leaves with it: its comments, their likes, its own likes, its search rows.
      const comments = await tx.find('comment', { targetKind: 'article', targetId: row.id });
      if (comments.length > 0) {
        await tx.deleteWhere('like', { targetKind: 'articleComment', targetId: { in: comments.map((comment) => comment.id) } });
      }
      await tx.deleteWhere('comment', { targetKind: 'article', targetId: row.id });
      await tx.deleteWhere('like', { targetKind: 'article', targetId: row.id });
      // Its poll stays, on no story, for the poll desk to attach elsewhere.
      await tx.updateWhere('poll', { storyKind: 'article', storyId: row.id }, { storyKind: '', storyId: '' });
      await reindexStory(tx, 'article', row.id, null);
      return null;
    });
    return refused ?? ok({ status: 'deleted' });
  }),

  rule(uploadAdminImage, async ({ files, admin }, ports) => {
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
    if (!(await ports.store.get('picture', id))) {
      // The bytes first: a picture's row is kept only once its file is (the same bytes under the same name, so
      // two uploads of one picture write the same file).
      await ports.files.put(`pictures/${id}`, bytes, type);
      try {
        await ports.store.insert('picture', {
          id,
          type,
          size: bytes.byteLength,
          width: size.width,
          height: size.height,
          uploadedBy: admin?.name ?? '',
          createdAt: ports.clock.now(),
        });
      } catch (error) {
        // The same picture uploaded twice at once: one row, whoever came first.
        if (!isUniqueViolation(error, 'picture')) throw error;
      }
    }
    const path = `${PICTURES_PATH}${id}`;
    // No WebP is made from a JPEG or PNG here: pathWebp is the file itself, and the reader's <Picture> offers a
    // WebP source only when pathWebp is another file (src/components/Picture.tsx), so no JPEG is labelled WebP.
    const image: ImageRef = { path, pathWebp: path, width: size.width, height: size.height };
    return ok({ image }, 201);
  }),
];

/** The uploaded pictures, for everyone: a name is its content's hash, so it can be cached for ever. */
export const pictureFiles: FileRoute = {
  prefix: PICTURES_PATH,
  async serve(name, ports) {
    const picture = await ports.files.get(`pictures/${name}`);
    return picture ? { kind: 'file', bytes: picture.bytes, type: picture.type } : { kind: 'missing', message: 'Picture not found' };
  },
};
