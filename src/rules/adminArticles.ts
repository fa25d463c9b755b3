/**
 * Ours: the editors' desk's articles (contracts/adminArticles.ts, docs/decisions/041). The desk writes the same
 * rows readers read (src/rules/articleRows.ts): a publish shows on every public call at once, an unpublish or a
 * delete takes the article off them (and out of search) at once.
 */
import {
  ADMIN_ARTICLE_ERRORS,
  ALIAS_PATTERN,
  ARTICLE_LIMITS,
  createAdminArticle,
  deleteAdminArticle,
  getAdminArticle,
  getArticleRevision,
  isBlankText,
  languagesToFinish,
  listAdminArticles,
  listArticleRevisions,
  NEEDED_TO_PUBLISH,
  restoreArticleRevision,
  undescribedSocialImages,
  saveAdminArticle,
  setAdminArticleStatus,
  uploadAdminImage,
  type AdminArticleMatch,
  type ArticleInput,
  type ArticleRevisionSummary,
} from '../../contracts/adminArticles';
import { LOCALES, type Locale } from '../../contracts/common';
import type { Author, Category } from '../../contracts/content';
import { findMatches, matchesTerm, searchTerms } from '../../contracts/searchMatch';
import { adminArticleOf, adminSummaryOf, isPublic, readerColumns, readerDocOf, sameCopy, statusOf, workingCopyOf, type ArticleRow } from './articleRows';
import { docOf, type StoredArticle } from './documents';
import { fail, ok, type Failure } from './outcome';
import { pictureInLibrary } from './adminMedia';
import { displayedSize, keepPicture, PICTURE_TYPES, PICTURES_PATH } from './pictures';
import { isUniqueViolation, type Ports, type Reader, type Tx } from './ports';
import type { Row } from './schema';
import { rule, type FileRoute } from './rule';
import { roleOf, type AdminRow } from './sessions';
import { foldScripts } from './scriptFold';
import { excerpt, reindexStory, stripHtml, tidyCjkSpacing } from './searchIndex';

/**
 * The first path segments the public site keeps for its own pages (src/app/pageRoutes.ts's PAGE_ROUTES, and the
 * desk at /{locale}/admin): an article at /{locale}/search would never be reached, so these aliases are taken.
 * tests/adminArticlesHandler.test.ts checks the list against the routes.
 */
export const RESERVED_ALIASES: readonly string[] = ['account', 'admin', 'authors', 'categories', 'multimedia', 'notice', 'posts', 'preview', 'privacy', 'search', 'topics'];

const DEFAULT_PAGE_SIZE = 20;


const iso = (ms: number) => new Date(ms).toISOString();

const aliasTaken = () => fail(409, ADMIN_ARTICLE_ERRORS.aliasTaken, 'alias');
const versionConflict = () => fail(409, ADMIN_ARTICLE_ERRORS.versionConflict, 'version');

