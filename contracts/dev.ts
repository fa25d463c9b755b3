/**
 * Development only: the mock backend's mailbox. The mails the mock "sends" (verification, password reset,
 * subscription confirmation) land here, so a developer can finish those flows offline. Never on a real server.
 * They hold reset links, so they answer only the site itself: a request another origin sends (an Origin or
 * Sec-Fetch-Site saying so) gets 403, and the HTTP mock server adds no CORS headers to them and answers only
 * loopback callers addressed by a loopback host name (mocks/server.ts).
 */
import { array, enums, object, optional, record, string, type Infer } from 'superstruct';
import { defineEndpoint, Id, IsoDate } from './common';

export const DEV_ERRORS = {
  /** 403: the caller is another site, or (over HTTP) not this machine. */
  notLocal: 'Development endpoints answer only same-origin requests from this machine',
} as const;

/**
 * Any address the dev endpoints could answer at: a prefix, a case or an escape must not hide one (the mock's
 * handlers match any prefix). Every HTTP front (the mock server, the real API, the page server's proxy) asks it.
 */
export function isDevPath(url: string): boolean {
  let path = url;
  try {
    path = decodeURIComponent(url);
  } catch {
    // a malformed escape: judge the raw text
  }
  return path.toLowerCase().includes('/api/dev');
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A dev request from this machine (`remote`, the connection's address) that names this machine (`host`, the Host
 * header): a page on a DNS-rebound name reaches 127.0.0.1 but still says its own name, and is refused.
 */
export function isLocalDevCaller(remote: string | undefined, host: string | undefined): boolean {
  const address = remote ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return loopback && LOOPBACK_HOSTS.has((host ?? '').replace(/:\d+$/, '').toLowerCase());
}

export const MailMessage = object({
  _id: Id,
  to: string(),
  /**
   * inboxReply: an editor's answer from the desk's inbox; emailChanged: a notice to a reader's old address;
   * newsletter: an issue of an edition's newsletter (or an editor's test copy of one).
   */
  kind: enums(['verifyEmail', 'resetPassword', 'confirmSubscription', 'adminRecovery', 'changeEmail', 'emailChanged', 'inboxReply', 'newsletter']),
  subject: string(),
  text: string(),
  /** The link the mail carries, as a path on this site ('' for a mail that carries none). */
  link: string(),
  sentAt: IsoDate,
  /** Headers it carries besides the usual ones: a newsletter's List-Unsubscribe and List-Unsubscribe-Post. */
  headers: optional(record(string(), string())),
});
export type MailMessage = Infer<typeof MailMessage>;

export const readMailbox = defineEndpoint({
  method: 'GET',
  path: '/api/dev/mailbox',
  query: object({ to: optional(string()) }),
  auth: 'none',
  response: object({ messages: array(MailMessage) }),
  errors: [DEV_ERRORS.notLocal],
});

/** Puts the mock database back to its seed: every account, like, comment, vote and mail made is gone. */
export const resetMockData = defineEndpoint({
  method: 'POST',
  path: '/api/dev/reset',
  auth: 'none',
  response: object({ status: enums(['reset']) }),
  errors: [DEV_ERRORS.notLocal],
});

export const clearMailbox = defineEndpoint({
  method: 'DELETE',
  path: '/api/dev/mailbox',
  auth: 'none',
  response: object({ status: enums(['cleared']) }),
  errors: [DEV_ERRORS.notLocal],
});
