import type { BoundFunctions, queries } from '@testing-library/dom';
import { expect, fireEvent, userEvent as plainUserEvent, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { FRONT_LIMITS, getAdminFrontPage as getFrontEndpoint } from '../../../../contracts/adminFrontPage';
import type { Locale } from '../../../../contracts/common';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import zhTw from '../../../../locales/zh-tw.json';
import { faultHandler } from '../../../../mocks/faults';
import { seed } from '../../../../mocks/seed/data';
import { SEED_SECOND_ADMIN } from '../../../../mocks/seedDb';
import { adminSignIn } from '../../../../src/api/admin';
import { getAdminFrontPage, saveAdminFrontPage } from '../../../../src/api/adminFrontPage';
import { ApiClient } from '../../../../src/api/client';
import { LOCALE_NAMES } from '../../../../src/i18n/locales';
import { expectFitsWidth, message } from '../../../checks';
import { signInAsEditor } from '../articles/deskSteps';
import { deskPage } from '../deskPage';

const MESSAGES = { en, 'zh-cn': zhCn, 'zh-tw': zhTw } as const;
const byDate = [...seed.articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const title = (index: number, locale: Locale = 'en') => byDate[index]!.data[locale].title;

/** What the steps below need of a story's `canvas`. */
type Canvas = BoundFunctions<typeof queries>;

async function openFront(canvas: Canvas, locale: Locale = 'en'): Promise<void> {
  await signInAsEditor();
  await expect(await canvas.findByRole('heading', { level: 1, name: MESSAGES[locale]['admin.front.title'] })).toBeVisible();
}

/** A place's story picker, by the place's name (the lead, "Place 2" …). */
const picker = (canvas: Canvas, place: string, locale: Locale = 'en') =>
  canvas.getByRole('combobox', { name: message('admin.front.field.inPlace', { field: MESSAGES[locale]['admin.front.field.story'], place }, locale) });
const inPlace = (field: keyof typeof en, place: string) => message('admin.front.field.inPlace', { field: en[field], place });
const placeTwo = () => message('admin.front.place.number', { number: 2 });

/**
 * "Front page" on the desk (issue 25 item 1): per language, the lead and the six places under it, chosen and
 * ordered by the editor (buttons or drag), each with an optional headline and picture; the rule fills the rest.
 */
const meta = preview.meta({
  title: 'Admin/Front page',
  ...deskPage('/admin/front'),
});

function editingPlay(locale: Locale) {
  return async ({ canvas, canvasElement }: { canvas: Canvas; canvasElement: HTMLElement }) => {
    const t = MESSAGES[locale];
    await openFront(canvas, locale);
    await expect(canvas.getByRole('link', { name: t['admin.front.nav'] })).toHaveAttribute('aria-current', 'page');
    // The desk opens on the editor's own language.
    await expect(canvas.getByRole('tab', { name: LOCALE_NAMES[locale] })).toHaveAttribute('aria-selected', 'true');
    // No editor has placed a story: each place says which story the rule puts there now, the newest first.
    const lead = picker(canvas, t['admin.front.place.lead'], locale);
    await expect(lead).toHaveValue('');
    await expect(within(lead).getByRole('option', { selected: true })).toHaveTextContent(message('admin.front.story.automatic', { title: title(0, locale) }, locale));
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(FRONT_LIMITS.places);
    await expect(canvas.getByRole('radio', { name: t['admin.front.fill.newest'] })).toBeChecked();
    await expect(canvas.getByText(t['admin.desk.saveState.saved'])).toBeVisible();
    await expectFitsWidth(canvasElement);
  };
}

export const Editing = meta.story({ play: editingPlay('en') });
export const EditingZhCn = meta.story({ globals: { locale: 'zh-cn' }, play: editingPlay('zh-cn') });
export const EditingZhTw = meta.story({ globals: { locale: 'zh-tw' }, play: editingPlay('zh-tw') });
export const EditingMobile = meta.story({ play: editingPlay('en') });
export const EditingMobileZhCn = meta.story({ globals: { locale: 'zh-cn' }, play: editingPlay('zh-cn') });
export const EditingMobileZhTw = meta.story({ globals: { locale: 'zh-tw' }, play: editingPlay('zh-tw') });

export const OrderedByKeyboard = meta.story({
  play: async ({ canvas, userEvent }) => {
    await openFront(canvas);
    // An older story goes to place 2, then up to the lead with the keyboard.
    await userEvent.selectOptions(picker(canvas, placeTwo()), title(9));
    await expect(canvas.getByText(en['admin.desk.saveState.unsaved'])).toBeVisible();
    const up = canvas.getByRole('button', { name: message('admin.front.field.inPlace', { field: en['admin.front.moveUp'], place: placeTwo() }) });
    up.focus();
    await userEvent.keyboard('{Enter}');
    const lead = picker(canvas, en['admin.front.place.lead']);
    await waitFor(() => expect(within(lead).getByRole('option', { selected: true })).toHaveTextContent(title(9)));
    // The move is said, and the focus stays with the moved story (its "Move down": at the top, up is disabled).
    await expect(canvas.getByText(message('admin.front.moved', { title: title(9), place: en['admin.front.place.lead'] }))).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(message('admin.front.field.inPlace', { field: en['admin.front.moveDown'], place: en['admin.front.place.lead'] })));
    // The place it left is the rule's again: the newest story.
    await expect(within(picker(canvas, placeTwo())).getByRole('option', { selected: true })).toHaveTextContent(message('admin.front.story.automatic', { title: title(0) }));
  },
});

export const OrderedByDragging = meta.story({
  play: async ({ canvas, userEvent, canvasElement }) => {
    await openFront(canvas);
    await userEvent.selectOptions(picker(canvas, message('admin.front.place.number', { number: 4 })), title(12));
    const places = canvasElement.querySelectorAll('li[data-place]');
    const dataTransfer = new DataTransfer();
    await fireEvent.dragStart(places[3]!, { dataTransfer });
    await fireEvent.dragOver(places[0]!, { dataTransfer });
    await fireEvent.drop(places[0]!, { dataTransfer });
    await waitFor(() => expect(within(picker(canvas, en['admin.front.place.lead'])).getByRole('option', { selected: true })).toHaveTextContent(title(12)));
  },
});

export const HeadlineAndSaved = meta.story({
  play: async ({ canvas, userEvent }) => {
    await openFront(canvas);
    const lead = en['admin.front.place.lead'];
    await userEvent.selectOptions(picker(canvas, lead), title(5));
    const headline = canvas.getByRole('textbox', { name: inPlace('admin.front.field.headline', lead) });
    await expect(headline).toHaveAccessibleDescription(en['admin.front.headline.hint']);
    await userEvent.click(headline);
    await userEvent.paste('Our pick of the week');
    await userEvent.click(canvas.getByRole('button', { name: en['admin.front.save'] }));
    await expect(await canvas.findByText(en['admin.front.success.saved'])).toBeVisible();
    await expect(canvas.getByText(en['admin.desk.saveState.saved'])).toBeVisible();
  },
});

export const HeadlineTooLong = meta.story({
  play: async ({ canvas, userEvent }) => {
    await openFront(canvas);
    const lead = en['admin.front.place.lead'];
    await userEvent.selectOptions(picker(canvas, lead), title(5));
    const headline = canvas.getByRole('textbox', { name: inPlace('admin.front.field.headline', lead) });
    await userEvent.click(headline);
    await userEvent.paste('x'.repeat(FRONT_LIMITS.headline + 3));
    await expect(headline).toHaveAttribute('aria-invalid', 'true');
    await expect(headline).toHaveAccessibleDescription(expect.stringContaining(message('admin.desk.problem.tooLong', { max: FRONT_LIMITS.headline, over: 3 })));
    await userEvent.click(canvas.getByRole('button', { name: en['admin.front.save'] }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
});

export const PictureRefused = meta.story({
  play: async ({ canvas, userEvent }) => {
    await openFront(canvas);
    const lead = en['admin.front.place.lead'];
    await userEvent.selectOptions(picker(canvas, lead), title(5));
    const group = canvas.getByRole('group', { name: inPlace('admin.front.field.picture', lead) });
    const input = within(group).getByLabelText<HTMLInputElement>(en['filePicker.choose']);
    await fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'front.gif', { type: 'image/gif' })] } });
    await expect(await within(group).findByText(/JPEG/)).toBeVisible();
  },
});

