/**
 * The desk's inbox in the contract suite (contracts/adminInbox.ts): each endpoint's cases, and what a reader's
 * letter goes through — opened, assigned, answered by mail, archived — with a contribution's file served as an
 * attachment. Run against the mock and the real API alike (tests/contracts.test.ts, tests/apiServer/).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assignInboxItem,
  INBOX_ERRORS,
  inboxFileLink,
  listInbox,
  openInboxItem,
  replyToInboxItem,
  setInboxState,
  startDraftFromContribution,
  type InboxItem,
} from '../../contracts/adminInbox';
import { getAdminArticle, type AdminArticle } from '../../contracts/adminArticles';
import { ADMIN_MEDIA_ERRORS, getAdminMedia, listAdminMedia, type MediaItem } from '../../contracts/adminMedia';
import { contact, submitArticle } from '../../contracts/contact';
import { readMailbox, type MailMessage } from '../../contracts/dev';
import { attachment, attachmentBytes } from '../../mocks/seed/attachments';
import { callEndpoint } from './http';
import type { EndpointCases, Known, SuiteOptions } from './suite';

const BOGUS = 'zz_does_not_exist';
let unique = 0;
const freshAddress = () => `inbox-${Date.now().toString(36)}-${(unique += 1)}@example.com`;
const admin = (known: Known) => known.adminToken ?? 'none';

/** A letter as a reader sends it, then found in the inbox by its address. */
async function newLetter(
  base: string,
  known: Known,
  kind: 'message' | 'contribution',
  extra: { locale?: string; fileName?: string; comment?: string; files?: File[] } = {},
): Promise<InboxItem> {
  const email = freshAddress();
  const body = { email, firstName: 'Mei', lastName: 'Chen', comment: extra.comment ?? 'A letter for the desk', ...(extra.locale ? { locale: extra.locale } : {}) };
  const sent =
    kind === 'message'
      ? await callEndpoint(base, contact, { body })
      : await callEndpoint(base, submitArticle, { body, files: extra.files ?? [attachment(extra.fileName ?? 'story.pdf', 600)] });
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  const list = await callEndpoint(base, listInbox, { query: { query: email }, token: admin(known) });
  const [item] = (list.json as { items: InboxItem[] }).items;
  if (!item) throw new Error(`the letter from ${email} is not in the inbox: ${JSON.stringify(list.json)}`);
  return item;
}

/**
 * A photograph a reader attaches: a seed picture with bytes of its own after its end (decoders ignore them), so the
 * library keeps it as a new file each time, whatever ran before.
 */
function photograph(name: string): File {
  const bytes = readFileSync(join(process.cwd(), 'mocks/public/media/articles/a20.jpg'));
  return new File([bytes, crypto.randomUUID()], name, { type: 'image/jpeg' });
}

export function inboxCases(options: SuiteOptions): EndpointCases[] {
  const { base } = options;
  // A letter of its own for each case that changes one; a server the suite must not change gets none.
  const letterId = async (known: Known) => (options.destructive ? (await newLetter(base, known, 'message'))._id : BOGUS);
  return [
    {
      endpoint: listInbox,
      valid: (known) => ({ query: { query: '', state: 'new', kind: 'message', page: 1, pageSize: 5 }, token: admin(known) }),
      bad: { query: { state: 'lost' } },
      errors: {},
    },
    {
      endpoint: openInboxItem,
      valid: async (known) => ({ query: { id: await letterId(known) }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS } }),
      bad: { query: { id: '' } },
      errors: { [INBOX_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) } },
    },
    {
      endpoint: setInboxState,
      valid: async (known) => ({ query: { id: await letterId(known) }, body: { state: 'archived' }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS }, body: { state: 'read' } }),
      // "Replied" comes only from a reply that went out.
      bad: { query: { id: BOGUS }, body: { state: 'replied' } },
      errors: { [INBOX_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { state: 'read' }, token: admin(known) }) } },
    },
    {
      endpoint: assignInboxItem,
      valid: async (known) => ({ query: { id: await letterId(known) }, body: { editorId: 'adm_desk' }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS }, body: { editorId: null } }),
      bad: { query: { id: BOGUS }, body: { editorId: 7 } },
      errors: {
        [INBOX_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { editorId: null }, token: admin(known) }) },
        [INBOX_ERRORS.editorNotFound]: {
          destructive: true,
          request: async (known) => ({ query: { id: await letterId(known) }, body: { editorId: BOGUS }, token: admin(known) }),
        },
      },
    },
    {
      endpoint: replyToInboxItem,
      valid: async (known) => ({ query: { id: await letterId(known) }, body: { subject: 'Thank you', text: 'We read your letter.' }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS }, body: { subject: 'Thank you', text: 'We read your letter.' } }),
      bad: { query: { id: BOGUS }, body: { subject: '', text: 'No subject' } },
      errors: {
        [INBOX_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { subject: 'Thank you', text: 'Hello' }, token: admin(known) }) },
      },
    },
    {
      endpoint: startDraftFromContribution,
      valid: async (known) => ({
        query: { id: options.destructive ? (await newLetter(base, known, 'contribution', { files: [photograph('harbour.jpg')] }))._id : BOGUS },
        token: admin(known),
      }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS } }),
      bad: { query: { id: '' } },
      errors: {
        [INBOX_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) },
        [INBOX_ERRORS.notContribution]: { destructive: true, request: async (known) => ({ query: { id: await letterId(known) }, token: admin(known) }) },
      },
    },
    {
      endpoint: inboxFileLink,
      valid: async (known) => ({ query: { id: options.destructive ? ((await newLetter(base, known, 'contribution')).files[0]?._id ?? BOGUS) : BOGUS }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS } }),
      bad: { query: { id: '' } },
      errors: { [INBOX_ERRORS.fileNotFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) } },
    },
  ];
}

