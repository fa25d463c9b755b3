/**
 * Ours: the desk's topics (contracts/adminTopics.ts, docs/decisions/099). The desk writes the `topic` rows
 * getTopics, the topic pages and the article editor's TopicPicker read. An article names its topics in its working
 * copy and, once published, in the reader's document: a merge rewrites both, in one transaction, and counts the
 * article's version up (an editor who has it open meets the change as a conflict, not as a silent loss).
 */
import { ALIAS_PATTERN } from '../../contracts/adminArticles';
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
import { LOCALES, mapLocales } from '../../contracts/common';
import type { Topic } from '../../contracts/content';
import { readerColumns, workingCopies } from './articleRows';
import { docOf, type StoredArticle } from './documents';
import { fail, ok, type Failure } from './outcome';
import type { Reader } from './ports';
import { rule } from './rule';
import type { Row } from './schema';

type TopicRow = Row<'topic'>;

const IN_ORDER = { orderBy: [['order', 'asc'], ['id', 'asc']] } as const;

/** How many articles have each topic (drafts and scheduled ones too). */
async function articleCounts(store: Reader): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const { copy } of await workingCopies(store)) for (const id of copy.topics ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

async function topicsOf(store: Reader, rows: readonly TopicRow[]): Promise<AdminTopic[]> {
  const counts = await articleCounts(store);
  return rows.map((row) => {
    const topic = docOf<Topic>(row);
    return { _id: row.id, slug: topic.slug, version: row.version, data: topic.data, articles: counts.get(row.id) ?? 0 };
  });
}

const allTopics = async (store: Reader) => topicsOf(store, await store.find('topic', {}, IN_ORDER));

function topicOf(id: string, input: TopicInput): Topic {
  return { _id: id, slug: input.slug, data: mapLocales((locale) => ({ name: input.data[locale].name.trim() })) };
}

/** Every language's name, the slug's pattern, then a slug no other topic has; the first failure, or null. */
async function checkTopic(store: Reader, id: string | null, input: TopicInput): Promise<Failure | null> {
  for (const locale of LOCALES) {
    if (!input.data[locale].name.trim()) return fail(400, ADMIN_TOPIC_ERRORS.nameRequired, `data.${locale}.name`);
  }
  if (!ALIAS_PATTERN.test(input.slug)) return fail(400, ADMIN_TOPIC_ERRORS.slugInvalid, 'slug');
  const others = (await store.find('topic')).filter((row) => row.id !== id);
  if (others.some((row) => docOf<Topic>(row).slug === input.slug)) return fail(409, ADMIN_TOPIC_ERRORS.slugTaken, 'slug');
  return null;
}

/** `ids` with `from` become `into`, once, in its place. */
const merged = (ids: readonly string[], from: string, into: string) => [...new Set(ids.map((id) => (id === from ? into : id)))];

export const adminTopicRules = [
  rule(listAdminTopics, async (_context, ports) => ok({ topics: await allTopics(ports.store) })),

  rule(createAdminTopic, async ({ body }, ports) => {
    const made = await ports.store.transaction(async (tx) => {
      const refused = await checkTopic(tx, null, body);
      if (refused) return refused;
      const id = ports.ids.id('top');
      const last = (await tx.first('topic', {}, { orderBy: [['order', 'desc'], ['id', 'desc']] }))?.order ?? -1;
      return { row: await tx.insert('topic', { id, order: last + 1, version: 1, doc: JSON.stringify(topicOf(id, body)) }) };
    });
    if (!('row' in made)) return made;
    const [topic] = await topicsOf(ports.store, [made.row]);
    return ok({ topic: topic! }, 201);
  }),

  rule(saveAdminTopic, async ({ query, body }, ports) => {
    const saved = await ports.store.transaction(async (tx) => {
      const row = await tx.get('topic', query.id);
      if (!row) return fail(404, ADMIN_TOPIC_ERRORS.notFound, 'id');
      if (body.version !== row.version) return fail(409, ADMIN_TOPIC_ERRORS.versionConflict, 'version');
      const refused = await checkTopic(tx, row.id, body.topic);
      if (refused) return refused;
      const updated = await tx.update('topic', row.id, { version: row.version + 1, doc: JSON.stringify(topicOf(row.id, body.topic)) }, { version: row.version });
      return updated ? { row: updated } : fail(409, ADMIN_TOPIC_ERRORS.versionConflict, 'version');
    });
    if (!('row' in saved)) return saved;
    const [topic] = await topicsOf(ports.store, [saved.row]);
    return ok({ topic: topic! });
  }),

  rule(orderAdminTopics, async ({ body }, ports) => {
    const refused = await ports.store.transaction(async (tx) => {
      const rows = await tx.find('topic');
      const ids = new Set(body.ids);
      // Every topic, each once: an order made before one was added or deleted is refused, not guessed at.
      if (ids.size !== body.ids.length || ids.size !== rows.length || !rows.every((row) => ids.has(row.id))) {
        return fail(409, ADMIN_TOPIC_ERRORS.orderStale, 'ids');
      }
      for (const [order, id] of body.ids.entries()) await tx.update('topic', id, { order });
      return null;
    });
    return refused ?? ok({ topics: await allTopics(ports.store) });
  }),

  rule(deleteAdminTopic, async ({ query }, ports) => {
    const refused = await ports.store.transaction(async (tx) => {
      const row = await tx.get('topic', query.id);
      if (!row) return fail(404, ADMIN_TOPIC_ERRORS.notFound, 'id');
      if ((await articleCounts(tx)).get(row.id)) return fail(409, ADMIN_TOPIC_ERRORS.inUse, 'id');
      await tx.delete('topic', row.id);
      return null;
    });
    return refused ?? ok({ status: 'deleted' });
  }),

  rule(mergeAdminTopic, async ({ query, body, admin }, ports) => {
    if (query.id === body.into) return fail(400, ADMIN_TOPIC_ERRORS.mergeIntoItself, 'into');
    const done = await ports.store.transaction(async (tx) => {
      const [from, into] = await Promise.all([tx.get('topic', query.id), tx.get('topic', body.into)]);
      if (!from) return fail(404, ADMIN_TOPIC_ERRORS.notFound, 'id');
      if (!into) return fail(404, ADMIN_TOPIC_ERRORS.notFound, 'into');
      let moved = 0;
      for (const { row, copy } of await workingCopies(tx)) {
        // Readers' copy too: a published story waiting for "Update live page" may have the topic in one only.
        const reader = row.doc ? docOf<StoredArticle>(row) : null;
        if (!copy.topics?.includes(from.id) && !reader?.topics?.includes(from.id)) continue;
        moved += 1;
        const adminDoc = JSON.stringify(copy.topics ? { ...copy, topics: merged(copy.topics, from.id, into.id) } : copy);
        const doc = reader && (reader.topics ? { ...reader, topics: merged(reader.topics, from.id, into.id) } : reader);
        await tx.update('article', row.id, { adminDoc, ...readerColumns(doc), version: row.version + 1, updatedAt: new Date(ports.clock.now()).toISOString(), updatedBy: admin?.name ?? '' });
      }
      await tx.delete('topic', from.id);
      return { moved };
    });
    if (!('moved' in done)) return done;
    return ok({ topics: await allTopics(ports.store), moved: done.moved });
  }),
];
