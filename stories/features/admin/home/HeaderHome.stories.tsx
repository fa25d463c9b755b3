import { expect, userEvent as plainUserEvent, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { PAGE_LIMITS } from '../../../../contracts/adminPages';
import { LOCALE_NAMES } from '../../../../src/i18n/locales';
import en from '../../../../locales/en.json';
import zhTw from '../../../../locales/zh-tw.json';
import { SEED_SECOND_ADMIN } from '../../../../mocks/seedDb';
import { adminSignIn } from '../../../../src/api/admin';
import { getAdminPages, saveAdminGeneralPage } from '../../../../src/api/adminPages';
import { ApiClient } from '../../../../src/api/client';
import { expectFitsWidth, message } from '../../../checks';
import { signInAsEditor } from '../articles/deskSteps';
import { deskPage } from '../deskPage';

/** What the steps below need of a story's `canvas`. */
interface Canvas {
  findByRole: (role: 'heading' | 'region', options: { name: string; level?: number }) => Promise<HTMLElement>;
  getByRole: (role: 'textbox' | 'button' | 'tab' | 'group', options: { name: string }) => HTMLElement;
}

const field = (canvas: Canvas, id: keyof typeof en) => canvas.getByRole('textbox', { name: en[id] });

/** Signs in and waits for the pages to open on /admin/home. */
async function openHeaderHome(canvas: Canvas, heading = en['admin.headerHome.title']): Promise<void> {
  await signInAsEditor();
  await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The file input behind a FilePicker (the button stands for it; the platform's input does the picking). */
const fileInput = (canvas: Canvas, label: keyof typeof en) =>
  within(canvas.getByRole('group', { name: en[label] })).getByLabelText<HTMLInputElement>(en['filePicker.choose']);

/**
 * "Header & home" (issue 14 part 6): the header's banner, promo link and audio per language, what it says under
 * each field, and the save and conflict states.
 */
const meta = preview.meta({
  title: 'Admin/Header & home',
  ...deskPage('/admin/home'),
});

export const Editing = meta.story({
  play: async ({ canvas }) => {
    await openHeaderHome(canvas);
    await expect(canvas.getByRole('link', { name: en['admin.headerHome.nav'] })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('tab', { name: LOCALE_NAMES['en'] })).toHaveAttribute('aria-selected', 'true');
    await expect(field(canvas, 'admin.headerHome.field.linkText')).toHaveValue('Winter travel guide');
    // The banner as the header shows it: a <picture> offering the WebP first.
    const banner = canvas.getByRole('img', { name: en['admin.headerHome.banner.alt'] });
    await expect(banner.closest('picture')?.querySelector('source[type="image/webp"]')).toHaveAttribute('srcset', '/media/banners/banner-1.webp');
    await expect(canvas.getByText(en['admin.headerHome.banner.withWebp'])).toBeVisible();
    // The preview sentence holds the text in its own language's span: matched as the whole paragraph.
    const preview = message('admin.headerHome.link.preview', { text: 'Winter travel guide', href: '/en/categories/travel' });
    await expect(canvas.getByText((_, element) => element?.tagName === 'P' && element.textContent === preview)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: en['admin.headerHome.field.audioFile'] })).toHaveValue('/media/audio/welcome.mp3');
    await expect(canvas.getByText(en['admin.desk.saveState.saved'])).toBeVisible();
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const AudioLength = meta.story({
  play: async ({ canvas }) => {
    await openHeaderHome(canvas);
    const title = (field(canvas, 'admin.headerHome.field.audioTitle') as HTMLInputElement).value;
    const player = canvas.getByLabelText(title, { selector: 'audio' });
    // Only the file's metadata is fetched; until the length is known the line says so, never a made-up 0:00.
    await expect(player).toHaveAttribute('preload', 'metadata');
    const [before] = en['admin.headerHome.audio.length'].split('{duration}');
    const known = new RegExp(`^${before}\\d+:\\d\\d$`);
    await waitFor(() => expect(player).toHaveAccessibleDescription(known), { timeout: 5000 });
    await expect(player).not.toHaveAccessibleDescription(message('admin.headerHome.audio.length', { duration: '0:00' }));
    await expect(canvas.queryByText(en['admin.headerHome.audio.lengthUnknown'])).toBeNull();
  },
});

export const TraditionalChinese = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas, userEvent }) => {
    await openHeaderHome(canvas, zhTw['admin.headerHome.title']);
    await userEvent.click(canvas.getByRole('tab', { name: LOCALE_NAMES['zh-tw'] }));
    // No promo link is seeded in Traditional Chinese.
    await expect(canvas.getByText(zhTw['admin.headerHome.link.none'])).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: zhTw['admin.headerHome.field.audioTitle'] })).toHaveValue('歡迎來到寰宇：本週故事');
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const LinkAddressRefused = meta.story({
  play: async ({ canvas, userEvent }) => {
    await openHeaderHome(canvas);
    const href = field(canvas, 'admin.headerHome.field.linkHref');
    await userEvent.clear(href);
    await userEvent.type(href, 'javascript:alert(1)');
    // Said as one types, and the typed text stays.
    await expect(href).toHaveAccessibleDescription(expect.stringContaining(message('admin.headerHome.problem.hrefInvalid', { example: '/en/categories/travel' })));
    await expect(href).toHaveAttribute('aria-invalid', 'true');
    await expect(href).toHaveValue('javascript:alert(1)');
    await expect(canvas.getByText(en['admin.headerHome.link.none'])).toBeVisible();
  },
});

