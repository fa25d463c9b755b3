/**
 * Ours: the desk's newsletters (issue 25 item 6), first part: who receives each edition's newsletter. One row per
 * subscription and edition (a reader may take two editions): confirmed through the mailed link or not yet, where the
 * subscription came from, and since when; the rows for a CSV file; an edition's newsletter stopped for one reader
 * (docs/decisions/087).
 */
import { array, assign, enums, integer, min, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { defineEndpoint, Email, Id, IsoDate, Locale, paginated, queryInteger } from './common';

export const SUBSCRIBER_STATES = ['confirmed', 'pending'] as const;
export const SubscriberState = enums(SUBSCRIBER_STATES);
export type SubscriberState = Infer<typeof SubscriberState>;

/**
 * Where a subscription was made: the footer's box (the address only), the subscription popup (with the names), the
 * header's popup (with a comment), or a signed-in reader's account page.
 */
export const SUBSCRIPTION_SOURCES = ['footer', 'popup', 'header', 'account'] as const;
export const SubscriptionSource = enums(SUBSCRIPTION_SOURCES);
export type SubscriptionSource = Infer<typeof SubscriptionSource>;

export const NEWSLETTER_ERRORS = {
  subscriberNotFound: 'Subscriber not found',
} as const;

export const Subscriber = object({
  /** The subscription's row for this edition. */
  _id: Id,
  email: Email,
  /** The names the reader gave, as the site writes a name (personName; '' from the footer's box). */
  name: string(),
  edition: Locale,
  state: SubscriberState,
  source: SubscriptionSource,
  /** When this edition was chosen. */
  subscribedAt: IsoDate,
});
export type Subscriber = Infer<typeof Subscriber>;

/** How many receive an edition's newsletter, and how many have still to confirm. */
export const EditionCount = object({ edition: Locale, confirmed: min(integer(), 0), pending: min(integer(), 0) });
export type EditionCount = Infer<typeof EditionCount>;

const SubscriberFilters = {
  /** Words of the address or the names. */
  query: optional(size(string(), 0, 200)),
  edition: optional(Locale),
  state: optional(SubscriberState),
};

/** Newest first. */
export const listSubscribers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/newsletters/subscribers',
  query: object({ ...SubscriberFilters, page: optional(queryInteger(1, 10_000)), pageSize: optional(queryInteger(1, 100)) }),
  auth: 'admin',
  role: 'editor',
  response: assign(paginated(Subscriber), object({ counts: array(EditionCount) })),
  errors: [],
});

/** Every row the filters select, newest first: what the desk writes to a CSV file. */
export const exportSubscribers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/newsletters/subscribers/export',
  query: object(SubscriberFilters),
  auth: 'admin',
  role: 'editor',
  response: object({ subscribers: array(Subscriber) }),
  errors: [],
});

/**
 * Stops one edition's newsletter for that reader, as the newsletter's own unsubscribe link does: the last edition
 * gone, the subscription goes with it.
 */
export const unsubscribeSubscriber = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/newsletters/subscribers',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'editor',
  response: object({ status: enums(['unsubscribed']) }),
  errors: [NEWSLETTER_ERRORS.subscriberNotFound],
});

// ---- issues ----------------------------------------------------------------------------------------------------

export const ISSUE_STATES = ['draft', 'sent'] as const;
export const IssueState = enums(ISSUE_STATES);
export type IssueState = Infer<typeof IssueState>;

export const ISSUE_LIMITS = { subject: 200, intro: 4000, stories: 12 } as const;

export const ISSUE_ERRORS = {
  issueNotFound: 'Newsletter issue not found',
  alreadySent: 'This newsletter issue was already sent',
  storyNotFound: 'A chosen story is not published in this edition',
  noStories: 'Choose at least one story',
  versionConflict: 'Someone else has saved this newsletter issue since you opened it',
} as const;

