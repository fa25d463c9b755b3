/**
 * An editor's picture, from the upload to the reader's page, as `npm start` runs it (the real API on its database,
 * the site's server in front): the story published with it draws it from its renditions, in `srcset`, with its
 * share crop as `og:image` (issue 28 item 6, docs/decisions/083).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../../contracts/admin';
import { createAdminArticle, getAdminArticle, setAdminArticleStatus, uploadAdminImage, type AdminArticle } from '../../contracts/adminArticles';
import { renditionPath, socialPath, type ImageRef } from '../../contracts/common';
import { fixtures } from '../../mocks/seed/fixtures';
import { callEndpoint } from '../contracts/http';
import { startServer } from '../server/serverFixture';
import { startTestApi } from './testApi';

const api = await startTestApi();
const site = await startServer({ apiBaseUrl: api.url, proxyApi: true });
afterAll(() => site.close());

describe("an editor's uploaded picture on the reader's page", () => {
  it('a story published with it offers its AVIF and WebP renditions and shares its crop', async () => {
    const { token } = (await callEndpoint(api.url, adminSignIn, { body: { email: fixtures.editor.email, password: fixtures.editor.password } })).json as {
      token: string;
    };
    const bytes = new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media/articles/a07.jpg')));
    const uploaded = await callEndpoint(api.url, uploadAdminImage, { body: {}, files: [new File([bytes], 'harbour.jpg', { type: 'image/jpeg' })], token });
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
    const { image } = uploaded.json as { image: ImageRef };
    expect(image.widths).toEqual([320, 640, 960, 1280, 1600]);

    // A new story, written as the seed's night-market story is, with the uploaded picture; then published.
    const model = ((await callEndpoint(api.url, getAdminArticle, { query: { id: fixtures.commentedArticle._id }, token })).json as { article: AdminArticle })
      .article;
    const created = await callEndpoint(api.url, createAdminArticle, {
      body: { alias: 'harbour-at-dawn', category: model.category, subcategory: model.subcategory, authorId: model.authorId, image, data: model.data },
      token,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const { article } = created.json as { article: AdminArticle };
    const published = await callEndpoint(api.url, setAdminArticleStatus, { query: { id: article._id }, body: { version: article.version, status: 'published' }, token });
    expect(published.status, JSON.stringify(published.json)).toBe(200);

    const reply = await site.app.inject({ method: 'GET', url: '/en/harbour-at-dawn' });
    expect(reply.statusCode).toBe(200);
    const { document } = new JSDOM(reply.body).window;
    const lead = [...document.querySelectorAll('picture')].find((picture) => picture.querySelector('img')?.getAttribute('src') === image.path);
    expect(lead?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain(`${renditionPath(image.path, 640, 'avif')} 640w`);
    expect(lead?.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toContain(`${renditionPath(image.path, 1600, 'webp')} 1600w`);
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toContain(socialPath(image.path));

    // The renditions are served through the site, as the original is.
    const rendition = await site.app.inject({ method: 'GET', url: renditionPath(image.path, 640, 'avif') });
    expect([rendition.statusCode, rendition.headers['content-type']]).toEqual([200, 'image/avif']);
  });
});
