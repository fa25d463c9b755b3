/**
 * The desk's media library on the mock backend (issue 25 item 3, docs/decisions/098): the seed's pictures and
 * sound are in it; what a file is, its bytes decide; alt texts per language and a credit are kept; a replaced
 * file is followed by every story and page using it; an item in use is not deleted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getAdminArticle, saveAdminArticle, type AdminArticle } from '../contracts/adminArticles';
import {
  ADMIN_MEDIA_ERRORS,
  deleteAdminMedia,
  getAdminMedia,
  listAdminMedia,
  MEDIA_LIMITS,
  replaceAdminMedia,
  updateAdminMedia,
  uploadAdminMedia,
  type MediaItem,
  type MediaUse,
} from '../contracts/adminMedia';
import { getAdminPages } from '../contracts/adminPages';
import { getPage, type MainPage } from '../contracts/content';
import { LOCALES, mapLocales } from '../contracts/common';
import { mediaKindOf } from '../src/rules/adminMedia';
import { inputOf } from '../src/stores/admin/articleValues';
import { callEndpoint } from './contracts/http';
import { BASE, expectFailure, signedInEditor } from './deskCalls';

const desk = signedInEditor().call;
const media = (file: string) => new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media', file)));
const jpeg = (name = 'harbour.jpg') => new File([media('articles/a05.jpg')], name, { type: 'image/jpeg' });
const pdfBytes = () => new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');

async function upload(file: File): Promise<MediaItem> {
  const reply = await desk(uploadAdminMedia, { body: {}, files: [file] });
  expect(reply.status, JSON.stringify(reply.json)).toBe(201);
  return (reply.json as { item: MediaItem }).item;
}

async function detail(id: string): Promise<{ item: MediaItem; uses: MediaUse[] }> {
  return (await desk(getAdminMedia, { query: { id } })).json as { item: MediaItem; uses: MediaUse[] };
}

describe('what a file is, by its bytes', () => {
  it('knows pictures and sounds, and nothing else, whatever the name says', async () => {
    expect(await mediaKindOf(media('articles/a01.jpg'))).toMatchObject({ kind: 'picture', type: 'image/jpeg', size: { width: 1600, height: 900 } });
    expect(await mediaKindOf(media('articles/a01.webp'))).toMatchObject({ kind: 'picture', type: 'image/webp' });
    expect(await mediaKindOf(media('audio/welcome.mp3'))).toEqual({ kind: 'audio', type: 'audio/mpeg', extension: 'mp3' });
    expect(await mediaKindOf(pdfBytes())).toBeNull();
    expect(await mediaKindOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
  });
});

describe('the media library on the desk', () => {
  it("lists the seed's pictures and sound, newest first, searchable by alt text in any script and by credit", async () => {
    const all = (await desk(listAdminMedia, { query: { pageSize: 100 } })).json as { items: MediaItem[]; total: number };
    expect(all.total).toBe(all.items.length);
    expect(all.items.map((item) => item.path)).toEqual(expect.arrayContaining(['/media/articles/a01.jpg', '/media/audio/welcome.mp3', '/media/banners/banner-1.jpg']));
    const sounds = (await desk(listAdminMedia, { query: { kind: 'audio' } })).json as { items: MediaItem[] };
    expect(sounds.items.map((item) => item.kind)).toEqual(['audio']);
    // The zh-cn alt text says 深蓝; searching in Traditional finds it too.
    const navy = (await desk(listAdminMedia, { query: { query: '深藍' } })).json as { items: MediaItem[]; total: number };
    expect(navy.total).toBeGreaterThan(0);
    expect(navy.items.every((item) => item.alt['zh-cn'].includes('深蓝'))).toBe(true);
    const credited = (await desk(listAdminMedia, { query: { query: 'huanyu studio', kind: 'picture' } })).json as { total: number };
    // The stories' 24 pictures and the three films' posters.
    expect(credited.total).toBe(27);
  });

  it('says where a picture is used: the stories whose cover it is', async () => {
    const { uses } = await detail('med_a01');
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.every((use) => use.kind === 'article' && use.title !== '')).toBe(true);
  });

  it('an upload is kept once, with its renditions path, and a .jpg name on a PDF is refused by its bytes', async () => {
    const item = await upload(jpeg());
    expect(item).toMatchObject({ kind: 'picture', name: 'harbour.jpg', type: 'image/jpeg', version: 1, alt: mapLocales(() => ''), credit: '' });
    expect(item.path).toMatch(/^\/api\/media\/pictures\/[0-9a-f]{64}\.jpg$/);
    expect(item.image).toMatchObject({ path: item.path, width: 1600, height: 900 });
    expect((await upload(jpeg('again.jpg')))._id).toBe(item._id);
    const sound = await upload(new File([media('audio/welcome.mp3')], 'briefing.mp3', { type: 'audio/mpeg' }));
    expect(sound).toMatchObject({ kind: 'audio', image: null, type: 'audio/mpeg' });
    const pdf = new File([pdfBytes()], 'holiday.jpg', { type: 'image/jpeg' });
    expectFailure(await desk(uploadAdminMedia, { body: {}, files: [pdf] }), 400, ADMIN_MEDIA_ERRORS.notMedia, 'file');
    const big = new File([media('articles/a05.jpg'), new Uint8Array(MEDIA_LIMITS.pictureBytes)], 'big.jpg', { type: 'image/jpeg' });
    expectFailure(await desk(uploadAdminMedia, { body: {}, files: [big] }), 413, ADMIN_MEDIA_ERRORS.pictureTooLarge, 'file');
  });

  it('keeps alt texts per language and a credit, trimmed; an edit from an older version is a conflict', async () => {
    const item = await upload(jpeg());
    const alt = mapLocales((locale) => ` harbour at dawn (${locale}) `);
    const reply = await desk(updateAdminMedia, { query: { id: item._id }, body: { version: 1, alt: { ...alt, 'zh-tw': '黎明時的港口' }, credit: ' Photo: Lin Wen ' } });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const saved = (reply.json as { item: MediaItem }).item;
    expect(saved).toMatchObject({ version: 2, credit: 'Photo: Lin Wen', alt: { en: 'harbour at dawn (en)', 'zh-tw': '黎明時的港口' } });
    expect(Object.keys(saved.alt)).toEqual([...LOCALES]);
    expectFailure(await desk(updateAdminMedia, { query: { id: item._id }, body: { version: 1, alt, credit: '' } }), 409, ADMIN_MEDIA_ERRORS.versionConflict, 'version');
    expectFailure(await desk(updateAdminMedia, { query: { id: 'med_none' }, body: { version: 1, alt, credit: '' } }), 404, ADMIN_MEDIA_ERRORS.notFound, 'id');
  });

  it('a replaced picture keeps its id, and the story using it shows the new file', async () => {
    const item = await upload(jpeg());
    const { article } = (await desk(getAdminArticle, { query: { id: 'art_002' } })).json as { article: AdminArticle };
    const input = { ...inputOf(article), image: item.image };
    const saved = await desk(saveAdminArticle, { query: { id: article._id }, body: { version: article.version, byHand: true, article: input } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect((await detail(item._id)).uses).toEqual([expect.objectContaining({ kind: 'article', id: 'art_002' })]);
    const replaced = await desk(replaceAdminMedia, { query: { id: item._id }, body: {}, files: [new File([media('articles/a09.webp')], 'harbour-2.webp', { type: 'image/webp' })] });
    expect(replaced.status, JSON.stringify(replaced.json)).toBe(200);
    const answer = replaced.json as { item: MediaItem; uses: MediaUse[] };
    expect(answer.item).toMatchObject({ _id: item._id, name: 'harbour-2.webp', type: 'image/webp', version: 2 });
    expect(answer.item.path).not.toBe(item.path);
    expect(answer.uses.map((use) => use.id)).toEqual(['art_002']);
    const after = (await desk(getAdminArticle, { query: { id: 'art_002' } })).json as { article: AdminArticle };
    expect(after.article.image).toEqual(answer.item.image);
    // The story changed under anyone who had it open: their Save from the old version is a conflict, not the old file back.
    const opened = (saved.json as { article: AdminArticle }).article;
    expect(after.article.version).toBe(opened.version + 1);
    const stale = await desk(saveAdminArticle, { query: { id: article._id }, body: { version: opened.version, byHand: true, article: inputOf(opened) } });
    expect(stale.status, JSON.stringify(stale.json)).toBe(409);
    // A sound does not replace a picture.
    const sound = new File([media('audio/welcome.mp3')], 'a.mp3', { type: 'audio/mpeg' });
    expectFailure(await desk(replaceAdminMedia, { query: { id: item._id }, body: {}, files: [sound] }), 400, ADMIN_MEDIA_ERRORS.kindChanged, 'file');
  });

  it("a replaced sound is what the home page's player plays", async () => {
    const ogg = new File([media('audio/welcome.mp3')], 'welcome-2.mp3', { type: 'audio/mpeg' });
    // The seed's sound is on the home page: its replacement is the new file, everywhere.
    const reply = await desk(replaceAdminMedia, { query: { id: 'med_welcome' }, body: {}, files: [ogg] });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const { item, uses } = reply.json as { item: MediaItem; uses: MediaUse[] };
    expect(uses).toEqual([{ kind: 'page', id: 'main', title: 'main' }]);
    // The header & home editor open on the old version meets a conflict.
    const pages = (await desk(getAdminPages, {})).json as { main: { version: number } };
    expect(pages.main.version).toBe(2);
    const page = (await callEndpoint(BASE, getPage, { query: { pageId: 'main' } })).json as { page: MainPage };
    expect(page.page.data.en.audioFile[0]?.path).toBe(item.path);
  });

  it('deletes an item nobody uses, and refuses one in use', async () => {
    expectFailure(await desk(deleteAdminMedia, { query: { id: 'med_a01' } }), 409, ADMIN_MEDIA_ERRORS.inUse, 'id');
    const item = await upload(jpeg());
    expect((await desk(deleteAdminMedia, { query: { id: item._id } })).status).toBe(200);
    expectFailure(await desk(getAdminMedia, { query: { id: item._id } }), 404, ADMIN_MEDIA_ERRORS.notFound, 'id');
  });
});
