import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { contact } from '../../../contracts/contact';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { db } from '../../../mocks/db';
import { faultHandler } from '../../../mocks/faults';
import { PopupHost } from '../../../src/app/PopupHost';
import { storyStore } from '../../decorators';
import { expectFitsWidth } from '../../checks';
import { popupConformance } from '../../popupConformance';
import { contactFields, expectClosed, expectFieldError, expectNoFieldError, openPopup } from '../../popupSteps';
import { fixtures } from '../../../mocks/seed/fixtures';

/**
 * The contact popup — SPEC §5 "Contact" (email, firstName, lastName, comment required, the subscription's
 * messages), §4 success -> reset, close, generic success, §8 failures swallowed; the generic success and contact
 * success popups ('Thank you for your attention, we will contact you!').
 */
const meta = preview.meta({
  title: 'Contact/Contact popup',
  render: () => <PopupHost />,
});

const TITLE = en['contact.title'];
/** SPEC §8 success text. */
const SUCCESS = 'Thank you for your attention, we will contact you!';

function fields(dialog: HTMLElement) {
  const form = within(dialog);
  return {
    ...contactFields(dialog),
    comment: form.getByRole('textbox', { name: en['contact.comment'] }),
    submit: form.getByRole('button', { name: en['contact.submit'] }),
  };
}

async function fillValid(dialog: HTMLElement, userEvent: { type: (element: Element, text: string) => Promise<void> }) {
  const { firstName, lastName, email, phone, comment } = fields(dialog);
  await userEvent.type(firstName, 'Mei');
  await userEvent.type(lastName, 'Chen');
  await userEvent.type(email, 'mei@example.com');
  await userEvent.type(phone, '0912 345 678');
  await userEvent.type(comment, 'A correction to the night market story');
}

export const Empty = meta.story({
  play: async ({ canvas }) => {
    const dialog = await openPopup(canvas, 'contact', TITLE);
    const { firstName, lastName, email, phone, comment } = fields(dialog);
    await expect(firstName).toHaveFocus();
    // The intro is read with the dialog's name.
    await expect(dialog).toHaveAccessibleDescription(en['contact.intro']);
    for (const field of [firstName, lastName, email, comment]) await expect(field).toBeRequired();
    await expect(phone).not.toBeRequired();
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
});

export const RequiredFields = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'contact', TITLE);
    const { firstName, lastName, email, comment, submit } = fields(dialog);
    await userEvent.click(submit);
    // The first field with a message takes the focus.
    await waitFor(() => expect(firstName).toHaveFocus());
    await expectFieldError(email, en['error.emailRequired']);
    await expectFieldError(firstName, en['error.nameErrorValidation']);
    await expectFieldError(lastName, en['error.surnameErrorValidation']);
    await expectFieldError(comment, en['error.comment2ErrorValidation']);
    await expect(db.contactMessage.count()).toBe(0);
    await userEvent.type(email, 'm');
    await expectNoFieldError(email, en['error.emailRequired']);
    await expectFieldError(firstName, en['error.nameErrorValidation']);
    await userEvent.type(firstName, 'Mei');
    await expectNoFieldError(firstName, en['error.nameErrorValidation']);
    await userEvent.type(lastName, 'Chen');
    await expectNoFieldError(lastName, en['error.surnameErrorValidation']);
    await userEvent.type(comment, 'Hello');
    await expectNoFieldError(comment, en['error.comment2ErrorValidation']);
  },
});

export const InvalidEmail = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'contact', TITLE);
    await fillValid(dialog, userEvent);
    const { email, comment, submit } = fields(dialog);
    await userEvent.clear(email);
    await userEvent.type(email, 'mei at example.com');
    await userEvent.click(submit);
    await expectFieldError(email, en['error.invalidEmail']);
    await expect(comment).toHaveValue('A correction to the night market story');
    await expect(storyStore().popups.current?.id).toBe('contact');
    await userEvent.clear(email);
    await expectNoFieldError(email, en['error.invalidEmail']);
  },
});

