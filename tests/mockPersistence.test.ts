import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminSignIn } from '../contracts/admin';
import { createAdminArticle, deleteAdminArticle, setAdminArticleStatus, uploadAdminImage, type AdminArticle } from '../contracts/adminArticles';
import type { ImageRef } from '../contracts/common';
import { getArticle, getPage, type GeneralPage, type MainPage } from '../contracts/content';
import { getAdminPages, saveAdminGeneralPage, uploadAdminAudio, type AdminGeneralPage } from '../contracts/adminPages';
import { db } from '../mocks/db';
import { seed } from '../mocks/seed/data';
import { fixtures } from '../mocks/seed/fixtures';
import { callEndpoint } from './contracts/http';
import { fileStore } from '../mocks/fileStore';
import { persistDb } from '../mocks/persistence';
import { resetDb } from '../mocks/seedDb';

let dir: string;
let stops: (() => void)[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'resilience-db-'));
});
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  rmSync(dir, { recursive: true, force: true });
});

function persist(path: string) {
  const handle = persistDb(fileStore(path), 'db');
  stops.push(handle.stop);
  return handle;
}

const like = (id: string) => ({ id, userId: 'usr_reader', targetKind: 'article', targetId: 'art_001', drafted: false, createdAt: 1 });

describe('the mock database on disk (issue 16 item 8)', () => {
  it('what readers do survives a restart of the mock server', () => {
    const path = join(dir, 'db.json');
    const { flush, stop } = persist(path);
    db.like.create(like('like_kept'));
    flush();
    stop();
    resetDb();
    expect(db.like.findFirst({ where: { id: { equals: 'like_kept' } } })).toBeNull();
    persist(path);
    expect(db.like.findFirst({ where: { id: { equals: 'like_kept' } } })?.targetId).toBe('art_001');
  });

  it('a write that fails half-way leaves the previous file whole, and no temporary file behind', () => {
    const path = join(dir, 'db.json');
    const store = fileStore(path);
    store.setItem('db', '{"first":true}');
    // The next write's temporary file cannot be created (a directory is in its place): the write fails mid-way.
    const blocked = `${path}.${process.pid}.2.tmp`;
    mkdirSync(blocked);
    expect(() => store.setItem('db', '{"second":true}')).toThrow();
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ first: true });
    store.setItem('db', '{"third":true}');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ third: true });
  });

  it('a torn or foreign file starts the mock from the seed, never from half a restore', () => {
    const seedUsers = db.user.count();
    const torn = join(dir, 'torn.json');
    writeFileSync(torn, '{"version":1,"nextId":5,"tables":{"user":[{"id":"u1"');
    persist(torn);
    expect(db.user.count()).toBe(seedUsers);
    // Rows the tables refuse (a user without its columns) after the users were cleared: back to the seed.
    const refused = join(dir, 'refused.json');
    writeFileSync(refused, JSON.stringify({ version: 1, nextId: 5, tables: { user: [{ id: 'u1' }], like: [{ nope: 1 }] } }));
    persist(refused);
    expect(db.user.count()).toBe(seedUsers);
  });
});

