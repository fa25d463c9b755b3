import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import zhTw from '../../../../locales/zh-tw.json';
import { mockPorts } from '../../../../mocks/ports';
import { expectFitsWidth, message } from '../../../checks';
import { signInAsContributor, signInAsEditor } from '../articles/deskSteps';
import { deskPage } from '../deskPage';

/**
 * /admin/media: every picture and sound in one searchable grid; files dropped or chosen are uploaded, and what is no
 * picture or sound by its bytes is refused; an item opens to describe it per language, credit it, see where it is
 * used, replace or delete it (issue 25 item 3).
 */
const meta = preview.meta({
  title: 'Admin/Media',
  ...deskPage('/admin/media'),
});

/** The seed's first story picture: a cover, described in three languages. */
const COVER_ROUTE = '/admin/media?query=a01.jpg';

async function grid(canvas: { findByRole: (role: 'list', options: object) => Promise<HTMLElement> }, name: string): Promise<HTMLElement[]> {
  const list = await canvas.findByRole('list', { name });
  return within(list).getAllByRole('listitem');
}

export const Library = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    const items = await grid(canvas, message('admin.media.count', { total: 39 }));
    await expect(items.length).toBe(24);
    await expect(canvas.getByRole('heading', { level: 1, name: en['admin.media.title'] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.media.nav'] })).toHaveAttribute('aria-current', 'page');
    // Thumbnails load lazily, from the renditions; a sound has a mark instead.
    const picture = items.find((item) => within(item).queryAllByRole('img').length > 0);
    await expect(within(picture!).getByRole('img')).toHaveAttribute('loading', 'lazy');
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const LibraryMobile = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    await grid(canvas, message('admin.media.count', { total: 39 }));
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const Sounds = meta.story({
  parameters: { route: '/admin/media?kind=audio' },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const [sound] = await grid(canvas, message('admin.media.count', { total: 1 }));
    await userEvent.click(within(sound!).getByRole('button'));
    const dialog = await canvas.findByRole('dialog', { name: 'welcome.mp3' });
    // A sound plays in the panel.
    await waitFor(() => expect(dialog.querySelector('audio[controls]')).not.toBeNull());
    await expect(within(dialog).getByText(en['admin.media.use.page'])).toBeVisible();
  },
});

export const ItemWhereUsed = meta.story({
  parameters: { route: COVER_ROUTE },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const [item] = await grid(canvas, message('admin.media.count', { total: 1 }));
    await userEvent.click(within(item!).getByRole('button'));
    const dialog = await canvas.findByRole('dialog', { name: 'a01.jpg' });
    await expect(await within(dialog).findByRole('heading', { name: en['admin.media.detail.uses'] })).toBeVisible();
    const stories = within(dialog).getAllByRole('link');
    await expect(stories[0]).toHaveAttribute('href', expect.stringMatching(/^\/en\/admin\/articles\/art_/));
    // In use: it cannot be deleted, and the panel says why.
    await expect(within(dialog).getByRole('button', { name: en['admin.media.detail.delete'] })).toBeDisabled();
    await expect(within(dialog).getByText(en['admin.media.detail.deleteInUse'])).toBeVisible();
  },
});

export const EditAltText = meta.story({
  parameters: { route: COVER_ROUTE },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const [item] = await grid(canvas, message('admin.media.count', { total: 1 }));
    await userEvent.click(within(item!).getByRole('button'));
    const dialog = await canvas.findByRole('dialog', { name: 'a01.jpg' });
    const zhTwAlt = await within(dialog).findByRole('textbox', { name: message('admin.media.detail.alt', { language: '繁體中文' }) });
    await expect(zhTwAlt).toHaveAttribute('lang', 'zh-Hant');
    await userEvent.clear(zhTwAlt);
    await userEvent.type(zhTwAlt, '深藍色的交疊圓形');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.media.detail.save'] }));
    await expect(await within(dialog).findByText(en['admin.media.success.saved'])).toBeVisible();
  },
});

export const SaveConflict = meta.story({
  parameters: { route: COVER_ROUTE },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const [item] = await grid(canvas, message('admin.media.count', { total: 1 }));
    await userEvent.click(within(item!).getByRole('button'));
    const dialog = await canvas.findByRole('dialog', { name: 'a01.jpg' });
    // Another editor saves the item meanwhile.
    await mockPorts.store.update('mediaItem', 'med_a01', { version: 2, credit: 'Huanyu studio, 2026' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: en['admin.media.detail.credit'] }), ' (2026)');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.media.detail.save'] }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(en['admin.media.error.versionConflict']);
    await expect(within(dialog).getByRole('button', { name: en['admin.media.detail.reload'] })).toBeVisible();
  },
});

export const RefusedByItsBytes = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    await signInAsEditor();
    await grid(canvas, message('admin.media.count', { total: 39 }));
    // The file button opens this input (never focused itself); dropping a file on the zone does the same.
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const pdf = new File(['%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'], 'holiday.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, pdf);
    // The line says "uploading" first, then why the file was not added.
    const refused = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(refused).toHaveTextContent(/holiday\.jpg/);
    await expect(refused).toHaveTextContent(en['admin.media.error.notMedia'].split(' (')[0]!);
  },
});

export const AsAContributor = meta.story({
  parameters: { route: COVER_ROUTE },
  play: async ({ canvas, userEvent }) => {
    await signInAsContributor();
    const [item] = await grid(canvas, message('admin.media.count', { total: 1 }));
    await userEvent.click(within(item!).getByRole('button'));
    const dialog = await canvas.findByRole('dialog', { name: 'a01.jpg' });
    await within(dialog).findByRole('heading', { name: en['admin.media.detail.uses'] });
    // A contributor reads the texts and uploads; editing, replacing and deleting are an editor's.
    await expect(within(dialog).queryByRole('button', { name: en['admin.media.detail.save'] })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: en['admin.media.detail.replace'] })).toBeNull();
  },
});

export const NothingMatches = meta.story({
  parameters: { route: '/admin/media?query=nothing-like-this' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 2, name: en['admin.media.emptyFiltered'] })).toBeVisible();
  },
});

export const ZhCnLibrary = meta.story({
  globals: { locale: 'zh-cn' },
  parameters: { route: '/admin/media?query=深蓝' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: zhCn['admin.media.title'] })).toBeVisible();
    const items = await grid(canvas, message('admin.media.count', { total: 4 }, 'zh-cn'));
    await expect(items.length).toBe(4);
  },
});

export const ZhCnLibraryMobile = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await grid(canvas, message('admin.media.count', { total: 39 }, 'zh-cn'));
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ZhTwLibrary = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: zhTw['admin.media.title'] })).toBeVisible();
    await grid(canvas, message('admin.media.count', { total: 39 }, 'zh-tw'));
    // The banners are not described yet: the grid says so in this language.
    await expect(canvas.getAllByText(zhTw['admin.media.noAlt']).length).toBeGreaterThan(0);
  },
});

export const ZhTwLibraryMobile = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await grid(canvas, message('admin.media.count', { total: 39 }, 'zh-tw'));
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ZhTwItem = meta.story({
  globals: { locale: 'zh-tw' },
  parameters: { route: COVER_ROUTE },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const [item] = await grid(canvas, message('admin.media.count', { total: 1 }, 'zh-tw'));
    await userEvent.click(within(item!).getByRole('button'));
    const dialog = await canvas.findByRole('dialog', { name: 'a01.jpg' });
    await expect(await within(dialog).findByRole('heading', { name: zhTw['admin.media.detail.uses'] })).toBeVisible();
  },
});
