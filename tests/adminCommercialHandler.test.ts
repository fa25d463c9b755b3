/**
 * The desk's commercial setup on the mock backend (issue 14 part 5, docs/decisions/042): what an editor does
 * shows on the reader's `getCommercial` at once — switched-on blocks whose dates include now, in the reader's
 * language, in the editors' order — and a stale edit is refused rather than overwritten.
 */
import { describe, expect, it } from 'vitest';
import {
  ADMIN_COMMERCIAL_ERRORS,
  createAdminCommercial,
  deleteAdminCommercial,
  listAdminCommercial,
  orderAdminCommercial,
  saveAdminCommercial,
  switchAdminCommercial,
  type AdminCommercialBlock,
  type CommercialInput,
} from '../contracts/adminCommercial';
import { getCommercial, PAGE_TYPES, type CommercialBlock, type PageType } from '../contracts/content';
import { mockNow, setMockNow } from '../mocks/clock';
import { seed } from '../mocks/seed/data';
import { fixtures } from '../mocks/seed/fixtures';
import { callEndpoint } from './contracts/http';
import { BASE, clockAtStart, expectFailure, signedInEditor } from './deskCalls';

clockAtStart();
const desk = signedInEditor().call;
const DAY = 86_400_000;

const picture = seed.commercialBlocks[0]!.image;

function block(pageType: PageType, overrides: Partial<CommercialInput> = {}): CommercialInput {
  const text = (title: string) => ({ title, text: `${title}: the offer`, cta: 'Visit' });
  return {
    pageType,
    categoryId: null,
    position: 'inline',
    href: 'https://jade-kite.example/',
    image: picture,
    locales: ['en', 'zh-cn', 'zh-tw'],
    data: { en: text('Jade Kite Travel'), 'zh-cn': text('玉筝旅行'), 'zh-tw': text('玉箏旅行') },
    startAt: null,
    endAt: null,
    ...overrides,
  };
}

async function list(pageType: PageType): Promise<AdminCommercialBlock[]> {
  return ((await desk(listAdminCommercial, { query: { pageType } })).json as { blocks: AdminCommercialBlock[] }).blocks;
}

async function created(input: CommercialInput): Promise<AdminCommercialBlock> {
  const reply = await desk(createAdminCommercial, { body: input });
  expect(reply.status, JSON.stringify(reply.json)).toBe(201);
  return (reply.json as { block: AdminCommercialBlock }).block;
}

async function shown(pageType: PageType, query: Record<string, string> = {}): Promise<string[]> {
  const reply = await callEndpoint(BASE, getCommercial, { query: { pageType, ...query } });
  return (reply.json as { blocks: CommercialBlock[] }).blocks.map((shownBlock) => shownBlock._id);
}

describe('the list per page type', () => {
  it('gives each page type its seeded blocks, switched on, in every language, numbered from 0', async () => {
    for (const pageType of PAGE_TYPES) {
      const blocks = await list(pageType);
      expect(blocks.map((item) => item._id)).toEqual(seed.commercialBlocks.filter((seeded) => seeded.pageType === pageType).map((seeded) => seeded._id));
      expect(blocks.map((item) => item.order)).toEqual(blocks.map((_item, index) => index));
      expect(blocks.every((item) => item.enabled && item.version === 1 && item.locales.length === 3 && item.startAt === null)).toBe(true);
    }
  });
});