describe("the editors' work on disk (issue 14)", () => {
  const BASE = 'http://127.0.0.1';
  const signedIn = async () => {
    const reply = await callEndpoint(BASE, adminSignIn, { body: { email: fixtures.editor.email, password: fixtures.editor.password } });
    return (reply.json as { token: string }).token;
  };

  it('a published article and its uploaded picture survive a restart of the mock server', async () => {
    const path = join(dir, 'db.json');
    const { flush, stop } = persist(path);
    const token = await signedIn();
    const cover = new File([new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media/articles/a03.jpg')))], 'c.jpg', { type: 'image/jpeg' });
    const { image } = (await callEndpoint(BASE, uploadAdminImage, { body: {}, files: [cover], token })).json as { image: ImageRef };
    const source = seed.articles[0]!;
    const text = { title: 'Kept', standfirst: 'Kept.', body: '<p>Kept.</p>', imageAlt: 'Kept' };
    const body = {
      alias: 'kept-across-restarts',
      category: source.data.en.category,
      subcategory: null,
      authorId: source.authorId,
      image,
      data: { en: text, 'zh-cn': text, 'zh-tw': text },
    };
    const { article } = (await callEndpoint(BASE, createAdminArticle, { body, token })).json as { article: AdminArticle };
    await callEndpoint(BASE, setAdminArticleStatus, { query: { id: article._id }, body: { version: 1, status: 'published' }, token });
    flush();
    stop();
    resetDb();
    expect((await callEndpoint(BASE, getArticle, { query: { slug: 'kept-across-restarts' } })).status).toBe(404);
    persist(path);
    const read = await callEndpoint(BASE, getArticle, { query: { slug: 'kept-across-restarts' } });
    expect(read.status).toBe(200);
    expect((read.json as { article: { image: ImageRef } }).article.image).toEqual(image);
    expect((await fetch(`${BASE}${image.path}`)).status).toBe(200);
  });

  it('only what the desk changed is saved: untouched seeded articles stay the seed, deleted ones stay deleted', async () => {
    const path = join(dir, 'db.json');
    const { flush, stop } = persist(path);
    const token = await signedIn();
    const gone = seed.articles[1]!;
    await callEndpoint(BASE, deleteAdminArticle, { query: { id: gone._id, version: 1 }, token });
    flush();
    const saved = JSON.parse(readFileSync(path, 'utf8')) as { tables: { article: unknown[] }; deletedArticles: string[] };
    expect(saved.tables.article).toEqual([]);
    expect(saved.deletedArticles).toEqual([gone._id]);
    stop();
    resetDb();
    persist(path);
    expect(db.article.findFirst({ where: { id: { equals: gone._id } } })).toBeNull();
    expect(db.article.count()).toBe(seed.articles.length - 1);
  });

  it("a snapshot from before the desk (version 2) still restores the readers' tables, with the seed's articles and editors", () => {
    const path = join(dir, 'old.json');
    const editorRow = db.admin.findFirst({ where: { id: { equals: 'adm_editor' } }, strict: true });
    writeFileSync(path, JSON.stringify({ version: 2, nextId: 500, tables: { like: [like('like_old')], admin: [{ ...editorRow }] } }));
    persist(path);
    expect(db.like.findFirst({ where: { id: { equals: 'like_old' } } })).not.toBeNull();
    expect(db.article.count()).toBe(seed.articles.length);
    expect(db.admin.findFirst({ where: { email: { equals: fixtures.secondEditor.email } } })).not.toBeNull();
  });

  it('a saved header (promo link) and an uploaded audio survive a restart; an unsaved page stays the seed', async () => {
    const path = join(dir, 'db.json');
    const { flush, stop } = persist(path);
    const token = await signedIn();
    const { general } = (await callEndpoint(BASE, getAdminPages, { token })).json as { general: AdminGeneralPage };
    const data = { ...general.data, 'zh-tw': { ...general.data['zh-tw'], headerLink1Href: '/zh-tw/', headerLink1Text: '留到重啟之後' } };
    expect((await callEndpoint(BASE, saveAdminGeneralPage, { body: { version: 1, data }, token })).status).toBe(200);
    const mp3 = new File([new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media/audio/welcome.mp3')))], 'a.mp3', { type: 'audio/mpeg' });
    const { audio } = (await callEndpoint(BASE, uploadAdminAudio, { body: {}, files: [mp3], token })).json as { audio: { path: string } };
    flush();
    const saved = JSON.parse(readFileSync(path, 'utf8')) as { tables: { page: { id: string }[] } };
    expect(saved.tables.page.map((row) => row.id)).toEqual(['general']);
    stop();
    resetDb();
    persist(path);
    const reader = (await callEndpoint(BASE, getPage, { query: { pageId: 'general' } })).json as { page: GeneralPage };
    expect(reader.page.data['zh-tw'].headerLink1Text).toBe('留到重啟之後');
    const main = (await callEndpoint(BASE, getPage, { query: { pageId: 'main' } })).json as { page: MainPage };
    expect(main.page).toEqual(seed.pages.main);
    expect((await fetch(`${BASE}${audio.path}`)).status).toBe(200);
  });
});
