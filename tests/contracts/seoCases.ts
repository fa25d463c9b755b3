/**
 * Search and sharing fields per story and language in the contract suite (issue 25 item 9, docs/decisions/093): the
 * desk saves them (within their limits), a revision keeps them, a social picture needs its description to go out,
 * and readers' article then carries them. Run against the mock and the real API alike (tests/contracts.test.ts,
 * tests/apiServer/contracts.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ARTICLE_ERRORS,
  ARTICLE_LIMITS,
  createAdminArticle,
  getArticleRevision,
  saveAdminArticle,
  setAdminArticleStatus,
  uploadAdminImage,
  type AdminArticle,
  type ArticleInput,
  type ArticleRevision,
} from '../../contracts/adminArticles';
import type { ImageRef } from '../../contracts/common';
import { textIn } from '../../contracts/editions';
import { getArticle, type Article } from '../../contracts/content';
import { callEndpoint } from './http';
import type { Known, SuiteOptions } from './suite';

const admin = (known: Known) => known.adminToken ?? 'none';

async function uploaded(base: string, known: Known): Promise<ImageRef> {
  const jpeg = new File([new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media/articles/a05.jpg')))], 'social.jpg', { type: 'image/jpeg' });
  const reply = await callEndpoint(base, uploadAdminImage, { body: {}, files: [jpeg], token: admin(known) });
  expect(reply.status, JSON.stringify(reply.json)).toBe(201);
  return (reply.json as { image: ImageRef }).image;
}

export function seoChecks(options: SuiteOptions, current: () => Known): void {
  const { base } = options;
  describe('search and sharing: per story and language, saved, versioned and read by the page head', () => {
    it.runIf(options.destructive)(
      'a story keeps its search title, description and social picture per language; the social picture is described before it goes out',
      async () => {
        const known = current();
        const token = admin(known);
        const alias = `contract-seo-${Date.now().toString(36)}`;
        const text = (title: string) => ({ title, standfirst: `${title}: the standfirst`, body: `<p>${title}.</p>`, imageAlt: title });
        const body: ArticleInput = {
          alias,
          category: textIn(known.article.data, 'en').category,
          subcategory: null,
          authorId: known.article.authorId,
          image: known.article.image,
          data: { en: text('Lanterns at the night market'), 'zh-cn': text('夜市的灯笼'), 'zh-tw': text('夜市的燈籠') },
        };
        const created = await callEndpoint(base, createAdminArticle, { body, token });
        expect(created.status, JSON.stringify(created.json)).toBe(201);
        const draft = (created.json as { article: AdminArticle }).article;

        // Longer than a search result shows: refused as the contract says, naming the field.
        const tooLong = await callEndpoint(base, saveAdminArticle, {
          query: { id: draft._id },
          body: { version: draft.version, byHand: true, article: { ...body, data: { ...body.data, en: { ...body.data.en, searchTitle: 'x'.repeat(ARTICLE_LIMITS.searchTitle + 1) } } } },
          token,
        });
        expect(tooLong.status).toBe(400);
        expect((tooLong.json as { field?: string }).field).toBe('article.data.en.searchTitle');

        const picture = await uploaded(base, known);
        // The real API makes the 1200x630 share crop on upload (the mock keeps the original only).
        if (picture.social) expect(picture.social).toMatch(/-social\.jpg$/);
        const seo: ArticleInput = {
          ...body,
          data: {
            ...body.data,
            en: { ...body.data.en, searchTitle: 'Night market lanterns: a <guide> & "map"', searchDescription: 'Where the lanterns are, stall by stall.', socialImage: picture },
            'zh-tw': { ...body.data['zh-tw'], searchTitle: '夜市燈籠導覽' },
          },
        };
        const saved = await callEndpoint(base, saveAdminArticle, { query: { id: draft._id }, body: { version: draft.version, byHand: true, article: seo }, token });
        expect(saved.status, JSON.stringify(saved.json)).toBe(200);
        const working = (saved.json as { article: AdminArticle }).article;
        expect(working.data.en).toMatchObject({ searchTitle: 'Night market lanterns: a <guide> & "map"', socialImage: picture });
        expect(working.data['zh-cn'].searchTitle ?? '').toBe('');

        // A revision keeps them, like every other field.
        const revision = await callEndpoint(base, getArticleRevision, { query: { id: draft._id, number: 2 }, token });
        expect((revision.json as { revision: ArticleRevision }).revision.article.data['zh-tw'].searchTitle).toBe('夜市燈籠導覽');

        // A social picture without its description stops the publish, naming that language's field.
        const refused = await callEndpoint(base, setAdminArticleStatus, { query: { id: draft._id }, body: { version: working.version, status: 'published' }, token });
        expect(refused.status).toBe(400);
        expect(refused.json).toMatchObject({ message: ADMIN_ARTICLE_ERRORS.incomplete, field: 'data.en.socialImageAlt' });

        const described: ArticleInput = { ...seo, data: { ...seo.data, en: { ...seo.data.en, socialImageAlt: 'Red lanterns over a food stall' } } };
        const ready = await callEndpoint(base, saveAdminArticle, { query: { id: draft._id }, body: { version: working.version, byHand: true, article: described }, token });
        const readyArticle = (ready.json as { article: AdminArticle }).article;
        const published = await callEndpoint(base, setAdminArticleStatus, { query: { id: draft._id }, body: { version: readyArticle.version, status: 'published' }, token });
        expect(published.status, JSON.stringify(published.json)).toBe(200);

        const read = async (locale: 'en' | 'zh-cn' | 'zh-tw') =>
          ((await callEndpoint(base, getArticle, { query: { slug: alias, locale } })).json as { article: Article }).article.data[locale];
        expect(await read('en')).toMatchObject({
          title: 'Lanterns at the night market',
          searchTitle: 'Night market lanterns: a <guide> & "map"',
          searchDescription: 'Where the lanterns are, stall by stall.',
          socialImage: picture,
          socialImageAlt: 'Red lanterns over a food stall',
        });
        // Only what was written: the others fall back on the page.
        const chinese = await read('zh-cn');
        expect([chinese?.searchTitle, chinese?.searchDescription, chinese?.socialImage]).toEqual([undefined, undefined, undefined]);
        expect((await read('zh-tw'))?.searchTitle).toBe('夜市燈籠導覽');
      },
    );
  });
}
