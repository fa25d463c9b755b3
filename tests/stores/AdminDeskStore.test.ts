/**
 * The editors' desk (issue 14): the articles list, and an article's editor that never loses an editor's work —
 * kept locally at once, autosaved while unsaved, offered back after a reload, kept across an expired session and
 * across someone else's save. Against the mock backend (msw/node), with the autosave's timer in the test's hands.
 */
import { describe, expect, it } from 'vitest';
import { ARTICLE_LIMITS, saveAdminArticle, type ArticleInput } from '../../contracts/adminArticles';
import { http, HttpResponse } from 'msw';
import { db } from '../../mocks/db';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { SEED_ADMIN } from '../../mocks/seedDb';
import { seed } from '../../mocks/seed/data';
import { MemoryStorage, type KeyValueStorage } from '../../src/lib/storage';
import { AdminDeskStore } from '../../src/stores/admin/AdminDeskStore';
import { filtersFromSearch, NO_FILTERS, searchFromFilters } from '../../src/stores/admin/ArticlesListStore';
import { AUTOSAVE_MS } from '../../src/stores/admin/ArticleEditorStore';
import { manualTimers } from '../deskTimers';
import { createTestStore, TEST_NOW } from '../render';
import { hashSecret } from '../../src/rules/secrets';

/**
 * A signed-in editor's desk; `storage` stands for the browser (a reload hands the same one to a new desk). Two
 * desks on their own storage are two editors (two sessions) opening the same article.
 */
