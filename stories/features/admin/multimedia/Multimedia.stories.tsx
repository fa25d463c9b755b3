import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { adminSignIn } from '../../../../src/api/admin';
import { listAdminMultimedia, type AdminMultimedia } from '../../../../contracts/adminMultimedia';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import zhTw from '../../../../locales/zh-tw.json';
import { faultHandler } from '../../../../mocks/faults';
import { mockPorts } from '../../../../mocks/ports';
import { SEED_ADMIN } from '../../../../mocks/seedDb';
import { getAdminMultimedia, saveAdminMultimedia } from '../../../../src/api/adminMultimedia';
import { ApiClient } from '../../../../src/api/client';
import { LOCALE_NAMES } from '../../../../src/i18n/locales';
import { multimediaInputOf, multimediaValuesOf } from '../../../../src/stores/admin/multimediaValues';
import { expectFitsWidth, message } from '../../../checks';
import { expectRowsAsCards, signInAsEditor } from '../articles/deskSteps';
import { deskPage } from '../deskPage';

/**
 * /admin/multimedia: the videos and galleries of the multimedia pages, newest first, by kind and section, searched in
 * either script; a video's and a gallery's editor (issue 25 item 7).
 */
const meta = preview.meta({
  title: 'Admin/Multimedia',
  ...deskPage('/admin/multimedia'),
});

/** The seed's first gallery (Rice terraces of Yuanyang) and its first film (Taipei alleys at dawn). */
const GALLERY = '/admin/multimedia/gal_001';
const VIDEO = '/admin/multimedia/vid_001';

async function rows(canvas: { findByRole: (role: 'table') => Promise<HTMLElement> }): Promise<HTMLElement[]> {
  const table = await canvas.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

const inEnglish = (field: string) => message('admin.desk.field.inLanguage', { field, language: LOCALE_NAMES.en });

/** Someone else (another session) saves the open item's English title first. */
async function savedBySomeoneElse(id: string, title: string): Promise<void> {
  const other = new ApiClient({ baseUrl: '', timeoutMs: 10000 });
  const { token } = await adminSignIn(other, { email: SEED_ADMIN.email, password: SEED_ADMIN.password });
  other.useAdminTokenFrom(() => token);
  const { item } = await getAdminMultimedia(other, id);
  const values = multimediaValuesOf(item);
  await saveAdminMultimedia(other, id, item.version, multimediaInputOf({ ...values, data: { ...values.data, en: { ...values.data.en, title } } }));
}

async function seeded(id: string): Promise<AdminMultimedia> {
  const row = await mockPorts.store.get('media', id);
  return JSON.parse(row!.doc) as AdminMultimedia;
}

// ---- the list ------------------------------------------------------------------------------------------------

export const List = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    const list = await rows(canvas);
    await expect(list).toHaveLength(11);
    await expect(canvas.getByText(message('admin.multimedia.count', { total: 11 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.multimedia.nav'] })).toHaveAttribute('aria-current', 'page');
    // Newest first: the seed's newest is the dawn walk through Taipei's alleys.
    const first = within(list[0]!);
    await expect(first.getByText('Taipei Alleys at Dawn')).toBeVisible();
    await expect(first.getByText(en['admin.multimedia.kind.video'])).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.multimedia.newGallery'] })).toHaveAttribute('href', '/en/admin/multimedia/new-gallery');
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const SearchInTheOtherScript = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    await rows(canvas);
    // Traditional 黎明時分 finds the Simplified title 黎明时分 (its Traditional title says 清晨); a kind narrows it.
    await userEvent.type(canvas.getByRole('searchbox', { name: en['admin.multimedia.filter.query'] }), '黎明時分');
    await userEvent.selectOptions(canvas.getByLabelText(en['admin.multimedia.filter.kind']), en['admin.multimedia.kind.video']);
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await expect(within((await rows(canvas))[0]!).getByText('Taipei Alleys at Dawn')).toBeVisible();
  },
});

export const SectionFilter = meta.story({
  parameters: { route: '/admin/multimedia?category=cat_pictures&subcategory=sub_pictures_landscapes' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    const list = await rows(canvas);
    await expect(list.length).toBeGreaterThan(0);
    for (const row of list) await expect(within(row).getByText(en['admin.multimedia.kind.gallery'])).toBeVisible();
    // The sections' list loads beside the items: the filter shows the address's section once its option is there.
    await waitFor(() => expect(canvas.getByLabelText(en['admin.multimedia.filter.section'])).toHaveValue('cat_pictures/sub_pictures_landscapes'));
  },
});

export const NoMatch = meta.story({
  parameters: { route: '/admin/multimedia?query=nothing-like-this' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 2, name: en['admin.multimedia.emptyFiltered'] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.multimedia.clearFilters'] })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: async () => {
    for (const row of await mockPorts.store.find('media', {})) await mockPorts.store.delete('media', row.id);
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 2, name: en['admin.multimedia.empty'] })).toBeVisible();
    await expect(canvas.getByText(en['admin.multimedia.emptyText'])).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(listAdminMultimedia, 'slow', { slowMs: 60_000 }));
  },
  play: async ({ canvasElement }) => {
    await signInAsEditor();
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
});

