import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { storyStore } from '../../decorators';
import { expectEscapeCloses, expectFocusTrapped, findDialog } from '../../popupSteps';
import { AuthPopupStage, type AuthPopupStageParameters } from './AuthPopupStage';

/**
 * SPEC §2/§8 restore-password success ('Please check your email to confirm password reset', Close), and its
 * second use after the new password is saved (§4, docs/decisions/010: stage passwordChanged).
 */
const meta = preview.meta({
  title: 'Auth/Restore-password success popup',
  parameters: {
    authPopup: {
      id: 'restorePasswordSuccess',
      props: { stage: 'linkSent', email: 'reader@example.com' },
    } satisfies AuthPopupStageParameters,
  },
  render: (_args, { parameters }) => <AuthPopupStage {...(parameters.authPopup as AuthPopupStageParameters)} />,
});

const TITLE = 'Please check your email to confirm password reset';

export const LinkSent = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: TITLE });
    await expect(dialog).toHaveTextContent('We have sent a link to reader@example.com. Open it to choose a new password.');
    await expect(within(dialog).getByRole('button', { name: en['popup.close'] })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: en['popup.ok'] }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
});

export const CloseLinkCloses = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: en['popup.close'] }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(storyStore().popups.current).toBeNull();
  },
});

export const PasswordChanged = meta.story({
  parameters: { authPopup: { id: 'restorePasswordSuccess', props: { stage: 'passwordChanged' } } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: en['auth.restoreSuccess.changedTitle'] });
    await expect(dialog).toHaveTextContent(en['auth.restoreSuccess.changedDetail']);
    await expect(canvas.queryByText(TITLE)).toBeNull();
    // The way on: sign in with the new password.
    await userEvent.click(within(dialog).getByRole('button', { name: en['auth.restoreSuccess.signIn'] }));
    await expect(await canvas.findByRole('dialog', { name: 'Log in to Huanyu and travel around the world' })).toBeVisible();
    await expect(storyStore().popups.current?.id).toBe('signIn');
  },
});

export const EscCloses = meta.story({
  play: async ({ canvas }) => {
    await findDialog(canvas, TITLE);
    await expectEscapeCloses(canvas, TITLE);
  },
});

export const KeyboardFocusStaysInside = meta.story({
  play: async ({ canvas }) => {
    await expectFocusTrapped(await canvas.findByRole('dialog', { name: TITLE }));
  },
});

export const KeyboardFocusStaysInsidePasswordChanged = meta.story({
  parameters: { authPopup: { id: 'restorePasswordSuccess', props: { stage: 'passwordChanged' } } },
  play: async ({ canvas }) => {
    await expectFocusTrapped(await canvas.findByRole('dialog', { name: en['auth.restoreSuccess.changedTitle'] }));
  },
});

export const ZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: zhCn['auth.restoreSuccess.title'] });
    await expect(dialog).toHaveTextContent(zhCn['auth.restoreSuccess.detail'].replace('{email}', 'reader@example.com'));
    await expect(within(dialog).getByRole('button', { name: zhCn['popup.ok'] })).toBeVisible();
  },
});

export const ZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: zhTw['auth.restoreSuccess.title'] });
    await expect(dialog).toHaveTextContent(zhTw['auth.restoreSuccess.detail'].replace('{email}', 'reader@example.com'));
  },
});

export const ZhCnPasswordChanged = meta.story({
  globals: { locale: 'zh-cn' },
  parameters: { authPopup: { id: 'restorePasswordSuccess', props: { stage: 'passwordChanged' } } },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: zhCn['auth.restoreSuccess.changedTitle'] });
    await expect(within(dialog).getByRole('button', { name: zhCn['auth.restoreSuccess.signIn'] })).toBeVisible();
  },
});

export const ZhTwPasswordChanged = meta.story({
  globals: { locale: 'zh-tw' },
  parameters: { authPopup: { id: 'restorePasswordSuccess', props: { stage: 'passwordChanged' } } },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: zhTw['auth.restoreSuccess.changedTitle'] });
    await expect(dialog).toHaveTextContent(zhTw['auth.restoreSuccess.changedDetail']);
  },
});

export const MobileLinkSent = meta.story({
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: TITLE });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
});
