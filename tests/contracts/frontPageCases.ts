/**
 * The front page by editors in the contract suite (contracts/adminFrontPage.ts): each endpoint's cases, and an
 * edition's front as readers then get it — the editor's places in order, with their headline and picture, the
 * rest filled by the rule. Run against the mock and the real API alike (tests/contracts.test.ts, tests/apiServer/).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_FRONT_ERRORS, FRONT_LIMITS, getAdminFrontPage, saveAdminFrontPage, type AdminFrontPage, type FrontCandidate, type FrontPlace } from '../../contracts/adminFrontPage';
import { uploadAdminImage } from '../../contracts/adminArticles';
import type { ImageRef, Locale } from '../../contracts/common';
import { getCategories, getMainSections, listArticles, type ArticleSummary, type Category, type FrontStory } from '../../contracts/content';
import { callEndpoint } from './http';
import type { EndpointCases, Known, Request, SuiteOptions } from './suite';

const BOGUS = 'zz_does_not_exist';
const admin = (known: Known) => known.adminToken ?? 'none';
const empty = (): (FrontPlace | null)[] => Array.from({ length: FRONT_LIMITS.places }, () => null);

async function frontFor(base: string, known: Known, edition: Locale, section?: string): Promise<{ front: AdminFrontPage; candidates: FrontCandidate[] }> {
  const query = { edition, ...(section ? { section } : {}) };
  return (await callEndpoint(base, getAdminFrontPage, { query, token: admin(known) })).json as { front: AdminFrontPage; candidates: FrontCandidate[] };
}

/** The seed's first section of articles that has stories in the edition, and its stories on the desk, newest first. */
async function aSection(base: string, known: Known, edition: Locale): Promise<{ section: Category; candidates: FrontCandidate[] }> {
  const { categories } = (await callEndpoint(base, getCategories, {})).json as { categories: Category[] };
  for (const section of categories.filter((category) => category.kind === 'articles')) {
    const { candidates } = await frontFor(base, known, edition, section._id);
    if (candidates.length >= 3) return { section, candidates };
  }
  throw new Error(`the seed has no section with three ${edition} stories`);
}

/** A save of the edition's front with these places, at the version it has now (or a stale one). */
function save(base: string, edition: Locale, places: (known: Known, candidates: FrontCandidate[]) => (FrontPlace | null)[] | Promise<(FrontPlace | null)[]>, stale = false): Request {
  return async (known) => {
    const { front, candidates } = await frontFor(base, known, edition);
    return { body: { edition, version: front.version + (stale ? 1000 : 0), fill: front.fill, places: await places(known, candidates) }, token: admin(known) };
  };
}

/** The first places filled with these stories, the rest left to the rule. */
const first = (...ids: string[]): (FrontPlace | null)[] => [...ids.map((articleId) => ({ articleId })), ...empty().slice(ids.length)];

