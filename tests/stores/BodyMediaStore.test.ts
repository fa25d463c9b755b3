/**
 * The pictures a story's body takes in (issue 25 item 2, docs/decisions/097): uploaded through the desk's one
 * picture upload, refused by type and size in the block's dialog (not at the top of the form), and chosen from the
 * media library once one plugs in through the store's seam. Against the mock backend.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTICLE_LIMITS } from '../../contracts/adminArticles';
import { SEED_ADMIN } from '../../mocks/seedDb';
import { seed } from '../../mocks/seed/data';
import { MemoryStorage } from '../../src/lib/storage';
import { AdminDeskStore } from '../../src/stores/admin/AdminDeskStore';
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

  it('comes from the media library once one is plugged in, and the dialogs offer it only then', async () => {
    const editor = await openEditor();
    expect(editor.bodyMedia.hasLibrary).toBe(false);
    expect(await editor.bodyMedia.chooseFromLibrary()).toBeNull();
    editor.bodyMedia.useLibrary({ choosePicture: () => Promise.resolve(article.image) });
    expect(editor.bodyMedia.hasLibrary).toBe(true);
    expect(await editor.bodyMedia.chooseFromLibrary()).toEqual(article.image);
  });
});