/** Every check a working copy must pass to be stored, whatever its status; the first failure, or null. */
async function checkInput(store: Reader, input: ArticleInput, id: string | null): Promise<Failure | null> {
  if (input.alias !== '') {
    if (!ALIAS_PATTERN.test(input.alias)) return fail(400, ADMIN_ARTICLE_ERRORS.aliasInvalid, 'alias');
    const holder = await store.first('article', { slug: input.alias });
    // An alias is one article's for good, current or old: an old one redirects readers to where it moved.
    const held = await store.get('articleAlias', input.alias);
    // 409, as for an email already in use: the request is sound, the state of the server refuses it.
    if ((holder && holder.id !== id) || (held && held.articleId !== id) || RESERVED_ALIASES.includes(input.alias)) return aliasTaken();
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
 * (editionState), then the picture and the description of each edition's social picture, then an alias. The complete languages are the editions published.
 */
function checkComplete(input: ArticleInput): Failure | null {
  // The first gap of the first language to finish (with nothing written, the first language's title).
  for (const locale of languagesToFinish(input)) {
    const field = NEEDED_TO_PUBLISH.find((needed) => isBlankText(needed, input.data[locale][needed]));
    if (field) return fail(400, ADMIN_ARTICLE_ERRORS.incomplete, `data.${locale}.${field}`);
  }
  if (!input.image) return fail(400, ADMIN_ARTICLE_ERRORS.incomplete, 'image');
  const [undescribed] = undescribedSocialImages(input);
  if (undescribed) return fail(400, ADMIN_ARTICLE_ERRORS.incomplete, `data.${undescribed}.socialImageAlt`);
  // An article without an alias has no address: the same rule as a malformed one.
  if (!ALIAS_PATTERN.test(input.alias)) return fail(400, ADMIN_ARTICLE_ERRORS.aliasInvalid, 'alias');
  return null;
}

/**
 * Makes `alias` the article's working alias (docs/decisions/071): held for it (the table's key refuses it to any
 * other article, whatever the race), and the aliases it held that readers never had let go. Every alias readers
 * had stays the article's, to redirect from.
 */
async function claimAlias(tx: Tx, now: number, row: Pick<ArticleRow, 'id' | 'slug' | 'doc'>, alias: string): Promise<void> {
  if (alias !== '' && !(await tx.get('articleAlias', alias))) {
    await tx.insert('articleAlias', { alias, articleId: row.id, live: false, createdAt: iso(now) });
  }
  // The address of readers' page (or of the one scheduled) stays the article's while that page exists.
  const kept = row.doc !== '' ? row.slug : '';
  const unused = await tx.find('articleAlias', { articleId: row.id, live: false });
  for (const old of unused) if (old.alias !== alias && old.alias !== kept) await tx.delete('articleAlias', old.alias);
}

/** Readers have the article at `alias` now: from here on it is kept, and redirects once the article moves on. */
async function markLive(tx: Tx, now: number, id: string, alias: string): Promise<void> {
  if (alias === '') return;
  const held = await tx.get('articleAlias', alias);
  if (!held) await tx.insert('articleAlias', { alias, articleId: id, live: true, createdAt: iso(now) });
  else if (held.articleId === id && !held.live) await tx.update('articleAlias', alias, { live: true });
}

type RevisionRow = Row<'articleRevision'>;

/**
 * Revision 1 of an article none was recorded for (a seeded story, one older than revisions): the working copy as
 * it stands, by whoever saved it last. Shown as the history's start, and written before the first change.
 */
function baselineOf(row: ArticleRow): RevisionRow {
  return { id: `${row.id}#1`, articleId: row.id, number: 1, kind: 'saved', restoredFrom: 0, createdAt: row.updatedAt, createdBy: row.updatedBy, doc: row.adminDoc };
}

/** The article's revisions, newest first; a baseline when none is recorded. */
async function revisionsOf(store: Reader, row: ArticleRow): Promise<RevisionRow[]> {
  const stored = await store.find('articleRevision', { articleId: row.id }, { orderBy: [['number', 'desc']] });
  return stored.length > 0 ? stored : [baselineOf(row)];
}

/** Which revision readers see: the recorded one, or, before any is, the baseline of a story readers have. */
function liveNumber(row: ArticleRow, now: number, recorded: boolean): number {
  if (!isPublic(row, now)) return 0;
  return recorded ? row.liveRevision : row.pendingUpdate ? 0 : 1;
}

/**
 * Records `copy` as the article's next revision, the baseline first when there is none yet. A save by hand that
 * changes nothing since the last revision records nothing (`always`: a restore is a revision even so). Returns
 * the number `copy` now stands at and the live revision as it then is.
 */
async function recordRevision(
  ports: Ports,
  tx: Tx,
  now: number,
  row: ArticleRow,
  copy: ArticleInput | null,
  editor: string,
  kind: { readonly kind: 'saved' } | { readonly kind: 'restored'; readonly from: number },
): Promise<{ number: number; liveRevision: number }> {
  let latest = await tx.first('articleRevision', { articleId: row.id }, { orderBy: [['number', 'desc']] });
  let liveRevision = row.liveRevision;
  if (!latest) {
    latest = await tx.insert('articleRevision', { ...baselineOf(row), id: ports.ids.id('rev') });
    liveRevision = liveNumber(row, now, false);
  }
  if (copy === null || (kind.kind === 'saved' && sameCopy(JSON.parse(latest.doc) as ArticleInput, copy))) {
    return { number: latest.number, liveRevision };
  }
  const number = latest.number + 1;
  await tx.insert('articleRevision', {
    id: ports.ids.id('rev'),
    articleId: row.id,
    number,
    kind: kind.kind,
    restoredFrom: kind.kind === 'restored' ? kind.from : 0,
    createdAt: iso(now),
    createdBy: editor,
    doc: JSON.stringify(copy),
  });
  return { number, liveRevision };
}

function summaryOf(revision: RevisionRow, live: number): ArticleRevisionSummary {
  return {
    number: revision.number,
    kind: revision.kind === 'restored' ? 'restored' : 'saved',
    restoredFrom: revision.restoredFrom > 0 ? revision.restoredFrom : null,
    createdAt: revision.createdAt,
    createdBy: revision.createdBy,
    live: revision.number === live,
  };
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
  liveRevision = row.liveRevision,
): Promise<ArticleRow | null> {
  const before = statusOf(row, now);
  const timestamp = iso(now);
  if (change.status === undefined && before === 'published' && row.doc !== '') {
    // A save of a story readers have waits for "Update live page": their page, its address and its section
    // stay as they are; the working copy is the pending update.
    const pendingUpdate = row.pendingUpdate || !sameCopy(copy, workingCopyOf(row));
    const staged = { version: row.version + 1, updatedAt: timestamp, updatedBy: editor, adminDoc: JSON.stringify(copy), pendingUpdate, liveRevision };
    return tx.update('article', row.id, staged, { version: row.version });
  }
  // Readers have had it at its alias until now: that address is kept, to redirect from if this change moves it.
  if (isPublic(row, now)) await markLive(tx, now, row.id, row.slug);
  // A scheduled article whose time has come is stored as what it now is.
  const status = change.status ?? before;
  const publishAt = change.publishAt ?? (status === 'draft' ? '' : row.publishAt);
  let reader: StoredArticle | null = null;
  let publishedAt = row.publishedAt;
  if (status !== 'draft') {
    publishedAt = publishAt;
    // A correction to what readers have already read carries its time (the pending update put live);
    // publishing again with nothing pending keeps the last one's.
    let corrected: string | undefined;
    if (before === 'published' && status === 'published') {
      corrected = row.pendingUpdate || row.doc === '' ? timestamp : docOf<StoredArticle>(row).updatedAt;
    }
    reader = readerDocOf(row.id, copy, row.baseLikes, publishAt, corrected);
    if (status === 'published') await markLive(tx, now, row.id, copy.alias);
  }
  const patch = {
    slug: copy.alias,
    categoryId: copy.category,
    subcategoryId: copy.subcategory ?? '',
    publishedAt,
    ...readerColumns(reader),
    status,
    publishAt,
    version: row.version + 1,
    updatedAt: timestamp,
    updatedBy: editor,
    adminDoc: JSON.stringify(copy),
    liveRevision: status === 'draft' ? 0 : liveRevision,
    pendingUpdate: false,
  };
  const saved = await tx.update('article', row.id, patch, { version: row.version });
  if (!saved) return null;
  // Search finds what readers read: made again with the reader's document, gone with it (an unpublish).
  if (reader || row.doc !== '') await reindexStory(tx, 'article', row.id, reader?.data ?? null);
  return saved;
}

/** Words of a title or the alias, in any language and either Chinese script; every word must be found. */
/**
 * Where a desk search finds an article, or null when some term is nowhere in it: every term must stand somewhere in
 * its titles, alias, writer's names, standfirsts or bodies (any language, either Chinese script, matched as readers'
 * search matches), and the first of those fields that holds one is cut around it for the list to show.
 * docs/decisions/101.
 */
function matchOf(row: ArticleRow, terms: readonly string[], writers: ReadonlyMap<string, Author>): AdminArticleMatch | null {
  const copy = workingCopyOf(row);
  const writer = writers.get(copy.authorId);
  const texts: { field: AdminArticleMatch['field']; locale?: Locale; text: string }[] = [];
  const each = (field: AdminArticleMatch['field'], textOf: (locale: Locale) => string) => {
    for (const locale of LOCALES) texts.push({ field, locale, text: textOf(locale) });
  };
  each('title', (locale) => copy.data[locale].title);
  texts.push({ field: 'alias', text: copy.alias });
  if (writer) each('writer', (locale) => writer.data[locale].name);
  each('standfirst', (locale) => copy.data[locale].standfirst);
  each('body', (locale) => tidyCjkSpacing(stripHtml(copy.data[locale].body)));
  const found = (text: string, term: string) => matchesTerm(text, term, foldScripts);
  if (!terms.every((term) => texts.some(({ text }) => found(text, term)))) return null;
  const first = texts.find(({ text }) => terms.some((term) => found(text, term)))!;
  const text = excerpt(first.text, findMatches(first.text, terms, foldScripts)[0]);
  return { field: first.field, ...(first.locale ? { locale: first.locale } : {}), text, highlights: findMatches(text, terms, foldScripts) };
}

/**
 * Runs a desk's change of one article in one transaction: the row read, the change's checks, the write at the
 * version read. Another article's alias taken meanwhile (the unique index decides) is the alias-taken answer; a
 * revision number taken meanwhile is a version conflict.
 */
/**
 * A new draft written within `tx`: its row, its alias if it has one, and revision 1, the article as created (a new
 * article from the desk, or one a contribution started: src/rules/adminInbox.ts). The input is checked before.
 */
export async function insertDraft(ports: Ports, tx: Tx, body: ArticleInput, admin: AdminRow | null, id = ports.ids.id('art')): Promise<ArticleRow> {
  const now = ports.clock.now();
  const timestamp = iso(now);
  const editor = admin?.name ?? '';
  const row = await tx.insert('article', {
    id,
    slug: body.alias,
    categoryId: body.category,
    subcategoryId: body.subcategory ?? '',
    publishedAt: '',
    baseLikes: 0,
    ...readerColumns(null),
    status: 'draft',
    publishAt: '',
    version: 1,
    createdAt: timestamp,
    updatedAt: timestamp,
    updatedBy: editor,
    createdBy: admin?.id ?? '',
    adminDoc: JSON.stringify(body),
    liveRevision: 0,
    pendingUpdate: false,
  });
  await claimAlias(tx, now, row, body.alias);
  // Its history starts with it: revision 1, the article as created.
  await recordRevision(ports, tx, now, row, null, editor, { kind: 'saved' });
  return row;
}

async function change(ports: Ports, write: (tx: Tx) => Promise<ArticleRow | Failure>): Promise<ArticleRow | Failure> {
  try {
    return await ports.store.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error, 'article') || isUniqueViolation(error, 'articleAlias')) return aliasTaken();
    // Another editor's change recorded the next revision first: they saved since this one was read.
    if (isUniqueViolation(error, 'articleRevision')) return versionConflict();
    throw error;
  }
}

