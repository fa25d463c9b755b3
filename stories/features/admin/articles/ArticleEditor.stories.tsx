import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../../mocks/db';
import preview from '../../../../.storybook/preview';
import { ARTICLE_LIMITS, saveAdminArticle as saveEndpoint } from '../../../../contracts/adminArticles';
import { LOCALES } from '../../../../contracts/common';
import { LOCALE_NAMES } from '../../../../src/i18n/locales';
import en from '../../../../locales/en.json';
import zhTw from '../../../../locales/zh-tw.json';
import { faultHandler } from '../../../../mocks/faults';
import { SEED_ADMIN } from '../../../../mocks/seedDb';
import { seed } from '../../../../mocks/seed/data';
import { adminSignIn } from '../../../../src/api/admin';
import { getAdminArticle, saveAdminArticle } from '../../../../src/api/adminArticles';
import { ApiClient } from '../../../../src/api/client';
import { inputOf } from '../../../../src/stores/admin/articleValues';
import { expectFitsWidth, message } from '../../../checks';
import { storyStore } from '../../../decorators';
import { signInAsEditor } from './deskSteps';
import { hashSecret } from '../../../../src/rules/secrets';
import { deskPage } from '../deskPage';

const article = seed.articles[0]!;

/** What the steps below need of a story's `canvas`. */
interface Canvas {
  findByRole: (role: 'textbox' | 'region' | 'tab', options: { name: string }) => Promise<HTMLElement>;
  getByRole: (role: 'textbox' | 'button' | 'tab', options: { name: string }) => HTMLElement;
  getByText: (text: string) => HTMLElement;
}

/**
 * The article editor (issue 14 items 1, 3, 4): what it says under fields, the unsaved work it offers back, the
 * conflict with someone else's save, and the conversion between the Chinese scripts with its mark.
 */
const meta = preview.meta({
  title: 'Admin/Article editor',
  ...deskPage(`/admin/articles/${article._id}`),
});

export const Editing = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: en['admin.articles.editTitle'] })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: en['admin.articles.field.title'] })).toHaveValue(article.data.en.title);
    await expect(canvas.getByText(en['admin.desk.saveState.saved'])).toBeVisible();
    await expect(canvas.getByRole('tab', { name: LOCALE_NAMES['en'] })).toHaveAttribute('aria-selected', 'true');
    // Every language is written in full: each is ready, and readers get all three editions.
    for (const locale of LOCALES) {
      await expect(canvas.getByRole('tab', { name: LOCALE_NAMES[locale] })).toHaveAccessibleDescription(en['admin.articles.edition.complete']);
    }
    await expect(canvas.getByText(message('admin.articles.editions', { languages: 'English, 简体中文, and 繁體中文' }))).toBeVisible();
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

/** Save and Publish stay in view at the window's foot on a long story, and rest after the form (issue 25 item 10). */
const expectActionsInView = async (canvas: { findByRole: (role: 'group', options: { name: string }) => Promise<HTMLElement> }, name: string) => {
  const bar = await canvas.findByRole('group', { name });
  window.scrollTo(0, 0);
  await waitFor(() => expect(bar.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight + 1));
  await expect(within(bar).getAllByRole('button').length).toBeGreaterThan(1);
  // The story is far longer than the window: the bar is stuck at its foot, not at rest after the form.
  await expect(document.documentElement.scrollHeight).toBeGreaterThan(window.innerHeight * 2);
};

export const SaveAndPublishStayInView = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 1, name: en['admin.articles.editTitle'] });
    await expectActionsInView(canvas, en['admin.articles.actions']);
    await expect(within(await canvas.findByRole('group', { name: en['admin.articles.actions'] })).getByRole('button', { name: en['admin.articles.action.save'] })).toBeVisible();
  },
});

