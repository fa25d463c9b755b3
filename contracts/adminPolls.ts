/**
 * Ours: the editors' desk's polls (issue 14 part 8). A poll is its question and options in three languages, an
 * end time, and at most one story (an article or a community post) it is shown on. The reader's `community.Poll`
 * and the article and post pages read the same rows, so an editor's change shows at once.
 * docs/decisions/045 says what an editor may change once readers have voted.
 */
import { array, boolean, enums, integer, min, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { Acknowledged, defineEndpoint, Id, IsoDate, perLocale } from './common';

export const POLL_LIMITS = {
  question: 300,
  variant: 200,
  /** A poll offers at least two options and at most this many. */
  minVariants: 2,
  maxVariants: 10,
  /** Story search: the longest query, and how many stories one answer lists. */
  query: 200,
  stories: 10,
} as const;

export const ADMIN_POLL_ERRORS = {
  notFound: 'Poll not found',
  /** field: the first empty one, as 'data.zh-cn.question' or 'variants.2.data.en.text'. */
  emptyText: 'Fill in the question and every option in every language',
  /** field: 'variants' */
  tooFewVariants: 'A poll needs at least two options',
  /** field: 'endsAt'. An unchanged end time is no new choice: a closed poll's texts can still be corrected. */
  endInPast: 'Choose an end time in the future',
  /** 409, field 'variants': an option was added or removed after the first vote. */
  votedVariants: 'Readers have voted: options can no longer be added or removed',
  /** field: 'variants.N._id': an option id this poll does not have. */
  unknownVariant: 'Unknown poll option',
  /** field: 'story' */
  storyNotFound: 'Story not found',
  /** 409, field 'story': a story shows one poll; detach the other first. */
  storyHasPoll: 'This story already has another poll',
  /** 409: the version sent is not the latest; fetch the poll to compare (docs/decisions/048). */
  versionConflict: 'Someone else has saved this poll since you opened it',
} as const;

export const STORY_KINDS = ['article', 'post'] as const;
export const StoryKind = enums(STORY_KINDS);
export type StoryKind = Infer<typeof StoryKind>;

/** Which story: an article or a community post, by id. */
export const StoryRef = object({ kind: StoryKind, id: Id });
export type StoryRef = Infer<typeof StoryRef>;

/** A story as the poll desk names it: its titles, its address, whether readers see it, and its poll. */
export const PollStory = object({
  kind: StoryKind,
  id: Id,
  /** The reader's address segment ('' for a draft article without an alias). */
  slug: string(),
  data: perLocale(object({ title: string() })),
  /** Readers can see it now (a published article, or a post): an attached poll shows there at once. */
  visible: boolean(),
  /** The poll it carries, if any. */
  pollId: nullable(Id),
});
export type PollStory = Infer<typeof PollStory>;

export const AdminPollVariant = object({
  _id: Id,
  data: perLocale(object({ text: string() })),
  votes: min(integer(), 0),
});
export type AdminPollVariant = Infer<typeof AdminPollVariant>;

export const AdminPoll = object({
  _id: Id,
  data: perLocale(object({ question: string() })),
  /** In the order readers see them. */
  variants: array(AdminPollVariant),
  endsAt: IsoDate,
  /** The end time has passed (or the poll was closed now): readers see the results and cannot vote. */
  closed: boolean(),
  /** Once above 0 the options are fixed (docs/decisions/045): wording, order and end time may still change. */
  totalVotes: min(integer(), 0),
  story: nullable(PollStory),
  createdAt: IsoDate,
  updatedAt: IsoDate,
  /** The editor who changed it last. */
  updatedBy: string(),
  /**
   * Goes up with every change an editor makes (a save, closing it, attaching it to a story), not with votes: a
   * save names the version it started from, and a stale one gets 409 (docs/decisions/048).
   */
  version: min(integer(), 1),
});
export type AdminPoll = Infer<typeof AdminPoll>;

/** What an editor sends. An option with `_id` is that option (its votes stay with it); one without is new. */
export const PollInput = object({
  data: perLocale(object({ question: size(string(), 0, POLL_LIMITS.question) })),
  variants: size(
    array(object({ _id: optional(Id), data: perLocale(object({ text: size(string(), 0, POLL_LIMITS.variant) })) })),
    0,
    POLL_LIMITS.maxVariants,
  ),
  endsAt: IsoDate,
});
export type PollInput = Infer<typeof PollInput>;

/** Every poll, open ones first (soonest to end first), then closed ones (latest ended first). */
export const listAdminPolls = defineEndpoint({
  method: 'GET',
  path: '/api/admin/polls',
  auth: 'admin',
  role: 'editor',
  response: object({ polls: array(AdminPoll) }),
  errors: [],
});

export const getAdminPoll = defineEndpoint({
  method: 'GET',
  path: '/api/admin/poll',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'editor',
  response: object({ poll: AdminPoll }),
  errors: [ADMIN_POLL_ERRORS.notFound],
});

/** A new poll, attached to no story. Idempotent: a create retried after a lost answer makes one poll. */
export const createAdminPoll = defineEndpoint({
  idempotent: true,
  method: 'POST',
  path: '/api/admin/polls',
  body: PollInput,
  auth: 'admin',
  role: 'editor',
  response: object({ poll: AdminPoll }),
  errors: [ADMIN_POLL_ERRORS.emptyText, ADMIN_POLL_ERRORS.tooFewVariants, ADMIN_POLL_ERRORS.endInPast],
});

export const saveAdminPoll = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/poll',
  query: object({ id: Id }),
  body: object({ version: min(integer(), 1), poll: PollInput }),
  auth: 'admin',
  role: 'editor',
  response: object({ poll: AdminPoll }),
  errors: [
    ADMIN_POLL_ERRORS.notFound,
    ADMIN_POLL_ERRORS.versionConflict,
    ADMIN_POLL_ERRORS.emptyText,
    ADMIN_POLL_ERRORS.tooFewVariants,
    ADMIN_POLL_ERRORS.endInPast,
    ADMIN_POLL_ERRORS.votedVariants,
    ADMIN_POLL_ERRORS.unknownVariant,
  ],
});

/** Ends the poll now: readers see its results. Closing a closed poll changes nothing. */
export const closeAdminPoll = defineEndpoint({
  method: 'POST',
  path: '/api/admin/poll/close',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'editor',
  response: object({ poll: AdminPoll }),
  errors: [ADMIN_POLL_ERRORS.notFound],
});

/** Removes the poll, its options and its votes; the story it was on shows none. */
export const deleteAdminPoll = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/poll',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'editor',
  response: Acknowledged,
  errors: [ADMIN_POLL_ERRORS.notFound],
});

/** Attaches the poll to a story (moving it from another), or detaches it (`story: null`). */
export const setAdminPollStory = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/poll/story',
  query: object({ id: Id }),
  body: object({ story: nullable(StoryRef) }),
  auth: 'admin',
  role: 'editor',
  response: object({ poll: AdminPoll }),
  errors: [ADMIN_POLL_ERRORS.notFound, ADMIN_POLL_ERRORS.storyNotFound, ADMIN_POLL_ERRORS.storyHasPoll],
});

/** Articles (drafts included) and posts whose title, in any language and either Chinese script, has the words. */
export const searchPollStories = defineEndpoint({
  method: 'GET',
  path: '/api/admin/poll/stories',
  query: object({ query: size(string(), 0, POLL_LIMITS.query) }),
  auth: 'admin',
  role: 'editor',
  response: object({ stories: array(PollStory) }),
  errors: [],
});
