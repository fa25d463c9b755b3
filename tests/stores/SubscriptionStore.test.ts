import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { subscribe, subscribeFromHeader } from '../../contracts/subscription';
import { answerHandler } from '../../mocks/answers';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { formErrors } from '../../src/i18n/formErrors';
import { createTestStore } from '../render';
import { fixtures } from '../../mocks/seed/fixtures';
import { stored } from '../storeReads';

const reader = fixtures.verifiedReader;

describe('footer subscription (SPEC §5 "Footer subscription", §7, §8)', () => {
  it('refuses an invalid email before any request, with error.invalidEmail', async () => {
    const store = createTestStore();
    const errors = await store.subscription.subscribeFromFooter({ email: 'reader@' });
    expect(errors?.email?.message).toEqual(formErrors.invalidEmail);
    expect(await stored.count('subscription')).toBe(0);
    expect(store.popups.current).toBeNull();
  });

  it('treats an empty box as an invalid email (the footer checks validity only)', async () => {
    const store = createTestStore();
    const errors = await store.subscription.subscribeFromFooter({});
    expect(errors?.email?.message.id).toBe('error.invalidEmail');
  });

  it('sends email and locale only, stores the subscriber and opens the check-email popup', async () => {
    const store = createTestStore({ locale: 'zh-tw' });
    const errors = await store.subscription.subscribeFromFooter({ email: '  New.Fan@Example.com ' });
    expect(errors).toBeUndefined();
    expect(store.popups.current).toEqual({ id: 'subscriptionCheckEmail', props: { email: 'New.Fan@Example.com' } });
    const row = await stored.first('subscription', { email: 'new.fan@example.com' });
    expect(row).toMatchObject({ locale: 'zh-tw', firstName: '', lastName: '', phone: '', confirmed: false });
  });

  it("shows error.emailRegisteredError on the email field for 'This email is already in use'", async () => {
    const store = createTestStore();
    await store.subscription.subscribeFromFooter({ email: 'twice@example.com' });
    store.popups.close();
    const errors = await store.subscription.subscribeFromFooter({ email: 'twice@example.com' });
    expect(errors?.email?.message).toEqual(formErrors.emailRegisteredError);
    expect(store.popups.current).toBeNull();
  });

  it.each(['serverError', 'networkError'] as const)(
    'on a %s, keeps the subscription in the outbox and asks the reader to check their email (SPEC §8 ignores it)',
    async (fault) => {
      server.use(faultHandler(subscribe, fault));
      const store = createTestStore();
      expect(await store.subscription.subscribeFromFooter({ email: 'later@example.com' })).toBeUndefined();
      expect(store.popups.current).toEqual({ id: 'subscriptionCheckEmail', props: { email: 'later@example.com' } });
      expect(store.outbox.waiting).toEqual([expect.objectContaining({ kind: 'subscribe', body: { email: 'later@example.com', locale: 'en' } })]);
    },
  );

  it('a refusal (4xx) is shown above the form and not kept for later', async () => {
    server.use(http.post(`*${subscribe.path}`, () => HttpResponse.json({ message: 'Not today' }, { status: 422 })));
    const store = createTestStore();
    const errors = await store.subscription.subscribeFromFooter({ email: reader.email });
    expect(errors?.form?.message).toEqual(formErrors.requestFailed);
    expect(store.outbox.entries).toEqual([]);
  });

  it('a filled honeypot (a bot) is told to check its email, and nothing is kept or mailed', async () => {
    const store = createTestStore();
    expect(await store.subscription.subscribeFromFooter({ email: 'bot@example.com', website: 'spam' })).toBeUndefined();
    expect(store.popups.current?.id).toBe('subscriptionCheckEmail');
    expect(await stored.count('subscription')).toBe(0);
  });

  it('does not crash on a success body it cannot read, and keeps the send: nothing proves it arrived (issue 29)', async () => {
    server.use(faultHandler(subscribe, 'malformed'));
    const store = createTestStore();
    expect(await store.subscription.subscribeFromFooter({ email: reader.email })).toBeUndefined();
    expect(store.popups.current?.id).toBe('subscriptionCheckEmail');
    expect(store.outbox.entries).toHaveLength(1);
    expect(store.outbox.entries[0]?.body).toMatchObject({ email: reader.email });
  });
});

