/**
 * The commercial setup's stores (issue 14 part 5): the list per page type, moves by keyboard-sized steps,
 * switches, deletes, and the add / edit form with its messages, against the mock backend (msw/node). What the
 * desk does is checked on the reader's CommercialStore too: the site shows it at once.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { listAdminCommercial, switchAdminCommercial } from '../../contracts/adminCommercial';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { SEED_ADMIN } from '../../mocks/seedDb';
import { seed } from '../../mocks/seed/data';
import { AdminDeskStore } from '../../src/stores/admin/AdminDeskStore';
import { readKeptForm } from '../../src/stores/admin/CommercialFormStore';
import { blankValues, inputOf, valuesOf } from '../../src/stores/admin/commercialValues';
import { createTestStore } from '../render';
import { hashSecret } from '../../src/rules/secrets';

async function signedInDesk() {
  const root = createTestStore();
  expect(await root.admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
  return { root, desk: new AdminDeskStore(root) };
}

const seededIds = (pageType: string) => seed.commercialBlocks.filter((block) => block.pageType === pageType).map((block) => block._id);
const picture = seed.commercialBlocks[0]!.image;

/** What a reader's fresh page load shows for a page type. */
async function readerSees(pageType: 'articlePage' | 'mainPage', locale: 'en' | 'zh-tw' = 'en') {
  const reader = createTestStore({ locale });
  const blocks = reader.commercial.blocksFor(pageType);
  await blocks.load();
  return blocks.data ?? [];
}

describe('the list per page type', () => {
  it('shows a page type\'s blocks in order, each page type on its own', async () => {
    const { desk } = await signedInDesk();
    const { commercial } = desk;
    await commercial.show('articlePage');
    expect(commercial.currentStatus).toBe('ready');
    expect(commercial.current.map((block) => block._id)).toEqual(seededIds('articlePage'));
    await commercial.show('mainPage');
    expect(commercial.current.map((block) => block._id)).toEqual(seededIds('mainPage'));
  });

  it('says a list could not be loaded, and loads it on retry', async () => {
    const { desk } = await signedInDesk();
    server.use(faultHandler(listAdminCommercial, 'networkError', { once: true }));
    await desk.commercial.show('mainPage');
    expect(desk.commercial.currentStatus).toBe('error');
    expect(desk.commercial.error).toEqual({ kind: 'offline' });
    await desk.commercial.retry();
    expect(desk.commercial.currentStatus).toBe('ready');
  });
});

describe('moving, switching and deleting', () => {
  it('moves a block down and up one place at a time; the ends do nothing; readers get the new order', async () => {
    const { desk } = await signedInDesk();
    const { commercial } = desk;
    await commercial.show('mainPage');
    const [a, b, c] = seededIds('mainPage');
    expect(await commercial.move(a!, 'down')).toBe(true);
    expect(commercial.current.map((block) => block._id)).toEqual([b, a, c]);
    expect(commercial.success).toBe('moved');
    expect(commercial.lastMove).toEqual({ id: a, direction: 'down' });
    expect(await commercial.move(b!, 'up')).toBe(false);
    expect(await commercial.move(c!, 'down')).toBe(false);
    expect((await readerSees('mainPage')).map((block) => block._id)).toEqual([b, a, c]);
  });

  it('puts a refused move back and reads the list again when someone added a block since', async () => {
    const { desk } = await signedInDesk();
    const { commercial } = desk;
    await commercial.show('mainPage');
    // Another editor adds one behind this desk's back.
    const other = await signedInDesk();
    await other.desk.commercial.show('mainPage');
    other.desk.commercial.openNew();
    const form = other.desk.commercial.form!;
    form.set('href', 'https://jade-kite.example/');
    form.set('image', picture);
    for (const locale of ['en', 'zh-cn', 'zh-tw'] as const) {
      form.setText(locale, 'title', 'Jade Kite');
      form.setText(locale, 'text', 'Kites');
      form.setText(locale, 'cta', 'Fly');
    }
    expect(await form.save()).toBe(true);
    const [a, b, c] = seededIds('mainPage');
    expect(await commercial.move(a!, 'down')).toBe(false);
    expect(commercial.error).toEqual({ kind: 'orderChanged' });
    expect(commercial.current.map((block) => block._id)).toEqual([a, b, c, form.block!._id]);
    expect(await commercial.move(a!, 'down')).toBe(true);
  });

  it('switches a block off (readers no longer see it) and on again', async () => {
    const { desk } = await signedInDesk();
    const { commercial } = desk;
    await commercial.show('articlePage');
    const [first] = seededIds('articlePage');
    expect(await commercial.setEnabled(first!, false)).toBe(true);
    expect(commercial.success).toBe('switchedOff');
    expect(commercial.current.find((block) => block._id === first)?.enabled).toBe(false);
    expect((await readerSees('articlePage')).map((block) => block._id)).not.toContain(first);
    expect(await commercial.setEnabled(first!, true)).toBe(true);
    expect(commercial.success).toBe('switchedOn');
    expect((await readerSees('articlePage')).map((block) => block._id)).toContain(first);
  });

  it('deletes only after the confirmation, and the block leaves the list and the site', async () => {
    const { desk } = await signedInDesk();
    const { commercial } = desk;
    await commercial.show('articlePage');
    const [first, second] = seededIds('articlePage');
    commercial.askDelete(first!);
    expect(commercial.deleting?._id).toBe(first);
    commercial.cancelDelete();
    expect(commercial.deleting).toBeNull();
    expect(commercial.current).toHaveLength(2);
    commercial.askDelete(first!);
    expect(await commercial.confirmDelete()).toBe(true);
    expect(commercial.success).toBe('deleted');
    expect(commercial.current.map((block) => block._id)).toEqual([second]);
    expect((await readerSees('articlePage')).map((block) => block._id)).toEqual([second]);
  });

  it('a switch that meets a lost connection says so and changes nothing shown', async () => {
    const { desk } = await signedInDesk();
    const { commercial } = desk;
    await commercial.show('mainPage');
    server.use(faultHandler(switchAdminCommercial, 'networkError'));
    const [first] = seededIds('mainPage');
    expect(await commercial.setEnabled(first!, false)).toBe(false);
    expect(commercial.error).toEqual({ kind: 'offline' });
    expect(commercial.updating).toBe(false);
    expect(commercial.current[0]?.enabled).toBe(true);
  });
});

