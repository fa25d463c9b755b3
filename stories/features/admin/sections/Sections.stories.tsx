import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { listAdminSections, saveAdminSection as saveEndpoint } from '../../../../contracts/adminSections';
import { LOCALE_NAMES } from '../../../../src/i18n/locales';
import en from '../../../../locales/en.json';
import zhTw from '../../../../locales/zh-tw.json';
import { faultHandler } from '../../../../mocks/faults';
import { seed } from '../../../../mocks/seed/data';
import { saveAdminSection } from '../../../../src/api/adminSections';
import { expectFitsWidth, message } from '../../../checks';
import { storyStore } from '../../../decorators';
import { signInAsEditor } from '../articles/deskSteps';
import { deskPage } from '../deskPage';

const world = seed.categories.find((category) => category._id === 'cat_world')!;
const culture = seed.categories.find((category) => category._id === 'cat_culture')!;

/** /admin/sections: the site's sections and subsections — add, rename per language, move, delete (issue 14 part 7). */
const meta = preview.meta({
  title: 'Admin/Sections',
  ...deskPage('/admin/sections'),
});

/** Signs in, waits for the tree, and opens the rename form of a section. */
async function openRename(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  await signInAsEditor();
  await canvas.findByRole('heading', { level: 2, name });
  canvas.getByRole('button', { name: message('admin.sections.renameNamed', { name }) }).click();
  return canvas.findByRole('dialog', { name: message('admin.sections.form.renameTitle', { name }) });
}

/** The alias line as read: the message with its units' tags gone. */
const aliasLine = (messages: typeof en, enAlias: string, zhCn: string, zhTw: string) =>
  messages['admin.sections.aliasList'].replace('{list}', `en ${enAlias} zh-cn ${zhCn} zh-tw ${zhTw}`);

/** The alias lines' units (a language and its alias): each on one line, none split across two. */
async function expectAliasUnitsWhole(canvasElement: HTMLElement): Promise<void> {
  const units = [...canvasElement.querySelectorAll<HTMLElement>('p > span')].filter((unit) => /^(en|zh-cn|zh-tw) /.test(unit.textContent ?? ''));
  await expect(units.length).toBeGreaterThanOrEqual(3 * seed.categories.length);
  const heights = new Set(units.map((unit) => Math.round(unit.getBoundingClientRect().height)));
  await expect([...heights]).toHaveLength(1);
}

const field = (dialog: HTMLElement, id: 'admin.sections.form.name' | 'admin.sections.form.alias', language: string) =>
  within(dialog).getByLabelText(message(id, { language }));

export const Tree = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: en['admin.sections.title'] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.sections.nav'] })).toHaveAttribute('aria-current', 'page');
    const headings = await canvas.findAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(seed.categories.map((category) => category.data.en.name));
    const subsections = canvas.getByRole('list', { name: message('admin.sections.subsectionsOf', { name: world.data.en.name }) });
    await expect(within(subsections).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      world.subcategories.map((sub) => sub.data.en.name),
    );
    // The first section cannot go further up: the button says so, and stays reachable.
    await expect(canvas.getByRole('button', { name: message('admin.sections.moveUp', { name: world.data.en.name }) })).toHaveAttribute('aria-disabled', 'true');
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const RenamedInSimplifiedChinese = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dialog = await openRename(canvasElement, culture.data.en.name);
    const language = LOCALE_NAMES['zh-cn'];
    await userEvent.clear(field(dialog, 'admin.sections.form.name', language));
    await userEvent.type(field(dialog, 'admin.sections.form.name', language), '人文');
    await userEvent.clear(field(dialog, 'admin.sections.form.alias', language));
    await userEvent.type(field(dialog, 'admin.sections.form.alias', language), 'renwen');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.sections.form.save'] }));
    await expect(await canvas.findByText(message('admin.sections.success.renamed', { name: culture.data.en.name }))).toBeVisible();
    await expect(canvas.getByText((_, element) => element?.tagName === 'P' && element.textContent === aliasLine(en, 'culture', 'renwen', 'culture'))).toBeVisible();
  },
});

