/**
 * The desk's newsletter issues (issue 25 item 6) as the screens drive them, against the mock backend (msw/node):
 * each edition's issues listed with what was sent to how many; an issue composed from the edition's published
 * stories (found, added, ordered, removed), saved with the version it was opened at, previewed, tried on the
 * editor's address and sent once after a question that names how many receive it; the work kept through an ended
 * session, a reload and someone else's save.
 */
import { describe, expect, it } from 'vitest';
import { ISSUE_LIMITS, sendNewsletterIssue } from '../../contracts/adminNewsletters';
import { faultHandler } from '../../mocks/faults';
import { addNewsletterIssues, NEWSLETTER_ISSUES } from '../../mocks/newsletterIssues';
import { addNewsletterSubscribers, NEWSLETTER_SUBSCRIBERS } from '../../mocks/newsletterSubscribers';
import { server } from '../../mocks/node';
import { mockPorts } from '../../mocks/ports';
import { SEED_ADMIN, SEED_SECOND_ADMIN } from '../../mocks/seedDb';
import { db } from '../../mocks/db';
import { hashSecret } from '../../src/rules/secrets';
import { MemoryStorage } from '../../src/lib/storage';
import { listArticles } from '../../src/api/content';
import { AdminDeskStore } from '../../src/stores/admin/AdminDeskStore';
import type { IssueEditorStore } from '../../src/stores/admin/IssueEditorStore';
import { editionFromSearch } from '../../src/stores/admin/NewsletterIssuesStore';
import { createTestStore } from '../render';
import { mailbox } from '../storeReads';

async function signedInDesk(editor: { email: string; password: string } = SEED_ADMIN, storage = new MemoryStorage()) {
  const root = createTestStore({ storage });
  expect(await root.admin.signIn({ email: editor.email, password: editor.password })).toBeUndefined();
  return { root, desk: new AdminDeskStore(root), storage };
}

/** A new zh-cn issue with a subject and the edition's two newest stories. */
async function composed(editor: IssueEditorStore): Promise<void> {
  await editor.load();
  editor.setSubject('本周寰宇');
  editor.setIntro('周末好！');
  const [first, second] = editor.found?.data ?? [];
  editor.addStory(first!);
  editor.addStory(second!);
}

const newsletters = async (to: string) => (await mailbox(to)).filter((mail) => mail.kind === 'newsletter');

describe('the issues list', () => {
  it('shows an edition’s issues, newest first, with what was sent when and to how many', async () => {
    await addNewsletterIssues(mockPorts);
    const { desk } = await signedInDesk();
    await desk.issues.show();
    const zhTw = desk.issues.issuesOf('zh-tw');
    expect(zhTw.map((issue) => issue._id)).toEqual([NEWSLETTER_ISSUES['zh-tw'].draft.id, NEWSLETTER_ISSUES['zh-tw'].sent.id]);
    expect(zhTw[1]).toMatchObject({ state: 'sent', recipients: 1, sentBy: 'Huanyu Editors' });
    expect(zhTw[1]!.stories).toHaveLength(3);
    expect(zhTw[0]).toMatchObject({ state: 'draft', sentAt: null, version: 1 });
    expect(desk.issues.countOf('en')).toBe(2);
  });

  it('reads the edition from the address, else the desk’s language', () => {
    expect(editionFromSearch('?edition=zh-tw', 'en')).toBe('zh-tw');
    expect(editionFromSearch('?edition=fr', 'zh-cn')).toBe('zh-cn');
    expect(editionFromSearch('', 'en')).toBe('en');
  });
});

