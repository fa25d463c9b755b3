/**
 * Ours: an edition's newsletter issues (contracts/adminNewsletters.ts, docs/decisions/088). A draft is composed from
 * stories published in its edition, previewed, tried on an editor's address, then sent once: the draft becomes
 * "sent" in the same transaction that queues one mail per confirmed subscriber, each with its own unsubscribe token,
 * so a double click or a retry finds it sent and mails nobody again. Mail goes through the queue, never inline.
 */
import {
  createNewsletterIssue,
  ISSUE_ERRORS,
  listNewsletterIssues,
  previewNewsletterIssue,
  saveNewsletterIssue,
  sendNewsletterIssue,
  testNewsletterIssue,
  type IssueStory,
  type IssueTexts,
  type NewsletterIssue,
} from '../../contracts/adminNewsletters';
import type { Locale } from '../../contracts/common';
import { SUBSCRIPTION_ERRORS, unsubscribeNewsletter } from '../../contracts/subscription';
import { dropEdition } from './adminNewsletters';
import { inEdition, isPublic } from './articleRows';
import { docOf, type StoredArticle } from './documents';
import { NEWSLETTER_TEXTS } from './mailTexts';
import { fail, ok } from './outcome';
import type { Ports, Reader, Tx } from './ports';
import { rule } from './rule';
import type { Row } from './schema';
import { hashSecret } from './secrets';

/** The mail token's kind for a newsletter's unsubscribe link: its subject is the subscription's edition row. */
const UNSUBSCRIBE_KIND = 'newsletterUnsubscribe';
/** A newsletter kept in a mailbox for a year can still be unsubscribed from. */
const UNSUBSCRIBE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** The link's query parameter on the edition's home page (src/stores/MailLinksStore.ts). */
export const UNSUBSCRIBE_PARAM = 'unsubscribe-token';

type IssueRow = Row<'newsletterIssue'>;

const iso = (ms: number) => new Date(ms).toISOString();
const storyIdsOf = (row: IssueRow): string[] => (row.storyIds ? (JSON.parse(row.storyIds) as string[]) : []);
/** A row kept from before versions (a restored mock database) reads as version 1, as migration 010 makes it. */
const versionOf = (row: IssueRow): number => row.version || 1;

/** The chosen stories still published in the edition, in the issue's order. */
async function storiesOf(ports: Pick<Ports, 'store' | 'clock'>, edition: Locale, ids: readonly string[]): Promise<IssueStory[]> {
  if (ids.length === 0) return [];
  const rows = await ports.store.find('article', { id: { in: [...ids] } });
  const now = ports.clock.now();
  const byId = new Map(rows.filter((row) => isPublic(row, now)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const data = row && inEdition(row, edition) ? docOf<StoredArticle>(row).data[edition] : undefined;
    return row && data?.title ? [{ _id: id, title: data.title, standfirst: data.description, path: `/${edition}/${row.slug}` }] : [];
  });
}

async function issueOf(ports: Pick<Ports, 'store' | 'clock'>, row: IssueRow): Promise<NewsletterIssue> {
  const edition = row.edition as Locale;
  return {
    _id: row.id,
    edition,
    subject: row.subject,
    intro: row.intro,
    stories: await storiesOf(ports, edition, storyIdsOf(row)),
    state: row.state === 'sent' ? 'sent' : 'draft',
    version: versionOf(row),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    sentAt: row.sentAt === null ? null : iso(row.sentAt),
    sentBy: row.sentBy,
    recipients: row.recipients,
  };
}

/** Every chosen story must be published in the edition when it is chosen; null when one is not. */
async function checkedTexts(ports: Ports, edition: Locale, texts: IssueTexts): Promise<Pick<IssueRow, 'subject' | 'intro' | 'storyIds'> | null> {
  const ids = [...new Set(texts.storyIds)];
  if ((await storiesOf(ports, edition, ids)).length !== ids.length) return null;
  return { subject: texts.subject.trim() || texts.subject, intro: texts.intro.trim(), storyIds: JSON.stringify(ids) };
}

/**
 * The issue's text: the introduction, each story's title, standfirst and address, then the line that says how to
 * stop it and the subscriber's own link. Addresses are paths on lines of their own: the queue writes them on the
 * public origin (src/apiServer/outbox.ts).
 */
