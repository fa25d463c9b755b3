/**
 * Requests racing each other on the real API: the same e-mail, like, vote, idempotency key or article version,
 * sent ten times at once over HTTP. Exactly one wins each time; on PostgreSQL (the postgres lane) the database's
 * unique indexes and conditional updates decide it, with connections really running side by side.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { adminSignIn } from '../../contracts/admin';
import { getAdminArticle, saveAdminArticle, type AdminArticle } from '../../contracts/adminArticles';
import { likeArticle, vote } from '../../contracts/community';
import { listInbox, startDraftFromContribution, type InboxItem } from '../../contracts/adminInbox';
import { contact, submitArticle } from '../../contracts/contact';
import { attachment } from '../../mocks/seed/attachments';
import { signIn, signUp } from '../../contracts/user';
import { seed } from '../../mocks/seed/data';
import { fixtures } from '../../mocks/seed/fixtures';
import { callEndpoint, type Reply } from '../contracts/http';
import { startTestApi } from './testApi';

const api = await startTestApi();
const base = api.url;
const RACERS = 10;

const race = (send: (index: number) => Promise<Reply>) => Promise.all(Array.from({ length: RACERS }, (_, index) => send(index)));
const statuses = (replies: readonly Reply[]) => replies.map((reply) => reply.status).sort();
const reader = fixtures.verifiedReader;

async function readerToken(): Promise<string> {
  return ((await callEndpoint(base, signIn, { body: { email: reader.email, password: reader.password, locale: 'en' } })).json as { token: string }).token;
}

beforeEach(async () => {
  await api.ports.reset?.();
});

describe('ten requests at once', () => {
  it('sign-ups with one e-mail: one account', async () => {
    const replies = await race((index) =>
      callEndpoint(base, signUp, {
        body: { email: 'twin@example.com', password: 'long-enough-1', firstName: 'Twin', lastName: 'Racer', userName: `twin${index}`, locale: 'en' },
      }),
    );
    expect(statuses(replies)).toEqual([200, ...Array<number>(RACERS - 1).fill(409)]);
    expect(await api.ports.store.count('user', { email: 'twin@example.com' })).toBe(1);
  });

  it("a reader's likes of one article (replayed drafts): one like", async () => {
    const token = await readerToken();
    const article = fixtures.commentedArticle;
    const replies = await race(() => callEndpoint(base, likeArticle, { query: { articleId: article._id, userId: reader._id, drafted: true }, token }));
    expect(new Set(statuses(replies))).toEqual(new Set([200]));
    expect(await api.ports.store.count('like', { userId: reader._id, targetId: article._id })).toBe(1);
  });

  it("a reader's votes in one poll: one vote", async () => {
    const token = await readerToken();
    const poll = seed.polls.find((item) => item._id === fixtures.openPollArticle.pollId)!;
    const replies = await race((index) =>
      callEndpoint(base, vote, { body: { voteId: poll._id, variantId: poll.variants[index % poll.variants.length]!._id, locale: 'en', path: '/en/x' }, token }),
    );
    expect(statuses(replies)).toEqual([200, ...Array<number>(RACERS - 1).fill(409)]);
    expect(await api.ports.store.count('vote', { pollId: poll._id, userId: reader._id })).toBe(1);
  });

  it('sends under one idempotency key: one message, every caller told the same', async () => {
    const body = { email: 'writer@example.com', firstName: 'Wen', lastName: 'Li', comment: 'Sent ten times at once' };
    const replies = await race(() => callEndpoint(base, contact, { body, idempotencyKey: 'the-same-key' }));
    expect(new Set(statuses(replies))).toEqual(new Set([200]));
    expect(await api.ports.store.count('contactMessage', { comment: 'Sent ten times at once' })).toBe(1);
  });

  it('saves of one article from one version: one saved, the others told of the conflict', async () => {
    const token = ((await callEndpoint(base, adminSignIn, { body: { email: fixtures.editor.email, password: fixtures.editor.password } })).json as { token: string }).token;
    const id = seed.articles[0]!._id;
    const { article } = (await callEndpoint(base, getAdminArticle, { query: { id }, token })).json as { article: AdminArticle };
    const { _id, version, status, publishAt, createdAt, updatedAt, updatedBy, pendingUpdate, liveAlias, ...input } = article;
    const replies = await race((index) =>
      callEndpoint(base, saveAdminArticle, {
        query: { id },
        body: { version, byHand: false, article: { ...input, data: { ...input.data, en: { ...input.data.en, title: `Saved by racer ${index}` } } } },
        token,
      }),
    );
    expect(statuses(replies)).toEqual([200, ...Array<number>(RACERS - 1).fill(409)]);
    const winner = replies.findIndex((reply) => reply.status === 200);
    const saved = (await callEndpoint(base, getAdminArticle, { query: { id }, token })).json as { article: AdminArticle };
    expect(saved.article).toMatchObject({ version: version + 1, data: { en: { title: `Saved by racer ${winner}` } } });
    void [_id, status, publishAt, createdAt, updatedAt, updatedBy, pendingUpdate, liveAlias];
  });

  it('draft stories started from one contribution by editors pressing at once: one story, each told of it', async () => {
    const signIn = async (email: string, password: string) =>
      ((await callEndpoint(base, adminSignIn, { body: { email, password } })).json as { token: string }).token;
    const tokens = [await signIn(fixtures.editor.email, fixtures.editor.password), await signIn(fixtures.deskEditor.email, fixtures.deskEditor.password)];
    const body = { email: 'racing.writer@example.com', firstName: 'Wen', lastName: 'Li', comment: 'A story pressed ten times at once', locale: 'en' as const };
    expect((await callEndpoint(base, submitArticle, { body, files: [attachment('essay.pdf', 900)] })).status).toBe(200);
    const listed = (await callEndpoint(base, listInbox, { query: { query: body.email }, token: tokens[0] })).json as { items: InboxItem[] };
    const id = listed.items[0]!._id;
    const replies = await race((index) => callEndpoint(base, startDraftFromContribution, { query: { id }, token: tokens[index % tokens.length] }));
    expect(new Set(statuses(replies))).toEqual(new Set([200]));
    const answers = replies.map((reply) => reply.json as { item: InboxItem; created: boolean });
    expect(answers.filter((answer) => answer.created)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.item.draft?._id))).toEqual(new Set([answers[0]!.item.draft!._id]));
    const contribution = await api.ports.store.get('contribution', id);
    expect(await api.ports.store.count('article', { id: contribution!.articleId })).toBe(1);
    expect(await api.ports.store.count('inboxEvent', { itemId: id, action: 'drafted' })).toBe(1);
    const stories = await api.ports.store.find('article', undefined, { columns: ['id', 'adminDoc'] });
    expect(stories.filter((story) => story.adminDoc.includes('A story pressed ten times at once'))).toHaveLength(1);
  });
});
