/**
 * The desk's "Header & home" on the mock backend (issue 14 part 6, docs/decisions/043): a save is in readers'
 * getPage at once, a stale version is refused, links and audio are checked, uploads are measured by their bytes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PAGE_ERRORS,
  getAdminPages,
  isPromoHref,
  listAdminAudio,
  PAGE_LIMITS,
  saveAdminGeneralPage,
  saveAdminMainPage,
  uploadAdminAudio,
  uploadAdminBanner,
  type AdminGeneralPage,
  type AdminMainPage,
  type AudioMedia,
} from '../contracts/adminPages';
import { getPage, type GeneralPage, type HeaderBanner, type MainPage } from '../contracts/content';
import { fixtures } from '../mocks/seed/fixtures';
import { callEndpoint } from './contracts/http';
import { BASE, expectFailure, signedInEditor } from './deskCalls';

const desk = signedInEditor().call;
const media = (file: string) => new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media', file)));

async function pages(): Promise<{ general: AdminGeneralPage; main: AdminMainPage }> {
  return (await desk(getAdminPages)).json as { general: AdminGeneralPage; main: AdminMainPage };
}

async function readerPage<P extends 'general' | 'main'>(pageId: P): Promise<P extends 'general' ? GeneralPage : MainPage> {
  const reply = await callEndpoint(BASE, getPage, { query: { pageId } });
  return (reply.json as { page: P extends 'general' ? GeneralPage : MainPage }).page;
}

describe('the header and home pages on the desk', () => {
  it("answers both pages as seeded: version 1, nobody's save yet", async () => {
    const { general, main } = await pages();
    expect(general).toMatchObject({ pageId: 'general', version: 1, updatedAt: null, updatedBy: '' });
    expect(general.data['zh-cn'].headerLink1Text).toBe('冬季旅行指南');
    expect(main).toMatchObject({ pageId: 'main', version: 1 });
    expect(main.data.en.audioFile[0]?.path).toBe('/media/audio/welcome.mp3');
  });

  it("a saved promo link is in readers' header at once, trimmed, with who saved it", async () => {
    const { general } = await pages();
    const data = { ...general.data, 'zh-tw': { ...general.data['zh-tw'], headerLink1Href: ' /zh-tw/categories/travel ', headerLink1Text: ' 冬季旅遊指南 ' } };
    const reply = await desk(saveAdminGeneralPage, { body: { version: 1, data } });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    expect((reply.json as { page: AdminGeneralPage }).page).toMatchObject({ version: 2, updatedBy: fixtures.editor.name });
    const reader = await readerPage('general');
    expect(reader.data['zh-tw']).toMatchObject({ headerLink1Href: '/zh-tw/categories/travel', headerLink1Text: '冬季旅遊指南' });
  });

  it('a cleared link leaves the reader\'s page without one', async () => {
    const { general } = await pages();
    const data = { ...general.data, en: { headerBanner: general.data.en.headerBanner, headerLink1Href: '', headerLink1Text: '' } };
    expect((await desk(saveAdminGeneralPage, { body: { version: 1, data } })).status).toBe(200);
    const reader = await readerPage('general');
    expect(reader.data.en).toEqual({ headerBanner: general.data.en.headerBanner });
  });

  it('a stale version is 409 and changes nothing', async () => {
    const { general } = await pages();
    expect((await desk(saveAdminGeneralPage, { body: { version: 1, data: general.data } })).status).toBe(200);
    const changed = { ...general.data, en: { ...general.data.en, headerLink1Text: 'Overwritten?' } };
    expectFailure(await desk(saveAdminGeneralPage, { body: { version: 1, data: changed } }), 409, ADMIN_PAGE_ERRORS.versionConflict, 'version');
    expect((await readerPage('general')).data.en.headerLink1Text).toBe('Winter travel guide');
  });

  it.each([
    ['javascript:alert(1)', ADMIN_PAGE_ERRORS.linkHrefInvalid, 'headerLink1Href'],
    ['//evil.example/x', ADMIN_PAGE_ERRORS.linkHrefInvalid, 'headerLink1Href'],
    ['java\tscript:alert(1)', ADMIN_PAGE_ERRORS.linkHrefInvalid, 'headerLink1Href'],
    ['ftp://files.example.com', ADMIN_PAGE_ERRORS.linkHrefInvalid, 'headerLink1Href'],
  ])('refuses the address %j', async (href, message, field) => {
    const { general } = await pages();
    const data = { ...general.data, 'zh-cn': { ...general.data['zh-cn'], headerLink1Href: href } };
    expectFailure(await desk(saveAdminGeneralPage, { body: { version: 1, data } }), 400, message, `data.zh-cn.${field}`);
  });

  it('needs a text with an address, and an address with a text', async () => {
    const { general } = await pages();
    const noText = { ...general.data, en: { ...general.data.en, headerLink1Text: '  ' } };
    expectFailure(await desk(saveAdminGeneralPage, { body: { version: 1, data: noText } }), 400, ADMIN_PAGE_ERRORS.linkTextRequired, 'data.en.headerLink1Text');
    const noHref = { ...general.data, 'zh-tw': { ...general.data['zh-tw'], headerLink1Text: '只有文字' } };
    expectFailure(await desk(saveAdminGeneralPage, { body: { version: 1, data: noHref } }), 400, ADMIN_PAGE_ERRORS.linkHrefRequired, 'data.zh-tw.headerLink1Href');
  });

  it('refuses a banner that is neither the seed\'s nor uploaded', async () => {
    const { general } = await pages();
    const data = { ...general.data, en: { ...general.data.en, headerBanner: [{ path: 'https://evil.example/b.jpg', pathWebp: 'https://evil.example/b.webp' }] } };
    expectFailure(await desk(saveAdminGeneralPage, { body: { version: 1, data } }), 400, ADMIN_PAGE_ERRORS.unknownBanner, 'data.en.headerBanner');
  });

  it('the audio title is needed with a file; an unknown file is refused; a saved audio plays for readers', async () => {
    const { main } = await pages();
    const untitled = { ...main.data, 'zh-tw': { ...main.data['zh-tw'], audioTitle: ' ' } };
    expectFailure(await desk(saveAdminMainPage, { body: { version: 1, data: untitled } }), 400, ADMIN_PAGE_ERRORS.audioTitleRequired, 'data.zh-tw.audioTitle');
    const unknown = { ...main.data, en: { ...main.data.en, audioFile: [{ path: '/api/media/audio/nothing.mp3' }] } };
    expectFailure(await desk(saveAdminMainPage, { body: { version: 1, data: unknown } }), 400, ADMIN_PAGE_ERRORS.unknownAudio, 'data.en.audioFile');
    const silent = { ...main.data, en: { audioFile: [], audioTitle: '' } };
    expect((await desk(saveAdminMainPage, { body: { version: 1, data: silent } })).status).toBe(200);
    expect((await readerPage('main')).data.en).toEqual({ audioFile: [], audioTitle: '' });
  });
});

describe('banner uploads', () => {
  const jpeg = () => new File([media('banners/banner-2.jpg')], 'banner.jpg', { type: 'image/jpeg' });
  const webp = () => new File([media('banners/banner-2.webp')], 'banner.webp', { type: 'image/webp' });

  it('keeps the picture and its WebP, serves both, and the header uses them once saved', async () => {
    const reply = await desk(uploadAdminBanner, { body: {}, files: [jpeg(), webp()] });
    expect(reply.status, JSON.stringify(reply.json)).toBe(201);
    const { banner } = reply.json as { banner: HeaderBanner };
    expect(banner.path).toMatch(/^\/api\/media\/pictures\/[0-9a-f]{64}\.jpg$/);
    expect(banner.pathWebp).toMatch(/^\/api\/media\/pictures\/[0-9a-f]{64}\.webp$/);
    const served = await fetch(`${BASE}${banner.pathWebp}`);
    expect(served.headers.get('Content-Type')).toBe('image/webp');
    const { general } = await pages();
    const data = { ...general.data, 'zh-tw': { ...general.data['zh-tw'], headerBanner: [banner] } };
    expect((await desk(saveAdminGeneralPage, { body: { version: 1, data } })).status).toBe(200);
    expect((await readerPage('general')).data['zh-tw'].headerBanner).toEqual([banner]);
  });

  it('without a WebP, pathWebp is the picture itself (never a JPEG labelled WebP)', async () => {
    const { banner } = (await desk(uploadAdminBanner, { body: {}, files: [jpeg()] })).json as { banner: HeaderBanner };
    expect(banner.pathWebp).toBe(banner.path);
  });

  it('refuses another type, a file that is no picture, a second file that is not its WebP, and a file too large', async () => {
    expectFailure(await desk(uploadAdminBanner, { body: {}, files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] }), 400, ADMIN_PAGE_ERRORS.imageType, 'file');
    expectFailure(await desk(uploadAdminBanner, { body: {}, files: [new File(['hello'], 'a.jpg', { type: 'image/jpeg' })] }), 400, ADMIN_PAGE_ERRORS.imageType, 'file');
    const otherSize = new File([media('articles/a01.webp')], 'a.webp', { type: 'image/webp' });
    expectFailure(await desk(uploadAdminBanner, { body: {}, files: [jpeg(), otherSize] }), 400, ADMIN_PAGE_ERRORS.webpMismatch, 'webp');
    const notWebp = new File([media('banners/banner-2.jpg')], 'b.webp', { type: 'image/webp' });
    expectFailure(await desk(uploadAdminBanner, { body: {}, files: [jpeg(), notWebp] }), 400, ADMIN_PAGE_ERRORS.webpMismatch, 'webp');
    const big = new File([new Uint8Array(PAGE_LIMITS.bannerBytes + 1)], 'big.jpg', { type: 'image/jpeg' });
    expectFailure(await desk(uploadAdminBanner, { body: {}, files: [big] }), 413, ADMIN_PAGE_ERRORS.imageTooLarge, 'file');
  });
});

describe('audio uploads and the media library', () => {
  const mp3 = () => new File([media('audio/welcome.mp3')], 'Weekly briefing.mp3', { type: 'audio/mpeg' });

  it('an uploaded MP3 joins the library first, is served, and can be chosen for the main page', async () => {
    const reply = await desk(uploadAdminAudio, { body: {}, files: [mp3()] });
    expect(reply.status, JSON.stringify(reply.json)).toBe(201);
    const { audio } = reply.json as { audio: AudioMedia };
    expect(audio).toMatchObject({ name: 'Weekly briefing.mp3', size: media('audio/welcome.mp3').byteLength });
    expect(audio.path).toMatch(/^\/api\/media\/audio\/[0-9a-f]{64}\.mp3$/);
    const { items } = (await desk(listAdminAudio)).json as { items: AudioMedia[] };
    expect(items.map((item) => item.path)).toEqual([audio.path, '/media/audio/welcome.mp3']);
    const served = await fetch(`${BASE}${audio.path}`);
    expect(served.headers.get('Content-Type')).toBe('audio/mpeg');
    const { main } = await pages();
    const data = { ...main.data, 'zh-cn': { audioFile: [{ path: audio.path }], audioTitle: '每周简报' } };
    expect((await desk(saveAdminMainPage, { body: { version: 1, data } })).status).toBe(200);
    expect((await readerPage('main')).data['zh-cn']).toEqual({ audioFile: [{ path: audio.path }], audioTitle: '每周简报' });
  });

  it('knows M4A and Ogg by their bytes, and refuses what is none of the three', async () => {
    const m4a = new Uint8Array([0, 0, 0, 0x20, ...new TextEncoder().encode('ftypM4A '), 0, 0, 0, 0]);
    expect((await desk(uploadAdminAudio, { body: {}, files: [new File([m4a], 'a.m4a', { type: 'audio/x-m4a' })] })).status).toBe(201);
    // An Ogg page's header (27 bytes and its one segment's length), then a Vorbis stream's first packet.
    const oggPage = [...new TextEncoder().encode('OggS'), 0, 2, ...new Array<number>(8).fill(0), 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 30];
    const ogg = new Uint8Array([...oggPage, ...new TextEncoder().encode('\u0001vorbis'), ...new Array<number>(23).fill(0)]);
    expect((await desk(uploadAdminAudio, { body: {}, files: [new File([ogg], 'a.ogg', { type: 'audio/ogg' })] })).status).toBe(201);
    expectFailure(await desk(uploadAdminAudio, { body: {}, files: [new File(['RIFF....WAVE'], 'a.wav', { type: 'audio/wav' })] }), 400, ADMIN_PAGE_ERRORS.audioType, 'file');
    expectFailure(await desk(uploadAdminAudio, { body: {}, files: [new File(['<html>'], 'a.mp3', { type: 'audio/mpeg' })] }), 400, ADMIN_PAGE_ERRORS.audioType, 'file');
    const big = new File([new Uint8Array(PAGE_LIMITS.audioBytes + 1)], 'big.mp3', { type: 'audio/mpeg' });
    expectFailure(await desk(uploadAdminAudio, { body: {}, files: [big] }), 413, ADMIN_PAGE_ERRORS.audioTooLarge, 'file');
  });
});

describe('isPromoHref', () => {
  it.each(['https://example.com', 'https://news.example.org:8443/a?b=1#c', '/zh-tw/categories/travel', '/'])('allows %j', (href) => {
    expect(isPromoHref(href)).toBe(true);
  });
  // The third probe (issue 29): a plain-http link, a user name before the host, a port past 65535, a line separator.
  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', '//example.com', 'example.com', 'https://localhost', '/a b', '/a\\b', 'https://user@example.com', 'mailto:a@b.co', 'http://news.example.org/a', 'https://evil.example@good.example/', 'https://good.example:99999/', 'https://good.example/\u2028x', '/en/\u2028x'])(
    'refuses %j',
    (href) => {
      expect(isPromoHref(href)).toBe(false);
    },
  );
});
