/**
 * The mock's outgoing mail. Nothing leaves the machine: each mail is stored (GET /api/dev/mailbox lists them)
 * and, in a browser, logged to the console with its link, so sign-up -> verify and forgot -> reset can be
 * finished offline.
 */
import type { Locale } from '../contracts/common';
import type { MailMessage } from '../contracts/dev';
import { mockNow } from './clock';
import { db, newId, newToken } from './db';

let logging = true;

/** Tests turn the console log off; the stored mail is what they read. */
export function setMailLogging(on: boolean): void {
  logging = on;
}

type MailKind = MailMessage['kind'];

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

/** Issues a single-use token for `subject` (a user or subscription id) and mails its link to `to`. */
export function sendLinkMail(kind: MailKind, to: string, subject: string, locale: Locale): MailMessage {
  const token = newToken();
  db.mailToken.create({ token, kind, subject, expiresAt: mockNow() + TOKEN_TTL_MS[kind], usedAt: null });
  const base = kind === 'adminRecovery' ? '/admin/recovery' : `/${locale}/`;
  const link = `${base}?${LINK_PARAM[kind]}=${token}`;
  const text = TEXTS[kind][locale];
  const row = db.mail.create({
    id: newId('mail'),
    to,
    kind,
    subject: text.subject,
    text: `${text.text}\n${link}`,
    link,
    sentAt: new Date(mockNow()).toISOString(),
  });
  if (logging) console.info(`[mock mail] to ${to}: ${text.subject} — ${link}`);
  return toMailMessage(row);
}

export function toMailMessage(row: NonNullable<ReturnType<typeof db.mail.findFirst>>): MailMessage {
  return {
    _id: row.id,
    to: row.to,
    kind: row.kind as MailKind,
    subject: row.subject,
    text: row.text,
    link: row.link,
    sentAt: row.sentAt,
  };
}

export type TokenCheck =
  | { readonly ok: true; readonly subject: string; readonly use: () => void }
  | { readonly ok: false; readonly reason: 'invalid' | 'used' };

/** Looks a mailed token up: unknown, expired or of another kind is 'invalid'; spent is 'used'. */
export function checkMailToken(kind: MailKind, token: string): TokenCheck {
  const row = db.mailToken.findFirst({ where: { token: { equals: token } } });
  if (!row || row.kind !== kind || row.expiresAt <= mockNow()) return { ok: false, reason: 'invalid' };
  if (row.usedAt !== null) return { ok: false, reason: 'used' };
  return {
    ok: true,
    subject: row.subject,
    use: () => {
      db.mailToken.update({ where: { token: { equals: token } }, data: { usedAt: mockNow() } });
    },
  };
}