export function issueText(edition: Locale, intro: string, stories: readonly IssueStory[], unsubscribePath: string): string {
  const words = NEWSLETTER_TEXTS[edition];
  const blocks = stories.map((story) => [story.title, story.standfirst, story.path].filter(Boolean).join('\n'));
  return [intro, ...blocks, `—\n${words.unsubscribe}\n${unsubscribePath}`].filter(Boolean).join('\n\n');
}

const unsubscribePath = (edition: Locale, token: string) => `/${edition}/?${UNSUBSCRIBE_PARAM}=${token}`;
const oneClickPath = (token: string) => `${unsubscribeNewsletter.path}?token=${token}`;

/** RFC 2369 and RFC 8058: the address a mail program unsubscribes by, with one POST. */
function listHeaders(token: string): string {
  return JSON.stringify({ 'List-Unsubscribe': `<${oneClickPath(token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
}

function newsletterMail(ports: Pick<Ports, 'ids' | 'clock'>, to: string, subject: string, text: string, link: string, headers: string): Row<'mail'> {
  return { id: ports.ids.id('mail'), to, kind: 'newsletter', subject, text, link, sentAt: iso(ports.clock.now()), deliveredAt: null, attempts: 0, retryAt: 0, headers };
}

/** The confirmed subscribers of an edition: their edition rows and addresses. */
async function recipientsOf(store: Reader, edition: Locale): Promise<{ readonly editionId: string; readonly email: string }[]> {
  const rows = await store.find('subscriptionEdition', { edition });
  if (rows.length === 0) return [];
  const confirmed = await store.find('subscription', { id: { in: rows.map((row) => row.subscriptionId) }, confirmed: true });
  const emails = new Map(confirmed.map((row) => [row.id, row.email]));
  return rows.flatMap((row) => (emails.has(row.subscriptionId) ? [{ editionId: row.id, email: emails.get(row.subscriptionId)! }] : []));
}

/** Queues the issue to every recipient, in `tx`: one mail and one unsubscribe token each. */
async function queueIssue(tx: Tx, ports: Ports, row: IssueRow, stories: readonly IssueStory[], recipients: readonly { editionId: string; email: string }[]) {
  const edition = row.edition as Locale;
  const expiresAt = ports.clock.now() + UNSUBSCRIBE_TTL_MS;
  const tokens: Row<'mailToken'>[] = [];
  const mails: Row<'mail'>[] = [];
  for (const recipient of recipients) {
    const token = ports.ids.token();
    tokens.push({ tokenHash: hashSecret(token), kind: UNSUBSCRIBE_KIND, subject: recipient.editionId, expiresAt, usedAt: null });
    const link = unsubscribePath(edition, token);
    mails.push(newsletterMail(ports, recipient.email, row.subject, issueText(edition, row.intro, stories, link), link, listHeaders(token)));
  }
  await tx.insertMany('mailToken', tokens);
  await tx.insertMany('mail', mails);
}

export const newsletterIssueRules = [
  rule(listNewsletterIssues, async (_context, ports) => {
    const rows = await ports.store.find('newsletterIssue', undefined, { orderBy: [['createdAt', 'desc'], ['id', 'desc']] });
    return ok({ issues: await Promise.all(rows.map((row) => issueOf(ports, row))) });
  }),

  rule(createNewsletterIssue, async ({ body, admin }, ports) => {
    const { edition, ...texts } = body;
    const checked = await checkedTexts(ports, edition, texts);
    if (!checked) return fail(400, ISSUE_ERRORS.storyNotFound, 'storyIds');
    const now = ports.clock.now();
    const row = await ports.store.insert('newsletterIssue', {
      id: ports.ids.id('nl'),
      edition,
      ...checked,
      state: 'draft',
      createdAt: now,
      createdBy: admin?.name ?? '',
      updatedAt: now,
      sentAt: null,
      sentBy: '',
      recipients: 0,
      version: 1,
    });
    return ok({ issue: await issueOf(ports, row) });
  }),

  rule(saveNewsletterIssue, async ({ query, body: { version, ...texts } }, ports) => {
    const row = await ports.store.get('newsletterIssue', query.id);
    if (!row) return fail(404, ISSUE_ERRORS.issueNotFound, 'id');
    if (row.state === 'sent') return fail(409, ISSUE_ERRORS.alreadySent);
    if (version !== versionOf(row)) return fail(409, ISSUE_ERRORS.versionConflict, 'version');
    const checked = await checkedTexts(ports, row.edition as Locale, texts);
    if (!checked) return fail(400, ISSUE_ERRORS.storyNotFound, 'storyIds');
    // Only while it is still the draft the editor saw: a send that came between wins, and the texts it went with are
    // kept; of two saves from one version, one is written and the other meets it as a conflict.
    const saved = await ports.store.update('newsletterIssue', row.id, { ...checked, updatedAt: ports.clock.now(), version: version + 1 }, { state: 'draft', version: row.version });
    if (saved) return ok({ issue: await issueOf(ports, saved) });
    const now = await ports.store.get('newsletterIssue', row.id);
    return fail(409, now?.state === 'sent' ? ISSUE_ERRORS.alreadySent : ISSUE_ERRORS.versionConflict);
  }),

  rule(previewNewsletterIssue, async ({ query }, ports) => {
    const row = await ports.store.get('newsletterIssue', query.id);
    if (!row) return fail(404, ISSUE_ERRORS.issueNotFound, 'id');
    const edition = row.edition as Locale;
    const stories = await storiesOf(ports, edition, storyIdsOf(row));
    const recipients = row.state === 'sent' ? row.recipients : (await recipientsOf(ports.store, edition)).length;
    return ok({ subject: row.subject, text: issueText(edition, row.intro, stories, unsubscribePath(edition, '…')), recipients });
  }),

  // A test copy's link and headers carry a token that stands for no subscription: following it changes nothing.
  rule(testNewsletterIssue, async ({ query, body }, ports) => {
    const row = await ports.store.get('newsletterIssue', query.id);
    if (!row) return fail(404, ISSUE_ERRORS.issueNotFound, 'id');
    const edition = row.edition as Locale;
    const stories = await storiesOf(ports, edition, storyIdsOf(row));
    if (stories.length === 0) return fail(409, ISSUE_ERRORS.noStories);
    const token = `test-${ports.ids.token()}`;
    const link = unsubscribePath(edition, token);
    const subject = NEWSLETTER_TEXTS[edition].testSubject(row.subject);
    await ports.store.insert('mail', newsletterMail(ports, body.to.trim().toLowerCase(), subject, issueText(edition, row.intro, stories, link), link, listHeaders(token)));
    ports.outbox.queued();
    return ok({ status: 'queued' as const });
  }),

  rule(sendNewsletterIssue, async ({ query, admin }, ports) => {
    const row = await ports.store.get('newsletterIssue', query.id);
    if (!row) return fail(404, ISSUE_ERRORS.issueNotFound, 'id');
    if (row.state === 'sent') return ok({ issue: await issueOf(ports, row) });
    const edition = row.edition as Locale;
    const stories = await storiesOf(ports, edition, storyIdsOf(row));
    if (stories.length === 0) return fail(409, ISSUE_ERRORS.noStories);
    const sent = await ports.store.transaction(async (tx) => {
      const recipients = await recipientsOf(tx, edition);
      // The draft becomes "sent" first, and only the call that changed it queues the mails: of two at once, one.
      const won = await tx.update('newsletterIssue', row.id, { state: 'sent', sentAt: ports.clock.now(), sentBy: admin?.name ?? '', recipients: recipients.length }, { state: 'draft' });
      if (won) await queueIssue(tx, ports, won, stories, recipients);
      return won;
    });
    if (sent) ports.outbox.queued();
    return ok({ issue: await issueOf(ports, sent ?? (await ports.store.get('newsletterIssue', row.id))!) });
  }),

  rule(unsubscribeNewsletter, async ({ query }, ports) => {
    const token = await ports.store.get('mailToken', hashSecret(query.token));
    if (!token || token.kind !== UNSUBSCRIBE_KIND || token.expiresAt <= ports.clock.now()) return fail(400, SUBSCRIPTION_ERRORS.unsubscribeInvalid, 'token');
    const edition = token.subject.slice(token.subject.lastIndexOf(':') + 1) as Locale;
    await ports.store.transaction(async (tx) => {
      const row = await tx.get('subscriptionEdition', token.subject);
      if (row) await dropEdition(tx, row);
    });
    return ok({ status: 'unsubscribed' as const, edition });
  }),
];
