// @vitest-environment node
/**
 * A story's page head, rendered on the server, with the search and sharing fields the desk wrote for one language
 * (issue 25 item 9, docs/decisions/093): <title>, the meta description, Open Graph and X cards and JSON-LD use them,
 * escaped; a language without them keeps the story's own title, standfirst and cover.
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../../contracts/admin';
import { getAdminArticle, saveAdminArticle, setAdminArticleStatus, type AdminArticle, type ArticleInput } from '../../contracts/adminArticles';
import { fixtures } from '../../mocks/seed/fixtures';
import { seed } from '../../mocks/seed/data';
import { callEndpoint } from '../contracts/http';
import { startServer } from './serverFixture';

const API = 'http://127.0.0.1:65500';
const story = seed.articles.find((item) => item.slug === 'night-markets-of-taipei')!;
/** Another seeded picture, with the 1200x630 share crop the seed's renditions made. */
const socialPicture = seed.articles.find((item) => item.image.social && item.image.path !== story.image.path)!.image;
const HOSTILE_TITLE = 'Night markets </title><script>alert(1)</script> & "more"';

let site: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  site = await startServer();
});
afterAll(() => site.close());

/** The story's editions with these search and sharing fields, put live as an editor would. */
async function publishWith(data: (input: ArticleInput) => ArticleInput['data']): Promise<void> {
  const { token } = (await callEndpoint(API, adminSignIn, { body: { email: fixtures.editor.email, password: fixtures.editor.password } })).json as { token: string };
  const { article } = (await callEndpoint(API, getAdminArticle, { query: { id: story._id }, token })).json as { article: AdminArticle };
  const { _id, version, status, publishAt, createdAt, updatedAt, updatedBy, pendingUpdate, liveAlias, ...input } = article;
  const saved = await callEndpoint(API, saveAdminArticle, { query: { id: story._id }, body: { version, byHand: true, article: { ...input, data: data(input) } }, token });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  const next = (saved.json as { article: AdminArticle }).article.version;
  const live = await callEndpoint(API, setAdminArticleStatus, { query: { id: story._id }, body: { version: next, status: 'published' }, token });
  expect(live.status, JSON.stringify(live.json)).toBe(200);
}

async function headOf(path: string) {
  const reply = await site.app.inject({ method: 'GET', url: path });
  expect(reply.statusCode).toBe(200);
  const html = reply.body;
  const head = new JSDOM(html).window.document.head;
  const property = (name: string) => [...head.querySelectorAll(`meta[property="${name}"]`)].map((tag) => tag.getAttribute('content'));
  const named = (name: string) => [...head.querySelectorAll(`meta[name="${name}"]`)].map((tag) => tag.getAttribute('content'));
  const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]';
  const [article] = JSON.parse(json) as { headline: string; description: string; image: string[] }[];
  return { html, titles: [...head.querySelectorAll('title')].map((title) => title.textContent), property, named, article };
}

describe("a story's page head with search and sharing fields", () => {
  it('uses the edition’s search title (as the whole <title>), description and social picture, escaped; the other editions keep their own', async () => {
    await publishWith((input) => ({
      ...input.data,
      en: {
        ...input.data.en,
        searchTitle: HOSTILE_TITLE,
        searchDescription: 'Twelve stalls worth the queue, <b>mapped</b>.',
        socialImage: socialPicture,
        socialImageAlt: 'Lanterns over the "stalls"',
      },
      'zh-tw': { ...input.data['zh-tw'], searchDescription: '十二個值得排隊的攤位。' },
    }));

    const en = await headOf(`/en/${story.slug}`);
    // Text, never markup: the hostile title is escaped in the head and in the JSON-LD.
    expect(en.titles).toEqual([HOSTILE_TITLE]);
    expect(en.html).not.toContain('<script>alert(1)</script>');
    expect(en.html).toContain('\\u003cscript>alert(1)\\u003c/script>');
    expect(en.named('description')).toEqual(['Twelve stalls worth the queue, <b>mapped</b>.']);
    expect(en.property('og:title')).toEqual([HOSTILE_TITLE]);
    expect(en.property('og:description')).toEqual(['Twelve stalls worth the queue, <b>mapped</b>.']);
    // The social picture's 1200x630 crop, its size and its own description.
    expect(en.property('og:image').map((url) => url && new URL(url).pathname)).toEqual([socialPicture.social]);
    expect([...en.property('og:image:width'), ...en.property('og:image:height')]).toEqual(['1200', '630']);
    expect(en.property('og:image:alt')).toEqual(['Lanterns over the "stalls"']);
    expect(en.named('twitter:card')).toEqual(['summary_large_image']);
    expect(en.named('twitter:title')).toEqual([HOSTILE_TITLE]);
    expect(en.named('twitter:description')).toEqual(['Twelve stalls worth the queue, <b>mapped</b>.']);
    expect(en.named('twitter:image').map((url) => url && new URL(url).pathname)).toEqual([socialPicture.social]);
    expect(en.named('twitter:image:alt')).toEqual(['Lanterns over the "stalls"']);
    expect(en.article).toMatchObject({ headline: HOSTILE_TITLE, description: 'Twelve stalls worth the queue, <b>mapped</b>.' });
    // The share picture first, then the cover: each in its own proportions.
    expect(en.article?.image.map((url) => new URL(url).pathname)).toEqual([socialPicture.social, story.image.path]);
    // The story itself is unchanged: its own headline on the page.
    expect(en.html).toMatch(/<h1[^>]*>A Night-Market Walk Through Taipei<\/h1>/);

    // zh-tw wrote only a description: the story's title (with the site's name) and cover stand in for the rest.
    const tw = await headOf(`/zh-tw/${story.slug}`);
    const own = story.data['zh-tw'];
    expect(tw.titles).toEqual([`${own.title} · 寰宇`]);
    expect(tw.named('description')).toEqual(['十二個值得排隊的攤位。']);
    expect(tw.property('og:title')).toEqual([own.title]);
    expect(tw.property('og:image').map((url) => url && new URL(url).pathname)).toEqual([story.image.social]);
    expect(tw.property('og:image:alt')).toEqual([own.imageAlt]);
    expect(tw.article).toMatchObject({ headline: own.title, description: '十二個值得排隊的攤位。' });
    expect(tw.article?.image.map((url) => new URL(url).pathname)).toEqual([story.image.path]);

    // zh-cn wrote none: exactly as before.
    const cn = await headOf(`/zh-cn/${story.slug}`);
    expect(cn.titles).toEqual([`${story.data['zh-cn'].title} · 寰宇`]);
    expect(cn.named('description')).toEqual([story.data['zh-cn'].description]);
  });

  it('a social picture without a share crop (the mock keeps originals) is given at its own size', async () => {
    const original = { path: '/api/media/pictures/uploaded.jpg', pathWebp: '/api/media/pictures/uploaded.jpg', width: 1600, height: 900 };
    await publishWith((input) => ({ ...input.data, 'zh-cn': { ...input.data['zh-cn'], socialImage: original, socialImageAlt: '夜市的灯笼' } }));
    const cn = await headOf(`/zh-cn/${story.slug}`);
    expect(cn.property('og:image').map((url) => url && new URL(url).pathname)).toEqual([original.path]);
    expect([...cn.property('og:image:width'), ...cn.property('og:image:height')]).toEqual(['1600', '900']);
    expect(cn.property('og:image:alt')).toEqual(['夜市的灯笼']);
  });
});
