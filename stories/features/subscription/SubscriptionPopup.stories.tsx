import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { subscribe } from '../../../contracts/subscription';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { db } from '../../../mocks/db';
import { answerHandler } from '../../../mocks/answers';
import { faultHandler } from '../../../mocks/faults';
import { PopupHost } from '../../../src/app/PopupHost';
import { storyStore } from '../../decorators';
import { expectFitsWidth } from '../../checks';
import { popupConformance } from '../../popupConformance';
import { contactFields, expectClosed, expectFieldError, expectNoFieldError, openPopup } from '../../popupSteps';
import { fixtures } from '../../../mocks/seed/fixtures';
import { seedSubscriber } from '../../subscribers';

const reader = fixtures.verifiedReader;

/**
 * The full subscription popup — SPEC §5 "Full subscription" (error.invalidEmail, error.emailRequired,
 * error.nameErrorValidation, error.surnameErrorValidation; phone optional), §4 success -> thanks or check-email,
 * §8 'This email is already in use' -> error.emailRegisteredError; the confirmation link's notice (MailLinksStore);
 * "subscription success verified".
 */
const meta = preview.meta({
  title: 'Subscription/Subscription popup',
  render: () => <PopupHost />,
});

const TITLE = en['subscription.title'];

function fields(dialog: HTMLElement) {
  const form = within(dialog);
  return {
    ...contactFields(dialog),
    submit: form.getByRole('button', { name: en['subscription.form.submit'] }),
  };
}

export const Empty = meta.story({
  play: async ({ canvas }) => {
    const dialog = await openPopup(canvas, 'subscription', TITLE);
    const { firstName, lastName, email, phone } = fields(dialog);
    for (const field of [firstName, lastName, email, phone]) await expect(field).toHaveValue('');
    await expect(firstName).toHaveFocus();
    await expect(firstName).toBeRequired();
    await expect(phone).not.toBeRequired();
    await expect(within(dialog).getByText(en['subscription.intro'])).toBeVisible();
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
});

export const SignedInReader = meta.story({
  play: async ({ canvas, userEvent }) => {
    await storyStore().session.signIn({ email: reader.email, password: reader.password });
    // Signed in, a reader is not asked who they are again: name and email are filled in, still editable.
    const dialog = await openPopup(canvas, 'subscription', TITLE);
    const { firstName, lastName, email, phone, submit } = fields(dialog);
    await expect(firstName).toHaveValue(reader.firstName);
    await expect(lastName).toHaveValue(reader.lastName);
    await expect(email).toHaveValue(reader.email);
    await expect(phone).toHaveValue('');
    // Even their own, verified address is subscribed only through the mailed link (issue 29).
    await userEvent.click(submit);
    const next = await within(document.body).findByRole('dialog', { name: en['subscription.checkEmail.title'] });
    await expect(next).toHaveTextContent(reader.email);
    await expect(db.subscription.findFirst({ where: { email: { equals: reader.email } } })?.confirmed).toBe(false);
  },
});

export const RequiredFields = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'subscription', TITLE);
    const { firstName, lastName, email, submit } = fields(dialog);
    await userEvent.click(submit);
    // SPEC §5: every rule at once, each under its own field; nothing is sent.
    await expectFieldError(firstName, en['error.nameErrorValidation']);
    await expectFieldError(lastName, en['error.surnameErrorValidation']);
    await expectFieldError(email, en['error.emailRequired']);
    await expect(db.subscription.count()).toBe(0);
    // Editing a field hides its message, and only its own.
    await userEvent.type(firstName, 'Mei');
    await expectNoFieldError(firstName, en['error.nameErrorValidation']);
    await expectFieldError(lastName, en['error.surnameErrorValidation']);
    await userEvent.type(lastName, 'Chen');
    await expectNoFieldError(lastName, en['error.surnameErrorValidation']);
    await userEvent.type(email, 'm');
    await expectNoFieldError(email, en['error.emailRequired']);
  },
});

export const WhitespaceIsNotAName = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'subscription', TITLE);
    const { firstName, lastName, email, submit } = fields(dialog);
    await userEvent.type(firstName, '   ');
    await userEvent.type(lastName, '  ');
    await userEvent.type(email, 'mei@example.com');
    await userEvent.click(submit);
    await expectFieldError(firstName, en['error.nameErrorValidation']);
    await expectFieldError(lastName, en['error.surnameErrorValidation']);
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
});

export const InvalidEmail = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'subscription', TITLE);
    const { firstName, lastName, email, submit } = fields(dialog);
    await userEvent.type(firstName, 'Mei');
    await userEvent.type(lastName, 'Chen');
    await userEvent.type(email, 'mei@example');
    await userEvent.click(submit);
    await expectFieldError(email, en['error.invalidEmail']);
    // Nothing typed is lost.
    await expect(email).toHaveValue('mei@example');
    await expect(firstName).toHaveValue('Mei');
    await userEvent.type(email, '.com');
    await expectNoFieldError(email, en['error.invalidEmail']);
  },
});

