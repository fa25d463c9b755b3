/**
 * The desk's articles on the mock backend (issue 14, docs/decisions/041): what an editor does shows on the public
 * calls at once, conflicts are refused rather than overwritten, and publishing needs a complete article.
 */
import { readFileSync } from 'node:fs';
import { textIn } from '../contracts/editions';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ARTICLE_ERRORS,
  ARTICLE_LIMITS,
  createAdminArticle,
  deleteAdminArticle,
  getAdminArticle,
  listAdminArticles,
  saveAdminArticle,
  setAdminArticleStatus,
  uploadAdminImage,
  type AdminArticle,
  type AdminArticleSummary,
  type ArticleInput,
} from '../contracts/adminArticles';
import { LOCALES, type ImageRef } from '../contracts/common';
import { commentArticle, likeArticle } from '../contracts/community';
import { getArticle, getMainSections, listArticles, search, type Article, type ArticleSummary, type FrontStory, type SearchHit } from '../contracts/content';
import { signIn } from '../contracts/user';
import { setMockNow } from '../mocks/clock';
import { RESERVED_ALIASES } from '../src/rules/adminArticles';
import { seed } from '../mocks/seed/data';
import { fixtures } from '../mocks/seed/fixtures';
import { PAGE_ROUTES } from '../src/app/pageRoutes';
import { callEndpoint, type Reply } from './contracts/http';
import { stored } from './storeReads';
import { BASE, clockAtStart, expectFailure, signedInEditor, tokenOf } from './deskCalls';

const HOUR = 3_600_000;
const clock = clockAtStart();
const editor = signedInEditor();
const desk = editor.call;
const section = fixtures.articleSection;
const subsection = section.subcategories[0];
const author = seed.authors[0]!;

const media = (file: string) => new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media', file)));
/** A PNG's signature and header: all a reader of its size needs. */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  bytes.set([8, 2, 0, 0, 0], 24);
  return bytes;
}

/** A complete article, ready to publish: every language, a picture, an alias. */
function complete(alias: string, overrides: Partial<ArticleInput> = {}): ArticleInput {
  const text = (title: string, body: string) => ({ title, standfirst: `${title}: the standfirst`, body, imageAlt: `${title}, pictured` });
  return {
    alias,
    category: section._id,
    subcategory: subsection?._id ?? null,
    authorId: author._id,
    image: seed.articles[0]!.image,
    data: {
      en: text('Zephyrology comes to the harbour', '<p>Wind readers gather at dawn on the harbour wall.</p>'),
      'zh-cn': text('风语者来到港口', '<p>黎明时分，风语者聚集在港口的堤岸上。</p>'),
      'zh-tw': text('風語者來到港口', '<p>黎明時分，風語者聚集在港口的堤岸上。</p>'),
    },
    ...overrides,
  };
}

async function create(input: ArticleInput): Promise<AdminArticle> {
  const reply = await desk(createAdminArticle, { body: input });
  expect(reply.status, JSON.stringify(reply.json)).toBe(201);
  return (reply.json as { article: AdminArticle }).article;
}

async function setStatus(article: AdminArticle, status: AdminArticle['status'], publishAt?: string): Promise<Reply> {
  return desk(setAdminArticleStatus, { query: { id: article._id }, body: { version: article.version, status, ...(publishAt ? { publishAt } : {}) } });
}

async function published(alias: string, input: ArticleInput = complete(alias)): Promise<AdminArticle> {
  const reply = await setStatus(await create(input), 'published');
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return (reply.json as { article: AdminArticle }).article;
}

const save = (article: AdminArticle, input: ArticleInput, byHand = true) =>
  desk(saveAdminArticle, { query: { id: article._id }, body: { version: article.version, byHand, article: input } });

