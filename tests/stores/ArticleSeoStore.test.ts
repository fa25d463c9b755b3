/**
 * Search and sharing per story and language (issue 25 item 9, docs/decisions/093): an optional search title and
 * description with their limits, an optional social picture uploaded through the desk's picture upload, the story's
 * own title, standfirst and cover where they are empty, and the search result and share card the editor sees. Saved
 * with the story, in its revisions and their diff, carried by 简→繁 conversion. Against the mock backend.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTICLE_LIMITS, conversionFingerprint, type ArticleLocaleText } from '../../contracts/adminArticles';
import { SEED_ADMIN } from '../../mocks/seedDb';
import { seed } from '../../mocks/seed/data';
import { MemoryStorage } from '../../src/lib/storage';
import { AdminDeskStore } from '../../src/stores/admin/AdminDeskStore';
import { ARTICLE_FIELDS } from '../../src/stores/admin/articleValues';
import { cutToWidth, displayWidth } from '../../src/stores/admin/ArticleSeoStore';
import { manualTimers } from '../deskTimers';
import { createTestStore } from '../render';
import { getArticle } from '../../src/api/content';

const article = seed.articles[0]!;
const SITE = { domain: 'https://huanyu.example', product: 'Huanyu' };
const jpeg = () => new File([new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media/articles/a03.jpg')))], 'social.jpg', { type: 'image/jpeg' });

async function openEditor(id: string | null = article._id) {
  const root = createTestStore({ storage: new MemoryStorage() });
  expect(await root.admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
  const timers = manualTimers();
  const desk = new AdminDeskStore(root, { setTimer: timers.setTimer, clearTimer: timers.clearTimer });
  return { editor: await desk.open(id), desk, root };
}

describe('search and sharing fields left empty', () => {
  it("show the story's own title (with the site's name), standfirst and cover, in the language edited", async () => {
    const { editor } = await openEditor();
    const { seo } = editor;
    const zh = article.data['zh-cn'];
    expect(editor.values.data['zh-cn']).toMatchObject({ searchTitle: '', searchDescription: '', socialImage: null });
    expect(seo.sharing('zh-cn')).toMatchObject({ title: zh.title, description: zh.description, image: article.image, own: { title: false, description: false, image: false } });
    const snippet = seo.snippet('zh-cn', SITE);
    expect(snippet.url).toBe(`huanyu.example › zh-cn › ${article.slug}`);
    expect(snippet.title.text.startsWith(zh.title.slice(0, 5))).toBe(true);
    expect(seo.card('en', SITE.domain)).toMatchObject({ title: article.data.en.title, description: article.data.en.description, host: 'huanyu.example' });
    // The cover's share crop where it has one, its own size otherwise.
    expect(seo.card('en', SITE.domain).image?.path).toBe(article.image.social ?? article.image.path);
    expect(editor.saveState).toBe('saved');
  });
});

describe('a search title and description', () => {
  it('replace the title and standfirst in the result and the card of their language only', async () => {
    const { editor } = await openEditor();
    editor.setText('en', 'searchTitle', 'Night markets of Taipei: where to eat');
    editor.setText('en', 'searchDescription', 'Twelve stalls worth the queue.');
    const snippet = editor.seo.snippet('en', SITE);
    // The search title is the whole <title>: what the counter counts is what a result shows.
    expect(snippet.title).toEqual({ text: 'Night markets of Taipei: where to eat', cut: false });
    expect(snippet.description).toEqual({ text: 'Twelve stalls worth the queue.', cut: false });
    expect(editor.seo.card('en', SITE.domain)).toMatchObject({ title: 'Night markets of Taipei: where to eat', description: 'Twelve stalls worth the queue.' });
    expect(editor.seo.sharing('zh-tw').own).toEqual({ title: false, description: false, image: false });
  });

  it(`over ${ARTICLE_LIMITS.searchTitle} and ${ARTICLE_LIMITS.searchDescription} characters: said at once, nothing cut, the save refused`, async () => {
    const { editor } = await openEditor();
    const long = 'x'.repeat(ARTICLE_LIMITS.searchTitle + 4);
    editor.setText('zh-tw', 'searchTitle', long);
    editor.setText('zh-tw', 'searchDescription', 'y'.repeat(ARTICLE_LIMITS.searchDescription + 1));
    expect(editor.problemFor('data.zh-tw.searchTitle')).toEqual({ field: 'data.zh-tw.searchTitle', kind: 'tooLong', max: ARTICLE_LIMITS.searchTitle });
    expect(editor.problemFor('data.zh-tw.searchDescription')).toEqual({ field: 'data.zh-tw.searchDescription', kind: 'tooLong', max: ARTICLE_LIMITS.searchDescription });
    expect(await editor.save()).toBe(false);
    expect(editor.error).toEqual({ kind: 'invalid' });
    expect(editor.values.data['zh-tw'].searchTitle).toBe(long);
  });

  it('a Chinese title is cut in the result where a search engine cuts it: a character takes two columns', () => {
    expect(displayWidth('台北夜市')).toBe(8);
    expect(displayWidth('Taipei')).toBe(6);
    const chinese = '台北夜市'.repeat(10);
    expect(cutToWidth(chinese, ARTICLE_LIMITS.searchTitle)).toEqual({ text: `${chinese.slice(0, 34)}…`, cut: true });
    expect(cutToWidth('a'.repeat(70), 70)).toEqual({ text: 'a'.repeat(70), cut: false });
  });

  it('are saved with the story, in its revision, its diff and the conflict view; readers get them once the live page is updated', async () => {
    const { editor, root } = await openEditor();
    editor.setText('en', 'searchTitle', 'Where Taipei eats after dark');
    editor.setText('en', 'searchDescription', 'A night walk through the stalls.');
    expect(await editor.save()).toBe(true);
    expect(editor.success).toBe('savedPending');
    expect(editor.article?.data.en).toMatchObject({ searchTitle: 'Where Taipei eats after dark', searchDescription: 'A night walk through the stalls.' });
    expect(ARTICLE_FIELDS.map(({ at }) => at.field)).toEqual(expect.arrayContaining(['data.en.searchTitle', 'data.en.searchDescription', 'data.en.socialImage', 'data.en.socialImageAlt']));

    await editor.history.load();
    const [newest] = editor.history.revisions;
    await editor.history.show(newest!.number);
    expect(editor.history.diff.map((diff) => (diff.kind === 'text' ? `${diff.locale}.${diff.field}` : diff.kind))).toEqual(['en.searchTitle', 'en.searchDescription']);

    // Readers keep the live page until an editor updates it.
    expect((await getArticle(root.api, article.slug, 'en')).article.data.en?.searchTitle).toBeUndefined();
    expect(await editor.publishing.publish()).toBe(true);
    expect((await getArticle(root.api, article.slug, 'en')).article.data.en).toMatchObject({ searchTitle: 'Where Taipei eats after dark', searchDescription: 'A night walk through the stalls.' });
  });

  it("a save that changes nothing records no revision, though the desk now sends the search fields empty", async () => {
    const { editor } = await openEditor(seed.articles[3]!._id);
    await editor.history.load();
    const count = editor.history.revisions.length;
    editor.setText('en', 'searchTitle', 'typed');
    editor.setText('en', 'searchTitle', '');
    expect(await editor.save()).toBe(true);
    await editor.history.load();
    expect(editor.history.revisions.length).toBe(count);
    expect(editor.article?.pendingUpdate).toBe(false);
  });
});

describe('a social picture', () => {
  it("is uploaded for one language and shown on that language's card; the cover stays the other languages'", async () => {
    const { editor } = await openEditor();
    expect(await editor.seo.uploadSocialImage('zh-tw', jpeg())).toBe(true);
    const social = editor.values.data['zh-tw'].socialImage;
    expect(social?.path).toMatch(/^\/api\/media\/pictures\/[0-9a-f]{64}\.jpg$/);
    expect(editor.seo.card('zh-tw', SITE.domain).image?.path).toBe(social?.social ?? social?.path);
    expect(editor.seo.sharing('zh-tw').own.image).toBe(true);
    expect(editor.seo.card('zh-cn', SITE.domain).image?.path).toBe(article.image.social ?? article.image.path);
    expect(editor.values.image).toEqual(article.image);
    editor.setText('zh-tw', 'socialImageAlt', '夜市攤位的燈光');
    expect(editor.seo.card('zh-tw', SITE.domain).imageAlt).toBe('夜市攤位的燈光');
    editor.seo.setSocialImage('zh-tw', null);
    expect(editor.seo.sharing('zh-tw').image).toEqual(article.image);
  });

  it("a refused file is said under that language's picker, not the cover's", async () => {
    const { editor } = await openEditor();
    expect(await editor.seo.uploadSocialImage('en', new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }))).toBe(false);
    expect(editor.seo.refusalFor('en')).toEqual({ kind: 'imageType' });
    expect(editor.seo.refusalFor('zh-cn')).toBeNull();
    expect(editor.error).toBeNull();
    const huge = new File([new Uint8Array(ARTICLE_LIMITS.imageBytes + 1)], 'huge.png', { type: 'image/png' });
    expect(await editor.seo.uploadSocialImage('zh-cn', huge)).toBe(false);
    expect(editor.seo.refusalFor('zh-cn')).toEqual({ kind: 'imageTooLarge' });
    expect(editor.seo.refusalFor('en')).toBeNull();
  });

  it('needs its description before the language is published with it', async () => {
    const { editor } = await openEditor();
    expect(await editor.seo.uploadSocialImage('en', jpeg())).toBe(true);
    expect(await editor.publishing.publish()).toBe(false);
    expect(editor.problemFor('data.en.socialImageAlt')).toEqual({ field: 'data.en.socialImageAlt', kind: 'required' });
    editor.setText('en', 'socialImageAlt', 'Lanterns over the stalls');
    expect(editor.problemFor('data.en.socialImageAlt')).toBeUndefined();
    expect(await editor.publishing.publish()).toBe(true);
  });
});

describe('简→繁 conversion', () => {
  it('carries the search texts (Taiwan phrasing) and the social picture, marked with the rest; a later change reads as "source changed"', async () => {
    const { editor } = await openEditor();
    editor.setText('zh-cn', 'searchTitle', '软件与信息');
    editor.setText('zh-cn', 'searchDescription', '鼠标的故事');
    expect(await editor.seo.uploadSocialImage('zh-cn', jpeg())).toBe(true);
    editor.setText('zh-cn', 'socialImageAlt', '夜市的灯');
    expect(await editor.scripts.convert('zh-cn')).toBe(true);
    expect(editor.values.data['zh-tw']).toMatchObject({
      searchTitle: '軟體與資訊',
      searchDescription: '滑鼠的故事',
      socialImageAlt: '夜市的燈',
      socialImage: editor.values.data['zh-cn'].socialImage,
      convertedFrom: 'zh-cn',
    });
    editor.scripts.confirmReview('zh-tw');
    expect(editor.scripts.state('zh-tw')).toBe('reviewed');
    editor.setText('zh-cn', 'searchTitle', '软件与信息（更新）');
    expect(editor.scripts.state('zh-tw')).toBe('sourceChanged');
  });

  it('a language without search texts keeps the fingerprint it had before they existed (no review is undone)', () => {
    const text: ArticleLocaleText = { title: '标题', standfirst: '导语', body: '<p>正文</p>', imageAlt: '图' };
    expect(conversionFingerprint({ ...text, searchTitle: '', searchDescription: '', socialImageAlt: '' })).toBe(conversionFingerprint(text));
    expect(conversionFingerprint({ ...text, searchTitle: '搜索' })).not.toBe(conversionFingerprint(text));
  });
});
