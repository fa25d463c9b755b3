/**
 * Development only: the mock backend's mailbox. The mails the mock "sends" (verification, password reset,
 * subscription confirmation) land here, so a developer can finish those flows offline. Never on a real server.
 */
import { array, enums, object, optional, string, type Infer } from 'superstruct';
import { defineEndpoint, Id, IsoDate } from './common';

export const MailMessage = object({
  _id: Id,
  to: string(),
  kind: enums(['verifyEmail', 'resetPassword', 'confirmSubscription', 'adminRecovery']),
  subject: string(),
  text: string(),
  /** The link the mail carries, as a path on this site. */
  link: string(),
  sentAt: IsoDate,
});
export type MailMessage = Infer<typeof MailMessage>;

export const readMailbox = defineEndpoint({
  method: 'GET',
  path: '/api/dev/mailbox',
  query: object({ to: optional(string()) }),
  auth: 'none',
  response: object({ messages: array(MailMessage) }),
  errors: [],
});

/** Puts the mock database back to its seed: every account, like, comment, vote and mail made is gone. */
export const resetMockData = defineEndpoint({
  method: 'POST',
  path: '/api/dev/reset',
  auth: 'none',
  response: object({ status: enums(['reset']) }),
  errors: [],
});

export const clearMailbox = defineEndpoint({
  method: 'DELETE',
  path: '/api/dev/mailbox',
  auth: 'none',
  response: object({ status: enums(['cleared']) }),
  errors: [],
});
