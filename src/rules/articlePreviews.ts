/**
 * Private preview links (contracts/articlePreviews.ts, docs/decisions/105). A link is a random token, kept as its
 * hash as sessions are (src/rules/sessions.ts); whoever holds it reads the article's saved working copy as readers
 * will, made by the same function that makes the reader's document on publishing (readerDocOf). Only the desk's
 * roles' rule applies to making one: a contributor, their own drafts.
 */
import { publishedEditions, type ArticleInput } from '../../contracts/adminArticles';
import {
  createPreviewLink,
  getArticlePreview,
  listPreviewLinks,
  PREVIEW_ERRORS,
  revokePreviewLink,
  type PreviewLink,
  type PreviewLinkState,
} from '../../contracts/articlePreviews';
import { ADMIN_ARTICLE_ERRORS } from '../../contracts/adminArticles';
import type { Article } from '../../contracts/content';
import { contributorRefusal } from './adminArticles';
import { readerDocOf, workingCopyOf, type ArticleRow } from './articleRows';
import { fail, ok, type Failure } from './outcome';
import type { Ports } from './ports';
import { rule } from './rule';
import type { Row } from './schema';
import { hashSecret } from './secrets';
import type { AdminRow } from './sessions';

type PreviewRow = Row<'articlePreview'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();
const NEWEST_FIRST = { orderBy: [['createdAt', 'desc'], ['id', 'desc']] } as const;

function stateOf(row: PreviewRow, now: number): PreviewLinkState {
  if (row.revokedAt !== null) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'active';
}

function linkOf(row: PreviewRow, now: number): PreviewLink {
  return {
    _id: row.id,
    articleId: row.articleId,
    createdBy: row.createdByName,
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
    revokedAt: row.revokedAt === null ? null : iso(row.revokedAt),
    state: stateOf(row, now),
  };
}

/** Whether a reader's page can be made of the copy: a picture and one language in full (readerDocOf's needs). */
const previewable = (copy: ArticleInput) => Boolean(copy.image) && publishedEditions(copy).length > 0;

/** The article a desk call names, if the caller may work on it (a contributor: their own; `changing`: a draft). */
async function articleFor(ports: Ports, admin: AdminRow | null, id: string, changing: boolean): Promise<ArticleRow | Failure> {
  const row = await ports.store.get('article', id);
  if (!row) return fail(404, ADMIN_ARTICLE_ERRORS.notFound, 'id');
  return contributorRefusal(admin, row, ports.clock.now(), changing) ?? row;
}

const isFailure = (value: ArticleRow | Failure): value is Failure => (value as Failure).kind === 'fail';

/**
 * The reader's Article of the saved working copy. Its date is the one readers will see: the first publication's,
 * the planned one, or now for a draft. No likes or comments: nobody has read it.
 */
function previewArticleOf(row: ArticleRow, copy: ArticleInput, now: number): Article {
  const publishedAt = row.publishedAt || row.publishAt || iso(now);
  // A draft may have no alias yet: the page's own address is the link, and the Article needs a slug.
  const stored = readerDocOf(row.id, { ...copy, alias: copy.alias || 'preview' }, row.baseLikes, publishedAt);
  const { baseLikes: _likes, ...article } = stored;
  return { ...article, likes: 0, commentsCount: 0 };
}

export const articlePreviewRules = [
  rule(listPreviewLinks, async ({ query, admin }, ports) => {
    const row = await articleFor(ports, admin, query.id, false);
    if (isFailure(row)) return row;
    const now = ports.clock.now();
    const links = await ports.store.find('articlePreview', { articleId: row.id }, NEWEST_FIRST);
    return ok({ links: links.map((link) => linkOf(link, now)) });
  }),

  rule(createPreviewLink, async ({ query, body, admin }, ports) => {
    const row = await articleFor(ports, admin, query.id, true);
    if (isFailure(row)) return row;
    if (!previewable(workingCopyOf(row))) return fail(409, PREVIEW_ERRORS.nothingToPreview, 'id');
    const now = ports.clock.now();
    const token = ports.ids.token();
    const link = await ports.store.insert('articlePreview', {
      id: ports.ids.id('prv'),
      tokenHash: hashSecret(token),
      articleId: row.id,
      createdBy: admin?.id ?? '',
      createdByName: admin?.name ?? '',
      createdAt: now,
      expiresAt: now + body.days * DAY_MS,
      revokedAt: null,
    });
    return ok({ link: linkOf(link, now), token }, 201);
  }),

  rule(revokePreviewLink, async ({ query, admin }, ports) => {
    const link = await ports.store.get('articlePreview', query.id);
    if (!link) return fail(404, PREVIEW_ERRORS.linkNotFound, 'id');
    const row = await articleFor(ports, admin, link.articleId, true);
    if (isFailure(row)) return row.status === 404 ? fail(404, PREVIEW_ERRORS.linkNotFound, 'id') : row;
    const now = ports.clock.now();
    // Revoked once: a second revoke keeps the first time.
    const revoked = link.revokedAt === null ? ((await ports.store.update('articlePreview', link.id, { revokedAt: now })) ?? link) : link;
    return ok({ link: linkOf(revoked, now) });
  }),

  rule(getArticlePreview, async ({ query }, ports) => {
    const link = await ports.store.first('articlePreview', { tokenHash: hashSecret(query.token) });
    const row = link ? await ports.store.get('article', link.articleId) : null;
    if (!link || !row) return fail(404, PREVIEW_ERRORS.unknownLink, 'token');
    const now = ports.clock.now();
    const state = stateOf(link, now);
    if (state === 'revoked') return fail(410, PREVIEW_ERRORS.revoked, 'token');
    if (state === 'expired') return fail(410, PREVIEW_ERRORS.expired, 'token');
    const copy = workingCopyOf(row);
    // The story was emptied since the link was made: the link leads to no page now (a 404, as a wrong token).
    if (!previewable(copy)) return fail(404, PREVIEW_ERRORS.nothingToPreview, 'token');
    return ok({ article: previewArticleOf(row, copy, now), expiresAt: iso(link.expiresAt) });
  }),
];