describe('what readers see follows the desk at once', () => {
  it("an 'Article page' block added by an editor shows last on the article page, with its texts", async () => {
    const before = await shown('articlePage');
    const added = await created(block('articlePage'));
    expect(added).toMatchObject({ version: 1, enabled: true, order: before.length, updatedBy: 'Huanyu Editors' });
    expect(await shown('articlePage')).toEqual([...before, added._id]);
    const reply = await callEndpoint(BASE, getCommercial, { query: { pageType: 'articlePage', locale: 'zh-tw' } });
    const mine = (reply.json as { blocks: CommercialBlock[] }).blocks.find((item) => item._id === added._id);
    expect(mine).toMatchObject({ pageType: 'articlePage', position: 'inline', href: 'https://jade-kite.example/', data: { 'zh-tw': { title: '玉箏旅行' } } });
    expect(await shown('mainPage')).not.toContain(added._id);
  });

  it('a block switched off leaves the site, and comes back switched on', async () => {
    const [first] = await list('mainPage');
    const off = await desk(switchAdminCommercial, { query: { id: first!._id }, body: { enabled: false } });
    expect((off.json as { block: AdminCommercialBlock }).block).toMatchObject({ enabled: false, version: 1 });
    expect(await shown('mainPage')).not.toContain(first!._id);
    expect((await list('mainPage')).map((item) => item._id)).toContain(first!._id);
    await desk(switchAdminCommercial, { query: { id: first!._id }, body: { enabled: true } });
    expect(await shown('mainPage')).toContain(first!._id);
  });

  it('shows a block from its start (inclusive) until its end (exclusive)', async () => {
    const now = mockNow();
    const start = new Date(now + DAY).toISOString();
    const end = new Date(now + 3 * DAY).toISOString();
    const later = await created(block('multimediaPage', { startAt: start, endAt: end }));
    expect(await shown('multimediaPage')).not.toContain(later._id);
    setMockNow(Date.parse(start));
    expect(await shown('multimediaPage')).toContain(later._id);
    setMockNow(Date.parse(end) - 1);
    expect(await shown('multimediaPage')).toContain(later._id);
    setMockNow(Date.parse(end));
    expect(await shown('multimediaPage')).not.toContain(later._id);
  });

  it('shows a block only in the languages chosen for it; its other texts may stay empty', async () => {
    const empty = { title: '', text: '', cta: '' };
    const input = block('mainPage', { locales: ['zh-tw'] });
    const onlyTw = await created({ ...input, data: { ...input.data, en: empty, 'zh-cn': empty } });
    expect(await shown('mainPage', { locale: 'zh-tw' })).toContain(onlyTw._id);
    expect(await shown('mainPage', { locale: 'en' })).not.toContain(onlyTw._id);
    expect(await shown('mainPage', { locale: 'zh-cn' })).not.toContain(onlyTw._id);
  });

  it('a block tied to a section shows on that section only', async () => {
    const [travel, other] = seed.categories.filter((category) => category.kind === 'articles');
    const tied = await created(block('categoryPage', { categoryId: travel!._id }));
    expect(await shown('categoryPage', { categoryId: travel!._id })).toContain(tied._id);
    expect(await shown('categoryPage', { categoryId: other!._id })).not.toContain(tied._id);
  });

  it("reordering changes the site's order; a deleted block leaves both, and the order closes up", async () => {
    const ids = (await list('categoryPage')).map((item) => item._id);
    const reversed = [...ids].reverse();
    const reply = await desk(orderAdminCommercial, { body: { pageType: 'categoryPage', ids: reversed } });
    expect((reply.json as { blocks: AdminCommercialBlock[] }).blocks.map((item) => item._id)).toEqual(reversed);
    expect(await shown('categoryPage')).toEqual(reversed.filter((id) => seed.commercialBlocks.find((seeded) => seeded._id === id)?.categoryId === null));
    const [gone] = await list('categoryPage');
    expect((await desk(deleteAdminCommercial, { query: { id: gone!._id, version: gone!.version } })).status).toBe(200);
    const left = await list('categoryPage');
    expect(left.map((item) => item._id)).toEqual(reversed.slice(1));
    expect(left.map((item) => item.order)).toEqual(left.map((_item, index) => index));
    expect(await shown('categoryPage')).not.toContain(gone!._id);
  });
});

describe('edits', () => {
  it('saves from the latest version and counts it up; a stale version is 409 and changes nothing', async () => {
    const [first] = await list('mainPage');
    const { _id, version, order: _order, enabled: _enabled, updatedAt: _at, updatedBy: _by, ...input } = first!;
    const edited = { ...input, data: { ...input.data, en: { ...input.data.en, title: 'Cloud Mist, new season' } } };
    const saved = await desk(saveAdminCommercial, { query: { id: _id }, body: { version, block: edited } });
    expect((saved.json as { block: AdminCommercialBlock }).block).toMatchObject({ version: version + 1, data: { en: { title: 'Cloud Mist, new season' } } });
    const stale = await desk(saveAdminCommercial, { query: { id: _id }, body: { version, block: input } });
    expectFailure(stale, 409, ADMIN_COMMERCIAL_ERRORS.versionConflict, 'version');
    expect((await list('mainPage'))[0]!.data.en.title).toBe('Cloud Mist, new season');
    expectFailure(await desk(deleteAdminCommercial, { query: { id: _id, version } }), 409, ADMIN_COMMERCIAL_ERRORS.versionConflict, 'version');
  });

  it('a switch or a move does not count the version up (an open edit is not made stale by them)', async () => {
    const [first, second] = await list('mainPage');
    await desk(switchAdminCommercial, { query: { id: first!._id }, body: { enabled: false } });
    await desk(orderAdminCommercial, { body: { pageType: 'mainPage', ids: [second!._id, first!._id, ...(await list('mainPage')).slice(2).map((item) => item._id)] } });
    expect((await list('mainPage')).find((item) => item._id === first!._id)).toMatchObject({ version: 1, order: 1, enabled: false });
  });

  it('moved to another page type, a block goes last there and the old list closes up', async () => {
    const [first] = await list('mainPage');
    const articleCount = (await list('articlePage')).length;
    const { _id, version, order: _order, enabled: _enabled, updatedAt: _at, updatedBy: _by, ...input } = first!;
    await desk(saveAdminCommercial, { query: { id: _id }, body: { version, block: { ...input, pageType: 'articlePage' } } });
    expect((await list('articlePage')).at(-1)).toMatchObject({ _id, order: articleCount });
    expect((await list('mainPage')).map((item) => item.order)).toEqual([0, 1]);
  });
});