/** A letter's way through the desk, end to end over HTTP. */
export function inboxChecks(options: SuiteOptions, current: () => Known): void {
  const { base } = options;
  const call = (endpoint: Parameters<typeof callEndpoint>[1], request: Parameters<typeof callEndpoint>[2]) => callEndpoint(base, endpoint, request);
  const itemOf = (reply: { json: unknown }) => (reply.json as { item: InboxItem }).item;

  describe("inbox: a contribution's file is a download for editors, never a page", () => {
    it.runIf(options.destructive)('is answered as an attachment with a safe name, not sniffed, not cached, by a link of its own', async () => {
      // What a header would misread is kept out of the plain name (a name in Chinese: the e2e journey).
      const item = await newLetter(base, current(), 'contribution', { fileName: 'report; final (2).pdf' });
      const file = item.files[0]!;
      expect(file.name).toBe('report; final (2).pdf');
      const link = await call(inboxFileLink, { query: { id: file._id }, token: admin(current()) });
      expect(link.status).toBe(200);
      const href = (link.json as { href: string }).href;
      const response = await fetch(new URL(href, base));
      expect(response.status).toBe(200);
      const disposition = response.headers.get('Content-Disposition') ?? '';
      expect(disposition).toBe(`attachment; filename="report_ final _2_.pdf"; filename*=UTF-8''report%3B%20final%20%282%29.pdf`);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Cache-Control')).toContain('no-store');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(attachmentBytes('story.pdf', 600));
      // A link that was never made, or made for no one: nothing.
      const guessed = await fetch(new URL(href.replace(/[^/]+$/, 'not-a-link'), base));
      expect(guessed.status).toBe(404);
      expect(((await guessed.json()) as { message: string }).message).toBe(INBOX_ERRORS.linkExpired);
    });
  });

  describe('inbox: opened, assigned, answered and archived, each change recorded once', () => {
    it.runIf(options.destructive && options.mailbox)('a reply is mailed in the sender’s language and kept in the history', async () => {
      const known = current();
      const letter = await newLetter(base, known, 'message', { locale: 'zh-tw' });
      expect(letter).toMatchObject({ state: 'new', locale: 'zh-tw', kind: 'message', history: [], assignee: null });
      // Opening it twice reads it once.
      await call(openInboxItem, { query: { id: letter._id }, token: admin(known) });
      const opened = itemOf(await call(openInboxItem, { query: { id: letter._id }, token: admin(known) }));
      expect(opened.state).toBe('read');
      expect(opened.history.map((event) => [event.action, event.by])).toEqual([['read', 'Huanyu Editors']]);

      const assigned = itemOf(await call(assignInboxItem, { query: { id: letter._id }, body: { editorId: 'adm_desk' }, token: admin(known) }));
      expect(assigned.assignee).toEqual({ _id: 'adm_desk', name: 'Lin Wen' });
      expect(assigned.history.at(-1)).toMatchObject({ action: 'assigned', assignee: 'Lin Wen', by: 'Huanyu Editors' });

      const reply = { subject: '關於你給寰宇的留言', text: '謝謝你的來信。' };
      const request = { query: { id: letter._id }, body: reply, token: admin(known), idempotencyKey: `inbox-${crypto.randomUUID()}` };
      const [first, again] = [await call(replyToInboxItem, request), await call(replyToInboxItem, request)];
      expect(again.json).toEqual(first.json);
      const replied = itemOf(first);
      expect(replied.state).toBe('replied');
      expect(replied.history.at(-1)).toMatchObject({ action: 'replied', by: 'Huanyu Editors', reply });
      const mailbox = await call(readMailbox, { query: { to: letter.email } });
      const mails = (mailbox.json as { messages: MailMessage[] }).messages.filter((mail) => mail.kind === 'inboxReply');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ subject: reply.subject, link: '' });
      expect(mails[0]!.text).toBe('謝謝你的來信。\n\n—— 寰宇編輯部 Huanyu Editors');

      // Archived, a replied letter comes back replied.
      const archived = itemOf(await call(setInboxState, { query: { id: letter._id }, body: { state: 'archived' }, token: admin(known) }));
      expect(archived.state).toBe('archived');
      const restored = itemOf(await call(setInboxState, { query: { id: letter._id }, body: { state: 'read' }, token: admin(known) }));
      expect(restored.state).toBe('replied');
      expect(restored.history.map((event) => event.action)).toEqual(['read', 'assigned', 'replied', 'archived', 'restored']);
      // Asking for what already is changes nothing.
      const same = itemOf(await call(setInboxState, { query: { id: letter._id }, body: { state: 'read' }, token: admin(known) }));
      expect(same.history).toHaveLength(5);
    });

    it.runIf(options.destructive)('the list finds by name, address and text, filters by state and kind, newest first', async () => {
      const known = current();
      const message = await newLetter(base, known, 'message');
      const contribution = await newLetter(base, known, 'contribution');
      const list = async (query: Record<string, string>) =>
        (await call(listInbox, { query, token: admin(known) })).json as { items: InboxItem[]; total: number; newCount: number; editors: unknown[] };
      const both = await list({ query: 'Mei Chen' });
      expect(both.items.map((item) => item._id)).toEqual(expect.arrayContaining([contribution._id, message._id]));
      const times = both.items.map((item) => Date.parse(item.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect((await list({ query: message.email })).items.map((item) => item._id)).toEqual([message._id]);
      expect((await list({ kind: 'contribution', query: 'letter for the desk' })).items.every((item) => item.kind === 'contribution')).toBe(true);
      await call(setInboxState, { query: { id: message._id }, body: { state: 'archived' }, token: admin(known) });
      expect((await list({ state: 'archived' })).items.map((item) => item._id)).toContain(message._id);
      expect((await list({ state: 'new' })).items.map((item) => item._id)).not.toContain(message._id);
      // Those whose role works the inbox: the seed's contributor is not among them.
      expect(both.editors).toEqual([
        { _id: 'adm_news', name: 'Chen Jia' },
        { _id: 'adm_editor', name: 'Huanyu Editors' },
        { _id: 'adm_desk', name: 'Lin Wen' },
      ]);
    });
  });

  describe('inbox: a contribution starts a draft story with its pictures in the media library', () => {
    it.runIf(options.destructive)('makes one draft in the reader’s language, its text as text, the picture its cover, the PDF left', async () => {
      const known = current();
      const comment = '茶園梯田的清晨 <script>alert(1)</script>\n\n霧從山谷升起。\n第二行 & 第三行。';
      const letter = await newLetter(base, known, 'contribution', { locale: 'zh-tw', comment, files: [photograph('tea-garden.jpg'), attachment('manuscript.pdf', 700)] });
      expect(letter.draft).toBeNull();
      const pressed = await call(startDraftFromContribution, { query: { id: letter._id }, token: admin(known) });
      expect(pressed.status, JSON.stringify(pressed.json)).toBe(200);
      const { item, created } = pressed.json as { item: InboxItem; created: boolean };
      expect(created).toBe(true);
      const pdf = letter.files.find((file) => file.name === 'manuscript.pdf');
      expect(pdf, JSON.stringify(letter.files)).toBeDefined();
      expect(item.draft).toEqual({
        _id: expect.any(String) as string,
        title: '茶園梯田的清晨 <script>alert(1)</script>',
        notTaken: [{ _id: pdf!._id, name: 'manuscript.pdf', reason: ADMIN_MEDIA_ERRORS.notMedia }],
      });
      // Read, and the pressing editor's: the one who started the story answers the reader.
      expect(item).toMatchObject({ state: 'read', assignee: { _id: 'adm_editor', name: 'Huanyu Editors' } });
      expect(item.history.map((event) => event.action)).toEqual(['read', 'assigned', 'drafted']);
      // The files stay the contribution's.
      expect(item.files.map((file) => file.name)).toEqual(letter.files.map((file) => file.name));

      const { article } = (await call(getAdminArticle, { query: { id: item.draft!._id }, token: admin(known) })).json as { article: AdminArticle };
      expect(article.status).toBe('draft');
      expect(article.data['zh-tw'].body).toBe('<p>茶園梯田的清晨 &lt;script&gt;alert(1)&lt;/script&gt;</p><p>霧從山谷升起。<br>第二行 &amp; 第三行。</p>');
      expect(article.data['zh-tw'].imageCredit).toBe('Mei Chen');
      expect(article.data.en.title).toBe('');
      expect(article.image?.path).toMatch(/^\/api\/media\/pictures\//);

      // In the library, credited to the reader, used by the story.
      const library = (await call(listAdminMedia, { query: { query: 'tea-garden' }, token: admin(known) })).json as { items: MediaItem[] };
      const picture = library.items.find((each) => each.path === article.image!.path)!;
      expect(picture).toMatchObject({ kind: 'picture', name: 'tea-garden.jpg', credit: 'Mei Chen' });
      const uses = ((await call(getAdminMedia, { query: { id: picture._id }, token: admin(known) })).json as { uses: { id: string }[] }).uses;
      expect(uses.map((use) => use.id)).toContain(article._id);

      // Pressed again: the same story, nothing more made or recorded.
      const again = (await call(startDraftFromContribution, { query: { id: letter._id }, token: admin(known) })).json as { item: InboxItem; created: boolean };
      expect(again.created).toBe(false);
      expect(again.item.draft).toEqual(item.draft);
      expect(again.item.history).toHaveLength(3);
    });
  });
}