const isFailure = (result: ArticleRow | Failure): result is Failure => 'kind' in result;

const isContributor = (admin: AdminRow | null): admin is AdminRow => admin !== null && roleOf(admin) === 'contributor';

/**
 * A contributor works on drafts of their own (docs/decisions/089): another's article is not theirs to open, and
 * their own, once an editor scheduled or published it, is not theirs to change. Null for editors and for what a
 * contributor may do.
 */
export function contributorRefusal(admin: AdminRow | null, row: ArticleRow, now: number, changing: boolean): Failure | null {
  if (!isContributor(admin)) return null;
  if (row.createdBy !== admin.id || (changing && statusOf(row, now) !== 'draft')) return fail(403, ADMIN_ARTICLE_ERRORS.ownDraftsOnly);
  return null;
}

/** A desk's change of an article at the version its editor read: refused if the article is gone or changed since. */
async function changeArticle(ports: Ports, id: string, version: number, write: (tx: Tx, row: ArticleRow) => Promise<ArticleRow | Failure>) {
  const saved = await change(ports, async (tx) => {
    const row = await tx.get('article', id);
    if (!row) return fail(404, ADMIN_ARTICLE_ERRORS.notFound, 'id');
    if (version !== row.version) return versionConflict();
    return write(tx, row);
  });
  return isFailure(saved) ? saved : ok({ article: await adminArticleOf(ports, saved) });
}

