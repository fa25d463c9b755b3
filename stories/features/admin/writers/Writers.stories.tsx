import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { listAdminWriters as listEndpoint, type AdminWriter } from '../../../../contracts/adminWriters';
import type { Locale } from '../../../../contracts/common';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import zhTw from '../../../../locales/zh-tw.json';
import { faultHandler } from '../../../../mocks/faults';
import { createAdminWriter, getAdminWriter, listAdminWriters, saveAdminWriter } from '../../../../src/api/adminWriters';
import { LOCALE_NAMES } from '../../../../src/i18n/locales';
import { suggestWriterSlug, writerName } from '../../../../src/stores/admin/writerValues';
import { expectFitsWidth, message } from '../../../checks';
import { storyStore } from '../../../decorators';
import { expectRowsAsCards, signInAsEditor } from '../articles/deskSteps';
import { deskPage } from '../deskPage';

/**
 * /admin/writers and /admin/writers/{id}: the newsroom's writers (issue 25 item 7, docs/decisions/099) — the list,
 * searched; the editor (names and bios per language, portrait, page address suggested from the name, e-mail,
 * active); "delete" that offers "make inactive" to a writer with articles; loading, empty, refusals and a
 * conflict, in three languages.
 */
const meta = preview.meta({
  title: 'Admin/Writers',
  ...deskPage('/admin/writers'),
});

const MESSAGES = { en, 'zh-cn': zhCn, 'zh-tw': zhTw } as const;

/** The seeded writers as the desk lists them, after the editor has signed in. */
async function writers(): Promise<readonly AdminWriter[]> {
  return (await listAdminWriters(storyStore().api, { pageSize: 100 })).items;
}

/** The first writer with articles (whom "delete" cannot remove). */
async function writerWithArticles(): Promise<AdminWriter> {
  return (await writers()).find((writer) => writer.articles > 0)!;
}

interface Queries {
  findByRole: (role: 'table', options?: object) => Promise<HTMLElement>;
}

async function rows(canvas: Queries): Promise<HTMLElement[]> {
  return within(await canvas.findByRole('table')).getAllByRole('row').slice(1);
}

/** A field of the writer's editor in one language's tab, as its label reads in the desk's language. */
function textField(form: HTMLElement, ui: Locale, field: 'admin.writers.field.lastName' | 'admin.writers.field.firstName' | 'admin.writers.field.bio', language: Locale): HTMLElement {
  return within(form).getByLabelText(message('admin.desk.field.inLanguage', { field: MESSAGES[ui][field], language: LOCALE_NAMES[language] }, ui));
}

async function listed(ui: Locale, { canvas }: { canvas: Queries & { findByRole: (role: 'heading', options: object) => Promise<HTMLElement>; getByText: (text: string) => HTMLElement; getByRole: (role: 'main') => HTMLElement } }) {
  await signInAsEditor();
  await expect(await canvas.findByRole('heading', { level: 1, name: MESSAGES[ui]['admin.writers.title'] })).toBeVisible();
  const all = await writers();
  const shown = await rows(canvas);
  await expect(shown).toHaveLength(all.length);
  await expect(canvas.getByText(message('admin.writers.count', { total: all.length }, ui))).toBeVisible();
  // Each row: the name in the desk's language, the page's address, active or not, an edit link named for the writer.
  const first = within(shown[0]!);
  const name = writerName(all[0]!, ui);
  await expect(first.getByRole('rowheader')).toHaveTextContent(name);
  await expect(first.getByText(message('admin.writers.address', { path: `/authors/${all[0]!.slug}` }, ui))).toBeVisible();
  await expect(first.getByRole('link', { name: message('admin.writers.editOne', { name }, ui) })).toHaveAttribute('href', expect.stringMatching(new RegExp(`/admin/writers/${all[0]!._id}$`)));
  await expectFitsWidth(canvas.getByRole('main'));
}

export const List = meta.story({ play: async (context) => listed('en', context) });
export const ZhCnList = meta.story({ globals: { locale: 'zh-cn' }, play: async (context) => listed('zh-cn', context) });
export const ZhTwList = meta.story({ globals: { locale: 'zh-tw' }, play: async (context) => listed('zh-tw', context) });

