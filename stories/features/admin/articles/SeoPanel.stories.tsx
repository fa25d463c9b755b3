import { expect, userEvent as plainUserEvent, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { ARTICLE_LIMITS } from '../../../../contracts/adminArticles';
import type { Locale } from '../../../../contracts/common';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import zhTw from '../../../../locales/zh-tw.json';
import { seed } from '../../../../mocks/seed/data';
import { LOCALE_NAMES } from '../../../../src/i18n/locales';
import { expectFitsWidth, message } from '../../../checks';
import { signInAsEditor } from './deskSteps';
import { deskPage } from '../deskPage';

const article = seed.articles[0]!;
const MESSAGES = { en, 'zh-cn': zhCn, 'zh-tw': zhTw } as const;

/** What the steps below need of a story's `canvas`. */
interface Canvas {
  findByRole: (role: 'heading' | 'group', options: { name: string; level?: number }) => Promise<HTMLElement>;
  getByRole: (role: 'tab', options: { name: string }) => HTMLElement;
}

/**
 * The article editor's search and sharing fields (issue 25 item 9): per language, an optional search title and
 * description with their counters and the story's own texts as placeholders, an optional social picture, and the
 * search result and share card they make — in the language being edited.
 */
const meta = preview.meta({
  title: 'Admin/Article editor/Search and sharing',
  ...deskPage(`/admin/articles/${article._id}`),
});

/** Signs in, opens the tab of `edited` (the desk in `desk`'s language), and returns that tab's search and sharing fields. */
async function openPanel(canvas: Canvas, edited: Locale = 'en', desk: Locale = 'en') {
  await signInAsEditor();
  const messages = MESSAGES[desk];
  await canvas.findByRole('heading', { level: 1, name: messages['admin.articles.editTitle'] });
  if (edited !== 'en') {
    const tab = canvas.getByRole('tab', { name: LOCALE_NAMES[edited] });
    tab.click();
    // The language's own fields, not the first tab's on their way out.
    await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
  }
  return within(await canvas.findByRole('group', { name: messages['admin.articles.seo.title'] }));
}

export const Empty = meta.story({
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas);
    const searchTitle = panel.getByRole('textbox', { name: en['admin.articles.field.searchTitle'] });
    // Empty: the story's own title stands in, shown as the placeholder, and the counter says how much room there is.
    await expect(searchTitle).toHaveValue('');
    await expect(searchTitle).toHaveAttribute('placeholder', article.data.en.title);
    await expect(searchTitle).toHaveAccessibleDescription(message('admin.articles.seo.count', { count: 0, max: ARTICLE_LIMITS.searchTitle }));
    await expect(panel.getByRole('textbox', { name: en['admin.articles.field.searchDescription'] })).toHaveAttribute('placeholder', article.data.en.description);
    // The search result: the page's title with the site's name, the standfirst; the card: the title and the cover.
    const result = panel.getByRole('figure', { name: en['admin.articles.seo.searchPreview'] });
    await expect(result).toHaveTextContent(`${article.data.en.title} · Huanyu`);
    await expect(result).toHaveTextContent(article.data.en.description.slice(0, 40));
    const card = panel.getByRole('figure', { name: en['admin.articles.seo.cardPreview'] });
    await expect(within(card).getByRole('img', { name: article.data.en.imageAlt })).toBeVisible();
    await expect(card).toHaveTextContent(article.data.en.title);
    // No social picture: no description to ask for yet.
    await expect(panel.queryByRole('textbox', { name: en['admin.articles.field.socialImageAlt'] })).toBeNull();
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const Filled = meta.story({
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas);
    const searchTitle = panel.getByRole('textbox', { name: en['admin.articles.field.searchTitle'] });
    await userEvent.click(searchTitle);
    await userEvent.paste('Taipei night markets: where to eat');
    await userEvent.click(panel.getByRole('textbox', { name: en['admin.articles.field.searchDescription'] }));
    await userEvent.paste('Twelve stalls worth the queue.');
    await expect(searchTitle).toHaveAccessibleDescription(message('admin.articles.seo.count', { count: 34, max: ARTICLE_LIMITS.searchTitle }));
    // The search title is the whole title a result shows; the card takes both.
    const result = panel.getByRole('figure', { name: en['admin.articles.seo.searchPreview'] });
    await expect(within(result).getByText('Taipei night markets: where to eat')).toBeVisible();
    await expect(within(result).getByText('Twelve stalls worth the queue.')).toBeVisible();
    const card = panel.getByRole('figure', { name: en['admin.articles.seo.cardPreview'] });
    await expect(within(card).getByText('Taipei night markets: where to eat')).toBeVisible();
    await expect(canvas.getByText(en['admin.desk.saveState.unsavedKept'])).toBeVisible();
  },
});

