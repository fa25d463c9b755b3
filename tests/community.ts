import { fixtures } from '../mocks/seed/fixtures';
import { RecordingNavigation } from '../src/lib/navigation';
import type { CommunityTarget } from '../src/lib/community';
import { MemoryStorage } from '../src/lib/storage';
import type { RootStore } from '../src/stores/RootStore';
import { createTestStore } from './render';

/** Readers, stories and polls the community tests share (the likes, comments and polls stores, their view). */
export const READER = { email: fixtures.verifiedReader.email, password: fixtures.verifiedReader.password };
export const ARTICLE_SLUG = fixtures.openPollArticle.slug;
export const CLOSED_POLL_SLUG = fixtures.closedPollArticle.slug;
export const POST_SLUG = fixtures.openPollPost.slug;

export function storeAt(path: string, storage = new MemoryStorage()) {
  return createTestStore({ navigation: new RecordingNavigation(path), storage });
}

export async function openArticle(store: RootStore, slug = ARTICLE_SLUG) {
  await store.content.openArticle(slug);
  const view = store.content.currentArticle?.data;
  if (!view) throw new Error(`article ${slug} did not load`);
  return { view, target: { kind: 'article', id: view.article._id } satisfies CommunityTarget };
}

export async function openPost(store: RootStore, slug = POST_SLUG) {
  await store.content.openPost(slug);
  const view = store.content.currentPost?.data;
  if (!view) throw new Error(`post ${slug} did not load`);
  return { view, target: { kind: 'post', id: view.post._id } satisfies CommunityTarget };
}

export async function signedIn(path = `/en/${ARTICLE_SLUG}`, storage = new MemoryStorage()) {
  const store = storeAt(path, storage);
  await store.session.signIn(READER);
  return store;
}
