import { expect, waitFor, within, type userEvent as plainUserEvent } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import zhTw from '../../../../locales/zh-tw.json';
import { seed } from '../../../../mocks/seed/data';
import { LIBRARY_ITEMS } from '../../../../mocks/seed/media';
import { HTML_LANG } from '../../../../src/i18n/locales';
import { expectFitsWidth, message } from '../../../checks';
import type { Editor } from '@tiptap/core';
import { blocksBody } from '../../../storyBlocksBody';
import { signInAsEditor } from '../articles/deskSteps';
import { deskPage } from '../deskPage';

/**
 * The body editor's story blocks (issue 25 item 2, docs/decisions/097): a picture (upload, alt text required,
 * caption, credit, size), a gallery, an embed by address (four providers, a clear refusal for any other), block
 * and pull quotes, in the article editor of the desk, in three languages. Pictures come from an upload or from the
 * media library (docs/decisions/106): one for a picture, several for a gallery, their texts in the body's language.
 */
const story = seed.articles[0]!;

const meta = preview.meta({
  title: 'Admin/Story blocks',
  ...deskPage(`/admin/articles/${story._id}`),
});

const MESSAGES = { en, 'zh-cn': zhCn, 'zh-tw': zhTw } as const;
type Locale = keyof typeof MESSAGES;

type UserEvent = ReturnType<typeof plainUserEvent.setup>;

interface Queries {
  findByRole: (role: 'toolbar', options: { name: string }) => Promise<HTMLElement>;
}

async function toolbarButton(canvas: Queries, locale: Locale, id: 'admin.editor.picture' | 'admin.editor.gallery' | 'admin.editor.embed' | 'admin.editor.pullQuote' | 'admin.editor.blockquote'): Promise<HTMLElement> {
  const toolbar = await canvas.findByRole('toolbar', { name: MESSAGES[locale]['admin.editor.toolbar'] });
  return within(toolbar).getByRole('button', { name: MESSAGES[locale][id] });
}

/** A picture file as an editor picks one: the seed's own JPEG. */
async function pictureFile(name = 'lanterns.jpg'): Promise<File> {
  const bytes = await (await fetch(seed.articles[1]!.image.path)).arrayBuffer();
  return new File([bytes], name, { type: 'image/jpeg' });
}

/** The dialogs are rendered into <body>, beside the story's root (the article's form may not hold another). */
function page() {
  return within(document.body);
}

/** The open language's body becomes one with every block, as if the editor had made them (the text is the editor's). */
async function putBlocksInEditor(canvasElement: HTMLElement, locale: Locale): Promise<void> {
  const area = await waitFor(
    () => {
      const found = canvasElement.querySelector<HTMLElement & { editor?: Editor }>('.ProseMirror');
      if (!found?.editor) throw new Error('no editor yet');
      return found;
    },
    { timeout: 15000 },
  );
  area.editor!.commands.setContent(blocksBody(locale), { emitUpdate: true });
}

function dialogInput(dialog: HTMLElement): HTMLInputElement {
  return dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
}

export const PictureDialog = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    await signInAsEditor();
    await userEvent.click(await toolbarButton(canvas, 'en', 'admin.editor.picture'));
    const dialog = await page().findByRole('dialog', { name: en['admin.editor.picture.addTitle'] });
    const inDialog = within(dialog);
    // Nothing chosen, nothing described: Insert says what is missing, in the dialog.
    await userEvent.click(inDialog.getByRole('button', { name: en['admin.editor.dialog.insert'] }));
    await expect(inDialog.getByText(en['admin.editor.picture.missing'])).toBeVisible();
    await expect(inDialog.getByRole('textbox', { name: en['admin.editor.picture.alt'] })).toHaveAccessibleDescription(
      `${en['admin.editor.picture.altMissing']} ${en['admin.editor.picture.altHint']}`,
    );
    await userEvent.upload(dialogInput(dialog), await pictureFile());
    await waitFor(() => expect(inDialog.getByText(en['admin.editor.picture.replace'])).toBeVisible());
    await userEvent.type(inDialog.getByRole('textbox', { name: en['admin.editor.picture.alt'] }), 'Lanterns over a night market');
    await userEvent.type(inDialog.getByRole('textbox', { name: en['admin.editor.picture.caption'] }), 'Raohe Street at seven');
    await userEvent.type(inDialog.getByRole('textbox', { name: en['admin.editor.picture.credit'] }), 'Photo: Wen Li');
    await userEvent.click(inDialog.getByRole('radio', { name: en['admin.editor.picture.size.wide'] }));
    await expectFitsWidth(dialog);
    await userEvent.click(inDialog.getByRole('button', { name: en['admin.editor.dialog.insert'] }));
    await waitFor(() => expect(canvasElement.querySelector('.ProseMirror figure[data-block="picture"][data-size="wide"] img[alt="Lanterns over a night market"]')).not.toBeNull());
    await expect(canvasElement.querySelector('.ProseMirror figure[data-block="picture"] [data-part="credit"]')).toHaveTextContent('Photo: Wen Li');
  },
});

