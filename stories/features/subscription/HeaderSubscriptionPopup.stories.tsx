import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { subscribeFromHeader } from '../../../contracts/subscription';
import { db } from '../../../mocks/db';
import { answerHandler } from '../../../mocks/answers';
import { PopupHost } from '../../../src/app/PopupHost';
import { storyStore } from '../../decorators';
import { expectFitsWidth } from '../../checks';
import { popupConformance } from '../../popupConformance';
import { contactFields, expectClosed, expectFieldError, expectNoFieldError, openPopup } from '../../popupSteps';
import { fixtures } from '../../../mocks/seed/fixtures';
import { seedSubscriber } from '../../subscribers';

/**
 * The header's subscription popup — SPEC §2 "header subscription (with a comment)", §5 "Full subscription"
 * plus the header variant's comment (error.comment2ErrorValidation), §4 success, §8 error.emailRegisteredError.
 */
const meta = preview.meta({
  title: 'Subscription/Header subscription popup',
  render: () => <PopupHost />,
});

const TITLE = en['subscription.header.title'];

function fields(dialog: HTMLElement) {
  const form = within(dialog);
  return {
    ...contactFields(dialog),
    comment: form.getByRole('textbox', { name: en['subscription.header.comment'] }),
    submit: form.getByRole('button', { name: en['subscription.form.submit'] }),
  };
}

export const Empty = meta.story({
  play: async ({ canvas }) => {
    const dialog = await openPopup(canvas, 'headerSubscription', TITLE);
    const { firstName, comment, phone } = fields(dialog);
    await expect(firstName).toHaveFocus();
    await expect(comment).toBeRequired();
    await expect(phone).not.toBeRequired();
    await expect(within(dialog).getByText(en['subscription.header.intro'])).toBeVisible();
  },
});

export const RequiredFields = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'headerSubscription', TITLE);
    const { firstName, lastName, email, comment, submit } = fields(dialog);
    await userEvent.click(submit);
    await expectFieldError(firstName, en['error.nameErrorValidation']);
    await expectFieldError(lastName, en['error.surnameErrorValidation']);
    await expectFieldError(email, en['error.emailRequired']);
    await expectFieldError(comment, en['error.comment2ErrorValidation']);
    await userEvent.type(comment, 'More travel stories, please');
    await expectNoFieldError(comment, en['error.comment2ErrorValidation']);
    await expectFieldError(email, en['error.emailRequired']);
    await userEvent.type(firstName, 'Mei');
    await expectNoFieldError(firstName, en['error.nameErrorValidation']);
    await userEvent.type(lastName, 'Chen');
    await expectNoFieldError(lastName, en['error.surnameErrorValidation']);
    await userEvent.type(email, 'mei@');
    await expectNoFieldError(email, en['error.emailRequired']);
    await expect(db.subscription.count()).toBe(0);
  },
});

export const CommentRequired = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'headerSubscription', TITLE);
    const { firstName, lastName, email, comment, submit } = fields(dialog);
    await userEvent.type(firstName, 'Mei');
    await userEvent.type(lastName, 'Chen');
    await userEvent.type(email, 'mei@example.com');
    await userEvent.type(comment, '   ');
    await userEvent.click(submit);
    // Only the comment fails; everything typed is still there.
    await expectFieldError(comment, en['error.comment2ErrorValidation']);
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(email).toHaveValue('mei@example.com');
    await userEvent.type(comment, 'Food');
    await expectNoFieldError(comment, en['error.comment2ErrorValidation']);
  },
});

export const InvalidEmail = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'headerSubscription', TITLE);
    const { firstName, lastName, email, comment, submit } = fields(dialog);
    await userEvent.type(firstName, 'Mei');
    await userEvent.type(lastName, 'Chen');
    await userEvent.type(email, 'mei.example.com');
    await userEvent.type(comment, 'Travel');
    await userEvent.click(submit);
    await expectFieldError(email, en['error.invalidEmail']);
    await expect(comment).toHaveValue('Travel');
    await userEvent.clear(email);
    await expectNoFieldError(email, en['error.invalidEmail']);
  },
});

export const EmailAlreadySubscribed = meta.story({
  beforeEach: () => seedSubscriber('taken@example.com'),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'headerSubscription', TITLE);
    const { firstName, lastName, email, comment, submit } = fields(dialog);
    await userEvent.type(firstName, 'Mei');
    await userEvent.type(lastName, 'Chen');
    await userEvent.type(email, 'taken@example.com');
    await userEvent.type(comment, 'Travel');
    await userEvent.click(submit);
    await expectFieldError(email, en['error.emailRegisteredError']);
    await expect(storyStore().popups.current?.id).toBe('headerSubscription');
    await userEvent.type(email, 'x');
    await expectNoFieldError(email, en['error.emailRegisteredError']);
  },
});

export const SuccessOpensCheckEmail = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'headerSubscription', TITLE);
    const { firstName, lastName, email, comment, submit } = fields(dialog);
    await userEvent.type(firstName, 'Mei');
    await userEvent.type(lastName, 'Chen');
    await userEvent.type(email, 'fan@example.com');
    await userEvent.type(comment, 'More about night markets');
    await userEvent.click(submit);
    await canvas.findByRole('dialog', { name: en['subscription.checkEmail.title'] });
    await expectClosed(canvas, TITLE);
    await expect(db.subscription.findFirst({ where: { email: { equals: 'fan@example.com' } } })?.comment).toBe(
      'More about night markets',
    );
  },
});

/** Our API always mails a link (issue 29); a server that confirms at once answers 'subscribed', which the contract allows. */
export const SuccessOpensThanks = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(answerHandler(subscribeFromHeader, { status: 'subscribed' }));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'headerSubscription', TITLE);
    const { firstName, lastName, email, comment, submit } = fields(dialog);
    await userEvent.type(firstName, 'Xiaoming');
    await userEvent.type(lastName, 'Wang');
    await userEvent.type(email, fixtures.simplifiedReader.email);
    await userEvent.type(comment, 'Science');
    await userEvent.click(submit);
    await canvas.findByRole('dialog', { name: en['subscription.thanks.title'] });
    await expectClosed(canvas, TITLE);
  },
});

const conformance = popupConformance({ id: 'headerSubscription', title: 'subscription.header.title' }, {
  ZhCn: async (dialog, { userEvent }) => {
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: zhCn['subscription.form.submit'] }));
    await expectFieldError(
      form.getByRole('textbox', { name: zhCn['subscription.header.comment'] }),
      zhCn['error.comment2ErrorValidation'],
    );
  },
  ZhTw: async (dialog, { userEvent }) => {
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: zhTw['subscription.form.submit'] }));
    await expectFieldError(
      form.getByRole('textbox', { name: zhTw['subscription.header.comment'] }),
      zhTw['error.comment2ErrorValidation'],
    );
    await expectFieldError(form.getByRole('textbox', { name: zhTw['form.email'] }), zhTw['error.emailRequired']);
  },
  Mobile: async (dialog, { userEvent }) => {
    await userEvent.click(fields(dialog).submit);
    await expectFieldError(fields(dialog).comment, en['error.comment2ErrorValidation']);
    await expectFitsWidth(dialog);
  },
});

export const EscCloses = meta.story(conformance.EscCloses);
export const FocusTrapped = meta.story(conformance.FocusTrapped);
export const ZhCn = meta.story(conformance.ZhCn);
export const ZhTw = meta.story(conformance.ZhTw);
export const Mobile = meta.story(conformance.Mobile);
