import { http, HttpResponse } from 'msw';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { ADMIN_COMMERCIAL_ERRORS, listAdminCommercial, saveAdminCommercial } from '../../../../contracts/adminCommercial';
import en from '../../../../locales/en.json';
import zhTw from '../../../../locales/zh-tw.json';
import { db } from '../../../../mocks/db';
import { faultHandler } from '../../../../mocks/faults';
import { seed } from '../../../../mocks/seed/data';
import { expectFitsWidth } from '../../../checks';
import { signInAsEditor } from '../articles/deskSteps';
import { deskPage } from '../deskPage';

/** /admin/commercial: SPEC §2's commercial setup — a list per page type, add / edit, reorder, switch, delete (issue 14 item 5). */
const meta = preview.meta({
  title: 'Admin/Commercial setup',
  ...deskPage('/admin/commercial/articlePage'),
});

const PAGE_TYPE_LABELS = ['Main page', 'Multimedia page', 'Category page', 'Subcategory page', 'Article page'];
const articleBlocks = seed.commercialBlocks.filter((block) => block.pageType === 'articlePage');

/** A PNG's signature and header (64 x 48): all the mock's picture check reads. */
function png(name = 'sponsor.png'): File {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, 64);
  new DataView(bytes.buffer).setUint32(20, 48);
  bytes.set([8, 2, 0, 0, 0], 24);
  return new File([bytes], name, { type: 'image/png' });
}

/** Opens the add dialog from the list's button; answers queries within the dialog. */
async function openAddDialog(userEvent: { click: (element: Element) => Promise<void> }) {
  const page = within(document.body);
  await userEvent.click(await page.findByRole('button', { name: en['admin.commercial.add'] }));
  return within(await page.findByRole('dialog', { name: en['admin.commercial.form.newTitle'] }));
}

/** The message under a field, read with it. */
async function expectMessage(field: HTMLElement, text: string) {
  await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(text)));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

export const ArticlePageBlocks = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: en['admin.commercial.title'] })).toBeVisible();
    const types = canvas.getByRole('navigation', { name: en['admin.commercial.pageTypes'] });
    // SPEC §2's labels, word for word, in its order.
    await expect(within(types).getAllByRole('link').map((link) => link.textContent)).toEqual(PAGE_TYPE_LABELS);
    await expect(within(types).getByRole('link', { name: 'Article page' })).toHaveAttribute('aria-current', 'page');
    const list = await canvas.findByRole('list', { name: 'Blocks on the Article page' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(articleBlocks.map((block) => block.data.en.title));
    await expect(within(items[0]!).getByRole('switch', { name: en['admin.commercial.switch'] })).toBeChecked();
    await expect(within(items[0]!).getByRole('button', { name: en['admin.commercial.moveUp'] })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(items[0]!).getByText(en['admin.commercial.state.shown'])).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.commercial.nav'] })).toHaveAttribute('aria-current', 'page');
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const AddAnArticlePageBlock = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const dialog = await openAddDialog(userEvent);
    await expect(dialog.getByLabelText(en['admin.commercial.field.pageType'])).toHaveValue('articlePage');
    await userEvent.type(dialog.getByRole('textbox', { name: en['admin.commercial.field.href'] }), 'https://jade-kite.example/');
    const fileInput = document.querySelector<HTMLInputElement>('dialog input[type="file"]')!;
    await userEvent.upload(fileInput, png());
    await expect(await dialog.findByRole('img', { name: en['admin.commercial.picture.current'] })).toBeVisible();
    const texts = {
      English: ['Jade Kite Travel', 'Slow journeys along the East Rift Valley.', 'Plan a trip'],
      '简体中文': ['玉筝旅行', '沿着花东纵谷慢慢旅行。', '规划行程'],
      '繁體中文': ['玉箏旅行', '沿著花東縱谷慢慢旅行。', '規劃行程'],
    };
    for (const [language, [title, text, cta]] of Object.entries(texts)) {
      const group = within(dialog.getByRole('group', { name: language }));
      await userEvent.type(group.getByRole('textbox', { name: en['admin.commercial.field.title'] }), title!);
      await userEvent.type(group.getByRole('textbox', { name: en['admin.commercial.field.text'] }), text!);
      await userEvent.type(group.getByRole('textbox', { name: en['admin.commercial.field.cta'] }), cta!);
    }
    await userEvent.click(dialog.getByRole('button', { name: en['admin.commercial.form.create'] }));
    await expect(await canvas.findByText(en['admin.commercial.success.created'])).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Blocks on the Article page' });
    const last = within(list).getAllByRole('listitem').at(-1)!;
    await expect(within(last).getByRole('heading', { level: 3 })).toHaveTextContent('Jade Kite Travel');
    // The reader's rows hold it: the article page shows it at once.
    await expect(db.commercialBlock.findMany({ where: { pageType: { equals: 'articlePage' } } })).toHaveLength(articleBlocks.length + 1);
  },
});