export const LinkTextRequired = meta.story({
  play: async ({ canvas, userEvent }) => {
    await openHeaderHome(canvas);
    const text = field(canvas, 'admin.headerHome.field.linkText');
    await userEvent.clear(text);
    // Not before a save: the editor may be about to type it.
    await expect(text).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: en['admin.headerHome.save'] }));
    await expect(await within(canvas.getByRole('main')).findByText(en['admin.desk.error.invalid'])).toHaveAttribute('role', 'alert');
    await expect(text).toHaveAccessibleDescription(en['admin.headerHome.problem.textRequired']);
    await expect(canvas.getByRole('tab', { name: `${LOCALE_NAMES['en']} ${en['admin.articles.tabNeedsAttention']}` })).toBeVisible();
  },
});

export const LinkAddressRequired = meta.story({
  play: async ({ canvas, userEvent }) => {
    await openHeaderHome(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: LOCALE_NAMES['zh-tw'] }));
    await userEvent.type(field(canvas, 'admin.headerHome.field.linkText'), '冬季旅遊指南');
    await userEvent.click(canvas.getByRole('button', { name: en['admin.headerHome.save'] }));
    await expect(field(canvas, 'admin.headerHome.field.linkHref')).toHaveAccessibleDescription(
      expect.stringContaining(en['admin.headerHome.problem.hrefRequired']),
    );
  },
});

export const TextTooLong = meta.story({
  play: async ({ canvas, userEvent }) => {
    await openHeaderHome(canvas);
    const text = field(canvas, 'admin.headerHome.field.linkText');
    await userEvent.clear(text);
    await userEvent.click(text);
    await userEvent.paste('x'.repeat(PAGE_LIMITS.linkText + 4));
    await expect(text).toHaveAccessibleDescription(message('admin.desk.problem.tooLong', { over: 4, max: PAGE_LIMITS.linkText }));
    // Nothing typed is cut.
    await expect((text as HTMLInputElement).value.length).toBe(PAGE_LIMITS.linkText + 4);
  },
});

export const AudioTitleRequired = meta.story({
  play: async ({ canvas, userEvent }) => {
    await openHeaderHome(canvas);
    const title = field(canvas, 'admin.headerHome.field.audioTitle');
    await userEvent.clear(title);
    await userEvent.click(canvas.getByRole('button', { name: en['admin.headerHome.save'] }));
    await expect(title).toHaveAccessibleDescription(en['admin.headerHome.problem.titleRequired']);
    // No audio, no title needed.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: en['admin.headerHome.field.audioFile'] }), en['admin.headerHome.audio.none']);
    await expect(title).not.toHaveAttribute('aria-invalid');
  },
});

export const BannerTypeRefused = meta.story({
  play: async ({ canvas }) => {
    await openHeaderHome(canvas);
    // The picker's accept list would hide a GIF; one dropped or picked anyway is refused before it is sent.
    const user = plainUserEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvas, 'admin.headerHome.banner.replace'), new File(['GIF89a'], 'moving.gif', { type: 'image/gif' }));
    await expect(await within(canvas.getByRole('group', { name: en['admin.headerHome.banner.replace'] })).findByRole('alert')).toHaveTextContent(
      message('admin.desk.error.bannerType', { types: new Intl.ListFormat('en', { type: 'disjunction' }).format(['JPEG', 'PNG', 'WebP']) }),
    );
  },
});

export const AudioTooLarge = meta.story({
  play: async ({ canvas, userEvent }) => {
    await openHeaderHome(canvas);
    const big = new File([new Uint8Array(PAGE_LIMITS.audioBytes + 1)], 'long-interview.mp3', { type: 'audio/mpeg' });
    await userEvent.upload(fileInput(canvas, 'admin.headerHome.audio.upload'), big);
    await expect(await within(canvas.getByRole('group', { name: en['admin.headerHome.audio.upload'] })).findByRole('alert')).toHaveTextContent(
      message('admin.desk.error.audioTooLarge', { size: PAGE_LIMITS.audioBytes / 1024 / 1024 }),
    );
  },
});