describe('an issue composed', () => {
  it('asks for a subject before the first save; then creates the draft under its edition', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.issues.open(null, 'zh-cn');
    expect(editor).toMatchObject({ loadStatus: 'ready', edition: 'zh-cn', issue: null, dirty: false });
    // Nothing is said before a save was tried.
    expect(editor.problemOf('subject')).toBeUndefined();
    expect(await editor.save()).toBe(false);
    expect(editor.error).toEqual({ kind: 'invalid' });
    expect(editor.problemOf('subject')).toEqual({ kind: 'required' });
    editor.setSubject('本周寰宇');
    expect(editor.error).toBeNull();
    expect(await editor.save()).toBe(true);
    expect(editor).toMatchObject({ success: 'created', dirty: false });
    expect(editor.issue).toMatchObject({ edition: 'zh-cn', subject: '本周寰宇', state: 'draft', version: 1, stories: [] });
  });

  it('offers the edition’s newest stories, finds others by their words, adds, orders and removes them', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.issues.open(null, 'zh-tw');
    const offered = editor.found?.data ?? [];
    expect(offered.length).toBeGreaterThan(3);
    expect(offered.every((story) => story.path.startsWith('/zh-tw/'))).toBe(true);
    const [a, b, c] = offered;
    editor.addStory(a!);
    editor.addStory(b!);
    editor.addStory(c!);
    editor.addStory(a!);
    expect(editor.values.stories.map((story) => story._id)).toEqual([a!._id, b!._id, c!._id]);
    expect(editor.chosen(b!._id)).toBe(true);
    editor.moveStory(2, -1);
    expect(editor.values.stories.map((story) => story._id)).toEqual([a!._id, c!._id, b!._id]);
    expect(editor.moved).toEqual({ id: c!._id, to: 1, by: -1 });
    // Past either end nothing moves.
    editor.moveStory(0, -1);
    editor.moveStory(2, 1);
    expect(editor.values.stories[0]?._id).toBe(a!._id);
    editor.removeStory(a!._id);
    expect(editor.values.stories.map((story) => story._id)).toEqual([c!._id, b!._id]);

    // Words of a title, in the edition's script: that story is offered.
    const words = b!.title.slice(0, 4);
    editor.setStoryQuery(words);
    await editor.searchStories();
    expect(editor.found?.data?.map((story) => story._id)).toContain(b!._id);
    editor.setStoryQuery('沒有這樣的字詞xyz');
    await editor.searchStories();
    expect(editor.found?.data).toEqual([]);
  });

  it('holds at most the contract’s number of stories; texts over their limits are said at once and not sent', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.issues.open(null, 'en');
    const { items } = await listArticles(desk.deps.api, { locale: 'en', page: 1, pageSize: 20 });
    for (const article of items) editor.addStory({ _id: article._id, title: article.data.en?.title ?? '', standfirst: '', path: `/en/${article.slug}` });
    expect(editor.values.stories).toHaveLength(ISSUE_LIMITS.stories);
    expect(editor.full).toBe(true);
    editor.setSubject('x'.repeat(ISSUE_LIMITS.subject + 1));
    editor.setIntro('y'.repeat(ISSUE_LIMITS.intro + 1));
    expect(editor.problemOf('subject')).toEqual({ kind: 'tooLong', max: ISSUE_LIMITS.subject });
    expect(editor.problemOf('intro')).toEqual({ kind: 'tooLong', max: ISSUE_LIMITS.intro });
    expect(await editor.save()).toBe(false);
    // Never cut: what was typed stays as typed.
    expect(editor.values.intro).toHaveLength(ISSUE_LIMITS.intro + 1);
  });

  it('what was typed while a save was on its way stays, and stays unsaved', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.issues.open(null, 'zh-cn');
    await composed(editor);
    const saving = editor.save();
    editor.setIntro('周末好！还有一篇。');
    expect(await saving).toBe(true);
    expect(editor.values.intro).toBe('周末好！还有一篇。');
    expect(editor.issue?.intro).toBe('周末好！');
    expect(editor.dirty).toBe(true);
    expect(await editor.save()).toBe(true);
    expect(editor.issue).toMatchObject({ intro: '周末好！还有一篇。', version: 2 });
  });
});

