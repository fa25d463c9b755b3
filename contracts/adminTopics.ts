/**
 * Ours: the desk's topics (issue 25 item 7). A topic is the reader's `content.Topic`: the desk edits the rows
 * `getTopics`, the topic pages and the article editor's TopicPicker read. The newsroom's order is the readers'.
 * A topic is deleted only while no article has it; otherwise it is merged into another, its articles moving there
 * (docs/decisions/099).
 */
import { array, integer, min, object, size, string, type Infer } from 'superstruct';
import { Acknowledged, defineEndpoint, Id, perLocale, Slug } from './common';

export const TOPIC_LIMITS = { name: 60, slug: 60 } as const;

export const ADMIN_TOPIC_ERRORS = {
  notFound: 'Topic not found',
  /** 409: the version sent is not the latest. */
  versionConflict: 'Someone else has changed this topic since you opened it',
  /** field: 'data.{locale}.name'. */
  nameRequired: 'Give the topic a name in every language',
  /** field: slug. */
  slugInvalid: 'A slug uses lowercase letters, digits and single hyphens',
  /** 409, field: slug. */
  slugTaken: 'Another topic already uses this slug',
  /** 409, field: id. Its articles would lose it: merge it into another topic instead. */
  inUse: 'Articles use this topic: merge it into another instead',
  /** 400, field: into. */
  mergeIntoItself: 'Choose another topic to merge into',
  /** 409 on reorder: the ids sent are not the topics there are now. */
  orderStale: 'The topics have changed since you opened them',
} as const;

export const TopicText = object({ name: size(string(), 0, TOPIC_LIMITS.name) });
export type TopicText = Infer<typeof TopicText>;

export const TopicInput = object({ slug: size(string(), 0, TOPIC_LIMITS.slug), data: perLocale(TopicText) });
export type TopicInput = Infer<typeof TopicInput>;

export const AdminTopic = object({
  _id: Id,
  slug: Slug,
  version: min(integer(), 1),
  data: perLocale(TopicText),
  /** Articles that have it, drafts and scheduled ones included. */
  articles: min(integer(), 0),
});
export type AdminTopic = Infer<typeof AdminTopic>;

/** Every topic, in the newsroom's order. */
export const listAdminTopics = defineEndpoint({
  method: 'GET',
  path: '/api/admin/topics',
  auth: 'admin',
  role: 'editor',
  response: object({ topics: array(AdminTopic) }),
  errors: [],
});

export const createAdminTopic = defineEndpoint({
  idempotent: true,
  method: 'POST',
  path: '/api/admin/topics',
  body: TopicInput,
  auth: 'admin',
  role: 'editor',
  response: object({ topic: AdminTopic }),
  errors: [ADMIN_TOPIC_ERRORS.nameRequired, ADMIN_TOPIC_ERRORS.slugInvalid, ADMIN_TOPIC_ERRORS.slugTaken],
});

export const saveAdminTopic = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/topic',
  query: object({ id: Id }),
  body: object({ version: min(integer(), 1), topic: TopicInput }),
  auth: 'admin',
  role: 'editor',
  response: object({ topic: AdminTopic }),
  errors: [
    ADMIN_TOPIC_ERRORS.notFound,
    ADMIN_TOPIC_ERRORS.versionConflict,
    ADMIN_TOPIC_ERRORS.nameRequired,
    ADMIN_TOPIC_ERRORS.slugInvalid,
    ADMIN_TOPIC_ERRORS.slugTaken,
  ],
});

/** The topics' order: every topic's id, each once. */
export const orderAdminTopics = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/topics/order',
  body: object({ ids: size(array(Id), 1, 500) }),
  auth: 'admin',
  role: 'editor',
  response: object({ topics: array(AdminTopic) }),
  errors: [ADMIN_TOPIC_ERRORS.orderStale],
});

export const deleteAdminTopic = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/topic',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'editor',
  response: Acknowledged,
  errors: [ADMIN_TOPIC_ERRORS.notFound, ADMIN_TOPIC_ERRORS.inUse],
});

/** Moves the topic's articles to `into` (an article having both keeps one) and deletes the topic. */
export const mergeAdminTopic = defineEndpoint({
  method: 'POST',
  path: '/api/admin/topic/merge',
  query: object({ id: Id }),
  body: object({ into: Id }),
  auth: 'admin',
  role: 'editor',
  response: object({ topics: array(AdminTopic), moved: min(integer(), 0) }),
  errors: [ADMIN_TOPIC_ERRORS.notFound, ADMIN_TOPIC_ERRORS.mergeIntoItself],
});
