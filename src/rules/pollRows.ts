/**
 * A poll row, as the desk sees it, and which poll a story shows. The poll's row names its story (storyKind,
 * storyId): one place holds the attachment, so the article editor's save (which sends the pollId it loaded) can
 * never undo what the poll desk did, and a story shows at most one poll (docs/decisions/045).
 */
import type { AdminPoll, PollStory, StoryKind } from '../../contracts/adminPolls';
import { mapLocales } from '../../contracts/common';
import { isPublic, workingCopyOf, type ArticleRow } from './articleRows';
import { docOf, type StoredPoll, type StoredPost } from './documents';
import type { Reader } from './ports';
import type { Row } from './schema';
import { attachedPollIds } from './views';

export type PollRow = Row<'poll'>;
type PostRow = Row<'post'>;

/** A row kept by a snapshot from before polls had versions has none: it counts as the first. */
export function pollVersionOf(row: PollRow): number {
  return Number.isInteger(row.version) && row.version >= 1 ? row.version : 1;
}

/** An article (drafts included) as the poll desk names it: by its working copy, which a draft has too. */
export function articleStoryOf(row: ArticleRow, now: number, pollId: string | null): PollStory {
  const copy = workingCopyOf(row);
  return {
    kind: 'article',
    id: row.id,
    slug: copy.alias,
    data: mapLocales((locale) => ({ title: copy.data[locale].title })),
    visible: isPublic(row, now),
    pollId,
  };
}

export function postStoryOf(row: PostRow, pollId: string | null): PollStory {
  const post = docOf<StoredPost>(row);
  return {
    kind: 'post',
    id: row.id,
    slug: post.slug,
    data: mapLocales((locale) => ({ title: post.data[locale].title })),
    visible: true,
    pollId,
  };
}

/** Whether the story exists (an article, drafts included, or a post). */
export async function storyExists(store: Reader, kind: StoryKind, id: string): Promise<boolean> {
  return (kind === 'article' ? await store.get('article', id) : await store.get('post', id)) !== null;
}

const idsOf = (polls: readonly PollRow[], kind: StoryKind) => [...new Set(polls.filter((poll) => poll.storyKind === kind).map((poll) => poll.storyId))];

/** The stories `polls` are on, by kind and id, with the poll each shows: four queries, whatever the count. */
async function storiesOf(store: Reader, now: number, polls: readonly PollRow[]): Promise<Map<string, PollStory>> {
  const articleIds = idsOf(polls, 'article');
  const postIds = idsOf(polls, 'post');
  const [articles, posts, articlePolls, postPolls] = await Promise.all([
    articleIds.length === 0 ? [] : store.find('article', { id: { in: articleIds } }),
    postIds.length === 0 ? [] : store.find('post', { id: { in: postIds } }),
    attachedPollIds(store, 'article', articleIds),
    attachedPollIds(store, 'post', postIds),
  ]);
  const stories = new Map<string, PollStory>();
  for (const row of articles) stories.set(`article:${row.id}`, articleStoryOf(row, now, articlePolls.get(row.id) ?? null));
  for (const row of posts) stories.set(`post:${row.id}`, postStoryOf(row, postPolls.get(row.id) ?? null));
  return stories;
}

/**
 * The desk's polls of `rows`, in their order: the reader's view (texts, options in order, votes counted) with who
 * changed it and where it shows. Read for the whole list at once (options, votes, stories), not per poll.
 */
export async function adminPollsOf(store: Reader, now: number, rows: readonly PollRow[]): Promise<AdminPoll[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [variantRows, votes, stories] = await Promise.all([
    store.find('pollVariant', { pollId: { in: ids } }, { orderBy: [['order', 'asc'], ['id', 'asc']] }),
    store.countBy('vote', 'variantId', { pollId: { in: ids } }),
    storiesOf(store, now, rows),
  ]);
  const variantsOf = new Map<string, AdminPoll['variants'][number][]>();
  for (const variant of variantRows) {
    const list = variantsOf.get(variant.pollId) ?? [];
    list.push({ _id: variant.id, data: docOf<StoredPoll['variants'][number]>(variant).data, votes: variant.baseVotes + (votes.get(variant.id) ?? 0) });
    variantsOf.set(variant.pollId, list);
  }
  return rows.map((row) => {
    const variants = variantsOf.get(row.id) ?? [];
    return {
      _id: row.id,
      data: docOf<StoredPoll>(row).data,
      variants,
      endsAt: new Date(row.endsAt).toISOString(),
      closed: row.endsAt <= now,
      totalVotes: variants.reduce((sum, variant) => sum + variant.votes, 0),
      story: row.storyKind === 'article' || row.storyKind === 'post' ? (stories.get(`${row.storyKind}:${row.storyId}`) ?? null) : null,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      updatedBy: row.updatedBy,
      version: pollVersionOf(row),
    };
  });
}

export async function adminPollOf(store: Reader, now: number, row: PollRow): Promise<AdminPoll> {
  const [poll] = await adminPollsOf(store, now, [row]);
  if (!poll) throw new Error(`poll ${row.id} vanished while read`);
  return poll;
}