export const SuccessOpensGenericSuccess = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'contact', TITLE);
    await fillValid(dialog, userEvent);
    await userEvent.click(fields(dialog).submit);
    // SPEC §4: contact closes and the generic success opens.
    const success = await canvas.findByRole('dialog', { name: SUCCESS });
    await expectClosed(canvas, TITLE);
    await expect(storyStore().popups.current?.id).toBe('success');
    await expect(db.contactMessage.findFirst({ where: { email: { equals: 'mei@example.com' } } })).toMatchObject({
      firstName: 'Mei',
      lastName: 'Chen',
      phone: '0912345678',
      comment: 'A correction to the night market story',
    });
    await userEvent.click(within(success).getByRole('button', { name: en['popup.ok'] }));
    await expectClosed(canvas, SUCCESS);
    // SPEC §4's reset: each opening mounts a new form, so opened again it is empty.
    const again = await openPopup(canvas, 'contact', TITLE);
    await expect(fields(again).comment).toHaveValue('');
  },
});

/** The answer comes after the reader closed the popup and opened another one: that one stays, with what they typed. */
export const LateAnswerKeepsTheNextPopup = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(contact, 'slow', { slowMs: 800 }));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'contact', TITLE);
    await fillValid(dialog, userEvent);
    await userEvent.click(fields(dialog).submit);
    const subscription = await openPopup(canvas, 'subscription', en['subscription.title']);
    const firstName = within(subscription).getByRole('textbox', { name: en['form.firstName'] });
    await userEvent.type(firstName, 'Mei');
    await waitFor(() => expect(db.contactMessage.count()).toBe(1), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(canvas.queryByRole('dialog', { name: SUCCESS })).toBeNull();
    await expect(storyStore().popups.current?.id).toBe('subscription');
    await expect(firstName).toHaveValue('Mei');
  },
});

export const ServerErrorSwallowed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(contact, 'serverError'));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'contact', TITLE);
    await fillValid(dialog, userEvent);
    await userEvent.click(fields(dialog).submit);
    // SPEC §8: contact failures are swallowed; the reader sees the success anyway.
    await canvas.findByRole('dialog', { name: SUCCESS });
    await expectClosed(canvas, TITLE);
    await expect(db.contactMessage.count()).toBe(0);
  },
});

export const OfflineSwallowed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(contact, 'networkError'));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'contact', TITLE);
    await fillValid(dialog, userEvent);
    await userEvent.click(fields(dialog).submit);
    await canvas.findByRole('dialog', { name: SUCCESS });
  },
});

export const SubmitBusyWhileSending = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(contact, 'slow', { slowMs: 1500 }));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'contact', TITLE);
    await fillValid(dialog, userEvent);
    await userEvent.click(fields(dialog).submit);
    const busy = await within(dialog).findByRole('button', { name: en['contact.sending'] });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('dialog', { name: SUCCESS });
    await expect(db.contactMessage.count()).toBe(1);
  },
});

export const GenericSuccess = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'success', SUCCESS);
    await expect(within(dialog).getByRole('button', { name: en['popup.ok'] })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expectClosed(canvas, SUCCESS);
  },
});

export const ContactSuccess = meta.story({
  play: async ({ canvas, userEvent }) => {
    // docs/decisions/010: the same text as the generic success.
    const dialog = await openPopup(canvas, 'contactSuccess', SUCCESS);
    await userEvent.click(within(dialog).getByRole('button', { name: en['popup.ok'] }));
    await expectClosed(canvas, SUCCESS);
    await expect(storyStore().popups.current).toBeNull();
  },
});

const conformance = popupConformance({ id: 'contact', title: 'contact.title' }, {
  ZhCn: async (dialog, { userEvent }) => {
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: zhCn['contact.submit'] }));
    await expectFieldError(form.getByRole('textbox', { name: zhCn['contact.comment'] }), zhCn['error.comment2ErrorValidation']);
    await expectFieldError(form.getByRole('textbox', { name: zhCn['form.email'] }), zhCn['error.emailRequired']);
  },
  ZhTw: async (dialog, { canvas, userEvent }) => {
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: zhTw['form.firstName'] }), '美玲');
    await userEvent.type(form.getByRole('textbox', { name: zhTw['form.lastName'] }), '陳');
    await userEvent.type(form.getByRole('textbox', { name: zhTw['form.email'] }), fixtures.traditionalReader.email);
    await userEvent.type(form.getByRole('textbox', { name: zhTw['contact.comment'] }), '想投稿夜市的故事');
    await userEvent.click(form.getByRole('button', { name: zhTw['contact.submit'] }));
    await expect(await canvas.findByRole('dialog', { name: zhTw['success.title'] })).toBeVisible();
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
