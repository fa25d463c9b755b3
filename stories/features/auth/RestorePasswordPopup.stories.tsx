import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { forgotPassword } from '../../../contracts/user';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { db } from '../../../mocks/db';
import { faultHandler } from '../../../mocks/faults';
import { PopupHost } from '../../../src/app/PopupHost';
import { storyStore } from '../../decorators';
import { popupConformance } from '../../popupConformance';
import { openPopup } from '../../popupSteps';
import { fixtures } from '../../../mocks/seed/fixtures';

const reader = fixtures.verifiedReader;

/**
 * SPEC §2 restore-password popup; §4 success -> restore-success, register link -> sign-up; §5 "Restore password:
 * email valid and required"; §8 'User is not found'.
 */
const meta = preview.meta({
  title: 'Auth/Restore-password popup',
  render: () => <PopupHost />,
});

const TITLE = en['auth.restore.title'];

export const Empty = meta.story({
  play: async ({ canvas }) => {
    const dialog = await openPopup(canvas, 'restorePassword', TITLE);
    const d = within(dialog);
    const email = d.getByRole('textbox', { name: en['auth.restore.email'] });
    await expect(email).toHaveValue('');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(d.getByRole('button', { name: en['auth.restore.submit'] })).toBeVisible();
    await expect(d.getByRole('button', { name: 'Register new account' })).toBeVisible();
    await expect(d.getByRole('button', { name: en['popup.close'] })).toBeVisible();
    await expect(d.queryByRole('alert')).toBeNull();
  },
});

export const EmailRequired = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'restorePassword', TITLE);
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: en['auth.restore.submit'] }));
    await expect(await d.findByRole('alert')).toHaveTextContent('Email is required');
    await expect(d.getByRole('textbox', { name: en['auth.restore.email'] })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(d.getByRole('textbox', { name: en['auth.restore.email'] }), 'r');
    await expect(d.queryByRole('alert')).toBeNull();
  },
});

export const InvalidEmail = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'restorePassword', TITLE);
    const d = within(dialog);
    const email = d.getByRole('textbox', { name: en['auth.restore.email'] });
    await userEvent.type(email, 'reader@example');
    await expect(d.queryByRole('alert')).toBeNull();
    await userEvent.click(d.getByRole('button', { name: en['auth.restore.submit'] }));
    await expect(await d.findByRole('alert')).toHaveTextContent('Email should be valid');
    await expect(email).toHaveValue('reader@example');
    await userEvent.type(email, '.com');
    await expect(d.queryByRole('alert')).toBeNull();
    // Nothing was mailed for the bad address.
    await expect(db.mail.getAll()).toHaveLength(0);
  },
});

export const UserIsNotFound = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'restorePassword', TITLE);
    const d = within(dialog);
    const email = d.getByRole('textbox', { name: en['auth.restore.email'] });
    await userEvent.type(email, 'nobody@example.com');
    await userEvent.click(d.getByRole('button', { name: en['auth.restore.submit'] }));
    // SPEC §8 'User is not found' (restore), on the email field.
    await expect(await d.findByRole('alert')).toHaveTextContent('User is not found');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('nobody@example.com');
    await userEvent.type(email, 'x');
    await expect(d.queryByRole('alert')).toBeNull();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(forgotPassword, 'serverError'));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'restorePassword', TITLE);
    const d = within(dialog);
    await userEvent.type(d.getByRole('textbox', { name: en['auth.restore.email'] }), reader.email);
    await userEvent.click(d.getByRole('button', { name: en['auth.restore.submit'] }));
    // Unknown restore errors have no catalogue message (SPEC §8); the reader still learns it failed (decision 004).
    await expect(await d.findByRole('alert')).toHaveTextContent(en['error.requestFailed']);
    await expect(storyStore().popups.current?.id).toBe('restorePassword');
  },
});

export const Success = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'restorePassword', TITLE);
    const d = within(dialog);
    await userEvent.type(d.getByRole('textbox', { name: en['auth.restore.email'] }), reader.email);
    await userEvent.click(d.getByRole('button', { name: en['auth.restore.submit'] }));
    // SPEC §4: restore closes and the success popup opens, with the §8 success text.
    const success = await canvas.findByRole('dialog', { name: 'Please check your email to confirm password reset' });
    await expect(success).toHaveTextContent(reader.email);
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: TITLE })).toBeNull());
    await expect(storyStore().popups.current).toEqual({
      id: 'restorePasswordSuccess',
      props: { email: reader.email, stage: 'linkSent' },
    });
    // The reset link went out.
    const mail = db.mail.findFirst({ where: { to: { equals: reader.email }, kind: { equals: 'resetPassword' } } });
    await expect(mail?.link).toContain('restore-token=');
  },
});

export const Sending = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(forgotPassword, 'slow', { slowMs: 1500 }));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'restorePassword', TITLE);
    const d = within(dialog);
    await userEvent.type(d.getByRole('textbox', { name: en['auth.restore.email'] }), reader.email);
    const submit = d.getByRole('button', { name: en['auth.restore.submit'] });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(await canvas.findByRole('dialog', { name: en['auth.restoreSuccess.title'] })).toBeVisible();
  },
});

export const RegisterLinkOpensSignUp = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'restorePassword', TITLE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register new account' }));
    // SPEC §4: the register link closes restore and opens sign-up.
    await expect(storyStore().popups.current?.id).toBe('signUp');
    await expect(await canvas.findByRole('dialog', { name: /^Register on Huanyu/ })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: TITLE })).toBeNull());
  },
});

const conformance = popupConformance({ id: 'restorePassword', title: 'auth.restore.title' }, {
  ZhCn: async (dialog, { userEvent }) => {
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: zhCn['auth.restore.submit'] }));
    await expect(await d.findByRole('alert')).toHaveTextContent(zhCn['error.emailRequired']);
    await userEvent.type(d.getByRole('textbox', { name: zhCn['auth.restore.email'] }), 'duzhe@');
    await userEvent.click(d.getByRole('button', { name: zhCn['auth.restore.submit'] }));
    await expect(await d.findByText(zhCn['error.invalidEmail'])).toBeVisible();
    await expect(d.getByRole('button', { name: zhCn['auth.restore.register'] })).toBeVisible();
  },
  ZhTw: async (dialog, { canvas, userEvent }) => {
    const d = within(dialog);
    await userEvent.type(d.getByRole('textbox', { name: zhTw['auth.restore.email'] }), 'nobody@example.com');
    await userEvent.click(d.getByRole('button', { name: zhTw['auth.restore.submit'] }));
    await expect(await d.findByRole('alert')).toHaveTextContent(zhTw['error.userIsNotFound']);
    await userEvent.clear(d.getByRole('textbox', { name: zhTw['auth.restore.email'] }));
    await userEvent.type(d.getByRole('textbox', { name: zhTw['auth.restore.email'] }), fixtures.traditionalReader.email);
    await userEvent.click(d.getByRole('button', { name: zhTw['auth.restore.submit'] }));
    await expect(await canvas.findByRole('dialog', { name: zhTw['auth.restoreSuccess.title'] })).toBeVisible();
  },
});

export const EscCloses = meta.story(conformance.EscCloses);
export const FocusTrapped = meta.story(conformance.FocusTrapped);
export const ZhCn = meta.story(conformance.ZhCn);
export const ZhTw = meta.story(conformance.ZhTw);
export const Mobile = meta.story(conformance.Mobile);
