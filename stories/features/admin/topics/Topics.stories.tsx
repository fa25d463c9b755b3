import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { listAdminTopics as listEndpoint, saveAdminTopic as saveEndpoint, type AdminTopic } from '../../../../contracts/adminTopics';
import type { Locale } from '../../../../contracts/common';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import zhTw from '../../../../locales/zh-tw.json';
import { faultHandler } from '../../../../mocks/faults';
import { listAdminTopics, saveAdminTopic } from '../../../../src/api/adminTopics';
import { LOCALE_NAMES } from '../../../../src/i18n/locales';
import { expectFitsWidth, message } from '../../../checks';
import { storyStore } from '../../../decorators';
import { signInAsEditor } from '../articles/deskSteps';
import { deskPage } from '../deskPage';

/**
 * /admin/topics: the newsroom's topics in its order (issue 25 item 7, docs/decisions/099) — moved up and down by
 * buttons (focus follows the moved topic), renamed per language, added, deleted while no article has one, merged
 * into another when some do; loading, empty, refusals and a conflict, in three languages.
 */
const meta = preview.meta({
  title: 'Admin/Topics',
  ...deskPage('/admin/topics'),
});

const MESSAGES = { en, 'zh-cn': zhCn, 'zh-tw': zhTw } as const;

/** The topics as the desk has them, once the editor has signed in. */
async function topics(): Promise<readonly AdminTopic[]> {
  return (await listAdminTopics(storyStore().api)).topics;
}

interface Canvas {
  findAllByRole: (role: 'heading', options: object) => Promise<HTMLElement[]>;
  findByRole: (role: 'dialog' | 'heading', options: object) => Promise<HTMLElement>;
  getByRole: (role: 'button' | 'main' | 'list', options?: object) => HTMLElement;
}

/** Signs in and waits for the list: the topics' names, in order, as headings. */
async function listed(canvas: Canvas, ui: Locale = 'en'): Promise<readonly AdminTopic[]> {
  await signInAsEditor();
  const all = await topics();
  await waitFor(async () => expect((await canvas.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent)).toEqual(all.map((topic) => topic.data[ui].name)), { timeout: 10000 });
  return all;
}

const nameField = (dialog: HTMLElement, language: Locale, ui: Locale = 'en') => within(dialog).getByLabelText(message('admin.topics.form.name', { language: LOCALE_NAMES[language] }, ui));

async function openRename(canvas: Canvas, topic: AdminTopic, click: (element: Element) => Promise<void>): Promise<HTMLElement> {
  const name = topic.data.en.name;
  await click(canvas.getByRole('button', { name: message('admin.topics.renameNamed', { name }) }));
  return canvas.findByRole('dialog', { name: message('admin.topics.form.renameTitle', { name }) });
}

async function listShown(ui: Locale, { canvas }: { canvas: Canvas }) {
  const all = await listed(canvas, ui);
  await expect(await canvas.findByRole('heading', { level: 1, name: MESSAGES[ui]['admin.topics.title'] })).toBeVisible();
  const first = all[0]!;
  // The first cannot go further up: the button says so, and stays reachable.
  await expect(canvas.getByRole('button', { name: message('admin.sections.moveUp', { name: first.data[ui].name }, ui) })).toHaveAttribute('aria-disabled', 'true');
  // A topic with articles is merged, not deleted.
  const used = all.find((topic) => topic.articles > 0)!;
  await expect(canvas.getByRole('button', { name: message('admin.topics.mergeNamed', { name: used.data[ui].name }, ui) })).toBeVisible();
  await expectFitsWidth(canvas.getByRole('main'));
}

export const List = meta.story({ play: async (context) => listShown('en', context) });
export const ZhCnList = meta.story({ globals: { locale: 'zh-cn' }, play: async (context) => listShown('zh-cn', context) });
export const ZhTwList = meta.story({ globals: { locale: 'zh-tw' }, play: async (context) => listShown('zh-tw', context) });
export const ListMobile = meta.story({ play: async (context) => listShown('en', context) });
export const ZhTwListMobile = meta.story({ globals: { locale: 'zh-tw' }, play: async (context) => listShown('zh-tw', context) });

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(listEndpoint, 'slow', { slowMs: 60_000 }));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: en['admin.topics.title'] })).toBeVisible();
    await waitFor(() => expect(canvas.getByText(en['loader.loading'])).toBeInTheDocument());
    await expect(canvas.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(http.get(`*${listEndpoint.path}`, () => HttpResponse.json({ topics: [] })));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: en['admin.topics.title'] })).toBeVisible();
    // No topic yet: the list is empty, and "New topic" is there to add the first.
    await waitFor(() => expect(canvas.queryByText(en['loader.loading'])).toBeNull());
    await expect(canvas.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: en['admin.topics.new'] })).toBeVisible();
  },
});

