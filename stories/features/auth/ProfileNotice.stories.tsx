import { expect, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { profile } from '../../../contracts/user';
import en from '../../../locales/en.json';
import zhTw from '../../../locales/zh-tw.json';
import { faultHandler } from '../../../mocks/faults';
import { fixtures } from '../../../mocks/seed/fixtures';
import { ProfileNotice } from '../../../src/features/auth/ProfileNotice';
import { storyStore } from '../../decorators';

const reader = fixtures.verifiedReader;
const READER = { email: reader.email, password: reader.password };

/**
 * The reader's profile could not be loaded, and not because the session ended (issue 29): they stay signed in as
 * this device last saw them, the note says what happened, and "Try again" asks once more.
 */
const meta = preview.meta({
  title: 'Auth/Profile notice',
  component: ProfileNotice,
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
});

export const ServerFailedStillSignedIn = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(profile, 'serverError', { once: true }));
  },
  play: async ({ canvas, userEvent }) => {
    const store = storyStore();
    await store.session.signIn(READER);
    await store.session.loadProfile();
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(
      'We could not refresh your account just now: the connection or our server failed. You are still signed in.',
    );
    await expect(store.session.authorised).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: en['session.profileRetry'] }));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
    await expect(store.session.user?.email).toBe(reader.email);
  },
});

export const ServerFailedZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(profile, 'networkError', { once: true }));
  },
  play: async ({ canvas }) => {
    const store = storyStore();
    await store.session.signIn(READER);
    await store.session.loadProfile();
    await expect(canvas.getByRole('status')).toHaveTextContent('暫時無法更新您的帳戶資訊：網路或我們的伺服器出了問題。您仍保持登入。');
    await expect(canvas.getByRole('button', { name: zhTw['session.profileRetry'] })).toBeVisible();
  },
});