/** Everything a reader could reach the article through. */
async function readerView(alias: string) {
  const page = await callEndpoint(BASE, getArticle, { query: { slug: alias } });
  const list = await callEndpoint(BASE, listArticles, { query: { category: section.data.en.alias, pageSize: 50 } });
  const sections = await callEndpoint(BASE, getMainSections);
  const found = await callEndpoint(BASE, search, { query: { query: 'Zephyrology', locale: 'en' } });
  const foundZh = await callEndpoint(BASE, search, { query: { query: '风语者', locale: 'zh-tw' } });
  const slugs = (reply: Reply) => ((reply.json as { items: (ArticleSummary | SearchHit)[] }).items ?? []).map((item) => item.slug);
  return {
    page,
    inSection: slugs(list).includes(alias),
    inLatest: newestOnHome(sections).some((item) => item.slug === alias),
    inSearch: slugs(found).includes(alias),
    inChineseSearch: slugs(foundZh).includes(alias),
  };
}

/** The home page's stories, newest first while no editor has placed any: the front, then the Latest row. */
function newestOnHome(sections: Reply): ArticleSummary[] {
  const { front, latest } = sections.json as { front: FrontStory[]; latest: ArticleSummary[] };
  return [...front.map((story) => story.article), ...latest];
}

async function expectHidden(alias: string) {
  const view = await readerView(alias);
  expectFailure(view.page, 404, 'Article not found', 'slug');
  expect(view).toMatchObject({ inSection: false, inLatest: false, inSearch: false, inChineseSearch: false });
}

async function expectShown(alias: string) {
  const view = await readerView(alias);
  expect(view.page.status).toBe(200);
  expect(view).toMatchObject({ inSection: true, inLatest: true, inSearch: true, inChineseSearch: true });
  return (view.page.json as { article: Article }).article;
}