export const LoadFailed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(listEndpoint, 'serverError', { once: true }));
  },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 2, name: en['admin.topics.loadFailed'] })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en['admin.topics.retry'] }));
    await waitFor(async () => expect((await topics()).length).toBeGreaterThan(0));
    await expect(await canvas.findByRole('heading', { level: 2, name: (await topics())[0]!.data.en.name })).toBeVisible();
  },
});

/** Ordered by buttons, from the keyboard: the topic moves, the status says where, and focus stays on its button. */
export const MovedByKeyboard = meta.story({
  play: async ({ canvas, userEvent }) => {
    const all = await listed(canvas);
    const first = all[0]!.data.en.name;
    canvas.getByRole('button', { name: message('admin.sections.moveDown', { name: first }) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(message('admin.topics.success.moved', { name: first, position: 2, count: all.length }))).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).slice(0, 2).map((heading) => heading.textContent)).toEqual([all[1]!.data.en.name, first]);
    await waitFor(() => expect(canvas.getByRole('button', { name: message('admin.sections.moveDown', { name: first }) })).toHaveFocus());
    // Up again, the same way.
    canvas.getByRole('button', { name: message('admin.sections.moveUp', { name: first }) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(message('admin.topics.success.moved', { name: first, position: 1, count: all.length }))).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: message('admin.sections.moveUp', { name: first }) })).toHaveFocus());
  },
});

export const Renamed = meta.story({
  play: async ({ canvas, userEvent }) => {
    const all = await listed(canvas);
    const topic = all[0]!;
    const dialog = await openRename(canvas, topic, (element) => userEvent.click(element));
    await userEvent.clear(nameField(dialog, 'en'));
    await userEvent.type(nameField(dialog, 'en'), 'Climate & weather');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.topics.form.save'] }));
    await expect(await canvas.findByText(message('admin.topics.success.saved', { name: 'Climate & weather' }))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Climate & weather' })).toBeVisible();
  },
});

/** Refusals in the form: a name missing, an address that is no address, another topic's address; nothing typed is lost. */
export const RenameRefused = meta.story({
  play: async ({ canvas, userEvent }) => {
    const all = await listed(canvas);
    const [topic, other] = all;
    const dialog = await openRename(canvas, topic!, (element) => userEvent.click(element));
    const name = nameField(dialog, 'zh-tw');
    await userEvent.clear(name);
    const slug = within(dialog).getByRole('textbox', { name: en['admin.topics.form.slug'] });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'Climate Change');
    await expect(slug).toHaveAccessibleDescription(expect.stringContaining(message('admin.topics.problem.slugPattern', { example: 'global-trade' })));
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.topics.form.save'] }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(expect.stringContaining(en['admin.desk.problem.required']));
    await userEvent.clear(slug);
    await userEvent.type(slug, other!.slug);
    await expect(slug).toHaveAccessibleDescription(expect.stringContaining(en['admin.topics.problem.slugTaken']));
    await expect(nameField(dialog, 'en')).toHaveValue(topic!.data.en.name);
  },
});

export const SomeoneElseSavedFirst = meta.story({
  play: async ({ canvas, userEvent }) => {
    const all = await listed(canvas);
    const topic = all[1]!;
    const dialog = await openRename(canvas, topic, (element) => userEvent.click(element));
    await userEvent.clear(nameField(dialog, 'zh-tw'));
    await userEvent.type(nameField(dialog, 'zh-tw'), '都市');
    // Meanwhile another editor renames it in English.
    await saveAdminTopic(storyStore().api, topic._id, topic.version, { slug: topic.slug, data: { ...topic.data, en: { name: 'Urban life' } } });
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.topics.form.save'] }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(en['admin.topics.error.conflict']));
    await expect(nameField(dialog, 'zh-tw')).toHaveValue('都市');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Urban life', hidden: true })).toBeInTheDocument();
  },
});

