/**
 * How a test checks what the API kept: through the rules' own interface (src/rules/ports.ts), never the mock's
 * @mswjs/data tables. The store is the one the mock binds the rules to; the mailbox is the endpoint a developer
 * reads. The real API offers the same two (its database behind the same Store, the mailbox in local mode), so a
 * check written here says what the rules promise, not how the mock keeps its rows. Lint keeps tests to this.
 */
import { readMailbox, type MailMessage } from '../contracts/dev';
import { mockPorts } from '../mocks/ports';
import { isPublic } from '../src/rules/articleRows';
import type { Where } from '../src/rules/ports';
import type { Row, TableName } from '../src/rules/schema';
import { callEndpoint } from './contracts/http';

/** The rules' store, as the mock binds it. */
export const stored = mockPorts.store;

/** The one row a check is about; a test that expects it fails here when it is missing. */
export async function storedRow<T extends TableName>(table: T, where: Where<T>): Promise<Row<T>> {
  const row = await stored.first(table, where);
  if (!row) throw new Error(`No ${table} where ${JSON.stringify(where)}`);
  return row;
}

/** The mails sent, newest first, as the development mailbox lists them (to one address, when given). */
export async function mailbox(to?: string): Promise<MailMessage[]> {
  const reply = await callEndpoint('http://127.0.0.1', readMailbox, { query: { to } });
  if (reply.status !== 200) throw new Error(`The mailbox answered ${reply.status}`);
  return (reply.json as { messages: MailMessage[] }).messages;
}

/** The one mail of a kind (to one address, when given); a test that expects it fails here when it is missing. */
export async function mailed(kind: MailMessage['kind'], to?: string): Promise<MailMessage> {
  const mail = (await mailbox(to)).find((message) => message.kind === kind);
  if (!mail) throw new Error(`No ${kind} mail${to === undefined ? '' : ` to ${to}`}`);
  return mail;
}

/** A choice of the first poll still open at `now`, for a reader's vote. */
export async function openPollVariant(now: number): Promise<Row<'pollVariant'>> {
  const open = await stored.first('poll', { endsAt: { gt: now } });
  return storedRow('pollVariant', { pollId: open?.id ?? '' });
}

/** The polls stored with this English question. */
export async function pollsAsking(question: string): Promise<Row<'poll'>[]> {
  const polls = await stored.find('poll');
  return polls.filter((row) => (JSON.parse(row.doc) as { data: { en: { question: string } } }).data.en.question === question);
}

/** The articles readers may read at `now`, newest first, as the rules' one visibility rule counts them. */
export async function publicArticles(now: number): Promise<Row<'article'>[]> {
  const articles = await stored.find('article');
  return articles.filter((row) => isPublic(row, now)).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}
