import { observer } from 'mobx-react-lite';
import { expect, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { commentArticle, vote } from '../../../contracts/community';
import en from '../../../locales/en.json';
import zhTw from '../../../locales/zh-tw.json';
import { db } from '../../../mocks/db';
import { faultHandler } from '../../../mocks/faults';
import zhCn from '../../../locales/zh-cn.json';
import { LikeButton } from '../../../src/components/LikeButton';
import { DraftReplayNotice } from '../../../src/features/drafts/DraftReplayNotice';
import { useReturnToPlace } from '../../../src/features/drafts/useReturnToPlace';
import { storyStore } from '../../decorators';
import { fixtures } from '../../../mocks/seed/fixtures';

const reader = fixtures.verifiedReader;

/**
 * A draft the replay after sign-in could not get through (issue 16, docs/decisions/032): it is kept, the note
 * says so, and the reader tries again or gives it up.
 */
const meta = preview.meta({
  title: 'Drafts/Replay notice',
  component: DraftReplayNotice,
});

const READER = { email: reader.email, password: reader.password };
const TEXT = 'Written before I signed in';

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
});

export const CommentKeptThenSent = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(commentArticle, 'serverError', { once: true }));
  },
  play: async ({ canvas, userEvent }) => {
    const store = storyStore();
    store.drafts.keepAndAskToSignIn({ draftCommentArticle: { articleId: 'art_001', text: TEXT } });
    await store.session.signIn(READER);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(
      'Your comment from before you signed in has not been sent yet: the connection or our server failed. It is kept.',
    );
    await expect(store.drafts.draft.draftCommentArticle?.text).toBe(TEXT);
    await userEvent.click(canvas.getByRole('button', { name: en['drafts.retry'] }));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
    await expect(db.comment.findMany({ where: { text: { equals: TEXT } } })).toHaveLength(1);
  },
});

export const VoteDiscardedZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(vote, 'serverError'));
  },
  play: async ({ canvas, userEvent }) => {
    const store = storyStore();
    store.drafts.keepAndAskToSignIn({ draftVote: { voteId: 'poll_001', variant: 'var_001_1' } });
    await store.session.signIn(READER);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('您在登入前的投票尚未送出：網路或我們的伺服器出了問題。它已為您保留。');
    await userEvent.click(canvas.getByRole('button', { name: zhTw['drafts.discard'] }));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
    await expect(store.drafts.pending).toBe(false);
  },
});

/** The page a sign-in reloaded: a like button far down, the notice, and the shell's return to the reader's place. */
const ReloadedPage = observer(function ReloadedPage() {
  useReturnToPlace();
  return (
    <>
      <div style={{ height: '150vh' }} />
      <LikeButton place="like" pressed={false} count={113} onToggle={() => undefined} />
      <DraftReplayNotice />
    </>
  );
});

/**
 * Issue 15: a like drafted mid-article, then sign-in. The page it reloads (the store's recall stands for the
 * reload) puts the reader back at the like button, focused, and says the like was added, politely.
 */
export const LikeReturnedTo = meta.story({
  render: () => <ReloadedPage />,
  play: async ({ canvas, userEvent }) => {
    const store = storyStore();
    store.drafts.keepAndAskToSignIn({ draftLikeArticle: { articleId: 'art_002' } });
    store.popups.close();
    await store.session.signIn(READER);
    store.place.recall();
    await store.session.loadProfile();
    const like = canvas.getByRole('button', { name: en['like.button'] });
    await waitFor(() => expect(like).toHaveFocus());
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent('Your like was added.');
    await userEvent.click(canvas.getByRole('button', { name: en['drafts.replayedDismiss'] }));
    await expect(status).toBeEmptyDOMElement();
  },
});

/** The same in Simplified Chinese, for a like and a comment: two sentences, no space between them. */
export const LikeAndCommentAnnouncedZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    const store = storyStore();
    store.drafts.keepAndAskToSignIn({
      draftLikeArticle: { articleId: 'art_003' },
      draftCommentArticle: { articleId: 'art_003', text: '登录前写下的评论' },
    });
    store.popups.close();
    await store.session.signIn(READER);
    store.place.recall();
    store.place.returned();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('您的点赞已添加。您的评论已发布。'));
    await expect(canvas.getByRole('button', { name: zhCn['drafts.replayedDismiss'] })).toBeVisible();
  },
});
