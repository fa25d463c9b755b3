/**
 * A poll row, as the desk sees it, and which poll a story shows. The poll's row names its story (storyKind,
 * storyId): one place holds the attachment, so the article editor's save (which sends the pollId it loaded) can
 * never undo what the poll desk did, and a story shows at most one poll (docs/decisions/045).
 */
import type { AdminPoll, PollStory, StoryKind } from '../contracts/adminPolls';
import type { SeedPost } from './seed/types';
import { isPublic, workingCopyOf } from './articleRows';
import { mockNow } from './clock';
import { db, docOf } from './db';
import { attachedPollId, pollOf } from './views';

export type PollRow = NonNullable<ReturnType<typeof db.poll.findFirst>>;

/** An article (drafts included) or a post as the poll desk names it; null when it no longer exists. */
export function pollStoryOf(kind: StoryKind, id: string): PollStory | null {
  if (kind === 'article') {
    const row = db.article.findFirst({ where: { id: { equals: id } } });
    if (!row) return null;
    const copy = workingCopyOf(row);
    return {
      kind,
      id,
      slug: copy.alias,
      data: { en: { title: copy.data.en.title }, 'zh-cn': { title: copy.data['zh-cn'].title }, 'zh-tw': { title: copy.data['zh-tw'].title } },
      visible: isPublic(row),
      pollId: attachedPollId(kind, id),
    };
  }
  const row = db.post.findFirst({ where: { id: { equals: id } } });
  if (!row) return null;
  const post = docOf<SeedPost>(row);
  return {
    kind,
    id,
    slug: post.slug,
    data: { en: { title: post.data.en.title }, 'zh-cn': { title: post.data['zh-cn'].title }, 'zh-tw': { title: post.data['zh-tw'].title } },
    visible: true,
    pollId: attachedPollId(kind, id),
  };
}

export function adminPollOf(row: PollRow): AdminPoll {
  // The reader's view counts the votes; the desk's adds who changed it and where it shows.
  const poll = pollOf(row.id, null);
  if (!poll) throw new Error(`poll ${row.id} vanished while read`);
  const story = row.storyKind === 'article' || row.storyKind === 'post' ? pollStoryOf(row.storyKind, row.storyId) : null;
  return {
    _id: poll._id,
    data: poll.data,
    variants: poll.variants,
    endsAt: poll.endsAt,
    closed: row.endsAt <= mockNow(),
    totalVotes: poll.totalVotes,
    story,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
    version: pollVersionOf(row),
  };
}

/** A row kept by a snapshot from before polls had versions has none: it counts as the first. */
export function pollVersionOf(row: PollRow): number {
  return Number.isInteger(row.version) && row.version >= 1 ? row.version : 1;
}
