/**
 * The desk's newsletters in the contract suite (contracts/adminNewsletters.ts): each endpoint's cases, and the
 * subscribers of an edition as readers make them — listed with where they came from, exported, unsubscribed. Run
 * against the mock and the real API alike (tests/contracts.test.ts, tests/apiServer/).
 */
import { describe, expect, it } from 'vitest';
import {
  createNewsletterIssue,
  exportSubscribers,
  ISSUE_ERRORS,
  listNewsletterIssues,
  listSubscribers,
  NEWSLETTER_ERRORS,
  previewNewsletterIssue,
  saveNewsletterIssue,
  sendNewsletterIssue,
  testNewsletterIssue,
  unsubscribeSubscriber,
  type NewsletterIssue,
  type Subscriber,
} from '../../contracts/adminNewsletters';
import { readMailbox, type MailMessage } from '../../contracts/dev';
import { confirmSubscription, subscribe, subscribeFromHeader, SUBSCRIPTION_ERRORS, unsubscribeNewsletter } from '../../contracts/subscription';
import { callEndpoint } from './http';
import type { EndpointCases, Known, SuiteOptions } from './suite';

const BOGUS = 'zz_does_not_exist';
let unique = 0;
const freshAddress = () => `letters-${Date.now().toString(36)}-${(unique += 1)}@example.com`;
const admin = (known: Known) => known.adminToken ?? 'none';

/** A footer subscription (the address only), then found among the subscribers by its address. */
async function newSubscriber(base: string, known: Known, locale = 'en'): Promise<Subscriber> {
  const email = freshAddress();
  const sent = await callEndpoint(base, subscribe, { body: { email, locale } });
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  const list = await callEndpoint(base, listSubscribers, { query: { query: email }, token: admin(known) });
  const [subscriber] = (list.json as { items: Subscriber[] }).items;
  if (!subscriber) throw new Error(`${email} is not among the subscribers: ${JSON.stringify(list.json)}`);
  return subscriber;
}

