/**
 * The desk's sections on the mock backend (issue 14 part 7, docs/decisions/044): the desk writes the rows every
 * reader's call reads, so a rename, a new section, an order or a delete shows in the menus and section pages at
 * once; aliases never name two sections; nothing filed under a section is orphaned; the change survives a restart.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAdminArticle, type ArticleInput } from '../contracts/adminArticles';
import {
  ADMIN_SECTION_ERRORS,
  createAdminSection,
  deleteAdminSection,
  listAdminSections,
  orderAdminSections,
  saveAdminSection,
  type AdminSection,
  type SectionText,
  type SubsectionInput,
} from '../contracts/adminSections';
import type { Locale } from '../contracts/common';
import { getCategories, listArticles, type Category } from '../contracts/content';
import { fileStore } from '../mocks/fileStore';
import { persistDb } from '../mocks/persistence';
import { seed } from '../mocks/seed/data';
import { resetDb } from '../mocks/seedDb';
import { callEndpoint } from './contracts/http';
import { BASE, expectFailure, signedInEditor } from './deskCalls';

const desk = signedInEditor().call;

async function sections(): Promise<AdminSection[]> {
  return ((await desk(listAdminSections)).json as { sections: AdminSection[] }).sections;
}

async function section(id: string): Promise<AdminSection> {
  const found = (await sections()).find((item) => item._id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
}

async function publicCategories(): Promise<Category[]> {
  return ((await callEndpoint(BASE, getCategories)).json as { categories: Category[] }).categories;
}

const texts = (alias: string, names: readonly [string, string, string] = ['Science', '科学', '科學']): Record<Locale, SectionText> => ({
  en: { name: names[0], alias },
  'zh-cn': { name: names[1], alias },
  'zh-tw': { name: names[2], alias },
});

const subsOf = (item: AdminSection): SubsectionInput[] => item.subcategories.map(({ _id, data }) => ({ _id, data }));

/** Saves `id` from its latest version with `change` made. */
async function save(id: string, change: (item: AdminSection) => { data?: AdminSection['data']; subcategories?: SubsectionInput[] }) {
  const latest = await section(id);
  return desk(saveAdminSection, {
    query: { id },
    body: { version: latest.version, data: latest.data, subcategories: subsOf(latest), ...change(latest) },
  });
}

const world = seed.categories.find((category) => category._id === 'cat_world')!;
const culture = seed.categories.find((category) => category._id === 'cat_culture')!;

describe('the list', () => {
  it("lists every section in the menus' order at version 1, with what is filed under each and each subsection", async () => {
    const listed = await sections();
    expect(listed.map((item) => item._id)).toEqual(seed.categories.map((category) => category._id));
    expect(listed.every((item) => item.version === 1)).toBe(true);
    const worldListed = listed.find((item) => item._id === world._id)!;
    const worldArticles = seed.articles.filter((article) => article.data.en.category === world._id).length;
    expect(worldListed.uses.articles).toBe(worldArticles);
    const perSub = worldListed.subcategories.reduce((sum, sub) => sum + sub.uses.articles, 0);
    expect(perSub).toBeLessThanOrEqual(worldArticles);
    expect(worldListed.data).toEqual(world.data);
  });
});