async function signedInDesk(options: { storage?: KeyValueStorage; now?: () => number } = {}) {
  const storage = options.storage ?? new MemoryStorage();
  const root = createTestStore({ storage, ...(options.now ? { clock: options.now } : {}) });
  if (!root.admin.authenticated) {
    expect(await root.admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
  }
  const timers = manualTimers();
  const desk = new AdminDeskStore(root, { setTimer: timers.setTimer, clearTimer: timers.clearTimer });
  return { root, desk, timers, storage };
}

const article = seed.articles[0]!;
const localKey = (id: string) => `huanyu:desk-article:${id}`;

describe('the articles list', () => {
  it('lists the articles a page at a time, with the total', async () => {
    const { desk } = await signedInDesk();
    await desk.articles.show({ query: '', category: '', locale: '', status: '', page: 1 });
    const page = desk.articles.results.data;
    expect(desk.articles.results.status).toBe('ready');
    expect(page?.items.length).toBe(20);
    expect(page?.pageCount).toBe(Math.ceil((page?.total ?? 0) / 20));
  });

  it('filters by status: no drafts in the seed, so an empty list says so (filtered)', async () => {
    const { desk } = await signedInDesk();
    await desk.articles.show({ query: '', category: '', locale: '', status: 'draft', page: 1 });
    expect(desk.articles.results.data?.items).toEqual([]);
    expect(desk.articles.filtered).toBe(true);
  });

  it('finds an article by its alias', async () => {
    const { desk } = await signedInDesk();
    await desk.articles.show({ query: article.slug, category: '', locale: '', status: '', page: 1 });
    expect(desk.articles.results.data?.items.map((item) => item._id)).toContain(article._id);
  });

  it('keeps its filters in the address: only what is set, in one order, anything unknown left out', () => {
    const filters = { query: 'night market', category: 'travel', locale: 'zh-tw', status: 'draft', page: 2 } as const;
    expect(searchFromFilters(filters)).toBe('?query=night+market&category=travel&locale=zh-tw&status=draft&page=2');
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
    expect(searchFromFilters({ ...NO_FILTERS, query: '  ' })).toBe('');
    expect(filtersFromSearch('?locale=xx&status=gone&page=0')).toEqual(NO_FILTERS);
  });
});

describe('an article in the editor', () => {
  it('writes every change locally at once, and autosaves it to the server after AUTOSAVE_MS', async () => {
    const { desk, timers, storage } = await signedInDesk();
    const editor = await desk.open(article._id);
    const version = editor.article!.version;
    editor.setText('en', 'title', 'A new headline');
    expect((JSON.parse(storage.getItem(localKey(article._id)) ?? '{}') as { values: ArticleInput }).values.data.en.title).toBe('A new headline');
    expect(editor.saveState).toBe('unsaved');
    expect(timers.pending?.ms).toBe(AUTOSAVE_MS);
    // Typing on does not push the autosave back: it comes every AUTOSAVE_MS while unsaved.
    editor.setText('en', 'title', 'A newer headline');
    expect(editor.article!.version).toBe(version);
    await timers.fire(editor);
    expect(editor.article!.version).toBe(version + 1);
    expect(editor.article!.data.en.title).toBe('A newer headline');
    expect(editor.saveState).toBe('saved');
    expect(storage.getItem(localKey(article._id))).toBeNull();
  });

  it('offline: the status says so, the work stays on this device, and the next autosave delivers it', async () => {
    const { desk, timers, storage } = await signedInDesk();
    const editor = await desk.open(article._id);
    server.use(faultHandler(saveAdminArticle, 'networkError', { once: true }));
    editor.setText('en', 'standfirst', 'Written on a train');
    await timers.fire(editor);
    expect(editor.saveState).toBe('offline');
    expect(editor.error).toEqual({ kind: 'offline' });
    expect(storage.getItem(localKey(article._id))).toContain('Written on a train');
    // It tries again by itself.
    expect(timers.pending?.ms).toBe(AUTOSAVE_MS);
    await timers.fire(editor);
    expect(editor).toMatchObject({ saveState: 'saved', error: null });
    expect(editor.article?.data.en.standfirst).toBe('Written on a train');
  });

  it('after a reload, offers back a local copy newer than the server, and restores or discards it', async () => {
    const storage = new MemoryStorage();
    let now = TEST_NOW;
    const first = await signedInDesk({ storage, now: () => now });
    const editor = await first.desk.open(article._id);
    now += 60_000;
    editor.setText('zh-cn', 'standfirst', '没来得及保存的导语');
    editor.dispose();

    const reloaded = await signedInDesk({ storage, now: () => now });
    const again = await reloaded.desk.open(article._id);
    expect(again.restoreOffer?.values.data['zh-cn'].standfirst).toBe('没来得及保存的导语');
    expect(again.values.data['zh-cn'].standfirst).not.toBe('没来得及保存的导语');
    again.restore();
    expect(again.values.data['zh-cn'].standfirst).toBe('没来得及保存的导语');
    expect(again).toMatchObject({ restoreOffer: null, success: 'restored', saveState: 'unsaved' });

    const discarding = await (await signedInDesk({ storage, now: () => now })).desk.open(article._id);
    expect(discarding.restoreOffer).not.toBeNull();
    discarding.discardLocal();
    expect(storage.getItem(localKey(article._id))).toBeNull();
  });

  it('a conflict: someone saved first; both versions are shown per field; the editor keeps theirs or saves mine', async () => {
    const mine = await signedInDesk();
    const theirs = await signedInDesk();
    const editor = await mine.desk.open(article._id);
    const other = await theirs.desk.open(article._id);
    other.setText('en', 'title', 'Their headline');
    expect(await other.save()).toBe(true);

    editor.setText('en', 'title', 'My headline');
    expect(await editor.save()).toBe(false);
    expect(editor.saveState).toBe('conflict');
    expect(editor.conflict?.theirs.version).toBe(other.article!.version);
    expect(editor.differences).toEqual([{ field: 'data.en.title', theirs: 'Their headline', mine: 'My headline' }]);
    // Nothing of mine is lost while the editor decides.
    expect(editor.values.data.en.title).toBe('My headline');

    expect(await editor.saveMine()).toBe(true);
    expect(editor.article?.data.en.title).toBe('My headline');
    expect(editor.article?.version).toBe(other.article!.version + 1);
  });

  it('a conflict resolved the other way: keeping theirs drops mine and the local copy', async () => {
    const mine = await signedInDesk();
    const theirs = await signedInDesk();
    const editor = await mine.desk.open(article._id);
    const other = await theirs.desk.open(article._id);
    other.setText('en', 'standfirst', 'Their standfirst');
    await other.save();
    editor.setText('en', 'standfirst', 'My standfirst');
    await editor.save();
    editor.keepTheirs();
    expect(editor).toMatchObject({ conflict: null, success: 'keptTheirs', saveState: 'saved' });
    expect(editor.values.data.en.standfirst).toBe('Their standfirst');
    expect(mine.storage.getItem(localKey(article._id))).toBeNull();
  });

  it('two editors who wrote the same thing have no conflict: the second save goes on top of the first', async () => {
    const mine = await signedInDesk();
    const theirs = await signedInDesk();
    const editor = await mine.desk.open(article._id);
    const other = await theirs.desk.open(article._id);
    other.setText('zh-tw', 'title', '夜市的一夜');
    expect(await other.save()).toBe(true);

    editor.setText('zh-tw', 'title', '夜市的一夜');
    expect(await editor.save()).toBe(true);
    expect(editor).toMatchObject({ conflict: null, saveState: 'saved' });
    expect(editor.article?.version).toBe(other.article!.version + 1);
  });

  it('topics: up to three are chosen; a fourth is refused; they are saved and compared like any field', async () => {
    const mine = await signedInDesk();
    const theirs = await signedInDesk();
    const editor = await mine.desk.open(article._id);
    const topicIds = (mine.desk.topics.data ?? []).map((topic) => topic._id);
    expect(topicIds.length).toBeGreaterThan(ARTICLE_LIMITS.topics);
    for (const id of editor.values.topics ?? []) editor.toggleTopic(id);
    for (const id of topicIds.slice(0, ARTICLE_LIMITS.topics + 1)) editor.toggleTopic(id);
    expect(editor.values.topics).toEqual(topicIds.slice(0, ARTICLE_LIMITS.topics));
    editor.toggleTopic(topicIds[0]!);
    expect(editor.values.topics).toEqual(topicIds.slice(1, ARTICLE_LIMITS.topics));

    const other = await theirs.desk.open(article._id);
    other.toggleTopic(topicIds[ARTICLE_LIMITS.topics]!);
    expect(await other.save()).toBe(true);
    expect(await editor.save()).toBe(false);
    expect(editor.differences.map((difference) => difference.field)).toEqual(['topics']);
  });

  it('an expired session sends the editor to sign in, keeps the work, and brings it back after the sign-in', async () => {
    const { root, desk, storage } = await signedInDesk();
    const editor = await desk.open(article._id);
    editor.setText('en', 'title', 'Written as the session ended');
    // The server forgot the session (8 hours idle): its token is no longer known.
    db.adminSession.deleteMany({ where: { tokenHash: { equals: hashSecret(root.admin.data?.token ?? '') } } });
    expect(await editor.save()).toBe(false);
    expect(editor.error).toEqual({ kind: 'sessionExpired' });
    expect(root.admin).toMatchObject({ authenticated: false, expired: true });

    const back = await signedInDesk({ storage });
    const reopened = await back.desk.open(article._id);
    expect(reopened.values.data.en.title).toBe('Written as the session ended');
    expect(reopened).toMatchObject({ restoreOffer: null, success: 'restoredAfterSignIn', saveState: 'unsaved' });
    expect(back.root.admin.expired).toBe(false);
  });

  it('a late refusal of the session before does not end the one open now (signed out and in while a call was out)', async () => {
    const { root, desk } = await signedInDesk();
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // The old session's call is refused, but only once the editor has signed in again.
    server.use(http.get('*/api/admin/articles', async () => {
      await held;
      return HttpResponse.json({ message: 'Session expired' }, { status: 401 });
    }, { once: true }));
    const late = desk.articles.show(NO_FILTERS);
    root.admin.signOut();
    expect(await root.admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
    answer();
    await late;
    expect(root.admin).toMatchObject({ authenticated: true, expired: false });
  });

  it('says what is wrong under each field, and never cuts what was typed', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.open(null);
    const long = 'x'.repeat(ARTICLE_LIMITS.title + 5);
    editor.setSetting('alias', 'Not An Alias');
    editor.setText('en', 'title', long);
    expect(editor.problemFor('alias')).toEqual({ field: 'alias', kind: 'aliasPattern' });
    expect(editor.problemFor('data.en.title')).toEqual({ field: 'data.en.title', kind: 'tooLong', max: ARTICLE_LIMITS.title });
    expect(editor.values.data.en.title).toBe(long);
    expect(await editor.save()).toBe(false);
    expect(editor.error).toEqual({ kind: 'invalid' });
  });

  it('says which editions readers get: the languages written in full', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.open(article._id);
    expect(editor.editions).toEqual(['en', 'zh-cn', 'zh-tw']);
    for (const field of ['title', 'standfirst', 'imageAlt', 'imageCaption', 'imageCredit'] as const) editor.setText('en', field, '');
    editor.setText('en', 'body', '<p></p>');
    expect(editor.editionStates).toEqual({ en: 'empty', 'zh-cn': 'complete', 'zh-tw': 'complete' });
    expect(editor.editions).toEqual(['zh-cn', 'zh-tw']);
    editor.setText('en', 'title', 'Half an English edition');
    expect(editor.editionStates.en).toBe('started');
    expect(editor.editions).toEqual(['zh-cn', 'zh-tw']);
  });

  it('a new article is created on its first save, and its local copy moves with it', async () => {
    const { desk, storage } = await signedInDesk();
    const editor = await desk.open(null);
    editor.setText('en', 'title', 'Draft one');
    expect(storage.getItem(localKey('new'))).not.toBeNull();
    expect(await editor.save()).toBe(true);
    expect(editor.id).not.toBeNull();
    expect(editor).toMatchObject({ success: 'created', saveState: 'saved' });
    expect(storage.getItem(localKey('new'))).toBeNull();
    expect(editor.article?.status).toBe('draft');
  });

  it('a cover picture: type and size are checked before anything is sent', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.open(article._id);
    const before = editor.values.image;
    expect(await editor.uploadImage(new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }))).toBe(false);
    expect(editor.error).toEqual({ kind: 'imageType' });
    const huge = new File([new Uint8Array(ARTICLE_LIMITS.imageBytes + 1)], 'huge.png', { type: 'image/png' });
    expect(await editor.uploadImage(huge)).toBe(false);
    expect(editor.error).toEqual({ kind: 'imageTooLarge' });
    expect(editor.values.image).toEqual(before);
  });
});

