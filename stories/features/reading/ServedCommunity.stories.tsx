import type { StoryContext } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import type { Locale } from '../../../contracts/common';
import { MESSAGES } from '../auth/signUpForm';
import { travel } from '../../../mocks/seed/articles/travel';
import { comments } from '../../../mocks/seed/comments';
import { HydratedContext } from '../../../src/hooks/useHydrated';
import { storyStore } from '../../decorators';
import { mockClockAtStoryNow, READER, ReadingFrame } from '../../readingFrame';

/**
 * Issue 28 item 3: the like row, the poll and the first page of comments as the server renders them for every
 * reader, and as the browser shows them until hydration: the page's counts and comments, nothing of the reader
 * (here one is signed in: their name and their likes come only after hydration).
 */
const meta = preview.meta({
  title: 'Reading/Community as served',
  render: () => (
    <HydratedContext value={false}>
      <ReadingFrame />
    </HydratedContext>
  ),
  beforeEach: mockClockAtStoryNow,
  parameters: { layout: 'fullscreen', route: `/${travel.briefs[0]!.slug}` },
});

const ARTICLE = travel.briefs[0]!;

const served = (locale: Locale) => async ({ canvas }: StoryContext) => {
  const messages = MESSAGES[locale];
  await storyStore().session.signIn(READER);
  await canvas.findByRole('heading', { level: 1, name: ARTICLE[locale].title });
  const section = canvas.getByRole('region', { name: new RegExp(`^${messages['comments.title']}`) });
  for (const comment of comments.filter((candidate) => candidate.target.id === ARTICLE.id)) {
    await expect(within(section).getByText(comment.text)).toBeVisible();
  }
  // The comment box as every reader gets it: no "Commenting as", the signed-out hint instead.
  await expect(within(section).getByText(messages['comments.form.signedOut'])).toBeVisible();
  // No like of this reader's is shown pressed.
  await expect(canvas.queryAllByRole('button', { pressed: true })).toHaveLength(0);
};

export const AsServed = meta.story({ play: served('en') });
export const AsServedZhCn = meta.story({ globals: { locale: 'zh-cn' }, play: served('zh-cn') });
export const AsServedZhTw = meta.story({ globals: { locale: 'zh-tw' }, play: served('zh-tw') });