/** A draft of the English edition with one story; on a server the suite must not change, no id (BOGUS). */
async function newIssue(base: string, known: Known, storyIds = [known.article._id]): Promise<NewsletterIssue> {
  const created = await callEndpoint(base, createNewsletterIssue, {
    body: { edition: 'en', subject: 'This week on Huanyu', intro: 'Three long reads for the weekend.', storyIds },
    token: admin(known),
    idempotencyKey: `issue-${crypto.randomUUID()}`,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  return (created.json as { issue: NewsletterIssue }).issue;
}

/** A confirmed subscriber of `edition`: subscribed in the footer, then the mailed link followed. */
async function confirmedSubscriber(base: string, edition = 'en'): Promise<string> {
  const email = freshAddress();
  expect((await callEndpoint(base, subscribe, { body: { email, locale: edition } })).status).toBe(200);
  const mails = (await callEndpoint(base, readMailbox, { query: { to: email } })).json as { messages: MailMessage[] };
  const link = mails.messages.find((mail) => mail.kind === 'confirmSubscription')!.link;
  const token = new URL(link, base).searchParams.get('subscription-token') ?? '';
  expect((await callEndpoint(base, confirmSubscription, { query: { token } })).status).toBe(200);
  return email;
}

/** The newsletter mails to `to`, newest last. */
async function newslettersTo(base: string, to: string): Promise<MailMessage[]> {
  const mails = (await callEndpoint(base, readMailbox, { query: { to } })).json as { messages: MailMessage[] };
  return mails.messages.filter((mail) => mail.kind === 'newsletter');
}

/** An issue sent to a new confirmed subscriber: the subscriber, and the token of their unsubscribe link. */
async function sentIssue(base: string, known: Known): Promise<{ email: string; token: string }> {
  const email = await confirmedSubscriber(base);
  const issue = await newIssue(base, known);
  await callEndpoint(base, sendNewsletterIssue, { query: { id: issue._id }, token: admin(known), idempotencyKey: `send-${crypto.randomUUID()}` });
  const [mail] = await newslettersTo(base, email);
  return { email, token: new URL(mail!.link, base).searchParams.get('unsubscribe-token') ?? '' };
}

export function newsletterCases(options: SuiteOptions): EndpointCases[] {
  const { base } = options;
  const issueId = async (known: Known) => (options.destructive ? (await newIssue(base, known))._id : BOGUS);
  const texts = (known: Known) => ({ subject: 'Weekend reads', intro: '', storyIds: [known.article._id] });
  return [
    {
      endpoint: listNewsletterIssues,
      valid: (known) => ({ token: admin(known) }),
      errors: {},
    },
    {
      endpoint: createNewsletterIssue,
      valid: (known) => ({ body: { edition: 'en', ...texts(known) }, token: admin(known), idempotencyKey: `issue-${crypto.randomUUID()}` }),
      validIsDestructive: true,
      authProbe: (known) => ({ body: { edition: 'en', ...texts(known) } }),
      bad: { body: { edition: 'fr', subject: 'x', intro: '', storyIds: [] } },
      errors: {
        [ISSUE_ERRORS.storyNotFound]: {
          destructive: true,
          request: (known) => ({ body: { edition: 'en', ...texts(known), storyIds: [BOGUS] }, token: admin(known), idempotencyKey: `issue-${crypto.randomUUID()}` }),
        },
      },
    },
    {
      endpoint: saveNewsletterIssue,
      valid: async (known) => ({ query: { id: await issueId(known) }, body: { ...texts(known), version: 1 }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: (known) => ({ query: { id: BOGUS }, body: { ...texts(known), version: 1 } }),
      bad: { query: { id: BOGUS }, body: { subject: '', intro: '', storyIds: [], version: 1 } },
      errors: {
        [ISSUE_ERRORS.issueNotFound]: { request: (known) => ({ query: { id: BOGUS }, body: { ...texts(known), version: 1 }, token: admin(known) }) },
        [ISSUE_ERRORS.alreadySent]: {
          destructive: true,
          request: async (known) => {
            const id = await issueId(known);
            await callEndpoint(base, sendNewsletterIssue, { query: { id }, token: admin(known), idempotencyKey: `send-${crypto.randomUUID()}` });
            return { query: { id }, body: { ...texts(known), version: 1 }, token: admin(known) };
          },
        },
        [ISSUE_ERRORS.storyNotFound]: {
          destructive: true,
          request: async (known) => ({ query: { id: await issueId(known) }, body: { ...texts(known), storyIds: [BOGUS], version: 1 }, token: admin(known) }),
        },
        // Another editor saved version 1 first: a save from it again meets theirs.
        [ISSUE_ERRORS.versionConflict]: {
          destructive: true,
          request: async (known) => {
            const id = await issueId(known);
            await callEndpoint(base, saveNewsletterIssue, { query: { id }, body: { ...texts(known), subject: 'Theirs', version: 1 }, token: admin(known) });
            return { query: { id }, body: { ...texts(known), subject: 'Mine', version: 1 }, token: admin(known) };
          },
        },
      },
    },
    {
      endpoint: previewNewsletterIssue,
      valid: async (known) => ({ query: { id: await issueId(known) }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS } }),
      bad: { query: { id: '' } },
      errors: { [ISSUE_ERRORS.issueNotFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) } },
    },
    {
      endpoint: testNewsletterIssue,
      valid: async (known) => ({ query: { id: await issueId(known) }, body: { to: 'editor@huanyu.example' }, token: admin(known), idempotencyKey: `test-${crypto.randomUUID()}` }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS }, body: { to: 'editor@huanyu.example' } }),
      bad: { query: { id: BOGUS }, body: { to: 'not an address' } },
      errors: {
        [ISSUE_ERRORS.issueNotFound]: { request: (known) => ({ query: { id: BOGUS }, body: { to: 'editor@huanyu.example' }, token: admin(known), idempotencyKey: `test-${crypto.randomUUID()}` }) },
        [ISSUE_ERRORS.noStories]: {
          destructive: true,
          request: async (known) => ({
            query: { id: (await newIssue(base, known, []))._id },
            body: { to: 'editor@huanyu.example' },
            token: admin(known),
            idempotencyKey: `test-${crypto.randomUUID()}`,
          }),
        },
      },
    },
    {
      endpoint: sendNewsletterIssue,
      valid: async (known) => ({ query: { id: await issueId(known) }, token: admin(known), idempotencyKey: `send-${crypto.randomUUID()}` }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS } }),
      bad: { query: { id: '' } },
      errors: {
        [ISSUE_ERRORS.issueNotFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known), idempotencyKey: `send-${crypto.randomUUID()}` }) },
        [ISSUE_ERRORS.noStories]: {
          destructive: true,
          request: async (known) => ({ query: { id: (await newIssue(base, known, []))._id }, token: admin(known), idempotencyKey: `send-${crypto.randomUUID()}` }),
        },
      },
    },
    {
      endpoint: unsubscribeNewsletter,
      valid: async (known) => ({ query: { token: options.destructive && options.mailbox ? (await sentIssue(base, known)).token : BOGUS } }),
      validIsDestructive: true,
      validNeedsMailbox: true,
      bad: { query: { token: '' } },
      errors: { [SUBSCRIPTION_ERRORS.unsubscribeInvalid]: { request: () => ({ query: { token: BOGUS } }) } },
    },
    {
      endpoint: listSubscribers,
      valid: (known) => ({ query: { query: '', edition: 'zh-tw', state: 'confirmed', page: 1, pageSize: 5 }, token: admin(known) }),
      bad: { query: { state: 'maybe' } },
      errors: {},
    },
    {
      endpoint: exportSubscribers,
      valid: (known) => ({ query: { edition: 'en' }, token: admin(known) }),
      bad: { query: { edition: 'fr' } },
      errors: {},
    },
    {
      endpoint: unsubscribeSubscriber,
      valid: async (known) => ({ query: { id: options.destructive ? (await newSubscriber(base, known))._id : BOGUS }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS } }),
      bad: { query: { id: '' } },
      errors: { [NEWSLETTER_ERRORS.subscriberNotFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) } },
    },
  ];
}