export const BannerUploaded = meta.story({
  play: async ({ canvas, userEvent }) => {
    await openHeaderHome(canvas);
    const jpeg = new File([await (await fetch('/media/banners/banner-2.jpg')).blob()], 'harbour.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(canvas, 'admin.headerHome.banner.replace'), jpeg);
    await expect(await canvas.findByText(en['admin.headerHome.success.bannerUploaded'])).toBeVisible();
    // The browser made the WebP, the server kept both: the preview offers it first, as the header will.
    const banner = canvas.getByRole('img', { name: en['admin.headerHome.banner.alt'] });
    await expect(banner.getAttribute('src')).toMatch(/^\/api\/media\/pictures\/[0-9a-f]{64}\.jpg$/);
    await expect(banner.closest('picture')?.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toMatch(/^\/api\/media\/pictures\/[0-9a-f]{64}\.webp$/);
    await expect(canvas.getByText(en['admin.headerHome.banner.withWebp'])).toBeVisible();
    await expect(canvas.getByText(en['admin.desk.saveState.unsaved'])).toBeVisible();
  },
});

export const AudioUploaded = meta.story({
  play: async ({ canvas, userEvent }) => {
    await openHeaderHome(canvas);
    const mp3 = new File([await (await fetch('/media/audio/welcome.mp3')).blob()], 'Weekly briefing.mp3', { type: 'audio/mpeg' });
    await userEvent.upload(fileInput(canvas, 'admin.headerHome.audio.upload'), mp3);
    await expect(await canvas.findByText(en['admin.headerHome.success.audioUploaded'])).toBeVisible();
    // Chosen for this language, listed in the library first, and ready to hear.
    const choice = canvas.getByRole<HTMLSelectElement>('combobox', { name: en['admin.headerHome.field.audioFile'] });
    await expect(choice.value).toMatch(/^\/api\/media\/audio\/[0-9a-f]{64}\.mp3$/);
    await waitFor(() => expect(choice.selectedOptions[0]?.textContent).toMatch(/^Weekly briefing\.mp3/));
    await expect(canvas.getByLabelText(en['admin.headerHome.field.audioTitle'], { selector: 'input' })).toHaveValue('Welcome to Huanyu: this week’s stories');
    await expect(within(canvas.getByRole('main')).getByLabelText('Welcome to Huanyu: this week’s stories', { selector: 'audio' })).toHaveAttribute('src', choice.value);
  },
});

export const Saved = meta.story({
  play: async ({ canvas, userEvent }) => {
    await openHeaderHome(canvas);
    const text = field(canvas, 'admin.headerHome.field.linkText');
    await userEvent.clear(text);
    await userEvent.type(text, 'Spring travel guide');
    await expect(canvas.getByText(en['admin.desk.saveState.unsaved'])).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en['admin.headerHome.save'] }));
    await expect(await canvas.findByText(en['admin.headerHome.success.saved'])).toBeVisible();
    await expect(canvas.getByText(en['admin.desk.saveState.saved'])).toBeVisible();
  },
});

/** Someone else (another editor's session) saves the promo link first; then this editor saves theirs. */
async function saveAfterSomeoneElse(canvas: Canvas): Promise<HTMLElement> {
  await openHeaderHome(canvas);
  const other = new ApiClient({ baseUrl: '', timeoutMs: 10000 });
  const { token } = await adminSignIn(other, { email: SEED_SECOND_ADMIN.email, password: SEED_SECOND_ADMIN.password });
  other.useAdminTokenFrom(() => token);
  const { general } = await getAdminPages(other);
  await saveAdminGeneralPage(other, { version: general.version, data: { ...general.data, en: { ...general.data.en, headerLink1Text: 'Their promo' } } });
  const text = field(canvas, 'admin.headerHome.field.linkText');
  await plainUserEvent.clear(text);
  await plainUserEvent.type(text, 'My promo');
  await plainUserEvent.click(canvas.getByRole('button', { name: en['admin.headerHome.save'] }));
  return canvas.findByRole('region', { name: en['admin.headerHome.conflict.title'] });
}

export const Conflict = meta.story({
  play: async ({ canvas }) => {
    const conflict = await saveAfterSomeoneElse(canvas);
    const row = within(conflict).getByRole('row', { name: /Promo link text/ });
    await expect(row).toHaveTextContent('Their promo');
    await expect(row).toHaveTextContent('My promo');
    // Only what differs is compared.
    await expect(within(conflict).getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByText(en['admin.desk.saveState.conflict'])).toBeVisible();
    await expect(canvas.getByRole('button', { name: en['admin.headerHome.save'] })).toBeDisabled();
  },
});

export const ConflictKeepTheirs = meta.story({
  play: async ({ canvas, userEvent }) => {
    const conflict = await saveAfterSomeoneElse(canvas);
    await userEvent.click(within(conflict).getByRole('button', { name: en['admin.articles.conflict.keepTheirs'] }));
    await expect(field(canvas, 'admin.headerHome.field.linkText')).toHaveValue('Their promo');
    await expect(canvas.getByText(en['admin.desk.success.keptTheirs'])).toBeVisible();
  },
});

export const ConflictSaveMine = meta.story({
  play: async ({ canvas, userEvent }) => {
    const conflict = await saveAfterSomeoneElse(canvas);
    await userEvent.click(within(conflict).getByRole('button', { name: en['admin.articles.conflict.saveMine'] }));
    await expect(await canvas.findByText(en['admin.headerHome.success.saved'])).toBeVisible();
    await expect(field(canvas, 'admin.headerHome.field.linkText')).toHaveValue('My promo');
  },
});