export const PhoneKeepsDigitsOnly = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'subscription', TITLE);
    const { phone } = fields(dialog);
    await userEvent.type(phone, '+886 (912) 345-678');
    await expect(phone).toHaveValue('886912345678');
  },
});

export const SuccessOpensCheckEmail = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'subscription', TITLE);
    const { firstName, lastName, email, submit } = fields(dialog);
    await userEvent.type(firstName, 'Mei');
    await userEvent.type(lastName, 'Chen');
    await userEvent.type(email, 'new.reader@example.com');
    // Phone left empty: it is optional.
    await userEvent.click(submit);
    // SPEC §4: the subscription popup closes, check-email opens.
    const next = await canvas.findByRole('dialog', { name: 'Thanks for subscribing! Please check your email' });
    await expect(next).toHaveTextContent('new.reader@example.com');
    await expectClosed(canvas, TITLE);
    await expect(storyStore().popups.current?.id).toBe('subscriptionCheckEmail');
    await expect(db.subscription.findFirst({ where: { email: { equals: 'new.reader@example.com' } } })).toMatchObject({
      firstName: 'Mei',
      lastName: 'Chen',
      phone: '',
      locale: 'en',
    });
  },
});

/** Our API always mails a link (issue 29); a server that confirms at once answers 'subscribed', which the contract allows. */
export const SuccessOpensThanks = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(answerHandler(subscribe, { status: 'subscribed' }));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'subscription', TITLE);
    const { firstName, lastName, email, phone, submit } = fields(dialog);
    await userEvent.type(firstName, 'Reader');
    await userEvent.type(lastName, 'One');
    await userEvent.type(email, reader.email);
    await userEvent.type(phone, '0912345678');
    await userEvent.click(submit);
    const next = await canvas.findByRole('dialog', { name: en['subscription.thanks.title'] });
    await expect(next).toHaveTextContent(reader.email);
    await expectClosed(canvas, TITLE);
    await expect(storyStore().popups.current?.id).toBe('subscriptionThanks');
  },
});

export const EmailAlreadySubscribed = meta.story({
  beforeEach: () => {
    seedSubscriber('taken@example.com');
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'subscription', TITLE);
    const { firstName, lastName, email, submit } = fields(dialog);
    await userEvent.type(firstName, 'Mei');
    await userEvent.type(lastName, 'Chen');
    await userEvent.type(email, 'taken@example.com');
    await userEvent.click(submit);
    // SPEC §8: 'This email is already in use' -> error.emailRegisteredError on the email field; the popup stays.
    await expectFieldError(email, en['error.emailRegisteredError']);
    await expect(storyStore().popups.current?.id).toBe('subscription');
    await expect(firstName).toHaveValue('Mei');
    await userEvent.clear(email);
    await expectNoFieldError(email, en['error.emailRegisteredError']);
  },
});

/** SPEC §8 ignores the failure: the outbox keeps the subscription and the reader is asked to check their email. */
export const ServerErrorWaitsInOutbox = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(subscribe, 'serverError'));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'subscription', TITLE);
    const { firstName, lastName, email, submit } = fields(dialog);
    await userEvent.type(firstName, 'Mei');
    await userEvent.type(lastName, 'Chen');
    await userEvent.type(email, 'mei@example.com');
    await userEvent.click(submit);
    await waitFor(() => expect(storyStore().popups.current).toEqual({ id: 'subscriptionCheckEmail', props: { email: 'mei@example.com' } }));
    await expect(storyStore().outbox.waiting).toEqual([expect.objectContaining({ kind: 'subscribe' })]);
  },
});

export const RefusedKeepsWhatWasTyped = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(subscribe, 'badRequest'));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'subscription', TITLE);
    const { firstName, lastName, email, submit } = fields(dialog);
    await userEvent.type(firstName, 'Mei');
    await userEvent.type(lastName, 'Chen');
    await userEvent.type(email, 'mei@example.com');
    await userEvent.click(submit);
    // docs/decisions/004: no catalogue message, but the reader is told, and keeps every value.
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(en['error.requestFailed']);
    await expect(email).toHaveValue('mei@example.com');
    await expect(lastName).toHaveValue('Chen');
    await expect(storyStore().popups.current?.id).toBe('subscription');
  },
});

export const SubmitBusyWhileSending = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(subscribe, 'slow', { slowMs: 1500 }));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'subscription', TITLE);
    const { firstName, lastName, email, submit } = fields(dialog);
    await userEvent.type(firstName, 'Mei');
    await userEvent.type(lastName, 'Chen');
    await userEvent.type(email, 'slow@example.com');
    await userEvent.click(submit);
    const busy = await within(dialog).findByRole('button', { name: en['subscription.form.submitting'] });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    // A second press while it works sends nothing more.
    await userEvent.click(busy);
    await canvas.findByRole('dialog', { name: 'Thanks for subscribing! Please check your email' });
    await expect(db.subscription.findMany({ where: { email: { equals: 'slow@example.com' } } })).toHaveLength(1);
  },
});