export const PictureTypeRefused = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await userEvent.click(await toolbarButton(canvas, 'en', 'admin.editor.picture'));
    const dialog = await page().findByRole('dialog', { name: en['admin.editor.picture.addTitle'] });
    // Past the picker's `accept`, as a drop or another browser's picker lets through.
    const input = dialogInput(dialog);
    const transfer = new DataTransfer();
    transfer.items.add(new File(['GIF89a'], 'animation.gif', { type: 'image/gif' }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await expect(await within(dialog).findByText(message('admin.picture.error.type', { types: 'JPEG, PNG, or WebP' }))).toBeVisible();
  },
});

export const EmbedDialog = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    await signInAsEditor();
    await userEvent.click(await toolbarButton(canvas, 'en', 'admin.editor.embed'));
    const dialog = await page().findByRole('dialog', { name: en['admin.editor.embed.addTitle'] });
    const address = within(dialog).getByRole('textbox', { name: en['admin.editor.embed.url'] });
    await expect(address).toHaveFocus();
    await userEvent.type(address, 'https://www.dailymotion.com/video/x7tgad0');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.editor.dialog.insert'] }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Only YouTube, Vimeo, X,? and Instagram can be embedded\./);
    await userEvent.clear(address);
    await userEvent.type(address, 'https://www.youtube.com/channel/UC123');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.editor.dialog.insert'] }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(en['admin.editor.embed.notPost']);
    await userEvent.clear(address);
    await userEvent.type(address, 'youtu.be/dQw4w9WgXcQ');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.editor.dialog.insert'] }));
    await waitFor(() => expect(canvasElement.querySelector('.ProseMirror figure[data-provider="youtube"] a')).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'));
  },
});

export const GalleryDialog = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    await signInAsEditor();
    await userEvent.click(await toolbarButton(canvas, 'en', 'admin.editor.gallery'));
    const dialog = await page().findByRole('dialog', { name: en['admin.editor.gallery.addTitle'] });
    const inDialog = within(dialog);
    await userEvent.upload(dialogInput(dialog), [await pictureFile('one.jpg'), await pictureFile('two.jpg')]);
    await waitFor(() => expect(inDialog.getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(inDialog.getByRole('button', { name: en['admin.editor.dialog.insert'] }));
    await expect(inDialog.getAllByText(en['admin.editor.picture.altMissing'])).toHaveLength(2);
    await userEvent.type(inDialog.getByRole('textbox', { name: message('admin.editor.gallery.alt', { number: 1 }) }), 'Lanterns');
    await userEvent.type(inDialog.getByRole('textbox', { name: message('admin.editor.gallery.alt', { number: 2 }) }), 'Skewers');
    await userEvent.click(inDialog.getByRole('button', { name: en['admin.editor.dialog.insert'] }));
    await waitFor(() => expect(canvasElement.querySelectorAll('.ProseMirror figure[data-block="gallery"] img')).toHaveLength(2));
  },
});

export const Quotes = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    await signInAsEditor();
    const pull = await toolbarButton(canvas, 'en', 'admin.editor.pullQuote');
    const text = await waitFor(
      () => {
        const paragraph = canvasElement.querySelector<HTMLElement>('.ProseMirror p');
        if (!paragraph) throw new Error('no text yet');
        return paragraph;
      },
      { timeout: 15000 },
    );
    await userEvent.click(text);
    await userEvent.click(pull);
    await waitFor(() => expect(canvasElement.querySelector('.ProseMirror blockquote[data-block="pullquote"]')).not.toBeNull());
    await expect(pull).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(await toolbarButton(canvas, 'en', 'admin.editor.blockquote'));
    await waitFor(() => expect(canvasElement.querySelector('.ProseMirror blockquote[data-block="pullquote"]')).toBeNull());
    await expect(canvasElement.querySelector('.ProseMirror blockquote')).not.toBeNull();
  },
});

