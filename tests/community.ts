import { RecordingNavigation } from '../src/lib/navigation';
import type { CommunityTarget } from '../src/lib/community';
import { MemoryStorage } from '../src/lib/storage';
import type { RootStore } from '../src/stores/RootStore';
import { createTestStore } from './render';

/** Readers, stories and polls the community tests share (the likes, comments and polls stores, their view). */
export const READER = { email: 'reader@example.com', password: 'correct-horse-1' };
export const ARTICLE_SLUG = 'night-markets-of-taipei'; // art_021, open poll poll_001
export const CLOSED_POLL_SLUG = 'four-day-week-trials'; // art_047, poll_002 ended
export const POST_SLUG = 'how-do-you-spend-your-weekends'; // open poll poll_004

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
