/**
 * The desk's writers and topics in the contract suite (contracts/adminWriters.ts, contracts/adminTopics.ts): each
 * endpoint's cases, and two courses end to end — a writer's slug changed (the old page address moves for good) and
 * a topic merged into another (its articles move with it). Run against the mock and the real API alike.
 */
import { describe, expect, it } from 'vitest';
import {
  ADMIN_TOPIC_ERRORS,
  createAdminTopic,
  deleteAdminTopic,
  listAdminTopics,
  mergeAdminTopic,
  orderAdminTopics,
  saveAdminTopic,
  type AdminTopic,
  type TopicInput,
} from '../../contracts/adminTopics';
import {
  ADMIN_WRITER_ERRORS,
  createAdminWriter,
  deleteAdminWriter,
  getAdminWriter,
  listAdminWriters,
  saveAdminWriter,
  type AdminWriter,
  type WriterInput,
} from '../../contracts/adminWriters';
import { mapLocales } from '../../contracts/common';
import { CONTENT_ERRORS, findMovedAuthor, getAuthors, listArticles } from '../../contracts/content';
import { callEndpoint } from './http';
import type { EndpointCases, Known, SuiteOptions } from './suite';

const BOGUS = 'zz_does_not_exist';
let unique = 0;
const admin = (known: Known) => known.adminToken ?? 'none';
const freshSlug = (label: string) => `${label}-${Date.now().toString(36)}-${(unique += 1)}`;

/** A writer's values: a name in every language, a bio in Traditional Chinese. */
export function writerInput(slug: string, changes: Partial<WriterInput> = {}): WriterInput {
  return {
    slug,
    data: mapLocales((locale) => ({
      firstName: locale === 'en' ? 'Mei' : '美',
      lastName: locale === 'en' ? 'Chen' : '陳',
      bio: locale === 'zh-tw' ? '臺北的自由撰稿人。' : '',
      portraitAlt: '',
    })),
    email: '',
    active: true,
    ...changes,
  };
}

const topicInput = (slug: string, name = 'Oceans'): TopicInput => ({ slug, data: mapLocales((locale) => ({ name: locale === 'en' ? name : '海洋' })) });

async function newWriter(base: string, known: Known, slug = freshSlug('writer')): Promise<AdminWriter> {
  const reply = await callEndpoint(base, createAdminWriter, { body: writerInput(slug), token: admin(known) });
  if (reply.status !== 201) throw new Error(`no writer made: ${JSON.stringify(reply.json)}`);
  return (reply.json as { writer: AdminWriter }).writer;
}

async function newTopic(base: string, known: Known, slug = freshSlug('topic')): Promise<AdminTopic> {
  const reply = await callEndpoint(base, createAdminTopic, { body: topicInput(slug), token: admin(known) });
  if (reply.status !== 201) throw new Error(`no topic made: ${JSON.stringify(reply.json)}`);
  return (reply.json as { topic: AdminTopic }).topic;
}

async function topicsNow(base: string, known: Known): Promise<AdminTopic[]> {
  return ((await callEndpoint(base, listAdminTopics, { token: admin(known) })).json as { topics: AdminTopic[] }).topics;
}

