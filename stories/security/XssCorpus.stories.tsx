import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import en from '../../locales/en.json';
import { db, docOf } from '../../mocks/db';
import { fixtures } from '../../mocks/seed/fixtures';
import { RichText } from '../../src/components/RichText';
import { SearchPage } from '../../src/features/search/SearchPage';
import { CANARY, XSS_PAYLOADS } from '../../tests/xss/payloads';
import { survivors } from '../../tests/xss/survivors';
import { storyStore } from '../decorators';
import { mockClockAtStoryNow, ReadingFrame } from '../readingFrame';
import { readerColumns } from '../../src/rules/articleRows';

/**
 * The XSS corpus in real Chromium (issue 16 item 7; the payloads are tests/xss/payloads.ts): every payload through
 * every place the site shows text a reader or the server wrote — story bodies (sanitizeHtml), titles and
 * standfirsts, comments and their authors' names, poll questions and options, the search query's echo and the
 * results' highlighted titles. A payload that ran would call the canary; none may, and no inline handler or
 * script URL may reach the DOM. The corpus is broken markup on purpose, so the axe check is off here.
 */

const hits: string[] = [];

/** The canary every payload calls if it runs; `parent.__xss` reaches it from a frame. */
function installCanary(): () => void {
  hits.length = 0;
  Object.assign(window, { [CANARY]: () => hits.push(new Error('xss').stack ?? 'executed') });
  return () => Reflect.deleteProperty(window, CANARY);
}

const joined = XSS_PAYLOADS.map((payload) => payload.html).join(' ');
const bodyHtml = XSS_PAYLOADS.map((payload) => `<div>${payload.html}</div>`).join('\n');

type Localized<T> = Record<'en' | 'zh-cn' | 'zh-tw', T>;
interface StoryDoc {
  data: Localized<{ title: string; description: string; content: string }>;
}

/** A story whose every text field is the corpus. */
function poisonStory(table: typeof db.article | typeof db.post, id: string): void {
  const row = table.findFirst({ where: { id: { equals: id } }, strict: true });
  const doc = docOf<StoryDoc>(row);
  for (const locale of ['en', 'zh-cn', 'zh-tw'] as const) {
    doc.data[locale] = { ...doc.data[locale], title: joined, description: joined, content: bodyHtml };
  }
  // An article's lists read its summary (docs/decisions/111): the corpus goes there too, so cards are tested.
  if (table === db.article) db.article.update({ where: { id: { equals: id } }, data: readerColumns(JSON.stringify(doc)) });
  else table.update({ where: { id: { equals: id } }, data: { doc: JSON.stringify(doc) } });
}

/** One comment per payload, signed with the payload as the name. */
function poisonComments(targetKind: 'article' | 'post', targetId: string): void {
  XSS_PAYLOADS.forEach((payload, index) => {
    db.comment.create({
      id: `cmt_xss_${targetKind}_${index}`,
      targetKind,
      targetId,
      userId: fixtures.verifiedReader._id,
      userName: payload.html,
      text: payload.html,
      createdAt: new Date(Date.UTC(2026, 10, 21, 0, 0, index)).toISOString(),
      baseLikes: 0,
    });
  });
}

/** The poll's question is the corpus, and each payload is an option. */
function poisonPoll(pollId: string): void {
  const row = db.poll.findFirst({ where: { id: { equals: pollId } }, strict: true });
  const doc = docOf<{ data: Localized<{ question: string }> }>(row);
  for (const locale of ['en', 'zh-cn', 'zh-tw'] as const) doc.data[locale] = { question: joined };
  db.poll.update({ where: { id: { equals: pollId } }, data: { doc: JSON.stringify(doc) } });
  XSS_PAYLOADS.forEach((payload, index) => {
    const text = { text: payload.html };
    db.pollVariant.create({
      id: `pv_xss_${index}`,
      pollId,
      order: 1000 + index,
      baseVotes: 0,
      doc: JSON.stringify({ data: { en: text, 'zh-cn': text, 'zh-tw': text } }),
    });
  });
}

const ARTICLE = fixtures.openPollArticle;
const POST = fixtures.plainPost;

function seedCorpus(): () => void {
  const backToRealTime = mockClockAtStoryNow();
  poisonStory(db.article, ARTICLE._id);
  poisonComments('article', ARTICLE._id);
  if (ARTICLE.pollId) poisonPoll(ARTICLE.pollId);
  poisonStory(db.post, POST._id);
  poisonComments('post', POST._id);
  const removeCanary = installCanary();
  return () => {
    removeCanary();
    backToRealTime();
  };
}

/** Late executions (an image's onerror, an animation's start) get their moment before the count is read. */
async function expectNothingRan(root: Element, strict = false): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await expect(hits).toEqual([]);
  await expect(survivors(root, { strict })).toEqual([]);
}