/** An edition's subscribers, end to end over HTTP. */
export function newsletterChecks(options: SuiteOptions, current: () => Known): void {
  const { base } = options;
  const call = (endpoint: Parameters<typeof callEndpoint>[1], request: Parameters<typeof callEndpoint>[2]) => callEndpoint(base, endpoint, request);

  describe('newsletters: the subscribers of each edition', () => {
    it.runIf(options.destructive)('are listed with their edition, state and source, exported, and unsubscribed one edition at a time', async () => {
      const known = current();
      const footer = await newSubscriber(base, known, 'zh-cn');
      expect(footer).toMatchObject({ edition: 'zh-cn', state: 'pending', source: 'footer', name: '' });
      const email = freshAddress();
      const header = { email, locale: 'zh-tw', firstName: '美玲', lastName: '林', comment: '想看更多台南的報導' };
      expect((await call(subscribeFromHeader, { body: header })).status).toBe(200);
      const list = async (query: Record<string, string>) =>
        (await call(listSubscribers, { query, token: admin(known) })).json as { items: Subscriber[]; total: number; counts: { edition: string; confirmed: number; pending: number }[] };
      const found = await list({ query: email });
      expect(found.items).toEqual([expect.objectContaining({ email, name: '林美玲', edition: 'zh-tw', state: 'pending', source: 'header' })]);
      expect(found.counts.map((count) => count.edition)).toEqual(['en', 'zh-cn', 'zh-tw']);
      expect(found.counts.find((count) => count.edition === 'zh-tw')!.pending).toBeGreaterThanOrEqual(1);

      // The edition filter keeps to its edition; the state filter to its state.
      expect((await list({ edition: 'zh-cn', query: 'letters-' })).items.every((each) => each.edition === 'zh-cn')).toBe(true);
      expect((await list({ state: 'confirmed', query: email })).items).toEqual([]);

      // The export is every row the filters select, not a page of them.
      const exported = (await call(exportSubscribers, { query: { query: 'letters-' }, token: admin(known) })).json as { subscribers: Subscriber[] };
      expect(exported.subscribers.map((each) => each.email)).toEqual(expect.arrayContaining([email, footer.email]));

      // Unsubscribed: gone from the list; once more is "not found", and changes nothing.
      expect((await call(unsubscribeSubscriber, { query: { id: footer._id }, token: admin(known) })).json).toEqual({ status: 'unsubscribed' });
      expect((await list({ query: footer.email })).items).toEqual([]);
      const again = await call(unsubscribeSubscriber, { query: { id: footer._id }, token: admin(known) });
      expect([again.status, (again.json as { message: string }).message]).toEqual([404, NEWSLETTER_ERRORS.subscriberNotFound]);
      // The address may subscribe again: its subscription went with its last edition.
      expect((await call(subscribe, { body: { email: footer.email, locale: 'en' } })).status).toBe(200);
    });
  });
  describe('newsletters: an issue composed, previewed, tried, then sent once to the confirmed subscribers', () => {
    it.runIf(options.destructive && options.mailbox)('goes through the queue with each subscriber’s one-click unsubscribe link and List-Unsubscribe headers', async () => {
      const known = current();
      const [first, second] = [await confirmedSubscriber(base), await confirmedSubscriber(base)];
      const pending = freshAddress();
      expect((await call(subscribe, { body: { email: pending, locale: 'en' } })).status).toBe(200);
      const otherEdition = await confirmedSubscriber(base, 'zh-cn');

      const draft = await newIssue(base, known);
      expect(draft).toMatchObject({ edition: 'en', state: 'draft', version: 1, sentAt: null, recipients: 0, stories: [{ _id: known.article._id, path: `/en/${known.article.slug}` }] });
      const saved = (await call(saveNewsletterIssue, { query: { id: draft._id }, body: { subject: 'Weekend reads', intro: 'Hello, readers.', storyIds: [known.article._id], version: 1 }, token: admin(known) })).json as { issue: NewsletterIssue };
      expect(saved.issue).toMatchObject({ subject: 'Weekend reads', intro: 'Hello, readers.', state: 'draft', version: 2 });
      // A second save from version 1 (another editor's, opened before) meets this one: nothing is overwritten.
      const stale = await call(saveNewsletterIssue, { query: { id: draft._id }, body: { subject: 'Stale', intro: '', storyIds: [known.article._id], version: 1 }, token: admin(known) });
      expect([stale.status, (stale.json as { message: string }).message]).toEqual([409, ISSUE_ERRORS.versionConflict]);

      const preview = (await call(previewNewsletterIssue, { query: { id: draft._id }, token: admin(known) })).json as { subject: string; text: string; recipients: number };
      expect(preview.subject).toBe('Weekend reads');
      expect(preview.text.startsWith('Hello, readers.\n\n')).toBe(true);
      expect(preview.text).toContain(`\n/en/${known.article.slug}\n`);
      expect(preview.recipients).toBeGreaterThanOrEqual(2);

      // A test copy to the editor: marked as a test; the issue stays a draft and nobody else is mailed.
      const editor = freshAddress();
      expect((await call(testNewsletterIssue, { query: { id: draft._id }, body: { to: editor }, token: admin(known), idempotencyKey: `test-${crypto.randomUUID()}` })).status).toBe(200);
      expect((await newslettersTo(base, editor)).map((mail) => mail.subject)).toEqual(['[Test] Weekend reads']);
      expect(await newslettersTo(base, first)).toEqual([]);

      // Sent twice (a double click, a retry under another key): once.
      const send = () => call(sendNewsletterIssue, { query: { id: draft._id }, token: admin(known), idempotencyKey: `send-${crypto.randomUUID()}` });
      const sent = ((await send()).json as { issue: NewsletterIssue }).issue;
      const again = ((await send()).json as { issue: NewsletterIssue }).issue;
      expect(again).toEqual(sent);
      expect(sent).toMatchObject({ state: 'sent', sentBy: 'Huanyu Editors', recipients: preview.recipients });
      expect(sent.sentAt).not.toBeNull();
      const listed = (await call(listNewsletterIssues, { token: admin(known) })).json as { issues: NewsletterIssue[] };
      expect(listed.issues.find((issue) => issue._id === draft._id)).toEqual(sent);
      const refused = await call(saveNewsletterIssue, { query: { id: draft._id }, body: { subject: 'Too late', intro: '', storyIds: [], version: 2 }, token: admin(known) });
      expect([refused.status, (refused.json as { message: string }).message]).toEqual([409, ISSUE_ERRORS.alreadySent]);

      const [mail] = await newslettersTo(base, first);
      expect(await newslettersTo(base, second)).toHaveLength(1);
      expect(await newslettersTo(base, pending)).toEqual([]);
      expect(await newslettersTo(base, otherEdition)).toEqual([]);
      expect(mail!.subject).toBe('Weekend reads');
      const token = new URL(mail!.link, base).searchParams.get('unsubscribe-token') ?? '';
      expect(mail!.link).toBe(`/en/?unsubscribe-token=${token}`);
      expect(mail!.text.endsWith(`\n${mail!.link}`)).toBe(true);
      expect(mail!.headers).toEqual({
        'List-Unsubscribe': `<${unsubscribeNewsletter.path}?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });

      // One click, signed out (a mail program's RFC 8058 POST carries a form body, which is not read); again: the same.
      const oneClick = await fetch(new URL(`${unsubscribeNewsletter.path}?token=${token}`, base), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect([oneClick.status, await oneClick.json()]).toEqual([200, { status: 'unsubscribed', edition: 'en' }]);
      expect((await call(unsubscribeNewsletter, { query: { token } })).json).toEqual({ status: 'unsubscribed', edition: 'en' });
      const left = (await call(listSubscribers, { query: { query: first }, token: admin(known) })).json as { items: Subscriber[] };
      expect(left.items).toEqual([]);
      // A test copy's link stands for nobody.
      const [testCopy] = await newslettersTo(base, editor);
      const testToken = new URL(testCopy!.link, base).searchParams.get('unsubscribe-token') ?? '';
      expect((await call(unsubscribeNewsletter, { query: { token: testToken } })).status).toBe(400);
    });
  });
}
