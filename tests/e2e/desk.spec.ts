/**
 * The editors' desk end to end (issue 14): an editor writes an article in Simplified Chinese with every format of
 * the SPEC §9 toolbar, fills the Traditional text by conversion, writes the English, adds a cover picture and
 * publishes it; readers then find it, formatted as written, on the front page, in its section, in search and in
 * the feeds, in all three editions.
 */
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seed } from '../../mocks/seed/data';
import { fixtures } from '../../mocks/seed/fixtures';
import { LOCALE_NAMES } from '../../src/i18n/locales';
import { open, signInAs as signInAsReader, texts, signInToDesk } from './support';

const t = texts('en');
const ALIAS = 'tea-terraces-at-dawn';
const TITLE = { 'zh-cn': '黎明时分的茶园梯田', 'zh-tw': '黎明時分的茶園梯田', en: 'Tea Terraces at Dawn' } as const;
const COVER = join(process.cwd(), 'mocks/public/media/articles/a02.jpg');

function panel(page: Page): Locator {
  return page.getByRole('tabpanel');
}

/** The body's editing area in the open language tab, and the toolbar beside it. */
function body(page: Page) {
  const area = panel(page).getByRole('textbox', { name: new RegExp(t('admin.articles.field.body')) });
  const toolbar = panel(page).getByRole('toolbar', { name: t('admin.editor.toolbar') });
  const control = (id: string) => toolbar.getByRole('button', { name: t(id), exact: true });
  return { area, control };
}

