import { runInAction } from 'mobx';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import type { RootStore } from '../../../src/stores/RootStore';
import { PopupHost } from '../../../src/app/PopupHost';
import { storyStore } from '../../decorators';
import { popupConformance } from '../../popupConformance';
import { openPopup } from '../../popupSteps';

/** SPEC §8 success text 'Please check your email to confirm registration'; §4 closing it clears all drafts. */
const meta = preview.meta({
  title: 'Auth/Sign-up success popup',
  render: () => <PopupHost />,
});

const TITLE = 'Please check your email to confirm registration';
const PROPS = { email: 'new.reader@example.com' };

/** The reader registered in the middle of a like: the draft waits until this popup closes. */
const keepDraft = (store: RootStore) => {
  runInAction(() => {
    store.drafts.draft = { draftVote: { voteId: 'poll_1', variant: 'v1' }, redirectUrl: '/en/' };
  });
};

export const WithEmail = meta.story({
  play: async ({ canvas }) => {
    const dialog = await openPopup(canvas, 'signUpSuccess', TITLE, PROPS);
    await expect(dialog).toHaveTextContent('We have sent a confirmation link to new.reader@example.com. Open it, then log in.');
    await expect(within(dialog).getByRole('button', { name: en['popup.close'] })).toBeVisible();
  },
});

export const OkClosesAndClearsDrafts = meta.story({
  play: async ({ canvas, userEvent }) => {
    keepDraft(storyStore());
    const dialog = await openPopup(canvas, 'signUpSuccess', TITLE, PROPS);
    await expect(storyStore().drafts.pending).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: en['popup.ok'] }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(storyStore().drafts.pending).toBe(false);
  },
});

export const EscClosesAndClearsDrafts = meta.story({
  play: async ({ canvas, userEvent }) => {
    keepDraft(storyStore());
    await openPopup(canvas, 'signUpSuccess', TITLE, PROPS);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(storyStore().drafts.pending).toBe(false);
  },
});

const conformance = popupConformance({ id: 'signUpSuccess', props: PROPS, title: 'auth.signUpSuccess.title' }, {
  ZhCn: async (dialog) => {
    await expect(dialog).toHaveTextContent(zhCn['auth.signUpSuccess.detail'].replace('{email}', 'new.reader@example.com'));
  },
  ZhTw: async (dialog) => {
    await expect(dialog).toHaveTextContent(zhTw['auth.signUpSuccess.detail'].replace('{email}', 'new.reader@example.com'));
    await expect(within(dialog).getByRole('button', { name: zhTw['popup.ok'] })).toBeVisible();
  },
});

export const EscCloses = meta.story(conformance.EscCloses);
export const FocusTrapped = meta.story(conformance.FocusTrapped);
export const ZhCn = meta.story(conformance.ZhCn);
export const ZhTw = meta.story(conformance.ZhTw);
export const Mobile = meta.story(conformance.Mobile);
