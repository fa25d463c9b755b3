/**
 * The site's mail: each one is written to the `mail` table in the same transaction as what it is about (its
 * single-use link), then sent by the outbox (src/rules/ports.ts): the mock prints it, the real API hands it to
 * SMTP or, in local mode, keeps it for the development mailbox. Links are single use; only their hash is stored.
 */
import type { Locale } from '../../contracts/common';
import type { MailMessage } from '../../contracts/dev';
import type { Ports, Tx } from './ports';
import type { Row } from './schema';
import { MAIL_GREETING, MAIL_TEXTS, NOTICE_TEXTS, REPLY_SIGNATURE } from './mailTexts';
import { hashSecret } from './secrets';

export type MailKind = MailMessage['kind'];
/** The mails that only tell (no link, no token). */
export type NoticeKind = 'emailChanged';
/** The mails that carry a single-use link. */
export type LinkMailKind = Exclude<MailKind, NoticeKind | 'inboxReply' | 'newsletter'>;

const TOKEN_TTL_MS: Record<LinkMailKind, number> = {
  verifyEmail: 7 * 24 * 60 * 60 * 1000,
  resetPassword: 60 * 60 * 1000,
  confirmSubscription: 7 * 24 * 60 * 60 * 1000,
  adminRecovery: 60 * 60 * 1000,
  changeEmail: 24 * 60 * 60 * 1000,
};

/** The query parameter the site reads each link's token from (SPEC §2: restore-token for the reset). */
export const LINK_PARAM: Record<LinkMailKind, string> = {
  verifyEmail: 'verify-token',
  resetPassword: 'restore-token',
  confirmSubscription: 'subscription-token',
  adminRecovery: 'recovery-token',
  changeEmail: 'email-token',
};

/** The page each link opens: the editors' recovery page, the account page, else the edition's home. */
function linkPath(kind: LinkMailKind, locale: Locale): string {
  if (kind === 'adminRecovery') return '/admin/recovery';
  return kind === 'changeEmail' ? `/${locale}/account` : `/${locale}/`;
}

/**
 * Issues a single-use token for `subject` (a user, subscription or editor id) and queues its link's mail to
 * `to`, in `tx` (the caller's transaction, so the mail goes only if what it is about is kept). Tell the outbox
 * once the transaction is over (`mailQueued`). `greet`: the name to open with (MAIL_GREETING), for a reader whose
 * address is confirmed.
 */
export async function queueLinkMail(
  tx: Tx,
  { clock, ids }: Pick<Ports, 'clock' | 'ids'>,
  kind: LinkMailKind,
  to: string,
  subject: string,
  locale: Locale,
  greet?: string,
): Promise<Row<'mail'>> {
  const token = ids.token();
  const now = clock.now();
  await tx.insert('mailToken', { tokenHash: hashSecret(token), kind, subject, expiresAt: now + TOKEN_TTL_MS[kind], usedAt: null });
  const link = `${linkPath(kind, locale)}?${LINK_PARAM[kind]}=${token}`;
  const text = MAIL_TEXTS[kind][locale];
  return tx.insert('mail', {
    id: ids.id('mail'),
    to,
    kind,
    subject: text.subject,
    text: `${greet ? `${MAIL_GREETING[locale](greet)}\n` : ''}${text.text}\n${link}`,
    link,
    sentAt: new Date(now).toISOString(),
    deliveredAt: null,
    attempts: 0,
    retryAt: 0,
    headers: '',
  });
}

/** A mail that only tells (no link), queued in `tx`: tell the outbox once the transaction is over. */
export async function queueNoticeMail(
  tx: Tx,
  { clock, ids }: Pick<Ports, 'clock' | 'ids'>,
  kind: NoticeKind,
  to: string,
  locale: Locale,
  values: Readonly<Record<string, string>>,
): Promise<Row<'mail'>> {
  const text = NOTICE_TEXTS[kind][locale];
  return tx.insert('mail', {
    id: ids.id('mail'),
    to,
    kind,
    subject: text.subject,
    text: text.text(values),
    link: '',
    sentAt: new Date(clock.now()).toISOString(),
    deliveredAt: null,
    attempts: 0,
    retryAt: 0,
    headers: '',
  });
}

/** A link mail on its own: queued in a transaction of its own, then handed to the outbox. */
export async function sendLinkMail(ports: Ports, kind: LinkMailKind, to: string, subject: string, locale: Locale, greet?: string): Promise<void> {
  await ports.store.transaction((tx) => queueLinkMail(tx, ports, kind, to, subject, locale, greet));
  ports.outbox.queued();
}

/**
 * An editor's reply to what a reader sent (the desk's inbox), queued in `tx` with the change that records it: the
 * editor's text, then a line naming the editor and the desk, in the reader's language. Neither the reader's name
 * nor their text is repeated: the address was never confirmed, and a stranger's words must not reach an inbox
 * under our name.
 */
export async function queueReplyMail(
  tx: Tx,
  { clock, ids }: Pick<Ports, 'clock' | 'ids'>,
  to: string,
  locale: Locale,
  reply: { readonly subject: string; readonly text: string },
  editorName: string,
): Promise<Row<'mail'>> {
  return tx.insert('mail', {
    id: ids.id('mail'),
    to,
    kind: 'inboxReply',
    subject: reply.subject,
    text: `${reply.text}\n\n${REPLY_SIGNATURE[locale](editorName)}`,
    link: '',
    sentAt: new Date(clock.now()).toISOString(),
    deliveredAt: null,
    attempts: 0,
    retryAt: 0,
    headers: '',
  });
}

export function toMailMessage(row: Row<'mail'>): MailMessage {
  const message = { _id: row.id, to: row.to, kind: row.kind as MailKind, subject: row.subject, text: row.text, link: row.link, sentAt: row.sentAt };
  return row.headers ? { ...message, headers: JSON.parse(row.headers) as Record<string, string> } : message;
}

export type TokenCheck =
  | { readonly ok: true; readonly subject: string; readonly tokenHash: string }
  | { readonly ok: false; readonly reason: 'invalid' | 'used' };

/** Looks a mailed token up: unknown, expired or of another kind is 'invalid'; spent is 'used'. */
export async function checkMailToken({ store, clock }: Pick<Ports, 'store' | 'clock'>, kind: LinkMailKind, token: string): Promise<TokenCheck> {
  const tokenHash = hashSecret(token);
  const row = await store.get('mailToken', tokenHash);
  if (!row || row.kind !== kind || row.expiresAt <= clock.now()) return { ok: false, reason: 'invalid' };
  if (row.usedAt !== null) return { ok: false, reason: 'used' };
  return { ok: true, subject: row.subject, tokenHash };
}

/**
 * Spends a checked token in `tx`: false when another request spent it first (the two raced; one wins), and the
 * caller then answers as for a used link.
 */
export async function spendMailToken(tx: Tx, { clock }: Pick<Ports, 'clock'>, tokenHash: string): Promise<boolean> {
  return (await tx.update('mailToken', tokenHash, { usedAt: clock.now() }, { usedAt: null })) !== null;
}