export const RequiredFieldsAfterSaving = meta.story({
  play: async ({ userEvent }) => {
    await signInAsEditor();
    const dialog = await openAddDialog(userEvent);
    const title = within(dialog.getByRole('group', { name: 'English' })).getByRole('textbox', { name: en['admin.commercial.field.title'] });
    // Nothing is wrong before a save is tried.
    await expect(title).not.toHaveAttribute('aria-invalid');
    await userEvent.click(dialog.getByRole('button', { name: en['admin.commercial.form.create'] }));
    await expect(await dialog.findByText(en['admin.desk.error.invalid'])).toBeVisible();
    const href = dialog.getByRole('textbox', { name: en['admin.commercial.field.href'] });
    await expectMessage(href, en['admin.commercial.problem.hrefRequired']);
    // The first field that says why has focus.
    await waitFor(() => expect(href).toHaveFocus());
    await expectMessage(title, en['admin.commercial.problem.required']);
    await expect(dialog.getByText(en['admin.commercial.problem.imageRequired'])).toBeVisible();
  },
});

export const LinkInvalid = meta.story({
  play: async ({ userEvent }) => {
    await signInAsEditor();
    const dialog = await openAddDialog(userEvent);
    const href = dialog.getByRole('textbox', { name: en['admin.commercial.field.href'] });
    await userEvent.type(href, 'javascript:alert(1)');
    await expectMessage(href, 'Use a full web address starting with https://, like https://example.com/offer');
    await expect(href).toHaveValue('javascript:alert(1)');
  },
});

export const TextTooLong = meta.story({
  play: async ({ userEvent }) => {
    await signInAsEditor();
    const dialog = await openAddDialog(userEvent);
    const cta = within(dialog.getByRole('group', { name: '繁體中文' })).getByRole('textbox', { name: en['admin.commercial.field.cta'] });
    await userEvent.click(cta);
    await userEvent.paste('立即預訂'.repeat(11));
    await expectMessage(cta, 'Too long by 4 characters: at most 40 (nothing was cut)');
    await expect(cta).toHaveValue('立即預訂'.repeat(11));
  },
});

export const EndBeforeStart = meta.story({
  play: async ({ userEvent }) => {
    await signInAsEditor();
    const dialog = await openAddDialog(userEvent);
    const start = dialog.getByLabelText(en['admin.commercial.field.startDate']);
    const end = dialog.getByLabelText(en['admin.commercial.field.endDate']);
    await userEvent.type(start, '2027-03-10');
    await userEvent.type(end, '2027-03-09');
    await expectMessage(end, en['admin.commercial.problem.endBeforeStart']);
    await userEvent.clear(end);
    await userEvent.type(end, '2027-03-10');
    // The same day is one day of showing.
    await waitFor(() => expect(end).not.toHaveAttribute('aria-invalid'));
  },
});

export const NoLanguageChosen = meta.story({
  play: async ({ userEvent }) => {
    await signInAsEditor();
    const dialog = await openAddDialog(userEvent);
    for (const language of ['English', '简体中文', '繁體中文']) await userEvent.click(dialog.getByRole('checkbox', { name: language }));
    await expect(dialog.queryByRole('group', { name: 'English' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: en['admin.commercial.form.create'] }));
    await expect(await dialog.findByText(en['admin.commercial.problem.noLocale'])).toBeVisible();
    // Ticking a language again brings back what was typed in it (nothing here), and the message goes.
    await userEvent.click(dialog.getByRole('checkbox', { name: '繁體中文' }));
    await expect(dialog.queryByText(en['admin.commercial.problem.noLocale'])).toBeNull();
  },
});

