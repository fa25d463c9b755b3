/**
 * The desk's inbox (issue 25 item 5) as its screens drive it, against the mock backend (msw/node): the list with
 * its filters in the address, a letter opened (read), assigned, archived and restored, a reply checked then mailed
 * once, a file fetched by a link the browser follows.
 */
import { describe, expect, it } from 'vitest';
import { replyToInboxItem, startDraftFromContribution } from '../../contracts/adminInbox';
import { ADMIN_MEDIA_ERRORS } from '../../contracts/adminMedia';
import { getAdminArticle } from '../../src/api/adminArticles';
import { faultHandler } from '../../mocks/faults';
import { addInboxLetters, INBOX_LETTERS } from '../../mocks/inboxLetters';
import { server } from '../../mocks/node';
import { mockPorts } from '../../mocks/ports';
import { SEED_ADMIN } from '../../mocks/seedDb';
import { RecordingNavigation } from '../../src/lib/navigation';
import { AdminDeskStore } from '../../src/stores/admin/AdminDeskStore';
import { inboxFiltersFromSearch, NO_INBOX_FILTERS, replyErrors, searchFromInboxFilters } from '../../src/stores/admin/InboxStore';
import { createTestStore } from '../render';
import { mailbox } from '../storeReads';

async function signedInInbox() {
  await addInboxLetters(mockPorts);
  const navigation = new RecordingNavigation('/en/admin/inbox');
  const root = createTestStore({ navigation });
  expect(await root.admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
  return { inbox: new AdminDeskStore(root).inbox, navigation };
}

const { message, contribution, replied } = INBOX_LETTERS;

describe('the inbox list', () => {
  it('reads its filters from the address and writes them back, leaving out what is not set', () => {
    const filters = inboxFiltersFromSearch('?query=%E5%8F%A4%E9%8E%AE&state=replied&kind=letter&page=2');
    expect(filters).toEqual({ query: '古鎮', state: 'replied', kind: '', page: 2 });
    expect(searchFromInboxFilters({ ...filters, page: 1 })).toBe('?query=%E5%8F%A4%E9%8E%AE&state=replied');
  });

  it('lists messages and contributions together, newest first, with how many are new and whom to assign to', async () => {
    const { inbox } = await signedInInbox();
    await inbox.show(NO_INBOX_FILTERS);
    const page = inbox.results.data!;
    expect(page.items.map((item) => [item._id, item.kind, item.state])).toEqual([
      [message.id, 'message', 'new'],
      [contribution.id, 'contribution', 'new'],
      [replied.id, 'message', 'replied'],
    ]);
    expect(page.newCount).toBe(2);
    expect(page.editors.map((editor) => editor.name)).toEqual(['Chen Jia', 'Huanyu Editors', 'Lin Wen']);
    await inbox.show({ ...NO_INBOX_FILTERS, kind: 'contribution' });
    expect(inbox.results.data!.items.map((item) => item._id)).toEqual([contribution.id]);
  });
});

describe('one letter', () => {
  it('is read once opened, and each change after is recorded with the editor', async () => {
    const { inbox } = await signedInInbox();
    await inbox.open(contribution.id);
    expect(inbox.current).toMatchObject({ state: 'read', locale: 'zh-cn' });
    expect(inbox.reply.subject).toBe('关于你投给寰宇的稿件');
    expect(await inbox.assign('adm_desk')).toBe(true);
    expect(inbox.outcome).toEqual({ success: 'assigned' });
    expect(await inbox.markAs('archived')).toBe(true);
    expect(await inbox.markAs('read')).toBe(true);
    expect(inbox.outcome).toEqual({ success: 'restored' });
    expect(inbox.current!.history.map((event) => [event.action, event.by])).toEqual([
      ['read', SEED_ADMIN.name],
      ['assigned', SEED_ADMIN.name],
      ['archived', SEED_ADMIN.name],
      ['restored', SEED_ADMIN.name],
    ]);
  });

  it('checks a reply before sending it, and clears a field’s error as it is edited', async () => {
    expect(replyErrors({ subject: ' ', text: '' })).toEqual({ subject: 'required', text: 'required' });
    expect(replyErrors({ subject: 'x'.repeat(201), text: 'Hi' })).toEqual({ subject: 'tooLong' });
    const { inbox } = await signedInInbox();
    await inbox.open(message.id);
    inbox.editReply({ subject: '' });
    expect(await inbox.sendReply()).toBe(false);
    expect(inbox.replyErrors).toEqual({ subject: 'required', text: 'required' });
    inbox.editReply({ text: 'Thank you!' });
    expect(inbox.replyErrors).toEqual({ subject: 'required' });
    expect(await mailbox(message.email)).toEqual([]);
  });

  it('mails a reply once, sent again after a failed try, and keeps it in the history', async () => {
    const { inbox } = await signedInInbox();
    await inbox.open(message.id);
    inbox.editReply({ text: 'Tainan is next month.' });
    server.use(faultHandler(replyToInboxItem, 'networkError', { once: true }));
    expect(await inbox.sendReply()).toBe(false);
    expect(inbox.outcome).toEqual({ error: { kind: 'offline' } });
    expect(await inbox.sendReply()).toBe(true);
    expect(inbox.current!.state).toBe('replied');
    expect(inbox.current!.history.at(-1)).toMatchObject({ action: 'replied', reply: { subject: 'Your message to Huanyu', text: 'Tainan is next month.' } });
    const mails = (await mailbox(message.email)).filter((mail) => mail.kind === 'inboxReply');
    expect(mails.map((mail) => mail.text)).toEqual(['Tainan is next month.\n\n— Huanyu Editors, for the Huanyu editors']);
    expect(inbox.reply).toEqual({ subject: 'Your message to Huanyu', text: '' });
  });

  it('downloads a file by following a link of its own', async () => {
    const { inbox, navigation } = await signedInInbox();
    await inbox.open(contribution.id);
    expect(await inbox.downloadFile(contribution.fileId)).toBe(true);
    const visit = navigation.visits.at(-1);
    expect(visit?.kind).toBe('load');
    expect(visit?.path).toMatch(/^\/api\/inbox-files\/[\w-]+$/);
  });

  it('says a letter that does not exist could not be opened', async () => {
    const { inbox } = await signedInInbox();
    await inbox.open('msg_nobody');
    expect(inbox.current).toBeNull();
    expect(inbox.openError).toEqual({ kind: 'notFound' });
  });
});

describe('a contribution’s draft story', () => {
  it('starts one draft in the reader’s language with the picture in the library, and finds it on a second press', async () => {
    const { inbox } = await signedInInbox();
    await inbox.open(contribution.id);
    expect(inbox.current!.draft).toBeNull();
    const started = await inbox.startDraft();
    expect(started).toEqual({ articleId: expect.stringMatching(/^art_/) as string, created: true });
    expect(inbox.outcome).toEqual({ success: 'drafted' });
    expect(inbox.pending).toBeNull();
    const { draft, assignee, history } = inbox.current!;
    expect(draft).toEqual({
      _id: started!.articleId,
      title: '附上一篇关于江南古镇的游记，约三千字，配有六张照片，盼望刊登。',
      notTaken: [{ _id: contribution.fileId, name: contribution.fileName, reason: ADMIN_MEDIA_ERRORS.notMedia }],
    });
    // Opened, it was read; whoever started the story has it.
    expect(assignee?.name).toBe(SEED_ADMIN.name);
    expect(history.map((event) => event.action)).toEqual(['read', 'assigned', 'drafted']);
    const { article } = await getAdminArticle(inbox['deps'].api, started!.articleId);
    expect(article.data['zh-cn'].body).toBe('<p>附上一篇关于江南古镇的游记，约三千字，配有六张照片，盼望刊登。</p>');
    expect(article.data['zh-cn'].imageCredit).toBe('王小明');
    const item = await mockPorts.store.first('mediaItem', { path: article.image!.path });
    expect(item).toMatchObject({ kind: 'picture', name: contribution.pictureName, credit: '王小明', sourceId: contribution.id });
    // The list shows it too.
    expect(inbox.results.data?.items.find((each) => each._id === contribution.id)?.draft?._id).toBe(started!.articleId);

    // A second press (another editor's screen, or this one again): the same story.
    expect(await inbox.startDraft()).toEqual({ articleId: started!.articleId, created: false });
    expect(await mockPorts.store.count('article', { id: started!.articleId })).toBe(1);
    expect(inbox.current!.history).toHaveLength(3);
  });

  it('says why it could not start one, and starts it on the next try', async () => {
    const { inbox } = await signedInInbox();
    await inbox.open(contribution.id);
    server.use(faultHandler(startDraftFromContribution, 'networkError', { once: true }));
    expect(await inbox.startDraft()).toBeNull();
    expect(inbox.outcome).toEqual({ error: { kind: 'offline' } });
    expect(inbox.current!.draft).toBeNull();
    expect((await inbox.startDraft())?.created).toBe(true);
  });

  it('starts nothing from a message', async () => {
    const { inbox } = await signedInInbox();
    await inbox.open(message.id);
    expect(await inbox.startDraft()).toBeNull();
    expect(inbox.pending).toBeNull();
  });
});