export const ListMobile = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expectRowsAsCards(await canvas.findByRole('table'));
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ZhTwListMobile = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expectRowsAsCards(await canvas.findByRole('table'));
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(listEndpoint, 'slow', { slowMs: 60_000 }));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await waitFor(() => expect(canvas.getByText(en['loader.loading'])).toBeInTheDocument());
    await expect(canvas.queryByRole('table')).toBeNull();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(http.get(`*${listEndpoint.path}`, () => HttpResponse.json({ items: [], page: 1, pageSize: 20, total: 0 })));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { name: en['admin.writers.empty'] })).toBeVisible();
    await expect(canvas.getByText(en['admin.writers.emptyText'])).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.writers.new'] })).toHaveAttribute('href', expect.stringMatching(/\/admin\/writers\/new$/));
  },
});

export const NoMatch = meta.story({
  parameters: { route: '/admin/writers?query=nobody-by-this-name' },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { name: en['admin.writers.emptyFiltered'] })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: en['admin.writers.clearFilters'] }));
    await waitFor(async () => expect((await rows(canvas)).length).toBeGreaterThan(1));
  },
});

export const LoadFailed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(listEndpoint, 'serverError', { once: true }));
  },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { name: en['dataState.error.title'] })).toBeVisible();
    // Trying again (the server is back) shows the list.
    await userEvent.click(canvas.getByRole('button', { name: en['dataState.retry'] }));
    await waitFor(async () => expect((await rows(canvas)).length).toBeGreaterThan(1));
  },
});

/** "Delete" on a writer with articles: the dialog says why not, and offers to make them inactive instead. */
export const InactiveInsteadOfDelete = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const writer = await writerWithArticles();
    const name = writerName(writer, 'en');
    await rows(canvas);
    const button = canvas.getByRole('button', { name: message('admin.writers.deleteOne', { name }) });
    await userEvent.click(button);
    const dialog = await canvas.findByRole('dialog', { name: message('admin.writers.confirmDelete.hasArticlesTitle', { name }) });
    await expect(within(dialog).getByText(new RegExp(`^${name} has ${writer.articles} article`))).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: en['admin.writers.confirmDelete.confirm'] })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.writers.confirmDelete.deactivate'] }));
    await expect(await canvas.findByText(message('admin.writers.success.deactivated', { name }))).toBeVisible();
    const row = (await rows(canvas)).find((one) => within(one).getByRole('rowheader').textContent?.includes(name))!;
    await expect(within(row).getByText(en['admin.writers.state.inactive'])).toBeVisible();
  },
});

/** A writer nobody's byline names is deleted, after the question. */
export const DeleteWithoutArticles = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const blank = { firstName: '', lastName: '', bio: '', portraitAlt: '' };
    await createAdminWriter(
      storyStore().api,
      { slug: 'ada-quill', data: { en: { ...blank, firstName: 'Ada', lastName: 'Quill' }, 'zh-cn': { ...blank, lastName: '奎尔' }, 'zh-tw': { ...blank, lastName: '奎爾' } }, email: '', active: true },
      'story-ada-quill',
    );
    await rows(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: en['admin.writers.filter.query'] }), 'quill{Enter}');
    const name = writerNameOf('Quill', 'Ada');
    const button = await canvas.findByRole('button', { name: message('admin.writers.deleteOne', { name }) }, { timeout: 10000 });
    await userEvent.click(button);
    const dialog = await canvas.findByRole('dialog', { name: message('admin.writers.confirmDelete.title', { name }) });
    await expect(within(dialog).getByText(en['admin.writers.confirmDelete.text'])).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.writers.confirmDelete.confirm'] }));
    await expect(await canvas.findByText(message('admin.writers.success.deleted', { name }))).toBeVisible();
  },
});

/** The editor of a seeded writer: names per language in tabs, the portrait, the page's address, the e-mail, the state. */
async function editorOf(ui: Locale, { canvas, canvasElement }: { canvas: { findByRole: (role: 'heading', options: object) => Promise<HTMLElement>; getByRole: (role: 'main') => HTMLElement }; canvasElement: HTMLElement }) {
  await signInAsEditor();
  const texts = MESSAGES[ui];
  const writer = (await getAdminWriter(storyStore().api, 'aut_lin')).writer;
  await expect(await canvas.findByRole('heading', { level: 1, name: writerName(writer, ui) })).toBeVisible();
  const form = await formOf(canvasElement);
  await expect(within(form).getByRole('tab', { name: LOCALE_NAMES[ui], selected: true })).toBeVisible();
  await expect(textField(form, ui, 'admin.writers.field.lastName', ui)).toHaveValue(writer.data[ui].lastName);
  await expect(textField(form, ui, 'admin.writers.field.bio', ui)).toHaveValue(writer.data[ui].bio);
  await expect(within(form).getByRole('textbox', { name: texts['admin.writers.field.slug'] })).toHaveValue(writer.slug);
  await expect(form.querySelector(`img[src="${writer.avatar!.path}"]`)).not.toBeNull();
  await expect(within(form).getByRole('button', { name: texts['admin.writers.portrait.remove'] })).toBeVisible();
  await expectFitsWidth(canvas.getByRole('main'));
}

