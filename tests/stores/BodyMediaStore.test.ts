/**
 * The pictures a story's body takes in (issue 25 item 2, docs/decisions/097): uploaded through the desk's one
 * picture upload, refused by type and size in the block's dialog (not at the top of the form), and chosen from the
 * media library through the desk's one chooser (one picture, or several for a gallery). Against the mock backend.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTICLE_LIMITS } from '../../contracts/adminArticles';
import { SEED_ADMIN } from '../../mocks/seedDb';
import { seed } from '../../mocks/seed/data';
import { MemoryStorage } from '../../src/lib/storage';
import { AdminDeskStore } from '../../src/stores/admin/AdminDeskStore';
import { choiceOf } from '../../src/stores/admin/MediaChooserStore';
import { manualTimers } from '../deskTimers';
import { createTestStore } from '../render';

const article = seed.articles[0]!;
const jpeg = () => new File([new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media/articles/a03.jpg')))], 'lanterns.jpg', { type: 'image/jpeg' });

async function openEditor() {
  const root = createTestStore({ storage: new MemoryStorage() });
  expect(await root.admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
  const timers = manualTimers();
  const desk = new AdminDeskStore(root, { setTimer: timers.setTimer, clearTimer: timers.clearTimer });
  return desk.open(article._id);
}

describe("a body block's picture", () => {
  it('is uploaded and answered as pages draw it, its path and size, without touching the cover', async () => {
    const editor = await openEditor();
    const cover = editor.values.image;
    const image = await editor.bodyMedia.uploadPicture(jpeg());
    expect(image?.path).toMatch(/^\/api\/media\/pictures\/[0-9a-f]{64}\.jpg$/);
    expect([image?.width, image?.height]).toEqual([1600, 900]);
    expect(editor.bodyMedia.uploading).toBe(false);
    expect(editor.values.image).toEqual(cover);
    expect(editor.error).toBeNull();
  });

  it('is refused in its dialog when it is not a JPEG, PNG or WebP, or too large, and nothing is sent', async () => {
    const editor = await openEditor();
    expect(await editor.bodyMedia.uploadPicture(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }))).toBeNull();
    expect(editor.bodyMedia.refusal).toBe('imageType');
    expect(editor.error).toBeNull();
    const huge = new File([new Uint8Array(ARTICLE_LIMITS.imageBytes + 1)], 'huge.jpg', { type: 'image/jpeg' });
    expect(await editor.bodyMedia.uploadPicture(huge)).toBeNull();
    expect(editor.bodyMedia.refusal).toBe('imageTooLarge');
    editor.bodyMedia.clearRefusal();
    expect(editor.bodyMedia.refusal).toBeNull();
  });

  it("comes from the desk's media chooser, its alt text in the body's language and its credit, and the library closes", async () => {
    const editor = await openEditor();
    const media = editor.bodyMedia;
    expect(media.hasLibrary).toBe(true);
    media.openLibrary('one');
    expect(media.choosing).toBe('one');
    const chooser = media.library!;
    await chooser.search('a02.jpg');
    const choice = choiceOf(chooser.results.data!.items[0]!)!;
    const [picture, ...more] = media.takeFromLibrary([choice], 'zh-tw');
    expect(more).toEqual([]);
    expect(picture?.image.path).toBe('/media/articles/a02.jpg');
    expect(picture?.alt).toBe(choice.alt['zh-tw']);
    expect(picture?.alt).not.toBe('');
    expect(picture?.credit).toBe('Huanyu studio');
    expect(media.choosing).toBeNull();
    // The cover is the cover's: a body picture does not touch it.
    expect(editor.values.image).toEqual(article.image);
  });

  it('for a gallery, several are chosen in one store, in the order picked, across searches; closing forgets them', async () => {
    const editor = await openEditor();
    const media = editor.bodyMedia;
    media.openLibrary('several');
    const chooser = media.library!;
    await chooser.search('a03.jpg');
    chooser.toggle(chooser.results.data!.items[0]!);
    await chooser.search('a01.jpg');
    const first = chooser.results.data!.items[0]!;
    chooser.toggle(first);
    chooser.toggle(first);
    chooser.toggle(first);
    expect(chooser.selected.map((choice) => choice.image.path)).toEqual(['/media/articles/a03.jpg', '/media/articles/a01.jpg']);
    expect(chooser.isSelected(first._id)).toBe(true);
    const chosen = chooser.selected;
    const pictures = media.takeFromLibrary(chosen, 'en');
    expect(pictures.map((picture) => picture.alt)).toEqual(chosen.map((choice) => choice.alt.en));
    expect(pictures.every((picture) => picture.alt !== '')).toBe(true);
    // Taking closes the library and forgets the choice: the next gallery starts with nothing chosen.
    expect(media.choosing).toBeNull();
    expect(chooser.selected).toEqual([]);
    media.openLibrary('several');
    chooser.toggle(first);
    media.closeLibrary();
    expect(chooser.selected).toEqual([]);
  });

  it('an audio item is no picture to choose', async () => {
    const editor = await openEditor();
    const chooser = editor.bodyMedia.library!;
    await chooser.search('');
    const audio = { ...chooser.results.data!.items[0]!, kind: 'audio' as const, image: null };
    chooser.toggle(audio);
    expect(chooser.selected).toEqual([]);
  });
});