describe('the add / edit form', () => {
  it("adds an 'Article page' block in zh-tw only, last in the list, and a zh-tw reader sees it (an English one does not)", async () => {
    const { desk } = await signedInDesk();
    const { commercial } = desk;
    await commercial.show('articlePage');
    commercial.openNew();
    const form = commercial.form!;
    expect(form.values.pageType).toBe('articlePage');
    form.toggleLocale('en', false);
    form.toggleLocale('zh-cn', false);
    form.set('href', 'https://jade-kite.example/');
    form.set('image', picture);
    form.setText('zh-tw', 'title', '玉箏旅行');
    form.setText('zh-tw', 'text', '帶你走訪花東縱谷。');
    form.setText('zh-tw', 'cta', '立即預訂');
    expect(await form.save()).toBe(true);
    expect(commercial.success).toBe('created');
    const added = commercial.current.at(-1)!;
    expect(added).toMatchObject({ locales: ['zh-tw'], enabled: true, data: { 'zh-tw': { title: '玉箏旅行' } } });
    expect((await readerSees('articlePage', 'zh-tw')).map((block) => block._id)).toContain(added._id);
    expect((await readerSees('articlePage', 'en')).map((block) => block._id)).not.toContain(added._id);
  });

  it('shows "fill this in" only after a save was tried; limits, the link and the dates as one types', async () => {
    const { desk } = await signedInDesk();
    const { commercial } = desk;
    await commercial.show('mainPage');
    commercial.openNew();
    const form = commercial.form!;
    expect(form.shownProblems.size).toBe(0);
    form.set('href', 'javascript:alert(1)');
    form.setText('en', 'cta', 'x'.repeat(41));
    form.set('startDate', '2027-03-10');
    form.set('endDate', '2027-03-09');
    expect(Object.fromEntries(form.shownProblems)).toEqual({
      href: { kind: 'linkInvalid' },
      'data.en.cta': { kind: 'tooLong', max: 40 },
      endDate: { kind: 'endBeforeStart' },
    });
    expect(await form.save()).toBe(false);
    expect(form.error).toEqual({ kind: 'invalid' });
    expect(form.shownProblems.get('image')).toEqual({ kind: 'imageRequired' });
    expect(form.shownProblems.get('data.zh-tw.title')).toEqual({ kind: 'required' });
    // Nothing typed was cut or lost.
    expect(form.values.data.en.cta).toHaveLength(41);
    form.toggleLocale('en', false);
    form.toggleLocale('zh-cn', false);
    form.toggleLocale('zh-tw', false);
    expect(form.shownProblems.get('locales')).toEqual({ kind: 'noLocale' });
  });

  it('keeps the dates as whole days: the end day is shown to its last moment', () => {
    const values = { ...blankValues('mainPage'), image: picture, href: 'https://a.example/', startDate: '2027-03-10', endDate: '2027-03-10' };
    const input = inputOf(values);
    expect(Date.parse(input.endAt!) - Date.parse(input.startAt!)).toBe(86_400_000);
    const back = valuesOf({ ...input, _id: 'com_x', version: 1, order: 0, enabled: true, updatedAt: input.startAt!, updatedBy: '' });
    expect([back.startDate, back.endDate]).toEqual(['2027-03-10', '2027-03-10']);
  });

  it('edits a block from its version; when someone saved since, shows theirs and lets the editor choose', async () => {
    const mine = await signedInDesk();
    const theirs = await signedInDesk();
    await mine.desk.commercial.show('mainPage');
    await theirs.desk.commercial.show('mainPage');
    const [first] = seededIds('mainPage');
    theirs.desk.commercial.openEdit(first!);
    theirs.desk.commercial.form!.setText('en', 'title', 'Their title');
    expect(await theirs.desk.commercial.form!.save()).toBe(true);

    mine.desk.commercial.openEdit(first!);
    const form = mine.desk.commercial.form!;
    form.setText('en', 'title', 'My title');
    expect(await form.save()).toBe(false);
    expect(form.conflict?.data.en.title).toBe('Their title');
    expect(form.values.data.en.title).toBe('My title');
    expect(await form.saveMineOverTheirs()).toBe(true);
    expect(form.conflict).toBeNull();
    expect(mine.desk.commercial.current[0]).toMatchObject({ version: 3, data: { en: { title: 'My title' } } });
    expect(mine.desk.commercial.success).toBe('saved');
  });

  it('keeping their version drops mine and shows theirs', async () => {
    const mine = await signedInDesk();
    const theirs = await signedInDesk();
    await mine.desk.commercial.show('mainPage');
    await theirs.desk.commercial.show('mainPage');
    const [first] = seededIds('mainPage');
    mine.desk.commercial.openEdit(first!);
    theirs.desk.commercial.openEdit(first!);
    theirs.desk.commercial.form!.set('position', 'side');
    await theirs.desk.commercial.form!.save();
    const form = mine.desk.commercial.form!;
    form.set('href', 'https://mine.example/');
    await form.save();
    form.keepTheirs();
    expect(form.values.position).toBe('side');
    expect(form.values.href).toBe(seed.commercialBlocks[0]!.href);
    expect(form.dirty).toBe(false);
  });

  it('refuses a picture of the wrong type or size before it is sent', async () => {
    const { desk } = await signedInDesk();
    await desk.commercial.show('mainPage');
    desk.commercial.openNew();
    const form = desk.commercial.form!;
    expect(await form.uploadImage(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }))).toBe(false);
    expect(form.error).toEqual({ kind: 'imageType' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect(await form.uploadImage(big)).toBe(false);
    expect(form.error).toEqual({ kind: 'imageTooLarge' });
  });

  it('a 401 while saving ends the desk session, and the dialog keeps what was typed', async () => {
    const { root, desk } = await signedInDesk();
    await desk.commercial.show('mainPage');
    desk.commercial.openEdit(seededIds('mainPage')[0]!);
    const form = desk.commercial.form!;
    form.setText('en', 'title', 'Kept');
    // The session ended on the server (an expired token).
    db.adminSession.deleteMany({ where: { tokenHash: { equals: hashSecret(root.admin.data?.token ?? '') } } });
    expect(await form.save()).toBe(false);
    expect(form.error).toEqual({ kind: 'sessionExpired' });
    expect(root.admin).toMatchObject({ authenticated: false, expired: true });
    expect(form.values.data.en.title).toBe('Kept');

    // After the sign-in the desk is made anew (the screen remounts): the dialog comes back with the work.
    expect(await root.admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
    const again = new AdminDeskStore(root);
    await again.commercial.show('mainPage');
    expect(again.commercial.success).toBe('restoredAfterSignIn');
    const back = again.commercial.form!;
    expect(back.block?._id).toBe(seededIds('mainPage')[0]);
    expect(back.values.data.en.title).toBe('Kept');
    expect(await back.save()).toBe(true);
    expect(again.commercial.current[0]?.data.en.title).toBe('Kept');
    // Saved: nothing comes back a second time.
    const third = new AdminDeskStore(root);
    await third.commercial.show('mainPage');
    expect(third.commercial.form).toBeNull();
  });

  it('a dialog the editor closed leaves nothing to bring back', async () => {
    const { root, desk } = await signedInDesk();
    await desk.commercial.show('mainPage');
    desk.commercial.openEdit(seededIds('mainPage')[0]!);
    desk.commercial.form!.setText('en', 'title', 'Dropped');
    db.adminSession.deleteMany({ where: { tokenHash: { equals: hashSecret(root.admin.data?.token ?? '') } } });
    expect(await desk.commercial.form!.save()).toBe(false);
    expect(readKeptForm(desk.deps)?.values.data.en.title).toBe('Dropped');
    desk.commercial.closeForm();
    expect(readKeptForm(desk.deps)).toBeUndefined();
    expect(await root.admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
    const again = new AdminDeskStore(root);
    await again.commercial.show('mainPage');
    expect(again.commercial.form).toBeNull();
  });
});