describe('renaming', () => {
  it('a Simplified Chinese rename shows in the public list at once; the section is found by its new alias, and an alias no section has is 404', async () => {
    const reply = await save(culture._id, (item) => ({ data: { ...item.data, 'zh-cn': { name: '人文', alias: 'renwen' } } }));
    expect(reply.status).toBe(200);
    const saved = (reply.json as { section: AdminSection }).section;
    expect(saved.version).toBe(2);
    const shown = (await publicCategories()).find((category) => category._id === culture._id)!;
    expect(shown.data['zh-cn']).toEqual({ name: '人文', alias: 'renwen' });
    expect(shown.data.en).toEqual(culture.data.en);
    expect((await callEndpoint(BASE, listArticles, { query: { category: 'renwen' } })).status).toBe(200);

    // Renamed in every language: the old alias names no section any more.
    await save(culture._id, (item) => ({ data: { ...item.data, en: { name: 'Arts', alias: 'arts' }, 'zh-tw': { name: '人文', alias: 'arts' } } }));
    expect((await callEndpoint(BASE, listArticles, { query: { category: culture.data.en.alias } })).status).toBe(404);
  });

  it('names are kept without the spaces around them', async () => {
    await save(culture._id, (item) => ({ data: { ...item.data, en: { name: '  Arts  ', alias: 'culture' } } }));
    expect((await section(culture._id)).data.en.name).toBe('Arts');
  });

  it('refuses a save from an older version: someone else saved since', async () => {
    await save(culture._id, (item) => ({ data: { ...item.data, en: { ...item.data.en, name: 'Arts' } } }));
    const stale = await desk(saveAdminSection, {
      query: { id: culture._id },
      body: { version: 1, data: culture.data, subcategories: culture.subcategories.map(({ _id, data }) => ({ _id, data })) },
    });
    expectFailure(stale, 409, ADMIN_SECTION_ERRORS.versionConflict, 'version');
    expect((await section(culture._id)).data.en.name).toBe('Arts');
  });

  it.each([
    ['an empty name', 'zh-tw', { name: ' ', alias: 'culture' }, 400, ADMIN_SECTION_ERRORS.nameRequired, 'data.zh-tw.name'],
    ['an alias with capitals', 'en', { name: 'Culture', alias: 'Culture' }, 400, ADMIN_SECTION_ERRORS.aliasInvalid, 'data.en.alias'],
    ['an empty alias', 'zh-cn', { name: '文化', alias: '' }, 400, ADMIN_SECTION_ERRORS.aliasInvalid, 'data.zh-cn.alias'],
    // Another section's alias in any language: a section page is found by its alias in any language.
    ["another section's English alias, in Chinese", 'zh-cn', { name: '文化', alias: 'world' }, 409, ADMIN_SECTION_ERRORS.aliasTaken, 'data.zh-cn.alias'],
    ["a multimedia section's alias", 'en', { name: 'Culture', alias: 'video' }, 409, ADMIN_SECTION_ERRORS.aliasTaken, 'data.en.alias'],
  ] as const)('refuses %s, naming the field, and keeps the section as it was', async (_case, locale, text, status, message, field) => {
    const reply = await save(culture._id, (item) => ({ data: { ...item.data, [locale]: text } }));
    expectFailure(reply, status, message, field);
    expect((await section(culture._id)).version).toBe(1);
  });

  it("a subsection's alias may not be a sibling's, in any language; another section's subsections may share it", async () => {
    const [first, second] = culture.subcategories as [Category['subcategories'][number], Category['subcategories'][number]];
    const clash = await save(culture._id, (item) => ({
      subcategories: subsOf(item).map((sub) => (sub._id === second._id ? { ...sub, data: { ...sub.data, 'zh-tw': { name: '電影', alias: first.data.en.alias } } } : sub)),
    }));
    expectFailure(clash, 409, ADMIN_SECTION_ERRORS.aliasTaken, 'subcategories.1.data.zh-tw.alias');
    const shared = await save(culture._id, (item) => ({
      subcategories: subsOf(item).map((sub) => (sub._id === second._id ? { ...sub, data: { ...sub.data, en: { name: 'Asia films', alias: 'asia' } } } : sub)),
    }));
    expect(shared.status).toBe(200);
  });
});

describe('subsections', () => {
  it('a new subsection gets its id, shows in the public menu in the order sent, and articles can be filed under it', async () => {
    const reply = await save(culture._id, (item) => ({ subcategories: [{ data: texts('theatre', ['Theatre', '戏剧', '戲劇']) }, ...subsOf(item)] }));
    expect(reply.status).toBe(200);
    const added = (reply.json as { section: AdminSection }).section.subcategories[0]!;
    expect(added._id).toMatch(/^sub_/);
    const shown = (await publicCategories()).find((category) => category._id === culture._id)!;
    expect(shown.subcategories.map((sub) => sub.data.en.alias)).toEqual(['theatre', ...culture.subcategories.map((sub) => sub.data.en.alias)]);

    // The articles editor's pickers read the same rows.
    const input: ArticleInput = {
      alias: 'a-night-at-the-theatre',
      category: culture._id,
      subcategory: added._id,
      authorId: seed.authors[0]!._id,
      image: null,
      data: { en: { title: '', standfirst: '', body: '', imageAlt: '' }, 'zh-cn': { title: '', standfirst: '', body: '', imageAlt: '' }, 'zh-tw': { title: '', standfirst: '', body: '', imageAlt: '' } },
    };
    expect((await desk(createAdminArticle, { body: input })).status).toBe(201);
    expect((await section(culture._id)).subcategories[0]!.uses.articles).toBe(1);
  });

  it('moving subsections is a save of their section: the public order follows', async () => {
    const reply = await save(culture._id, (item) => ({ subcategories: [...subsOf(item)].reverse() }));
    expect(reply.status).toBe(200);
    const shown = (await publicCategories()).find((category) => category._id === culture._id)!;
    expect(shown.subcategories.map((sub) => sub._id)).toEqual(culture.subcategories.map((sub) => sub._id).reverse());
  });

  it('a subsection left out is deleted when nothing is filed under it, and refused (naming it) while something is', async () => {
    const used = (await section(world._id)).subcategories.find((sub) => sub.uses.articles > 0)!;
    const refused = await save(world._id, (item) => ({ subcategories: subsOf(item).filter((sub) => sub._id !== used._id) }));
    expectFailure(refused, 409, ADMIN_SECTION_ERRORS.inUse, used._id);

    await save(culture._id, (item) => ({ subcategories: [...subsOf(item), { data: texts('opera', ['Opera', '歌剧', '歌劇']) }] }));
    const opera = (await section(culture._id)).subcategories.at(-1)!;
    const deleted = await save(culture._id, (item) => ({ subcategories: subsOf(item).filter((sub) => sub._id !== opera._id) }));
    expect(deleted.status).toBe(200);
    expect((await publicCategories()).find((category) => category._id === culture._id)!.subcategories.map((sub) => sub._id)).not.toContain(opera._id);
  });

  it("refuses a subsection id that is not this section's", async () => {
    const reply = await save(culture._id, (item) => ({ subcategories: [...subsOf(item), { _id: world.subcategories[0]!._id, data: texts('elsewhere') }] }));
    expectFailure(reply, 404, ADMIN_SECTION_ERRORS.notFound, `subcategories.${culture.subcategories.length}`);
  });
});