describe('two editors, one draft', () => {
  it('the second save meets the first as a conflict, story by story; saving mine overwrites knowingly', async () => {
    await addNewsletterIssues(mockPorts);
    const { id } = NEWSLETTER_ISSUES.en.draft;
    const mine = (await signedInDesk()).desk;
    const theirs = (await signedInDesk(SEED_SECOND_ADMIN)).desk;
    const myEditor = await mine.issues.open(id, 'en');
    const theirEditor = await theirs.issues.open(id, 'en');
    theirEditor.setSubject('Their subject');
    expect(await theirEditor.save()).toBe(true);

    myEditor.setSubject('My subject');
    myEditor.removeStory(myEditor.values.stories[0]!._id);
    expect(await myEditor.save()).toBe(false);
    expect(myEditor.session.saveState).toBe('conflict');
    expect(myEditor.differences.map((difference) => difference.field)).toEqual(['subject', 'stories']);
    expect(myEditor.differences[0]).toMatchObject({ theirs: 'Their subject', mine: 'My subject' });
    // Nothing was lost meanwhile.
    expect(myEditor.values.subject).toBe('My subject');
    expect(await myEditor.saveMine()).toBe(true);
    expect(myEditor.issue).toMatchObject({ subject: 'My subject', version: 3 });
    expect(myEditor.issue?.stories).toHaveLength(1);
  });

  it('keeping theirs drops mine, here and on this device', async () => {
    await addNewsletterIssues(mockPorts);
    const { id } = NEWSLETTER_ISSUES['zh-tw'].draft;
    const { desk, storage, root } = await signedInDesk();
    const other = (await signedInDesk(SEED_SECOND_ADMIN)).desk;
    const editor = await desk.issues.open(id, 'zh-tw');
    const theirs = await other.issues.open(id, 'zh-tw');
    theirs.setIntro('他們的開場白');
    expect(await theirs.save()).toBe(true);
    editor.setIntro('我的開場白');
    expect(await editor.save()).toBe(false);
    editor.keepTheirs();
    expect(editor).toMatchObject({ success: 'keptTheirs', dirty: false });
    expect(editor.values.intro).toBe('他們的開場白');
    expect(storage.getItem(`${root.keys.deskIssue}:${id}`)).toBeNull();
  });
});