/** What an editor writes: the subject, an introduction, and the chosen stories in the issue's order. */
export const IssueTexts = object({
  subject: size(string(), 1, ISSUE_LIMITS.subject),
  intro: size(string(), 0, ISSUE_LIMITS.intro),
  storyIds: size(array(Id), 0, ISSUE_LIMITS.stories),
});
export type IssueTexts = Infer<typeof IssueTexts>;

/** A chosen story as the issue shows it: its title and standfirst in the issue's edition, and its address there. */
export const IssueStory = object({ _id: Id, title: string(), standfirst: string(), path: string() });
export type IssueStory = Infer<typeof IssueStory>;

export const NewsletterIssue = object({
  _id: Id,
  edition: Locale,
  subject: string(),
  intro: string(),
  /** The chosen stories still published in the edition, in order (one unpublished since is left out). */
  stories: array(IssueStory),
  state: IssueState,
  /** 1 when created; up by one with every save (a save names the version it was written on: docs/decisions/091). */
  version: min(integer(), 1),
  createdAt: IsoDate,
  updatedAt: IsoDate,
  /** Sent: when it went to the mail queue, by whom, to how many confirmed subscribers. */
  sentAt: nullable(IsoDate),
  sentBy: string(),
  recipients: min(integer(), 0),
});
export type NewsletterIssue = Infer<typeof NewsletterIssue>;

/** Every issue, newest first: the record of what was sent, to how many. */
export const listNewsletterIssues = defineEndpoint({
  method: 'GET',
  path: '/api/admin/newsletters/issues',
  auth: 'admin',
  role: 'editor',
  response: object({ issues: array(NewsletterIssue) }),
  errors: [],
});

export const createNewsletterIssue = defineEndpoint({
  method: 'POST',
  path: '/api/admin/newsletters/issues',
  body: assign(object({ edition: Locale }), IssueTexts),
  auth: 'admin',
  role: 'editor',
  response: object({ issue: NewsletterIssue }),
  errors: [ISSUE_ERRORS.storyNotFound],
  idempotent: true,
});

/**
 * A draft's texts and stories replaced, from the version the editor opened (409 when someone has saved since); a
 * sent issue is kept as it went.
 */
export const saveNewsletterIssue = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/newsletters/issue',
  query: object({ id: Id }),
  body: assign(IssueTexts, object({ version: min(integer(), 1) })),
  auth: 'admin',
  role: 'editor',
  response: object({ issue: NewsletterIssue }),
  errors: [ISSUE_ERRORS.issueNotFound, ISSUE_ERRORS.alreadySent, ISSUE_ERRORS.storyNotFound, ISSUE_ERRORS.versionConflict],
});

/** The mail as a subscriber will read it (the unsubscribe link shown as the one each gets), and to how many it goes. */
export const previewNewsletterIssue = defineEndpoint({
  method: 'GET',
  path: '/api/admin/newsletters/issue/preview',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'editor',
  response: object({ subject: string(), text: string(), recipients: min(integer(), 0) }),
  errors: [ISSUE_ERRORS.issueNotFound],
});

/** One copy to an editor's address, through the mail queue, its subject marked as a test; the issue stays a draft. */
export const testNewsletterIssue = defineEndpoint({
  method: 'POST',
  path: '/api/admin/newsletters/issue/test',
  query: object({ id: Id }),
  body: object({ to: Email }),
  auth: 'admin',
  role: 'editor',
  response: object({ status: enums(['queued']) }),
  errors: [ISSUE_ERRORS.issueNotFound, ISSUE_ERRORS.noStories],
  idempotent: true,
});

/**
 * Sends a draft to the confirmed subscribers of its edition, each mail through the queue with its own one-click
 * unsubscribe link and List-Unsubscribe headers. Once: a second call (a double click, a retry) answers the issue as
 * sent and mails nobody again.
 */
export const sendNewsletterIssue = defineEndpoint({
  method: 'POST',
  path: '/api/admin/newsletters/issue/send',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'administrator',
  response: object({ issue: NewsletterIssue }),
  errors: [ISSUE_ERRORS.issueNotFound, ISSUE_ERRORS.noStories],
  idempotent: true,
});