describe('what readers see of the desk', () => {
  it('a draft is invisible to readers: no page, not in its section, not in search, not among the latest', async () => {
    const draft = await create(complete('wind-readers'));
    expect(draft).toMatchObject({ status: 'draft', version: 1, publishAt: null, updatedBy: fixtures.editor.name });
    await expectHidden('wind-readers');
  });

  it('publishing shows it in its section, on its page, in search (both scripts) and it leads the front page', async () => {
    const article = await published('wind-readers');
    expect(article).toMatchObject({ status: 'published', version: 2 });
    const read = await expectShown('wind-readers');
    expect(newestOnHome(await callEndpoint(BASE, getMainSections))[0]?.slug).toBe('wind-readers');
    // The reader's article is made from the working copy.
    const input = complete('wind-readers');
    expect(read).toMatchObject({ slug: 'wind-readers', authorId: author._id, image: input.image, readingMinutes: 1, publishedAt: article.publishAt });
    expect(read.updatedAt).toBeUndefined();
    for (const locale of LOCALES) {
      expect(read.data[locale]).toEqual({
        title: input.data[locale].title,
        description: input.data[locale].standfirst,
        content: input.data[locale].body,
        category: section._id,
        subcategory: subsection?._id ?? null,
        imageAlt: input.data[locale].imageAlt,
      });
    }
  });

  it('a published article saved again stays as readers had it until "Update live page"; then they get the new text and the time of the correction', async () => {
    const article = await published('wind-readers');
    setMockNow(clock.started + HOUR);
    const corrected = complete('wind-readers');
    corrected.data.en.body = '<p>Corrected: the wind readers gather at dusk.</p>';
    const reply = await save(article, corrected);
    const saved = (reply.json as { article: AdminArticle }).article;
    expect(saved).toMatchObject({ status: 'published', version: 3, pendingUpdate: true });
    const before = await expectShown('wind-readers');
    expect(textIn(before.data, 'en').content).toBe(textIn(complete('wind-readers').data, 'en').body);
    expect(before.updatedAt).toBeUndefined();
    setMockNow(clock.started + 2 * HOUR);
    const updated = (await setStatus(saved, 'published')).json as { article: AdminArticle };
    expect(updated.article).toMatchObject({ status: 'published', version: 4, pendingUpdate: false });
    const read = await expectShown('wind-readers');
    expect(textIn(read.data, 'en').content).toBe(textIn(corrected.data, 'en').body);
    expect(read.publishedAt).toBe(article.publishAt);
    expect(read.updatedAt).toBe(new Date(clock.started + 2 * HOUR).toISOString());
  });

  it('scheduling shows it once the clock passes publishAt, and the desk then calls it published', async () => {
    const draft = await create(complete('wind-readers'));
    const at = new Date(clock.started + 2 * HOUR).toISOString();
    const reply = await setStatus(draft, 'scheduled', at);
    expect((reply.json as { article: AdminArticle }).article).toMatchObject({ status: 'scheduled', publishAt: at });
    await expectHidden('wind-readers');
    setMockNow(clock.started + 2 * HOUR);
    const read = await expectShown('wind-readers');
    expect(read.publishedAt).toBe(at);
    const seen = (await desk(getAdminArticle, { query: { id: draft._id } })).json as { article: AdminArticle };
    expect(seen.article.status).toBe('published');
    // Now readers have it, a save waits for the live page to be updated, and that is a correction they are told of.
    setMockNow(clock.started + 3 * HOUR);
    const changed = complete('wind-readers');
    changed.data.en.title = 'Wind readers, corrected';
    const saved = (await save(seen.article, changed)).json as { article: AdminArticle };
    expect(saved.article).toMatchObject({ status: 'published', publishAt: at, pendingUpdate: true });
    expect((await expectShown('wind-readers')).updatedAt).toBeUndefined();
    await setStatus(saved.article, 'published');
    expect((await expectShown('wind-readers')).updatedAt).toBe(new Date(clock.started + 3 * HOUR).toISOString());
  });

  it('scheduling needs a time in the future', async () => {
    const draft = await create(complete('wind-readers'));
    expectFailure(await setStatus(draft, 'scheduled', new Date(clock.started - HOUR).toISOString()), 400, ADMIN_ARTICLE_ERRORS.scheduleInPast, 'publishAt');
    expectFailure(await setStatus(draft, 'scheduled'), 400, ADMIN_ARTICLE_ERRORS.scheduleInPast, 'publishAt');
  });

  it('unpublishing takes it off the site (404) and back to a draft', async () => {
    const article = await published('wind-readers');
    const reply = await setStatus(article, 'draft');
    expect((reply.json as { article: AdminArticle }).article).toMatchObject({ status: 'draft', publishAt: null });
    await expectHidden('wind-readers');
  });

  it('readers cannot comment on or like a draft', async () => {
    const draft = await create(complete('wind-readers'));
    const session = await callEndpoint(BASE, signIn, { body: { email: fixtures.verifiedReader.email, password: fixtures.verifiedReader.password, locale: 'en' } });
    const { token, user } = session.json as { token: string; user: { _id: string } };
    const query = { articleId: draft._id, userId: user._id };
    expect((await callEndpoint(BASE, commentArticle, { query, body: { userName: 'x', text: 'First!' }, token })).status).toBe(404);
    expect((await callEndpoint(BASE, likeArticle, { query: { ...query, drafted: false }, token })).status).toBe(404);
  });

  it('deleting takes the article, its comments and likes off the site', async () => {
    const target = fixtures.commentedArticle;
    const { article: row } = (await desk(getAdminArticle, { query: { id: target._id } })).json as { article: AdminArticle };
    expect(await stored.count('comment', { targetId: target._id })).toBeGreaterThan(0);
    expectFailure(await desk(deleteAdminArticle, { query: { id: target._id, version: row.version + 1 } }), 409, ADMIN_ARTICLE_ERRORS.versionConflict);
    const reply = await desk(deleteAdminArticle, { query: { id: target._id, version: row.version } });
    expect(reply.status).toBe(200);
    expectFailure(await callEndpoint(BASE, getArticle, { query: { slug: target.slug } }), 404, 'Article not found');
    expect(await stored.count('comment', { targetId: target._id })).toBe(0);
    expectFailure(await desk(getAdminArticle, { query: { id: target._id } }), 404, ADMIN_ARTICLE_ERRORS.notFound);
  });
});

describe('two editors, one article', () => {
  it('two saves from the same version: the second gets 409 and overwrites nothing', async () => {
    const draft = await create(complete('wind-readers'));
    const secondToken = await tokenOf(fixtures.secondEditor);
    const mine = complete('wind-readers');
    mine.data.en.title = 'Mine';
    const theirs = complete('wind-readers');
    theirs.data.en.title = 'Theirs';
    const first = await callEndpoint(BASE, saveAdminArticle, {
      query: { id: draft._id },
      body: { version: draft.version, byHand: true, article: theirs },
      token: secondToken,
    });
    expect((first.json as { article: AdminArticle }).article).toMatchObject({ version: 2, updatedBy: fixtures.secondEditor.name });
    expectFailure(await save(draft, mine), 409, ADMIN_ARTICLE_ERRORS.versionConflict);
    const kept = (await desk(getAdminArticle, { query: { id: draft._id } })).json as { article: AdminArticle };
    expect(kept.article).toMatchObject({ version: 2, updatedBy: fixtures.secondEditor.name });
    expect(kept.article.data.en.title).toBe('Theirs');
  });
});