export function writerCases(options: SuiteOptions): EndpointCases[] {
  const { base } = options;
  // A writer of its own for each case that changes one; a server the suite must not change gets none.
  const writer = async (known: Known) => (options.destructive ? await newWriter(base, known) : null);
  const saveOwn = async (known: Known, changes: Partial<WriterInput> = {}) => {
    const own = await writer(known);
    return { query: { id: own?._id ?? BOGUS }, body: { version: own?.version ?? 1, writer: writerInput(own?.slug ?? freshSlug('w'), changes) }, token: admin(known) };
  };
  return [
    {
      endpoint: listAdminWriters,
      valid: (known) => ({ query: { query: 'lin', page: 1, pageSize: 5 }, token: admin(known) }),
      bad: { query: { pageSize: '0' } },
      errors: {},
    },
    {
      endpoint: getAdminWriter,
      valid: (known) => ({ query: { id: known.article.authorId }, token: admin(known) }),
      bad: { query: { id: '' } },
      errors: { [ADMIN_WRITER_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) } },
    },
    {
      endpoint: createAdminWriter,
      valid: (known) => ({ body: writerInput(freshSlug('new-writer')), token: admin(known) }),
      validIsDestructive: true,
      bad: { body: { slug: 'x' } },
      errors: {
        [ADMIN_WRITER_ERRORS.nameRequired]: {
          request: (known) => ({ body: writerInput(freshSlug('w'), { data: mapLocales(() => ({ firstName: ' ', lastName: '', bio: '', portraitAlt: '' })) }), token: admin(known) }),
        },
        [ADMIN_WRITER_ERRORS.slugInvalid]: { request: (known) => ({ body: writerInput('Not A Slug'), token: admin(known) }) },
        [ADMIN_WRITER_ERRORS.slugTaken]: { request: (known) => ({ body: writerInput('lin-yu-ting'), token: admin(known) }) },
        [ADMIN_WRITER_ERRORS.emailInvalid]: { request: (known) => ({ body: writerInput(freshSlug('w'), { email: 'not an address' }), token: admin(known) }) },
        [ADMIN_WRITER_ERRORS.unknownPicture]: {
          request: (known) => ({
            body: writerInput(freshSlug('w'), { avatar: { path: '/api/media/pictures/none.jpg', pathWebp: '/api/media/pictures/none.jpg', width: 10, height: 10 } }),
            token: admin(known),
          }),
        },
      },
    },
    {
      endpoint: saveAdminWriter,
      valid: (known) => saveOwn(known),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS }, body: { version: 1, writer: writerInput('probe') } }),
      bad: { query: { id: BOGUS }, body: { version: 0 } },
      errors: {
        [ADMIN_WRITER_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { version: 1, writer: writerInput(freshSlug('w')) }, token: admin(known) }) },
        [ADMIN_WRITER_ERRORS.versionConflict]: {
          request: async (known) => {
            const request = await saveOwn(known);
            return { ...request, body: { ...request.body, version: request.body.version + 1000 } };
          },
          destructive: true,
        },
        [ADMIN_WRITER_ERRORS.nameRequired]: {
          request: (known) => saveOwn(known, { data: mapLocales(() => ({ firstName: '', lastName: '', bio: '', portraitAlt: '' })) }),
          destructive: true,
        },
        [ADMIN_WRITER_ERRORS.slugInvalid]: { request: (known) => saveOwn(known, { slug: 'Not-A-Slug' }), destructive: true },
        [ADMIN_WRITER_ERRORS.slugTaken]: { request: (known) => saveOwn(known, { slug: 'lin-yu-ting' }), destructive: true },
        [ADMIN_WRITER_ERRORS.emailInvalid]: { request: (known) => saveOwn(known, { email: 'nobody' }), destructive: true },
        [ADMIN_WRITER_ERRORS.unknownPicture]: {
          request: (known) => saveOwn(known, { avatar: { path: '/media/avatars/elsewhere.jpg', pathWebp: '/media/avatars/elsewhere.jpg', width: 10, height: 10 } }),
          destructive: true,
        },
      },
    },
    {
      endpoint: findMovedAuthor,
      // A writer of its own, moved once: their first slug leads to the second.
      valid: async (known) => {
        const own = await writer(known);
        if (!own) return { query: { slug: 'no-such-writer' } };
        const slug = freshSlug('moved');
        await callEndpoint(base, saveAdminWriter, { query: { id: own._id }, body: { version: own.version, writer: writerInput(slug) }, token: admin(known) });
        return { query: { slug: own.slug } };
      },
      validIsDestructive: true,
      authProbe: () => ({ query: { slug: 'no-such-writer' } }),
      bad: { query: { slug: 'Not A Slug' } },
      // A writer at their own slug has not moved.
      errors: { [CONTENT_ERRORS.authorNotFound]: { request: () => ({ query: { slug: 'lin-yu-ting' } }) } },
    },
    {
      endpoint: deleteAdminWriter,
      valid: async (known) => ({ query: { id: (await writer(known))?._id ?? BOGUS }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS } }),
      bad: { query: { id: '' } },
      errors: {
        [ADMIN_WRITER_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) },
        // The known article's writer has it: refused, whatever else they wrote.
        [ADMIN_WRITER_ERRORS.hasArticles]: { request: (known) => ({ query: { id: known.article.authorId }, token: admin(known) }) },
      },
    },
  ];
}

