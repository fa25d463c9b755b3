/**
 * The desk's videos and galleries (issue 25 item 7) against the mock backend: filters in the address, the list
 * searched in either script, a gallery made from library pictures (captions from their texts, reordered, 繁體 filled
 * from 简体) and shown to readers, a video whose length is typed or offered by the browser, refusals before anything
 * is sent, a conflict between two editors, and the work kept across an ended session.
 */
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../contracts/adminMedia';
import type { Gallery } from '../../contracts/content';
import { db } from '../../mocks/db';
import { SEED_ADMIN } from '../../mocks/seedDb';
import { listAdminMedia } from '../../src/api/adminMedia';
import { hashSecret } from '../../src/rules/secrets';
import { AdminDeskStore } from '../../src/stores/admin/AdminDeskStore';
import { choiceOf } from '../../src/stores/admin/MediaChooserStore';
import { multimediaFiltersFromSearch, NO_MULTIMEDIA_FILTERS, searchFromMultimediaFilters } from '../../src/stores/admin/MultimediaDeskStore';
import type { MultimediaEditorStore } from '../../src/stores/admin/MultimediaEditorStore';
import { parseDuration } from '../../src/stores/admin/multimediaValues';
import { createTestStore } from '../render';
import { stored } from '../storeReads';

async function signedInDesk() {
  const root = createTestStore();
  if (!root.admin.authenticated) expect(await root.admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
  return { root, desk: new AdminDeskStore(root) };
}

async function libraryPictures(desk: AdminDeskStore): Promise<MediaItem[]> {
  // The stories' pictures: described in every language (the films' posters are not yet).
  const { items } = await listAdminMedia(desk.deps.api, { kind: 'picture', query: 'studio', pageSize: 20 });
  return items.filter((item) => item.path.startsWith('/media/articles/')).slice(0, 3);
}

async function filledGallery(desk: AdminDeskStore): Promise<MultimediaEditorStore> {
  const editor = await desk.multimedia.open(null, 'gallery');
  for (const item of await libraryPictures(desk)) editor.addPicture(choiceOf(item)!);
  editor.setText('en', 'title', 'Harbour at dawn');
  editor.setText('zh-cn', 'title', '黎明的港口');
  editor.setText('zh-tw', 'title', '黎明的港口');
  return editor;
}

describe('the videos and galleries desk', () => {
  it('reads and writes its filters in the address, leaving out what is odd', () => {
    expect(multimediaFiltersFromSearch('?query=tea&kind=gallery&category=cat_pictures&subcategory=sub_pictures_landscapes&page=2')).toEqual({
      query: 'tea',
      kind: 'gallery',
      category: 'cat_pictures',
      subcategory: 'sub_pictures_landscapes',
      page: 2,
    });
    // A subsection without its section, a kind there is not, a page below one: left out.
    expect(multimediaFiltersFromSearch('?kind=film&subcategory=sub_x&page=0')).toEqual(NO_MULTIMEDIA_FILTERS);
    expect(searchFromMultimediaFilters({ ...NO_MULTIMEDIA_FILTERS, query: ' 臺北 ', kind: 'video' })).toBe(`?query=${encodeURIComponent('臺北')}&kind=video`);
  });

  it('lists newest first, by kind and section, and finds a title in the other script', async () => {
    const { desk } = await signedInDesk();
    await desk.multimedia.show(NO_MULTIMEDIA_FILTERS);
    const all = desk.multimedia.results.data!;
    const dates = all.items.map((item) => item.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(desk.multimedia.sections.data?.map((section) => section.kind)).toEqual(['multimedia', 'multimedia']);
    // 台北 (Simplified) finds the zh-tw 臺北 and the zh-cn 台北 alike.
    await desk.multimedia.show({ ...NO_MULTIMEDIA_FILTERS, query: '台北', kind: 'video' });
    expect(desk.multimedia.results.data?.items.map((item) => item._id)).toContain('vid_001');
    await desk.multimedia.show({ ...NO_MULTIMEDIA_FILTERS, category: 'cat_pictures' });
    expect(desk.multimedia.results.data?.items.every((item) => item.kind === 'gallery')).toBe(true);
    expect(desk.multimedia.filtered).toBe(true);
  });

  it('a gallery: refused before it is sent until it has titles and two pictures; captions from the library, reordered, 繁體 filled, saved for readers', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.multimedia.open(null, 'gallery');
    expect(await editor.save()).toBe(false);
    expect(editor.error).toEqual({ kind: 'invalid' });
    expect(editor.problems.map((problem) => problem.field)).toEqual(expect.arrayContaining(['data.en.title', 'pictures']));
    const pictures = await libraryPictures(desk);
    for (const item of pictures) editor.addPicture(choiceOf(item)!);
    // A picture chosen twice is there once; its captions are the library's alt texts.
    editor.addPicture(choiceOf(pictures[0]!)!);
    expect(editor.values.kind === 'gallery' && editor.values.pictures.map((picture) => picture.image.path)).toEqual(pictures.map((item) => item.path));
    expect(editor.values.kind === 'gallery' && editor.values.pictures[0]?.data['zh-cn'].caption).toBe(pictures[0]!.alt['zh-cn']);
    editor.movePicture(2, 'up');
    editor.movePicture(0, 'up');
    expect(editor.values.kind === 'gallery' && editor.values.pictures.map((picture) => picture.image.path)).toEqual([pictures[0], pictures[2], pictures[1]].map((item) => item!.path));
    editor.setText('en', 'title', 'Harbour at dawn');
    editor.setText('zh-cn', 'title', '软件里的港口');
    editor.setPictureText(0, 'zh-cn', 'caption', '港口的软件');
    expect(await editor.convert('zh-cn')).toBe(true);
    // Taiwan phrasing: 软件 → 軟體.
    expect(editor.values.data['zh-tw'].title).toBe('軟體裡的港口');
    expect(editor.values.kind === 'gallery' && editor.values.pictures[0]?.data['zh-tw'].caption).toBe('港口的軟體');
    expect(await editor.save()).toBe(true);
    expect(editor.session.success).toBe('created');
    const id = editor.item!._id;
    const row = await stored.get('media', id);
    expect(row?.kind).toBe('gallery');
    expect((JSON.parse(row!.doc) as Gallery).pictures.map((picture) => picture.image.path)).toEqual([pictures[0], pictures[2], pictures[1]].map((item) => item!.path));
    // Deleted after the editor confirms: gone for readers.
    desk.multimedia.askDelete(editor.item!);
    expect(await desk.multimedia.confirmDelete()).toBe(true);
    expect(desk.multimedia.outcome).toEqual({ success: 'deleted', title: 'Harbour at dawn' });
    expect(await stored.get('media', id)).toBeNull();
  });

  it('a video: its length typed as m:ss or offered by the browser, its file and poster from the library', async () => {
    expect([parseDuration('3:20'), parseDuration('1:02:05'), parseDuration('95'), parseDuration('3:75'), parseDuration('three')]).toEqual([200, 3725, 95, null, null]);
    const { desk } = await signedInDesk();
    const editor = await desk.multimedia.open(null, 'video');
    for (const locale of ['en', 'zh-cn', 'zh-tw'] as const) editor.setText(locale, 'title', `Film ${locale}`);
    editor.setDuration('three minutes');
    expect(editor.problemFor('durationSeconds')?.kind).toBe('duration');
    expect(await editor.save()).toBe(false);
    expect(editor.problems.map((problem) => problem.field)).toEqual(expect.arrayContaining(['src', 'poster', 'durationSeconds']));
    const { items: videos } = await listAdminMedia(desk.deps.api, { kind: 'video' });
    editor.chooseVideo(videos[0]!);
    editor.choosePoster((await libraryPictures(desk))[0]!.image!);
    // What the editor typed stays; an empty length takes the browser's.
    editor.offerDuration(5.4);
    expect(editor.values.kind === 'video' && editor.values.duration).toBe('three minutes');
    editor.setDuration('');
    editor.offerDuration(65.4);
    expect(editor.values.kind === 'video' && editor.values.duration).toBe('1:05');
    expect(await editor.save()).toBe(true);
    const row = await stored.get('media', editor.item!._id);
    expect(JSON.parse(row!.doc)).toMatchObject({ kind: 'video', src: videos[0]!.path, durationSeconds: 65 });
  });

  it('two editors save the same gallery: the second meets the first as a conflict, and may keep theirs', async () => {
    const first = await signedInDesk();
    const made = await filledGallery(first.desk);
    expect(await made.save()).toBe(true);
    const id = made.item!._id;
    const mine = await first.desk.multimedia.open(id, 'gallery');
    const theirs = await (await signedInDesk()).desk.multimedia.open(id, 'gallery');
    await Promise.all([mine.session.loadStatus === 'ready' || mine.load(), theirs.session.loadStatus === 'ready' || theirs.load()]);
    theirs.setText('en', 'title', 'Their harbour');
    expect(await theirs.save()).toBe(true);
    mine.setText('en', 'title', 'My harbour');
    expect(await mine.save()).toBe(false);
    expect(mine.conflict?.data.en.title).toBe('Their harbour');
    expect(mine.differences).toContainEqual(expect.objectContaining({ field: 'title', locale: 'en', theirs: 'Their harbour', mine: 'My harbour' }));
    mine.keepTheirs();
    expect(mine.values.data.en.title).toBe('Their harbour');
    expect(mine.dirty).toBe(false);
  });

  it('an ended session keeps the new gallery on this device; after the sign-in it comes back and saves', async () => {
    const { root, desk } = await signedInDesk();
    const editor = await filledGallery(desk);
    db.adminSession.deleteMany({ where: { tokenHash: { equals: hashSecret(root.admin.data?.token ?? '') } } });
    expect(await editor.save()).toBe(false);
    expect(editor.error).toEqual({ kind: 'sessionExpired' });
    expect(await root.admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
    const again = await new AdminDeskStore(root).multimedia.open(null, 'gallery');
    expect(again.session.success).toBe('restoredAfterSignIn');
    expect(again.values.data['zh-tw'].title).toBe('黎明的港口');
    expect(again.values.kind === 'gallery' && again.values.pictures).toHaveLength(3);
    expect(await again.save()).toBe(true);
  });
});
