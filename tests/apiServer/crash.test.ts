/**
 * Nothing answered is lost: the API (its own process, as `npm start` runs it) is killed with SIGKILL in the middle of
 * a burst of writes — readers' comments and likes, an editor's saves — and started again on the same database.
 * Every write it had answered with a 2xx is there. On the embedded PostgreSQL (a folder) and, in the postgres
 * lane, on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../../contracts/admin';
import { getAdminArticle, saveAdminArticle, type AdminArticle } from '../../contracts/adminArticles';
import { commentArticle, likeArticle, listComments, type CommentPage } from '../../contracts/community';
import { signIn, userLikes } from '../../contracts/user';
import { seed } from '../../mocks/seed/data';
import { fixtures } from '../../mocks/seed/fixtures';
import { callEndpoint } from '../contracts/http';
import { freshDatabase } from './testApi';

const reader = fixtures.verifiedReader;
const BURST_MS = 1500;

const folder = mkdtempSync(join(tmpdir(), 'huanyu-crash-'));
const fresh = await freshDatabase();
// The API process opens the database itself: the embedded one by its folder, PostgreSQL by its URL.
await fresh.db.close();
afterAll(async () => {
  await fresh.drop();
  rmSync(folder, { recursive: true, force: true });
});

function startApi(): Promise<{ child: ChildProcess; url: string }> {
  const env = { ...process.env, PORT: '0', LOG: 'off', ...(fresh.url ? { DATABASE_URL: fresh.url } : { DATA_DIR: join(folder, 'pglite') }) };
  // Node itself with tsx's loader (no wrapper process), in a process group of its own: SIGKILL reaches the API.
  const child = spawn(process.execPath, ['--import', 'tsx', '.ci/api-local.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Huanyu API at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`the API stopped (${code}) before it listened:\n${output}`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-(child.pid ?? 0), 'SIGKILL');
  });

describe('the API killed during a burst of writes', () => {
  it('keeps every write it answered with a 2xx', async () => {
    let api = await startApi();
    const token = ((await callEndpoint(api.url, signIn, { body: { email: reader.email, password: reader.password, locale: 'en' } })).json as { token: string }).token;
    const editor = ((await callEndpoint(api.url, adminSignIn, { body: { email: fixtures.editor.email, password: fixtures.editor.password } })).json as { token: string }).token;
    const article = fixtures.commentedArticle;
    const edited = seed.articles[0]!._id;

    const comments: string[] = [];
    const likes: string[] = [];
    const saves: { version: number; title: string }[] = [];
    let burning = true;
    const ignoreLost = () => null;

    const commenter = async () => {
      for (let index = 0; burning; index += 1) {
        const reply = await callEndpoint(api.url, commentArticle, { query: { articleId: article._id, userId: reader._id }, body: { userName: 'x', text: `burst ${index}` }, token }).catch(ignoreLost);
        if (reply && reply.status < 300) comments.push((reply.json as { comment: { _id: string } }).comment._id);
      }
    };
    const liker = async () => {
      for (const target of seed.articles.slice(1)) {
        if (!burning) return;
        const reply = await callEndpoint(api.url, likeArticle, { query: { articleId: target._id, userId: reader._id, drafted: true }, token }).catch(ignoreLost);
        if (reply && reply.status < 300) likes.push(target._id);
      }
    };
    const saver = async () => {
      const { article: loaded } = (await callEndpoint(api.url, getAdminArticle, { query: { id: edited }, token: editor })).json as { article: AdminArticle };
      const { _id, version, status, publishAt, createdAt, updatedAt, updatedBy, pendingUpdate, liveAlias, ...input } = loaded;
      void [_id, status, publishAt, createdAt, updatedAt, updatedBy, pendingUpdate, liveAlias];
      let current = version;
      for (let index = 0; burning; index += 1) {
        const title = `Saved before the crash ${index}`;
        const body = { version: current, byHand: false, article: { ...input, data: { ...input.data, en: { ...input.data.en, title } } } };
        const reply = await callEndpoint(api.url, saveAdminArticle, { query: { id: edited }, body, token: editor }).catch(ignoreLost);
        if (!reply || reply.status >= 300) return;
        current = (reply.json as { article: AdminArticle }).article.version;
        saves.push({ version: current, title });
      }
    };
    const burst = Promise.all([commenter(), commenter(), liker(), saver()]);
    await new Promise((resolve) => setTimeout(resolve, BURST_MS));
    await killed(api.child);
    burning = false;
    await burst;
    expect(comments.length + likes.length + saves.length).toBeGreaterThan(10);
    console.info(`answered before the kill: ${comments.length} comments, ${likes.length} likes, ${saves.length} saves`);

    api = await startApi();
    try {
      // Every page of the conversation (the story itself comes with the first page only).
      const stored = new Set<string>();
      for (let page = 1; ; page += 1) {
        const read = (await callEndpoint(api.url, listComments, { query: { kind: 'article', storyId: article._id, page } })).json as CommentPage;
        for (const comment of read.comments) stored.add(comment._id);
        if (page * read.pageSize >= read.threads) break;
      }
      expect(comments.filter((id) => !stored.has(id))).toEqual([]);
      const session = ((await callEndpoint(api.url, signIn, { body: { email: reader.email, password: reader.password, locale: 'en' } })).json as { token: string }).token;
      const liked = (await callEndpoint(api.url, userLikes, { query: { userId: reader._id }, token: session })).json as { articles: string[] };
      expect(likes.filter((id) => !liked.articles.includes(id))).toEqual([]);
      const last = saves.at(-1);
      if (last) {
        const again = ((await callEndpoint(api.url, adminSignIn, { body: { email: fixtures.editor.email, password: fixtures.editor.password } })).json as { token: string }).token;
        const { article: saved } = (await callEndpoint(api.url, getAdminArticle, { query: { id: edited }, token: again })).json as { article: AdminArticle };
        // A save in flight when the process died may have been kept too, unanswered: never fewer.
        expect(saved.version).toBeGreaterThanOrEqual(last.version);
        if (saved.version === last.version) expect(saved.data.en.title).toBe(last.title);
      }
    } finally {
      await killed(api.child);
    }
  });
});