export const Editor = meta.story({ parameters: { route: '/admin/writers/aut_lin' }, play: async (context) => editorOf('en', context) });
export const ZhCnEditor = meta.story({ parameters: { route: '/admin/writers/aut_lin' }, globals: { locale: 'zh-cn' }, play: async (context) => editorOf('zh-cn', context) });
export const ZhTwEditor = meta.story({ parameters: { route: '/admin/writers/aut_lin' }, globals: { locale: 'zh-tw' }, play: async (context) => editorOf('zh-tw', context) });
export const ZhTwEditorMobile = meta.story({ parameters: { route: '/admin/writers/aut_lin' }, globals: { locale: 'zh-tw' }, play: async (context) => editorOf('zh-tw', context) });

/** A new writer: the page address follows the name as it is typed (pinyin for a Chinese-only name), until typed over. */
export const NewWriterSlugSuggested = meta.story({
  parameters: { route: '/admin/writers/new' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 1, name: en['admin.writers.newTitle'] });
    const form = await formOf(canvasElement);
    const slug = within(form).getByRole('textbox', { name: en['admin.writers.field.slug'] });
    // Only a Traditional Chinese name: the address is its pinyin.
    await userEvent.click(within(form).getByRole('tab', { name: LOCALE_NAMES['zh-tw'] }));
    await userEvent.type(textField(form, 'en', 'admin.writers.field.lastName', 'zh-tw'), '周');
    await userEvent.type(textField(form, 'en', 'admin.writers.field.firstName', 'zh-tw'), '若琳');
    const blank = { firstName: '', lastName: '', bio: '', portraitAlt: '' };
    const pinyin = await suggestWriterSlug({ data: { en: blank, 'zh-cn': blank, 'zh-tw': { ...blank, lastName: '周', firstName: '若琳' } } });
    await expect(pinyin).toMatch(/^[a-z]+(-[a-z]+)+$/);
    await waitFor(() => expect(slug).toHaveValue(pinyin));
    // Typed over by hand, the address stays when the name changes; the button suggests again on demand.
    await userEvent.clear(slug);
    await userEvent.type(slug, 'ruolin');
    // A byline needs a name in every language.
    await userEvent.click(within(form).getByRole('tab', { name: LOCALE_NAMES['zh-cn'] }));
    await userEvent.type(textField(form, 'en', 'admin.writers.field.lastName', 'zh-cn'), '周');
    await userEvent.type(textField(form, 'en', 'admin.writers.field.firstName', 'zh-cn'), '若琳');
    await userEvent.click(within(form).getByRole('tab', { name: LOCALE_NAMES.en }));
    await userEvent.type(textField(form, 'en', 'admin.writers.field.lastName', 'en'), 'Chou');
    await userEvent.type(textField(form, 'en', 'admin.writers.field.firstName', 'en'), 'Jolene');
    await expect(slug).toHaveValue('ruolin');
    await userEvent.click(within(form).getByRole('button', { name: en['admin.writers.suggestSlug'] }));
    const english = await suggestWriterSlug({ data: { en: { ...blank, lastName: 'Chou', firstName: 'Jolene' }, 'zh-cn': { ...blank, lastName: '周', firstName: '若琳' }, 'zh-tw': { ...blank, lastName: '周', firstName: '若琳' } } });
    await waitFor(() => expect(slug).toHaveValue(english));
    await userEvent.click(within(form).getByRole('button', { name: en['admin.writers.create'] }));
    // Added: the editor moves to the writer's own address, headed by their name.
    await expect(await canvas.findByRole('heading', { level: 1, name: writerNameOf('Chou', 'Jolene') }, { timeout: 10000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.writers.backToList'] })).toBeVisible();
  },
});

/** The writer's form, once the writer has loaded. */
function formOf(canvasElement: HTMLElement): Promise<HTMLFormElement> {
  return waitFor(
    () => {
      const form = canvasElement.querySelector('form:not([role="search"])');
      if (!(form instanceof HTMLFormElement)) throw new Error('no form yet');
      return form;
    },
    { timeout: 10000 },
  );
}

/** The byline as the English edition writes a name of these parts. */
function writerNameOf(lastName: string, firstName: string): string {
  const blank = { firstName: '', lastName: '', bio: '', portraitAlt: '' };
  return writerName({ data: { en: { ...blank, lastName, firstName }, 'zh-cn': blank, 'zh-tw': blank } }, 'en');
}

/** Refusals before anything is sent: no name, a page address that is no address, an e-mail that is none. */
export const NewWriterRefused = meta.story({
  parameters: { route: '/admin/writers/new' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 1, name: en['admin.writers.newTitle'] });
    const form = await formOf(canvasElement);
    const slug = within(form).getByRole('textbox', { name: en['admin.writers.field.slug'] });
    await userEvent.type(slug, 'Lin Yu');
    await expect(slug).toHaveAccessibleDescription(expect.stringContaining(message('admin.writers.problem.slugPattern', { example: 'lin-yu-ting' })));
    const email = within(form).getByRole('textbox', { name: en['admin.writers.field.email'] });
    await userEvent.type(email, 'lin.at.example');
    await userEvent.click(within(form).getByRole('button', { name: en['admin.writers.create'] }));
    await expect(textField(form, 'en', 'admin.writers.field.lastName', 'en')).toHaveAccessibleDescription(expect.stringContaining(en['admin.writers.problem.name']));
    await expect(email).toHaveAccessibleDescription(expect.stringContaining(en['admin.writers.problem.email']));
    // What was typed stays.
    await expect(slug).toHaveValue('Lin Yu');
    await expect(email).toHaveValue('lin.at.example');
  },
});

