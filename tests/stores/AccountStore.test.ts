/**
 * The reader's account page (issue 28 item 4), through its store against the mock API: the profile and password
 * forms with sign-up's texts, what they liked and wrote, sign-out of every device, the data download, deletion,
 * a new e-mail address confirmed by its mailed link, and the newsletter of each edition.
 */
import { describe, expect, it } from 'vitest';
import { DELETED_READER_ID } from '../../contracts/accountErrors';
import { fixtures } from '../../mocks/seed/fixtures';
import { commentArticle, likeArticle } from '../../src/api/community';
import { getProfile } from '../../src/api/user';
import { ApiClient } from '../../src/api/client';
import { localizedError } from '../../src/i18n/formErrors';
import { RecordingNavigation } from '../../src/lib/navigation';
import type { AccountStores } from '../../src/stores/AccountStores';
import type { RootStore } from '../../src/stores/RootStore';
import { createTestStore } from '../render';
import { mailed, stored } from '../storeReads';

const READER = fixtures.verifiedReader;
const article = fixtures.commentedArticle;

interface OnAccountPage {
  readonly store: RootStore;
  readonly navigation: RecordingNavigation;
  /** The page's stores, made as its loader makes them. */
  readonly page: AccountStores;
}

async function signedIn(saved: { name: string; text: string }[] = []): Promise<OnAccountPage> {
  const navigation = new RecordingNavigation('/en/account');
  const store = createTestStore({ navigation, saveFile: (name, _type, text) => saved.push({ name, text }) });
  expect(await store.session.signIn({ email: READER.email, password: READER.password })).toBeUndefined();
  return { store, navigation, page: await store.openAccountPage() };
}

const profile = (page: AccountStores) => ({ ...page.account.initialProfile });