export const LoadFailed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(getFrontEndpoint, 'serverError'));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('button', { name: en['admin.front.retry'] })).toBeVisible();
  },
});

/** Another editor's session saves the zh-cn lead first; then this editor saves theirs. */
async function saveAfterSomeoneElse(canvas: Canvas): Promise<HTMLElement> {
  await openFront(canvas);
  const other = new ApiClient({ baseUrl: '', timeoutMs: 10000 });
  const { token } = await adminSignIn(other, { email: SEED_SECOND_ADMIN.email, password: SEED_SECOND_ADMIN.password });
  other.useAdminTokenFrom(() => token);
  const { front, candidates } = await getAdminFrontPage(other, 'en');
  await saveAdminFrontPage(other, { edition: 'en', version: front.version, fill: front.fill, places: [{ articleId: candidates[8]!._id }, ...front.places.slice(1)] });
  await plainUserEvent.selectOptions(picker(canvas, en['admin.front.place.lead']), title(5));
  await plainUserEvent.click(canvas.getByRole('button', { name: en['admin.front.save'] }));
  return canvas.findByRole('region', { name: en['admin.front.conflict.title'] });
}

export const Conflict = meta.story({
  play: async ({ canvas }) => {
    const conflict = await saveAfterSomeoneElse(canvas);
    const row = within(conflict).getByRole('row', { name: new RegExp(en['admin.front.place.lead']) });
    await expect(row).toHaveTextContent(title(8));
    await expect(row).toHaveTextContent(title(5));
    await expect(canvas.getByText(en['admin.desk.saveState.conflict'])).toBeVisible();
    await expect(canvas.getByRole('button', { name: en['admin.front.save'] })).toBeDisabled();
  },
});