test('an editor writes, converts and publishes; readers find it formatted as written in every edition', async ({ page, baseURL }) => {
  test.slow();
  await signInToDesk(page);
  await page.getByRole('link', { name: t('admin.articles.new') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('admin.articles.newTitle') })).toBeVisible();

  // Settings: the alias, the section, the author, the cover picture.
  await page.getByRole('textbox', { name: t('admin.articles.field.alias') }).fill(ALIAS);
  await page.getByRole('combobox', { name: t('admin.articles.field.category'), exact: true }).selectOption({ label: 'Travel' });
  const author = page.getByRole('combobox', { name: t('admin.articles.field.author'), exact: true });
  await author.selectOption({ index: 1 });
  await page.getByRole('group', { name: t('admin.articles.field.image') }).locator('input[type="file"]').setInputFiles(COVER);
  await expect(page.getByRole('button', { name: t('admin.articles.cover.remove') })).toBeVisible();

  // 简体中文: every format of the toolbar.
  await page.getByRole('tab', { name: LOCALE_NAMES['zh-cn'] }).click();
  await panel(page).getByLabel(t('admin.articles.field.title'), { exact: false }).first().fill(TITLE['zh-cn']);
  await panel(page).getByLabel(t('admin.articles.field.standfirst'), { exact: false }).fill('云雾里的采茶人，一天从凌晨四点开始。');
  const zh = body(page);
  await zh.area.click();
  await zh.control('admin.editor.heading2').click();
  await page.keyboard.type('山上的清晨');
  await page.keyboard.press('Enter');
  await page.keyboard.type('采茶人说：');
  // Each style is switched on, its button says so, the words are typed, and it is switched off again.
  for (const [id, words] of [
    ['admin.editor.bold', '粗体'],
    ['admin.editor.italic', '斜体'],
    ['admin.editor.underline', '下划线'],
    ['admin.editor.strike', '删除线'],
  ] as const) {
    await zh.control(id).click();
    await expect(zh.control(id)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type(words);
    await zh.control(id).click();
    await expect(zh.control(id)).toHaveAttribute('aria-pressed', 'false');
  }
  await page.keyboard.type('茶园网站');
  await expect(zh.area).toContainText('删除线茶园网站');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await zh.control('admin.editor.link').click();
  const linkDialog = page.getByRole('dialog', { name: t('admin.editor.linkDialog.addTitle') });
  await linkDialog.getByLabel(t('admin.editor.linkDialog.url')).fill('javascript:alert(1)');
  await linkDialog.getByRole('button', { name: t('admin.editor.linkDialog.apply') }).click();
  await expect(linkDialog.getByText(/This kind of address is not allowed/)).toBeVisible();
  await linkDialog.getByLabel(t('admin.editor.linkDialog.url')).fill('https://tea.example/terraces');
  await linkDialog.getByRole('button', { name: t('admin.editor.linkDialog.apply') }).click();
  await expect(linkDialog).toBeHidden();
  await expect(zh.area.getByRole('link', { name: '茶园网站' })).toBeVisible();
  // The dialog hands focus back to the text with the linked words still chosen: a click before that lands would
  // be undone by it, and the Enter below would then replace the words.
  await expect(zh.area).toBeFocused();
  // From the keyboard, not a click: a click lands wherever the text happens to be (on the new link, it is the link's
  // own), and the selection must be empty before Enter, or Enter replaces the linked words.
  await page.keyboard.press('End');
  await expect.poll(() => page.evaluate(() => document.getSelection()?.isCollapsed)).toBe(true);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await zh.control('admin.editor.bulletList').click();
  await page.keyboard.type('乌龙');
  await page.keyboard.press('Enter');
  await page.keyboard.type('绿茶');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await zh.control('admin.editor.orderedList').click();
  await page.keyboard.type('采摘');
  await page.keyboard.press('Enter');
  await page.keyboard.type('烘焙');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await zh.control('admin.editor.horizontalRule').click();
  await page.keyboard.type('居中的结语');
  await zh.control('admin.editor.alignCenter').click();
  await panel(page).getByLabel(t('admin.articles.field.imageAlt'), { exact: false }).fill('晨雾中的茶园梯田');
  await panel(page).getByLabel(t('admin.articles.field.imageCaption'), { exact: false }).fill('清晨五点，云雾漫过山坡上的茶园。');
  await panel(page).getByLabel(t('admin.articles.field.imageCredit'), { exact: false }).fill('摄影：林文');

  // 繁體中文: filled by conversion, marked until an editor has read it and confirms it.
  await page.getByRole('tab', { name: LOCALE_NAMES['zh-tw'] }).click();
  await panel(page).getByRole('button', { name: t('admin.articles.convert.toTw') }).click();
  await expect(panel(page).getByLabel(t('admin.articles.field.title'), { exact: false }).first()).toHaveValue(TITLE['zh-tw']);
  await expect(panel(page).getByText(t('admin.articles.converted')).first()).toBeVisible();
  await panel(page).getByRole('button', { name: t('admin.articles.review.confirm') }).click();
  await expect(panel(page).getByText(t('admin.articles.converted'))).toHaveCount(0);

  // English.
  await page.getByRole('tab', { name: LOCALE_NAMES['en'] }).click();
  await panel(page).getByLabel(t('admin.articles.field.title'), { exact: false }).first().fill(TITLE.en);
  await panel(page).getByLabel(t('admin.articles.field.standfirst'), { exact: false }).fill('The pickers in the clouds start their day at four.');
  await body(page).area.click();
  await page.keyboard.type('Above the clouds, the first leaves are picked by hand.');
  await panel(page).getByLabel(t('admin.articles.field.imageAlt'), { exact: false }).fill('Tea terraces in the morning mist');

  await page.getByRole('button', { name: t('admin.articles.action.save'), exact: true }).click();
  await expect(page.getByText(t('admin.articles.success.created'))).toBeVisible();
  await page.getByRole('button', { name: t('admin.articles.action.publish') }).click();
  await expect(page.getByText(t('admin.articles.success.published'))).toBeVisible();

  // Readers, in every edition: the front page leads with it (the newest story), and its page is formatted as written.
  for (const locale of ['zh-cn', 'zh-tw', 'en'] as const) {
    const reader = texts(locale);
    await open(page, `/${locale}/`);
    await expect(page.getByRole('region', { name: reader('home.lead') }).getByRole('link', { name: TITLE[locale] })).toBeVisible();
    await open(page, `/${locale}/categories/travel`);
    await expect(page.getByRole('main').getByRole('link', { name: TITLE[locale] }).first()).toBeVisible();
    await open(page, `/${locale}/search?query=${encodeURIComponent(TITLE[locale])}`);
    await expect(page.getByRole('main').getByRole('link', { name: TITLE[locale] }).first()).toBeVisible();
    const feed = await (await page.request.get(`${baseURL}/feeds/${locale}.xml`)).text();
    expect(feed).toContain(TITLE[locale]);
  }

  await open(page, `/zh-cn/${ALIAS}`);
  const article = page.getByRole('article', { name: TITLE['zh-cn'] });
  await expect(article.getByRole('heading', { level: 1, name: TITLE['zh-cn'] })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: '山上的清晨' })).toBeVisible();
  await expect(article.locator('strong', { hasText: '粗体' })).toBeVisible();
  await expect(article.locator('em', { hasText: '斜体' })).toBeVisible();
  await expect(article.locator('u', { hasText: '下划线' })).toBeVisible();
  await expect(article.locator('s', { hasText: '删除线' })).toBeVisible();
  await expect(article.getByRole('link', { name: '茶园网站' })).toHaveAttribute('href', 'https://tea.example/terraces');
  await expect(article.locator('ul > li', { hasText: '乌龙' })).toBeVisible();
  await expect(article.locator('ol > li', { hasText: '烘焙' })).toBeVisible();
  await expect(article.locator('hr')).toHaveCount(1);
  await expect(article.locator('p', { hasText: '居中的结语' })).toHaveCSS('text-align', 'center');
  const cover = article.getByRole('img', { name: '晨雾中的茶园梯田' });
  await expect(cover).toBeVisible();
  const coverFigure = article.locator('figure', { has: page.getByRole('img', { name: '晨雾中的茶园梯田' }) });
  await expect(coverFigure).toContainText('清晨五点，云雾漫过山坡上的茶园。');
  await expect(coverFigure).toContainText('摄影：林文');

  // The Traditional edition reads Taiwan's script, converted from the Simplified text.
  await open(page, `/zh-tw/${ALIAS}`);
  const traditional = page.getByRole('article', { name: TITLE['zh-tw'] });
  await expect(traditional.locator('u', { hasText: '下劃線' })).toBeVisible();
  await expect(traditional.getByText('攝影：林文')).toBeVisible();
});