describe('aliases', () => {
  it('an alias is lowercase letters, digits and single hyphens (400 aliasInvalid)', async () => {
    for (const alias of ['Wind', 'wind--readers', 'wind readers', '-wind', '风']) {
      expectFailure(await desk(createAdminArticle, { body: complete(alias) }), 400, ADMIN_ARTICLE_ERRORS.aliasInvalid, 'alias');
    }
  });

  it("another article's alias, or a page's of the site, is taken (409 aliasTaken); its own is kept on save", async () => {
    const taken = seed.articles[0]!.slug;
    expectFailure(await desk(createAdminArticle, { body: complete(taken) }), 409, ADMIN_ARTICLE_ERRORS.aliasTaken, 'alias');
    expectFailure(await desk(createAdminArticle, { body: complete('search') }), 409, ADMIN_ARTICLE_ERRORS.aliasTaken, 'alias');
    // /{locale}/authors/{slug} is a writer's page: an article there would hide every writer.
    expectFailure(await desk(createAdminArticle, { body: complete('authors') }), 409, ADMIN_ARTICLE_ERRORS.aliasTaken, 'alias');
    // /{locale}/topics/{slug} is a topic's page: likewise.
    expectFailure(await desk(createAdminArticle, { body: complete('topics') }), 409, ADMIN_ARTICLE_ERRORS.aliasTaken, 'alias');
    const draft = await create(complete('wind-readers'));
    expect((await save(draft, complete('wind-readers'))).status).toBe(200);
    expectFailure(await save({ ...draft, version: 2 }, complete(taken)), 409, ADMIN_ARTICLE_ERRORS.aliasTaken, 'alias');
  });

  it("the reserved aliases are exactly the site's own first path segments", () => {
    const own = PAGE_ROUTES.map((route) => route.path.split('/')[1] ?? '').filter((segment) => segment !== '' && !segment.startsWith(':'));
    expect([...RESERVED_ALIASES].sort()).toEqual([...new Set([...own, 'admin'])].sort());
  });

  it('a draft may have no alias yet; publishing it needs one', async () => {
    const draft = await create(complete(''));
    expect(draft.alias).toBe('');
    expectFailure(await setStatus(draft, 'published'), 400, ADMIN_ARTICLE_ERRORS.aliasInvalid, 'alias');
  });
});

describe('publishing needs every language it has clock.started', () => {
  it.each([
    ['data.zh-tw.title', (input: ArticleInput) => void (input.data['zh-tw'].title = '  ')],
    ['data.en.standfirst', (input: ArticleInput) => void (input.data.en.standfirst = '')],
    ['data.zh-cn.body', (input: ArticleInput) => void (input.data['zh-cn'].body = '<p></p>')],
    ['data.en.imageAlt', (input: ArticleInput) => void (input.data.en.imageAlt = '')],
    ['image', (input: ArticleInput) => void (input.image = null)],
  ])('a missing %s is named, and the article stays a draft', async (field, omit) => {
    const input = complete('wind-readers');
    omit(input);
    const draft = await create(input);
    expectFailure(await setStatus(draft, 'published'), 400, ADMIN_ARTICLE_ERRORS.incomplete, field);
    expectFailure(await setStatus(draft, 'scheduled', new Date(clock.started + HOUR).toISOString()), 400, ADMIN_ARTICLE_ERRORS.incomplete, field);
    await expectHidden('wind-readers');
  });

  it('a published article cannot be saved incomplete: readers would get the gap', async () => {
    const article = await published('wind-readers');
    const gap = complete('wind-readers');
    gap.data['zh-cn'].title = '';
    expectFailure(await save(article, gap), 400, ADMIN_ARTICLE_ERRORS.incomplete, 'data.zh-cn.title');
  });

  it('an article with nothing written names the first language it could start with', async () => {
    const input = complete('wind-readers');
    for (const locale of LOCALES) input.data[locale] = { title: '', standfirst: '', body: '<p></p>', imageAlt: '' };
    expectFailure(await setStatus(await create(input), 'published'), 400, ADMIN_ARTICLE_ERRORS.incomplete, 'data.en.title');
  });
});

