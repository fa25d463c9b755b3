/**
 * "Header & home" on the desk (issue 14 part 6): the header's banner, promo link and audio per language, checked
 * as the editor types, saved with the versions they were opened at (someone else's save is a conflict shown, not
 * overwritten), uploads checked before they are sent, and readers' header store seeing the change at once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_LIMITS, saveAdminGeneralPage } from '../../contracts/adminPages';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { SEED_ADMIN, SEED_SECOND_ADMIN } from '../../mocks/seedDb';
import { MemoryStorage, type KeyValueStorage } from '../../src/lib/storage';
import { AdminDeskStore } from '../../src/stores/admin/AdminDeskStore';
import { createTestStore } from '../render';

const media = (file: string) => new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media', file)));

async function signedInDesk(editor: { email: string; password: string } = SEED_ADMIN, storage: KeyValueStorage = new MemoryStorage()) {
  const root = createTestStore({ storage });
  if (!root.admin.authenticated) expect(await root.admin.signIn({ email: editor.email, password: editor.password })).toBeUndefined();
  const desk = new AdminDeskStore(root);
  await desk.headerHome.load();
  expect(desk.headerHome.loadStatus).toBe('ready');
  return { root, desk, home: desk.headerHome, storage };
}

describe('HeaderHomeStore', () => {
  it('opens both pages as saved: nothing unsaved, the library loading beside them', async () => {
    const { home } = await signedInDesk();
    expect(home.values?.general.en.headerLink1Text).toBe('Winter travel guide');
    expect(home.values?.general['zh-tw'].headerLink1Href).toBe('');
    expect(home.values?.main['zh-cn'].audioTitle).toBe('欢迎来到寰宇：本周故事');
    expect(home).toMatchObject({ dirty: false, saveState: 'saved', generalVersion: 1, mainVersion: 1 });
    await home.library.load();
    expect(home.library.data?.map((item) => item.path)).toEqual(['/media/audio/welcome.mp3']);
  });

  it('an editor sets the zh-tw promo link, saves, and a reader’s header store reads it at once', async () => {
    const { home } = await signedInDesk();
    home.setLink('zh-tw', 'headerLink1Href', '/zh-tw/categories/travel');
    home.setLink('zh-tw', 'headerLink1Text', '冬季旅遊指南');
    expect(home).toMatchObject({ dirty: true, generalDirty: true, mainDirty: false, saveState: 'unsaved' });
    expect(await home.save()).toBe(true);
    expect(home).toMatchObject({ success: 'saved', error: null, dirty: false, generalVersion: 2, mainVersion: 1 });
    const reader = createTestStore({ locale: 'zh-tw' });
    await reader.content.generalPage.load();
    expect(reader.content.generalPage.data?.data['zh-tw']).toMatchObject({ headerLink1Href: '/zh-tw/categories/travel', headerLink1Text: '冬季旅遊指南' });
  });

  it('says at once that an address is not allowed (javascript:), and keeps what was typed', async () => {
    const { home } = await signedInDesk();
    home.setLink('en', 'headerLink1Href', 'javascript:alert(1)');
    expect(home.problemFor('en.headerLink1Href')).toEqual({ field: 'en.headerLink1Href', kind: 'hrefInvalid' });
    expect(await home.save()).toBe(false);
    expect(home.error).toEqual({ kind: 'invalid' });
    expect(home.values?.general.en.headerLink1Href).toBe('javascript:alert(1)');
  });

  it('asks for the link text and the audio title only once a save was tried, then clears the message as it is fixed', async () => {
    const { home } = await signedInDesk();
    home.setLink('zh-cn', 'headerLink1Text', '');
    home.setAudioTitle('en', '');
    expect(home.problems).toEqual([]);
    expect(await home.save()).toBe(false);
    expect(home.problems).toEqual([
      { field: 'en.audioTitle', kind: 'titleRequired' },
      { field: 'zh-cn.headerLink1Text', kind: 'textRequired' },
    ]);
    home.setLink('zh-cn', 'headerLink1Text', '冬季旅行指南');
    home.setAudioTitle('en', 'Welcome');
    expect(home.error).toBeNull();
    expect(await home.save()).toBe(true);
  });

  it('a text with no address asks for one; a text over its limit says by how much and is never cut', async () => {
    const { home } = await signedInDesk();
    home.setLink('zh-tw', 'headerLink1Text', '只有文字');
    await home.save();
    expect(home.problemFor('zh-tw.headerLink1Href')?.kind).toBe('hrefRequired');
    const long = 'x'.repeat(PAGE_LIMITS.linkText + 3);
    home.setLink('en', 'headerLink1Text', long);
    expect(home.problemFor('en.headerLink1Text')).toEqual({ field: 'en.headerLink1Text', kind: 'tooLong', max: PAGE_LIMITS.linkText });
    expect(home.values?.general.en.headerLink1Text).toBe(long);
  });

  it('someone else saved since: the conflict shows what differs; keeping theirs drops mine, saving mine overwrites knowingly', async () => {
    const mine = await signedInDesk();
    const theirs = await signedInDesk(SEED_SECOND_ADMIN);
    theirs.home.setLink('en', 'headerLink1Text', 'Their promo');
    expect(await theirs.home.save()).toBe(true);
    mine.home.setLink('en', 'headerLink1Text', 'My promo');
    expect(await mine.home.save()).toBe(false);
    expect(mine.home.saveState).toBe('conflict');
    expect(mine.home.conflict?.general?.updatedBy).toBe(SEED_SECOND_ADMIN.name);
    expect(mine.home.conflict?.main).toBeNull();
    expect(mine.home.differences).toEqual([{ locale: 'en', field: 'headerLink1Text', theirs: 'Their promo', mine: 'My promo' }]);
    expect(await mine.home.saveMine()).toBe(true);
    expect(mine.home).toMatchObject({ success: 'saved', generalVersion: 3 });

    theirs.home.setLink('en', 'headerLink1Text', 'Their second promo');
    expect(await theirs.home.save()).toBe(false);
    theirs.home.keepTheirs();
    expect(theirs.home).toMatchObject({ success: 'keptTheirs', dirty: false, conflict: null });
    expect(theirs.home.values?.general.en.headerLink1Text).toBe('My promo');
  });

  it('uploads a banner with its WebP and shows it once saved; checks the type and size before sending', async () => {
    const { home } = await signedInDesk();
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    expect(await home.uploadBanner('en', gif)).toBe(false);
    expect(home.error).toEqual({ kind: 'bannerType' });
    const huge = new File([new Uint8Array(PAGE_LIMITS.bannerBytes + 1)], 'huge.jpg', { type: 'image/jpeg' });
    expect(await home.uploadBanner('en', huge)).toBe(false);
    expect(home.error).toEqual({ kind: 'bannerTooLarge' });
    const jpeg = new File([media('banners/banner-2.jpg')], 'banner.jpg', { type: 'image/jpeg' });
    const webp = new File([media('banners/banner-2.webp')], 'banner.webp', { type: 'image/webp' });
    expect(await home.uploadBanner('zh-tw', jpeg, () => Promise.resolve(webp))).toBe(true);
    expect(home).toMatchObject({ error: null, success: 'bannerUploaded', uploading: null, dirty: true });
    const banner = home.values?.general['zh-tw'].headerBanner;
    expect(banner).toHaveLength(1);
    expect(banner?.[0]?.pathWebp).toMatch(/\.webp$/);
    expect(await home.save()).toBe(true);
  });

  it('uploads an audio file, chooses it for the language and lists it in the library; refuses a WAV before sending', async () => {
    const { home } = await signedInDesk();
    expect(await home.uploadAudio('en', new File(['RIFF'], 'a.wav', { type: 'audio/wav' }))).toBe(false);
    expect(home.error).toEqual({ kind: 'audioType' });
    expect(await home.uploadAudio('en', new File([media('audio/welcome.mp3')], 'Briefing.mp3', { type: 'audio/mpeg' }))).toBe(true);
    const path = home.values?.main.en.audioFile[0]?.path ?? '';
    expect(path).toMatch(/^\/api\/media\/audio\//);
    expect(home.library.data?.[0]).toMatchObject({ path, name: 'Briefing.mp3' });
    home.chooseAudio('zh-cn', null);
    expect(await home.save()).toBe(true);
    expect(home.values?.main['zh-cn']).toEqual({ audioFile: [], audioTitle: '欢迎来到寰宇：本周故事' });
  });

  it('a server refusal is said with its text, and the work stays', async () => {
    const { home } = await signedInDesk();
    server.use(faultHandler(saveAdminGeneralPage, 'badRequest'));
    home.setLink('en', 'headerLink1Text', 'Kept');
    expect(await home.save()).toBe(false);
    expect(home.error).toMatchObject({ kind: 'server' });
    expect(home.values?.general.en.headerLink1Text).toBe('Kept');
    expect(home.saveState).toBe('unsaved');
  });

  it('an ended session keeps the work on this device, and the next desk brings it back without asking', async () => {
    const storage = new MemoryStorage();
    const { root, home } = await signedInDesk(SEED_ADMIN, storage);
    home.setLink('zh-tw', 'headerLink1Text', '保留這段文字');
    home.setLink('zh-tw', 'headerLink1Href', '/zh-tw/');
    root.admin.signOut();
    expect(await home.save()).toBe(false);
    expect(home.error).toEqual({ kind: 'sessionExpired' });
    const again = await signedInDesk(SEED_ADMIN, storage);
    expect(again.home).toMatchObject({ success: 'restoredAfterSignIn', dirty: true });
    expect(again.home.values?.general['zh-tw'].headerLink1Text).toBe('保留這段文字');
    expect(await again.home.save()).toBe(true);
  });
});
