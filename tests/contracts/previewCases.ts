/**
 * Private preview links in the contract suite (contracts/articlePreviews.ts, docs/decisions/105): each endpoint's
 * cases, and the link's whole life — made, read by its token without signing in, expired by the clock, revoked, a
 * wrong token, a contributor on another's story and on a draft of their own. Run against the mock and the real API.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ARTICLE_ERRORS, createAdminArticle, saveAdminArticle, type AdminArticle, type ArticleInput } from '../../contracts/adminArticles';
import {
  createPreviewLink,
  getArticlePreview,
  listPreviewLinks,
  PREVIEW_ERRORS,
  revokePreviewLink,
  type PreviewLink,
} from '../../contracts/articlePreviews';
import { mapLocales } from '../../contracts/common';
import { textIn } from '../../contracts/editions';
import { mockNow, setMockNow } from '../../mocks/clock';
import { callEndpoint, type Reply } from './http';
import { deskToken } from './roleCases';
import type { EndpointCases, Known, SuiteOptions } from './suite';

const BOGUS = 'zz_does_not_exist';
/** A token of the right form that no link has. */
const WRONG_TOKEN = 'nOtArEaLpReViEwToKeN_0123456789';
const DAY_MS = 24 * 60 * 60 * 1000;
let unique = 0;
const admin = (known: Known) => known.adminToken ?? 'none';

/** A draft of the known article's section: complete in every language, or with a title only (nothing to preview). */
function draftInput(known: Known, complete: boolean): ArticleInput {
  const text = (title: string) => (complete ? { title, standfirst: `${title}.`, body: `<p>${title}.</p>`, imageAlt: title } : { title, standfirst: '', body: '', imageAlt: '' });
  return {
    alias: complete ? `preview-${Date.now().toString(36)}-${(unique += 1)}` : '',
    category: textIn(known.article.data, 'en').category,
    subcategory: null,
    authorId: known.article.authorId,
    image: complete ? known.article.image : null,
    data: mapLocales((locale) => text(locale === 'en' ? 'A story to preview' : locale === 'zh-cn' ? '预览的报道' : '預覽的報導')),
  };
}

async function newDraft(base: string, known: Known, token: string, complete = true): Promise<AdminArticle> {
  const reply = await callEndpoint(base, createAdminArticle, { body: draftInput(known, complete), token });
  if (reply.status !== 201) throw new Error(`no draft made: ${JSON.stringify(reply.json)}`);
  return (reply.json as { article: AdminArticle }).article;
}

async function newLink(base: string, known: Known, articleId = known.article._id, days: 1 | 7 | 30 = 7): Promise<{ link: PreviewLink; token: string }> {
  const reply = await callEndpoint(base, createPreviewLink, { query: { id: articleId }, body: { days }, token: admin(known) });
  if (reply.status !== 201) throw new Error(`no preview link made: ${JSON.stringify(reply.json)}`);
  return reply.json as { link: PreviewLink; token: string };
}

const message = (reply: Reply) => (reply.json as { message?: string } | null)?.message;

export function previewCases(options: SuiteOptions): EndpointCases[] {
  const { base } = options;
  const link = async (known: Known) => (options.destructive ? await newLink(base, known) : null);
  return [
    {
      endpoint: listPreviewLinks,
      valid: (known) => ({ query: { id: known.article._id }, token: admin(known) }),
      bad: { query: { id: '' } },
      errors: {
        [ADMIN_ARTICLE_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) },
        [ADMIN_ARTICLE_ERRORS.ownDraftsOnly]: { request: async (known) => ({ query: { id: known.article._id }, token: await deskToken(base, known, 'contributor') }) },
      },
    },
    {
      endpoint: createPreviewLink,
      valid: (known) => ({ query: { id: known.article._id }, body: { days: 7 }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS }, body: { days: 7 } }),
      bad: { query: { id: BOGUS }, body: { days: 2 } },
      errors: {
        [ADMIN_ARTICLE_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { days: 1 }, token: admin(known) }) },
        [ADMIN_ARTICLE_ERRORS.ownDraftsOnly]: { request: async (known) => ({ query: { id: known.article._id }, body: { days: 1 }, token: await deskToken(base, known, 'contributor') }) },
        [PREVIEW_ERRORS.nothingToPreview]: {
          request: async (known) => ({ query: { id: (await newDraft(base, known, admin(known), false))._id }, body: { days: 7 }, token: admin(known) }),
          destructive: true,
        },
      },
    },
    {
      endpoint: revokePreviewLink,
      valid: async (known) => ({ query: { id: (await link(known))?.link._id ?? BOGUS }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS } }),
      bad: { query: { id: '' } },
      errors: {
        [PREVIEW_ERRORS.linkNotFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) },
        [ADMIN_ARTICLE_ERRORS.ownDraftsOnly]: {
          request: async (known) => ({ query: { id: (await newLink(base, known)).link._id }, token: await deskToken(base, known, 'contributor') }),
          destructive: true,
        },
      },
    },
    {
      endpoint: getArticlePreview,
      valid: async (known) => ({ query: { token: (await link(known))?.token ?? WRONG_TOKEN } }),
      validIsDestructive: true,
      bad: { query: { token: 'short' } },
      errors: {
        [PREVIEW_ERRORS.unknownLink]: { request: () => ({ query: { token: WRONG_TOKEN } }) },
        [PREVIEW_ERRORS.revoked]: {
          request: async (known) => {
            const made = await newLink(base, known);
            await callEndpoint(base, revokePreviewLink, { query: { id: made.link._id }, token: admin(known) });
            return { query: { token: made.token } };
          },
          destructive: true,
        },
        [PREVIEW_ERRORS.expired]: {
          request: async (known) => {
            const made = await newLink(base, known, known.article._id, 1);
            laterByDays(2);
            return { query: { token: made.token } };
          },
          destructive: true,
        },
        // A draft emptied after its link was made: its page has nothing to show.
        [PREVIEW_ERRORS.nothingToPreview]: {
          request: async (known) => {
            const draft = await newDraft(base, known, admin(known));
            const made = await newLink(base, known, draft._id);
            const emptied = await callEndpoint(base, saveAdminArticle, { query: { id: draft._id }, body: { version: draft.version, byHand: true, article: draftInput(known, false) }, token: admin(known) });
            expect(emptied.status, JSON.stringify(emptied.json)).toBe(200);
            return { query: { token: made.token } };
          },
          destructive: true,
        },
      },
    },
  ];
}