/** Every comment on the page: "More comments" followed until none wait (a page holds ten). */
async function showEveryComment(root: HTMLElement): Promise<void> {
  const shown = () => root.querySelectorAll('li[data-place^="comment:"]').length;
  for (let more = within(root).queryByRole('link', { name: en['comments.more'] }); more; more = within(root).queryByRole('link', { name: en['comments.more'] })) {
    const before = shown();
    await userEvent.click(more);
    await waitFor(() => expect(shown()).toBeGreaterThan(before), { timeout: 15000 });
  }
}

/** Shown as typed: an element whose whole text is the payload, so the reader sees what was written. */
function shownAsText(root: Element, text: string): number {
  return [...root.querySelectorAll('*')].filter((element) => element.children.length === 0 && element.textContent === text).length;
}

const meta = preview.meta({
  title: 'Security/XSS corpus',
  render: () => <ReadingFrame />,
  beforeEach: seedCorpus,
  parameters: { layout: 'fullscreen', a11y: { test: 'off' }, route: `/${ARTICLE.slug}` },
});

/** Title, standfirst, body, comments with their names, and the poll, on the article page. */
export const ArticlePage = meta.story({
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole('heading', { level: 1 }, { timeout: 15000 });
    await waitFor(() => expect(shownAsText(canvasElement, XSS_PAYLOADS.at(-1)?.html ?? '')).toBeGreaterThanOrEqual(2), { timeout: 15000 });
    await showEveryComment(canvasElement);
    for (const payload of XSS_PAYLOADS) {
      // The comment's text and its author's name, each as text.
      await expect(shownAsText(canvasElement, payload.html)).toBeGreaterThanOrEqual(2);
    }
    await expect(canvasElement.textContent).toContain(XSS_PAYLOADS.at(-1)?.html);
    await expectNothingRan(canvasElement);
  },
});

/** The same on a post page. */
export const PostPage = meta.story({
  parameters: { route: `/posts/${POST.slug}` },
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole('heading', { level: 1 }, { timeout: 15000 });
    await waitFor(() => expect(shownAsText(canvasElement, XSS_PAYLOADS.at(-1)?.html ?? '')).toBeGreaterThanOrEqual(2), { timeout: 15000 });
    await showEveryComment(canvasElement);
    for (const payload of XSS_PAYLOADS) await expect(shownAsText(canvasElement, payload.html)).toBeGreaterThanOrEqual(2);
    await expectNothingRan(canvasElement);
  },
});

/** Each payload alone through RichText (sanitizeHtml), where nothing but the sanitized markup is in the box. */
export const EachBodyAlone = meta.story({
  render: () => (
    <div>
      {XSS_PAYLOADS.map((payload, index) => (
        <section key={payload.html} data-testid={`payload-${index}`}>
          <RichText html={payload.html} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    // The browser loads the sanitizer for HTML the server did not render (docs/decisions/109): every box waits
    // for it, empty and busy, and then holds what it let through.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 15000 });
    await expect(canvasElement.querySelectorAll('section > div').length).toBe(XSS_PAYLOADS.length);
    await expectNothingRan(canvasElement);
    // Each box holds only what sanitizeHtml let through: no forms, frames, foreign markup or styles either.
    for (const [index] of XSS_PAYLOADS.entries()) await expect(survivors(canvas.getByTestId(`payload-${index}`), { strict: true })).toEqual([]);
  },
});

/**
 * Every payload as the search query: the echo in the heading and the box, and the results' highlighted titles
 * (the poisoned article's title matches most queries). In parts, so each story stays within the runner's time.
 */
const SEARCH_PART = 12;

/** `last`: the part takes the rest, so a payload added to the corpus is never left out. */
function searchEcho(part: number, last = false) {
  const payloads = XSS_PAYLOADS.slice(part * SEARCH_PART, last ? undefined : (part + 1) * SEARCH_PART);
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const store = storyStore();
    for (const payload of payloads) {
      store.navigation.go(`/en/search?query=${encodeURIComponent(payload.html)}`);
      const query = payload.html.trim().slice(0, 200);
      await waitFor(() => {
        const heading = canvasElement.querySelector('h1')?.textContent ?? '';
        if (store.searchResults.query !== query || store.searchResults.current?.status === 'loading' || !heading.includes(query)) {
          throw new Error(`still searching for ${query}`);
        }
      });
    }
    await expectNothingRan(canvasElement);
  };
}

const search = { render: () => <SearchPage />, parameters: { route: '/search' } };

export const SearchEcho1 = meta.story({ ...search, play: searchEcho(0) });
export const SearchEcho2 = meta.story({ ...search, play: searchEcho(1) });
export const SearchEcho3 = meta.story({ ...search, play: searchEcho(2) });
export const SearchEcho4 = meta.story({ ...search, play: searchEcho(3) });
export const SearchEcho5 = meta.story({ ...search, play: searchEcho(4) });
export const SearchEcho6 = meta.story({ ...search, play: searchEcho(5, true) });