export const LoadFailed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(listAdminMultimedia, 'serverError'));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['dataState.error.title']);
  },
});

export const DeleteAsks = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    const first = within((await rows(canvas))[0]!);
    await userEvent.click(first.getByRole('button', { name: message('admin.multimedia.deleteOne', { title: 'Taipei Alleys at Dawn' }) }));
    const dialog = await canvas.findByRole('dialog', { name: message('admin.multimedia.confirmDelete.title', { title: 'Taipei Alleys at Dawn' }) });
    await expect(dialog).toHaveAccessibleDescription(en['admin.multimedia.confirmDelete.text']);
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.multimedia.confirmDelete.confirm'] }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(message('admin.multimedia.success.deleted', { title: 'Taipei Alleys at Dawn' }));
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(10));
  },
});

export const ListMobile = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    await rows(canvas);
    await expectRowsAsCards(canvas.getByRole('table'));
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ZhTwList = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: zhTw['admin.multimedia.title'] })).toBeVisible();
    const first = within((await rows(canvas))[0]!);
    await expect(first.getByText('清晨的臺北巷弄')).toBeVisible();
    await expect(first.getByText(zhTw['admin.multimedia.kind.video'])).toBeVisible();
  },
});

export const ZhTwListMobile = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await rows(canvas);
    await expectRowsAsCards(canvas.getByRole('table'));
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ZhCnList = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: zhCn['admin.multimedia.title'] })).toBeVisible();
    await expect(within((await rows(canvas))[0]!).getByText('黎明时分的台北小巷')).toBeVisible();
  },
});

// ---- a gallery -----------------------------------------------------------------------------------------------

export const Gallery = meta.story({
  parameters: { route: GALLERY },
  play: async ({ canvas }) => {
    await signInAsEditor();
    const gallery = await seeded('gal_001');
    const title = gallery.data.en.title;
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    const pictures = within(canvas.getByRole('group', { name: en['admin.multimedia.field.pictures'] }));
    const first = gallery.kind === 'gallery' ? gallery.pictures[0]!.data.en.caption : '';
    // Moved down by its button, from the keyboard: the button keeps the focus, the order changes.
    const down = pictures.getByRole('button', { name: message('admin.sections.moveDown', { name: first }) });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pictures.getAllByRole('listitem')[1]).toHaveTextContent(first));
    await waitFor(() => expect(pictures.getByRole('button', { name: message('admin.sections.moveDown', { name: first }) })).toHaveFocus());
    // Each picture's caption is in the language tabs.
    await expect(canvas.getByRole('textbox', { name: message('admin.multimedia.pictureField', { number: 2, field: inEnglish(en['admin.multimedia.field.caption']) }) })).toHaveValue(first);
    await userEvent.click(canvas.getByRole('button', { name: en['admin.multimedia.save'] }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(en['admin.multimedia.success.saved']);
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const NewGalleryRefused = meta.story({
  parameters: { route: '/admin/multimedia/new-gallery' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: en['admin.multimedia.newGalleryTitle'] })).toBeVisible();
    const title = canvas.getByRole('textbox', { name: inEnglish(en['admin.multimedia.field.title']) });
    await userEvent.type(title, 'Night markets');
    await userEvent.click(canvas.getByRole('button', { name: message('admin.multimedia.create', { kind: 'gallery' }) }));
    // Nothing was sent: the missing pictures and the other languages' titles are said, what was typed stays.
    await expect(await canvas.findByText(en['admin.desk.error.invalid'])).toBeVisible();
    await expect(canvas.getByText(message('admin.multimedia.problem.tooFewPictures', { count: 2 }))).toHaveAttribute('role', 'alert');
    await expect(title).toHaveValue('Night markets');
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.length).toBe(3);
  },
});