describe('the work is kept', () => {
  it('on this device as it is typed: a reload offers it back, restored or discarded', async () => {
    await addNewsletterIssues(mockPorts);
    const { id } = NEWSLETTER_ISSUES.en.draft;
    const storage = new MemoryStorage();
    const first = (await signedInDesk(SEED_ADMIN, storage)).desk;
    const editor = await first.issues.open(id, 'en');
    editor.setIntro('Typed, never saved');

    const again = (await signedInDesk(SEED_ADMIN, storage)).desk;
    const reopened = await again.issues.open(id, 'en');
    expect(reopened.values.intro).toBe(NEWSLETTER_ISSUES.en.draft.intro);
    expect(reopened.restoreOffer?.values.intro).toBe('Typed, never saved');
    reopened.restore();
    expect(reopened).toMatchObject({ success: 'restored', dirty: true });
    expect(reopened.values.intro).toBe('Typed, never saved');
    expect(await reopened.save()).toBe(true);
  });

  it('a new issue’s work is its edition’s until saved; after the first save it moves to the issue’s own id', async () => {
    const storage = new MemoryStorage();
    const { desk, root } = await signedInDesk(SEED_ADMIN, storage);
    const editor = await desk.issues.open(null, 'zh-cn');
    editor.setSubject('草稿');
    expect(storage.getItem(`${root.keys.deskIssue}:new-zh-cn`)).not.toBeNull();
    expect(await editor.save()).toBe(true);
    expect(storage.getItem(`${root.keys.deskIssue}:new-zh-cn`)).toBeNull();
    editor.setIntro('再写几句');
    expect(storage.getItem(`${root.keys.deskIssue}:${editor.issue!._id}`)).not.toBeNull();
  });

  it('through an ended session: the save is refused, the desk signs out, the work comes back after the sign-in', async () => {
    await addNewsletterIssues(mockPorts);
    const { id } = NEWSLETTER_ISSUES['zh-cn'].draft;
    const { desk, root } = await signedInDesk();
    const editor = await desk.issues.open(id, 'zh-cn');
    editor.setSubject('会话结束前写的主题');
    db.adminSession.deleteMany({ where: { tokenHash: { equals: hashSecret(root.admin.data?.token ?? '') } } });
    expect(await editor.save()).toBe(false);
    expect(editor.error).toEqual({ kind: 'sessionExpired' });
    expect(root.admin.authenticated).toBe(false);
    expect(await root.admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
    const again = await new AdminDeskStore(root).issues.open(id, 'zh-cn');
    expect(again).toMatchObject({ success: 'restoredAfterSignIn', dirty: true });
    expect(again.values.subject).toBe('会话结束前写的主题');
    expect(await again.save()).toBe(true);
  });
});

describe('preview, test and send', () => {
  it('previews the mail as subscribers will read it, saving first what was not saved', async () => {
    await addNewsletterSubscribers(mockPorts);
    const { desk } = await signedInDesk();
    const editor = await desk.issues.open(null, 'zh-cn');
    await composed(editor);
    expect(await editor.showPreview()).toBe(true);
    expect(editor.issue).not.toBeNull();
    expect(editor.dirty).toBe(false);
    const mail = editor.preview?.data;
    expect(mail?.subject).toBe('本周寰宇');
    expect(mail?.text.startsWith('周末好！\n\n')).toBe(true);
    expect(mail?.text).toContain(`\n${editor.values.stories[1]!.path}\n`);
    // The Simplified edition's one confirmed subscriber.
    expect(mail?.recipients).toBe(1);
    editor.setPreviewWidth('phone');
    expect(editor.previewWidth).toBe('phone');
  });

  it('sends a test copy to the signed-in editor by default; an address that is none is said, and nothing is sent', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.issues.open(null, 'en');
    expect(editor.testTo).toBe(SEED_ADMIN.email);
    // Without a story there is nothing to try.
    editor.setSubject('Weekend reads');
    expect(await editor.sendTest()).toBe(false);
    expect(editor.problemOf('stories')).toEqual({ kind: 'noStories' });
    editor.addStory(editor.found!.data![0]!);
    editor.setTestTo('editor@huanyu');
    expect(await editor.sendTest()).toBe(false);
    expect(editor.problemOf('testTo')).toEqual({ kind: 'invalidEmail' });
    editor.setTestTo(SEED_ADMIN.email);
    expect(await editor.sendTest()).toBe(true);
    expect(editor).toMatchObject({ success: 'testSent', testedTo: SEED_ADMIN.email, tried: null });
    expect(editor.problemOf('testTo')).toBeUndefined();
    expect((await newsletters(SEED_ADMIN.email)).map((mail) => mail.subject)).toEqual(['[Test] Weekend reads']);
    expect(editor.issue?.state).toBe('draft');
  });

  it('asks before sending, naming how many receive it; sends once, and the issue is kept as it went', async () => {
    await addNewsletterSubscribers(mockPorts);
    const { desk } = await signedInDesk();
    const editor = await desk.issues.open(null, 'zh-tw');
    editor.setSubject('本週寰宇');
    expect(await editor.askSend()).toBe(false);
    expect(editor.problemOf('stories')).toEqual({ kind: 'noStories' });
    expect(editor.sendQuestion).toBeNull();
    editor.addStory(editor.found!.data![0]!);
    expect(await editor.askSend()).toBe(true);
    // zh-tw: Emma (confirmed, two editions); the footer's reader has not confirmed.
    expect(editor.sendQuestion).toEqual({ recipients: 1, error: null });
    editor.cancelSend();
    expect(editor.sendQuestion).toBeNull();
    expect(await editor.askSend()).toBe(true);

    const [first, second] = await Promise.all([editor.confirmSend(), editor.confirmSend()]);
    expect([first, second]).toEqual([true, false]);
    expect(editor).toMatchObject({ sent: true, success: 'sent', sendQuestion: null });
    expect(editor.issue).toMatchObject({ state: 'sent', recipients: 1, sentBy: SEED_ADMIN.name });
    expect(await newsletters(NEWSLETTER_SUBSCRIBERS.both.email)).toHaveLength(1);
    expect(await newsletters(NEWSLETTER_SUBSCRIBERS.footer.email)).toEqual([]);
    // Read only: nothing more is saved, tried or sent.
    editor.setSubject('Too late');
    expect(await editor.save()).toBe(false);
    expect(await editor.askSend()).toBe(false);
    expect(await editor.sendTest()).toBe(false);
    await desk.issues.show();
    expect(desk.issues.issuesOf('zh-tw')[0]).toMatchObject({ _id: editor.issue!._id, state: 'sent', recipients: 1 });
  });

  it('a send that got no answer is said in the question, which stays; the retry under the same key mails once', async () => {
    await addNewsletterSubscribers(mockPorts);
    const { desk } = await signedInDesk();
    const editor = await desk.issues.open(null, 'en');
    editor.setSubject('Weekend reads');
    editor.addStory(editor.found!.data![0]!);
    expect(await editor.askSend()).toBe(true);
    server.use(faultHandler(sendNewsletterIssue, 'networkError'));
    expect(await editor.confirmSend()).toBe(false);
    expect(editor.sendQuestion).toEqual({ recipients: 1, error: { kind: 'offline' } });
    server.resetHandlers();
    expect(await editor.confirmSend()).toBe(true);
    expect(await newsletters(NEWSLETTER_SUBSCRIBERS.both.email)).toHaveLength(1);
  });

  it('nobody confirmed: the question says so and offers no send', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.issues.open(null, 'zh-cn');
    await composed(editor);
    expect(await editor.askSend()).toBe(true);
    expect(editor.sendQuestion?.recipients).toBe(0);
  });
});