export const ZhTwSaveAndPublishStayInViewMobile = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 1, name: zhTw['admin.articles.editTitle'] });
    await expectActionsInView(canvas, zhTw['admin.articles.actions']);
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ValidationMessages = meta.story({
  parameters: { route: '/admin/articles/new' },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: en['admin.articles.newTitle'] })).toBeVisible();
    const alias = canvas.getByRole('textbox', { name: en['admin.articles.field.alias'] });
    await userEvent.type(alias, 'Not An Alias');
    // Said as one types: the alias's pattern.
    await expect(alias).toHaveAccessibleDescription(expect.stringContaining(message('admin.articles.problem.aliasPattern', { example: 'city-budget-2027' })));
    await userEvent.clear(alias);
    await userEvent.type(alias, 'a-story-to-come');
    const title = canvas.getByRole('textbox', { name: en['admin.articles.field.title'] });
    await userEvent.click(title);
    await userEvent.paste('x'.repeat(ARTICLE_LIMITS.title + 3));
    await expect(title).toHaveAccessibleDescription(message('admin.desk.problem.tooLong', { over: 3, max: ARTICLE_LIMITS.title }));
    // Nothing typed is cut.
    await expect((title as HTMLInputElement).value.length).toBe(ARTICLE_LIMITS.title + 3);
    await userEvent.clear(title);
    await userEvent.type(title, 'A story to come');
    // English is started, the Chinese languages are not: no edition is ready yet.
    await expect(canvas.getByRole('tab', { name: LOCALE_NAMES['en'] })).toHaveAccessibleDescription(en['admin.articles.edition.started']);
    await expect(canvas.getByRole('tab', { name: LOCALE_NAMES['zh-tw'] })).toHaveAccessibleDescription(en['admin.articles.edition.empty']);
    await expect(canvas.getByText(en['admin.articles.editionsNone'])).toBeVisible();
    // Publishing names what it needs: the rest of the language started, and the picture.
    await userEvent.click(canvas.getByRole('button', { name: en['admin.articles.action.publish'] }));
    await expect(await canvas.findByText(en['admin.desk.error.invalid'])).toHaveAttribute('role', 'alert');
    await expect(canvas.getByRole('textbox', { name: en['admin.articles.field.standfirst'] })).toHaveAccessibleDescription(
      en['admin.articles.problem.requiredToPublish'],
    );
    await expect(canvas.getByText(en['admin.articles.problem.imageRequired'])).toBeVisible();
    await expect(canvas.getByRole('tab', { name: `${LOCALE_NAMES['en']} ${en['admin.articles.tabNeedsAttention']}` })).toBeVisible();
    // A language left empty is no gap: it is simply not published.
    await expect(canvas.getByRole('tab', { name: LOCALE_NAMES['zh-tw'] })).toHaveAccessibleDescription(en['admin.articles.edition.empty']);
  },
});

/** Types into the title, then closes the tab (signing out unmounts the desk, as a reload does) and comes back. */
async function leaveUnsavedWorkAndComeBack(canvas: Canvas): Promise<HTMLElement> {
  await signInAsEditor();
  const title = await canvas.findByRole('textbox', { name: en['admin.articles.field.title'] });
  await userEvent.clear(title);
  await userEvent.type(title, 'Typed before the tab closed');
  await expect(canvas.getByText(en['admin.desk.saveState.unsavedKept'])).toBeVisible();
  storyStore().admin.signOut();
  await signInAsEditor();
  return canvas.findByRole('region', { name: en['admin.articles.restore.title'] });
}

export const RestoreOffer = meta.story({
  // The work never reached the server (the tab closed before an autosave got through): saves fail as if offline,
  // so the story does not depend on how fast it runs against the 4-second autosave.
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(saveEndpoint, 'networkError'));
  },
  play: async ({ canvas }) => {
    const offer = await leaveUnsavedWorkAndComeBack(canvas);
    // The server's version shows until the editor chooses.
    await expect(canvas.getByRole('textbox', { name: en['admin.articles.field.title'] })).toHaveValue(article.data.en.title);
    await expect(within(offer).getByRole('button', { name: en['admin.articles.restore.discard'] })).toBeVisible();
  },
});

