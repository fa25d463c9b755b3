/**
 * The desk's preview links (issue 25 item 10, docs/decisions/105): a link made to the saved story (unsaved work
 * saved first), its address in the chosen edition, copied; the article's links with their maker and expiry; a
 * revoke; the refusals said in the editor's words; a contributor's own draft. Against the mock backend, whose
 * preview page (the reader's store) reads the link as a signed-out reader would.
 */
import { describe, expect, it } from 'vitest';
import { PREVIEW_ERRORS } from '../../contracts/articlePreviews';
import { setMockNow } from '../../mocks/clock';
import { SEED_ADMIN } from '../../mocks/seedDb';
import { seed } from '../../mocks/seed/data';
import { fixtures } from '../../mocks/seed/fixtures';
import { MemoryStorage } from '../../src/lib/storage';
import { AdminDeskStore } from '../../src/stores/admin/AdminDeskStore';
import { manualTimers } from '../deskTimers';
import { clockAtStart } from '../deskCalls';
import { createTestStore } from '../render';

const article = seed.articles[0]!;
const DAY_MS = 24 * 60 * 60 * 1000;
const clock = clockAtStart();

async function openEditor(id: string | null = article._id, account: { email: string; password: string } = SEED_ADMIN) {
  const root = createTestStore({ storage: new MemoryStorage() });
  expect(await root.admin.signIn({ email: account.email, password: account.password })).toBeUndefined();
  const timers = manualTimers();
  const desk = new AdminDeskStore(root, { setTimer: timers.setTimer, clearTimer: timers.clearTimer });
  return { editor: await desk.open(id), root };
}

/** A reader with no session opening the link's address (a fresh store, as a new browser tab). */
async function readAsStranger(path: string) {
  const reader = createTestStore({ storage: new MemoryStorage() });
  const token = path.split('/').pop() ?? '';
  await reader.content.openPreview(decodeURIComponent(token));
  return reader.content;
}

describe('a preview link made on the desk', () => {
  it('opens the saved story as readers will see it, in the edition asked, until it expires', async () => {
    const { editor } = await openEditor();
    const { preview } = editor;
    await preview.load();
    expect(preview.links).toEqual([]);
    expect(preview.pathIn('zh-tw')).toBeNull();

    preview.setDays(1);
    expect(await preview.make()).toBe(true);
    const path = preview.pathIn('zh-tw');
    expect(path).toMatch(/^\/zh-tw\/preview\/[A-Za-z0-9_-]{20,}$/);
    expect(preview.links).toHaveLength(1);
    expect(preview.links[0]).toMatchObject({ state: 'active', createdBy: SEED_ADMIN.name });
    expect(Date.parse(preview.links[0]!.expiresAt) - Date.parse(preview.links[0]!.createdAt)).toBe(DAY_MS);

    const read = await readAsStranger(path ?? '');
    expect(read.previewRefusal).toBeNull();
    expect(read.currentPreview?.data?.article.data['zh-tw']?.title).toBe(article.data['zh-tw'].title);
    expect(read.currentPreview?.data).toMatchObject({ comments: [], related: [], commentThreads: 0 });

    // A day later the link no longer works: the reader is told it expired, the desk offers a new one.
    setMockNow(clock.started + DAY_MS + 1);
    expect((await readAsStranger(path ?? '')).previewRefusal).toBe('expired');
    // The next day's desk (a new session: the last one ended overnight) lists it as expired.
    const later = await openEditor();
    await later.editor.preview.load();
    expect(later.editor.preview.links.map((link) => link.state)).toEqual(['expired']);
  });

  it('saves unsaved work first, so the link shows what was typed', async () => {
    const { editor } = await openEditor();
    editor.setText('en', 'title', 'A title typed just now');
    expect(editor.dirty).toBe(true);
    expect(await editor.preview.make()).toBe(true);
    expect(editor.dirty).toBe(false);
    const read = await readAsStranger(editor.preview.pathIn('en') ?? '');
    expect(read.currentPreview?.data?.article.data.en?.title).toBe('A title typed just now');
  });

  it('copies the link, or says the browser refused', async () => {
    const { editor } = await openEditor();
    await editor.preview.make();
    const copied: string[] = [];
    await editor.preview.copy('https://huanyu.example/en/preview/x', (text) => {
      copied.push(text);
      return Promise.resolve();
    });
    expect(copied).toEqual(['https://huanyu.example/en/preview/x']);
    expect(editor.preview.copied).toBe('copied');
    await editor.preview.copy('https://huanyu.example/en/preview/x', () => Promise.reject(new Error('denied')));
    expect(editor.preview.copied).toBe('failed');
  });

  it('is revoked at once: its reader is told it is no longer valid, the desk can make a new one', async () => {
    const { editor } = await openEditor();
    const { preview } = editor;
    await preview.make();
    const path = preview.pathIn('en') ?? '';
    const id = preview.links[0]!._id;
    expect(await preview.revoke(id)).toBe(true);
    expect(preview.links[0]?.state).toBe('revoked');
    expect(preview.current).toBeNull();
    expect(preview.pathIn('en')).toBeNull();
    expect((await readAsStranger(path)).previewRefusal).toBe('revoked');
    expect((await readAsStranger('/en/preview/nOtArEaLpReViEwToKeN_0123456789')).previewRefusal).toBe('invalid');

    expect(await preview.make()).toBe(true);
    expect(preview.links.map((link) => link.state)).toEqual(['active', 'revoked']);
  });

  it('is not made for a story with nothing to show yet, nor before its first save', async () => {
    const { editor } = await openEditor(null);
    expect(editor.preview.mayMake).toBe(false);
    expect(await editor.preview.make()).toBe(false);

    const blank = await openEditor(null);
    blank.editor.setSetting('category', fixtures.articleSection._id);
    blank.editor.setSetting('authorId', article.authorId);
    blank.editor.setSetting('alias', 'nothing-to-see-yet');
    blank.editor.setText('en', 'title', 'Only a title');
    expect(await blank.editor.save()).toBe(true);
    expect(blank.editor.preview.mayMake).toBe(true);
    expect(await blank.editor.preview.make()).toBe(false);
    expect(blank.editor.preview.error).toEqual({ kind: 'server', message: PREVIEW_ERRORS.nothingToPreview, field: 'id' });
  });

  it('lets a contributor preview a draft of their own', async () => {
    const { editor } = await openEditor(null, fixtures.contributor);
    editor.setSetting('category', fixtures.articleSection._id);
    editor.setSetting('authorId', article.authorId);
    editor.setSetting('alias', 'a-contributors-draft');
    editor.setSetting('image', article.image);
    editor.setText('en', 'title', 'A contributor’s draft');
    editor.setText('en', 'standfirst', 'Written by a contributor.');
    editor.setText('en', 'body', '<p>Their own words.</p>');
    editor.setText('en', 'imageAlt', 'The cover');
    expect(await editor.save()).toBe(true);
    expect(await editor.preview.make()).toBe(true);
    expect((await readAsStranger(editor.preview.pathIn('en') ?? '')).currentPreview?.data?.article.data.en?.title).toBe('A contributor’s draft');
  });
});
