import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { mailLink } from '../../mocks/mailbox';
import { addNewsletterSubscribers, NEWSLETTER_SUBSCRIBERS } from '../../mocks/newsletterSubscribers';
import { hashSecret } from '../../src/rules/secrets';
import { server } from '../../mocks/node';
import { mockPorts } from '../../mocks/ports';
import { RecordingNavigation } from '../../src/lib/navigation';
import { createTestStore } from '../render';
import { fixtures } from '../../mocks/seed/fixtures';
import { stored } from '../storeReads';

const reader = fixtures.verifiedReader;

/** A reader lands from a mailed link: the token leaves the address and the matching popup opens. */
describe('mail links', () => {
  const land = (path: string) => {
    const navigation = new RecordingNavigation(path);
    return { navigation, store: createTestStore({ navigation }) };
  };

  it('restore-token opens the reset-password popup with the token (SPEC §2)', async () => {
    const { store, navigation } = land('/en/travel-in-autumn?restore-token=abc123&x=1');
    await store.mailLinks.follow();
    expect(store.popups.current).toEqual({ id: 'resetPassword', props: { token: 'abc123' } });
    expect(navigation.visits).toEqual([{ kind: 'replace', path: '/en/travel-in-autumn?x=1' }]);
  });

  it('verify-token confirms the email and signs the reader in on this device: their account page greets them', async () => {
    db.user.update({ where: { id: { equals: reader._id } }, data: { verified: false } });
    const mail = await mailLink(mockPorts, 'verifyEmail', reader.email, reader._id, 'en');
    const { store, navigation } = land(mail.link);
    await store.mailLinks.follow();
    expect(store.session.authorised).toBe(true);
    expect(store.session.user?.email).toBe(reader.email);
    expect(store.session.justVerified).toBe(true);
    expect(store.popups.current).toBeNull();
    expect(navigation.visits.at(-1)).toEqual({ kind: 'go', path: '/en/account' });
    expect((await stored.first('user', { id: reader._id }))?.verified).toBe(true);
  });

  it('a server that sends no session with the verification: the sign-in popup, the address filled in', async () => {
    server.use(http.get('*/api/client/user/verify', () => HttpResponse.json({ status: 'verified', email: reader.email })));
    const { store } = land('/en/?verify-token=abc');
    await store.mailLinks.follow();
    expect(store.popups.current).toEqual({ id: 'signIn', props: { notice: 'emailVerified', email: reader.email } });
    expect(store.session.authorised).toBe(false);
  });

  it('an unknown verify-token says so in the sign-in popup', async () => {
    const { store } = land('/zh-cn/?verify-token=nope');
    await store.mailLinks.follow();
    expect(store.popups.current).toEqual({ id: 'signIn', props: { notice: 'verificationFailed' } });
  });

  it('subscription-token confirms the subscription: the success-verified popup', async () => {
    db.subscription.create({
      id: 'sub_new',
      email: 'new@example.com',
      firstName: 'New',
      lastName: 'Reader',
      phone: '',
      locale: 'en',
      comment: '',
      confirmed: false,
      createdAt: 0,
    });
    const mail = await mailLink(mockPorts, 'confirmSubscription', 'new@example.com', 'sub_new', 'en');
    const { store } = land(mail.link);
    await store.mailLinks.follow();
    expect(store.popups.current?.id).toBe('subscriptionSuccessVerified');
    expect((await stored.first('subscription', { id: 'sub_new' }))?.confirmed).toBe(true);
  });

  it('a page without a token is left alone', async () => {
    const { store, navigation } = land('/en/?query=tea');
    await store.mailLinks.follow();
    expect(store.popups.current).toBeNull();
    expect(navigation.visits).toEqual([]);
  });
});

/** A newsletter's unsubscribe link (issue 25): one click stops the edition, signed in or not, and a popup says so. */
describe('newsletter unsubscribe links', () => {
  const land = (path: string) => {
    const navigation = new RecordingNavigation(path);
    return { navigation, store: createTestStore({ navigation }) };
  };

  it('unsubscribe-token stops that edition and says which; the token leaves the address', async () => {
    await addNewsletterSubscribers(mockPorts);
    const { both } = NEWSLETTER_SUBSCRIBERS;
    const token = 'unsubscribe-link-token';
    await mockPorts.store.insert('mailToken', { tokenHash: hashSecret(token), kind: 'newsletterUnsubscribe', subject: `${both.id}:zh-tw`, expiresAt: Date.now() + 60_000_000, usedAt: null });
    const { store, navigation } = land(`/zh-tw/?unsubscribe-token=${token}`);
    await store.mailLinks.follow();
    expect(store.popups.current).toEqual({ id: 'newsletterUnsubscribed', props: { edition: 'zh-tw' } });
    expect(navigation.visits).toEqual([{ kind: 'replace', path: '/zh-tw/' }]);
    expect((await mockPorts.store.find('subscriptionEdition', { subscriptionId: both.id })).map((row) => row.edition)).toEqual(['en']);
  });

  it('a link that does not work says so', async () => {
    const { store } = land('/en/?unsubscribe-token=not-a-token');
    await store.mailLinks.follow();
    expect(store.popups.current).toEqual({ id: 'newsletterUnsubscribed', props: { notice: 'linkInvalid' } });
  });
});