export const PictureOfTheWrongType = meta.story({
  play: async ({ userEvent }) => {
    await signInAsEditor();
    const dialog = await openAddDialog(userEvent);
    const fileInput = document.querySelector<HTMLInputElement>('dialog input[type="file"]')!;
    // A file the picker's `accept` would hide can still be dropped on it: the form says why it is refused.
    await fireEvent.change(fileInput, { target: { files: [new File(['GIF89a'], 'sponsor.gif', { type: 'image/gif' })] } });
    await expect(await dialog.findByText('Use a JPEG, PNG, or WebP picture.')).toBeVisible();
  },
});

export const MoveDownByKeyboard = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const list = await canvas.findByRole('list', { name: 'Blocks on the Article page' });
    const first = within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: en['admin.commercial.moveDown'] });
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(en['admin.commercial.success.moved'])).toBeVisible();
    const items = within(list).getAllByRole('listitem');
    await expect(within(items[1]!).getByRole('heading', { level: 3 })).toHaveTextContent(articleBlocks[0]!.data.en.title);
    // Focus stayed on the control that moved the block, now at the bottom (where it cannot go further).
    await waitFor(() => expect(document.activeElement).toBe(within(items[1]!).getByRole('button', { name: en['admin.commercial.moveDown'] })));
    await expect(document.activeElement).toHaveAttribute('aria-disabled', 'true');
  },
});

export const SwitchedOff = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const list = await canvas.findByRole('list', { name: 'Blocks on the Article page' });
    const item = within(within(list).getAllByRole('listitem')[0]!);
    await userEvent.click(item.getByRole('switch', { name: en['admin.commercial.switch'] }));
    await expect(await canvas.findByText(en['admin.commercial.success.switchedOff'])).toBeVisible();
    await expect(item.getByRole('switch', { name: en['admin.commercial.switch'] })).not.toBeChecked();
    await expect(item.getByText(en['admin.commercial.state.off'])).toBeVisible();
  },
});

export const DeleteAsksFirst = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const list = await canvas.findByRole('list', { name: 'Blocks on the Article page' });
    await userEvent.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: en['admin.commercial.delete'] }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: en['admin.commercial.delete.title'] }));
    await userEvent.click(dialog.getByRole('button', { name: en['admin.commercial.delete.confirm'] }));
    await expect(await canvas.findByText(en['admin.commercial.success.deleted'])).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(articleBlocks.length - 1);
  },
});

export const SomeoneSavedMeanwhile = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      http.put(`*${saveAdminCommercial.path}`, () => HttpResponse.json({ message: ADMIN_COMMERCIAL_ERRORS.versionConflict, field: 'version' }, { status: 409 }), {
        once: true,
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const list = await canvas.findByRole('list', { name: 'Blocks on the Article page' });
    await userEvent.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: en['admin.commercial.edit'] }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: en['admin.commercial.form.editTitle'] }));
    const title = within(dialog.getByRole('group', { name: 'English' })).getByRole('textbox', { name: en['admin.commercial.field.title'] });
    await userEvent.clear(title);
    await userEvent.type(title, 'Paper & Ink, new notebooks');
    await userEvent.click(dialog.getByRole('button', { name: en['admin.commercial.form.save'] }));
    await expect(await dialog.findByRole('button', { name: en['admin.commercial.conflict.keepTheirs'] })).toBeVisible();
    await expect(title).toHaveValue('Paper & Ink, new notebooks');
    await userEvent.click(dialog.getByRole('button', { name: en['admin.commercial.conflict.saveMine'] }));
    await expect(await canvas.findByText(en['admin.commercial.success.saved'])).toBeVisible();
    await expect(within(within(list).getAllByRole('listitem')[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Paper & Ink, new notebooks');
  },
});

export const ListFailedToLoad = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(listAdminCommercial, 'serverError'));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByText(en['admin.commercial.loadFailed'])).toBeVisible();
    await expect(canvas.getByRole('button', { name: en['admin.commercial.retry'] })).toBeVisible();
  },
});

export const ZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: zhTw['admin.commercial.title'] })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: zhTw['admin.commercial.pageType.articlePage'] })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('list', { name: '文章頁上的廣告區塊' })).toBeVisible();
  },
});
