import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { PopupHost } from '../../../src/app/PopupHost';
import { storyStore } from '../../decorators';
import { popupConformance } from '../../popupConformance';
import { expectFocusTrapped, openPopup } from '../../popupSteps';
import { fixtures } from '../../../mocks/seed/fixtures';

const reader = fixtures.verifiedReader;

/**
 * SPEC §2/§8 restore-password success ('Please check your email to confirm password reset', Close), and its
 * second use after the new password is saved (§4, docs/decisions/010: stage passwordChanged).
 */
const meta = preview.meta({
  title: 'Auth/Restore-password success popup',
  render: () => <PopupHost />,
});

const TITLE = 'Please check your email to confirm password reset';
/** After the restore popup mailed the link. */
const LINK_SENT = { stage: 'linkSent', email: reader.email };
/** After the new password was saved. */
const PASSWORD_CHANGED = { stage: 'passwordChanged' };

export const LinkSent = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'restorePasswordSuccess', TITLE, LINK_SENT);
    await expect(dialog).toHaveTextContent(`We have sent a link to ${reader.email}. Open it to choose a new password.`);
    await expect(within(dialog).getByRole('button', { name: en['popup.close'] })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: en['popup.ok'] }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
});

export const CloseLinkCloses = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'restorePasswordSuccess', TITLE, LINK_SENT);
    await userEvent.click(within(dialog).getByRole('button', { name: en['popup.close'] }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(storyStore().popups.current).toBeNull();
  },
});

export const PasswordChanged = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPopup(canvas, 'restorePasswordSuccess', en['auth.restoreSuccess.changedTitle'], PASSWORD_CHANGED);
    await expect(dialog).toHaveTextContent(en['auth.restoreSuccess.changedDetail']);
    await expect(canvas.queryByText(TITLE)).toBeNull();
    // The way on: sign in with the new password.
    await userEvent.click(within(dialog).getByRole('button', { name: en['auth.restoreSuccess.signIn'] }));
    await expect(await canvas.findByRole('dialog', { name: 'Log in to Huanyu and travel around the world' })).toBeVisible();
    await expect(storyStore().popups.current?.id).toBe('signIn');
  },
});

export const KeyboardFocusStaysInsidePasswordChanged = meta.story({
  play: async ({ canvas }) => {
    await expectFocusTrapped(await openPopup(canvas, 'restorePasswordSuccess', en['auth.restoreSuccess.changedTitle'], PASSWORD_CHANGED));
  },
});

export const ZhCnPasswordChanged = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    const dialog = await openPopup(canvas, 'restorePasswordSuccess', zhCn['auth.restoreSuccess.changedTitle'], PASSWORD_CHANGED);
    await expect(within(dialog).getByRole('button', { name: zhCn['auth.restoreSuccess.signIn'] })).toBeVisible();
  },
});

export const ZhTwPasswordChanged = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    const dialog = await openPopup(canvas, 'restorePasswordSuccess', zhTw['auth.restoreSuccess.changedTitle'], PASSWORD_CHANGED);
    await expect(dialog).toHaveTextContent(zhTw['auth.restoreSuccess.changedDetail']);
  },
});

const conformance = popupConformance({ id: 'restorePasswordSuccess', props: LINK_SENT, title: 'auth.restoreSuccess.title' }, {
  ZhCn: async (dialog) => {
    await expect(dialog).toHaveTextContent(zhCn['auth.restoreSuccess.detail'].replace('{email}', reader.email));
    await expect(within(dialog).getByRole('button', { name: zhCn['popup.ok'] })).toBeVisible();
  },
  ZhTw: async (dialog) => {
    await expect(dialog).toHaveTextContent(zhTw['auth.restoreSuccess.detail'].replace('{email}', reader.email));
  },
});

export const EscCloses = meta.story(conformance.EscCloses);
export const FocusTrapped = meta.story(conformance.FocusTrapped);
export const ZhCn = meta.story(conformance.ZhCn);
export const ZhTw = meta.story(conformance.ZhTw);
export const Mobile = meta.story(conformance.Mobile);