describe("an article's two Chinese scripts (ArticleScriptsStore)", () => {
  it('fills 繁體 from 简体 with Taiwan phrasing, marked converted until an editor confirms the review (no save does it)', async () => {
    const { desk, timers } = await signedInDesk();
    const editor = await desk.open(article._id);
    editor.setText('zh-cn', 'title', '软件的信息');
    editor.setText('zh-cn', 'body', '<p>鼠标和软件</p>');
    expect(await editor.scripts.convert('zh-cn')).toBe(true);
    expect(editor.values.data['zh-tw']).toMatchObject({ title: '軟體的資訊', body: '<p>滑鼠和軟體</p>', convertedFrom: 'zh-cn' });
    expect(editor.scripts.state('zh-tw')).toBe('unreviewed');

    await timers.fire(editor);
    expect(editor.article?.data['zh-tw'].convertedFrom).toBe('zh-cn');

    // Saving by hand is not reviewing: the mark stays until someone confirms this language.
    editor.setText('zh-tw', 'title', '軟體的資訊（已校對）');
    expect(await editor.save()).toBe(true);
    expect(editor.article?.data['zh-tw'].convertedFrom).toBe('zh-cn');
    expect(editor.scripts.state('zh-tw')).toBe('unreviewed');

    editor.scripts.confirmReview('zh-tw');
    expect(editor.scripts.state('zh-tw')).toBe('reviewed');
    expect(await editor.save()).toBe(true);
    expect(editor.article?.data['zh-tw'].convertedFrom ?? null).toBeNull();
    expect(editor.article?.data['zh-tw'].conversion?.from).toBe('zh-cn');

    // A later change to 简体 leaves 繁體 behind: it says so until it is reviewed again.
    editor.setText('zh-cn', 'standfirst', '新的导语');
    expect(editor.scripts.state('zh-tw')).toBe('sourceChanged');
    editor.scripts.confirmReview('zh-tw');
    expect(editor.scripts.state('zh-tw')).toBe('reviewed');
  });
});