/**
 * Moves "now" forward for the servers this process runs: the mock's fixed clock and the real API's system clock
 * (Date.now, which its ports read). Only the destructive suites, which run both in-process, call it; put back after
 * each test.
 */
let shifted: { readonly mock: number; readonly restore: () => void } | null = null;
function laterByDays(days: number): void {
  if (shifted) return;
  const mock = mockNow();
  const realNow = Date.now.bind(Date);
  const spy = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + days * DAY_MS);
  setMockNow(mock + days * DAY_MS);
  shifted = { mock, restore: () => spy.mockRestore() };
}

export function previewChecks(options: SuiteOptions, current: () => Known): void {
  const { base } = options;

  afterEach(() => {
    if (!shifted) return;
    shifted.restore();
    setMockNow(shifted.mock);
    shifted = null;
  });

  describe('preview links: made, read signed out, expired, revoked', () => {
    it.runIf(options.destructive)('a link reads the saved copy without signing in, is listed with its maker, and is refused once revoked', async () => {
      const known = current();
      const draft = await newDraft(base, known, admin(known));
      const made = await newLink(base, known, draft._id, 30);
      expect(made.link).toMatchObject({ articleId: draft._id, state: 'active', revokedAt: null });
      expect(made.link.createdBy).not.toBe('');
      expect(Date.parse(made.link.expiresAt) - Date.parse(made.link.createdAt)).toBe(30 * DAY_MS);

      const read = await callEndpoint(base, getArticlePreview, { query: { token: made.token } });
      expect(read.status, JSON.stringify(read.json)).toBe(200);
      const { article, expiresAt } = read.json as { article: { _id: string; data: Record<string, { title: string }> }; expiresAt: string };
      expect(article._id).toBe(draft._id);
      expect(article.data['zh-tw']?.title).toBe('預覽的報導');
      expect(expiresAt).toBe(made.link.expiresAt);

      // Only the hash is kept: the list never carries the token.
      const listed = await callEndpoint(base, listPreviewLinks, { query: { id: draft._id }, token: admin(known) });
      expect(JSON.stringify(listed.json)).not.toContain(made.token);
      expect((listed.json as { links: PreviewLink[] }).links.map((link) => link._id)).toEqual([made.link._id]);

      const revoked = await callEndpoint(base, revokePreviewLink, { query: { id: made.link._id }, token: admin(known) });
      expect((revoked.json as { link: PreviewLink }).link.state).toBe('revoked');
      const refused = await callEndpoint(base, getArticlePreview, { query: { token: made.token } });
      expect({ status: refused.status, message: message(refused) }).toEqual({ status: 410, message: PREVIEW_ERRORS.revoked });
      const wrong = await callEndpoint(base, getArticlePreview, { query: { token: WRONG_TOKEN } });
      expect({ status: wrong.status, message: message(wrong) }).toEqual({ status: 404, message: PREVIEW_ERRORS.unknownLink });
    });

    it.runIf(options.destructive)('a one-day link works until its day is over, then answers that it has expired', async () => {
      const known = current();
      const made = await newLink(base, known, known.article._id, 1);
      expect((await callEndpoint(base, getArticlePreview, { query: { token: made.token } })).status).toBe(200);
      laterByDays(1.01);
      const expired = await callEndpoint(base, getArticlePreview, { query: { token: made.token } });
      expect({ status: expired.status, message: message(expired) }).toEqual({ status: 410, message: PREVIEW_ERRORS.expired });
    });

    it.runIf(options.destructive)('a contributor makes a link to a draft of their own, and none to another’s story', async () => {
      const known = current();
      const writer = await deskToken(base, known, 'contributor');
      const draft = await newDraft(base, known, writer);
      const mine = await callEndpoint(base, createPreviewLink, { query: { id: draft._id }, body: { days: 1 }, token: writer });
      expect(mine.status, JSON.stringify(mine.json)).toBe(201);
      const theirs = await callEndpoint(base, createPreviewLink, { query: { id: known.article._id }, body: { days: 1 }, token: writer });
      expect({ status: theirs.status, message: message(theirs) }).toEqual({ status: 403, message: ADMIN_ARTICLE_ERRORS.ownDraftsOnly });
      // Signed out, nobody makes one.
      expect((await callEndpoint(base, createPreviewLink, { query: { id: draft._id }, body: { days: 1 } })).status).toBe(401);
    });
  });
}
