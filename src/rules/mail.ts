/**
 * The site's mail: each one is written to the `mail` table in the same transaction as what it is about (its
 * single-use link), then sent by the outbox (src/rules/ports.ts): the mock prints it, the real API hands it to
 * SMTP or, in local mode, keeps it for the development mailbox. Links are single use; only their hash is stored.
 */
import type { Locale } from '../../contracts/common';
import type { MailMessage } from '../../contracts/dev';
import type { Ports, Tx } from './ports';
import type { Row } from './schema';
import { hashSecret } from './secrets';

export type MailKind = MailMessage['kind'];

const TOKEN_TTL_MS: Record<MailKind, number> = {
  verifyEmail: 7 * 24 * 60 * 60 * 1000,
  resetPassword: 60 * 60 * 1000,
  confirmSubscription: 7 * 24 * 60 * 60 * 1000,
  adminRecovery: 60 * 60 * 1000,
};

/** The query parameter the site reads each link's token from (SPEC §2: restore-token for the reset). */
export const LINK_PARAM: Record<MailKind, string> = {
  verifyEmail: 'verify-token',
  resetPassword: 'restore-token',
  confirmSubscription: 'subscription-token',
  adminRecovery: 'recovery-token',
};

const TEXTS: Record<MailKind, Record<Locale, { subject: string; text: string }>> = {
  verifyEmail: {
    en: { subject: 'Confirm your email', text: 'Welcome to Huanyu! Open this link to confirm your email address:' },
    'zh-cn': { subject: '请确认你的邮箱', text: '欢迎加入寰宇！请打开以下链接确认你的邮箱地址：' },
    'zh-tw': { subject: '請確認你的電子郵件', text: '歡迎加入寰宇！請開啟以下連結確認你的電子郵件地址：' },
  },
  resetPassword: {
    en: { subject: 'Reset your password', text: 'Open this link within an hour to choose a new password:' },
    'zh-cn': { subject: '重设密码', text: '请在一小时内打开以下链接设置新密码：' },
    'zh-tw': { subject: '重設密碼', text: '請在一小時內開啟以下連結設定新密碼：' },
  },
  confirmSubscription: {
    en: { subject: 'Confirm your subscription', text: 'Open this link to start receiving the Huanyu newsletter:' },
    'zh-cn': { subject: '确认订阅', text: '打开以下链接，即可开始接收寰宇电子报：' },
    'zh-tw': { subject: '確認訂閱', text: '開啟以下連結，即可開始收到寰宇電子報：' },
  },
  adminRecovery: {
    en: { subject: 'Admin access recovery', text: 'Open this link within an hour to recover access to the admin area:' },
    'zh-cn': { subject: '管理后台访问恢复', text: '请在一小时内打开以下链接恢复管理后台访问：' },
    'zh-tw': { subject: '管理後台存取復原', text: '請在一小時內開啟以下連結復原管理後台存取：' },
  },
};

/**
 * Issues a single-use token for `subject` (a user, subscription or editor id) and queues its link's mail to
 * `to`, in `tx` (the caller's transaction, so the mail goes only if what it is about is kept). Tell the outbox
 * once the transaction is over (`mailQueued`).
 */
export async function queueLinkMail(
  tx: Tx,
  { clock, ids }: Pick<Ports, 'clock' | 'ids'>,
  kind: MailKind,
  to: string,
  subject: string,
  locale: Locale,
): Promise<Row<'mail'>> {
  const token = ids.token();
  const now = clock.now();
  await tx.insert('mailToken', { tokenHash: hashSecret(token), kind, subject, expiresAt: now + TOKEN_TTL_MS[kind], usedAt: null });
  const base = kind === 'adminRecovery' ? '/admin/recovery' : `/${locale}/`;
  const link = `${base}?${LINK_PARAM[kind]}=${token}`;
  const text = TEXTS[kind][locale];
  return tx.insert('mail', {
    id: ids.id('mail'),
    to,
    kind,
    subject: text.subject,
    text: `${text.text}\n${link}`,
    link,
    sentAt: new Date(now).toISOString(),
    deliveredAt: null,
    attempts: 0,
    retryAt: 0,
  });
}

/** A link mail on its own: queued in a transaction of its own, then handed to the outbox. */
export async function sendLinkMail(ports: Ports, kind: MailKind, to: string, subject: string, locale: Locale): Promise<void> {
  await ports.store.transaction((tx) => queueLinkMail(tx, ports, kind, to, subject, locale));
  ports.outbox.queued();
}

export function toMailMessage(row: Row<'mail'>): MailMessage {
  return { _id: row.id, to: row.to, kind: row.kind as MailKind, subject: row.subject, text: row.text, link: row.link, sentAt: row.sentAt };
}

export type TokenCheck =
  | { readonly ok: true; readonly subject: string; readonly tokenHash: string }
  | { readonly ok: false; readonly reason: 'invalid' | 'used' };

/** Looks a mailed token up: unknown, expired or of another kind is 'invalid'; spent is 'used'. */
export async function checkMailToken({ store, clock }: Pick<Ports, 'store' | 'clock'>, kind: MailKind, token: string): Promise<TokenCheck> {
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