export const adminArticleRules = [
  rule(listAdminArticles, async ({ query, admin }, ports) => {
    const now = ports.clock.now();
    const terms = searchTerms(query.query ?? '');
    // The writers' names, read once for the whole list.
    const writers = terms.length === 0 ? new Map<string, Author>() : new Map((await ports.store.find('author', {})).map((author) => [author.id, docOf<Author>(author)]));
    // A contributor's list is their own articles.
    const mine = isContributor(admin) ? { createdBy: admin.id } : {};
    const rows = (
      await ports.store.find('article', { ...mine, ...(query.category ? { categoryId: query.category } : {}) }, {
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
      .flatMap((row): { row: ArticleRow; match?: AdminArticleMatch }[] => {
        if (terms.length === 0) return [{ row }];
        const match = matchOf(row, terms, writers);
        return match ? [{ row, match }] : [];
      });
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const items = rows.slice((page - 1) * pageSize, page * pageSize).map(({ row, match }) => ({ ...adminSummaryOf(row, now), ...(match ? { match } : {}) }));
    return ok({ items, page, pageSize, total: rows.length });
  }),

  rule(getAdminArticle, async ({ query, admin }, ports) => {
    const row = await ports.store.get('article', query.id);
    if (!row) return fail(404, ADMIN_ARTICLE_ERRORS.notFound, 'id');
    return contributorRefusal(admin, row, ports.clock.now(), false) ?? ok({ article: await adminArticleOf(ports, row) });
  }),

  rule(createAdminArticle, async ({ body, admin }, ports) => {
    const refused = await checkInput(ports.store, body, null);
    if (refused) return refused;
    // Another editor taking the alias between the check and the write is the alias-taken answer (change()).
    const created = await change(ports, (tx) => insertDraft(ports, tx, body, admin));
    return isFailure(created) ? created : ok({ article: await adminArticleOf(ports, created) }, 201);
  }),

  rule(saveAdminArticle, async ({ query, body, admin }, ports) => {
    return changeArticle(ports, query.id, body.version, async (tx, row) => {
      const now = ports.clock.now();
      const notMine = contributorRefusal(admin, row, now, true);
      if (notMine) return notMine;
      const editor = admin?.name ?? '';
      const sent = body.article;
      // A desk that says nothing of topics (it has no picker yet) leaves the article's topics as they were.
      const kept = workingCopyOf(row).topics;
      const copy = sent.topics === undefined && kept ? { ...sent, topics: kept } : sent;
      const refused = (await checkInput(tx, copy, row.id)) ?? (statusOf(row, now) === 'draft' ? null : checkComplete(copy));
      if (refused) return refused;
      await claimAlias(tx, now, row, copy.alias);
      // A save by hand is a revision; an autosave only keeps the history's start (the baseline) before it changes.
      const { liveRevision } = await recordRevision(ports, tx, now, row, body.byHand ? copy : null, editor, { kind: 'saved' });
      return (await store(tx, now, row, copy, editor, {}, liveRevision)) ?? versionConflict();
    });
  }),

  rule(setAdminArticleStatus, async ({ query, body, admin }, ports) => {
    return changeArticle(ports, query.id, body.version, async (tx, row) => {
      const now = ports.clock.now();
      const editor = admin?.name ?? '';
      const copy = workingCopyOf(row);
      let stored: ArticleRow | null;
      if (body.status === 'draft') stored = await store(tx, now, row, copy, editor, { status: 'draft', publishAt: '' });
      else {
        const incomplete = checkComplete(copy);
        if (incomplete) return incomplete;
        let at = Number.NaN;
        if (body.status === 'scheduled') {
          at = body.publishAt === undefined ? Number.NaN : Date.parse(body.publishAt);
          if (!(at > now)) return fail(400, ADMIN_ARTICLE_ERRORS.scheduleInPast, 'publishAt');
        }
        // What goes out is a revision: the working copy is recorded first when an autosave changed it since.
        const { number } = await recordRevision(ports, tx, now, row, copy, editor, { kind: 'saved' });
        if (body.status === 'scheduled') {
          stored = await store(tx, now, row, copy, editor, { status: 'scheduled', publishAt: iso(at) }, number);
        } else {
          // Published already (this is "Update live page"): it keeps the day readers first saw it.
          const since = statusOf(row, now) === 'published' ? row.publishAt : iso(now);
          stored = await store(tx, now, row, copy, editor, { status: 'published', publishAt: since }, number);
        }
      }
      return stored ?? versionConflict();
    });
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
      // Its history and its addresses, old ones too (the database's foreign keys do the same).
      await tx.deleteWhere('articleRevision', { articleId: row.id });
      await tx.deleteWhere('articleAlias', { articleId: row.id });
      await tx.deleteWhere('articlePreview', { articleId: row.id });
      return null;
    });
    return refused ?? ok({ status: 'deleted' });
  }),

  rule(listArticleRevisions, async ({ query, admin }, ports) => {
    const row = await ports.store.get('article', query.id);
    if (!row) return fail(404, ADMIN_ARTICLE_ERRORS.notFound, 'id');
    const notMine = contributorRefusal(admin, row, ports.clock.now(), false);
    if (notMine) return notMine;
    const revisions = await revisionsOf(ports.store, row);
    const live = liveNumber(row, ports.clock.now(), revisions[0]?.id !== baselineOf(row).id);
    return ok({ revisions: revisions.map((revision) => summaryOf(revision, live)) });
  }),

  rule(getArticleRevision, async ({ query, admin }, ports) => {
    const row = await ports.store.get('article', query.id);
    if (!row) return fail(404, ADMIN_ARTICLE_ERRORS.notFound, 'id');
    const notMine = contributorRefusal(admin, row, ports.clock.now(), false);
    if (notMine) return notMine;
    const revisions = await revisionsOf(ports.store, row);
    const revision = revisions.find((candidate) => candidate.number === query.number);
    if (!revision) return fail(404, ADMIN_ARTICLE_ERRORS.revisionNotFound, 'number');
    const live = liveNumber(row, ports.clock.now(), revisions[0]?.id !== baselineOf(row).id);
    const { pollId: _poll, ...article } = JSON.parse(revision.doc) as ArticleInput;
    return ok({ revision: { ...summaryOf(revision, live), article } });
  }),

  rule(restoreArticleRevision, async ({ query, body, admin }, ports) => {
    return changeArticle(ports, query.id, body.version, async (tx, row) => {
      const notMine = contributorRefusal(admin, row, ports.clock.now(), true);
      if (notMine) return notMine;
      const revision = (await revisionsOf(tx, row)).find((candidate) => candidate.number === body.number);
      if (!revision) return fail(404, ADMIN_ARTICLE_ERRORS.revisionNotFound, 'number');
      const now = ports.clock.now();
      const editor = admin?.name ?? '';
      const copy = JSON.parse(revision.doc) as ArticleInput;
      // What was true then may not be now: a section deleted, the old alias another article's since.
      const refused = (await checkInput(tx, copy, row.id)) ?? (statusOf(row, now) === 'draft' ? null : checkComplete(copy));
      if (refused) return refused;
      await claimAlias(tx, now, row, copy.alias);
      // Never rewriting history: the revision brought back is written again, as the newest.
      const { liveRevision } = await recordRevision(ports, tx, now, row, copy, editor, { kind: 'restored', from: revision.number });
      return (await store(tx, now, row, copy, editor, {}, liveRevision)) ?? versionConflict();
    });
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
    const type = size ? PICTURE_TYPES[size.type] : undefined;
    if (!size || !type) return fail(400, ADMIN_ARTICLE_ERRORS.imageType, 'file');
    const image = await keepPicture(ports, bytes, type, size, admin?.name ?? '', { renditions: true });
    // Every picture the desk keeps is in the media library, to be described, credited and chosen again.
    await pictureInLibrary(ports, image, type, bytes.byteLength, file.name, admin?.name ?? '');
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