export const NameRequired = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openRename(canvasElement, culture.data.en.name);
    const name = field(dialog, 'admin.sections.form.name', LOCALE_NAMES['zh-tw']);
    await userEvent.clear(name);
    // Nothing is said before a save is tried: an empty field is not yet a mistake.
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.sections.form.save'] }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(expect.stringContaining(en['admin.desk.problem.required']));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(en['admin.sections.error.invalid']);
    // What else was typed stays.
    await expect(field(dialog, 'admin.sections.form.name', LOCALE_NAMES['en'])).toHaveValue(culture.data.en.name);
  },
});

export const AliasPattern = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openRename(canvasElement, culture.data.en.name);
    const alias = field(dialog, 'admin.sections.form.alias', LOCALE_NAMES['en']);
    await userEvent.clear(alias);
    await userEvent.type(alias, 'Arts & Culture');
    await expect(alias).toHaveAccessibleDescription(expect.stringContaining(message('admin.sections.problem.aliasPattern', { example: 'slow-travel' })));
    await expect(alias).toHaveValue('Arts & Culture');
  },
});

export const AliasTaken = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openRename(canvasElement, culture.data.en.name);
    // Another section's English alias, typed as the Traditional Chinese one: a section is found by any of its aliases.
    const alias = field(dialog, 'admin.sections.form.alias', LOCALE_NAMES['zh-tw']);
    await userEvent.clear(alias);
    await userEvent.type(alias, world.data.en.alias);
    await expect(alias).toHaveAccessibleDescription(expect.stringContaining(en['admin.sections.problem.aliasTaken']));
  },
});

export const SubsectionAliasTaken = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 2, name: culture.data.en.name });
    const addButtons = canvas.getAllByRole('button', { name: en['admin.sections.addSub'] });
    await userEvent.click(addButtons[seed.categories.indexOf(culture)]!);
    const dialog = await canvas.findByRole('dialog', { name: message('admin.sections.form.newSubTitle', { name: culture.data.en.name }) });
    const alias = field(dialog, 'admin.sections.form.alias', LOCALE_NAMES['en']);
    await userEvent.type(alias, culture.subcategories[0]!.data.en.alias);
    await expect(alias).toHaveAccessibleDescription(expect.stringContaining(en['admin.sections.problem.subAliasTaken']));
  },
});

export const NameTooLong = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openRename(canvasElement, culture.data.en.name);
    const name = field(dialog, 'admin.sections.form.name', LOCALE_NAMES['en']);
    await userEvent.clear(name);
    await userEvent.type(name, 'x'.repeat(62));
    await expect(name).toHaveAccessibleDescription(expect.stringContaining(message('admin.desk.problem.tooLong', { over: 2, max: 60 })));
    // Never cut: all 62 are still there.
    await expect(name).toHaveValue('x'.repeat(62));
  },
});

export const SomeoneElseSavedFirst = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dialog = await openRename(canvasElement, culture.data.en.name);
    await userEvent.clear(field(dialog, 'admin.sections.form.name', LOCALE_NAMES['zh-tw']));
    await userEvent.type(field(dialog, 'admin.sections.form.name', LOCALE_NAMES['zh-tw']), '人文');
    // Meanwhile another editor renames it in English.
    const subcategories = culture.subcategories.map(({ _id, data }) => ({ _id, data }));
    await saveAdminSection(storyStore().api, culture._id, { version: 1, data: { ...culture.data, en: { name: 'Arts', alias: 'culture' } }, subcategories });
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.sections.form.save'] }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(en['admin.sections.error.conflict']));
    // Nothing typed is lost, and the tree behind shows their version.
    await expect(field(dialog, 'admin.sections.form.name', LOCALE_NAMES['zh-tw'])).toHaveValue('人文');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Arts', hidden: true })).toBeInTheDocument();
  },
});