describe('an article in some editions only', () => {
  const empty = { title: '', standfirst: '', body: '<p></p>', imageAlt: '' };
  /** Written in Chinese only: the English tab left empty. */
  const chineseOnly = (alias: string) => {
    const input = complete(alias);
    input.data.en = { ...empty };
    return input;
  };
  const slugsOf = (reply: Reply) => ((reply.json as { items: (ArticleSummary | SearchHit)[] }).items ?? []).map((item) => item.slug);

  it('publishes the languages written in full; readers of the others never meet it', async () => {
    await published('wind-readers', chineseOnly('wind-readers'));
    const inEdition = (locale: 'en' | 'zh-cn' | 'zh-tw') => ({
      page: callEndpoint(BASE, getArticle, { query: { slug: 'wind-readers', locale } }),
      list: callEndpoint(BASE, listArticles, { query: { category: section.data.en.alias, locale, pageSize: 50 } }),
      sections: callEndpoint(BASE, getMainSections, { query: { locale } }),
    });
    const english = inEdition('en');
    expectFailure(await english.page, 404, 'Article not found', 'slug');
    expect(slugsOf(await english.list)).not.toContain('wind-readers');
    expect(newestOnHome(await english.sections).map((item) => item.slug)).not.toContain('wind-readers');
    expect(slugsOf(await callEndpoint(BASE, search, { query: { query: 'Zephyrology', locale: 'en' } }))).not.toContain('wind-readers');

    const traditional = inEdition('zh-tw');
    const page = await traditional.page;
    expect(page.status).toBe(200);
    const article = (page.json as { article: Article }).article;
    expect(Object.keys(article.data).sort()).toEqual(['zh-cn', 'zh-tw']);
    expect(article.data['zh-tw']?.title).toBe('風語者來到港口');
    expect(slugsOf(await traditional.list)).toContain('wind-readers');
    expect(newestOnHome(await traditional.sections)[0]?.slug).toBe('wind-readers');
    expect(slugsOf(await callEndpoint(BASE, search, { query: { query: '风语者', locale: 'zh-cn' } }))).toContain('wind-readers');
  });

  it("counts only the edition's articles in a section's total and pages", async () => {
    const total = async (locale: 'en' | 'zh-cn') =>
      ((await callEndpoint(BASE, listArticles, { query: { category: section.data.en.alias, locale } })).json as { total: number }).total;
    const [enBefore, zhBefore] = [await total('en'), await total('zh-cn')];
    await published('wind-readers', chineseOnly('wind-readers'));
    expect([await total('en'), await total('zh-cn')]).toEqual([enBefore, zhBefore + 1]);
  });

  it('related stories on a page are that edition’s', async () => {
    await published('wind-readers', chineseOnly('wind-readers'));
    const neighbour = fixtures.articleSection;
    const seeded = seed.articles.find((article) => article.data.en.category === neighbour._id);
    if (!seeded) throw new Error('no seeded article in the section');
    const related = async (locale: 'en' | 'zh-tw') =>
      ((await callEndpoint(BASE, getArticle, { query: { slug: seeded.slug, locale } })).json as { related: ArticleSummary[] }).related;
    for (const item of await related('en')) expect(item.data.en, item.slug).toBeDefined();
    expect((await related('zh-tw')).map((item) => item.slug)).toContain('wind-readers');
  });

  it('a language clock.started but not finished holds the publish back, naming its first gap', async () => {
    const input = chineseOnly('wind-readers');
    input.data.en = { ...empty, title: 'Zephyrology comes to the harbour' };
    expectFailure(await setStatus(await create(input), 'published'), 400, ADMIN_ARTICLE_ERRORS.incomplete, 'data.en.standfirst');
  });

  it('a caption alone starts a language: it is not published half-written', async () => {
    const input = chineseOnly('wind-readers');
    input.data.en = { ...empty, imageCaption: 'The harbour wall at dawn' };
    expectFailure(await setStatus(await create(input), 'published'), 400, ADMIN_ARTICLE_ERRORS.incomplete, 'data.en.title');
  });

  it('writing a language in full later adds that edition once the live page is updated; emptying one takes it off', async () => {
    let article = await published('wind-readers', chineseOnly('wind-readers'));
    const english = async () => (await callEndpoint(BASE, getArticle, { query: { slug: 'wind-readers', locale: 'en' } })).status;
    const saveAndUpdate = async (input: ArticleInput) => {
      const reply = await save(article, input);
      expect(reply.status, JSON.stringify(reply.json)).toBe(200);
      const updated = await setStatus((reply.json as { article: AdminArticle }).article, 'published');
      expect(updated.status, JSON.stringify(updated.json)).toBe(200);
      article = (updated.json as { article: AdminArticle }).article;
    };
    expect(await english()).toBe(404);
    await saveAndUpdate(complete('wind-readers'));
    expect(await english()).toBe(200);
    await saveAndUpdate(chineseOnly('wind-readers'));
    expect(await english()).toBe(404);
  });
});