export const Offline = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(saveEndpoint, 'networkError'));
  },
  play: async ({ canvas, userEvent }) => {
    const all = await listed(canvas);
    const dialog = await openRename(canvas, all[0]!, (element) => userEvent.click(element));
    await userEvent.type(nameField(dialog, 'en'), ' now');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.topics.form.save'] }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(en['admin.topics.error.offline']));
    await expect(nameField(dialog, 'en')).toHaveValue(`${all[0]!.data.en.name} now`);
  },
});

/** A topic some articles have: the dialog asks where they move; without a choice, it says so; merged, it is gone. */
export const MergedIntoAnother = meta.story({
  play: async ({ canvas, userEvent }) => {
    const all = await listed(canvas);
    const used = all.find((topic) => topic.articles > 0)!;
    const into = all.find((topic) => topic._id !== used._id)!;
    const name = used.data.en.name;
    await userEvent.click(canvas.getByRole('button', { name: message('admin.topics.mergeNamed', { name }) }));
    const dialog = await canvas.findByRole('dialog', { name: message('admin.topics.confirmMerge.title', { name }) });
    const select = within(dialog).getByRole('combobox', { name: en['admin.topics.mergeInto'] });
    await expect(within(select).queryByRole('option', { name })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.topics.confirmMerge.confirm'] }));
    await expect(select).toHaveAccessibleDescription(en['admin.topics.mergeIntoMissing']);
    await userEvent.selectOptions(select, into._id);
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.topics.confirmMerge.confirm'] }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/is merged into/);
    await waitFor(() => expect(canvas.queryByRole('heading', { level: 2, name })).toBeNull());
  },
});

/** A new topic, added last; no article has it, so it is simply deleted after the question. */
export const NewTopicAddedThenDeleted = meta.story({
  play: async ({ canvas, userEvent }) => {
    await listed(canvas);
    await userEvent.click(canvas.getByRole('button', { name: en['admin.topics.new'] }));
    const dialog = await canvas.findByRole('dialog', { name: en['admin.topics.form.newTitle'] });
    await userEvent.type(nameField(dialog, 'en'), 'Oceans');
    await userEvent.type(nameField(dialog, 'zh-cn'), '海洋');
    await userEvent.type(nameField(dialog, 'zh-tw'), '海洋');
    await userEvent.type(within(dialog).getByRole('textbox', { name: en['admin.topics.form.slug'] }), 'oceans');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.topics.form.save'] }));
    await expect(await canvas.findByText(message('admin.topics.success.created', { name: 'Oceans' }))).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings[headings.length - 1]).toHaveTextContent('Oceans');
    await userEvent.click(canvas.getByRole('button', { name: message('admin.topics.deleteNamed', { name: 'Oceans' }) }));
    const ask = await canvas.findByRole('dialog', { name: message('admin.topics.confirmDelete.title', { name: 'Oceans' }) });
    await userEvent.click(within(ask).getByRole('button', { name: en['admin.topics.confirmDelete.confirm'] }));
    await expect(await canvas.findByText(message('admin.topics.success.deleted', { name: 'Oceans' }))).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Oceans' })).toBeNull();
  },
});

export const ZhTwMergeDialog = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas, userEvent }) => {
    const all = await listed(canvas, 'zh-tw');
    const used = all.find((topic) => topic.articles > 0)!;
    const name = used.data['zh-tw'].name;
    await userEvent.click(canvas.getByRole('button', { name: message('admin.topics.mergeNamed', { name }, 'zh-tw') }));
    const dialog = await canvas.findByRole('dialog', { name: message('admin.topics.confirmMerge.title', { name }, 'zh-tw') });
    await userEvent.click(within(dialog).getByRole('button', { name: zhTw['admin.topics.confirmMerge.confirm'] }));
    await expect(within(dialog).getByText(zhTw['admin.topics.mergeIntoMissing'])).toBeVisible();
    await expectFitsWidth(dialog);
  },
});

export const ZhCnRenameRefused = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas, userEvent }) => {
    const all = await listed(canvas, 'zh-cn');
    const topic = all[0]!;
    const name = topic.data['zh-cn'].name;
    await userEvent.click(canvas.getByRole('button', { name: message('admin.topics.renameNamed', { name }, 'zh-cn') }));
    const dialog = await canvas.findByRole('dialog', { name: message('admin.topics.form.renameTitle', { name }, 'zh-cn') });
    const field = nameField(dialog, 'zh-cn', 'zh-cn');
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: zhCn['admin.topics.form.save'] }));
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(zhCn['admin.desk.problem.required']));
  },
});