describe('refusals, each naming its field', () => {
  it.each<[string, Partial<CommercialInput>, string, string]>([
    ['a missing text in a language it shows in', { data: { ...block('mainPage').data, 'zh-cn': { title: '玉筝旅行', text: ' ', cta: '去看看' } } }, ADMIN_COMMERCIAL_ERRORS.textMissing, 'data.zh-cn.text'],
    ['a link that is no web address', { href: 'javascript:alert(1)' }, ADMIN_COMMERCIAL_ERRORS.linkInvalid, 'href'],
    ['a link without a host', { href: 'https://localhost/' }, ADMIN_COMMERCIAL_ERRORS.linkInvalid, 'href'],
    // The third probe (issue 29): plain http, a user name before the host, a port past 65535, a line separator.
    ['a plain-http link', { href: 'http://jade-kite.example/' }, ADMIN_COMMERCIAL_ERRORS.linkInvalid, 'href'],
    ['a link that names a user before the host', { href: 'https://bank.example@jade-kite.example/' }, ADMIN_COMMERCIAL_ERRORS.linkInvalid, 'href'],
    ['a link with no real port', { href: 'https://jade-kite.example:99999/' }, ADMIN_COMMERCIAL_ERRORS.linkInvalid, 'href'],
    ['a link with a line separator', { href: 'https://jade-kite.example/\u2028offer' }, ADMIN_COMMERCIAL_ERRORS.linkInvalid, 'href'],
    ['an end before the start', { startAt: '2027-03-02T00:00:00.000Z', endAt: '2027-03-01T00:00:00.000Z' }, ADMIN_COMMERCIAL_ERRORS.endBeforeStart, 'endAt'],
    ['an end equal to the start', { startAt: '2027-03-02T00:00:00.000Z', endAt: '2027-03-02T00:00:00.000Z' }, ADMIN_COMMERCIAL_ERRORS.endBeforeStart, 'endAt'],
    ['a section on the main page', { categoryId: seed.categories[0]!._id }, ADMIN_COMMERCIAL_ERRORS.unknownSection, 'categoryId'],
  ])('%s', async (_name, overrides, message, field) => {
    expectFailure(await desk(createAdminCommercial, { body: block('mainPage', overrides) }), 400, message, field);
  });

  it('an unknown section on a category page', async () => {
    expectFailure(await desk(createAdminCommercial, { body: block('categoryPage', { categoryId: 'cat_nope' }) }), 400, ADMIN_COMMERCIAL_ERRORS.unknownSection, 'categoryId');
  });

  it('no language at all', async () => {
    expectFailure(await desk(createAdminCommercial, { body: block('mainPage', { locales: [] }) }), 400, ADMIN_COMMERCIAL_ERRORS.noLocale, 'locales');
  });

  it('an order that does not name exactly the page type\'s blocks is 409 and changes nothing', async () => {
    const ids = (await list('mainPage')).map((item) => item._id);
    for (const wrong of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), 'com_nope'], [ids[0]!, ids[0]!, ids[1]!]]) {
      expectFailure(await desk(orderAdminCommercial, { body: { pageType: 'mainPage', ids: wrong } }), 409, ADMIN_COMMERCIAL_ERRORS.orderChanged, 'ids');
    }
    expect((await list('mainPage')).map((item) => item._id)).toEqual(ids);
  });

  it('unknown blocks are 404', async () => {
    expectFailure(await desk(switchAdminCommercial, { query: { id: 'com_nope' }, body: { enabled: false } }), 404, ADMIN_COMMERCIAL_ERRORS.notFound, 'id');
    expectFailure(await desk(deleteAdminCommercial, { query: { id: 'com_nope', version: 1 } }), 404, ADMIN_COMMERCIAL_ERRORS.notFound, 'id');
    expectFailure(await desk(saveAdminCommercial, { query: { id: 'com_nope' }, body: { version: 1, block: block('mainPage') } }), 404, ADMIN_COMMERCIAL_ERRORS.notFound, 'id');
  });

  it('readers and strangers are kept out (403 / 401)', async () => {
    const reader = await callEndpoint(BASE, (await import('../contracts/user')).signIn, {
      body: { email: fixtures.verifiedReader.email, password: fixtures.verifiedReader.password, locale: 'en' },
    });
    const readerToken = (reader.json as { token: string }).token;
    expect((await callEndpoint(BASE, listAdminCommercial, { query: { pageType: 'mainPage' }, token: readerToken })).status).toBe(403);
    expect((await callEndpoint(BASE, listAdminCommercial, { query: { pageType: 'mainPage' } })).status).toBe(401);
  });
});