export const GalleryAddsFromTheLibrary = meta.story({
  parameters: { route: '/admin/multimedia/new-gallery' },
  play: async ({ canvas, canvasElement }) => {
    await signInAsEditor();
    await userEvent.click(await canvas.findByRole('button', { name: en['admin.multimedia.choosePictures'] }));
    // The chooser stands over the page (in the document's body), and picks several: each card pressed, then added.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: en['admin.media.chooser.title'] });
    const cards = await within(dialog).findAllByRole('button', { name: /Choose/ });
    await userEvent.click(cards[cards.length - 1]!);
    await expect(cards[cards.length - 1]!).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 1 picture' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    const pictures = within(canvas.getByRole('group', { name: en['admin.multimedia.field.pictures'] }));
    await expect(pictures.getAllByRole('listitem')).toHaveLength(1);
  },
});

export const GalleryConflict = meta.story({
  parameters: { route: GALLERY },
  play: async ({ canvas }) => {
    await signInAsEditor();
    const title = await canvas.findByRole('textbox', { name: inEnglish(en['admin.multimedia.field.title']) });
    await savedBySomeoneElse('gal_001', 'Their terraces');
    await userEvent.clear(title);
    await userEvent.type(title, 'My terraces');
    await userEvent.click(canvas.getByRole('button', { name: en['admin.multimedia.save'] }));
    const conflict = await canvas.findByRole('region', { name: en['admin.multimedia.conflict.title'] });
    await expect(conflict).toHaveTextContent('Their terraces');
    await expect(conflict).toHaveTextContent('My terraces');
    await expect(title).toHaveValue('My terraces');
  },
});

export const ZhTwGalleryMobile = meta.story({
  globals: { locale: 'zh-tw' },
  parameters: { route: GALLERY },
  play: async ({ canvas }) => {
    await signInAsEditor();
    const gallery = await seeded('gal_001');
    await expect(await canvas.findByRole('heading', { level: 1, name: gallery.data['zh-tw'].title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: zhTw['admin.articles.convert.toTw'] })).toBeVisible();
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ZhCnGallery = meta.story({
  globals: { locale: 'zh-cn' },
  parameters: { route: GALLERY },
  play: async ({ canvas }) => {
    await signInAsEditor();
    const gallery = await seeded('gal_001');
    await expect(await canvas.findByRole('heading', { level: 1, name: gallery.data['zh-cn'].title })).toBeVisible();
    await expect(canvas.getByRole('group', { name: zhCn['admin.multimedia.field.pictures'] })).toBeVisible();
  },
});

// ---- a video -------------------------------------------------------------------------------------------------

export const Video = meta.story({
  parameters: { route: VIDEO },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Taipei Alleys at Dawn' })).toBeVisible();
    await expect(canvas.getByLabelText(en['admin.multimedia.field.video'], { selector: 'video' })).toHaveAttribute('src', '/media/videos/v1.mp4');
    const length = canvas.getByRole('textbox', { name: en['admin.multimedia.field.duration'] });
    await expect(length).toHaveValue('0:05');
    await expect(canvas.getByLabelText(en['admin.multimedia.field.section'])).toHaveValue('cat_video/sub_video_city_walks');
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const VideoLengthRefused = meta.story({
  parameters: { route: VIDEO },
  play: async ({ canvas }) => {
    await signInAsEditor();
    const length = await canvas.findByRole('textbox', { name: en['admin.multimedia.field.duration'] });
    await userEvent.clear(length);
    await userEvent.type(length, 'five minutes');
    await expect(length).toHaveAccessibleDescription(expect.stringContaining(message('admin.multimedia.problem.duration', { hours: 12 })));
    await userEvent.click(canvas.getByRole('button', { name: en['admin.multimedia.save'] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['admin.desk.error.invalid']);
    await expect(length).toHaveValue('five minutes');
  },
});

export const NewVideoRefused = meta.story({
  parameters: { route: '/admin/multimedia/new-video' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: en['admin.multimedia.newVideoTitle'] })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: message('admin.multimedia.create', { kind: 'video' }) }));
    await expect(await canvas.findByText(en['admin.multimedia.problem.video'])).toBeVisible();
    await expect(canvas.getByText(en['admin.multimedia.problem.poster'])).toBeVisible();
  },
});

export const ZhTwNewVideoMobile = meta.story({
  globals: { locale: 'zh-tw' },
  parameters: { route: '/admin/multimedia/new-video' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: zhTw['admin.multimedia.newVideoTitle'] })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: message('admin.multimedia.create', { kind: 'video' }, 'zh-tw') }));
    await expect(await canvas.findByText(zhTw['admin.multimedia.problem.video'])).toBeVisible();
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ZhCnVideo = meta.story({
  globals: { locale: 'zh-cn' },
  parameters: { route: VIDEO },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: '黎明时分的台北小巷' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: zhCn['admin.multimedia.chooseVideo'] })).toBeVisible();
  },
});
