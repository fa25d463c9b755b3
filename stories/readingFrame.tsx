import { Route } from 'wouter';
import { setMockNow } from '../mocks/clock';
import { resetDb } from '../mocks/seedDb';
import { PopupHost } from '../src/app/PopupHost';
import { ArticlePage } from '../src/features/article/ArticlePage';
import { PostPage } from '../src/features/post/PostPage';
import { STORY_NOW } from './decorators';
import { fixtures } from '../mocks/seed/fixtures';

const reader = fixtures.verifiedReader;

/** The reading pages as the app routes them (below the locale), in the shell's content box, with the popups. */
export function ReadingFrame() {
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
      <Route path="/posts/:slug" component={PostPage} />
      <Route path="/:slug" component={ArticlePage} />
      <PopupHost />
    </main>
  );
}

/** The reader of the seed (README's accounts). */
export const READER = { email: reader.email, password: reader.password };

/**
 * The mock server's clock at the stories' fixed "now", and the seed laid out from it, so poll deadlines and
 * the countdown are the same on every run. Back to real time after the story.
 */
export function mockClockAtStoryNow(): () => void {
  setMockNow(STORY_NOW);
  resetDb();
  return () => setMockNow(null);
}