export const Offline = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(saveEndpoint, 'networkError'));
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openRename(canvasElement, culture.data.en.name);
    await userEvent.type(field(dialog, 'admin.sections.form.name', LOCALE_NAMES['en']), ' and Ideas');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.sections.form.save'] }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(en['admin.sections.error.offline']));
    await expect(field(dialog, 'admin.sections.form.name', LOCALE_NAMES['en'])).toHaveValue(`${culture.data.en.name} and Ideas`);
  },
});

export const MovedByKeyboard = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 2, name: world.data.en.name });
    const down = canvas.getByRole('button', { name: message('admin.sections.moveDown', { name: world.data.en.name }) });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(message('admin.sections.success.moved', { name: world.data.en.name, position: 2, count: seed.categories.length }))).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings.slice(0, 2)).toEqual([seed.categories[1]!.data.en.name, world.data.en.name]);
    // Focus stayed on the button pressed, in the row's new place: pressing again moves it on.
    await waitFor(() => expect(canvas.getByRole('button', { name: message('admin.sections.moveDown', { name: world.data.en.name }) })).toHaveFocus());
  },
});

export const DeleteRefusedWhileInUse = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 2, name: world.data.en.name });
    await userEvent.click(canvas.getByRole('button', { name: message('admin.sections.deleteNamed', { name: world.data.en.name }) }));
    const dialog = await canvas.findByRole('dialog', { name: message('admin.sections.delete.title', { name: world.data.en.name }) });
    await expect(within(dialog).getByText(/Move them to another section first/)).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: en['admin.sections.delete.confirm'] })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.sections.delete.close'] }));
  },
});

export const NewSectionAddedThenDeleted = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 2, name: world.data.en.name });
    await userEvent.click(canvas.getByRole('button', { name: en['admin.sections.new'] }));
    const dialog = await canvas.findByRole('dialog', { name: en['admin.sections.form.newTitle'] });
    for (const [language, name] of [
      [LOCALE_NAMES['en'], 'Astronomy'],
      [LOCALE_NAMES['zh-cn'], '天文'],
      [LOCALE_NAMES['zh-tw'], '天文'],
    ] as const) {
      await userEvent.type(field(dialog, 'admin.sections.form.name', language), name);
      await userEvent.type(field(dialog, 'admin.sections.form.alias', language), 'astronomy');
    }
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.sections.form.save'] }));
    await expect(await canvas.findByText(message('admin.sections.success.created', { name: 'Astronomy' }))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Astronomy' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: message('admin.sections.deleteNamed', { name: 'Astronomy' }) }));
    const ask = await canvas.findByRole('dialog', { name: message('admin.sections.delete.title', { name: 'Astronomy' }) });
    await userEvent.click(within(ask).getByRole('button', { name: en['admin.sections.delete.confirm'] }));
    await expect(await canvas.findByText(message('admin.sections.success.deleted', { name: 'Astronomy' }))).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Astronomy' })).toBeNull();
  },
});

export const LoadFailed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(listAdminSections, 'serverError'));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 2, name: en['admin.sections.loadFailed'] })).toBeVisible();
    await expect(canvas.getByRole('button', { name: en['admin.sections.retry'] })).toBeVisible();
  },
});

export const ZhTwTree = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: zhTw['admin.sections.title'] })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: world.data['zh-tw'].name })).toBeVisible();
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const TreeMobile = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 2, name: world.data.en.name });
    // At 375 px the alias line wraps between languages, never inside an alias or between a language and its alias.
    await expect(canvas.getByText((_, element) => element?.tagName === 'P' && element.textContent === aliasLine(en, world.data.en.alias, world.data['zh-cn'].alias, world.data['zh-tw'].alias))).toBeVisible();
    await expectAliasUnitsWhole(canvasElement);
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ZhTwTreeMobile = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas, canvasElement }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 2, name: world.data['zh-tw'].name });
    await expect(canvas.getByText((_, element) => element?.tagName === 'P' && element.textContent === aliasLine(zhTw, world.data.en.alias, world.data['zh-cn'].alias, world.data['zh-tw'].alias))).toBeVisible();
    await expectAliasUnitsWhole(canvasElement);
    await expectFitsWidth(canvas.getByRole('main'));
  },
});