describe('subscription popups (SPEC §4, §5 "Full subscription")', () => {
  const values = { firstName: 'Mei', lastName: 'Chen', email: 'mei@example.com', phone: '' };

  it('requires first name, last name and a valid email; the header variant also a comment', async () => {
    const store = createTestStore();
    const full = await store.subscription.subscribe({ email: 'x' });
    expect(Object.fromEntries(Object.entries(full ?? {}).map(([k, v]) => [k, v.message.id]))).toEqual({
      firstName: 'error.nameErrorValidation',
      lastName: 'error.surnameErrorValidation',
      email: 'error.invalidEmail',
    });
    const header = await store.subscription.subscribe(values, 'header');
    expect(header?.comment?.message.id).toBe('error.comment2ErrorValidation');
  });

  it('full popup: success closes it and opens check-email', async () => {
    const store = createTestStore();
    store.popups.open('subscription');
    expect(await store.subscription.subscribe(values)).toBeUndefined();
    expect(store.popups.current).toEqual({ id: 'subscriptionCheckEmail', props: { email: 'mei@example.com' } });
    expect(await stored.first('subscription', { email: 'mei@example.com' })).toMatchObject({
      firstName: 'Mei',
      lastName: 'Chen',
      locale: 'en',
    });
  });

  it("even a verified reader's own address is confirmed through the mailed link: the check-email popup (issue 29)", async () => {
    const store = createTestStore();
    store.popups.open('headerSubscription');
    expect(await store.subscription.subscribe({ ...values, email: reader.email, comment: 'More travel' }, 'header')).toBeUndefined();
    expect(store.popups.current?.id).toBe('subscriptionCheckEmail');
    expect(await stored.first('subscription', { email: reader.email })).toMatchObject({ comment: 'More travel', confirmed: false });
  });

  it('a server that confirms at once (the contract allows it) opens the thanks popup', async () => {
    server.use(answerHandler(subscribeFromHeader, { status: 'subscribed' }));
    const store = createTestStore();
    store.popups.open('headerSubscription');
    expect(await store.subscription.subscribe({ ...values, email: reader.email, comment: 'More travel' }, 'header')).toBeUndefined();
    expect(store.popups.current?.id).toBe('subscriptionThanks');
  });
});

describe('subscription popups: a late answer', () => {
  it.each([
    ['full', 'subscription'],
    ['header', 'headerSubscription'],
  ] as const)('%s: closed before the answer came, nothing opens over what the reader opened since', async (variant, popup) => {
    const store = createTestStore();
    store.popups.open(popup);
    const sent = store.subscription.subscribe(
      { firstName: 'Mei', lastName: 'Chen', email: 'late@example.com', comment: 'Travel' },
      variant,
    );
    store.popups.open('contact');
    expect(await sent).toBeUndefined();
    expect(store.popups.current?.id).toBe('contact');
    expect(await stored.first('subscription', { email: 'late@example.com' })).not.toBeNull();
  });
});

describe('subscription popups: §8 and the values kept', () => {
  const values = { firstName: 'Mei', lastName: 'Chen', email: 'twice@example.com', phone: '0912345678' };

  it.each(['full', 'header'] as const)(
    "%s: 'This email is already in use' -> error.emailRegisteredError on the email field; the popup stays",
    async (variant) => {
      const store = createTestStore();
      await store.subscription.subscribeFromFooter({ email: 'twice@example.com' });
      const popup = variant === 'full' ? 'subscription' : 'headerSubscription';
      store.popups.open(popup);
      const errors = await store.subscription.subscribe({ ...values, comment: 'Travel' }, variant);
      expect(errors).toEqual({ email: { message: formErrors.emailRegisteredError } });
      expect(store.popups.current?.id).toBe(popup);
    },
  );

  it('sends the phone and the comment of the header variant', async () => {
    const store = createTestStore({ locale: 'zh-cn' });
    expect(await store.subscription.subscribe({ ...values, email: 'fan@example.com', comment: ' 旅行 ' }, 'header')).toBeUndefined();
    expect(await stored.first('subscription', { email: 'fan@example.com' })).toMatchObject({
      phone: '0912345678',
      comment: '旅行',
      locale: 'zh-cn',
    });
  });
});