/** A body with every block, as the editor shows it. */
export const EditorWithBlocks = meta.story({
  play: async ({ canvasElement }) => {
    await signInAsEditor();
    await putBlocksInEditor(canvasElement, 'en');
    await waitFor(() => expect(canvasElement.querySelectorAll('.ProseMirror figure[data-block]')).toHaveLength(6), { timeout: 15000 });
    await expect(canvasElement.querySelector('.ProseMirror blockquote[data-block="pullquote"]')).not.toBeNull();
  },
});

export const ZhCnPictureDialog = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await userEvent.click(await toolbarButton(canvas, 'zh-cn', 'admin.editor.picture'));
    const dialog = await page().findByRole('dialog', { name: zhCn['admin.editor.picture.addTitle'] });
    await userEvent.click(within(dialog).getByRole('button', { name: zhCn['admin.editor.dialog.insert'] }));
    await expect(within(dialog).getByText(zhCn['admin.editor.picture.altMissing'])).toBeVisible();
    await expect(within(dialog).getByRole('radio', { name: zhCn['admin.editor.picture.size.inline'] })).toBeChecked();
  },
});

export const ZhTwPictureDialog = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await userEvent.click(await toolbarButton(canvas, 'zh-tw', 'admin.editor.picture'));
    const dialog = await page().findByRole('dialog', { name: zhTw['admin.editor.picture.addTitle'] });
    await userEvent.click(within(dialog).getByRole('button', { name: zhTw['admin.editor.dialog.insert'] }));
    await expect(within(dialog).getByText(zhTw['admin.editor.picture.missing'])).toBeVisible();
  },
});

export const ZhTwEmbedDialog = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await userEvent.click(await toolbarButton(canvas, 'zh-tw', 'admin.editor.embed'));
    const dialog = await page().findByRole('dialog', { name: zhTw['admin.editor.embed.addTitle'] });
    await userEvent.type(within(dialog).getByRole('textbox', { name: zhTw['admin.editor.embed.url'] }), 'https://vimeo.com.evil.example/1');
    await userEvent.click(within(dialog).getByRole('button', { name: zhTw['admin.editor.dialog.insert'] }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(/^只能嵌入YouTube.*Instagram的內容。/);
  },
});

export const ZhTwEditorWithBlocks = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvasElement }) => {
    await signInAsEditor();
    await putBlocksInEditor(canvasElement, 'zh-tw');
    await waitFor(() => expect(canvasElement.querySelectorAll('.ProseMirror figure[data-block]')).toHaveLength(6), { timeout: 15000 });
  },
});

/** The language of the body being written (the open tab), as its editing area declares it. */
async function bodyLocale(canvasElement: HTMLElement): Promise<Locale> {
  const area = await waitFor(
    () => {
      const found = canvasElement.querySelector<HTMLElement>('.ProseMirror');
      if (!found) throw new Error('no editor yet');
      return found;
    },
    { timeout: 15000 },
  );
  return (Object.keys(HTML_LANG) as Locale[]).find((locale) => HTML_LANG[locale] === area.getAttribute('lang')) ?? 'en';
}

/** The media library over a block's dialog: searched for a file's name, then its card. */
async function libraryCard(ui: Locale, dialog: HTMLElement, name: string, userEvent: UserEvent): Promise<HTMLElement> {
  const texts = MESSAGES[ui];
  await userEvent.click(within(dialog).getByRole('button', { name: texts['admin.editor.picture.library'] }));
  const chooser = await page().findByRole('dialog', { name: texts['admin.media.chooser.title'] });
  const search = within(chooser).getByRole('textbox', { name: texts['admin.media.filter.query'] });
  await userEvent.type(search, `${name}{Enter}`);
  return waitFor(() => {
    const cards = within(chooser).getAllByRole('button', { name: new RegExp(name.replace('.', '\\.')) });
    if (cards.length !== 1) throw new Error(`${cards.length} cards for ${name}`);
    return cards[0]!;
  }, { timeout: 10000 });
}

function libraryPicture(name: string) {
  return LIBRARY_ITEMS.find((item) => item.path.endsWith(`/${name}`))!;
}