describe('what a save stores', () => {
  it('unknown sections and authors are refused, naming the field', async () => {
    const other = seed.categories.find((category) => category.kind === 'articles' && category._id !== section._id)!;
    const video = fixtures.videoSection;
    expectFailure(await desk(createAdminArticle, { body: complete('a', { category: 'cat_nowhere' }) }), 400, ADMIN_ARTICLE_ERRORS.unknownSection, 'category');
    expectFailure(await desk(createAdminArticle, { body: complete('a', { category: video._id, subcategory: null }) }), 400, ADMIN_ARTICLE_ERRORS.unknownSection, 'category');
    expectFailure(await desk(createAdminArticle, { body: complete('a', { category: other._id }) }), 400, ADMIN_ARTICLE_ERRORS.unknownSection, 'subcategory');
    expectFailure(await desk(createAdminArticle, { body: complete('a', { authorId: 'aut_nobody' }) }), 400, ADMIN_ARTICLE_ERRORS.unknownAuthor, 'authorId');
  });

  it('a "converted" mark is kept by saves and publishing alike: only an editor\'s confirmation (a save without it) clears it', async () => {
    const input = complete('wind-readers');
    input.data['zh-tw'] = { ...input.data['zh-tw'], convertedFrom: 'zh-cn' };
    const draft = await create(input);
    expect(draft.data['zh-tw'].convertedFrom).toBe('zh-cn');
    const autosaved = (await save(draft, input, false)).json as { article: AdminArticle };
    expect(autosaved.article.data['zh-tw'].convertedFrom).toBe('zh-cn');
    const byHand = (await save(autosaved.article, input, true)).json as { article: AdminArticle };
    expect(byHand.article.data['zh-tw'].convertedFrom).toBe('zh-cn');
    expect(byHand.article).toMatchObject({ version: 3, updatedBy: fixtures.editor.name });
    const live = (await setStatus(byHand.article, 'published')).json as { article: AdminArticle };
    expect(live.article.data['zh-tw'].convertedFrom).toBe('zh-cn');
    const confirmed = { ...input, data: { ...input.data, 'zh-tw': { ...input.data['zh-tw'], convertedFrom: null } } };
    const reviewed = (await save(live.article, confirmed, true)).json as { article: AdminArticle };
    expect(reviewed.article.data['zh-tw'].convertedFrom ?? null).toBeNull();
  });

  it("an article's topics reach readers when it is published, and a save that says nothing of them keeps them", async () => {
    const [climate, cities] = seed.topics;
    const article = await published('wind-readers', complete('wind-readers', { topics: [climate!._id, cities!._id] }));
    expect(article.topics).toEqual([climate!._id, cities!._id]);
    const read = async () => ((await callEndpoint(BASE, getArticle, { query: { slug: 'wind-readers' } })).json as { article: ArticleSummary }).article;
    expect((await read()).topics).toEqual([climate!._id, cities!._id]);
    const onTopic = await callEndpoint(BASE, listArticles, { query: { topic: climate!.slug, pageSize: 50 } });
    expect((onTopic.json as { items: ArticleSummary[] }).items.map((item) => item.slug)).toContain('wind-readers');
    // A desk with no topic picker sends no topics: the article keeps its own.
    const corrected = await save(article, complete('wind-readers'));
    expect(corrected.status, JSON.stringify(corrected.json)).toBe(200);
    expect((corrected.json as { article: AdminArticle }).article.topics).toEqual([climate!._id, cities!._id]);
    expect((await read()).topics).toEqual([climate!._id, cities!._id]);
  });

  it('a seeded article is published, with a working copy made from what readers read', async () => {
    const source = seed.articles[0]!;
    const reply = await desk(getAdminArticle, { query: { id: source._id } });
    const { article } = reply.json as { article: AdminArticle };
    expect(article).toMatchObject({ status: 'published', version: 1, alias: source.slug, publishAt: source.publishedAt, image: source.image });
    expect(article.topics).toEqual(source.topics);
    for (const locale of LOCALES) {
      expect(article.data[locale]).toEqual({
        title: source.data[locale].title,
        standfirst: source.data[locale].description,
        body: source.data[locale].content,
        imageAlt: source.data[locale].imageAlt,
        imageCaption: source.data[locale].imageCaption,
        imageCredit: source.data[locale].imageCredit,
      });
    }
  });
});

