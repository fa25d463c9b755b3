import { runInAction } from 'mobx';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import type { RootStore } from '../../../src/stores/RootStore';
import { storyStore } from '../../decorators';
import { expectFocusTrapped, findDialog } from '../../popupSteps';
import { AuthPopupStage, type AuthPopupStageParameters } from './AuthPopupStage';

/** SPEC §8 success text 'Please check your email to confirm registration'; §4 closing it clears all drafts. */
const meta = preview.meta({
  title: 'Auth/Sign-up success popup',
  parameters: {
    authPopup: { id: 'signUpSuccess', props: { email: 'new.reader@example.com' } } satisfies AuthPopupStageParameters,
  },
  render: (_args, { parameters }) => <AuthPopupStage {...(parameters.authPopup as AuthPopupStageParameters)} />,
});

const TITLE = 'Please check your email to confirm registration';

/** The reader registered in the middle of a like: the draft waits until this popup closes. */
const withDraft = (store: RootStore) => {
  runInAction(() => {
    store.drafts.draft = { draftVote: { voteId: 'poll_1', variant: 'v1' }, redirectUrl: '/en/' };
  });
  return { email: 'new.reader@example.com' };
};

export const WithEmail = meta.story({
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: TITLE });
    await expect(dialog).toHaveTextContent('We have sent a confirmation link to new.reader@example.com. Open it, then log in.');
    await expect(within(dialog).getByRole('button', { name: en['popup.close'] })).toBeVisible();
  },
});

export const OkClosesAndClearsDrafts = meta.story({
  parameters: { authPopup: { id: 'signUpSuccess', props: withDraft } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: TITLE });
    await expect(storyStore().drafts.pending).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: en['popup.ok'] }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(storyStore().drafts.pending).toBe(false);
  },
});

export const EscClosesAndClearsDrafts = meta.story({
  parameters: { authPopup: { id: 'signUpSuccess', props: withDraft } },
  play: async ({ canvas, userEvent }) => {
    await findDialog(canvas, TITLE);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(storyStore().drafts.pending).toBe(false);
  },
});

export const KeyboardFocusStaysInside = meta.story({
  play: async ({ canvas }) => {
    await expectFocusTrapped(await canvas.findByRole('dialog', { name: TITLE }));
  },
});

export const ZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: zhCn['auth.signUpSuccess.title'] });
    await expect(dialog).toHaveTextContent(zhCn['auth.signUpSuccess.detail'].replace('{email}', 'new.reader@example.com'));
  },
});

export const ZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: zhTw['auth.signUpSuccess.title'] });
    await expect(dialog).toHaveTextContent(zhTw['auth.signUpSuccess.detail'].replace('{email}', 'new.reader@example.com'));
    await expect(within(dialog).getByRole('button', { name: zhTw['popup.ok'] })).toBeVisible();
  },
});

export const MobileWithEmail = meta.story({
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: TITLE });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
});