/** Another writer's address (now or once): the server refuses it, said under the field; nothing typed is lost. */
export const SlugTaken = meta.story({
  parameters: { route: '/admin/writers/aut_lin' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await signInAsEditor();
    const other = (await writers()).find((writer) => writer._id !== 'aut_lin')!;
    await canvas.findByRole('heading', { level: 1 });
    const form = await formOf(canvasElement);
    const slug = within(form).getByRole('textbox', { name: en['admin.writers.field.slug'] });
    await userEvent.clear(slug);
    await userEvent.type(slug, other.slug);
    await userEvent.click(within(form).getByRole('button', { name: en['admin.writers.save'] }));
    await waitFor(() => expect(slug).toHaveAccessibleDescription(expect.stringContaining(en['admin.writers.refused.slugTaken'])));
    await expect(slug).toHaveValue(other.slug);
  },
});

/** Someone else saved the writer meanwhile: the conflict panel shows theirs and mine, field by field. */
export const SomeoneElseSavedFirst = meta.story({
  parameters: { route: '/admin/writers/aut_lin' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 1 });
    const form = await formOf(canvasElement);
    const bio = textField(form, 'en', 'admin.writers.field.bio', 'en');
    await userEvent.clear(bio);
    await userEvent.type(bio, 'Writes about night markets.');
    const { writer } = await getAdminWriter(storyStore().api, 'aut_lin');
    const data = { ...writer.data, en: { ...writer.data.en, bio: 'Their bio.' } };
    await saveAdminWriter(storyStore().api, 'aut_lin', writer.version, { slug: writer.slug, data, email: writer.email, active: writer.active, ...(writer.avatar ? { avatar: writer.avatar } : {}) });
    await userEvent.click(within(form).getByRole('button', { name: en['admin.writers.save'] }));
    const panel = await canvas.findByRole('heading', { name: en['admin.writers.conflict.title'] });
    await waitFor(() => expect(panel).toHaveFocus());
    await expect(canvas.getByText('Their bio.')).toBeVisible();
    await expect(bio).toHaveValue('Writes about night markets.');
  },
});

export const ZhTwNewWriterRefused = meta.story({
  parameters: { route: '/admin/writers/new' },
  globals: { locale: 'zh-tw' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 1, name: zhTw['admin.writers.newTitle'] });
    const form = await formOf(canvasElement);
    await userEvent.click(within(form).getByRole('button', { name: zhTw['admin.writers.create'] }));
    await expect(textField(form, 'zh-tw', 'admin.writers.field.lastName', 'zh-tw')).toHaveAccessibleDescription(expect.stringContaining(zhTw['admin.writers.problem.name']));
  },
});