async function uploaded(base: string, known: Known): Promise<ImageRef> {
  const jpeg = new File([new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media/articles/a02.jpg')))], 'front.jpg', { type: 'image/jpeg' });
  return ((await callEndpoint(base, uploadAdminImage, { body: {}, files: [jpeg], token: admin(known) })).json as { image: ImageRef }).image;
}

export function frontPageCases(options: SuiteOptions): EndpointCases[] {
  const { base } = options;
  const newest = (candidates: FrontCandidate[], index = 0) => candidates[index]?._id ?? BOGUS;
  return [
    {
      endpoint: getAdminFrontPage,
      valid: (known) => ({ query: { edition: 'zh-cn' }, token: admin(known) }),
      bad: { query: { edition: 'fr' } },
      errors: { [ADMIN_FRONT_ERRORS.unknownSection]: { request: (known) => ({ query: { edition: 'en', section: BOGUS }, token: admin(known) }) } },
    },
    {
      endpoint: saveAdminFrontPage,
      valid: save(base, 'en', (_known, candidates) => first(newest(candidates, 3))),
      validIsDestructive: true,
      bad: { body: { edition: 'en', version: 0, fill: 'newest', places: [null] } },
      errors: {
        [ADMIN_FRONT_ERRORS.versionConflict]: { request: save(base, 'en', () => empty(), true) },
        [ADMIN_FRONT_ERRORS.notInEdition]: { request: save(base, 'en', () => first(BOGUS)) },
        [ADMIN_FRONT_ERRORS.duplicate]: { request: save(base, 'en', (_known, candidates) => first(newest(candidates), newest(candidates))) },
        [ADMIN_FRONT_ERRORS.unknownSection]: { request: (known) => ({ body: { edition: 'en', section: BOGUS, version: 0, fill: 'newest', places: empty() }, token: admin(known) }) },
        [ADMIN_FRONT_ERRORS.notInSection]: {
          // A story of the edition, but of another section than the front's.
          request: async (known) => {
            const { section, candidates: inSection } = await aSection(base, known, 'en');
            const { candidates } = await frontFor(base, known, 'en');
            const elsewhere = candidates.find((story) => !inSection.some((own) => own._id === story._id));
            const { front } = await frontFor(base, known, 'en', section._id);
            return { body: { edition: 'en', section: section._id, version: front.version, fill: 'newest', places: first(elsewhere?._id ?? BOGUS) }, token: admin(known) };
          },
        },
        [ADMIN_FRONT_ERRORS.unknownPicture]: {
          request: save(base, 'en', (_known, candidates) => [
            { articleId: newest(candidates), image: { path: `/api/media/pictures/${BOGUS}.jpg`, pathWebp: `/api/media/pictures/${BOGUS}.jpg`, width: 10, height: 10 } },
            ...empty().slice(1),
          ]),
        },
      },
    },
  ];
}

export function frontPageChecks(options: SuiteOptions, current: () => Known): void {
  const { base } = options;
  const sections = async (locale: Locale) =>
    (await callEndpoint(base, getMainSections, { query: { locale } })).json as { front: FrontStory[]; latest: ArticleSummary[]; essential: ArticleSummary[] };

  describe('front page: the editor chooses the lead and the stories under it, the rule fills the rest', () => {
    it('before any editor: the newest story leads, and no story is both on the front and in Latest', async () => {
      const { front, latest } = await sections('zh-tw');
      expect(front).toHaveLength(FRONT_LIMITS.places);
      const dates = front.map((story) => story.article.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      const onFront = new Set(front.map((story) => story.article._id));
      expect(latest.some((article) => onFront.has(article._id))).toBe(false);
    });

    it.runIf(options.destructive)('an older, liked story leads with its own headline and picture; the rule fills the empty places with the newest', async () => {
      const known = current();
      const { front, candidates } = await frontFor(base, known, 'zh-cn');
      const [newestStory, second, , , , , , , older] = candidates;
      if (!newestStory || !second || !older) throw new Error('the seed has too few zh-cn stories');
      const picture = await uploaded(base, known);
      const places = empty();
      places[0] = { articleId: older._id, headline: '  编辑选的头条  ', image: picture };
      places[2] = { articleId: second._id };
      const saved = await callEndpoint(base, saveAdminFrontPage, { body: { edition: 'zh-cn', version: front.version, fill: 'newest', places }, token: admin(known) });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      const kept = (saved.json as { front: AdminFrontPage }).front;
      expect(kept).toMatchObject({ edition: 'zh-cn', version: front.version + 1, updatedBy: 'Huanyu Editors' });
      // The picture as the upload answered it: its size, and its renditions where the API makes them.
      expect(kept.places[0]).toEqual({ articleId: older._id, headline: '编辑选的头条', image: picture });

      const read = (await sections('zh-cn')).front;
      expect(read[0]).toMatchObject({ article: { _id: older._id }, headline: '编辑选的头条', image: { path: picture.path } });
      // Place 2 is the rule's: the newest not already placed; place 3 is the editor's.
      expect(read.slice(1, 3).map((story) => story.article._id)).toEqual([newestStory._id, second._id]);
      expect(read[1]?.headline).toBeUndefined();
      // The other editions keep their own front.
      expect((await sections('en')).front[0]?.article._id).not.toBe(older._id);

      // "Most liked" fills the empty places by likes, among the newest.
      const again = await callEndpoint(base, saveAdminFrontPage, {
        body: { edition: 'zh-cn', version: kept.version, fill: 'mostLiked', places: empty() },
        token: admin(known),
      });
      expect(again.status).toBe(200);
      const likes = (await sections('zh-cn')).front.map((story) => story.article.likes);
      expect(likes).toEqual([...likes].sort((a, b) => b - a));
    });

    it.runIf(options.destructive)("a section's page opens with its front: the editor's story leads with its headline, the rest follow newest first", async () => {
      const known = current();
      const { section, candidates } = await aSection(base, known, 'zh-tw');
      const chosen = candidates[candidates.length - 1]!;
      const { front } = await frontFor(base, known, 'zh-tw', section._id);
      const places = empty();
      places[0] = { articleId: chosen._id, headline: '編輯選的欄目頭條' };
      const saved = await callEndpoint(base, saveAdminFrontPage, { body: { edition: 'zh-tw', section: section._id, version: front.version, fill: 'newest', places }, token: admin(known) });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      const list = async (locale: Locale, page = 1) =>
        (await callEndpoint(base, listArticles, { query: { category: section.data[locale].alias, locale, page, pageSize: 3 } })).json as { items: ArticleSummary[]; total: number };
      const first = await list('zh-tw');
      expect(first.items[0]).toMatchObject({ _id: chosen._id, data: { 'zh-tw': { title: '編輯選的欄目頭條' } } });
      // The rest newest first, and no story twice across the pages.
      const rest = [...first.items.slice(1), ...(await list('zh-tw', 2)).items];
      expect(rest.map((story) => story.publishedAt)).toEqual([...rest.map((story) => story.publishedAt)].sort().reverse());
      expect(rest.some((story) => story._id === chosen._id)).toBe(false);
      expect(first.total).toBe(candidates.length);
      // The home page's front and the other editions' section pages keep their own order.
      expect((await sections('zh-tw')).front[0]?.article._id).not.toBe(chosen._id);
      expect((await list('en')).items[0]?._id).not.toBe(chosen._id);
    });
  });
}