test('an article written in Chinese only is published in the Chinese editions; English readers never meet it', async ({ page }) => {
  test.slow();
  const alias = 'mountain-tea-in-chinese-only';
  const title = { 'zh-cn': '只有中文的高山茶', 'zh-tw': '只有中文的高山茶' } as const;
  await signInToDesk(page);
  await page.getByRole('link', { name: t('admin.articles.new') }).click();
  await page.getByRole('textbox', { name: t('admin.articles.field.alias') }).fill(alias);
  await page.getByRole('combobox', { name: t('admin.articles.field.category'), exact: true }).selectOption({ label: 'Travel' });
  await page.getByRole('combobox', { name: t('admin.articles.field.author'), exact: true }).selectOption({ index: 1 });
  await page.getByRole('group', { name: t('admin.articles.field.image') }).locator('input[type="file"]').setInputFiles(COVER);
  await expect(page.getByRole('button', { name: t('admin.articles.cover.remove') })).toBeVisible();

  await page.getByRole('tab', { name: LOCALE_NAMES['zh-cn'] }).click();
  await panel(page).getByLabel(t('admin.articles.field.title'), { exact: false }).first().fill(title['zh-cn']);
  await panel(page).getByLabel(t('admin.articles.field.standfirst'), { exact: false }).fill('山上的茶农只为中文读者写下这一篇。');
  await body(page).area.click();
  await page.keyboard.type('清晨的山路上，茶香随雾气散开。');
  await panel(page).getByLabel(t('admin.articles.field.imageAlt'), { exact: false }).fill('雾中的高山茶园');
  await page.getByRole('tab', { name: LOCALE_NAMES['zh-tw'] }).click();
  await panel(page).getByRole('button', { name: t('admin.articles.convert.toTw') }).click();
  // English is left empty: the desk says readers get the two Chinese editions, and English is not written.
  await expect(page.getByText(/简体中文 and 繁體中文/)).toBeVisible();
  await expect(page.getByRole('tab', { name: LOCALE_NAMES['en'] })).toHaveAccessibleDescription(t('admin.articles.edition.empty'));
  await page.getByRole('button', { name: t('admin.articles.action.save'), exact: true }).click();
  await expect(page.getByText(t('admin.articles.success.created'))).toBeVisible();
  await page.getByRole('button', { name: t('admin.articles.action.publish') }).click();
  await expect(page.getByText(t('admin.articles.success.published'))).toBeVisible();

  await open(page, '/zh-tw/');
  await expect(page.getByRole('region', { name: texts('zh-tw')('home.lead') }).getByRole('link', { name: title['zh-tw'] })).toBeVisible();
  await open(page, '/en/');
  await expect(page.getByRole('main').getByRole('link', { name: title['zh-cn'] })).toHaveCount(0);
  expect((await page.goto(`/en/${alias}`))?.status()).toBe(404);

  // From the Chinese page, the way to English leads to the English front page, not to a missing article.
  await open(page, `/zh-tw/${alias}`);
  await expect(page.getByRole('article', { name: title['zh-tw'] })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('two editors save the same article: the second sees both versions and chooses; nothing is overwritten unseen', async ({ browser, baseURL }) => {
  test.slow();
  const article = fixtures.openPollArticle;
  const editors = await Promise.all([browser.newContext({ baseURL }), browser.newContext({ baseURL })]);
  const [first, second] = await Promise.all(editors.map((context) => context.newPage()));
  try {
    await signInToDesk(first!);
    await signInToDesk(second!, 'en', fixtures.secondEditor);
    for (const page of [first!, second!]) {
      await page.goto(`/en/admin/articles/${article._id}`);
      await expect(page.getByRole('heading', { level: 1, name: t('admin.articles.editTitle') })).toBeVisible();
      await page.getByRole('tab', { name: LOCALE_NAMES['en'] }).click();
    }
    const title = (page: Page) => panel(page).getByLabel(t('admin.articles.field.title'), { exact: false }).first();

    // The story is published: a save is a revision readers get once the live page is updated.
    await title(first!).fill('Night Markets, Corrected');
    await first!.getByRole('button', { name: t('admin.articles.action.save'), exact: true }).click();
    await expect(first!.getByText(t('admin.articles.success.savedPending'))).toBeVisible();
    await first!.getByRole('button', { name: t('admin.articles.action.updateLive'), exact: true }).click();
    await expect(first!.getByText(t('admin.articles.success.updatedLive'))).toBeVisible();

    await title(second!).fill('Night Markets, Retitled');
    await second!.getByRole('button', { name: t('admin.articles.action.save'), exact: true }).click();
    const conflict = second!.getByRole('region', { name: t('admin.articles.conflict.title') });
    await expect(conflict).toBeVisible();
    // It opens beside the Save just pressed, and takes focus.
    await expect(conflict.getByRole('heading', { name: t('admin.articles.conflict.title') })).toBeFocused();
    await expect(conflict).toContainText('Night Markets, Corrected');
    await expect(conflict).toContainText('Night Markets, Retitled');
    // The reader still sees the first editor's save: the second one has not gone through.
    const reader = await editors[0].newPage();
    await open(reader, `/en/${article.slug}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Night Markets, Corrected');

    await conflict.getByRole('button', { name: t('admin.articles.conflict.saveMine') }).click();
    await expect(second!.getByText(t('admin.articles.success.savedPending'))).toBeVisible();
    await second!.getByRole('button', { name: t('admin.articles.action.updateLive'), exact: true }).click();
    await expect(second!.getByText(t('admin.articles.success.updatedLive'))).toBeVisible();
    await open(reader, `/en/${article.slug}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Night Markets, Retitled');
  } finally {
    await Promise.all(editors.map((context) => context.close()));
  }
});

test("a reader's pages download nothing of the desk: no editor, no desk texts", async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') void response.text().then((body) => scripts.push({ url: response.url(), body }));
  });
  for (const path of ['/en/', `/zh-tw/${fixtures.openPollArticle.slug}`, '/zh-cn/categories/travel', '/en/search?query=tea']) {
    await open(page, path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(3);
  // TipTap and ProseMirror name their plugin keys and node views with these; the desk's texts all start `admin.`.
  const leaks = scripts.filter(({ body }) => /prosemirror|ProseMirror|@tiptap|admin\.(?:articles|editor|polls|headerHome|commercial|sections|comments)\./.test(body)).map(({ url }) => url);
  expect(leaks).toEqual([]);
});

test('a reader comments on an article; an editor hides it; after a reload the page no longer shows it', async ({ browser, baseURL }) => {
  test.slow();
  const article = fixtures.commentedArticle;
  const reader = fixtures.verifiedReader;
  // Unique per run: the server keeps what earlier runs wrote.
  const words = `A comment the editors will hide ${Date.now().toString(36)}`;
  const contexts = await Promise.all([browser.newContext({ baseURL }), browser.newContext({ baseURL })]);
  const [readerPage, editorPage] = await Promise.all(contexts.map((context) => context.newPage()));
  try {
    await open(readerPage!, `/en/${article.slug}`);
    await signInAsReader(readerPage!, 'en', reader.email, reader.password);
    const comments = readerPage!.getByRole('region', { name: new RegExp(`^${t('comments.title')}`) });
    await comments.getByRole('textbox', { name: t('comments.form.label') }).fill(words);
    await comments.getByRole('button', { name: t('comments.form.submit') }).click();
    const posted = comments.getByRole('listitem').filter({ hasText: words });
    await expect(posted).not.toHaveAttribute('aria-busy', 'true');

    await signInToDesk(editorPage!);
    await editorPage!.getByRole('link', { name: t('admin.comments.nav') }).click();
    await expect(editorPage!.getByRole('heading', { level: 1, name: t('admin.comments.title') })).toBeVisible();
    const box = editorPage!.getByRole('searchbox', { name: t('admin.comments.filter.query') });
    await box.fill(words);
    await box.press('Enter');
    const item = editorPage!.getByRole('article').filter({ hasText: words });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(article.data.en.title);
    await item.getByRole('button', { name: t('admin.comments.hide') }).click();
    // Still in the desk, marked who hid it; the message says readers no longer see it.
    await expect(item.getByText(t('admin.comments.state.hidden'), { exact: true })).toBeVisible();
    await expect(item).toContainText(t('admin.comments.moderation.hidden', { name: fixtures.editor.name, time: '' }).trim());
    await expect(item.getByRole('button', { name: t('admin.comments.show') })).toBeVisible();

    await readerPage!.reload();
    await expect(readerPage!.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(readerPage!.getByRole('region', { name: new RegExp(`^${t('comments.title')}`) })).toBeVisible();
    await expect(readerPage!.getByText(words)).toHaveCount(0);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test('an editor creates a poll and attaches it to an article; a signed-in reader votes; the editor sees the vote', async ({ browser, baseURL }) => {
  test.slow();
  const article = fixtures.commentedArticle;
  const question = { en: 'Would you walk the terraces at dawn?', 'zh-cn': '你愿意在黎明时走上梯田吗？', 'zh-tw': '你願意在黎明時走上梯田嗎？' } as const;
  const options = [
    { en: 'Yes, gladly', 'zh-cn': '愿意，很乐意', 'zh-tw': '願意，很樂意' },
    { en: 'Only with coffee', 'zh-cn': '得先喝杯咖啡', 'zh-tw': '得先喝杯咖啡' },
  ] as const;
  const languages = { en: LOCALE_NAMES['en'], 'zh-cn': LOCALE_NAMES['zh-cn'], 'zh-tw': LOCALE_NAMES['zh-tw'] } as const;
  // The editor and the reader in two browsers: each signed in on their own.
  const contexts = await Promise.all([browser.newContext({ baseURL }), browser.newContext({ baseURL })]);
  const [editor, reader] = await Promise.all(contexts.map((context) => context.newPage()));
  try {
    await test.step('the editor creates the poll and attaches it to an article found by its title', async () => {
      await signInToDesk(editor!);
      await editor!.getByRole('link', { name: t('admin.polls.nav') }).click();
      await expect(editor!.getByRole('heading', { level: 1, name: t('admin.polls.title') })).toBeVisible();
      await editor!.getByRole('link', { name: t('admin.polls.new') }).first().click();
      await expect(editor!.getByRole('heading', { level: 1, name: t('admin.polls.newTitle') })).toBeVisible();
      for (const locale of ['en', 'zh-cn', 'zh-tw'] as const) {
        await editor!.getByRole('textbox', { name: t('admin.polls.field.questionIn', { language: languages[locale] }) }).fill(question[locale]);
        for (const [index, option] of options.entries()) {
          await editor!.getByRole('textbox', { name: t('admin.polls.options.text', { number: index + 1, language: languages[locale] }) }).fill(option[locale]);
        }
      }
      await editor!.getByRole('searchbox', { name: t('admin.polls.story.search') }).fill(article.data['zh-tw'].title);
      await editor!.getByRole('button', { name: t('admin.polls.story.find') }).click();
      await editor!.getByRole('button', { name: t('admin.polls.story.attachTo', { title: article.data.en.title }) }).click();
      await editor!.getByRole('button', { name: t('admin.polls.action.create') }).click();
      await expect(editor!.getByText(t('admin.polls.success.created'))).toBeVisible();
      await expect(editor!.getByRole('heading', { level: 1, name: t('admin.polls.editTitle') })).toBeVisible();
    });

    await test.step('a signed-in reader finds it on the article at once and votes', async () => {
      await open(reader!, `/en/${article.slug}`);
      await signInAsReader(reader!, 'en', fixtures.verifiedReader.email, fixtures.verifiedReader.password);
      const poll = reader!.getByRole('region', { name: question.en });
      await expect(poll).toBeVisible();
      await poll.getByRole('radio', { name: options[1].en }).check();
      await poll.getByRole('button', { name: t('poll.vote') }).click();
      await expect(poll.getByText(t('poll.yourChoice'))).toBeVisible();
    });

    await test.step("the editor sees the reader's vote in the results", async () => {
      await editor!.reload();
      const results = editor!.getByRole('table', { name: t('admin.polls.results.caption', { question: question.en, total: 1 }) });
      await expect(results).toBeVisible();
      const row = results.getByRole('row', { name: new RegExp(`^${options[1].en}`) });
      await expect(row.getByRole('cell').first()).toHaveText('1');
      await expect(row.getByRole('cell').nth(1)).toHaveText('100%');
      // Readers have voted: the options are fixed now.
      await expect(editor!.getByText(t('admin.polls.options.locked'))).toBeVisible();
    });
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test("an editor replaces the English header banner (with the WebP the browser makes); a reader's header shows it at once", async ({ browser, baseURL }) => {
  const [desk, readers] = await Promise.all([browser.newContext({ baseURL }), browser.newContext({ baseURL })]);
  try {
    const reader = await readers.newPage();
    await open(reader, '/en/');
    const before = await reader.getByRole('banner').locator('img').first().getAttribute('src');

    const editor = await desk.newPage();
    await signInToDesk(editor);
    await editor.getByRole('link', { name: t('admin.headerHome.nav') }).click();
    await expect(editor.getByRole('heading', { level: 1, name: t('admin.headerHome.title') })).toBeVisible();
    await panel(editor).locator('input[type="file"]').first().setInputFiles(COVER);
    // The preview shows the new picture, kept as the original and as WebP.
    await expect(panel(editor).getByText(t('admin.headerHome.banner.withWebp'))).toBeVisible();
    await editor.getByRole('button', { name: t('admin.headerHome.save'), exact: true }).click();
    await expect(editor.getByText(t('admin.headerHome.success.saved'))).toBeVisible();

    await open(reader, '/en/');
    const picture = reader.getByRole('banner').locator('picture').first();
    const after = await picture.locator('img').getAttribute('src');
    expect(after).not.toBe(before);
    await expect(picture.locator('source[type="image/webp"]')).toHaveCount(1);
    // The picture loads for readers: the file the desk uploaded is served.
    expect((await reader.request.get(after ?? '')).status()).toBe(200);
    // Only that edition changed.
    await open(reader, '/zh-tw/');
    expect(await reader.getByRole('banner').locator('img').first().getAttribute('src')).toBe(before);
  } finally {
    await Promise.all([desk.close(), readers.close()]);
  }
});

test("an editor changes the zh-tw promo link text, and a reader's zh-tw header shows it at once", async ({ browser, baseURL }) => {
  const PROMO = '冬季旅遊指南：北海道';
  const [desk, readers] = await Promise.all([browser.newContext({ baseURL }), browser.newContext({ baseURL })]);
  try {
    const reader = await readers.newPage();
    // As seeded, the Traditional Chinese header has no promo link.
    await open(reader, '/zh-tw/');
    const banner = reader.getByRole('banner');
    await expect(banner.getByRole('link', { name: PROMO })).toHaveCount(0);

    const editor = await desk.newPage();
    await signInToDesk(editor);
    await editor.getByRole('link', { name: t('admin.headerHome.nav') }).click();
    await expect(editor.getByRole('heading', { level: 1, name: t('admin.headerHome.title') })).toBeVisible();
    await editor.getByRole('tab', { name: LOCALE_NAMES['zh-tw'] }).click();
    await panel(editor).getByRole('textbox', { name: t('admin.headerHome.field.linkHref') }).fill('/zh-tw/categories/travel');
    await panel(editor).getByRole('textbox', { name: t('admin.headerHome.field.linkText') }).fill(PROMO);
    await expect(panel(editor).getByText(t('admin.headerHome.link.preview', { text: PROMO, href: '/zh-tw/categories/travel' }))).toBeVisible();
    await editor.getByRole('button', { name: t('admin.headerHome.save'), exact: true }).click();
    await expect(editor.getByText(t('admin.headerHome.success.saved'))).toBeVisible();

    await open(reader, '/zh-tw/');
    const promo = reader.getByRole('banner').getByRole('link', { name: PROMO });
    await expect(promo).toBeVisible();
    await expect(promo).toHaveAttribute('href', '/zh-tw/categories/travel');
    // Only that edition changed: the English header keeps its own link.
    await open(reader, '/en/');
    await expect(reader.getByRole('banner').getByRole('link', { name: 'Winter travel guide' })).toBeVisible();
  } finally {
    await Promise.all([desk.close(), readers.close()]);
  }
});


test('an editor renames a section in Simplified Chinese; the zh-cn menu shows it, its page opens at the new alias, the old one redirects there', async ({ page }) => {
  const zhCn = texts('zh-cn');
  await signInToDesk(page);
  await page.getByRole('link', { name: t('admin.sections.nav') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('admin.sections.title') })).toBeVisible();
  await page.getByRole('button', { name: t('admin.sections.renameNamed', { name: 'Travel' }), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('admin.sections.form.renameTitle', { name: 'Travel' }) });
  const language = LOCALE_NAMES['zh-cn'];
  await dialog.getByLabel(t('admin.sections.form.name', { language }), { exact: true }).fill('旅途');
  // A mistyped alias is refused under its field, as typed; then the right one.
  const alias = dialog.getByLabel(t('admin.sections.form.alias', { language }), { exact: true });
  await alias.fill('Lv Tu');
  await expect(alias).toHaveAttribute('aria-invalid', 'true');
  await alias.fill('lvtu');
  await dialog.getByRole('button', { name: t('admin.sections.form.save') }).click();
  await expect(page.getByText(t('admin.sections.success.renamed', { name: 'Travel' }))).toBeVisible();

  // A reader of the Simplified Chinese edition: the menu has the new name, linked at the new alias.
  await open(page, '/zh-cn/');
  const menu = page.getByRole('navigation', { name: zhCn('header.categories') });
  const link = menu.getByRole('link', { name: '旅途', exact: true });
  await expect(link).toHaveAttribute('href', '/zh-cn/categories/lvtu');
  await link.click();
  await expect(page).toHaveURL(/\/zh-cn\/categories\/lvtu$/);
  await expect(page.getByRole('heading', { level: 1, name: '旅途' })).toBeVisible();

  // The old alias is still the English and Traditional one, so it names the section: it redirects to the new
  // address (docs/decisions/044); the English edition keeps its own.
  const old = await page.request.get('/zh-cn/categories/travel', { maxRedirects: 0 });
  expect(old.status()).toBe(302);
  expect(old.headers()['location']).toBe('/zh-cn/categories/lvtu');
  await open(page, '/en/categories/travel');
  await expect(page.getByRole('heading', { level: 1, name: 'Travel' })).toBeVisible();
});

test("an editor adds an 'Article page' sponsor block; readers see it on an article at once, in each language", async ({ page }) => {
  test.slow();
  await signInToDesk(page);
  await page.getByRole('link', { name: t('admin.commercial.nav') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('admin.commercial.title') })).toBeVisible();
  await page.getByRole('navigation', { name: t('admin.commercial.pageTypes') }).getByRole('link', { name: 'Article page' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Blocks on the Article page' })).toBeVisible();

  await page.getByRole('button', { name: t('admin.commercial.add') }).click();
  const dialog = page.getByRole('dialog', { name: t('admin.commercial.form.newTitle') });
  await expect(dialog.getByRole('combobox', { name: t('admin.commercial.field.pageType') })).toHaveValue('articlePage');
  await dialog.getByRole('combobox', { name: t('admin.commercial.field.position') }).selectOption('inline');
  await dialog.getByRole('textbox', { name: t('admin.commercial.field.href') }).fill('https://jade-kite.example/');
  await dialog.locator('input[type="file"]').setInputFiles(COVER);
  await expect(dialog.getByRole('img', { name: t('admin.commercial.picture.current') })).toBeVisible();
  const blockTexts = {
    English: ['Jade Kite Travel', 'Slow journeys along the East Rift Valley.', 'Plan a trip'],
    '简体中文': ['玉筝旅行', '沿着花东纵谷慢慢旅行。', '规划行程'],
    '繁體中文': ['玉箏旅行', '沿著花東縱谷慢慢旅行。', '規劃行程'],
  } as const;
  for (const [language, [title, text, cta]] of Object.entries(blockTexts)) {
    const group = dialog.getByRole('group', { name: language, exact: true });
    await group.getByRole('textbox', { name: t('admin.commercial.field.title'), exact: true }).fill(title);
    await group.getByRole('textbox', { name: t('admin.commercial.field.text'), exact: true }).fill(text);
    await group.getByRole('textbox', { name: t('admin.commercial.field.cta'), exact: true }).fill(cta);
  }
  await dialog.getByRole('button', { name: t('admin.commercial.form.create') }).click();
  await expect(page.getByText(t('admin.commercial.success.created'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Jade Kite Travel' })).toBeVisible();

  // A reader opens an article: the block is there, within the page, in the edition's own words.
  const article = seed.articles[0]!;
  for (const [locale, title] of [['en', 'Jade Kite Travel'], ['zh-tw', '玉箏旅行']] as const) {
    await page.goto(`/${locale}/${article.slug}`);
    const region = page.getByRole('complementary', { name: texts(locale)('commercial.region.inline') });
    await expect(region.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', 'https://jade-kite.example/');
  }
});