export const ConfirmationLinkFailed = meta.story({
  parameters: { route: '/?subscription-token=expired-or-wrong' },
  play: async ({ canvas }) => {
    // MailLinksStore: a confirmation link that does not work reopens the subscription popup with a notice.
    await storyStore().mailLinks.follow();
    const dialog = await canvas.findByRole('dialog', { name: TITLE });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(en['subscription.confirmationFailed']);
    await expect(storyStore().popups.current).toEqual({ id: 'subscription', props: { notice: 'confirmationFailed' } });
  },
});

export const ConfirmationLinkVerified = meta.story({
  play: async ({ canvas, userEvent }) => {
    const store = storyStore();
    await store.subscription.subscribeFromFooter({ email: 'confirm.me@example.com' });
    store.popups.close();
    const mail = db.mail.findFirst({ where: { to: { equals: 'confirm.me@example.com' } }, strict: true });
    // The reader follows the link in the mail: "subscription success verified" opens.
    store.navigation.go(mail.link);
    await store.mailLinks.follow();
    const dialog = await canvas.findByRole('dialog', { name: en['subscription.verified.title'] });
    await expect(dialog).toHaveTextContent(en['subscription.verified.detail']);
    await expect(db.subscription.findFirst({ where: { email: { equals: 'confirm.me@example.com' } } })?.confirmed).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: en['popup.ok'] }));
    await expectClosed(canvas, en['subscription.verified.title']);
  },
});

export const VerifiedTraditionalChinese = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await openPopup(canvas, 'subscriptionSuccessVerified', zhTw['subscription.verified.title']);
  },
});

const conformance = popupConformance({ id: 'subscription', title: 'subscription.title' }, {
  EscCloses: {
    before: async (dialog, { userEvent }) => {
      await userEvent.type(fields(dialog).firstName, 'Mei');
    },
  },
  // Close, four fields, Subscribe: more presses than there are controls; then Close still closes it.
  FocusTrapped: async (dialog, { canvas, userEvent }) => {
    await userEvent.click(within(dialog).getByRole('button', { name: en['popup.close'] }));
    await expectClosed(canvas, TITLE);
  },
  ZhCn: async (dialog, { userEvent }) => {
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: zhCn['subscription.form.submit'] }));
    await expectFieldError(form.getByRole('textbox', { name: zhCn['form.firstName'] }), zhCn['error.nameErrorValidation']);
    await expectFieldError(form.getByRole('textbox', { name: zhCn['form.lastName'] }), zhCn['error.surnameErrorValidation']);
    await expectFieldError(form.getByRole('textbox', { name: zhCn['form.email'] }), zhCn['error.emailRequired']);
  },
  ZhTw: async (dialog, { canvas, userEvent }) => {
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: zhTw['form.firstName'] }), '美玲');
    await userEvent.type(form.getByRole('textbox', { name: zhTw['form.lastName'] }), '陳');
    await userEvent.type(form.getByRole('textbox', { name: zhTw['form.email'] }), 'meiling.chen@example');
    await userEvent.click(form.getByRole('button', { name: zhTw['subscription.form.submit'] }));
    await expectFieldError(form.getByRole('textbox', { name: zhTw['form.email'] }), zhTw['error.invalidEmail']);
    await userEvent.type(form.getByRole('textbox', { name: zhTw['form.email'] }), '.com');
    await userEvent.click(form.getByRole('button', { name: zhTw['subscription.form.submit'] }));
    await expect(await canvas.findByRole('dialog', { name: zhTw['subscription.checkEmail.title'] })).toBeVisible();
    await waitFor(() => expect(db.subscription.findFirst({ where: { email: { equals: 'meiling.chen@example.com' } } })?.locale).toBe('zh-tw'));
  },
  Mobile: async (dialog, { userEvent }) => {
    const { firstName, email, submit } = fields(dialog);
    // One column: the fields are as wide as each other, one under the other.
    await expect(email.getBoundingClientRect().top).toBeGreaterThan(firstName.getBoundingClientRect().bottom);
    await userEvent.click(submit);
    await expectFieldError(email, en['error.emailRequired']);
    await expectFitsWidth(dialog);
  },
});

export const EscCloses = meta.story(conformance.EscCloses);
export const FocusTrapped = meta.story(conformance.FocusTrapped);
export const ZhCn = meta.story(conformance.ZhCn);
export const ZhTw = meta.story(conformance.ZhTw);
export const Mobile = meta.story(conformance.Mobile);