export const TooLong = meta.story({
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas);
    const searchTitle = panel.getByRole('textbox', { name: en['admin.articles.field.searchTitle'] });
    await userEvent.click(searchTitle);
    await userEvent.paste('x'.repeat(ARTICLE_LIMITS.searchTitle + 5));
    // Said at once, in the desk's words for every limit; nothing typed is cut.
    await expect(searchTitle).toHaveAccessibleDescription(
      `${message('admin.articles.seo.count', { count: ARTICLE_LIMITS.searchTitle + 5, max: ARTICLE_LIMITS.searchTitle })} ${message('admin.desk.problem.tooLong', { over: 5, max: ARTICLE_LIMITS.searchTitle })}`,
    );
    await expect((searchTitle as HTMLInputElement).value.length).toBe(ARTICLE_LIMITS.searchTitle + 5);
    await expect(canvas.getByRole('tab', { name: `${LOCALE_NAMES.en} ${en['admin.articles.tabNeedsAttention']}` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en['admin.articles.action.save'] }));
    await expect(await canvas.findByText(en['admin.desk.error.invalid'])).toHaveAttribute('role', 'alert');
  },
});

/** A real picture from the seed's media, as an editor would pick it. */
async function jpeg(): Promise<File> {
  const bytes = await (await fetch('/media/articles/a05.jpg')).arrayBuffer();
  return new File([bytes], 'lanterns.jpg', { type: 'image/jpeg' });
}

function fileInputOf(panel: HTMLElement): HTMLInputElement {
  const input = panel.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the social picture has no file input');
  return input;
}

export const SocialPicture = meta.story({
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas);
    const group = canvas.getByRole('group', { name: en['admin.articles.seo.title'] });
    await userEvent.upload(fileInputOf(group), await jpeg());
    await expect(await panel.findByRole('button', { name: en['admin.articles.seo.socialRemove'] })).toBeVisible();
    // Chosen, it asks for its own description, which the card gives its picture.
    const alt = panel.getByRole('textbox', { name: en['admin.articles.field.socialImageAlt'] });
    await userEvent.click(alt);
    await userEvent.paste('Red lanterns over a food stall');
    const card = panel.getByRole('figure', { name: en['admin.articles.seo.cardPreview'] });
    await expect(within(card).getByRole('img', { name: 'Red lanterns over a food stall' })).toBeVisible();
    // The cover is left as it was.
    await expect(canvas.getByRole('button', { name: en['admin.articles.cover.remove'] })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: en['admin.articles.seo.socialRemove'] }));
    await expect(within(card).getByRole('img', { name: article.data.en.imageAlt })).toBeVisible();
  },
});

export const RefusedPicture = meta.story({
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas);
    const group = canvas.getByRole('group', { name: en['admin.articles.seo.title'] });
    // The picker's accept list would hide a GIF; one dropped or picked anyway is refused before it is sent.
    const user = plainUserEvent.setup({ applyAccept: false });
    await user.upload(fileInputOf(group), new File(['GIF89a'], 'moving.gif', { type: 'image/gif' }));
    // Said under the social picture's picker, not the cover's.
    await expect(await panel.findByText(message('admin.picture.error.type', { types: 'JPEG, PNG, or WebP' }))).toBeVisible();
    await expect(canvas.getAllByText(message('admin.picture.error.type', { types: 'JPEG, PNG, or WebP' }))).toHaveLength(1);
  },
});

export const ZhCnCutMobile = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, 'zh-cn', 'zh-cn');
    const searchTitle = panel.getByRole('textbox', { name: zhCn['admin.articles.field.searchTitle'] });
    await expect(searchTitle).toHaveAttribute('placeholder', article.data['zh-cn'].title);
    await userEvent.click(searchTitle);
    // 40 Chinese characters: within the limit, but a result shows about 35.
    await userEvent.paste('台北夜市'.repeat(10));
    await expect(searchTitle).toHaveAccessibleDescription(message('admin.articles.seo.count', { count: 40, max: ARTICLE_LIMITS.searchTitle }, 'zh-cn'));
    await expect(panel.getByText(zhCn['admin.articles.seo.cut'])).toBeVisible();
    await expect(panel.getByRole('figure', { name: zhCn['admin.articles.seo.searchPreview'] })).toHaveTextContent('…');
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ZhTwMobile = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'zh-tw', 'zh-tw');
    await expect(panel.getByText(message('admin.articles.seo.hint', { language: LOCALE_NAMES['zh-tw'] }, 'zh-tw'))).toBeVisible();
    await expect(panel.getByRole('textbox', { name: zhTw['admin.articles.field.searchDescription'] })).toHaveAttribute('placeholder', article.data['zh-tw'].description);
    await expect(panel.getByRole('figure', { name: zhTw['admin.articles.seo.cardPreview'] })).toHaveTextContent(article.data['zh-tw'].title);
    await expect(panel.getByRole('figure', { name: zhTw['admin.articles.seo.searchPreview'] })).toHaveTextContent('寰宇');
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const EnglishMobile = meta.story({
  play: async ({ canvas }) => {
    await openPanel(canvas);
    await expectFitsWidth(canvas.getByRole('main'));
  },
});
