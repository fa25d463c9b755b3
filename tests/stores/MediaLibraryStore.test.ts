/**
 * The desk's media library store (issue 25 item 3) against the mock backend: filters in the address, uploads one
 * by one (a PDF named .jpg refused by its bytes), an item's texts saved, a conflict kept as typed, delete refused
 * while in use, and the chooser's picture filling a story's cover with its texts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_ADMIN } from '../../mocks/seedDb';
import { mockPorts } from '../../mocks/ports';
import { MemoryStorage } from '../../src/lib/storage';
import { AdminDeskStore } from '../../src/stores/admin/AdminDeskStore';
import { choiceOf } from '../../src/stores/admin/MediaChooserStore';
import { mediaFiltersFromSearch, NO_MEDIA_FILTERS, searchFromMediaFilters } from '../../src/stores/admin/MediaLibraryStore';
import { createTestStore } from '../render';

async function signedInDesk() {
  const root = createTestStore({ storage: new MemoryStorage() });
  if (!root.admin.authenticated) expect(await root.admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
  return new AdminDeskStore(root);
}

const file = (path: string, name: string, type: string) => new File([new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media', path)))], name, { type });

describe('the media library store', () => {
  it('reads and writes its filters in the address, leaving out what is odd', () => {
    expect(mediaFiltersFromSearch('?query=harbour&kind=audio&page=2')).toEqual({ query: 'harbour', kind: 'audio', page: 2 });
    expect(mediaFiltersFromSearch('?kind=film&page=-1')).toEqual(NO_MEDIA_FILTERS);
    expect(searchFromMediaFilters({ query: ' 深蓝 ', kind: 'picture', page: 1 })).toBe(`?query=${encodeURIComponent('深蓝')}&kind=picture`);
  });

  it('uploads each file in turn: a picture joins the library, a PDF named .jpg is refused by its bytes', async () => {
    const desk = await signedInDesk();
    await desk.media.show(NO_MEDIA_FILTERS);
    const pdf = new File(['%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n'], 'holiday.jpg', { type: 'image/jpeg' });
    await desk.media.upload([file('articles/a05.jpg', 'harbour.jpg', 'image/jpeg'), pdf]);
    expect(desk.media.uploads.map(({ name, state, error }) => ({ name, state, error }))).toEqual([
      { name: 'holiday.jpg', state: 'refused', error: { kind: 'notMedia' } },
      { name: 'harbour.jpg', state: 'done', error: undefined },
    ]);
    desk.media.clearUploads();
    expect(desk.media.uploads).toEqual([]);
  });

  it("saves an item's texts; someone else's save first is a conflict that keeps what was typed", async () => {
    const desk = await signedInDesk();
    await desk.media.open('med_a01');
    expect(desk.media.draft?.uses.length).toBeGreaterThan(0);
    desk.media.setAlt('zh-tw', '深藍色的交疊圓形');
    expect(desk.media.changed).toBe(true);
    expect(await desk.media.save()).toBe(true);
    expect(desk.media.outcome).toEqual({ success: 'saved' });
    expect(desk.media.draft?.item.version).toBe(2);
    await mockPorts.store.update('mediaItem', 'med_a01', { version: 3 });
    desk.media.setCredit('Photo: Lin Wen');
    expect(await desk.media.save()).toBe(false);
    expect(desk.media.outcome).toEqual({ error: { kind: 'versionConflict' } });
    expect(desk.media.draft?.credit).toBe('Photo: Lin Wen');
  });

  it('refuses to delete an item in use, and deletes one nobody uses after asking', async () => {
    const desk = await signedInDesk();
    await desk.media.open('med_a01');
    expect(await desk.media.remove()).toBe(false);
    expect(desk.media.outcome).toEqual({ error: { kind: 'inUse' } });
    await desk.media.upload([file('articles/a07.jpg', 'square.jpg', 'image/jpeg')]);
    const id = desk.media.uploads[0]?.item?._id ?? '';
    await desk.media.open(id);
    desk.media.askDelete();
    expect(desk.media.confirmingDelete).toBe(true);
    expect(await desk.media.remove()).toBe(true);
    expect(desk.media.detail).toBeNull();
  });

  it("the chooser's picture becomes a story's cover, with the library's texts where it has them", async () => {
    const desk = await signedInDesk();
    const chooser = desk.mediaChooser();
    await chooser.search('a02.jpg');
    const item = chooser.results.data?.items[0];
    const choice = item ? choiceOf(item) : null;
    expect(choice?.image.path).toBe('/media/articles/a02.jpg');
    const editor = await desk.open(null);
    editor.chooseCover(choice!);
    expect(editor.values.image).toEqual(choice!.image);
    expect(editor.values.data['zh-tw'].imageAlt).toBe(choice!.alt['zh-tw']);
    expect(editor.values.data.en.imageCredit).toBe('Huanyu studio');
  });
});