export function topicCases(options: SuiteOptions): EndpointCases[] {
  const { base } = options;
  const topic = async (known: Known) => (options.destructive ? await newTopic(base, known) : null);
  const saveOwn = async (known: Known, changes: Partial<TopicInput> = {}) => {
    const own = await topic(known);
    return { query: { id: own?._id ?? BOGUS }, body: { version: own?.version ?? 1, topic: { ...topicInput(own?.slug ?? freshSlug('t')), ...changes } }, token: admin(known) };
  };
  const usedTopic = async (known: Known) => (await topicsNow(base, known)).find((one) => one.articles > 0)?._id ?? BOGUS;
  return [
    { endpoint: listAdminTopics, valid: (known) => ({ token: admin(known) }), errors: {} },
    {
      endpoint: createAdminTopic,
      valid: (known) => ({ body: topicInput(freshSlug('new-topic')), token: admin(known) }),
      validIsDestructive: true,
      bad: { body: { slug: 1 } },
      errors: {
        [ADMIN_TOPIC_ERRORS.nameRequired]: { request: (known) => ({ body: { ...topicInput(freshSlug('t')), data: mapLocales(() => ({ name: ' ' })) }, token: admin(known) }) },
        [ADMIN_TOPIC_ERRORS.slugInvalid]: { request: (known) => ({ body: topicInput('Oceans!'), token: admin(known) }) },
        [ADMIN_TOPIC_ERRORS.slugTaken]: { request: (known) => ({ body: topicInput('climate'), token: admin(known) }) },
      },
    },
    {
      endpoint: saveAdminTopic,
      valid: (known) => saveOwn(known),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS }, body: { version: 1, topic: topicInput('probe') } }),
      bad: { query: { id: BOGUS }, body: { version: 1 } },
      errors: {
        [ADMIN_TOPIC_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { version: 1, topic: topicInput(freshSlug('t')) }, token: admin(known) }) },
        [ADMIN_TOPIC_ERRORS.versionConflict]: {
          request: async (known) => {
            const request = await saveOwn(known);
            return { ...request, body: { ...request.body, version: request.body.version + 1000 } };
          },
          destructive: true,
        },
        [ADMIN_TOPIC_ERRORS.nameRequired]: { request: (known) => saveOwn(known, { data: mapLocales(() => ({ name: '' })) }), destructive: true },
        [ADMIN_TOPIC_ERRORS.slugInvalid]: { request: (known) => saveOwn(known, { slug: '-x-' }), destructive: true },
        [ADMIN_TOPIC_ERRORS.slugTaken]: { request: (known) => saveOwn(known, { slug: 'climate' }), destructive: true },
      },
    },
    {
      endpoint: orderAdminTopics,
      // The order there is, sent again: nothing moves.
      valid: async (known) => ({ body: { ids: (await topicsNow(base, known)).map((one) => one._id) }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ body: { ids: [BOGUS] } }),
      bad: { body: { ids: [] } },
      errors: { [ADMIN_TOPIC_ERRORS.orderStale]: { request: (known) => ({ body: { ids: [BOGUS] }, token: admin(known) }) } },
    },
    {
      endpoint: deleteAdminTopic,
      valid: async (known) => ({ query: { id: (await topic(known))?._id ?? BOGUS }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS } }),
      bad: { query: { id: '' } },
      errors: {
        [ADMIN_TOPIC_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) },
        [ADMIN_TOPIC_ERRORS.inUse]: { request: async (known) => ({ query: { id: await usedTopic(known) }, token: admin(known) }) },
      },
    },
    {
      endpoint: mergeAdminTopic,
      // A topic of its own, with no articles, merged into a seeded one: nothing else changes.
      valid: async (known) => ({ query: { id: (await topic(known))?._id ?? BOGUS }, body: { into: await usedTopic(known) }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS }, body: { into: BOGUS } }),
      bad: { query: { id: BOGUS }, body: {} },
      errors: {
        [ADMIN_TOPIC_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { into: 'zz_other' }, token: admin(known) }) },
        [ADMIN_TOPIC_ERRORS.mergeIntoItself]: { request: (known) => ({ query: { id: BOGUS }, body: { into: BOGUS }, token: admin(known) }) },
      },
    },
  ];
}