describe('the account page', () => {
  it('signed out, it opens the sign-in popup once the profile check has answered', async () => {
    const store = createTestStore({ navigation: new RecordingNavigation('/en/account') });
    const page = await store.openAccountPage();
    await page.account.open();
    expect(store.popups.current).toBeNull();
    await store.session.loadProfile();
    await page.account.open();
    expect(store.popups.current?.id).toBe('signIn');
  });

  it('lists the stories the reader liked and the comments they wrote, with titles in the page’s language', async () => {
    const { store, page } = await signedIn();
    const userId = store.session.user?._id ?? '';
    await likeArticle(store.api, { articleId: article._id, userId, drafted: false });
    await commentArticle(store.api, article._id, { userId, userName: 'Clarke Emma', text: 'My own comment' });
    await page.account.open();
    const data = page.account.activity.data;
    expect(data?.liked[0]).toMatchObject({ kind: 'article', slug: article.slug, title: article.data.en?.title });
    expect(data?.comments[0]).toMatchObject({ kind: 'article', slug: article.slug, text: 'My own comment' });
  });

  it('profile: sign-up’s texts for bad input; saved, the header’s name follows', async () => {
    const { store, page } = await signedIn();
    expect(await page.account.saveProfile({ ...profile(page), firstName: ' ', userName: '' })).toEqual({
      firstName: localizedError('firstNameRequired'),
      userName: localizedError('userNameRequired'),
    });
    expect(await page.account.saveProfile({ ...profile(page), firstName: 'Emmeline', city: 'Bath' })).toBeUndefined();
    expect(page.account.saved).toBe('profile');
    expect(store.session.user).toMatchObject({ firstName: 'Emmeline', city: 'Bath' });
    expect(await stored.first('user', { id: READER._id })).toMatchObject({ firstName: 'Emmeline', city: 'Bath' });
  });

  it('profile: a user name another reader has gets the catalogue’s text on the field', async () => {
    const { page } = await signedIn();
    expect(await page.account.saveProfile({ ...profile(page), userName: fixtures.simplifiedReader.userName })).toEqual({
      userName: localizedError('userNameInUse'),
    });
  });

  it('password: the current one is checked; changed, other devices are signed out and this one stays', async () => {
    const { store, page } = await signedIn();
    const other = await signedIn();
    expect(await page.account.changePassword({ currentPassword: 'wrong-one', password: 'new-password-9', confirmPassword: 'new-password-9' })).toEqual({
      currentPassword: localizedError('wrongPassword'),
    });
    expect(await page.account.changePassword({ currentPassword: READER.password, password: 'short', confirmPassword: 'other' })).toEqual({
      password: localizedError('passwordTooShort'),
      confirmPassword: localizedError('passwordsDifferent'),
    });
    expect(
      await page.account.changePassword({ currentPassword: READER.password, password: 'new-password-9', confirmPassword: 'new-password-9' }),
    ).toBeUndefined();
    expect(page.account.saved).toBe('password');
    await expect(getProfile(store.api)).resolves.toBeTruthy();
    await expect(getProfile(other.store.api)).rejects.toMatchObject({ status: 401 });
    expect(await createTestStore().session.signIn({ email: READER.email, password: 'new-password-9' })).toBeUndefined();
  });

  it('sign out of every device: every session ends, this one too, and the page goes home', async () => {
    const { store, navigation, page } = await signedIn();
    const other = await signedIn();
    const token = store.session.token ?? '';
    await page.account.signOutEverywhere();
    expect(store.session.authorised).toBe(false);
    expect(navigation.visits.at(-1)).toEqual({ kind: 'go', path: '/en/' });
    await expect(getProfile(other.store.api)).rejects.toMatchObject({ status: 401 });
    const probe = new ApiClient({ baseUrl: '', timeoutMs: 2000, getToken: () => token });
    await expect(getProfile(probe)).rejects.toMatchObject({ status: 401 });
  });

  it('download: a JSON file of the profile, likes and comments, without the password’s hash', async () => {
    const saved: { name: string; text: string }[] = [];
    const { page } = await signedIn(saved);
    await page.account.download();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toMatch(/^huanyu-account-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(saved[0]?.text ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({ profile: { email: READER.email } });
    expect(saved[0]?.text).not.toContain('passwordHash');
  });

  it('delete: the password confirms it; comments kept as “deleted reader”, the account and its sessions gone', async () => {
    const { store, navigation, page } = await signedIn();
    const userId = store.session.user?._id ?? '';
    const { comment } = await commentArticle(store.api, article._id, { userId, userName: 'Clarke Emma', text: 'Kept after I go' });
    page.account.openDelete();
    expect(await page.account.deleteAccount({ comments: 'keep' })).toEqual({ password: localizedError('passwordRequired') });
    expect(await page.account.deleteAccount({ password: 'not-mine-1', comments: 'keep' })).toEqual({ password: localizedError('wrongPassword') });
    expect(page.account.deleteOpen).toBe(true);
    expect(await page.account.deleteAccount({ password: READER.password, comments: 'keep' })).toBeUndefined();
    expect(page.account.deleteOpen).toBe(false);
    expect(store.session.authorised).toBe(false);
    expect(navigation.visits.at(-1)).toEqual({ kind: 'go', path: '/en/' });
    expect(await stored.first('user', { id: userId })).toBeNull();
    expect(await stored.first('comment', { id: comment._id })).toMatchObject({ userId: DELETED_READER_ID, userName: '', text: 'Kept after I go' });
    expect(await createTestStore().session.signIn({ email: READER.email, password: READER.password })).toEqual({
      email: localizedError('userWasNotFound'),
    });
  });

  it('delete with "remove": the reader’s comments go too', async () => {
    const { store, page } = await signedIn();
    const userId = store.session.user?._id ?? '';
    const { comment } = await commentArticle(store.api, article._id, { userId, userName: 'Clarke Emma', text: 'Take this with me' });
    expect(await page.account.deleteAccount({ password: READER.password, comments: 'remove' })).toBeUndefined();
    expect(await stored.first('comment', { id: comment._id })).toBeNull();
  });
});

describe('a new e-mail address', () => {
  it('every e-mail field’s texts, then the password and the catalogue’s refusals on their fields', async () => {
    const { page } = await signedIn();
    const email = page.accountEmail;
    expect(await email.request({})).toEqual({ email: localizedError('emailRequired'), password: localizedError('passwordRequired') });
    expect(await email.request({ email: 'emma@', password: 'x' })).toEqual({ email: localizedError('invalidEmail') });
    expect(await email.request({ email: 'emma.clarke@example.com', password: 'not-mine-1' })).toEqual({ password: localizedError('wrongPassword') });
    expect(await email.request({ email: READER.email, password: READER.password })).toEqual({ email: localizedError('sameEmail') });
    expect(await email.request({ email: fixtures.simplifiedReader.email, password: READER.password })).toEqual({ email: localizedError('emailInUse') });
    expect(email.sentTo).toBeNull();
  });

  it('the link opens the account page: the address changes, the header shows it, the token leaves the address bar', async () => {
    const { store, navigation, page } = await signedIn();
    expect(await page.accountEmail.request({ email: ' Emma.Clarke@Example.com ', password: READER.password })).toBeUndefined();
    expect(page.accountEmail.sentTo).toBe('emma.clarke@example.com');
    expect(store.session.user?.email).toBe(READER.email);
    const link = (await mailed('changeEmail', 'emma.clarke@example.com')).link;
    expect(link).toMatch(/^\/en\/account\?email-token=/);
    navigation.replace(link);
    await page.accountEmail.followLink();
    expect(page.accountEmail.linkResult).toEqual({ kind: 'changed', email: 'emma.clarke@example.com' });
    expect(store.session.user?.email).toBe('emma.clarke@example.com');
    expect(navigation.current()).toBe('/en/account');
    expect((await mailed('emailChanged', READER.email)).link).toBe('');
  });

  it('a used or unknown link is said at the top of the page, signed out too', async () => {
    const navigation = new RecordingNavigation('/zh-tw/account?email-token=not-a-token');
    const store = createTestStore({ navigation });
    const page = await store.openAccountPage();
    await page.accountEmail.followLink();
    expect(page.accountEmail.linkResult).toEqual({ kind: 'failed', error: localizedError('emailLinkInvalid') });
    expect(navigation.current()).toBe('/zh-tw/account');
  });
});

describe('the newsletter of each edition', () => {
  it('ticked and saved, the address receives those editions; nothing ticked unsubscribes it', async () => {
    const { page } = await signedIn();
    const newsletters = page.newsletters;
    await newsletters.load();
    expect(newsletters.editions).toEqual([]);
    newsletters.toggle('zh-tw', true);
    newsletters.toggle('en', true);
    await newsletters.save();
    expect([newsletters.saved, newsletters.editions, newsletters.pending]).toEqual([true, ['en', 'zh-tw'], false]);
    expect(await stored.first('subscription', { email: READER.email })).toMatchObject({ confirmed: true });
    newsletters.toggle('en', false);
    expect(newsletters.saved).toBe(false);
    newsletters.toggle('zh-tw', false);
    await newsletters.save();
    expect(newsletters.editions).toEqual([]);
    expect(await stored.first('subscription', { email: READER.email })).toBeNull();
  });
});