export const RestoreOfferRestores = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(saveEndpoint, 'networkError'));
  },
  play: async ({ canvas, userEvent }) => {
    const offer = await leaveUnsavedWorkAndComeBack(canvas);
    await userEvent.click(within(offer).getByRole('button', { name: en['admin.articles.restore.restore'] }));
    await expect(canvas.getByRole('textbox', { name: en['admin.articles.field.title'] })).toHaveValue('Typed before the tab closed');
    await expect(canvas.getByText(en['admin.desk.success.restored'])).toBeVisible();
    await expect(canvas.queryByRole('region', { name: en['admin.articles.restore.title'] })).toBeNull();
  },
});

/** Someone else (another session) saves the article first; then the editor saves their own change. */
async function saveAfterSomeoneElse(canvas: Canvas): Promise<HTMLElement> {
  await signInAsEditor();
  const title = await canvas.findByRole('textbox', { name: en['admin.articles.field.title'] });
  const other = new ApiClient({ baseUrl: '', timeoutMs: 10000 });
  const { token } = await adminSignIn(other, { email: SEED_ADMIN.email, password: SEED_ADMIN.password });
  other.useAdminTokenFrom(() => token);
  const { article: theirs } = await getAdminArticle(other, article._id);
  const input = inputOf(theirs);
  await saveAdminArticle(other, article._id, {
    version: theirs.version,
    byHand: true,
    article: { ...input, data: { ...input.data, en: { ...input.data.en, title: 'Their headline' } } },
  });
  await userEvent.clear(title);
  await userEvent.type(title, 'My headline');
  await userEvent.click(canvas.getByRole('button', { name: en['admin.articles.action.save'] }));
  return canvas.findByRole('region', { name: en['admin.articles.conflict.title'] });
}

export const TopicsUpToThree = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const topics = await canvas.findByRole('group', { name: en['admin.articles.field.topics'] });
    const boxes = within(topics).getAllByRole('checkbox');
    await expect(boxes.length).toBeGreaterThan(ARTICLE_LIMITS.topics);
    for (const box of boxes) if ((box as HTMLInputElement).checked) await userEvent.click(box);
    for (const box of boxes.slice(0, ARTICLE_LIMITS.topics)) await userEvent.click(box);
    // The fourth cannot be chosen, and the hint says how many are.
    for (const box of boxes.slice(ARTICLE_LIMITS.topics)) await expect(box).toBeDisabled();
    await expect(topics).toHaveAccessibleDescription(/3 chosen/);
    await userEvent.click(boxes[0]!);
    for (const box of boxes) await expect(box).toBeEnabled();
  },
});

export const Conflict = meta.story({
  play: async ({ canvas }) => {
    const conflict = await saveAfterSomeoneElse(canvas);
    const row = within(conflict).getByRole('row', { name: /Title/ });
    await expect(row).toHaveTextContent('Their headline');
    await expect(row).toHaveTextContent('My headline');
    // Only the fields that differ are compared.
    await expect(within(conflict).getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByText(en['admin.desk.saveState.conflict'])).toBeVisible();
    await expect(canvas.getByRole('button', { name: en['admin.articles.action.save'] })).toBeDisabled();
    // It opens where Save was pressed, beside the action bar at the foot, and takes focus.
    const bar = canvas.getByRole('group', { name: en['admin.articles.actions'] });
    await expect(conflict.parentElement?.nextElementSibling).toBe(bar);
    await expect(bar).toContainElement(canvas.getByRole('button', { name: en['admin.articles.action.save'] }));
    await expect(within(conflict).getByRole('heading', { name: en['admin.articles.conflict.title'] })).toHaveFocus();
  },
});

export const ConflictKeepTheirs = meta.story({
  play: async ({ canvas, userEvent }) => {
    const conflict = await saveAfterSomeoneElse(canvas);
    await userEvent.click(within(conflict).getByRole('button', { name: en['admin.articles.conflict.keepTheirs'] }));
    await expect(canvas.getByRole('textbox', { name: en['admin.articles.field.title'] })).toHaveValue('Their headline');
    await expect(canvas.getByText(en['admin.desk.success.keptTheirs'])).toBeVisible();
  },
});