export function writerChecks(options: SuiteOptions, current: () => Known): void {
  const { base } = options;

  describe('writers and topics: from the desk to readers', () => {
    it.runIf(options.destructive)("a writer's new slug: the old one moves for good, readers read the new bio, the page lists the same articles", async () => {
      const known = current();
      const seeded = (await callEndpoint(base, getAdminWriter, { query: { id: known.article.authorId }, token: admin(known) })).json as { writer: AdminWriter };
      const { writer } = seeded;
      const before = (await callEndpoint(base, listArticles, { query: { author: writer.slug } })).json as { total: number };
      const slug = freshSlug('moved');
      const data = { ...writer.data, 'zh-tw': { ...writer.data['zh-tw'], bio: '新的簡介。' } };
      const saved = await callEndpoint(base, saveAdminWriter, {
        query: { id: writer._id },
        body: { version: writer.version, writer: { slug, data, email: 'writer@example.com', active: writer.active, ...(writer.avatar ? { avatar: writer.avatar } : {}) } },
        token: admin(known),
      });
      expect(saved.status).toBe(200);
      expect((saved.json as { writer: AdminWriter }).writer.oldSlugs).toContain(writer.slug);
      expect(((await callEndpoint(base, findMovedAuthor, { query: { slug: writer.slug } })).json as { slug: string }).slug).toBe(slug);
      expect((await callEndpoint(base, findMovedAuthor, { query: { slug } })).status).toBe(404);
      const authors = ((await callEndpoint(base, getAuthors)).json as { authors: { _id: string; slug: string; data: Record<string, { bio: string }> }[] }).authors;
      const author = authors.find((one) => one._id === writer._id);
      expect(author?.slug).toBe(slug);
      expect(author?.data['zh-tw']?.bio).toBe('新的簡介。');
      // The address is never shown to readers.
      expect(JSON.stringify(author)).not.toContain('writer@example.com');
      expect(((await callEndpoint(base, listArticles, { query: { author: slug } })).json as { total: number }).total).toBe(before.total);
      // Another writer may not take the old slug: it still leads to this one.
      expect((await callEndpoint(base, createAdminWriter, { body: writerInput(writer.slug), token: admin(known) })).status).toBe(409);
    });

    it.runIf(options.destructive)('a topic merged into another: its articles move there, and it is gone', async () => {
      const known = current();
      const topics = await topicsNow(base, known);
      const [from, into] = topics.filter((one) => one.articles > 0);
      if (!from || !into) throw new Error('the seed has two topics with articles');
      const merged = await callEndpoint(base, mergeAdminTopic, { query: { id: from._id }, body: { into: into._id }, token: admin(known) });
      expect(merged.status).toBe(200);
      const answer = merged.json as { topics: AdminTopic[]; moved: number };
      expect(answer.moved).toBe(from.articles);
      expect(answer.topics.map((one) => one._id)).not.toContain(from._id);
      expect(answer.topics.find((one) => one._id === into._id)?.articles).toBeGreaterThanOrEqual(into.articles);
      expect((await callEndpoint(base, listArticles, { query: { topic: from.slug } })).status).toBe(404);
    });
  });
}