describe("the desk's list", () => {
  const list = async (query: Record<string, string | number>) => {
    const reply = await desk(listAdminArticles, { query });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    return reply.json as { items: AdminArticleSummary[]; total: number; page: number; pageSize: number };
  };

  it('finds titles in any language, either Chinese script, and aliases', async () => {
    const input = complete('typhoon-city');
    input.data['zh-tw'] = { ...input.data['zh-tw'], title: '' };
    input.data['zh-cn'] = { ...input.data['zh-cn'], title: '台风过后的城市' };
    const draft = await create(input);
    for (const query of ['颱風過後', '台风', 'typhoon-city', 'ZEPHYROLOGY harbour']) {
      expect((await list({ query })).items.map((item) => item._id), query).toContain(draft._id);
    }
    expect((await list({ query: 'typhoon nowhere' })).total).toBe(0);
  });

  it("finds a standfirst, a body or the writer's name in any language, and says where it found the article", async () => {
    const input = complete('harbour-wall');
    input.data['zh-tw'] = { ...input.data['zh-tw'], body: '<p>黎明時分，<strong>風語者</strong>聚集在港口的堤岸上，等待颱風過後的第一班船。</p>' };
    const draft = await create(input);
    const found = async (query: string) => (await list({ query, pageSize: 100 })).items.find((item) => item._id === draft._id)?.match;
    // A body's words, in the other Chinese script: found in the zh-tw body, its markup taken out, the words marked.
    const body = await found('台风过后');
    expect(body).toMatchObject({ field: 'body', locale: 'zh-tw' });
    expect(body!.text).toContain('等待颱風過後的第一班船');
    expect(body!.text).not.toContain('<');
    expect(body!.highlights.map(({ start, end }) => body!.text.slice(start, end))).toEqual(['颱風過後']);
    // The title comes first when a term is there too; the standfirst and the writer's name are found as well.
    expect(await found('Zephyrology')).toMatchObject({ field: 'title', locale: 'en', text: 'Zephyrology comes to the harbour' });
    expect(await found('standfirst')).toMatchObject({ field: 'standfirst', locale: 'en' });
    const writer = author.data['zh-tw'].name;
    expect(await found(writer)).toMatchObject({ field: 'writer', text: writer });
    expect(await found(author.data.en.name)).toMatchObject({ field: 'writer', locale: 'en' });
    // Every term somewhere: one in the title, one in the body.
    expect(await found('harbour dawn')).toMatchObject({ field: 'title' });
    expect(await found('harbour nowhere-at-all')).toBeUndefined();
    // An unsearched list says nothing of matches.
    expect((await list({ pageSize: 100 })).items.every((item) => item.match === undefined)).toBe(true);
  });

  it('filters by status, section and written language, newest change first, in pages', async () => {
    const first = await create(complete('first-draft'));
    setMockNow(clock.started + 1000);
    const second = await create(complete('second-draft', { data: { ...complete('x').data, 'zh-tw': { title: '', standfirst: '', body: '', imageAlt: '' } } }));
    const drafts = await list({ status: 'draft' });
    expect(drafts.items.map((item) => item._id)).toEqual([second._id, first._id]);
    expect((await list({ status: 'draft', locale: 'zh-tw' })).items.map((item) => item._id)).toEqual([first._id]);
    const inSection = await list({ category: section._id, pageSize: 100 });
    expect(inSection.items.every((item) => item.category === section._id)).toBe(true);
    expect(inSection.total).toBe(await stored.count('article', { categoryId: section._id }));
    const all = await list({ pageSize: 100 });
    expect(all.total).toBe(seed.articles.length + 2);
    const page2 = await list({ page: 2, pageSize: 5 });
    expect(page2).toMatchObject({ page: 2, pageSize: 5, total: all.total });
    expect(page2.items).toEqual(all.items.slice(5, 10));
    expect((await list({ status: 'published' })).total).toBe(seed.articles.length);
  });
});

