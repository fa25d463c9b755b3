import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import type { Locale } from '../../../../contracts/common';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import zhTw from '../../../../locales/zh-tw.json';
import { SEED_SECOND_ADMIN } from '../../../../mocks/seedDb';
import { seed } from '../../../../mocks/seed/data';
import { adminSignIn } from '../../../../src/api/admin';
import { getAdminArticle, saveAdminArticle, setAdminArticleStatus } from '../../../../src/api/adminArticles';
import { ApiClient } from '../../../../src/api/client';
import { LOCALE_NAMES } from '../../../../src/i18n/locales';
import { inputOf } from '../../../../src/stores/admin/articleValues';
import { expectFitsWidth, message } from '../../../checks';
import { signInAsEditor } from './deskSteps';
import { deskPage } from '../deskPage';

const article = seed.articles[0]!;
const TEXTS: Record<Locale, Record<string, string>> = { en, 'zh-cn': zhCn, 'zh-tw': zhTw };

/**
 * Another editor (Lin Wen, in another session) corrects the published story and updates its live page: revision 1
 * is the story as readers first had it, revision 2 the correction — a new English title and a 繁體 title with one
 * character changed.
 */
async function correctedByAnotherEditor(): Promise<void> {
  const other = new ApiClient({ baseUrl: '', timeoutMs: 10000 });
  const { token } = await adminSignIn(other, { email: SEED_SECOND_ADMIN.email, password: SEED_SECOND_ADMIN.password });
  other.useAdminTokenFrom(() => token);
  const { article: opened } = await getAdminArticle(other, article._id);
  const input = inputOf(opened);
  const { article: saved } = await saveAdminArticle(other, article._id, {
    version: opened.version,
    byHand: true,
    article: {
      ...input,
      data: {
        ...input.data,
        en: { ...input.data.en, title: `${input.data.en.title}, after midnight` },
        'zh-tw': { ...input.data['zh-tw'], title: `${input.data['zh-tw'].title}（深夜）` },
      },
    },
  });
  await setAdminArticleStatus(other, article._id, { version: saved.version, status: 'published' });
}

/** The editor opens the story's history (in the story's language). */
async function openHistory(canvas: HTMLElement, locale: Locale): Promise<HTMLElement> {
  await correctedByAnotherEditor();
  await signInAsEditor();
  const texts = TEXTS[locale];
  const screen = within(canvas);
  await screen.findByRole('heading', { level: 1, name: texts['admin.articles.editTitle'] });
  await userEvent.click(await screen.findByRole('button', { name: texts['admin.articles.history.show'] }));
  return screen.findByRole('list', { name: texts['admin.articles.history.list'] });
}

/**
 * An article's history on the desk (issue 25, item 4): each revision with its editor and time and the live one
 * marked; a revision's changes word by word (character by character in Chinese); and its restore, as a new revision.
 */
const meta = preview.meta({
  title: 'Admin/Article history',
  ...deskPage(`/admin/articles/${article._id}`),
});

export const History = meta.story({
  play: async ({ canvasElement }) => {
    const list = await openHistory(canvasElement, 'en');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    // Newest first, with who saved it; the live one is marked.
    await expect(items[0]).toHaveTextContent(message('admin.articles.history.revision', { number: 2 }));
    await expect(items[0]).toHaveTextContent(SEED_SECOND_ADMIN.name);
    await expect(items[0]).toHaveTextContent(en['admin.articles.history.live']);
    await expect(items[1]).toHaveTextContent(message('admin.articles.history.revision', { number: 1 }));
    await expect(items[1]).not.toHaveTextContent(en['admin.articles.history.live']);
    await expectFitsWidth(within(canvasElement).getByRole('main'));
  },
});

export const Diff = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const list = await openHistory(canvasElement, 'en');
    await userEvent.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: en['admin.articles.history.showChanges'] }));
    const changes = await within(canvasElement).findByRole('region', { name: message('admin.articles.history.changesTitle', { number: 2 }) });
    await expect(within(changes).getByRole('heading', { name: message('admin.articles.history.changesTitle', { number: 2 }) })).toHaveFocus();
    await expect(changes).toHaveTextContent(message('admin.articles.history.against', { number: 1 }));
    // Per language and field; words in English, characters in Chinese.
    const field = (locale: Locale) =>
      within(changes).getByText(message('admin.desk.field.inLanguage', { field: en['admin.articles.field.title'], language: LOCALE_NAMES[locale] })).closest('figure')!;
    const english = field('en');
    await expect([...english.querySelectorAll('ins')].map((part) => part.textContent)).toEqual([', after midnight']);
    const traditional = field('zh-tw');
    await expect([...traditional.querySelectorAll('ins')].map((part) => part.textContent)).toEqual(['（深夜）']);
    await expect(traditional.querySelectorAll('del')).toHaveLength(0);
    // Nothing else changed.
    await expect(changes.querySelectorAll('figure')).toHaveLength(2);
    await expectFitsWidth(within(canvasElement).getByRole('main'));
  },
});