export const ConflictSaveMine = meta.story({
  play: async ({ canvas, userEvent }) => {
    const conflict = await saveAfterSomeoneElse(canvas);
    await userEvent.click(within(conflict).getByRole('button', { name: en['admin.articles.conflict.saveMine'] }));
    await expect(await canvas.findByText(en['admin.front.success.saved'])).toBeVisible();
  },
});

/** The seed's section of articles with the most stories, and its stories newest first (docs/decisions/102). */
const section = seed.categories
  .filter((category) => category.kind === 'articles')
  .map((category) => ({ category, stories: byDate.filter((article) => article.data.en.category === category._id) }))
  .sort((a, b) => b.stories.length - a.stories.length)[0]!;

const sectionRoute = { route: `/admin/front/sections/${section.category._id}` };

/** A section's front: the same places, from the section's stories only, chosen from the fronts' row of chips. */
export const SectionFront = meta.story({
  parameters: sectionRoute,
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const name = section.category.data.en.name;
    await expect(await canvas.findByRole('heading', { level: 1, name: message('admin.front.sectionTitle', { section: name }) })).toBeVisible();
    const fronts = canvas.getByRole('navigation', { name: en['admin.front.fronts'] });
    await expect(within(fronts).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await expect(within(fronts).getByRole('link', { name: en['admin.front.home'] })).not.toHaveAttribute('aria-current');
    // The rule's lead is the section's newest story, and only the section's stories are offered.
    const lead = picker(canvas, en['admin.front.place.lead']);
    await expect(within(lead).getByRole('option', { selected: true })).toHaveTextContent(section.stories[0]!.data.en.title);
    const titles = new Set(section.stories.map((story) => story.data.en.title));
    for (const option of within(lead).getAllByRole('option').slice(1)) await expect(titles.has(option.textContent ?? '')).toBe(true);
    await userEvent.selectOptions(lead, section.stories[section.stories.length - 1]!.data.en.title);
    await userEvent.click(canvas.getByRole('button', { name: en['admin.front.save'] }));
    await expect(await canvas.findByText(en['admin.front.success.saved'])).toBeVisible();
  },
});

export const ZhTwSectionFrontMobile = meta.story({
  parameters: sectionRoute,
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    const name = section.category.data['zh-tw'].name;
    await expect(await canvas.findByRole('heading', { level: 1, name: message('admin.front.sectionTitle', { section: name }, 'zh-tw') })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: zhTw['admin.front.fronts'] })).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

/** A section that is gone: the front says so, and the fronts that exist are a click away. */
export const UnknownSection = meta.story({
  parameters: { route: '/admin/front/sections/no-such-section' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByText(en['admin.front.error.unknownSection'])).toBeVisible();
  },
});