export const ConflictSaveMine = meta.story({
  play: async ({ canvas, userEvent }) => {
    const conflict = await saveAfterSomeoneElse(canvas);
    await userEvent.click(within(conflict).getByRole('button', { name: en['admin.articles.conflict.saveMine'] }));
    // The story is published: the save is a revision readers get once the live page is updated.
    await expect(await canvas.findByText(en['admin.articles.success.savedPending'])).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: en['admin.articles.field.title'] })).toHaveValue('My headline');
  },
});

/** Writes a 简体 title, then fills 繁體 from it. */
async function convertToTraditional(canvas: Canvas): Promise<HTMLElement> {
  await signInAsEditor();
  await userEvent.click(await canvas.findByRole('tab', { name: LOCALE_NAMES['zh-cn'] }));
  const simplified = canvas.getByRole('textbox', { name: en['admin.articles.field.title'] });
  await userEvent.clear(simplified);
  await userEvent.type(simplified, '软件的信息');
  await userEvent.click(canvas.getByRole('tab', { name: LOCALE_NAMES['zh-tw'] }));
  await userEvent.click(canvas.getByRole('button', { name: en['admin.articles.convert.toTw'] }));
  const traditional = canvas.getByRole('textbox', { name: en['admin.articles.field.title'] });
  // Taiwan phrasing (软件 → 軟體, 信息 → 資訊), not one character at a time.
  await waitFor(() => expect(traditional).toHaveValue('軟體的資訊'));
  return traditional;
}

export const ConversionMark = meta.story({
  play: async ({ canvas, userEvent }) => {
    const traditional = await convertToTraditional(canvas);
    await expect(traditional).toHaveAccessibleDescription(en['admin.articles.converted']);
    // Every text of the tab carries the mark: title, standfirst, body, the picture's alt text, caption and credit, and
    // the search title and description.
    await expect(canvas.getAllByText(en['admin.articles.converted'])).toHaveLength(8);
    // Still editable.
    await userEvent.type(traditional, '！');
    await expect(traditional).toHaveValue('軟體的資訊！');
  },
});

export const ConversionReviewedOnlyWhenConfirmed = meta.story({
  play: async ({ canvas, userEvent }) => {
    await convertToTraditional(canvas);
    // Saving is not reviewing: the mark stays.
    await userEvent.click(canvas.getByRole('button', { name: en['admin.articles.action.save'] }));
    await expect(await canvas.findByText(en['admin.articles.success.savedPending'])).toBeVisible();
    await expect(canvas.getAllByText(en['admin.articles.converted'])).toHaveLength(8);
    await expect(canvas.getByRole('tab', { name: LOCALE_NAMES['zh-tw'] })).toHaveAccessibleDescription(
      message('admin.articles.tabNote.withConversion', { state: en['admin.articles.edition.complete'], conversion: en['admin.articles.tabNote.unreviewed'] }),
    );
    await userEvent.click(canvas.getByRole('button', { name: en['admin.articles.review.confirm'] }));
    await expect(canvas.queryByText(en['admin.articles.converted'])).toBeNull();
    await expect(canvas.getByText(en['admin.articles.success.reviewed'])).toBeVisible();
  },
});