describe('new sections, order and delete', () => {
  it('a new section comes last in the public menu; moved first, the menu follows', async () => {
    const created = await desk(createAdminSection, { body: { kind: 'articles', data: texts('science'), subcategories: [{ data: texts('space', ['Space', '太空', '太空']) }] } });
    expect(created.status).toBe(201);
    const made = (created.json as { section: AdminSection }).section;
    expect(made).toMatchObject({ version: 1, kind: 'articles', uses: { articles: 0, posts: 0, media: 0, sponsors: 0 } });
    expect((await publicCategories()).at(-1)?._id).toBe(made._id);

    const ids = (await sections()).map((item) => item._id);
    const reordered = await desk(orderAdminSections, { body: { ids: [made._id, ...ids.filter((id) => id !== made._id)] } });
    expect(reordered.status).toBe(200);
    expect((await publicCategories())[0]?._id).toBe(made._id);
    expect((await callEndpoint(BASE, listArticles, { query: { category: 'science' } })).json).toMatchObject({ items: [], total: 0 });
  });

  it('refuses an order that is not every section once: one was added or deleted since', async () => {
    const ids = (await sections()).map((item) => item._id);
    expectFailure(await desk(orderAdminSections, { body: { ids: ids.slice(1) } }), 409, ADMIN_SECTION_ERRORS.orderStale, 'ids');
    expectFailure(await desk(orderAdminSections, { body: { ids: [...ids, ids[0]!] } }), 409, ADMIN_SECTION_ERRORS.orderStale, 'ids');
    expect((await sections()).map((item) => item._id)).toEqual(ids);
  });

  it("refuses a new section with another section's alias", async () => {
    expectFailure(await desk(createAdminSection, { body: { kind: 'articles', data: texts('world'), subcategories: [] } }), 409, ADMIN_SECTION_ERRORS.aliasTaken, 'data.en.alias');
  });

  it('deletes a section nothing is filed under; refuses one with articles, and one from an older version', async () => {
    expectFailure(await desk(deleteAdminSection, { query: { id: world._id, version: 1 } }), 409, ADMIN_SECTION_ERRORS.inUse, 'id');
    const made = ((await desk(createAdminSection, { body: { kind: 'multimedia', data: texts('podcasts'), subcategories: [] } })).json as { section: AdminSection }).section;
    await save(made._id, (item) => ({ data: { ...item.data, en: { name: 'Podcasts', alias: 'podcasts' } } }));
    expectFailure(await desk(deleteAdminSection, { query: { id: made._id, version: 1 } }), 409, ADMIN_SECTION_ERRORS.versionConflict, 'version');
    expect((await desk(deleteAdminSection, { query: { id: made._id, version: 2 } })).status).toBe(200);
    expect((await publicCategories()).map((category) => category._id)).not.toContain(made._id);
    expectFailure(await desk(deleteAdminSection, { query: { id: made._id, version: 2 } }), 404, ADMIN_SECTION_ERRORS.notFound, 'id');
  });
});

describe('kept across a restart of the mock server', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sections-db-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("untouched sections are not saved: a newer seed's sections show through", async () => {
    const path = join(dir, 'db.json');
    const handle = persistDb(fileStore(path), 'db');
    await desk(listAdminSections);
    handle.stop();
    const saved = JSON.parse(readFileSync(path, 'utf8')) as { tables: Record<string, unknown> };
    expect(saved.tables).toHaveProperty('adminSession');
    expect(saved.tables).not.toHaveProperty('category');
  });

  it('a rename, a new section and the order come back after a restart', async () => {
    const path = join(dir, 'db.json');
    const first = persistDb(fileStore(path), 'db');
    first.flush();
    await save(culture._id, (item) => ({ data: { ...item.data, 'zh-cn': { name: '人文', alias: 'renwen' } } }));
    const made = ((await desk(createAdminSection, { body: { kind: 'articles', data: texts('science'), subcategories: [] } })).json as { section: AdminSection }).section;
    const ids = (await sections()).map((item) => item._id);
    await desk(orderAdminSections, { body: { ids: [made._id, ...ids.filter((id) => id !== made._id)] } });
    first.stop();
    resetDb();
    expect((await publicCategories())[0]?._id).toBe(world._id);

    const second = persistDb(fileStore(path), 'db');
    const shown = await publicCategories();
    expect(shown[0]?._id).toBe(made._id);
    expect(shown.find((category) => category._id === culture._id)?.data['zh-cn']).toEqual({ name: '人文', alias: 'renwen' });
    expect((await section(culture._id)).version).toBe(2);
    second.stop();
  });
});