export const Restore = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const screen = within(canvasElement);
    const list = await openHistory(canvasElement, 'en');
    await userEvent.click(within(within(list).getAllByRole('listitem')[1]!).getByRole('button', { name: en['admin.articles.history.showChanges'] }));
    const changes = await screen.findByRole('region', { name: message('admin.articles.history.changesTitle', { number: 1 }) });
    await expect(changes).toHaveTextContent(en['admin.articles.history.first']);
    await userEvent.click(within(changes).getByRole('button', { name: en['admin.articles.history.restore'] }));
    const dialog = await screen.findByRole('dialog', { name: message('admin.articles.history.restoreTitle', { number: 1 }) });
    await expect(dialog).toHaveTextContent(en['admin.articles.history.restoreTextPublished']);
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.articles.history.confirmRestore'] }));
    await expect(await screen.findByText(en['admin.articles.success.restoredRevision'])).toBeVisible();
    // The working copy is revision 1 again, recorded as revision 3; readers keep revision 2 until the page is updated.
    await expect(screen.getByRole('textbox', { name: en['admin.articles.field.title'] })).toHaveValue(article.data.en.title);
    await waitFor(() => expect(within(screen.getByRole('list', { name: en['admin.articles.history.list'] })).getAllByRole('listitem')).toHaveLength(3));
    const newest = within(screen.getByRole('list', { name: en['admin.articles.history.list'] })).getAllByRole('listitem')[0]!;
    await expect(newest).toHaveTextContent(message('admin.articles.history.restoredFrom', { number: 1 }));
    await expect(screen.getByText(en['admin.articles.pending'])).toBeVisible();
    await expect(screen.getByRole('button', { name: en['admin.articles.action.updateLive'] })).toBeEnabled();
  },
});

export const ZhCnDiff = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvasElement, userEvent }) => {
    const list = await openHistory(canvasElement, 'zh-cn');
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(zhCn['admin.articles.history.live']);
    await userEvent.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: zhCn['admin.articles.history.showChanges'] }));
    const changes = await within(canvasElement).findByRole('region', { name: message('admin.articles.history.changesTitle', { number: 2 }, 'zh-cn') });
    await expect(changes).toHaveTextContent(message('admin.articles.history.against', { number: 1 }, 'zh-cn'));
    await expect(changes.querySelectorAll('ins').length).toBeGreaterThan(0);
    await expectFitsWidth(within(canvasElement).getByRole('main'));
  },
});

export const ZhTwRestore = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvasElement, userEvent }) => {
    const screen = within(canvasElement);
    const list = await openHistory(canvasElement, 'zh-tw');
    await userEvent.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: zhTw['admin.articles.history.showChanges'] }));
    const changes = await screen.findByRole('region', { name: message('admin.articles.history.changesTitle', { number: 2 }, 'zh-tw') });
    await userEvent.click(within(changes).getByRole('button', { name: zhTw['admin.articles.history.restore'] }));
    const dialog = await screen.findByRole('dialog', { name: message('admin.articles.history.restoreTitle', { number: 2 }, 'zh-tw') });
    await userEvent.click(within(dialog).getByRole('button', { name: zhTw['admin.articles.history.confirmRestore'] }));
    await expect(await screen.findByText(zhTw['admin.articles.success.restoredRevision'])).toBeVisible();
    await expectFitsWidth(screen.getByRole('main'));
  },
});

export const ZhTwDiffMobile = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvasElement, userEvent }) => {
    const list = await openHistory(canvasElement, 'zh-tw');
    await userEvent.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: zhTw['admin.articles.history.showChanges'] }));
    const changes = await within(canvasElement).findByRole('region', { name: message('admin.articles.history.changesTitle', { number: 2 }, 'zh-tw') });
    await expect(changes.querySelectorAll('ins').length).toBeGreaterThan(0);
    // On a phone nothing scrolls sideways: long words and titles wrap.
    await expectFitsWidth(within(canvasElement).getByRole('main'));
  },
});

export const UpdateLivePage = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const title = await canvas.findByRole('textbox', { name: en['admin.articles.field.title'] });
    // Published and nothing waiting: there is nothing to update.
    await expect(canvas.getByRole('button', { name: en['admin.articles.action.updateLive'] })).toBeDisabled();
    await userEvent.type(title, ' (corrected)');
    await userEvent.click(canvas.getByRole('button', { name: en['admin.articles.action.save'] }));
    await expect(await canvas.findByText(en['admin.articles.success.savedPending'])).toBeVisible();
    await expect(canvas.getByText(en['admin.articles.pending'])).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en['admin.articles.action.updateLive'] }));
    await expect(await canvas.findByText(en['admin.articles.success.updatedLive'])).toBeVisible();
    await expect(canvas.queryByText(en['admin.articles.pending'])).toBeNull();
  },
});

export const AliasFromAChineseTitle = meta.story({
  parameters: { route: '/admin/articles/new' },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await userEvent.click(await canvas.findByRole('tab', { name: LOCALE_NAMES['zh-cn'] }));
    await userEvent.type(canvas.getByRole('textbox', { name: en['admin.articles.field.title'] }), '台北夜市');
    await userEvent.click(canvas.getByRole('button', { name: en['admin.articles.settings.suggestAlias'] }));
    // Pinyin, a syllable between hyphens; still the editor's to change.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: en['admin.articles.field.alias'] })).toHaveValue('tai-bei-ye-shi'));
  },
});

export const AliasChangeRedirects = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const alias = await canvas.findByRole('textbox', { name: en['admin.articles.field.alias'] });
    await userEvent.clear(alias);
    await userEvent.type(alias, 'taipei-night-markets');
    await expect(canvas.getByText(message('admin.articles.settings.aliasMoved', { locale: 'en', old: article.slug }))).toBeVisible();
  },
});