export const ConversionSourceChanged = meta.story({
  play: async ({ canvas, userEvent }) => {
    await convertToTraditional(canvas);
    await userEvent.click(canvas.getByRole('button', { name: en['admin.articles.review.confirm'] }));
    // 简体 changes after 繁體 was reviewed: 繁體 says so until someone reviews it again.
    await userEvent.click(canvas.getByRole('tab', { name: LOCALE_NAMES['zh-cn'] }));
    await userEvent.type(canvas.getByRole('textbox', { name: en['admin.articles.field.title'] }), '（更新）');
    await userEvent.click(canvas.getByRole('tab', { name: LOCALE_NAMES['zh-tw'] }));
    await expect(canvas.getByRole('textbox', { name: en['admin.articles.field.title'] })).toHaveAccessibleDescription(en['admin.articles.sourceChanged']);
    await expect(canvas.getByText(message('admin.articles.review.sourceChanged', { source: LOCALE_NAMES['zh-cn'] }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en['admin.articles.review.confirm'] }));
    await expect(canvas.queryByText(en['admin.articles.sourceChanged'])).toBeNull();
  },
});

export const ZhTwEditing = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: zhTw['admin.articles.editTitle'] })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: LOCALE_NAMES['zh-tw'] })).toBeVisible();
    await expect(canvas.getByText(zhTw['admin.desk.saveState.saved'])).toBeVisible();
  },
});

export const LeavingWithUnsavedChangesAsks = meta.story({
  parameters: { showLocation: true },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const title = await canvas.findByRole('textbox', { name: en['admin.articles.field.title'] });
    await userEvent.type(title, ' (changed)');
    await userEvent.click(canvas.getByRole('link', { name: en['admin.articles.backToList'] }));
    const dialog = await canvas.findByRole('dialog', { name: en['admin.articles.leave.title'] });
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.articles.leave.stay'] }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(title).toHaveValue(`${article.data.en.title} (changed)`);
    // The way out of the desk asks too.
    await userEvent.click(canvas.getByRole('link', { name: en['admin.toSite'] }));
    const again = await canvas.findByRole('dialog', { name: en['admin.articles.leave.title'] });
    await userEvent.click(within(again).getByRole('button', { name: en['admin.articles.leave.go'] }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/en\/$/));
  },
});

export const SessionExpiredKeepsTheWork = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const title = await canvas.findByRole('textbox', { name: en['admin.articles.field.title'] });
    await userEvent.clear(title);
    await userEvent.type(title, 'Written as the session ended');
    // The server no longer knows the session (8 hours without use).
    const admin = storyStore().admin;
    db.adminSession.deleteMany({ where: { tokenHash: { equals: hashSecret(admin.data?.token ?? '') } } });
    await userEvent.click(canvas.getByRole('button', { name: en['admin.articles.action.save'] }));
    await expect(await canvas.findByText(en['admin.signIn.expired'])).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: en['admin.signIn.title'] })).toBeVisible();
    // Signed in again: the same page, and the work is back without asking.
    await signInAsEditor();
    await expect(await canvas.findByText(en['admin.desk.success.restoredAfterSignIn'])).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: en['admin.articles.field.title'] })).toHaveValue('Written as the session ended');
  },
});

export const DraftPreview = meta.story({
  parameters: { route: '/admin/articles/new' },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await userEvent.type(await canvas.findByRole('textbox', { name: en['admin.articles.field.title'] }), 'A story to come');
    await userEvent.type(canvas.getByRole('textbox', { name: en['admin.articles.field.standfirst'] }), 'What readers will read first.');
    await userEvent.click(canvas.getByRole('button', { name: en['admin.articles.action.preview'] }));
    const dialog = await canvas.findByRole('dialog', { name: en['admin.articles.preview.title'] });
    // The reader's own article header, in the chosen language.
    await expect(within(dialog).getByRole('heading', { level: 1, name: 'A story to come' })).toBeVisible();
    await expect(dialog).toHaveTextContent('What readers will read first.');
    await userEvent.click(within(dialog).getByRole('button', { name: LOCALE_NAMES['zh-tw'] }));
    await expect(within(dialog).getByRole('heading', { level: 1, name: en['admin.articles.untitled'] })).toBeVisible();
    // Nothing is written in Traditional Chinese: the preview says that edition will not have the article.
    await expect(within(dialog).getByText(message('admin.articles.preview.noEdition', { language: LOCALE_NAMES['zh-tw'] }))).toBeVisible();
  },
});
