/**
 * The desk's sections (issue 14 part 7): the tree, the form that adds and renames (per language, validated, errors
 * per field, nothing typed ever lost), moving up and down, deleting with a question first; the articles editor's
 * section picker reads the same list again after each change. Against the mock backend (msw/node).
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { saveAdminSection } from '../../contracts/adminSections';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { SEED_ADMIN, SEED_SECOND_ADMIN } from '../../mocks/seedDb';
import { seed } from '../../mocks/seed/data';
import { AdminDeskStore } from '../../src/stores/admin/AdminDeskStore';
import type { SectionsStore } from '../../src/stores/admin/SectionsStore';
import { createTestStore } from '../render';
import { hashSecret } from '../../src/rules/secrets';

async function signedInDesk(editor: { email: string; password: string } = SEED_ADMIN) {
  const root = createTestStore();
  expect(await root.admin.signIn({ email: editor.email, password: editor.password })).toBeUndefined();
  const desk = new AdminDeskStore(root);
  await desk.sections.load();
  expect(desk.sections.loadStatus).toBe('ready');
  return { root, desk, sections: desk.sections };
}

const culture = seed.categories.find((category) => category._id === 'cat_culture')!;
const world = seed.categories.find((category) => category._id === 'cat_world')!;

function fillNew(sections: SectionsStore, alias: string) {
  sections.startCreate();
  sections.setText('en', 'name', 'Science');
  sections.setText('en', 'alias', alias);
  sections.setText('zh-cn', 'name', '科学');
  sections.setText('zh-cn', 'alias', alias);
  sections.setText('zh-tw', 'name', '科學');
  sections.setText('zh-tw', 'alias', alias);
}

describe('the tree', () => {
  it('lists the sections in order with their subsections', async () => {
    const { sections } = await signedInDesk();
    expect(sections.sections.map((section) => section._id)).toEqual(seed.categories.map((category) => category._id));
    expect(sections.section(culture._id)?.subcategories.map((sub) => sub._id)).toEqual(culture.subcategories.map((sub) => sub._id));
  });
});

describe('adding and renaming', () => {
  it('adds a section: it joins the tree, says so, and the articles editor picks from it', async () => {
    const { desk, sections } = await signedInDesk();
    await desk.categories.load();
    fillNew(sections, 'science');
    expect(await sections.submit()).toBe(true);
    expect(sections.form).toBeNull();
    expect(sections.success).toEqual({ kind: 'created', name: 'Science' });
    expect(sections.sections.at(-1)?.data.en.alias).toBe('science');
    await desk.categories.load();
    expect(desk.categories.data?.map((category) => category.data.en.alias)).toContain('science');
  });

  it('renames a section in Simplified Chinese only', async () => {
    const { sections } = await signedInDesk();
    sections.setNameLocale('zh-cn');
    sections.startRename(culture._id);
    sections.setText('zh-cn', 'name', '人文');
    sections.setText('zh-cn', 'alias', 'renwen');
    expect(await sections.submit()).toBe(true);
    expect(sections.success).toEqual({ kind: 'renamed', name: '人文' });
    const renamed = sections.section(culture._id)!;
    expect(renamed.data['zh-cn']).toEqual({ name: '人文', alias: 'renwen' });
    expect(renamed.data.en).toEqual(culture.data.en);
    expect(renamed.version).toBe(2);
  });

  it('adds and renames a subsection', async () => {
    const { sections } = await signedInDesk();
    sections.startAddSubsection(culture._id);
    for (const [locale, name] of [['en', 'Theatre'], ['zh-cn', '戏剧'], ['zh-tw', '戲劇']] as const) {
      sections.setText(locale, 'name', name);
      sections.setText(locale, 'alias', 'theatre');
    }
    expect(await sections.submit()).toBe(true);
    expect(sections.success?.kind).toBe('subsectionAdded');
    const added = sections.section(culture._id)!.subcategories.at(-1)!;
    expect(added.data.en.name).toBe('Theatre');

    sections.startRenameSubsection(culture._id, added._id);
    sections.setText('en', 'name', 'Stage');
    expect(await sections.submit()).toBe(true);
    expect(sections.section(culture._id)!.subcategories.at(-1)!.data.en.name).toBe('Stage');
  });

  it('says what is wrong under each field as one types: the alias pattern, an alias in use, a text too long', async () => {
    const { sections } = await signedInDesk();
    sections.startRename(culture._id);
    sections.setText('en', 'alias', 'Culture Pages');
    expect(sections.problemFor('data.en.alias')).toEqual({ field: 'data.en.alias', kind: 'aliasPattern' });
    sections.setText('zh-cn', 'alias', world.data['zh-tw'].alias);
    expect(sections.problemFor('data.zh-cn.alias')).toEqual({ field: 'data.zh-cn.alias', kind: 'aliasTaken' });
    sections.setText('zh-tw', 'name', 'x'.repeat(61));
    expect(sections.problemFor('data.zh-tw.name')).toEqual({ field: 'data.zh-tw.name', kind: 'tooLong', max: 60 });
  });

  it("a subsection's alias may repeat another section's subsection, not a sibling's", async () => {
    const { sections } = await signedInDesk();
    sections.startAddSubsection(culture._id);
    sections.setText('en', 'alias', culture.subcategories[0]!.data.en.alias);
    expect(sections.problemFor('data.en.alias')?.kind).toBe('aliasTaken');
    sections.setText('en', 'alias', world.subcategories[0]!.data.en.alias);
    expect(sections.problemFor('data.en.alias')).toBeUndefined();
  });

  it('an empty field is refused on submit, with nothing sent and everything typed kept', async () => {
    const { sections } = await signedInDesk();
    sections.startCreate();
    sections.setText('en', 'name', 'Science');
    expect(sections.problemFor('data.en.alias')).toBeUndefined();
    expect(await sections.submit()).toBe(false);
    expect(sections.error).toEqual({ kind: 'invalid' });
    expect(sections.problemFor('data.en.alias')?.kind).toBe('required');
    expect(sections.problemFor('data.zh-cn.name')?.kind).toBe('required');
    expect(sections.form?.values.en.name).toBe('Science');
    expect(sections.sections).toHaveLength(seed.categories.length);
  });

  it("someone else's save in between: the form stays as typed, the tree shows theirs, and saving again goes through", async () => {
    const { sections } = await signedInDesk();
    const other = await signedInDesk(SEED_SECOND_ADMIN);
    other.sections.startRename(culture._id);
    other.sections.setText('en', 'name', 'Arts');
    expect(await other.sections.submit()).toBe(true);

    sections.startRename(culture._id);
    sections.setText('zh-tw', 'name', '人文');
    expect(await sections.submit()).toBe(false);
    expect(sections.error).toEqual({ kind: 'conflict' });
    expect(sections.form?.values['zh-tw'].name).toBe('人文');
    await sections.load(true);
    expect(sections.section(culture._id)?.data.en.name).toBe('Arts');
    // The form holds every language as it was when opened: saving again is the editor's choice, having seen theirs.
    expect(await sections.submit()).toBe(true);
    expect(sections.section(culture._id)?.data['zh-tw'].name).toBe('人文');
  });

  it('no connection: says so, keeps the form as typed, and the same submit then succeeds', async () => {
    const { sections } = await signedInDesk();
    sections.startRename(culture._id);
    sections.setText('en', 'name', 'Arts');
    server.use(faultHandler(saveAdminSection, 'networkError', { once: true }));
    expect(await sections.submit()).toBe(false);
    expect(sections.error).toEqual({ kind: 'offline' });
    expect(sections.form?.values.en.name).toBe('Arts');
    expect(await sections.submit()).toBe(true);
    expect(sections.section(culture._id)?.data.en.name).toBe('Arts');
  });

  it('an ended session signs the desk out and keeps the form', async () => {
    const { root, sections } = await signedInDesk();
    sections.startRename(culture._id);
    sections.setText('en', 'name', 'Arts');
    // The server forgot the session (8 hours idle): its token is no longer known.
    db.adminSession.deleteMany({ where: { tokenHash: { equals: hashSecret(root.admin.data?.token ?? '') } } });
    expect(await sections.submit()).toBe(false);
    expect(sections.error).toEqual({ kind: 'sessionExpired' });
    expect(root.admin).toMatchObject({ authenticated: false, expired: true });
    expect(sections.form?.values.en.name).toBe('Arts');
  });
});

describe('order', () => {
  it('moves a section down and up: the tree and the public menu follow, and says where it is now', async () => {
    const { root, sections } = await signedInDesk();
    await sections.move(world._id, 'down');
    expect(sections.sections[1]?._id).toBe(world._id);
    expect(sections.success).toMatchObject({ kind: 'moved', position: 2, count: seed.categories.length });
    expect(sections.lastMoved).toEqual({ id: world._id, direction: 'down' });
    await root.content.categories.load(true);
    expect(root.content.categories.data?.[1]?._id).toBe(world._id);
    await sections.move(world._id, 'up');
    expect(sections.sections[0]?._id).toBe(world._id);
  });

  it('does nothing past either end', async () => {
    const { sections } = await signedInDesk();
    await sections.move(world._id, 'up');
    expect(sections.success).toBeNull();
    expect(sections.sections[0]?._id).toBe(world._id);
  });

  it('moves a subsection within its section', async () => {
    const { sections } = await signedInDesk();
    const [first, second] = culture.subcategories;
    await sections.moveSubsection(culture._id, first!._id, 'down');
    expect(sections.section(culture._id)?.subcategories.slice(0, 2).map((sub) => sub._id)).toEqual([second!._id, first!._id]);
  });
});

describe('delete', () => {
  it('asks first, saying how much is filed under it; a section with articles is refused with the reason', async () => {
    const { sections } = await signedInDesk();
    sections.askDelete(world._id);
    expect(sections.pendingDelete).toMatchObject({ sectionId: world._id, subId: null, name: 'World' });
    expect(sections.pendingDelete?.uses).toBeGreaterThan(0);
    await sections.confirmDelete();
    expect(sections.error).toEqual({ kind: 'inUse', name: 'World' });
    expect(sections.section(world._id)).toBeDefined();
  });

  it('deletes an empty section and an empty subsection; cancelling keeps them', async () => {
    const { sections } = await signedInDesk();
    fillNew(sections, 'science');
    await sections.submit();
    const made = sections.sections.at(-1)!;
    sections.startAddSubsection(made._id);
    for (const locale of ['en', 'zh-cn', 'zh-tw'] as const) {
      sections.setText(locale, 'name', 'Space');
      sections.setText(locale, 'alias', 'space');
    }
    await sections.submit();
    const sub = sections.section(made._id)!.subcategories[0]!;

    sections.askDelete(made._id, sub._id);
    sections.cancelDelete();
    expect(sections.section(made._id)?.subcategories).toHaveLength(1);
    sections.askDelete(made._id, sub._id);
    expect(sections.pendingDelete).toMatchObject({ name: 'Space', uses: 0 });
    await sections.confirmDelete();
    expect(sections.success).toEqual({ kind: 'deleted', name: 'Space' });
    expect(sections.section(made._id)?.subcategories).toHaveLength(0);

    sections.askDelete(made._id);
    await sections.confirmDelete();
    expect(sections.section(made._id)).toBeUndefined();
    expect(sections.pendingDelete).toBeNull();
  });
});
