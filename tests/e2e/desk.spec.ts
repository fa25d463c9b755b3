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
import { open, texts } from './support';

const t = texts('en');
const ALIAS = 'tea-terraces-at-dawn';
const TITLE = { 'zh-cn': '黎明时分的茶园梯田', 'zh-tw': '黎明時分的茶園梯田', en: 'Tea Terraces at Dawn' } as const;
const COVER = join(process.cwd(), 'mocks/public/media/articles/a02.jpg');

async function signIn(page: Page): Promise<void> {
  await signInAs(page, fixtures.editor);
}

async function signInAs(page: Page, editor: { readonly email: string; readonly password: string }): Promise<void> {
  // The desk is its own chunk, rendered in the browser: its sign-in form is live once it shows.
  await page.goto('/en/admin');
  await expect(page.getByRole('heading', { level: 1, name: t('admin.signIn.title') })).toBeVisible();
  await page.getByLabel(t('admin.signIn.email')).fill(editor.email);
  await page.getByLabel(t('admin.signIn.password')).fill(editor.password);
  await page.getByRole('button', { name: t('admin.signIn.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('admin.articles.title') })).toBeVisible();
}

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
  await signIn(page);
  await page.getByRole('link', { name: t('admin.articles.new') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('admin.articles.newTitle') })).toBeVisible();

  // Settings: the alias, the section, the author, the cover picture.
  await page.getByRole('textbox', { name: t('admin.articles.field.alias') }).fill(ALIAS);
  await page.getByRole('combobox', { name: t('admin.articles.field.category'), exact: true }).selectOption({ label: 'Travel' });
  const author = page.getByRole('combobox', { name: t('admin.articles.field.author'), exact: true });
  await author.selectOption({ index: 1 });
  await page.locator('input[type="file"]').setInputFiles(COVER);
  await expect(page.getByRole('button', { name: t('admin.articles.cover.remove') })).toBeVisible();

  // 简体中文: every format of the toolbar.
  await page.getByRole('tab', { name: t('admin.articles.locale.zhCn') }).click();
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
  await zh.area.click();
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

  // 繁體中文: filled by conversion, marked until an editor saves it.
  await page.getByRole('tab', { name: t('admin.articles.locale.zhTw') }).click();
  await panel(page).getByRole('button', { name: t('admin.articles.convert.toTw') }).click();
  await expect(panel(page).getByLabel(t('admin.articles.field.title'), { exact: false }).first()).toHaveValue(TITLE['zh-tw']);
  await expect(panel(page).getByText(t('admin.articles.converted')).first()).toBeVisible();

  // English.
  await page.getByRole('tab', { name: t('admin.articles.locale.en') }).click();
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

test('two editors save the same article: the second sees both versions and chooses; nothing is overwritten unseen', async ({ browser, baseURL }) => {
  test.slow();
  const article = fixtures.openPollArticle;
  const editors = await Promise.all([browser.newContext({ baseURL }), browser.newContext({ baseURL })]);
  const [first, second] = await Promise.all(editors.map((context) => context.newPage()));
  try {
    await signIn(first!);
    await signInAs(second!, fixtures.secondEditor);
    for (const page of [first!, second!]) {
      await page.goto(`/en/admin/articles/${article._id}`);
      await expect(page.getByRole('heading', { level: 1, name: t('admin.articles.editTitle') })).toBeVisible();
      await page.getByRole('tab', { name: t('admin.articles.locale.en') }).click();
    }
    const title = (page: Page) => panel(page).getByLabel(t('admin.articles.field.title'), { exact: false }).first();

    await title(first!).fill('Night Markets, Corrected');
    await first!.getByRole('button', { name: t('admin.articles.action.save'), exact: true }).click();
    await expect(first!.getByText(t('admin.articles.success.saved'))).toBeVisible();

    await title(second!).fill('Night Markets, Retitled');
    await second!.getByRole('button', { name: t('admin.articles.action.save'), exact: true }).click();
    const conflict = second!.getByRole('region', { name: t('admin.articles.conflict.title') });
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText('Night Markets, Corrected');
    await expect(conflict).toContainText('Night Markets, Retitled');
    // The reader still sees the first editor's save: the second one has not gone through.
    const reader = await editors[0].newPage();
    await open(reader, `/en/${article.slug}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Night Markets, Corrected');

    await conflict.getByRole('button', { name: t('admin.articles.conflict.saveMine') }).click();
    await expect(second!.getByText(t('admin.articles.success.saved'))).toBeVisible();
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
  const leaks = scripts.filter(({ body }) => /prosemirror|ProseMirror|@tiptap|admin\.articles\.|admin\.editor\./.test(body)).map(({ url }) => url);
  expect(leaks).toEqual([]);
});

test("an editor adds an 'Article page' sponsor block; readers see it on an article at once, in each language", async ({ page }) => {
  test.slow();
  await signIn(page);
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
