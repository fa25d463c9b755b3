import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import { PollCard } from '../../../src/components/PollCard';
import { pollTimeLeft } from '../../../src/lib/polls';
import { expectFitsWidth, message } from '../../checks';
import { STORY_NOW, storyStore } from '../../decorators';
import { mockClockAtStoryNow, READER, ReadingFrame } from '../../readingFrame';
import { approachForm } from '../../formSteps';

/** SPEC §5 'The vote option should be selected'; §8 poll notice; §7 vote with voteId, variantId, locale, path. */
const meta = preview.meta({
  title: 'Reading/Poll',
  render: () => <ReadingFrame />,
  beforeEach: mockClockAtStoryNow,
  parameters: { layout: 'fullscreen', route: '/night-markets-of-taipei' },
});

const QUESTION = 'Which night-market snack would you queue longest for?';

const pollOf = async (canvas: { findByRole: (role: string, options: object) => Promise<HTMLElement> }, question = QUESTION) => {
  const heading = await canvas.findByRole('heading', { level: 2, name: question });
  const section = heading.closest('section');
  if (!section) throw new Error('the poll is a section');
  await approachForm(section);
  return within(section);
};

export const VoteRequired = meta.story({
  play: async ({ canvas, userEvent }) => {
    const poll = await pollOf(canvas);
    await userEvent.click(poll.getByRole('button', { name: en['poll.vote'] }));
    await expect(await poll.findByRole('alert')).toHaveTextContent('The vote option should be selected');
    await userEvent.click(poll.getByRole('radio', { name: 'Oyster omelette' }));
    await expect(poll.queryByText('The vote option should be selected')).toBeNull();
  },
});

export const VoteCounted = meta.story({
  play: async ({ canvas, userEvent }) => {
    const poll = await pollOf(canvas);
    await storyStore().session.signIn(READER);
    await userEvent.click(poll.getByRole('radio', { name: 'Taro balls' }));
    await userEvent.click(poll.getByRole('button', { name: en['poll.vote'] }));
    const mine = await poll.findByText(en['poll.yourChoice']);
    await expect(mine.closest('li')).toHaveTextContent('Taro balls');
    // The Vote button is gone: focus is on the poll's question, not lost to the page, and the vote is announced.
    await waitFor(() => expect(poll.getByRole('heading', { level: 2, name: QUESTION })).toHaveFocus());
    await expect(poll.getByRole('status')).toHaveTextContent(en['poll.counted']);
    // 214 + 176 + 139 + 88 + 57 seeded votes, and this one.
    await waitFor(() => expect(poll.getByText('675 votes')).toBeVisible());
    await expect(mine.closest('li')).toHaveTextContent('13%');
    await expect(poll.queryByRole('radio')).toBeNull();
  },
});

export const VoteSignedOutSavesDraft = meta.story({
  play: async ({ canvas, userEvent }) => {
    const poll = await pollOf(canvas);
    await userEvent.click(poll.getByRole('radio', { name: 'Grilled squid' }));
    await userEvent.click(poll.getByRole('button', { name: en['poll.vote'] }));
    await expect(await canvas.findByRole('dialog', { name: 'One-time registration, all-site access' })).toBeVisible();
    await expect(storyStore().drafts.draft.draftVote).toEqual({ voteId: 'poll_001', variant: 'var_001_5' });
  },
});

export const PollCountdown = meta.story({
  play: async ({ canvas }) => {
    const poll = await pollOf(canvas);
    // The story clock says 2026-11-22 10:00 UTC; poll_001 ends 2026-12-03 22:00 UTC (the seed's deadline, kept
    // at its distance from the seed's day: mocks/seedDb.ts).
    const endsAt = storyStore().content.currentArticle?.data?.poll?.endsAt ?? '';
    await expect(endsAt).toBe('2026-12-03T22:00:00.000Z');
    await expect(pollTimeLeft(endsAt, STORY_NOW)).toEqual({ days: 11, hours: 12 });
    await expect(poll.getByText('Only 11 days and 12 hours left')).toBeVisible();
    await expect(poll.getAllByRole('radio')).toHaveLength(5);
  },
});

export const PollClosed = meta.story({
  parameters: { route: '/four-day-week-trials' },
  play: async ({ canvas }) => {
    const poll = await pollOf(canvas, 'Could a four-day working week work in your job?');
    await expect(poll.getByText(en['poll.closed'])).toBeVisible();
    await expect(poll.queryByRole('radio')).toBeNull();
    await expect(poll.queryByRole('button', { name: en['poll.vote'] })).toBeNull();
    // 162 + 247 + 95 + 118 votes: 26%, 40%, 15%, 19%.
    await expect(poll.getByText('622 votes')).toBeVisible();
    await expect(poll.getByText('Yes, with some changes to how we work').closest('li')).toHaveTextContent('40%');
  },
});

export const PollMobile = meta.story({
  // Tested at 375 px (.storybook/test-runner.ts: the name says Mobile).
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const poll = await pollOf(canvas);
    await expect(poll.getByText('Only 11 days and 12 hours left')).toBeVisible();
    for (const radio of poll.getAllByRole('radio')) await expect(radio).toBeVisible();
    await expectFitsWidth(canvasElement);
  },
});

const ONE_DAY_LEFT = {
  question: 'Tea or coffee?',
  options: [
    { id: 'tea', text: 'Tea', votes: 1, percent: 100 },
    { id: 'coffee', text: 'Coffee', votes: 0, percent: 0 },
  ],
  totalVotes: 1,
  closed: false,
  timeLeft: { days: 1, hours: 1 },
  onVote: fn(() => Promise.resolve({ done: 'sent' as const })),
};

/** The countdown in the singular: one day and one hour, not "1 days and 1 hours". */
export const OneDayOneHourLeft = meta.story({
  render: () => <PollCard {...ONE_DAY_LEFT} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only 1 day and 1 hour left')).toBeVisible();
    await expect(message('poll.timeLeft', { days: 2, hours: 0 })).toBe('Only 2 days and 0 hours left');
    await expect(canvas.getByText(message('poll.totalVotes', { count: 1 }))).toHaveTextContent('1 vote');
  },
});

export const OneDayOneHourLeftZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  render: () => <PollCard {...ONE_DAY_LEFT} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('仅剩 1 天 1 小时')).toBeVisible();
    await expect(canvas.getByRole('button', { name: zhCn['poll.vote'] })).toBeVisible();
  },
});