describe('publishing, scheduling and deleting an article (ArticlePublishingStore)', () => {
  it('publishing needs every language it has started and a picture: the missing fields are named before anything is sent', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.open(null);
    editor.setSetting('alias', 'a-story-to-come');
    editor.setText('en', 'title', 'A story to come');
    expect(await editor.publishing.publish()).toBe(false);
    expect(editor.id).toBeNull();
    expect(editor.problemFor('data.en.standfirst')).toEqual({ field: 'data.en.standfirst', kind: 'required' });
    expect(editor.problemFor('image')).toEqual({ field: 'image', kind: 'required' });
    expect(editor.problemFor('data.en.title')).toBeUndefined();
    // A language not started is not published, and asks for nothing.
    expect(editor.problemFor('data.zh-tw.title')).toBeUndefined();
  });

  it('with nothing written, publishing asks for a language in full, whichever one', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.open(null);
    expect(await editor.publishing.publish()).toBe(false);
    for (const locale of ['en', 'zh-cn', 'zh-tw'] as const) {
      expect(editor.problemFor(`data.${locale}.title`)).toEqual({ field: `data.${locale}.title`, kind: 'required' });
    }
  });

  it('schedules only for a time in the future', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.open(article._id);
    expect(await editor.publishing.schedule(new Date(TEST_NOW - 60_000).toISOString())).toBe(false);
    expect(editor.error).toMatchObject({ kind: 'server', field: 'publishAt' });
  });

  it('unpublishes, then deletes (the list no longer has it)', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.open(article._id);
    expect(await editor.publishing.unpublish()).toBe(true);
    expect(editor.article?.status).toBe('draft');
    expect(editor.success).toBe('unpublished');
    expect(await editor.publishing.remove()).toBe(true);
    expect(editor.publishing.deleted).toBe(true);
    await desk.articles.show({ query: article.slug, category: '', locale: '', status: '', page: 1 });
    expect(desk.articles.results.data?.items.map((item) => item._id)).not.toContain(article._id);
  });
});
