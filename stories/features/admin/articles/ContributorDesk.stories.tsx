import { expect, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import zhTw from '../../../../locales/zh-tw.json';
import { expectFitsWidth } from '../../../checks';
import { signInAsContributor } from './deskSteps';
import { deskPage } from '../deskPage';

/**
 * The desk as a contributor sees it (issue 25 item 8): the articles only, their own, and an editor with Save and
 * Preview but no publish, schedule, unpublish or delete; another screen's address says it is not for the role.
 */
const meta = preview.meta({
  title: 'Admin/Contributor desk',
  ...deskPage('/admin/articles'),
});

type Messages = typeof en;

/** The navigation holds the articles and the media library alone: every other screen is left out, not shown disabled. */
async function expectArticlesOnly(canvasElement: HTMLElement, messages: Messages): Promise<void> {
  const nav = within(canvasElement).getByRole('navigation', { name: messages['admin.articles.nav.label'] });
  await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([messages['admin.articles.nav.articles'], messages['admin.media.nav']]);
}

/** The editor of a new article: Save and Preview, the note that an editor publishes, no publish controls. */
async function expectDraftControlsOnly(canvasElement: HTMLElement, messages: Messages): Promise<void> {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: messages['admin.articles.newTitle'] })).toBeVisible();
  await expect(canvas.getByRole('button', { name: messages['admin.articles.action.save'] })).toBeVisible();
  await expect(canvas.getByRole('note')).toHaveTextContent(messages['admin.articles.contributorNote']);
  for (const id of ['admin.articles.action.publish', 'admin.articles.action.schedule', 'admin.articles.action.delete'] as const) {
    await expect(canvas.queryByRole('button', { name: messages[id] })).toBeNull();
  }
  await expect(canvas.queryByLabelText(messages['admin.articles.field.publishAt'])).toBeNull();
}

export const ArticlesOnly = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await signInAsContributor();
    await expect(await canvas.findByRole('heading', { level: 1, name: en['admin.articles.title'] })).toBeVisible();
    await expectArticlesOnly(canvasElement, en);
    // Their own articles only: none yet.
    await expect(await canvas.findByText(en['admin.articles.empty'])).toBeVisible();
    await expect(canvas.getByText(en['admin.team.role.contributor'])).toBeVisible();
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const NewDraft = meta.story({
  parameters: { route: '/admin/articles/new' },
  play: async ({ canvasElement }) => {
    await signInAsContributor();
    await expectDraftControlsOnly(canvasElement, en);
  },
});

export const NotForTheRole = meta.story({
  parameters: { route: '/admin/commercial' },
  play: async ({ canvas }) => {
    await signInAsContributor();
    await expect(await canvas.findByRole('heading', { level: 1, name: en['admin.team.notForRole.title'] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.team.notForRole.back'] })).toBeVisible();
  },
});

export const ZhCnNewDraft = meta.story({
  parameters: { route: '/admin/articles/new' },
  globals: { locale: 'zh-cn' },
  play: async ({ canvasElement }) => {
    await signInAsContributor();
    await expectDraftControlsOnly(canvasElement, zhCn);
    await expectArticlesOnly(canvasElement, zhCn);
  },
});

export const ZhTwNewDraft = meta.story({
  parameters: { route: '/admin/articles/new' },
  globals: { locale: 'zh-tw' },
  play: async ({ canvasElement }) => {
    await signInAsContributor();
    await expectDraftControlsOnly(canvasElement, zhTw);
    await expectArticlesOnly(canvasElement, zhTw);
  },
});

export const ZhTwNewDraftMobile = meta.story({
  parameters: { route: '/admin/articles/new' },
  globals: { locale: 'zh-tw' },
  play: async ({ canvas, canvasElement }) => {
    await signInAsContributor();
    await expectDraftControlsOnly(canvasElement, zhTw);
    await expectFitsWidth(canvas.getByRole('main'));
  },
});