/** A picture chosen from the media library: its alt text in the body's language and its credit come with it, still editable. */
async function pictureFromLibrary(ui: Locale, { canvas, canvasElement, userEvent }: { canvas: Queries; canvasElement: HTMLElement; userEvent: UserEvent }): Promise<void> {
  const texts = MESSAGES[ui];
  await signInAsEditor();
  const body = await bodyLocale(canvasElement);
  await userEvent.click(await toolbarButton(canvas, ui, 'admin.editor.picture'));
  const dialog = await page().findByRole('dialog', { name: texts['admin.editor.picture.addTitle'] });
  const inDialog = within(dialog);
  await userEvent.click(await libraryCard(ui, dialog, 'a02.jpg', userEvent));
  // The library has closed; the picture dialog shows the picture with its texts, focus back on its library button.
  await waitFor(() => expect(page().queryByRole('dialog', { name: texts['admin.media.chooser.title'] })).toBeNull());
  const item = libraryPicture('a02.jpg');
  const alt = inDialog.getByRole('textbox', { name: texts['admin.editor.picture.alt'] });
  await expect(alt).toHaveValue(item.alt[body]);
  await expect(inDialog.getByRole('textbox', { name: texts['admin.editor.picture.credit'] })).toHaveValue(item.credit);
  await expect(dialog.querySelector(`img[src="${item.image!.path}"]`)).not.toBeNull();
  await expect(inDialog.getByRole('button', { name: texts['admin.editor.picture.library'] })).toHaveFocus();
  // Still the editor's to change.
  await userEvent.type(alt, ' (2026)');
  await expectFitsWidth(dialog);
  await userEvent.click(inDialog.getByRole('button', { name: texts['admin.editor.dialog.insert'] }));
  await waitFor(() => expect(canvasElement.querySelector(`.ProseMirror figure[data-block="picture"] img[src="${item.image!.path}"]`)).toHaveAttribute('alt', `${item.alt[body]} (2026)`));
  await expect(canvasElement.querySelector('.ProseMirror figure[data-block="picture"] [data-part="credit"]')).toHaveTextContent(item.credit);
}

export const PictureFromLibrary = meta.story({
  name: 'Picture from the media library',
  play: async (context) => pictureFromLibrary('en', context),
});

export const ZhCnPictureFromLibrary = meta.story({
  name: 'Picture from the media library (zh-cn)',
  globals: { locale: 'zh-cn' },
  play: async (context) => pictureFromLibrary('zh-cn', context),
});

export const ZhTwPictureFromLibrary = meta.story({
  name: 'Picture from the media library (zh-tw)',
  globals: { locale: 'zh-tw' },
  play: async (context) => pictureFromLibrary('zh-tw', context),
});

/** A gallery from the media library: several chosen at once (pressed cards), each with its alt text. */
export const GalleryFromLibrary = meta.story({
  name: 'Gallery from the media library',
  play: async ({ canvas, canvasElement, userEvent }) => {
    await signInAsEditor();
    const body = await bodyLocale(canvasElement);
    await userEvent.click(await toolbarButton(canvas, 'en', 'admin.editor.gallery'));
    const dialog = await page().findByRole('dialog', { name: en['admin.editor.gallery.addTitle'] });
    const first = await libraryCard('en', dialog, 'a03.jpg', userEvent);
    const chooser = await page().findByRole('dialog', { name: en['admin.media.chooser.title'] });
    const add = within(chooser).getByRole('button', { name: message('admin.media.chooser.addSeveral', { count: 0 }) });
    await expect(add).toBeDisabled();
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    // A second search keeps the first choice.
    const search = within(chooser).getByRole('textbox', { name: en['admin.media.filter.query'] });
    await userEvent.clear(search);
    await userEvent.type(search, 'a01.jpg{Enter}');
    const second = await waitFor(() => within(chooser).getByRole('button', { name: /a01\.jpg/, pressed: false }));
    await userEvent.click(second);
    await userEvent.click(within(chooser).getByRole('button', { name: message('admin.media.chooser.addSeveral', { count: 2 }) }));
    await waitFor(() => expect(page().queryByRole('dialog', { name: en['admin.media.chooser.title'] })).toBeNull());
    const inDialog = within(dialog);
    await expect(inDialog.getByRole('textbox', { name: message('admin.editor.gallery.alt', { number: 1 }) })).toHaveValue(libraryPicture('a03.jpg').alt[body]);
    await expect(inDialog.getByRole('textbox', { name: message('admin.editor.gallery.alt', { number: 2 }) })).toHaveValue(libraryPicture('a01.jpg').alt[body]);
    await userEvent.click(inDialog.getByRole('button', { name: en['admin.editor.dialog.insert'] }));
    await waitFor(() => expect(canvasElement.querySelectorAll('.ProseMirror figure[data-block="gallery"] img')).toHaveLength(2));
  },
});