describe('cover pictures', () => {
  const upload = (file: File) => desk(uploadAdminImage, { body: {}, files: [file] });

  it('a JPEG is measured, stored and served to readers as it was sent; no WebP is claimed for it', async () => {
    const bytes = media('articles/a01.jpg');
    const reply = await upload(new File([bytes], 'harbour.jpg', { type: 'image/jpeg' }));
    expect(reply.status, JSON.stringify(reply.json)).toBe(201);
    const { image } = reply.json as { image: ImageRef };
    expect(image).toMatchObject({ width: 1600, height: 900 });
    expect(image.path).toMatch(/^\/api\/media\/pictures\/[0-9a-f]{64}\.jpg$/);
    expect(image.pathWebp).toBe(image.path);
    // Served without a token: readers load it.
    const served = await fetch(`${BASE}${image.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/jpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('a WebP is its own WebP; a PNG is measured from its header', async () => {
    const webp = (await upload(new File([media('articles/a01.webp')], 'a.webp', { type: 'image/webp' }))).json as { image: ImageRef };
    expect(webp.image.path).toMatch(/\.webp$/);
    expect(webp.image).toMatchObject({ pathWebp: webp.image.path, width: 1600, height: 900 });
    expect((await fetch(`${BASE}${webp.image.path}`)).headers.get('Content-Type')).toBe('image/webp');
    const png = (await upload(new File([pngHeader(1200, 675)], 'a.png', { type: 'image/png' }))).json as { image: ImageRef };
    expect(png.image).toMatchObject({ width: 1200, height: 675 });
  });

  it('another type, or a file that is no picture, is refused (400 imageType)', async () => {
    expectFailure(await upload(new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' })), 400, ADMIN_ARTICLE_ERRORS.imageType, 'file');
    expectFailure(await upload(new File(['not a picture'], 'a.jpg', { type: 'image/jpeg' })), 400, ADMIN_ARTICLE_ERRORS.imageType, 'file');
  });

  it(`a file over ${ARTICLE_LIMITS.imageBytes} bytes is refused (413 imageTooLarge)`, async () => {
    const big = new Uint8Array(ARTICLE_LIMITS.imageBytes + 1);
    big.set(media('articles/a01.jpg'));
    expectFailure(await upload(new File([big], 'big.jpg', { type: 'image/jpeg' })), 413, ADMIN_ARTICLE_ERRORS.imageTooLarge, 'file');
  });

  it('an unknown picture is 404', async () => {
    expect((await fetch(`${BASE}/api/media/pictures/${'0'.repeat(64)}.jpg`)).status).toBe(404);
  });

  it('an uploaded cover reaches the reader of the published article', async () => {
    const { image } = (await upload(new File([media('articles/a02.jpg')], 'cover.jpg', { type: 'image/jpeg' }))).json as { image: ImageRef };
    await published('wind-readers', complete('wind-readers', { image }));
    const read = await expectShown('wind-readers');
    expect(read.image).toEqual(image);
    expect((await fetch(`${BASE}${read.image.path}`)).status).toBe(200);
  });
});
