// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keepTaps } from '../../src/lib/keepTaps';
import { requestKey, requestOf } from '../../src/lib/prefetch';
import { createServer } from '../../src/server/app';

// The server's HTML, byte for byte, for fixed API answers: work done to make rendering cheaper (issue 27) must not
// change a byte of what readers, crawlers and caches get. The answers were recorded once from the mock API
// (golden/answers.json; GOLDEN_RECORD=1 records them again) and the pages are compared with golden/*.html
// (`vitest -u` rewrites them, for a change that means to alter the HTML).
const GOLDEN = join(import.meta.dirname, 'golden');
const ANSWERS = join(GOLDEN, 'answers.json');
const RECORD = process.env.GOLDEN_RECORD === '1' || !existsSync(ANSWERS);

const PAGES: Record<string, string> = {
  'en-home': '/en/',
  'zh-cn-home': '/zh-cn/',
  'zh-tw-home': '/zh-tw/',
  'en-article': '/en/night-markets-of-taipei',
  'zh-cn-article': '/zh-cn/night-markets-of-taipei',
  'zh-tw-article': '/zh-tw/night-markets-of-taipei',
  'en-section': '/en/categories/world',
  'en-not-found': '/en/no-such-article',
};

// dist/index.html as Parcel writes it, and bundles named as Parcel names them (a page's styles go inline).
const TEMPLATE = `<!DOCTYPE html><html lang=en><link rel=stylesheet href=/main.d1851cd7.css><meta charset=utf-8><meta name=description content="The default description"><title>Huanyu 寰宇</title><body>
    <div id=root></div>
    <script type=module src=/main.271095fc.js></script>
  </body></html>`;
const FILES: Record<string, string> = {
  'main.d1851cd7.css': 'body{margin:0}',
  'ArticlePage.0123abcd.css': '.ArticlePage{color:red}',
  'ArticlePage.4567cdef.js': '',
  'HomePage.01234567.css': '.HomePage{color:blue}',
  'HomePage.89abcdef.js': '',
  'en.89abcdef.js': '',
  'zh-cn.89abcdef.js': '',
  'zh-tw.89abcdef.js': '',
  'mountApp.0a1b2c3d.js': '',
};

interface Answer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

const recorded: Record<string, Answer> = RECORD ? {} : (JSON.parse(readFileSync(ANSWERS, 'utf8')) as Record<string, Answer>);

/** The API as the renderer sees it: the recorded answers (or, while recording, the mock, its answers kept). */
const answeringFetch: typeof fetch = async (input, init) => {
  const { method, url } = requestOf(input, init);
  const key = requestKey(method, url);
  if (RECORD) {
    const response = await globalThis.fetch(input, init);
    const answer = { status: response.status, contentType: response.headers.get('Content-Type') ?? '', body: await response.clone().text() };
    if (method === 'GET') recorded[key] = answer;
    return response;
  }
  const answer = recorded[key];
  if (!answer) throw new Error(`no recorded answer to ${key} (GOLDEN_RECORD=1 records them again)`);
  return new Response(answer.body === '' ? null : answer.body, { status: answer.status, headers: answer.contentType ? { 'Content-Type': answer.contentType } : {} });
};

let app: FastifyInstance;
let clientDir = '';

beforeAll(async () => {
  // The same day as the recorded answers (tests/setup.ts): the footer names the year. Only Date is faked; timers run.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 22, 10, 0, 0) });
  clientDir = mkdtempSync(join(tmpdir(), 'golden-client-'));
  writeFileSync(join(clientDir, 'index.html'), TEMPLATE);
  for (const [file, text] of Object.entries(FILES)) writeFileSync(join(clientDir, file), text);
  app = await createServer({
    clientDir,
    apiBaseUrl: 'http://127.0.0.1:65500',
    origin: 'https://huanyu.example',
    proxyApi: false,
    budgetMs: 10_000,
    logger: false,
    fetch: answeringFetch,
  });
});

afterAll(async () => {
  await app.close();
  vi.useRealTimers();
  rmSync(clientDir, { recursive: true, force: true });
  if (RECORD) writeFileSync(ANSWERS, `${JSON.stringify(Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => (a < b ? -1 : 1))), null, 1)}\n`);
});

/** The page as sent, with the request's nonces put back to the placeholder so that it is the same every time. */
async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await app.inject({ url: path });
  const nonces = /script-src[^;]*'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
  const styleNonce = /style-src[^;]*'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
  let html = response.body;
  if (nonces) html = html.replaceAll(`nonce="${nonces}"`, 'nonce="script-nonce"');
  if (styleNonce) html = html.replaceAll(`nonce="${styleNonce}"`, 'nonce="style-nonce"');
  // The tap keeper's source text (src/lib/keepTaps.ts, tested in tests/lib/keepTaps.test.ts) by its name: what a
  // page gives it (its texts, its limit) stays in view here.
  html = html.replace(keepTaps.toString(), 'keepTaps');
  return { status: response.statusCode, html };
}

describe("the server's HTML for fixed API answers", () => {
  for (const [name, path] of Object.entries(PAGES)) {
    it(`is unchanged for ${path}`, async () => {
      const first = await page(path);
      expect(first.status).toBe(name.endsWith('not-found') ? 404 : 200);
      await expect(first.html).toMatchFileSnapshot(join(GOLDEN, `${name}.html`));
      // A second render (no micro-cache here) makes the same bytes: nothing of the first one is left behind.
      expect((await page(path)).html).toBe(first.html);
    });
  }
});
